// The sweep of expired jobs: jobs that ended more than JOB_RESULT_DAYS ago are deleted with their
// files, by one process of all that run jobs each interval.
import type { FastifyBaseLogger } from 'fastify';
import type { JobState } from '../types';
import type { Handlers } from './options';
import { toRecord } from './records';
import type { JobStore } from './store';

const ENDED: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];
const DAY_MS = 86_400_000;
/** The name of the expired-jobs sweep among the periodic runs (db/periodic.ts). */
export const JOBS_SWEEP = 'jobs-sweep';

export interface SweepParts {
  store: JobStore;
  handlers: Handlers;
  log: FastifyBaseLogger;
  resultDays: number;
}

/** Sweeps if this process claims the sweep due now (one process of all, each `sweepMs`). */
export async function sweepIfClaimed(parts: SweepParts, sweepMs: number): Promise<void> {
  if (await parts.store.claimPeriodic(JOBS_SWEEP, sweepMs)) await sweepExpired(parts);
}

/** Deletes jobs that ended more than JOB_RESULT_DAYS ago, with their files. */
export async function sweepExpired(parts: SweepParts): Promise<number> {
  const { store, handlers } = parts;
  const kinds = [...handlers.keys()];
  if (kinds.length === 0) return 0;
  const before = store.now(-parts.resultDays * DAY_MS);
  const expired = await store.endedBefore(kinds, ENDED, before);
  let removed = 0;
  for (const row of expired) {
    try {
      await handlers.get(row.kind)?.cleanUp?.(toRecord(row));
      await store.delete(row.id);
      removed += 1;
    } catch (error) {
      parts.log.error({ err: error, jobId: row.id }, 'could not delete an expired job');
    }
  }
  return removed;
}
