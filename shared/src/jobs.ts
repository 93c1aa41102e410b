// One way for a page to follow background jobs (a conversion, a caption run, a resume reading):
// the realtime `job` events the server pushes to the owner's sessions, and a reload on a timer
// while work is under way, for the times the socket is away.
import { useEffect } from 'react';
import type { JobState, JobStatus } from './api/jobs';
import { REALTIME_EVENTS } from './contracts';
import { useRealtimeEvent } from './realtime';

/** A job's status as an event carries it (the event also names the job's kind). */
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

/** The status part of an event. */
export function statusOf({ state, progress, stage, error }: JobUpdate): JobStatus {
  return { state, progress, stage, error };
}

/** 0 to 100, whole: progress may overshoot or arrive as NaN. */
export function jobPercent(progress: number): number {
  return Number.isFinite(progress) ? Math.round(Math.min(100, Math.max(0, progress))) : 0;
}

export interface FollowJobs {
  /** Each job event the server pushes (the page decides whether the job is one it shows). */
  onUpdate(update: JobUpdate): void;
  /** Reloads the page's view of its jobs from the server. */
  reload(): void;
  /** Whether to reload every `reloadMs` (while something the page shows is under way). */
  reloading: boolean;
  reloadMs: number;
}

/**
 * Follows jobs: events as they come, and a reload every `reloadMs` while `reloading`, so the
 * page still moves on when the socket is away (a proxy that drops websockets, a sleeping laptop).
 */
export function useJobs({ onUpdate, reload, reloading, reloadMs }: FollowJobs): void {
  useRealtimeEvent(REALTIME_EVENTS.job, (payload) => {
    if (isJobEvent(payload)) onUpdate(payload);
  });
  useEffect(() => {
    if (!reloading) return;
    const timer = setInterval(reload, reloadMs);
    return () => clearInterval(timer);
  }, [reloading, reload, reloadMs]);
}
