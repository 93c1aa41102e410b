// A row of the jobs table as the API sees it: the job record, and the realtime event of a job.
import type { JobEvent } from '@nclude/shared/api-schemas';
import type { JobJson, JobRecord } from '../types';
import type { JobRow } from './options';

export function parseJson(text: string | null): JobJson | null {
  return text === null ? null : (JSON.parse(text) as JobJson);
}

export function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    ownerUserId: row.owner_user_id,
    input: parseJson(row.input) as JobJson,
    state: row.state,
    progress: row.progress,
    stage: row.stage,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    error: row.error,
    result: parseJson(row.result),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** The realtime event of a job as it stands. */
export function jobEvent(
  row: Pick<JobRow, 'id' | 'kind' | 'state' | 'progress' | 'stage' | 'error'>,
): JobEvent {
  return {
    jobId: row.id,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    stage: row.stage,
    error: row.error,
  };
}
