import pino from 'pino';
import { renewLease } from '../src/jobs/service/leases';
import type { JobStore } from '../src/jobs/service/store';

/** A store whose renewals answer when the test says. */
function pendingRenewals() {
  const answers: ((held: boolean) => void)[] = [];
  const store = {
    renewLease: () => new Promise<boolean>((resolve) => answers.push(resolve)),
  } as unknown as JobStore;
  return { store, answers };
}

const log = pino({ level: 'silent' });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('lease renewal', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('tells of a lease lost while the run goes on', async () => {
    const { store, answers } = pendingRenewals();
    const onLost = jest.fn();
    const stop = renewLease(store, 'job-1', 3_000, log, onLost);
    jest.advanceTimersByTime(1_000);
    answers[0]!(false);
    await settle();
    expect(onLost).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says nothing of a renewal that finds the job finished after the run stopped renewing', async () => {
    const { store, answers } = pendingRenewals();
    const onLost = jest.fn();
    const stop = renewLease(store, 'job-1', 3_000, log, onLost);
    jest.advanceTimersByTime(1_000);
    expect(answers).toHaveLength(1);
    // The handler returns and the job is marked succeeded while the renewal is in flight.
    stop();
    answers[0]!(false);
    await settle();
    jest.advanceTimersByTime(5_000);
    expect(answers).toHaveLength(1);
    expect(onLost).not.toHaveBeenCalled();
  });
});
