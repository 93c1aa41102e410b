// The shapes the job service's parts share: a row of the jobs table, how queue mode reaches
// BullMQ, the service's options, and the registered handlers.
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { JobsTable } from '../../db/schema';
import type { Realtime } from '../../realtime';
import type { JobHandler, JobJson } from '../types';

export type JobRow = Selectable<JobsTable>;

/** How queue mode reaches the processes that run jobs (BullMQ on Redis; see ../bullmq.ts). */
export interface JobQueue {
  /**
   * Hands a queued job to a runner once `delayMs` has passed. `key` names this hand-over: a
   * second one with the same key while the first still waits is dropped.
   */
  add(jobId: string, key: string, delayMs: number): Promise<void>;
  /** Tells every runner to abort the job if it is running it. */
  broadcastCancel(jobId: string): Promise<void>;
  /** Starts taking jobs in this process: `process` runs one to its end. */
  startWorker(concurrency: number, process: (jobId: string) => Promise<void>): Promise<void>;
  /** Calls `listener` for every cancel broadcast (from any process). */
  onCancel(listener: (jobId: string) => void): Promise<void>;
  /** Stops taking jobs; `force`: without waiting for runs still going. */
  stopWorker(force: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface JobServiceOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where job events go (in a worker process: relayed to the API's sockets through Redis). */
  realtime: Realtime;
  /** Scratch folders of runs: `<workRoot>/<jobId>`. */
  workRoot: string;
  concurrency: number;
  resultDays: number;
  leaseMs: number;
  /** Whether this process runs handlers (false: an API process that only queues, with workers). */
  runJobs: boolean;
  /** BullMQ in queue mode; null runs jobs from the table alone (embedded). */
  queue: JobQueue | null;
  /** First retry delay; each later one doubles (default 5 s). */
  retryBaseMs?: number;
  /** Longest retry delay (default 10 minutes). */
  retryMaxMs?: number;
  /** Fewest milliseconds between two stored progress reports of one run (default 1 s). */
  progressIntervalMs?: number;
  /** How often the embedded runner looks for due jobs (default 1 s). */
  pollMs?: number;
  /** How often expired results are deleted, by one process of all that run jobs (default hourly). */
  sweepMs?: number;
}

export type AnyHandler = JobHandler<JobJson, JobJson>;

/** The registered handlers by job kind (one map, shared by the service's parts). */
export type Handlers = Map<string, AnyHandler>;

/** Why a run's signal was aborted. */
export type AbortCause = 'cancelled' | 'stopping' | 'timeout' | 'lost';

/** Hands a queued job to a runner (BullMQ, or the embedded runner) once `delayMs` has passed. */
export type Dispatch = (jobId: string, key: string, delayMs: number) => Promise<void>;
