// Leases: a run renews its job's lease while the handler runs, and the jobs whose runner died
// (kill -9, power loss) are noticed when their lease runs out and queued again.
import type { FastifyBaseLogger } from 'fastify';
import { inLanguage } from '../../language';
import { m } from '../../messages';
import type { JobEvents } from './events';
import type { Dispatch, Handlers, JobQueue } from './options';
import type { JobStore } from './store';

/**
 * Renews the lease of a run's job every third of a lease until the returned stop is called;
 * `onLost` when the run no longer holds the job. A renewal still in flight when the handler
 * returns finds the job finished, which is no loss: after the stop it is not told.
 */
export function renewLease(
  store: JobStore,
  jobId: string,
  leaseMs: number,
  log: FastifyBaseLogger,
  onLost: () => void,
): () => void {
  let stopped = false;
  const heartbeat = setInterval(
    () => {
      store
        .renewLease(jobId)
        .then((held) => {
          // Cancelled by another process, or taken over: this run's work is no longer wanted.
          if (!held && !stopped) onLost();
        })
        .catch((error: unknown) => log.warn({ err: error, jobId }, 'lease renewal failed'));
    },
    Math.max(200, Math.floor(leaseMs / 3)),
  );
  heartbeat.unref();
  return () => {
    stopped = true;
    clearInterval(heartbeat);
  };
}

export interface RecoveryParts {
  store: JobStore;
  events: JobEvents;
  handlers: Handlers;
  log: FastifyBaseLogger;
  /** Queue mode (BullMQ): queued jobs whose entry was lost are handed over again. */
  queue: JobQueue | null;
  dispatch: Dispatch;
}

/** Queues again the running jobs whose runner stopped renewing their lease. */
export async function recoverLapsed(parts: RecoveryParts): Promise<void> {
  const { store, events, dispatch } = parts;
  const kinds = [...parts.handlers.keys()];
  if (kinds.length === 0) return;
  const now = store.now();
  const lapsed = await store.lapsed(kinds, now);
  for (const row of lapsed) {
    // Every run that died counted as an attempt: a job that kills its process each time ends.
    if (row.attempts >= row.max_attempts) {
      const ended = await store.failLapsed(
        row,
        now,
        inLanguage(row.language, () => m('jobInterrupted', { attempts: row.attempts })),
      );
      if (ended) {
        events.push(ended);
        await events.settle(ended);
      }
      continue;
    }
    const queued = await store.requeueLapsed(row, now);
    if (!queued) continue;
    parts.log.warn({ jobId: row.id, kind: row.kind }, 'job runner stopped; job queued again');
    events.push(queued);
    await dispatch(row.id, `${queued.attempts}-recovered`, 0);
  }
  if (parts.queue) {
    // A queued job whose BullMQ entry was lost (Redis restarted without its data) is handed
    // over again; an entry still there is not duplicated (same BullMQ job id).
    const overdue = await store.overdue(kinds);
    for (const job of overdue) await dispatch(job.id, String(job.attempts), 0);
  }
}
