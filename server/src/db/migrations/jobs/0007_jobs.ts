// Shipped: never edit. A change to this table is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      // A deleted account's jobs stay until they expire, so their files are still cleaned up.
      .addColumn('owner_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('stage', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('result', 'text')
      .addColumn('run_after', 'text', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .execute();
    // The runner's two questions: which queued job is due, and whose lease ran out.
    await db.schema
      .createIndex('jobs_state_run_after')
      .on('jobs')
      .columns(['state', 'run_after'])
      .execute();
    await db.schema
      .createIndex('jobs_state_lease')
      .on('jobs')
      .columns(['state', 'lease_until'])
      .execute();
    await db.schema
      .createIndex('jobs_state_finished')
      .on('jobs')
      .columns(['state', 'finished_at'])
      .execute();
    await db.schema
      .createIndex('jobs_owner')
      .on('jobs')
      .columns(['owner_user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').ifExists().execute();
  },
};
