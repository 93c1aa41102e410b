// Background jobs: how many run at once, how long their results are kept, how a dead runner's job
// is noticed (the lease), and Redis for BullMQ with separate `pnpm worker` processes.
import { availableParallelism } from 'node:os';
import { ConfigError, flag, integer, variable } from './define';

function redisUrl(raw: string | undefined, { name }: { name: string }): string | null {
  if (raw === undefined) return null;
  if (!/^rediss?:\/\//i.test(raw)) {
    throw new ConfigError(`${name} must be a redis:// or rediss:// URL (got "${raw}")`);
  }
  return raw;
}

export const jobsVariables = [
  variable({
    name: 'JOB_CONCURRENCY',
    defaultValue: 'the number of CPU cores',
    meaning:
      'Jobs (document conversions, captions…) one process runs at once: the API in the embedded mode, each `pnpm worker` with `REDIS_URL`.',
    field: 'jobConcurrency',
    read: (raw, context) => integer(availableParallelism(), 1)(raw, context),
  }),
  variable({
    name: 'JOB_RESULT_DAYS',
    defaultValue: '30',
    meaning:
      'Days a finished job (succeeded, failed or cancelled) and the files it made are kept; then they are deleted.',
    field: 'jobResultDays',
    read: integer(30, 1),
  }),
  variable({
    name: 'JOB_LEASE_SECONDS',
    defaultValue: '30',
    meaning:
      'A running job is renewed by its runner every third of this; a job not renewed for this long (its process died) is run again.',
    field: 'jobLeaseMs',
    read: (raw, context) => integer(30, 3)(raw, context) * 1000,
  }),
  variable({
    name: 'REDIS_URL',
    defaultValue: 'unset: jobs run inside the API process',
    meaning:
      'Redis for BullMQ: the API queues jobs there and `pnpm worker` processes (same configuration) run them; the jobs table stays the record users see.',
    field: 'redisUrl',
    read: redisUrl,
  }),
  variable({
    name: 'JOB_QUEUE',
    defaultValue: 'nclude-jobs',
    meaning:
      'With `REDIS_URL`: the BullMQ queue name and prefix of the Redis channels, so deployments can share one Redis.',
    field: 'jobQueue',
    read: (raw, { name }) => {
      const value = raw ?? 'nclude-jobs';
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) {
        throw new ConfigError(`${name} must be letters, digits, - or _ (got "${value}")`);
      }
      return value;
    },
  }),
  variable({
    name: 'JOB_RUN_IN_API',
    defaultValue: 'false',
    meaning:
      'With `REDIS_URL`: the API process runs jobs too, besides `pnpm worker` processes (without Redis it always does).',
    field: 'jobRunInApi',
    read: flag(false),
  }),
] as const;
