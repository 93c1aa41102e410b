// The one set of migrations, written with Kysely's schema builder so it runs unchanged on SQLite
// and PostgreSQL. Append new migrations; never edit one that has shipped.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001_accounts': {
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
  },
  '0002_accounts_access': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('users')
        .addColumn('resume_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('social', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();

      await db.schema
        .createTable('access_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('disability_type', 'text', (c) => c.notNull())
        .addColumn('certificate_file_id', 'text', (c) =>
          c.references('files.id').onDelete('set null'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decision_note', 'text')
        .execute();
      await db.schema
        .createIndex('access_requests_status')
        .on('access_requests')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('approval_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('request_id', 'text', (c) =>
          c.notNull().references('access_requests.id').onDelete('cascade'),
        )
        .addColumn('admin_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('link_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createIndex('whitelist_org_id').on('whitelist').column('org_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('whitelist_org_id').ifExists().execute();
      for (const table of ['link_tokens', 'approval_tokens', 'access_requests']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('users').dropColumn('social').execute();
      await db.schema.alterTable('users').dropColumn('resume_file_id').execute();
      await db.schema.dropTable('files').ifExists().execute();
    },
  },
  '0003_otp_failures_org_enrolments': {
    async up(db: Kysely<unknown>) {
      // Wrong codes per contact across all codes sent to it: caps guessing over many sends.
      await db.schema
        .createTable('otp_failures')
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('otp_failures_contact')
        .on('otp_failures')
        .columns(['contact', 'at'])
        .execute();

      // Which organisation enrolled which number; a number may be enrolled by several
      // organisations and whitelisted independently of them.
      await db.schema
        .createTable('org_enrolments')
        .addColumn('org_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('org_enrolments_pk', ['org_id', 'phone_number'])
        .execute();
      // Numbers organisations enrolled before this table existed.
      await sql`
        insert into org_enrolments (org_id, phone_number, created_at)
        select org_id, value, created_at from whitelist
        where kind = 'phone' and org_id is not null
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('org_enrolments').ifExists().execute();
      await db.schema.dropTable('otp_failures').ifExists().execute();
    },
  },
  '0004_sign_in_limits': {
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
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was, not as typed today
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
