// The job variables: defaults (concurrency from the CPU count, 30 days, no Redis) and their checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('job configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nclude-jobs-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to the embedded runner, one job per core, results kept 30 days', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      jobConcurrency: availableParallelism(),
      jobResultDays: 30,
      jobLeaseMs: 30_000,
      redisUrl: null,
      jobQueue: 'nclude-jobs',
      jobRunInApi: false,
    });
  });

  it('takes explicit values', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        JOB_CONCURRENCY: '4',
        JOB_RESULT_DAYS: '7',
        JOB_LEASE_SECONDS: '10',
        REDIS_URL: 'redis://cache:6379/2',
        JOB_QUEUE: 'portal-staging',
        JOB_RUN_IN_API: 'true',
      }),
    ).toMatchObject({
      jobConcurrency: 4,
      jobResultDays: 7,
      jobLeaseMs: 10_000,
      redisUrl: 'redis://cache:6379/2',
      jobQueue: 'portal-staging',
      jobRunInApi: true,
    });
  });

  it.each([
    ['JOB_CONCURRENCY', '0'],
    ['JOB_RESULT_DAYS', 'forever'],
    ['JOB_LEASE_SECONDS', '1'],
    ['REDIS_URL', 'http://cache:6379'],
    ['JOB_QUEUE', 'a queue with spaces'],
    ['JOB_RUN_IN_API', 'sometimes'],
  ])('refuses %s=%p', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
  });
});
