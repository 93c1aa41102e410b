// Periodic work of an area (looking for due feeds or news sources, pruning): a tick now and then
// one every interval, never two at once, until stopped; stopping waits for a tick in flight.
import type { FastifyBaseLogger } from 'fastify';
import type { Schedule } from '../types';

export class Schedules {
  private readonly running = new Set<Schedule>();

  constructor(private readonly log: FastifyBaseLogger) {}

  start(name: string, everyMs: number, tick: () => Promise<unknown>): Schedule {
    let ticking: Promise<unknown> | null = null;
    const run = () => {
      // A tick slower than the interval is not joined by another: the next one comes after it.
      if (ticking) return;
      ticking = tick()
        .catch((error: unknown) =>
          this.log.error({ err: error, schedule: name }, 'schedule failed'),
        )
        .finally(() => {
          ticking = null;
        });
    };
    run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    const schedule: Schedule = {
      stop: async () => {
        clearInterval(timer);
        this.running.delete(schedule);
        await ticking;
      },
    };
    this.running.add(schedule);
    return schedule;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running].map((schedule) => schedule.stop()));
  }
}
