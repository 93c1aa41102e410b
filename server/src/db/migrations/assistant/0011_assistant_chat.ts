// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A person's conversations with one assistant, to continue or delete later.
    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_user_id', 'text', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('assistant', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The list: a person's conversations with an assistant, most recent first.
    await db.schema
      .createIndex('chat_conversations_owner')
      .on('chat_conversations')
      .columns(['owner_user_id', 'assistant', 'updated_at'])
      .execute();
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) =>
        c.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      // JSON: [{title, url}] of the documents the reply drew on.
      .addColumn('sources', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_messages_conversation')
      .on('chat_messages')
      .columns(['conversation_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_messages').ifExists().execute();
    await db.schema.dropTable('chat_conversations').ifExists().execute();
  },
};
