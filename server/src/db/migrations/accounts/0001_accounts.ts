// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('phone_number', 'text', (c) => c.unique())
      .addColumn('password_hash', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('scope', 'text')
      .addColumn('profile_info', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('otps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('otps_contact')
      .on('otps')
      .columns(['channel', 'contact'])
      .execute();

    await db.schema
      .createTable('otp_sends')
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('otp_sends_contact')
      .on('otp_sends')
      .columns(['contact', 'at'])
      .execute();
    await db.schema.createIndex('otp_sends_ip').on('otp_sends').columns(['ip', 'at']).execute();

    await db.schema
      .createTable('contact_verifications')
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('contact_verifications_pk', ['channel', 'contact'])
      .execute();

    await db.schema
      .createTable('whitelist')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('scope', 'text')
      .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('org_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('whitelist_kind_value', ['kind', 'value'])
      .execute();

    await db.schema
      .createTable('account_info')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('employment_status', 'text')
      .addColumn('job_search_status', 'text')
      .addColumn('disability', 'text')
      .addColumn('preferred_industry', 'text')
      .addColumn('preferred_role', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'account_info',
      'whitelist',
      'contact_verifications',
      'otp_sends',
      'otps',
      'sessions',
      'users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
