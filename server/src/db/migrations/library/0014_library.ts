// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Audiobooks. `slug` is the spec's bookAwsName: the book's name in addresses, never changed.
    await db.schema
      .createTable('library_books')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      // null, 'nclude' or 'telangana': the two collections with their own lists.
      .addColumn('collection', 'text')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('copyright', 'text', (c) => c.notNull())
      // 'ingesting' while its job runs, 'ready', or 'failed' with `error`.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('job_id', 'text')
      .addColumn('error', 'text')
      .addColumn('section_count', 'integer', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      // Lower-cased title, author and category: the browse list's search.
      .addColumn('search_text', 'text', (c) => c.notNull())
      // 1 for the seed library written for this project.
      .addColumn('sample', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('library_books_list')
      .on('library_books')
      .columns(['status', 'language', 'category', 'title'])
      .execute();
    // Sections (the spec's topics) in reading order; chapters are the runs of one chapter_index.
    await db.schema
      .createTable('library_sections')
      .addColumn('book_id', 'text', (c) =>
        c.notNull().references('library_books.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('chapter_index', 'integer', (c) => c.notNull())
      .addColumn('chapter_title', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      // What is read aloud, for follow-along; empty for books that came as audio alone.
      .addColumn('text', 'text', (c) => c.notNull())
      // JSON [{from, to, startMs, endMs}]: each sentence's characters in `text` and its time.
      .addColumn('sentences', 'text', (c) => c.notNull())
      // FileStorage key of the MP3, null until synthesised.
      .addColumn('audio_key', 'text')
      .addColumn('audio_bytes', 'integer', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('library_sections_pk', ['book_id', 'position'])
      .execute();
    // Where each person stopped in each book, across devices.
    await db.schema
      .createTable('library_progress')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('book_id', 'text', (c) =>
        c.notNull().references('library_books.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('offset_ms', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('library_progress_pk', ['user_id', 'book_id'])
      .execute();
    await db.schema
      .createIndex('library_progress_shelf')
      .on('library_progress')
      .columns(['user_id', 'updated_at'])
      .execute();
    // One review per person and book, editable.
    await db.schema
      .createTable('library_reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('book_id', 'text', (c) =>
        c.notNull().references('library_books.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('library_reviews_once', ['book_id', 'user_id'])
      .execute();
    // Download formats built on demand (docx, html, epub, mp3 zip) and kept.
    await db.schema
      .createTable('library_formats')
      .addColumn('book_id', 'text', (c) =>
        c.notNull().references('library_books.id').onDelete('cascade'),
      )
      .addColumn('format_type', 'text', (c) => c.notNull())
      .addColumn('job_id', 'text')
      // FileStorage key once built.
      .addColumn('storage_key', 'text')
      .addColumn('byte_size', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('library_formats_pk', ['book_id', 'format_type'])
      .execute();
    // The spec's "record download".
    await db.schema
      .createTable('library_downloads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('book_id', 'text', (c) =>
        c.notNull().references('library_books.id').onDelete('cascade'),
      )
      .addColumn('format_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'library_downloads',
      'library_formats',
      'library_reviews',
      'library_progress',
      'library_sections',
      'library_books',
    ])
      await db.schema.dropTable(table).execute();
  },
};
