// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Feeds polled on a schedule. `local` sources may reach loopback and private addresses
    // (development and tests); `from_config` ones are seeded at start (NEWS_SOURCES, samples).
    await db.schema
      .createTable('news_sources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('url', 'text', (c) => c.notNull().unique())
      .addColumn('language', 'text', (c) => c.notNull())
      // JSON list of category names, as the administrator wrote them.
      .addColumn('categories', 'text', (c) => c.notNull())
      .addColumn('interval_minutes', 'integer', (c) => c.notNull())
      .addColumn('paused', 'integer', (c) => c.notNull())
      .addColumn('local', 'integer', (c) => c.notNull())
      .addColumn('from_config', 'integer', (c) => c.notNull())
      // The validators of the last successful fetch, sent back as If-None-Match/If-Modified-Since.
      .addColumn('etag', 'text')
      .addColumn('last_modified', 'text')
      .addColumn('last_polled_at', 'text')
      .addColumn('last_success_at', 'text')
      .addColumn('last_error', 'text')
      // Polls failed in a row: the next waits longer (backoff).
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('next_poll_at', 'text', (c) => c.notNull())
      // The poll job queued or running, claimed by one conditional write.
      .addColumn('job_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('news_articles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('source_id', 'text', (c) =>
        c.notNull().references('news_sources.id').onDelete('cascade'),
      )
      // The feed's id of the item (or its link when it has none): dedupe within a source.
      .addColumn('guid', 'text', (c) => c.notNull())
      // The canonical form of its link: dedupe across sources and GUID changes.
      .addColumn('url_key', 'text')
      .addColumn('url', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body_html', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text')
      .addColumn('image_alt', 'text')
      // FileStorage keys of the fetched image and of the article read aloud, once made.
      .addColumn('image_key', 'text')
      .addColumn('image_type', 'text')
      .addColumn('image_bytes', 'integer')
      .addColumn('audio_key', 'text')
      .addColumn('audio_bytes', 'integer')
      .addColumn('authors', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      // Lower-cased title and body text: the reader's search.
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('news_articles_guid')
      .on('news_articles')
      .columns(['source_id', 'guid'])
      .unique()
      .execute();
    await db.schema
      .createIndex('news_articles_url')
      .on('news_articles')
      .column('url_key')
      .execute();
    // The list: newest first within a language, optionally one source and category.
    await db.schema
      .createIndex('news_articles_list')
      .on('news_articles')
      .columns(['language', 'published_at', 'id'])
      .execute();
    await db.schema
      .createIndex('news_articles_source_list')
      .on('news_articles')
      .columns(['source_id', 'published_at', 'id'])
      .execute();
    await db.schema
      .createIndex('news_articles_category_list')
      .on('news_articles')
      .columns(['source_id', 'category', 'published_at', 'id'])
      .execute();
    await db.schema
      .createTable('news_reads')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('article_id', 'text', (c) =>
        c.notNull().references('news_articles.id').onDelete('cascade'),
      )
      .addColumn('read_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('news_reads_pk', ['user_id', 'article_id'])
      .execute();
    await db.schema
      .createIndex('news_reads_article')
      .on('news_reads')
      .column('article_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('news_reads').execute();
    await db.schema.dropTable('news_articles').execute();
    await db.schema.dropTable('news_sources').execute();
  },
};
