// The contract of background jobs, the one module every area uses for work off the request path
// (document conversion, captions, resume parsing, speech synthesis, news ingestion). An area
// registers a handler per kind and enqueues jobs; the runtime stores each job in the `jobs`
// table (the source of truth users see), runs it in-process (embedded default) or through BullMQ
// workers (REDIS_URL), retries transient failures with backoff, survives a killed process, and
// reports every change to the owner's sessions (REALTIME_EVENTS.job).
import type { JobState, JobStatus } from '@nclude/shared/api-schemas';
import type { Language } from '@nclude/shared/contracts';

export type { JobState, JobStatus };

/** JSON-serialisable input and result (stored as JSON text). */
export type JobJson = null | boolean | number | string | JobJson[] | { [key: string]: JobJson };

export interface JobRecord<I extends JobJson = JobJson, R extends JobJson = JobJson> {
  id: string;
  kind: string;
  ownerUserId: string | null;
  input: I;
  state: JobState;
  progress: number;
  stage: string | null;
  /** Runs started so far (1 during the first). */
  attempts: number;
  maxAttempts: number;
  /** For people, in the owner's language when it failed; null unless failed. */
  error: string | null;
  result: R | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface JobContext<I extends JobJson = JobJson> {
  jobId: string;
  ownerUserId: string | null;
  input: I;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** Aborted when the owner cancels, or the runner shuts down (the job is then run again later). */
  signal: AbortSignal;
  /**
   * Reports progress (0–100, clamped, never going back within a run) and a short stage text for
   * people. Stored and pushed to the owner, throttled by the runtime (callers may call it often).
   */
  progress(percent: number, stage: string | null): void;
  /** A scratch folder for this run (removed after it ends, whatever the outcome). */
  workDir: string;
}

export interface JobHandler<I extends JobJson = JobJson, R extends JobJson = JobJson> {
  kind: string;
  /** Runs in all before the job fails for good (default 3). */
  maxAttempts?: number;
  /** Longest one run may take before it is aborted and counted as a transient failure. */
  timeoutMs?: number;
  /**
   * A kind that takes seconds, never minutes (a news poll): in the embedded runner it may also
   * run in one slot beyond JOB_CONCURRENCY, so it does not wait behind long jobs.
   */
  quick?: boolean;
  run(context: JobContext<I>): Promise<R>;
  /**
   * Called once when the job reaches an end state (succeeded, failed for good, cancelled), after
   * the state is stored: the area's own bookkeeping and the user's notification.
   */
  settled?(job: JobRecord<I, R>): Promise<void>;
  /** Called when a finished job is deleted or expires: remove the files it made. */
  cleanUp?(job: JobRecord<I, R>): Promise<void>;
}

/**
 * Thrown by a handler for a failure that retrying cannot fix (bad input: an encrypted PDF, a file
 * with no audio). The job fails at once with `message`, shown to people as it is.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface EnqueueOptions<I extends JobJson> {
  kind: string;
  ownerUserId: string | null;
  input: I;
  /** The owner's language: texts the runtime writes for people (a failure's reason) use it. */
  language?: Language;
}

/** Periodic work started with `JobService.schedule`. */
export interface Schedule {
  /** No more ticks; resolves when a tick in flight has ended. */
  stop(): Promise<void>;
}

/** The runtime as areas use it (`app.jobs`). */
export interface JobService {
  register<I extends JobJson, R extends JobJson>(handler: JobHandler<I, R>): void;
  /** Stores a queued job and hands it to the runner; resolves with its id. */
  enqueue<I extends JobJson>(options: EnqueueOptions<I>): Promise<string>;
  get(jobId: string): Promise<JobRecord | null>;
  /** Cancels a queued or running job (a running one is aborted); false if it had already ended. */
  cancel(jobId: string): Promise<boolean>;
  /** Runs a failed or cancelled job again from the start (attempts reset). */
  retry(jobId: string): Promise<void>;
  /** Deletes an ended job (its handler's cleanUp runs first); cancels it first if still going. */
  remove(jobId: string): Promise<void>;
  /** Starts running jobs (and picks up those a dead process left running). */
  start(): Promise<void>;
  /** Stops taking jobs; running ones are aborted and left to be run again. */
  stop(): Promise<void>;
  /**
   * Runs `tick` now and every `everyMs` (one at a time, failures logged) until the schedule is
   * stopped or the service closes: an area's periodic work, such as enqueuing due polls.
   */
  schedule(name: string, everyMs: number, tick: () => Promise<unknown>): Schedule;
}
