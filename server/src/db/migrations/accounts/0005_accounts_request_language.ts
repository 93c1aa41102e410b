// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The language the requester used, so the decision reaches them in it whatever language the
    // deciding administrator reads. Requests made before this are answered in English.
    await db.schema
      .alterTable('access_requests')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('access_requests').dropColumn('language').execute();
  },
};
