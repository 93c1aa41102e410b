// The one "contains" search: LIKE's own characters in what a person types are found as text on
// SQLite too, which has no default LIKE escape (before, "50%" found nothing and "_" any character).
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { searchTextContains } from '../src/db/search';

interface Rows {
  items: { search_text: string };
}

describe('searchTextContains', () => {
  const db = new Kysely<Rows>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
  });

  beforeAll(async () => {
    await db.schema.createTable('items').addColumn('search_text', 'text').execute();
    await db
      .insertInto('items')
      .values(
        ['50% off', '500 offers', 'a_b', 'axb', 'back\\slash', 'plain'].map((search_text) => ({
          search_text,
        })),
      )
      .execute();
  });
  afterAll(() => db.destroy());

  const found = async (text: string) =>
    (await db.selectFrom('items').select('search_text').where(searchTextContains(text)).execute())
      .map((row) => row.search_text)
      .sort();

  it('takes %, _ and \\ literally, and ignores case', async () => {
    expect(await found('50%')).toEqual(['50% off']);
    expect(await found('a_b')).toEqual(['a_b']);
    expect(await found('\\')).toEqual(['back\\slash']);
    expect(await found('AXB')).toEqual(['axb']);
    expect(await found('off')).toEqual(['50% off', '500 offers']);
  });
});
