// Periodic work done once across all server nodes: each node's timer still ticks, and each tick
// asks to claim the run; only the node whose claim moves the task's next time on does the work.
import type { Db } from './index';

/**
 * Whether the caller won the run of `name` due at `now`: then the next run is `intervalMs` later.
 * The claim is one conditional update (`next_at <= now`), so of nodes claiming together exactly
 * one sees its row updated: SQLite runs writes one at a time, and PostgreSQL makes the second
 * update wait for the first and then re-check its condition against the row the first wrote.
 */
export async function claimPeriodicRun(
  db: Db,
  name: string,
  intervalMs: number,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  // The first claim of a task finds no row: this one makes it due now, once, on any node.
  await db
    .insertInto('periodic_runs')
    .values({ name, next_at: at })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('periodic_runs')
    .set({ next_at: new Date(now.getTime() + intervalMs).toISOString() })
    .where('name', '=', name)
    .where('next_at', '<=', at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
