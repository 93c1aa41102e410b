// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The last scheduled import of each configured feed: claiming a run is one conditional
    // write, so several API processes never import the same feed at once.
    await db.schema
      .createTable('job_feed_runs')
      .addColumn('feed_name', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'text')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_feed_runs').execute();
  },
};
