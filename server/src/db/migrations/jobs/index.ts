// Background jobs (the runtime every area uses for work off the request path) and the claims of
// periodic tasks that run once across all nodes.
import type { Migration } from 'kysely';
import { migration as m0007 } from './0007_jobs';
import { migration as m0016 } from './0016_jobs_periodic_runs';

export const jobsMigrations: Record<string, Migration> = {
  '0007_jobs': m0007,
  '0016_jobs_periodic_runs': m0016,
};
