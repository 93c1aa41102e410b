// The job runtime in one process (embedded mode): claiming under a concurrency limit, retries with
// backoff, permanent failures, cancel, retry, remove, lease recovery, timeouts, shutdown and the
// expiry sweep, on SQLite or PostgreSQL (TEST_DATABASE_URL).
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { Value } from '@sinclair/typebox/value';
import { JobEvent } from '@nclude/shared/api-schemas';
import { ManualClock, systemClock, type Clock } from '../src/clock';
import { DatabaseJobService, type JobServiceOptions } from '../src/jobs/service';
import {
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobJson,
  type JobRecord,
} from '../src/jobs/types';
import type { Realtime } from '../src/realtime';
import { engineName, until } from './helpers';
import { openJobTestDatabase, type JobTestDatabase } from './fixtures/job-database';

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

class RecordedRealtime implements Realtime {
  readonly events: { userId: string; event: string; payload: JobEvent }[] = [];
  toUser(userId: string, event: string, payload: unknown): void {
    this.events.push({ userId, event, payload: payload as JobEvent });
  }
  statesOf(jobId: string): string[] {
    return this.events.filter((e) => e.payload.jobId === jobId).map((e) => e.payload.state);
  }
}

function waitAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

describe(`background jobs, embedded runner (${engineName()})`, () => {
  let database: JobTestDatabase;
  let realtime: RecordedRealtime;
  const services: DatabaseJobService[] = [];
  let ownerId: string;

  const service = (options: Partial<JobServiceOptions> = {}, clock: Clock = systemClock) => {
    const jobs = new DatabaseJobService({
      db: database.handle.db,
      clock,
      log: silent,
      realtime,
      workRoot: join(database.dataDir, 'job-runs'),
      concurrency: 2,
      resultDays: 30,
      leaseMs: 3_000,
      runJobs: true,
      queue: null,
      retryBaseMs: 100,
      progressIntervalMs: 50,
      pollMs: 100,
      ...options,
    });
    services.push(jobs);
    return jobs;
  };

  const stateOf = async (jobs: DatabaseJobService, id: string) => (await jobs.get(id))?.state;
  const settledTo = (jobs: DatabaseJobService, id: string, state: string) =>
    until(async () => {
      const job = await jobs.get(id);
      return job?.state === state ? job : undefined;
    });

  beforeEach(async () => {
    database = await openJobTestDatabase();
    realtime = new RecordedRealtime();
    // Jobs belong to a real account (the owner column references users).
    ownerId = 'owner-1';
    await database.handle.db
      .insertInto('users')
      .values({
        id: ownerId,
        user_name: 'Job Owner',
        email: 'owner@example.org',
        phone_number: null,
        password_hash: null,
        role: 'user',
        scope: null,
        profile_info: null,
        created_at: new Date().toISOString(),
        resume_file_id: null,
        social: '[]',
      })
      .execute();
  });

  afterEach(async () => {
    for (const jobs of services.splice(0)) await jobs.close();
    await database.close();
  });

  it('runs a job: progress (throttled, never backwards), result, timestamps and events', async () => {
    const jobs = service();
    const settled: JobRecord[] = [];
    let reportingMs = 0;
    jobs.register<{ n: number }, { doubled: number }>({
      kind: 'double',
      async run({ input, progress, attempt, workDir }) {
        expect(attempt).toBe(1);
        expect(workDir).toContain('job-runs');
        const began = Date.now();
        for (let i = 1; i <= 100; i += 1) {
          progress(i, `step ${i}`);
          if (i === 50) progress(10, 'going back is ignored');
          if (i % 10 === 0) await sleep(20);
        }
        reportingMs = Date.now() - began;
        return { doubled: input.n * 2 };
      },
      async settled(job) {
        settled.push(job as unknown as JobRecord);
      },
    });
    await jobs.start();
    const id = await jobs.enqueue({ kind: 'double', ownerUserId: ownerId, input: { n: 21 } });
    const job = await settledTo(jobs, id, 'succeeded');
    expect(job).toMatchObject({
      kind: 'double',
      ownerUserId: ownerId,
      input: { n: 21 },
      result: { doubled: 42 },
      progress: 100,
      stage: null,
      attempts: 1,
      maxAttempts: 3,
      error: null,
    });
    expect(job.startedAt && job.finishedAt && job.createdAt).toBeTruthy();
    expect(settled.map((j) => j.state)).toEqual(['succeeded']);

    const states = realtime.statesOf(id);
    expect(states[0]).toBe('queued');
    expect(states.at(-1)).toBe('succeeded');
    const progressEvents = realtime.events.filter(
      (e) => e.payload.jobId === id && e.payload.state === 'running',
    );
    // A hundred reports within about 200 ms, stored at most once per 50 ms (plus the claim's
    // event and the last report, written as the run ends).
    expect(progressEvents.length).toBeGreaterThan(1);
    expect(progressEvents.length).toBeLessThanOrEqual(Math.ceil(reportingMs / 50) + 3);
    expect(progressEvents.length).toBeLessThan(50);
    const percents = progressEvents.map((e) => e.payload.progress);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(realtime.events.every((e) => e.event === 'job' && e.userId === ownerId)).toBe(true);
    // Each event is the shared contract's JobEvent, exactly.
    for (const { payload } of realtime.events) expect(Value.Check(JobEvent, payload)).toBe(true);
  });

  it('never runs more jobs at once than the concurrency limit', async () => {
    const jobs = service({ concurrency: 2 });
    let now = 0;
    let most = 0;
    jobs.register({
      kind: 'busy',
      async run() {
        now += 1;
        most = Math.max(most, now);
        await sleep(120);
        now -= 1;
        return null;
      },
    });
    await jobs.start();
    const ids = await Promise.all(
      Array.from({ length: 6 }, () =>
        jobs.enqueue({ kind: 'busy', ownerUserId: null, input: null }),
      ),
    );
    for (const id of ids) await settledTo(jobs, id, 'succeeded');
    expect(most).toBe(2);
  });

  it('runs a quick job in the one slot beyond the limit while long jobs fill it', async () => {
    const jobs = service({ concurrency: 1 });
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    let quickRuns = 0;
    jobs.register({
      kind: 'long',
      async run() {
        await released;
        return null;
      },
    });
    jobs.register({
      kind: 'quick-one',
      quick: true,
      async run() {
        quickRuns += 1;
        return null;
      },
    });
    await jobs.start();
    const long = await jobs.enqueue({ kind: 'long', ownerUserId: null, input: null });
    const waiting = await jobs.enqueue({ kind: 'long', ownerUserId: null, input: null });
    await settledTo(jobs, long, 'running');
    // Behind two long jobs in the queue, the quick ones run at once, one at a time.
    const quick = await Promise.all(
      Array.from({ length: 3 }, () =>
        jobs.enqueue({ kind: 'quick-one', ownerUserId: null, input: null }),
      ),
    );
    for (const id of quick) await settledTo(jobs, id, 'succeeded');
    expect(quickRuns).toBe(3);
    // A long job never takes the extra slot.
    expect(await stateOf(jobs, waiting)).toBe('queued');
    release();
    await settledTo(jobs, waiting, 'succeeded');
  });

  it('retries transient failures with exponential backoff, then succeeds', async () => {
    const jobs = service({ retryBaseMs: 200 });
    const starts: number[] = [];
    jobs.register({
      kind: 'flaky',
      maxAttempts: 3,
      async run({ attempt }) {
        starts.push(Date.now());
        if (attempt < 3) throw new Error(`network blip ${attempt}`);
        return 'done';
      },
    });
    await jobs.start();
    const id = await jobs.enqueue({ kind: 'flaky', ownerUserId: ownerId, input: null });
    const job = await settledTo(jobs, id, 'succeeded');
    expect(job).toMatchObject({ attempts: 3, result: 'done', error: null });
    expect(starts).toHaveLength(3);
    const [first, second, third] = starts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(200);
    expect(third - second).toBeGreaterThanOrEqual(400);
    // Between tries the job is queued again, and people see that.
    expect(realtime.statesOf(id).filter((s) => s === 'queued').length).toBe(3);
  });

  it('fails for good after the last attempt, with a reason for people', async () => {
    const jobs = service({ retryBaseMs: 20 });
    const settled: string[] = [];
    jobs.register({
      kind: 'broken',
      maxAttempts: 2,
      async run() {
        throw new Error('disk full');
      },
      async settled(job) {
        settled.push(job.state);
      },
    });
    await jobs.start();
    const id = await jobs.enqueue({ kind: 'broken', ownerUserId: ownerId, input: null });
    const job = await settledTo(jobs, id, 'failed');
    expect(job.attempts).toBe(2);
    expect(job.error).toMatch(/after 2 tries/);
    expect(job.error).not.toMatch(/disk full/);
    expect(settled).toEqual(['failed']);
  });

  it('fails at once on a PermanentJobError, showing its message', async () => {
    const jobs = service();
    let runs = 0;
    jobs.register({
      kind: 'encrypted',
      async run() {
        runs += 1;
        throw new PermanentJobError('This PDF is password-protected');
      },
    });
    await jobs.start();
    const id = await jobs.enqueue({ kind: 'encrypted', ownerUserId: ownerId, input: null });
    const job = await settledTo(jobs, id, 'failed');
    expect(job).toMatchObject({ attempts: 1, error: 'This PDF is password-protected' });
    expect(runs).toBe(1);
    expect(realtime.events.at(-1)?.payload).toEqual({
      jobId: id,
      kind: 'encrypted',
      state: 'failed',
      progress: 0,
      stage: null,
      error: 'This PDF is password-protected',
    });
  });

  it('cancels a queued job (it never runs) and a running one (its signal aborts)', async () => {
    const jobs = service({ concurrency: 1 });
    const started: string[] = [];
    let sawAbort = false;
    const settled: string[] = [];
    jobs.register({
      kind: 'long',
      async run({ jobId, signal }) {
        started.push(jobId);
        try {
          await waitAborted(signal);
        } finally {
          sawAbort = signal.aborted;
        }
        return null;
      },
      async settled(job) {
        settled.push(`${job.id}:${job.state}`);
      },
    });
    await jobs.start();
    const running = await jobs.enqueue({ kind: 'long', ownerUserId: ownerId, input: null });
    await until(async () => (await stateOf(jobs, running)) === 'running');
    const queued = await jobs.enqueue({ kind: 'long', ownerUserId: ownerId, input: null });

    expect(await jobs.cancel(queued)).toBe(true);
    expect(await stateOf(jobs, queued)).toBe('cancelled');
    expect(await jobs.cancel(running)).toBe(true);
    await until(async () => sawAbort && jobs.activeCount === 0);
    expect(await jobs.get(running)).toMatchObject({ state: 'cancelled', error: null });
    // Already ended: nothing to cancel.
    expect(await jobs.cancel(running)).toBe(false);
    await sleep(250);
    expect(started).toEqual([running]);
    expect(settled.sort()).toEqual([`${queued}:cancelled`, `${running}:cancelled`].sort());
    expect(realtime.statesOf(running).at(-1)).toBe('cancelled');
  });

  it('a cancel made by another process reaches the runner at its next lease renewal', async () => {
    // Two API processes on one database, without Redis: B cancels what A runs.
    const a = service({ leaseMs: 600 });
    const b = service({ leaseMs: 600, runJobs: false });
    let sawAbort = false;
    const handler: JobHandler<JobJson, JobJson> = {
      kind: 'shared',
      async run({ signal }) {
        await waitAborted(signal).finally(() => (sawAbort = true));
        return 'never';
      },
    };
    a.register(handler);
    b.register(handler);
    await a.start();
    const id = await b.enqueue({ kind: 'shared', ownerUserId: ownerId, input: null });
    await until(async () => (await stateOf(b, id)) === 'running');
    expect(await b.cancel(id)).toBe(true);
    await until(async () => sawAbort && a.activeCount === 0, 5_000);
    expect(await a.get(id)).toMatchObject({ state: 'cancelled' });
  });

  it('gives each run an empty scratch folder and removes it afterwards', async () => {
    const jobs = service();
    let folder = '';
    jobs.register({
      kind: 'scratch',
      async run({ workDir }) {
        folder = workDir;
        expect(readdirSync(workDir)).toEqual([]);
        writeFileSync(join(workDir, 'temp.bin'), 'x');
        return null;
      },
    });
    await jobs.start();
    const id = await jobs.enqueue({ kind: 'scratch', ownerUserId: null, input: null });
    await settledTo(jobs, id, 'succeeded');
    expect(folder).toContain(id);
    expect(existsSync(folder)).toBe(false);
  });

  it('runs a failed or cancelled job again from the start', async () => {
    const jobs = service();
    let fixed = false;
    jobs.register({
      kind: 'fixable',
      async run() {
        if (!fixed) throw new PermanentJobError('bad input');
        return 'ok';
      },
    });
    await jobs.start();
    const id = await jobs.enqueue({ kind: 'fixable', ownerUserId: ownerId, input: null });
    await settledTo(jobs, id, 'failed');
    fixed = true;
    await jobs.retry(id);
    expect(await settledTo(jobs, id, 'succeeded')).toMatchObject({
      attempts: 1,
      error: null,
      result: 'ok',
    });
    await expect(jobs.retry(id)).rejects.toThrow(/not failed or cancelled/);
  });

  it('removes a job with its files: an ended one, and a running one after cancelling it', async () => {
    const jobs = service();
    const cleaned: string[] = [];
    let aborted = false;
    jobs.register({
      kind: 'files',
      async run({ input, signal }) {
        if (input === 'wait') {
          await waitAborted(signal).catch((error: unknown) => {
            aborted = true;
            throw error;
          });
        }
        return 'made';
      },
      async cleanUp(job) {
        cleaned.push(`${job.id}:${job.state}`);
      },
    });
    await jobs.start();
    const ended = await jobs.enqueue({ kind: 'files', ownerUserId: ownerId, input: 'quick' });
    await settledTo(jobs, ended, 'succeeded');
    await jobs.remove(ended);
    expect(await jobs.get(ended)).toBeNull();

    const going = await jobs.enqueue({ kind: 'files', ownerUserId: ownerId, input: 'wait' });
    await until(async () => (await stateOf(jobs, going)) === 'running');
    await jobs.remove(going);
    expect(aborted).toBe(true);
    expect(await jobs.get(going)).toBeNull();
    expect(cleaned).toEqual([`${ended}:succeeded`, `${going}:cancelled`]);
  });

  it('takes over a job whose runner died once its lease has run out', async () => {
    const now = new Date();
    const id = 'orphan-1';
    await database.handle.db
      .insertInto('jobs')
      .values({
        id,
        kind: 'resumable',
        owner_user_id: ownerId,
        language: 'en',
        input: '{"x":1}',
        state: 'running',
        progress: 40,
        stage: 'half way',
        attempts: 1,
        max_attempts: 3,
        error: null,
        result: null,
        run_after: now.toISOString(),
        lease_owner: 'a-process-that-was-killed',
        lease_until: new Date(now.getTime() - 1_000).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        started_at: now.toISOString(),
        finished_at: null,
      })
      .execute();
    const jobs = service();
    const attempts: number[] = [];
    jobs.register({
      kind: 'resumable',
      async run({ attempt }) {
        attempts.push(attempt);
        return 'finished';
      },
    });
    await jobs.start();
    expect(await settledTo(jobs, id, 'succeeded')).toMatchObject({
      attempts: 2,
      result: 'finished',
    });
    expect(attempts).toEqual([2]);
  });

  it('gives up a job that stopped its runner on every attempt', async () => {
    const now = new Date();
    await database.handle.db
      .insertInto('jobs')
      .values({
        id: 'crasher',
        kind: 'crashing',
        owner_user_id: ownerId,
        language: 'en',
        input: 'null',
        state: 'running',
        progress: 0,
        stage: null,
        attempts: 3,
        max_attempts: 3,
        error: null,
        result: null,
        run_after: now.toISOString(),
        lease_owner: 'dead',
        lease_until: new Date(now.getTime() - 1).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        started_at: now.toISOString(),
        finished_at: null,
      })
      .execute();
    const jobs = service();
    jobs.register({ kind: 'crashing', run: async () => null });
    await jobs.start();
    const job = await settledTo(jobs, 'crasher', 'failed');
    expect(job.error).toMatch(/stopped unexpectedly 3 times/);
  });

  it('counts a run past its timeout as a failed attempt', async () => {
    const jobs = service();
    let sawAbort = false;
    jobs.register({
      kind: 'slow',
      maxAttempts: 1,
      timeoutMs: 100,
      async run({ signal }) {
        await waitAborted(signal).finally(() => (sawAbort = true));
        return null;
      },
    });
    await jobs.start();
    const id = await jobs.enqueue({ kind: 'slow', ownerUserId: ownerId, input: null });
    const job = await settledTo(jobs, id, 'failed');
    expect(sawAbort).toBe(true);
    expect(job.error).toMatch(/after 1 tries/);
  });

  it('on stop, aborts running jobs and queues them again without counting the run', async () => {
    const first = service();
    const handler = (log: string[]): JobHandler<JobJson, JobJson> => ({
      kind: 'interruptible',
      async run({ signal, attempt }: JobContext) {
        log.push(`attempt ${attempt}`);
        if (log.length === 1) await waitAborted(signal);
        return 'ok';
      },
    });
    const log: string[] = [];
    first.register(handler(log));
    await first.start();
    const id = await first.enqueue({ kind: 'interruptible', ownerUserId: ownerId, input: null });
    await until(async () => (await stateOf(first, id)) === 'running');
    await first.stop();
    expect(await first.get(id)).toMatchObject({ state: 'queued', attempts: 0 });

    const second = service();
    second.register(handler(log));
    await second.start();
    expect(await settledTo(second, id, 'succeeded')).toMatchObject({ attempts: 1 });
    expect(log).toEqual(['attempt 1', 'attempt 1']);
  });

  it(`deletes finished jobs and their files after JOB_RESULT_DAYS`, async () => {
    const clock = new ManualClock();
    const jobs = service({ resultDays: 30 }, clock);
    const cleaned: string[] = [];
    jobs.register({
      kind: 'kept',
      run: async () => 'r',
      async cleanUp(job) {
        cleaned.push(job.id);
      },
    });
    await jobs.start();
    const old = await jobs.enqueue({ kind: 'kept', ownerUserId: ownerId, input: null });
    await settledTo(jobs, old, 'succeeded');
    clock.advance(2 * 86_400_000);
    const recent = await jobs.enqueue({ kind: 'kept', ownerUserId: ownerId, input: null });
    await settledTo(jobs, recent, 'succeeded');
    const queued = await jobs.enqueue({ kind: 'kept', ownerUserId: ownerId, input: null });
    await jobs.cancel(queued);

    clock.advance(29 * 86_400_000);
    expect(await jobs.sweepExpired()).toBe(1);
    expect(cleaned).toEqual([old]);
    expect(await jobs.get(old)).toBeNull();
    expect(await jobs.get(recent)).not.toBeNull();
    clock.advance(2 * 86_400_000);
    expect(await jobs.sweepExpired()).toBe(2);
    expect(cleaned.sort()).toEqual([old, recent, queued].sort());
  });

  it('refuses a job of a kind without a handler, and a second handler for a kind', async () => {
    const jobs = service();
    await expect(jobs.enqueue({ kind: 'nobody', ownerUserId: null, input: null })).rejects.toThrow(
      /No job handler/,
    );
    jobs.register({ kind: 'once', run: async () => null });
    expect(() => jobs.register({ kind: 'once', run: async () => null })).toThrow(/already/);
  });
});
