// Builds the job runtime for a process from the configuration: embedded (no REDIS_URL: the API
// runs jobs itself from the table) or queue mode (BullMQ: the API queues, `pnpm worker` processes
// run; the API runs jobs too only with JOB_RUN_IN_API). In a worker, realtime events are relayed
// through Redis to the API processes, where the browsers are connected.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Realtime } from '../realtime';
import type { RedisChannels } from '../redis';
import { BullJobQueue, forwardRelayedEvents, relayedRealtime } from './bullmq';
import { DatabaseJobService } from './service';

/** Which process this is: the API (HTTP and sockets) or a `pnpm worker`. */
export type JobRole = 'api' | 'worker';

export interface JobRuntime {
  jobs: DatabaseJobService;
  /** The process's `app.realtime`: local sockets, or (in a worker) the relay to the API. */
  realtime: Realtime;
  /** Stops running jobs and closes Redis connections. */
  close(): Promise<void>;
  /** Resolves when the queue's Redis answers, or at once without Redis (for /readyz). */
  ready(): Promise<void>;
}

export interface JobRuntimeOptions {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * The API's sockets: `local` pushes to browsers (on every node when socket.io shares rooms
   * through Redis), `thisNode` only to this process's (where events relayed from workers go).
   * A worker has none.
   */
  sockets: { local: Realtime; thisNode: Realtime } | null;
  /** The process's Redis connections (REDIS_URL), or null for the embedded runner. */
  redis: RedisChannels | null;
  role: JobRole;
}

export function createJobRuntime({
  config,
  db,
  clock,
  log,
  sockets,
  redis,
  role,
}: JobRuntimeOptions): JobRuntime {
  const common = {
    db,
    clock,
    log,
    workRoot: join(config.dataDir, 'job-runs'),
    concurrency: config.jobConcurrency,
    resultDays: config.jobResultDays,
    leaseMs: config.jobLeaseMs,
  };
  if (!redis) {
    if (role === 'worker' || !sockets)
      throw new Error('pnpm worker needs REDIS_URL (BullMQ on Redis)');
    const realtime = sockets.local;
    const jobs = new DatabaseJobService({ ...common, realtime, runJobs: true, queue: null });
    return { jobs, realtime, close: () => jobs.close(), ready: async () => undefined };
  }
  const channels = redis;
  const realtime = sockets?.local ?? relayedRealtime(channels, log);
  if (sockets) {
    forwardRelayedEvents(channels, sockets.thisNode, log).catch((error: unknown) =>
      log.error({ err: error }, 'cannot hear job events from workers over Redis'),
    );
  }
  const jobs = new DatabaseJobService({
    ...common,
    realtime,
    runJobs: role === 'worker' || config.jobRunInApi,
    queue: new BullJobQueue(channels, log),
  });
  return { jobs, realtime, close: () => jobs.close(), ready: () => channels.ping() };
}
