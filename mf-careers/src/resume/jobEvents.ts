// The realtime `job` events (JobEvent of shared/src/api/jobs.ts) as the resume pages read them:
// the reading of a resume is the background job `resume-parse`.
import type { JobState, JobStatus } from '@nclude/shared/api-schemas';

export type JobUpdate = JobStatus & { jobId: string };

export function isJobEvent(payload: unknown): payload is JobUpdate {
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

/** The status part of an event (the event also carries the job's id and kind). */
export function statusOf({ state, progress, stage, error }: JobUpdate): JobStatus {
  return { state, progress, stage, error };
}
