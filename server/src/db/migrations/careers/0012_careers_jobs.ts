// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Job postings, from imports, administrators and the sample catalogue. A posting keeps its
    // source's id, so a feed imported again updates it instead of adding a copy.
    await db.schema
      .createTable('job_postings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('job_category', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('logo_url', 'text')
      .addColumn('job_detail_link', 'text')
      .addColumn('job_nature', 'text', (c) => c.notNull())
      .addColumn('work_experience', 'text', (c) => c.notNull())
      .addColumn('required_education', 'text', (c) => c.notNull())
      .addColumn('responsibilities', 'text', (c) => c.notNull())
      .addColumn('min_qualification', 'text', (c) => c.notNull())
      .addColumn('pref_qualification', 'text', (c) => c.notNull())
      .addColumn('about_job', 'text', (c) => c.notNull())
      .addColumn('pwd_details', 'text', (c) => c.notNull())
      // JSON lists: the disabilities the role suits; accommodations offered.
      .addColumn('suitable_for', 'text', (c) => c.notNull())
      .addColumn('accommodations', 'text', (c) => c.notNull())
      .addColumn('posted_on', 'text', (c) => c.notNull())
      .addColumn('closes_on', 'text')
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('sample', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // Lower-cased company, title, responsibilities and address: the list's search.
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('job_postings_source_external', ['source', 'external_id'])
      .execute();
    // The list: open postings of a category, newest first.
    await db.schema
      .createIndex('job_postings_list')
      .on('job_postings')
      .columns(['status', 'job_category', 'posted_on', 'id'])
      .execute();
    // Which postings a person has opened (the spec's read marking, kept on the server).
    await db.schema
      .createTable('job_reads')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('job_id', 'text', (c) =>
        c.notNull().references('job_postings.id').onDelete('cascade'),
      )
      .addColumn('read_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('job_reads_pk', ['user_id', 'job_id'])
      .execute();
    // Applications: one per person and posting, with what was shared with the employer.
    await db.schema
      .createTable('job_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('job_id', 'text', (c) =>
        c.notNull().references('job_postings.id').onDelete('cascade'),
      )
      // JSON: {name, email, phone, resume} as sent.
      .addColumn('shared', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('job_applications_once', ['user_id', 'job_id'])
      .execute();
    // The resume as the portal understood it, and whether the person has reviewed it.
    await db.schema
      .createTable('resume_profiles')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
      // The parse job, while there is one to follow.
      .addColumn('job_id', 'text')
      // JSON ParsedResume, or null before the first parse finishes.
      .addColumn('parsed', 'text')
      .addColumn('reviewed', 'integer', (c) => c.notNull())
      // When the person agreed to share their details with employers they apply to.
      .addColumn('consented_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('resume_profiles').ifExists().execute();
    await db.schema.dropTable('job_applications').ifExists().execute();
    await db.schema.dropTable('job_reads').ifExists().execute();
    await db.schema.dropTable('job_postings').ifExists().execute();
  },
};
