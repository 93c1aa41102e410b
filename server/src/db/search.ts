// The one "contains" search over an area's lower-cased search_text column.
import { sql, type RawBuilder } from 'kysely';

/**
 * `search_text` contains `text`, case-insensitively. `%`, `_` and `\` in the text are taken
 * literally on both databases: the ESCAPE clause is needed because SQLite, unlike PostgreSQL,
 * has no default escape character for LIKE.
 */
export function searchTextContains(text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLocaleLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`search_text like ${pattern} escape '\\'`;
}
