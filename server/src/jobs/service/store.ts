// The jobs table: every read and write of the job runtime. The writes of a run are conditional on
// this runner still holding the job's lease (`ours`), so a late finisher never overwrites a job
// cancelled or taken over meanwhile.
import { PostgresAdapter } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { claimPeriodicRun } from '../../db/periodic';
import type { JobState } from '../types';
import type { JobRow } from './options';

export class JobStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The lease owner id of this process's runs. */
    private readonly runnerId: string,
    private readonly leaseMs: number,
  ) {}

  /** The clock's time, `offsetMs` from now, as stored in the table. */
  now(offsetMs = 0): string {
    return new Date(this.clock.now().getTime() + offsetMs).toISOString();
  }

  private get postgres(): boolean {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Whether this process takes the periodic run `name` due now (one process of all, each `everyMs`). */
  claimPeriodic(name: string, everyMs: number): Promise<boolean> {
    return claimPeriodicRun(this.db, name, everyMs, this.clock.now());
  }

  async insert(row: JobRow): Promise<void> {
    await this.db.insertInto('jobs').values(row).execute();
  }

  row(jobId: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  }

  async delete(jobId: string): Promise<void> {
    await this.db.deleteFrom('jobs').where('id', '=', jobId).execute();
  }

  /** Marks a queued or running job cancelled; undefined if it had already ended. */
  cancel(jobId: string): Promise<JobRow | undefined> {
    const now = this.now();
    return this.db
      .updateTable('jobs')
      .set({
        state: 'cancelled',
        stage: null,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
        finished_at: now,
      })
      .where('id', '=', jobId)
      .where('state', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst();
  }

  /** Queues a failed or cancelled job again from the start; undefined if it is neither. */
  requeueEnded(jobId: string): Promise<JobRow | undefined> {
    const now = this.now();
    return this.db
      .updateTable('jobs')
      .set({
        state: 'queued',
        progress: 0,
        stage: null,
        attempts: 0,
        error: null,
        result: null,
        run_after: now,
        updated_at: now,
        started_at: null,
        finished_at: null,
      })
      .where('id', '=', jobId)
      .where('state', 'in', ['failed', 'cancelled'])
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Marks one queued, due job as running under this runner's lease: the given one, or the
   * longest-waiting of `kinds`.
   */
  claim(pick: { id: string; dueBy: string } | { kinds: string[] }): Promise<JobRow | undefined> {
    const now = this.now();
    let target;
    if ('id' in pick) target = pick.id;
    else {
      const next = this.db
        .selectFrom('jobs')
        .select('id')
        .where('state', '=', 'queued')
        .where('run_after', '<=', now)
        .where('kind', 'in', pick.kinds)
        .orderBy('run_after')
        .orderBy('created_at')
        .limit(1);
      // Two PostgreSQL runners never wait on the same row: each takes the next free one.
      target = this.postgres ? next.forUpdate().skipLocked() : next;
    }
    return (
      this.db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running' as const,
          attempts: eb('attempts', '+', 1),
          progress: 0,
          stage: null,
          error: null,
          lease_owner: this.runnerId,
          lease_until: this.now(this.leaseMs),
          started_at: now,
          updated_at: now,
        }))
        .where('id', '=', target)
        // Checked again on the row itself: another runner may have claimed it meanwhile.
        .where('state', '=', 'queued')
        .where('run_after', '<=', 'id' in pick ? pick.dueBy : now)
        .returningAll()
        .executeTakeFirst()
    );
  }

  /** An update of a job this run still holds. */
  private ours(jobId: string) {
    return this.db
      .updateTable('jobs')
      .where('id', '=', jobId)
      .where('lease_owner', '=', this.runnerId)
      .where('state', '=', 'running');
  }

  /** Stores a run's progress; undefined when the run no longer holds the job. */
  storeProgress(jobId: string, percent: number, stage: string | null): Promise<JobRow | undefined> {
    return this.ours(jobId)
      .set({ progress: percent, stage, updated_at: this.now() })
      .returningAll()
      .executeTakeFirst();
  }

  /** Extends a run's lease; false when the run no longer holds the job. */
  async renewLease(jobId: string): Promise<boolean> {
    const result = await this.ours(jobId)
      .set({ lease_until: this.now(this.leaseMs) })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) !== 0;
  }

  /** Ends a run's job (succeeded or failed); undefined when the run no longer holds it. */
  finish(
    jobId: string,
    end: Pick<JobRow, 'state' | 'error'> & Partial<Pick<JobRow, 'progress' | 'result'>>,
  ): Promise<JobRow | undefined> {
    const now = this.now();
    return this.ours(jobId)
      .set({
        ...end,
        stage: null,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
        finished_at: now,
      })
      .returningAll()
      .executeTakeFirst();
  }

  /** Queues a run's job again to be retried after `delayMs`. */
  requeueForRetry(jobId: string, delayMs: number): Promise<JobRow | undefined> {
    return this.ours(jobId)
      .set({
        state: 'queued',
        stage: null,
        lease_owner: null,
        lease_until: null,
        run_after: this.now(delayMs),
        updated_at: this.now(),
      })
      .returningAll()
      .executeTakeFirst();
  }

  /** Shutting down: the job goes back to the queue, and the interrupted run is not counted. */
  release(jobId: string): Promise<JobRow | undefined> {
    return this.ours(jobId)
      .set((eb) => ({
        state: 'queued',
        attempts: eb('attempts', '-', 1),
        stage: null,
        lease_owner: null,
        lease_until: null,
        run_after: this.now(),
        updated_at: this.now(),
      }))
      .returningAll()
      .executeTakeFirst();
  }

  /** Running jobs of `kinds` whose lease ran out before `now`. */
  lapsed(kinds: string[], now: string): Promise<JobRow[]> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('state', '=', 'running')
      .where('lease_until', '<', now)
      .where('kind', 'in', kinds)
      .execute();
  }

  /** An update of a lapsed job, unless another runner recovered or renewed it meanwhile. */
  private stillLapsed(row: JobRow) {
    return this.db
      .updateTable('jobs')
      .where('id', '=', row.id)
      .where('state', '=', 'running')
      .where('lease_until', '=', row.lease_until);
  }

  /** A lapsed job that used its last attempt: failed with `error`. */
  failLapsed(row: JobRow, now: string, error: string): Promise<JobRow | undefined> {
    return this.stillLapsed(row)
      .set({
        state: 'failed',
        stage: null,
        error,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
        finished_at: now,
      })
      .returningAll()
      .executeTakeFirst();
  }

  /** A lapsed job queued again. */
  requeueLapsed(row: JobRow, now: string): Promise<JobRow | undefined> {
    return this.stillLapsed(row)
      .set({
        state: 'queued',
        stage: null,
        lease_owner: null,
        lease_until: null,
        run_after: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirst();
  }

  /** Queued jobs of `kinds` due for longer than a lease (their BullMQ entry may be lost). */
  overdue(kinds: string[]): Promise<Pick<JobRow, 'id' | 'attempts'>[]> {
    return this.db
      .selectFrom('jobs')
      .select(['id', 'attempts'])
      .where('state', '=', 'queued')
      .where('run_after', '<', this.now(-this.leaseMs))
      .where('kind', 'in', kinds)
      .limit(100)
      .execute();
  }

  /** Jobs of `kinds` that ended (in one of `states`) before `before`, a batch at a time. */
  endedBefore(kinds: string[], states: readonly JobState[], before: string): Promise<JobRow[]> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('state', 'in', [...states])
      .where('finished_at', '<', before)
      .where('kind', 'in', kinds)
      .limit(500)
      .execute();
  }
}
