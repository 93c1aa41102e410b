// Background jobs as clients see them: the state of a piece of work (a conversion, a caption
// run, a resume parse…) and the realtime event that reports its changes to the owner's sessions.
import { Type, type Static } from '@sinclair/typebox';

export const JobState = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
export type JobState = Static<typeof JobState>;

/** Where a job stands: shown in each area's request list. */
export const JobStatus = Type.Object({
  state: JobState,
  /** 0 to 100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** A short text for people ("Reading page 3 of 12"), in the owner's language; null when idle. */
  stage: Type.Union([Type.String(), Type.Null()]),
  /** Why it failed, for people; null unless failed. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type JobStatus = Static<typeof JobStatus>;

/** Realtime event `job` (REALTIME_EVENTS.job) to every session of the owner on each change. */
export const JobEvent = Type.Composite([
  Type.Object({
    jobId: Type.String(),
    /** The handler kind, e.g. "document-conversion". */
    kind: Type.String(),
  }),
  JobStatus,
]);
export type JobEvent = Static<typeof JobEvent>;
