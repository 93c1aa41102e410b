// Shipped: never edit. A change to this table is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // When each periodic task (the job sweep, the news prune) may next run: claiming a run is one
    // conditional write on its row, so with several nodes only one of them does the work.
    await db.schema
      .createTable('periodic_runs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('next_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('periodic_runs').ifExists().execute();
  },
};
