// `app.jobs`: the public face of the job runtime. It keeps the handlers, answers the API (enqueue,
// get, cancel, retry, remove) and starts and stops the runner, recovery and sweep of this process.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  EnqueueOptions,
  JobHandler,
  JobJson,
  JobRecord,
  JobService,
  Schedule,
} from '../types';
import { JobEvents } from './events';
import { recoverLapsed, type RecoveryParts } from './leases';
import type { AnyHandler, Handlers, JobRow, JobServiceOptions } from './options';
import { toRecord } from './records';
import { JobRunner } from './runner';
import { Schedules } from './schedules';
import { JobStore } from './store';
import { sweepExpired, sweepIfClaimed, type SweepParts } from './sweeps';
import { JobTimers } from './timers';

/** Longest a shutdown waits for aborted runs to end. */
const STOP_WAIT_MS = 5_000;

export class DatabaseJobService implements JobService {
  private readonly handlers: Handlers = new Map<string, AnyHandler>();
  /** This process's lease owner id: a restarted process never mistakes an old lease for its own. */
  readonly runnerId = randomUUID();
  private readonly store: JobStore;
  private readonly events: JobEvents;
  private readonly timers: JobTimers;
  private readonly schedules: Schedules;
  private readonly runner: JobRunner;
  private readonly recovery: RecoveryParts;
  private readonly sweep: SweepParts;
  private readonly pollMs: number;
  private readonly sweepMs: number;

  constructor(private readonly options: JobServiceOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.sweepMs = options.sweepMs ?? 3_600_000;
    this.store = new JobStore(options.db, options.clock, this.runnerId, options.leaseMs);
    this.events = new JobEvents(options.realtime, options.log, this.handlers);
    this.timers = new JobTimers(options.log);
    this.schedules = new Schedules(options.log);
    this.runner = new JobRunner({
      options,
      store: this.store,
      events: this.events,
      handlers: this.handlers,
      timers: this.timers,
      retryBaseMs: options.retryBaseMs ?? 5_000,
      retryMaxMs: options.retryMaxMs ?? 600_000,
      progressIntervalMs: options.progressIntervalMs ?? 1_000,
    });
    this.recovery = {
      store: this.store,
      events: this.events,
      handlers: this.handlers,
      log: options.log,
      queue: options.queue,
      dispatch: (jobId, key, delayMs) => this.runner.dispatch(jobId, key, delayMs),
    };
    this.sweep = {
      store: this.store,
      handlers: this.handlers,
      log: options.log,
      resultDays: options.resultDays,
    };
  }

  register<I extends JobJson, R extends JobJson>(handler: JobHandler<I, R>): void {
    if (this.handlers.has(handler.kind)) {
      throw new Error(`A job handler for "${handler.kind}" is already registered`);
    }
    this.handlers.set(handler.kind, handler as unknown as AnyHandler);
    // A runner already going takes the new kind's waiting jobs at once.
    this.runner.poke();
  }

  async enqueue<I extends JobJson>(options: EnqueueOptions<I>): Promise<string> {
    const handler = this.handlers.get(options.kind);
    if (!handler) throw new Error(`No job handler is registered for "${options.kind}"`);
    const id = randomUUID();
    const now = this.store.now();
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
    await this.store.insert(row);
    this.events.push(row);
    await this.runner.dispatch(id, '0', 0);
    return id;
  }

  async get(jobId: string): Promise<JobRecord | null> {
    const row = await this.store.row(jobId);
    return row ? toRecord(row) : null;
  }

  async cancel(jobId: string): Promise<boolean> {
    const row = await this.store.cancel(jobId);
    if (!row) return false;
    if (!this.runner.abortJob(jobId, 'cancelled')) await this.options.queue?.broadcastCancel(jobId);
    this.events.push(row);
    await this.events.settle(row);
    return true;
  }

  async retry(jobId: string): Promise<void> {
    const row = await this.store.requeueEnded(jobId);
    if (!row) throw new Error(`Job ${jobId} is not failed or cancelled`);
    this.events.push(row);
    await this.runner.dispatch(jobId, '0', 0);
  }

  async remove(jobId: string): Promise<void> {
    await this.cancel(jobId);
    // A run in this process ends (its handler sees the abort) before its files are removed.
    await this.runner.ended(jobId);
    const row = await this.store.row(jobId);
    if (!row) return;
    await this.handlers.get(row.kind)?.cleanUp?.(toRecord(row));
    await this.store.delete(jobId);
    await rm(join(this.options.workRoot, jobId), { recursive: true, force: true });
  }

  async start(): Promise<void> {
    if (this.runner.isStarted) return;
    this.runner.begin();
    const { queue, runJobs } = this.options;
    if (!runJobs) return;
    if (queue) {
      // A cancel sent by another process (the API) stops the run here at once, not at the next
      // lease renewal.
      await queue.onCancel((jobId) => {
        this.runner.abortJob(jobId, 'cancelled');
      });
      await queue.startWorker(this.options.concurrency, (jobId) => this.runner.runQueued(jobId));
    }
    // Jobs a dead process left running come back as soon as their lease has run out.
    this.timers.every(Math.max(500, Math.floor(this.options.leaseMs / 2)), () => this.recover());
    // Every process that runs jobs asks, a few times an interval so a tick that comes a moment
    // early still finds the next sweep due soon after; one of them sweeps each interval.
    this.timers.every(Math.max(1, Math.ceil(this.sweepMs / 4)), () =>
      sweepIfClaimed(this.sweep, this.sweepMs),
    );
    if (!queue) this.timers.every(this.pollMs, () => this.runner.poke());
    await this.recover();
    await sweepIfClaimed(this.sweep, this.sweepMs);
    this.runner.poke();
  }

  async stop(): Promise<void> {
    if (!this.runner.isStarted) return;
    this.runner.halt();
    this.timers.clear();
    await this.runner.abortAll('stopping', STOP_WAIT_MS);
    await this.options.queue?.stopWorker(this.runner.activeCount > 0);
  }

  schedule(name: string, everyMs: number, tick: () => Promise<unknown>): Schedule {
    return this.schedules.start(name, everyMs, tick);
  }

  /** Ends the schedules, stops, and closes the queue's connections. */
  async close(): Promise<void> {
    await this.schedules.stopAll();
    await this.stop();
    await this.options.queue?.close();
  }

  /** Jobs running in this process now. */
  get activeCount(): number {
    return this.runner.activeCount;
  }

  /** Queues again the running jobs whose runner stopped renewing their lease. */
  async recover(): Promise<void> {
    await recoverLapsed(this.recovery);
  }

  /** Deletes jobs that ended more than JOB_RESULT_DAYS ago, with their files. */
  async sweepExpired(): Promise<number> {
    return sweepExpired(this.sweep);
  }
}
