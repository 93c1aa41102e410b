// Careers: job postings, reads, applications, parsed resumes, and the feeds' scheduled runs.
import type { Migration } from 'kysely';
import { migration as m0012 } from './0012_careers_jobs';
import { migration as m0013 } from './0013_careers_feed_runs';

export const careersMigrations: Record<string, Migration> = {
  '0012_careers_jobs': m0012,
  '0013_careers_feed_runs': m0013,
};
