// What becomes of a job once its handler returned or threw: succeeded, failed for good, released
// on shutdown, or queued again after an exponential backoff.
import type { FastifyBaseLogger } from 'fastify';
import { inLanguage } from '../../language';
import { m } from '../../messages';
import { PermanentJobError, type JobJson } from '../types';
import type { JobEvents } from './events';
import type { AbortCause, Dispatch, JobRow } from './options';
import type { JobStore } from './store';

/** Exponential: base, 2×base, 4×base… up to the maximum, with up to 10% added so retries spread. */
export function backoff(attempts: number, baseMs: number, maxMs: number): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (1 + Math.random() * 0.1));
}

export interface RunEndParts {
  store: JobStore;
  events: JobEvents;
  log: FastifyBaseLogger;
  dispatch: Dispatch;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** How the handler's run ended. */
export type RunOutcome = { ok: true; result: JobJson } | { ok: false; error: unknown };

/** Stores the end of a run of `row` (`cause`: why its signal was aborted, if it was). */
export async function endRun(
  parts: RunEndParts,
  row: JobRow,
  cause: AbortCause | null,
  outcome: RunOutcome,
): Promise<void> {
  const { store, events, log } = parts;
  if (cause === 'cancelled' || cause === 'lost') return;
  if (cause === 'stopping') {
    await release(parts, row);
    return;
  }
  if (outcome.ok && cause === null) {
    await finish(parts, row, {
      state: 'succeeded',
      progress: 100,
      result: JSON.stringify(outcome.result),
      error: null,
    });
    return;
  }
  const error = outcome.ok ? new Error('job timed out') : outcome.error;
  if (error instanceof PermanentJobError && cause === null) {
    await finish(parts, row, { state: 'failed', error: error.message });
    return;
  }
  log.warn(
    { err: error, jobId: row.id, kind: row.kind, attempt: row.attempts },
    cause === 'timeout' ? 'job timed out' : 'job failed; it may be retried',
  );
  if (row.attempts >= row.max_attempts) {
    await finish(parts, row, {
      state: 'failed',
      error: inLanguage(row.language, () => m('jobFailedAfterRetries', { attempts: row.attempts })),
    });
    return;
  }
  const delay = backoff(row.attempts, parts.retryBaseMs, parts.retryMaxMs);
  const queued = await store.requeueForRetry(row.id, delay);
  if (!queued) return;
  events.push(queued);
  await parts.dispatch(row.id, String(queued.attempts), delay);
}

async function finish(
  parts: RunEndParts,
  row: JobRow,
  end: Pick<JobRow, 'state' | 'error'> & Partial<Pick<JobRow, 'progress' | 'result'>>,
): Promise<void> {
  const ended = await parts.store.finish(row.id, end);
  if (!ended) return;
  parts.events.push(ended);
  await parts.events.settle(ended);
}

/** Shutting down: the job goes back to the queue, and the interrupted run is not counted. */
async function release(parts: RunEndParts, row: JobRow): Promise<void> {
  const released = await parts.store.release(row.id);
  if (!released) return;
  parts.events.push(released);
  // The BullMQ entry that delivered this run is still active: a key of its own, not the attempt.
  await parts.dispatch(row.id, `${released.attempts}-released-${Date.now()}`, 0);
}
