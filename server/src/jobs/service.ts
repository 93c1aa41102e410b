// The job runtime (`app.jobs`): the jobs table is the record of every job, whichever process
// runs it. A runner claims a due queued job with a lease (an owner id and an expiry it renews
// while the handler runs); every later write of that run is conditional on still holding the
// lease, so a job cancelled or taken over meanwhile is never overwritten by a late finisher, and a
// job whose runner died (kill -9, power loss) is noticed when its lease runs out and queued again.
// Embedded mode polls the table; queue mode (BullMQ, REDIS_URL) hands each queued job to Redis
// and the processes that run jobs claim it by id when BullMQ delivers it.
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, type Selectable } from 'kysely';
import type { JobEvent } from '@nclude/shared/api-schemas';
import { REALTIME_EVENTS } from '@nclude/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { claimPeriodicRun } from '../db/periodic';
import type { JobsTable } from '../db/schema';
import { inLanguage } from '../language';
import { m } from '../messages';
import type { Realtime } from '../realtime';
import {
  PermanentJobError,
  type EnqueueOptions,
  type JobHandler,
  type JobJson,
  type JobRecord,
  type JobService,
  type JobState,
} from './types';

export type JobRow = Selectable<JobsTable>;

/** How queue mode reaches the processes that run jobs (BullMQ on Redis; see queue.ts). */
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

type AnyHandler = JobHandler<JobJson, JobJson>;

/** Why a run's signal was aborted. */
type AbortCause = 'cancelled' | 'stopping' | 'timeout' | 'lost';

interface LocalRun {
  controller: AbortController;
  cause: AbortCause | null;
  done: Promise<void>;
}

const ENDED: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];
const DAY_MS = 86_400_000;
/** The name of the expired-jobs sweep among the periodic runs (db/periodic.ts). */
export const JOBS_SWEEP = 'jobs-sweep';
/** Longest a shutdown waits for aborted runs to end. */
const STOP_WAIT_MS = 5_000;

function parseJson(text: string | null): JobJson | null {
  return text === null ? null : (JSON.parse(text) as JobJson);
}

export function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    ownerUserId: row.owner_user_id,
    input: parseJson(row.input) as JobJson,
    state: row.state,
    progress: row.progress,
    stage: row.stage,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    error: row.error,
    result: parseJson(row.result),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** The realtime event of a job as it stands. */
export function jobEvent(
  row: Pick<JobRow, 'id' | 'kind' | 'state' | 'progress' | 'stage' | 'error'>,
): JobEvent {
  return {
    jobId: row.id,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    stage: row.stage,
    error: row.error,
  };
}

export class DatabaseJobService implements JobService {
  private readonly handlers = new Map<string, AnyHandler>();
  private readonly running = new Map<string, LocalRun>();
  /** This process's lease owner id: a restarted process never mistakes an old lease for its own. */
  readonly runnerId = randomUUID();
  private started = false;
  private stopping = false;
  private pumping = false;
  private pumpAgain = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly progressIntervalMs: number;
  private readonly pollMs: number;
  private readonly sweepMs: number;

  constructor(private readonly options: JobServiceOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.retryMaxMs = options.retryMaxMs ?? 600_000;
    this.progressIntervalMs = options.progressIntervalMs ?? 1_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.sweepMs = options.sweepMs ?? 3_600_000;
  }

  private get db(): Db {
    return this.options.db;
  }

  private now(offsetMs = 0): string {
    return new Date(this.options.clock.now().getTime() + offsetMs).toISOString();
  }

  private get postgres(): boolean {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  register<I extends JobJson, R extends JobJson>(handler: JobHandler<I, R>): void {
    if (this.handlers.has(handler.kind)) {
      throw new Error(`A job handler for "${handler.kind}" is already registered`);
    }
    this.handlers.set(handler.kind, handler as unknown as AnyHandler);
    // A runner already going takes the new kind's waiting jobs at once.
    this.poke();
  }

  async enqueue<I extends JobJson>(options: EnqueueOptions<I>): Promise<string> {
    const handler = this.handlers.get(options.kind);
    if (!handler) throw new Error(`No job handler is registered for "${options.kind}"`);
    const id = randomUUID();
    const now = this.now();
    const row: JobRow = {
      id,
      kind: options.kind,
      owner_user_id: options.ownerUserId,
      language: options.language ?? 'en',
      input: JSON.stringify(options.input),
      state: 'queued',
      progress: 0,
      stage: null,
      attempts: 0,
      max_attempts: Math.max(1, handler.maxAttempts ?? 3),
      error: null,
      result: null,
      run_after: now,
      lease_owner: null,
      lease_until: null,
      created_at: now,
      updated_at: now,
      started_at: null,
      finished_at: null,
    };
    await this.db.insertInto('jobs').values(row).execute();
    this.push(row);
    await this.dispatch(id, '0', 0);
    return id;
  }

  async get(jobId: string): Promise<JobRecord | null> {
    const row = await this.row(jobId);
    return row ? toRecord(row) : null;
  }

  private row(jobId: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  }

  async cancel(jobId: string): Promise<boolean> {
    const now = this.now();
    const row = await this.db
      .updateTable('jobs')
      .set({
        state: 'cancelled',
        stage: null,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
        finished_at: now,
      })
      .where('id', '=', jobId)
      .where('state', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst();
    if (!row) return false;
    const local = this.running.get(jobId);
    if (local) this.abort(local, 'cancelled');
    else await this.options.queue?.broadcastCancel(jobId);
    this.push(row);
    await this.settle(row);
    return true;
  }

  async retry(jobId: string): Promise<void> {
    const now = this.now();
    const row = await this.db
      .updateTable('jobs')
      .set({
        state: 'queued',
        progress: 0,
        stage: null,
        attempts: 0,
        error: null,
        result: null,
        run_after: now,
        updated_at: now,
        started_at: null,
        finished_at: null,
      })
      .where('id', '=', jobId)
      .where('state', 'in', ['failed', 'cancelled'])
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`Job ${jobId} is not failed or cancelled`);
    this.push(row);
    await this.dispatch(jobId, '0', 0);
  }

  async remove(jobId: string): Promise<void> {
    await this.cancel(jobId);
    // A run in this process ends (its handler sees the abort) before its files are removed.
    await this.running.get(jobId)?.done;
    const row = await this.row(jobId);
    if (!row) return;
    await this.handlers.get(row.kind)?.cleanUp?.(toRecord(row));
    await this.db.deleteFrom('jobs').where('id', '=', jobId).execute();
    await rm(join(this.options.workRoot, jobId), { recursive: true, force: true });
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    const { queue, runJobs } = this.options;
    if (!runJobs) return;
    if (queue) {
      // A cancel sent by another process (the API) stops the run here at once, not at the next
      // lease renewal.
      await queue.onCancel((jobId) => {
        const local = this.running.get(jobId);
        if (local) this.abort(local, 'cancelled');
      });
      await queue.startWorker(this.options.concurrency, (jobId) => this.runQueued(jobId));
    }
    // Jobs a dead process left running come back as soon as their lease has run out.
    this.every(Math.max(500, Math.floor(this.options.leaseMs / 2)), () => this.recover());
    // Every process that runs jobs asks, a few times an interval so a tick that comes a moment
    // early still finds the next sweep due soon after; one of them sweeps each interval.
    this.every(Math.max(1, Math.ceil(this.sweepMs / 4)), () => this.sweepIfClaimed());
    if (!queue) this.every(this.pollMs, () => this.poke());
    await this.recover();
    await this.sweepIfClaimed();
    this.poke();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.stopping = true;
    this.started = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    for (const run of this.running.values()) this.abort(run, 'stopping');
    // A handler that ignores its signal must not hold the shutdown: its job keeps its lease and
    // is run again once that runs out, as if the process had died.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.running.values()].map((run) => run.done)),
      new Promise<void>((resolve) => {
        waited = setTimeout(resolve, STOP_WAIT_MS);
        waited.unref();
      }),
    ]);
    clearTimeout(waited);
    await this.options.queue?.stopWorker(this.running.size > 0);
  }

  /** Closes the queue's connections (after stop). */
  async close(): Promise<void> {
    await this.stop();
    await this.options.queue?.close();
  }

  /** Jobs running in this process now. */
  get activeCount(): number {
    return this.running.size;
  }

  private every(ms: number, task: () => unknown): void {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, 'job runner task failed'),
        );
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private async dispatch(jobId: string, key: string, delayMs: number): Promise<void> {
    const { queue } = this.options;
    if (queue) {
      await queue.add(jobId, key, delayMs);
      return;
    }
    if (delayMs <= 0) {
      this.poke();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.poke();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Embedded mode: claims due jobs up to the concurrency limit. */
  private poke(): void {
    if (!this.started || this.stopping || this.options.queue || !this.options.runJobs) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    this.pump()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'could not claim a job'))
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.poke();
        }
      });
  }

  private async pump(): Promise<void> {
    // JOB_CONCURRENCY slots take any kind; one slot more takes only quick kinds, so a news poll
    // never waits behind minutes of conversions or speech synthesis.
    while (!this.stopping && this.running.size <= this.options.concurrency) {
      const kinds = [...this.handlers.keys()].filter(
        (kind) =>
          this.running.size < this.options.concurrency || this.handlers.get(kind)?.quick === true,
      );
      if (kinds.length === 0) return;
      const row = await this.claim({ kinds });
      if (!row) return;
      this.launch(row);
    }
  }

  /** Queue mode: BullMQ delivered this job to this process. */
  private async runQueued(jobId: string): Promise<void> {
    if (this.stopping) return;
    // Redis and the database may disagree on the time by a little: a retry delivered a moment
    // early is still taken.
    const row = await this.claim({ id: jobId, dueBy: this.now(2_000) });
    if (!row) return;
    await this.launch(row).done;
  }

  /**
   * Marks one queued, due job as running under this runner's lease: the given one, or the
   * longest-waiting of `kinds`.
   */
  private async claim(
    pick: { id: string; dueBy: string } | { kinds: string[] },
  ): Promise<JobRow | undefined> {
    const now = this.now();
    let target;
    if ('id' in pick) target = pick.id;
    else {
      const next = this.db
        .selectFrom('jobs')
        .select('id')
        .where('state', '=', 'queued')
        .where('run_after', '<=', now)
        .where('kind', 'in', pick.kinds)
        .orderBy('run_after')
        .orderBy('created_at')
        .limit(1);
      // Two PostgreSQL runners never wait on the same row: each takes the next free one.
      target = this.postgres ? next.forUpdate().skipLocked() : next;
    }
    return (
      this.db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running' as const,
          attempts: eb('attempts', '+', 1),
          progress: 0,
          stage: null,
          error: null,
          lease_owner: this.runnerId,
          lease_until: this.now(this.options.leaseMs),
          started_at: now,
          updated_at: now,
        }))
        .where('id', '=', target)
        // Checked again on the row itself: another runner may have claimed it meanwhile.
        .where('state', '=', 'queued')
        .where('run_after', '<=', 'id' in pick ? pick.dueBy : now)
        .returningAll()
        .executeTakeFirst()
    );
  }

  private abort(run: LocalRun, cause: AbortCause): void {
    if (run.controller.signal.aborted) return;
    run.cause = cause;
    run.controller.abort(new Error(`job ${cause}`));
  }

  private launch(row: JobRow): LocalRun {
    const run: LocalRun = {
      controller: new AbortController(),
      cause: null,
      done: Promise.resolve(),
    };
    this.running.set(row.id, run);
    run.done = this.execute(row, run)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, jobId: row.id }, 'job bookkeeping failed'),
      )
      .finally(() => {
        this.running.delete(row.id);
        this.poke();
      });
    return run;
  }

  private async execute(row: JobRow, run: LocalRun): Promise<void> {
    const handler = this.handlers.get(row.kind) as AnyHandler;
    const { log, leaseMs } = this.options;
    this.push(row);
    const workDir = join(this.options.workRoot, row.id);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });

    const progress = new ProgressWriter(
      this.progressIntervalMs,
      async (percent, stage) => {
        const updated = await this.db
          .updateTable('jobs')
          .set({ progress: percent, stage, updated_at: this.now() })
          .where('id', '=', row.id)
          .where('lease_owner', '=', this.runnerId)
          .where('state', '=', 'running')
          .returningAll()
          .executeTakeFirst();
        if (updated) this.push(updated);
      },
      (error) => log.warn({ err: error, jobId: row.id }, 'could not store job progress'),
    );

    const heartbeat = setInterval(
      () => {
        this.db
          .updateTable('jobs')
          .set({ lease_until: this.now(leaseMs) })
          .where('id', '=', row.id)
          .where('lease_owner', '=', this.runnerId)
          .where('state', '=', 'running')
          .executeTakeFirst()
          .then((result) => {
            // Cancelled by another process, or taken over: this run's work is no longer wanted.
            if (Number(result.numUpdatedRows) === 0) this.abort(run, 'lost');
          })
          .catch((error: unknown) =>
            log.warn({ err: error, jobId: row.id }, 'lease renewal failed'),
          );
      },
      Math.max(200, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    const timeout = handler.timeoutMs
      ? setTimeout(() => this.abort(run, 'timeout'), handler.timeoutMs)
      : null;
    timeout?.unref();

    let outcome: { ok: true; result: JobJson } | { ok: false; error: unknown };
    try {
      const result = await handler.run({
        jobId: row.id,
        ownerUserId: row.owner_user_id,
        input: parseJson(row.input) as JobJson,
        attempt: row.attempts,
        signal: run.controller.signal,
        progress: (percent, stage) => progress.report(percent, stage),
        workDir,
      });
      outcome = { ok: true, result: result ?? null };
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      clearInterval(heartbeat);
      if (timeout) clearTimeout(timeout);
      await progress.close();
      await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }

    if (run.cause === 'cancelled' || run.cause === 'lost') return;
    if (run.cause === 'stopping') {
      await this.release(row);
      return;
    }
    if (outcome.ok && run.cause === null) {
      await this.finish(row, {
        state: 'succeeded',
        progress: 100,
        result: JSON.stringify(outcome.result),
        error: null,
      });
      return;
    }
    const error = outcome.ok ? new Error('job timed out') : outcome.error;
    if (error instanceof PermanentJobError && run.cause === null) {
      await this.finish(row, { state: 'failed', error: error.message });
      return;
    }
    log.warn(
      { err: error, jobId: row.id, kind: row.kind, attempt: row.attempts },
      run.cause === 'timeout' ? 'job timed out' : 'job failed; it may be retried',
    );
    if (row.attempts >= row.max_attempts) {
      await this.finish(row, {
        state: 'failed',
        error: inLanguage(row.language, () =>
          m('jobFailedAfterRetries', { attempts: row.attempts }),
        ),
      });
      return;
    }
    const delay = this.backoff(row.attempts);
    const queued = await this.ours(row.id)
      .set({
        state: 'queued',
        stage: null,
        lease_owner: null,
        lease_until: null,
        run_after: this.now(delay),
        updated_at: this.now(),
      })
      .returningAll()
      .executeTakeFirst();
    if (!queued) return;
    this.push(queued);
    await this.dispatch(row.id, String(queued.attempts), delay);
  }

  /** Exponential: base, 2×base, 4×base… up to the maximum, with up to 10% added so retries spread. */
  private backoff(attempts: number): number {
    const plain = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(plain * (1 + Math.random() * 0.1));
  }

  /** An update of a job this run still holds. */
  private ours(jobId: string) {
    return this.db
      .updateTable('jobs')
      .where('id', '=', jobId)
      .where('lease_owner', '=', this.runnerId)
      .where('state', '=', 'running');
  }

  private async finish(
    row: JobRow,
    end: Pick<JobRow, 'state' | 'error'> & Partial<Pick<JobRow, 'progress' | 'result'>>,
  ): Promise<void> {
    const now = this.now();
    const ended = await this.ours(row.id)
      .set({
        ...end,
        stage: null,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
        finished_at: now,
      })
      .returningAll()
      .executeTakeFirst();
    if (!ended) return;
    this.push(ended);
    await this.settle(ended);
  }

  /** Shutting down: the job goes back to the queue, and the interrupted run is not counted. */
  private async release(row: JobRow): Promise<void> {
    const released = await this.ours(row.id)
      .set((eb) => ({
        state: 'queued',
        attempts: eb('attempts', '-', 1),
        stage: null,
        lease_owner: null,
        lease_until: null,
        run_after: this.now(),
        updated_at: this.now(),
      }))
      .returningAll()
      .executeTakeFirst();
    if (!released) return;
    this.push(released);
    // The BullMQ entry that delivered this run is still active: a key of its own, not the attempt.
    await this.dispatch(row.id, `${released.attempts}-released-${Date.now()}`, 0);
  }

  /** Queues again the running jobs whose runner stopped renewing their lease. */
  async recover(): Promise<void> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return;
    const now = this.now();
    const lapsed = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('state', '=', 'running')
      .where('lease_until', '<', now)
      .where('kind', 'in', kinds)
      .execute();
    for (const row of lapsed) {
      const base = this.db
        .updateTable('jobs')
        .where('id', '=', row.id)
        .where('state', '=', 'running')
        .where('lease_until', '=', row.lease_until);
      // Every run that died counted as an attempt: a job that kills its process each time ends.
      if (row.attempts >= row.max_attempts) {
        const ended = await base
          .set({
            state: 'failed',
            stage: null,
            error: inLanguage(row.language, () => m('jobInterrupted', { attempts: row.attempts })),
            lease_owner: null,
            lease_until: null,
            updated_at: now,
            finished_at: now,
          })
          .returningAll()
          .executeTakeFirst();
        if (ended) {
          this.push(ended);
          await this.settle(ended);
        }
        continue;
      }
      const queued = await base
        .set({
          state: 'queued',
          stage: null,
          lease_owner: null,
          lease_until: null,
          run_after: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirst();
      if (!queued) continue;
      this.options.log.warn(
        { jobId: row.id, kind: row.kind },
        'job runner stopped; job queued again',
      );
      this.push(queued);
      await this.dispatch(row.id, `${queued.attempts}-recovered`, 0);
    }
    if (this.options.queue) {
      // A queued job whose BullMQ entry was lost (Redis restarted without its data) is handed
      // over again; an entry still there is not duplicated (same BullMQ job id).
      const overdue = await this.db
        .selectFrom('jobs')
        .select(['id', 'attempts'])
        .where('state', '=', 'queued')
        .where('run_after', '<', this.now(-this.options.leaseMs))
        .where('kind', 'in', kinds)
        .limit(100)
        .execute();
      for (const job of overdue) await this.dispatch(job.id, String(job.attempts), 0);
    }
  }

  /** Sweeps if this process claims the sweep due now (one process of all, each `sweepMs`). */
  private async sweepIfClaimed(): Promise<void> {
    if (await claimPeriodicRun(this.db, JOBS_SWEEP, this.sweepMs, this.options.clock.now()))
      await this.sweepExpired();
  }

  /** Deletes jobs that ended more than JOB_RESULT_DAYS ago, with their files. */
  async sweepExpired(): Promise<number> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 0;
    const before = this.now(-this.options.resultDays * DAY_MS);
    const expired = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('state', 'in', [...ENDED])
      .where('finished_at', '<', before)
      .where('kind', 'in', kinds)
      .limit(500)
      .execute();
    let removed = 0;
    for (const row of expired) {
      try {
        await this.handlers.get(row.kind)?.cleanUp?.(toRecord(row));
        await this.db.deleteFrom('jobs').where('id', '=', row.id).execute();
        removed += 1;
      } catch (error) {
        this.options.log.error({ err: error, jobId: row.id }, 'could not delete an expired job');
      }
    }
    return removed;
  }

  private push(row: JobRow): void {
    if (!row.owner_user_id) return;
    try {
      this.options.realtime.toUser(row.owner_user_id, REALTIME_EVENTS.job, jobEvent(row));
    } catch (error) {
      this.options.log.warn({ err: error, jobId: row.id }, 'could not push a job event');
    }
  }

  private async settle(row: JobRow): Promise<void> {
    const handler = this.handlers.get(row.kind);
    if (!handler?.settled) return;
    try {
      await handler.settled(toRecord(row));
    } catch (error) {
      this.options.log.error({ err: error, jobId: row.id }, 'job settled hook failed');
    }
  }
}

/**
 * Progress as a handler reports it (as often as it likes), stored at most once per interval: the
 * latest value always lands, never going back within a run.
 */
class ProgressWriter {
  private percent = 0;
  private stage: string | null = null;
  private dirty = false;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly intervalMs: number,
    private readonly write: (percent: number, stage: string | null) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  report(percent: number, stage: string | null): void {
    if (this.closed) return;
    const clamped = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
    const next = Math.max(this.percent, clamped);
    const text = stage === null ? null : stage.slice(0, 200);
    if (next === this.percent && text === this.stage) return;
    this.percent = next;
    this.stage = text;
    this.dirty = true;
    const wait = this.lastWrite + this.intervalMs - Date.now();
    if (wait <= 0) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush();
      }, wait);
      this.timer.unref();
    }
  }

  private flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    this.lastWrite = Date.now();
    const { percent, stage } = this;
    this.writing = this.writing.then(() => this.write(percent, stage)).catch(this.onError);
  }

  /** The run ended: a report still waiting is dropped (the end state follows). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.writing;
  }
}
