// What others hear of a job: its owner gets every change as a realtime event (progress included),
// and the handler's `settled` hook runs once the job has ended.
import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_EVENTS } from '@nclude/shared/contracts';
import type { Realtime } from '../../realtime';
import type { Handlers, JobRow } from './options';
import { jobEvent, toRecord } from './records';

export class JobEvents {
  constructor(
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Handlers,
  ) {}

  push(row: JobRow): void {
    if (!row.owner_user_id) return;
    try {
      this.realtime.toUser(row.owner_user_id, REALTIME_EVENTS.job, jobEvent(row));
    } catch (error) {
      this.log.warn({ err: error, jobId: row.id }, 'could not push a job event');
    }
  }

  async settle(row: JobRow): Promise<void> {
    const handler = this.handlers.get(row.kind);
    if (!handler?.settled) return;
    try {
      await handler.settled(toRecord(row));
    } catch (error) {
      this.log.error({ err: error, jobId: row.id }, 'job settled hook failed');
    }
  }
}
