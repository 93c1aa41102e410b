// Queue mode against a real Redis: the API (REDIS_URL set) only queues jobs; a separate
// `pnpm worker` process runs them, its events reach the owner's socket on the API through the
// Redis relay, a cancel reaches the worker running the job, and a worker killed with SIGKILL
// mid-job is replaced by another that finishes it. Redis: TEST_REDIS_URL, else the local one;
// with TEST_REDIS_URL set (as `pnpm test` does) an unreachable Redis fails these tests.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisAnswers } from './fixtures/redis';
import { io as connect, type Socket } from 'socket.io-client';
import type { JobEvent } from '@nclude/shared/api-schemas';
import { engineName, signUp, startTestServer, until, type TestServer } from './helpers';
import { startJobProcess, type JobProcess } from './fixtures/child';
import {
  expectedText,
  outputFile,
  runLog,
  slowFileHandler,
  type SlowFileInput,
} from './fixtures/job-handlers';

jest.setTimeout(120_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`jobs through BullMQ with a separate worker process (${engineName()})`, () => {
  let available = false;
  let server: TestServer;
  let queue: string;
  const workers: JobProcess[] = [];

  beforeAll(async () => {
    available = await redisAnswers(REDIS_URL);
    if (!available) {
      if (process.env.TEST_REDIS_URL) {
        throw new Error(`TEST_REDIS_URL is set but Redis does not answer at ${REDIS_URL}`);
      }
      console.warn(
        `Redis does not answer at ${REDIS_URL}: the BullMQ tests have nothing to run against (set TEST_REDIS_URL to make this an error)`,
      );
      return;
    }
    queue = `nclude-test-${randomBytes(4).toString('hex')}`;
    server = await startTestServer({ REDIS_URL, JOB_QUEUE: queue, JOB_LEASE_SECONDS: '3' });
    // The API knows the kind (to queue it) but, without JOB_RUN_IN_API, never runs it.
    server.app.jobs.register(slowFileHandler(server.dataDir));
  });

  afterAll(async () => {
    for (const worker of workers) await worker.killHard();
    if (!available) return;
    await server.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`bull:${queue}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('is ready only with Redis answering, and says so', async () => {
    if (!available) return;
    expect(await server.get('/readyz')).toMatchObject({
      status: 200,
      body: { checks: { database: 'ok', redis: 'ok', storage: 'ok' } },
    });
  });

  const startWorker = async () => {
    const worker = await startJobProcess('worker', {
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.config.databaseUrl,
      REDIS_URL,
      JOB_QUEUE: queue,
      JOB_LEASE_SECONDS: '3',
      JOB_CONCURRENCY: '2',
    });
    workers.push(worker);
    return worker;
  };

  const settled = (id: string, state: string) =>
    until(async () => {
      const job = await server.app.jobs.get(id);
      return job?.state === state ? job : undefined;
    });

  it('the worker runs the job; its events reach the owner over the API socket', async () => {
    if (!available) return;
    const worker = await startWorker();
    const user = await signUp(server);
    const socket: Socket = connect(server.baseUrl, {
      path: '/socket.io',
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const events: JobEvent[] = [];
    socket.on('job', (event: JobEvent) => events.push(event));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    try {
      const input: SlowFileInput = { lines: 5, stepMs: 50, text: 'from the worker' };
      const id = await server.app.jobs.enqueue({
        kind: 'test-slow-file',
        ownerUserId: user.userId,
        input,
      });
      const job = await settled(id, 'succeeded');
      expect(job.result).toMatchObject({ pid: worker.pid });
      expect(await readFile(outputFile(server.dataDir, id), 'utf8')).toBe(expectedText(input));
      expect(await readFile(runLog(server.dataDir, id), 'utf8')).toBe(`start ${worker.pid}\n`);
      await until(async () => events.some((e) => e.state === 'succeeded'));
      const states = events.filter((e) => e.jobId === id).map((e) => e.state);
      expect(states[0]).toBe('queued');
      expect(states).toContain('running');
      expect(states.at(-1)).toBe('succeeded');
      expect(events.some((e) => e.state === 'running' && e.progress > 0)).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it('a cancel from the API stops the job in the worker', async () => {
    if (!available) return;
    const worker = workers[0] ?? (await startWorker());
    const input: SlowFileInput = { lines: 200, stepMs: 100, text: 'never finished' };
    const id = await server.app.jobs.enqueue({ kind: 'test-slow-file', ownerUserId: null, input });
    await settled(id, 'running');
    expect(await server.app.jobs.cancel(id)).toBe(true);
    await until(async () => {
      const log = await readFile(runLog(server.dataDir, id), 'utf8').catch(() => '');
      return log.includes(`aborted ${worker.pid}`);
    });
    await sleep(300);
    expect(await server.app.jobs.get(id)).toMatchObject({ state: 'cancelled' });
    expect(existsSync(outputFile(server.dataDir, id))).toBe(false);
  });

  it('a worker killed mid-job is replaced by another that finishes it', async () => {
    if (!available) return;
    for (const worker of workers.splice(0)) await worker.stop();
    const first = await startWorker();
    const input: SlowFileInput = { lines: 25, stepMs: 100, text: 'survives a kill' };
    const id = await server.app.jobs.enqueue({ kind: 'test-slow-file', ownerUserId: null, input });
    await until(async () => {
      const job = await server.app.jobs.get(id);
      return job?.state === 'running' && job.progress >= 20;
    });
    await first.killHard();
    expect(await server.app.jobs.get(id)).toMatchObject({ state: 'running', attempts: 1 });

    const second = await startWorker();
    const job = await settled(id, 'succeeded');
    expect(job).toMatchObject({ attempts: 2, result: { pid: second.pid } });
    expect(await readFile(outputFile(server.dataDir, id), 'utf8')).toBe(expectedText(input));
  });
});
