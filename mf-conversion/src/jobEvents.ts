// The realtime `job` events (JobEvent of shared/src/api/jobs.ts) as the conversion pages read them.
import type { JobState, JobStatus } from '@nclude/shared/api-schemas';

export function isJobEvent(payload: unknown): payload is JobStatus & { jobId: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  const event = payload as Record<string, unknown>;
  return (
    typeof event.jobId === 'string' &&
    typeof event.state === 'string' &&
    typeof event.progress === 'number'
  );
}

/** A state after which the job does no more work. */
export function isFinished(state: JobState): boolean {
  return state === 'succeeded' || state === 'failed' || state === 'cancelled';
}
