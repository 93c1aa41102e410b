// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A user's conversion requests (documents now, media next): what they uploaded and asked
    // for, the job doing it, and the file it made. The job row holds state and progress.
    await db.schema
      .createTable('conversion_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_user_id', 'text', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('source_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('result_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('job_id', 'text')
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('tag', 'text')
      // Lower-cased file name and tag, for a case-insensitive search in every language.
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('output_format', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      // The owner's interface language when they asked: stage texts, failures and the
      // notification are written in it.
      .addColumn('ui_language', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('conversion_requests_owner')
      .on('conversion_requests')
      .columns(['owner_user_id', 'kind', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('conversion_requests').ifExists().execute();
  },
};
