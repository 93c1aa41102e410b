// Shipped: never edit. A change to this table is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    // The list (newest first) and the unread count, both per user.
    await db.schema
      .createIndex('notifications_user_created')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('notifications_user_read')
      .on('notifications')
      .columns(['user_id', 'read_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notifications').ifExists().execute();
  },
};
