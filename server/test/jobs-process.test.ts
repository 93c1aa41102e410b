// Durability for real: a separate Nclude server process is killed with SIGKILL in the middle of a
// job; another one started afterwards takes the job over once its lease has run out and finishes
// it, and the file the job makes is whole.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { systemClock } from '../src/clock';
import { DatabaseJobService } from '../src/jobs/service';
import { engineName, until } from './helpers';
import { startJobProcess, type JobProcess } from './fixtures/child';
import { openJobTestDatabase, type JobTestDatabase } from './fixtures/job-database';
import {
  expectedText,
  outputFile,
  runLog,
  slowFileHandler,
  type SlowFileInput,
} from './fixtures/job-handlers';

jest.setTimeout(120_000);

describe(`a server process killed mid-job (${engineName()})`, () => {
  let database: JobTestDatabase;
  let jobs: DatabaseJobService;
  const processes: JobProcess[] = [];

  beforeAll(async () => {
    database = await openJobTestDatabase();
    // This process only queues and reads: the child processes run the jobs.
    jobs = new DatabaseJobService({
      db: database.handle.db,
      clock: systemClock,
      log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
      realtime: { toUser: () => undefined },
      workRoot: join(database.dataDir, 'job-runs'),
      concurrency: 1,
      resultDays: 30,
      leaseMs: 3_000,
      runJobs: false,
      queue: null,
    });
    jobs.register(slowFileHandler(database.dataDir));
  });

  afterAll(async () => {
    for (const child of processes) await child.killHard();
    await jobs.close();
    await database.close();
  });

  const start = async () => {
    const child = await startJobProcess('server', {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      JOB_LEASE_SECONDS: '3',
      JOB_CONCURRENCY: '2',
    });
    processes.push(child);
    return child;
  };

  it('is picked up by the next process, which finishes it with the file intact', async () => {
    const first = await start();
    const input: SlowFileInput = { lines: 30, stepMs: 100, text: 'every line arrives once' };
    const id = await jobs.enqueue({ kind: 'test-slow-file', ownerUserId: null, input });
    await until(async () => {
      const job = await jobs.get(id);
      return job?.state === 'running' && job.progress >= 30;
    });
    await first.killHard();

    // Nobody released it: the dead process still holds its lease.
    const orphan = await jobs.get(id);
    expect(orphan).toMatchObject({ state: 'running', attempts: 1 });
    expect(existsSync(outputFile(database.dataDir, id))).toBe(false);

    const second = await start();
    const done = await until(async () => {
      const job = await jobs.get(id);
      return job?.state === 'succeeded' ? job : undefined;
    });
    expect(done).toMatchObject({ attempts: 2, progress: 100, error: null });
    expect(done.result).toMatchObject({ pid: second.pid });
    expect(await readFile(outputFile(database.dataDir, id), 'utf8')).toBe(expectedText(input));
    const runs = (await readFile(runLog(database.dataDir, id), 'utf8')).trim().split('\n');
    expect(runs).toEqual([`start ${first.pid}`, `start ${second.pid}`]);
  });
});
