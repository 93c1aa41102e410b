import pino from 'pino';
import { Schedules } from '../src/jobs/service/schedules';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('schedules (jobs.schedule)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('ticks now and every interval, never two at once, and goes on after a failure', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const schedules = new Schedules(log);
    let calls = 0;
    let finishSlow: () => void = () => undefined;
    const tick = jest.fn(() => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('feed server down'));
      if (calls === 2) return new Promise<void>((resolve) => (finishSlow = resolve));
      return Promise.resolve();
    });
    const schedule = schedules.start('feeds', 1_000, tick);
    expect(tick).toHaveBeenCalledTimes(1);
    await settle();
    expect(lines.join('')).toContain('feed server down');
    jest.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(2);
    // The second tick is still running: the next intervals pass it by.
    jest.advanceTimersByTime(3_000);
    expect(tick).toHaveBeenCalledTimes(2);
    finishSlow();
    await settle();
    jest.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(3);
    await schedule.stop();
    jest.advanceTimersByTime(5_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('stopping waits for the tick in flight, and closing stops every schedule', async () => {
    const schedules = new Schedules(pino({ level: 'silent' }));
    let finish: () => void = () => undefined;
    const slow = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const quick = jest.fn(() => Promise.resolve());
    schedules.start('slow', 1_000, slow);
    schedules.start('quick', 1_000, quick);
    let stopped = false;
    const stopping = schedules.stopAll().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    jest.advanceTimersByTime(5_000);
    expect([slow.mock.calls.length, quick.mock.calls.length]).toEqual([1, 1]);
  });
});
