// Careers: job postings, reads, applications and parsed resumes.
import type { Migration } from 'kysely';
import { migration as m0012 } from './0012_careers_jobs';

export const careersMigrations: Record<string, Migration> = {
  '0012_careers_jobs': m0012,
};
