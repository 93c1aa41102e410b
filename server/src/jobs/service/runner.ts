// The runner of this process: claims due jobs (embedded mode polls the table; in queue mode BullMQ
// delivers them by id), runs each handler with its scratch folder, lease, timeout and progress,
// and aborts runs on cancel, timeout, a lost lease or shutdown.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobJson } from '../types';
import type { JobEvents } from './events';
import { renewLease } from './leases';
import type { AbortCause, AnyHandler, Handlers, JobRow, JobServiceOptions } from './options';
import { ProgressWriter } from './progress';
import { parseJson } from './records';
import { endRun, type RunEndParts, type RunOutcome } from './retries';
import type { JobStore } from './store';
import type { JobTimers } from './timers';

interface LocalRun {
  controller: AbortController;
  cause: AbortCause | null;
  done: Promise<void>;
}

export interface RunnerParts {
  options: JobServiceOptions;
  store: JobStore;
  events: JobEvents;
  handlers: Handlers;
  timers: JobTimers;
  retryBaseMs: number;
  retryMaxMs: number;
  progressIntervalMs: number;
}

export class JobRunner {
  private readonly running = new Map<string, LocalRun>();
  private started = false;
  private stopping = false;
  private pumping = false;
  private pumpAgain = false;
  private readonly ending: RunEndParts;

  constructor(private readonly parts: RunnerParts) {
    this.ending = {
      store: parts.store,
      events: parts.events,
      log: parts.options.log,
      dispatch: (jobId, key, delayMs) => this.dispatch(jobId, key, delayMs),
      retryBaseMs: parts.retryBaseMs,
      retryMaxMs: parts.retryMaxMs,
    };
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Jobs running in this process now. */
  get activeCount(): number {
    return this.running.size;
  }

  /** The runner takes jobs from now on. */
  begin(): void {
    this.started = true;
    this.stopping = false;
  }

  /** The runner takes no more jobs. */
  halt(): void {
    this.stopping = true;
    this.started = false;
  }

  /** Aborts the job's run if it is running in this process; false when it is not. */
  abortJob(jobId: string, cause: AbortCause): boolean {
    const local = this.running.get(jobId);
    if (!local) return false;
    this.abort(local, cause);
    return true;
  }

  /** Resolves when the job's run in this process (if any) has ended. */
  async ended(jobId: string): Promise<void> {
    await this.running.get(jobId)?.done;
  }

  /** Aborts every run of this process and waits for them to end, at most `waitMs`. */
  async abortAll(cause: AbortCause, waitMs: number): Promise<void> {
    for (const run of this.running.values()) this.abort(run, cause);
    // A handler that ignores its signal must not hold the shutdown: its job keeps its lease and
    // is run again once that runs out, as if the process had died.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.running.values()].map((run) => run.done)),
      new Promise<void>((resolve) => {
        waited = setTimeout(resolve, waitMs);
        waited.unref();
      }),
    ]);
    clearTimeout(waited);
  }

  /** Hands a queued job to BullMQ, or to the embedded runner once `delayMs` has passed. */
  async dispatch(jobId: string, key: string, delayMs: number): Promise<void> {
    const { queue } = this.parts.options;
    if (queue) {
      await queue.add(jobId, key, delayMs);
      return;
    }
    if (delayMs <= 0) {
      this.poke();
      return;
    }
    this.parts.timers.after(delayMs, () => this.poke());
  }

  /** Embedded mode: claims due jobs up to the concurrency limit. */
  poke(): void {
    const { options } = this.parts;
    if (!this.started || this.stopping || options.queue || !options.runJobs) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    this.pump()
      .catch((error: unknown) => options.log.error({ err: error }, 'could not claim a job'))
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.poke();
        }
      });
  }

  private async pump(): Promise<void> {
    const { handlers, options, store } = this.parts;
    // JOB_CONCURRENCY slots take any kind; one slot more takes only quick kinds, so a news poll
    // never waits behind minutes of conversions or speech synthesis.
    while (!this.stopping && this.running.size <= options.concurrency) {
      const kinds = [...handlers.keys()].filter(
        (kind) => this.running.size < options.concurrency || handlers.get(kind)?.quick === true,
      );
      if (kinds.length === 0) return;
      const row = await store.claim({ kinds });
      if (!row) return;
      this.launch(row);
    }
  }

  /** Queue mode: BullMQ delivered this job to this process. */
  async runQueued(jobId: string): Promise<void> {
    if (this.stopping) return;
    const { store } = this.parts;
    // Redis and the database may disagree on the time by a little: a retry delivered a moment
    // early is still taken.
    const row = await store.claim({ id: jobId, dueBy: store.now(2_000) });
    if (!row) return;
    await this.launch(row).done;
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
        this.parts.options.log.error({ err: error, jobId: row.id }, 'job bookkeeping failed'),
      )
      .finally(() => {
        this.running.delete(row.id);
        this.poke();
      });
    return run;
  }

  private async execute(row: JobRow, run: LocalRun): Promise<void> {
    const { events, handlers, store } = this.parts;
    const handler = handlers.get(row.kind) as AnyHandler;
    const { log, leaseMs } = this.parts.options;
    events.push(row);
    const workDir = join(this.parts.options.workRoot, row.id);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });

    const progress = new ProgressWriter(
      this.parts.progressIntervalMs,
      async (percent, stage) => {
        const updated = await store.storeProgress(row.id, percent, stage);
        if (updated) events.push(updated);
      },
      (error) => log.warn({ err: error, jobId: row.id }, 'could not store job progress'),
    );

    const stopRenewing = renewLease(store, row.id, leaseMs, log, () => this.abort(run, 'lost'));
    const timeout = handler.timeoutMs
      ? setTimeout(() => this.abort(run, 'timeout'), handler.timeoutMs)
      : null;
    timeout?.unref();

    let outcome: RunOutcome;
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
      stopRenewing();
      if (timeout) clearTimeout(timeout);
      await progress.close();
      await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }

    await endRun(this.ending, row, run.cause, outcome);
  }
}
