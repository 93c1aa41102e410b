// Background jobs (the runtime every area uses for work off the request path).
import type { Migration } from 'kysely';
import { migration as m0007 } from './0007_jobs';

export const jobsMigrations: Record<string, Migration> = {
  '0007_jobs': m0007,
};
