// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Which client (clientKey) entered each wrong code: the per-client wrong-code limit.
    await db.schema.alterTable('otp_failures').addColumn('client', 'text').execute();
    await db.schema
      .createIndex('otp_failures_client')
      .on('otp_failures')
      .columns(['client', 'at'])
      .execute();
    // A contact's send history stops counting once its owner proves it (sign-in by code);
    // the rows stay for the per-client count.
    await db.schema
      .alterTable('otp_sends')
      .addColumn('cleared', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Tries a code accepts; null means OTP_MAX_ATTEMPTS (codes sent to a contact under attack get 1).
    await db.schema.alterTable('otps').addColumn('max_attempts', 'integer').execute();

    // Wrong passwords per account key (normalised email, or user id), whether or not an
    // account exists, so the limit tells nobody which addresses are registered.
    await db.schema
      .createTable('login_failures')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_account')
      .on('login_failures')
      .columns(['account', 'at'])
      .execute();

    // Every linkAccountToken request, refused ones included: bounds probing of which contacts
    // are registered, per account and per client.
    await db.schema
      .createTable('link_requests')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('link_requests_user')
      .on('link_requests')
      .columns(['user_id', 'at'])
      .execute();
    await db.schema
      .createIndex('link_requests_client')
      .on('link_requests')
      .columns(['client', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('link_requests').ifExists().execute();
    await db.schema.dropTable('login_failures').ifExists().execute();
    await db.schema.alterTable('otps').dropColumn('max_attempts').execute();
    await db.schema.alterTable('otp_sends').dropColumn('cleared').execute();
    await db.schema.dropIndex('otp_failures_client').ifExists().execute();
    await db.schema.alterTable('otp_failures').dropColumn('client').execute();
  },
};
