// Shipped: never edit. A change to these tables is a new migration (see server/README.md).
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
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
};
