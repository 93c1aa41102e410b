// The runner's timers (the recovery, sweep and poll intervals, and the delays of embedded
// retries): unref'd, so they never hold the process, and all cleared at once on stop.
import type { FastifyBaseLogger } from 'fastify';

export class JobTimers {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs `task` every `ms`; a failure is logged, and the next tick runs it again. */
  every(ms: number, task: () => unknown): void {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.log.error({ err: error }, 'job runner task failed'));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Runs `task` once, after `ms`. */
  after(ms: number, task: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  clear(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }
}
