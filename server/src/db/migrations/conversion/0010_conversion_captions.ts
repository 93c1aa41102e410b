// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // What the captions job learnt about a media request: the kind of player it needs, its
    // length, and the engine that made its captions (said on the transcript page).
    await db.schema
      .createTable('caption_media')
      .addColumn('request_id', 'text', (c) =>
        c.primaryKey().references('conversion_requests.id').onDelete('cascade'),
      )
      .addColumn('media_kind', 'text', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('engine_id', 'text')
      .addColumn('engine_label', 'text')
      .execute();
    // What the engine heard in each stretch of audio, kept as it goes: a job that is restarted
    // (a crash, a deploy) carries on from the last stretch instead of starting again.
    await db.schema
      .createTable('caption_chunks')
      .addColumn('request_id', 'text', (c) =>
        c.notNull().references('conversion_requests.id').onDelete('cascade'),
      )
      .addColumn('chunk_index', 'integer', (c) => c.notNull())
      .addColumn('engine_id', 'text', (c) => c.notNull())
      .addColumn('start_ms', 'integer', (c) => c.notNull())
      .addColumn('end_ms', 'integer', (c) => c.notNull())
      // JSON: the Recognition (words or segments, seconds from the chunk's start).
      .addColumn('recognition', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('caption_chunks_pk', ['request_id', 'chunk_index'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('caption_chunks').ifExists().execute();
    await db.schema.dropTable('caption_media').ifExists().execute();
  },
};
