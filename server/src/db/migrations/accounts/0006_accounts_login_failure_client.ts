// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Which client (clientKey) typed each wrong password: the delay falls on the guessing client
    // first, so a stranger cannot keep an account's owner out from another network.
    await db.schema.alterTable('login_failures').addColumn('client', 'text').execute();
    await db.schema
      .createIndex('login_failures_account_client')
      .on('login_failures')
      .columns(['account', 'client'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('login_failures_account_client').execute();
    await db.schema.alterTable('login_failures').dropColumn('client').execute();
  },
};
