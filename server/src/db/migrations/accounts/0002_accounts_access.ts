// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
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
};
