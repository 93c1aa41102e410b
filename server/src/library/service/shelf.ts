// The reader's shelf: the books they have started, with their place and how much of each book
// lies before it.
import type { ShelfReply } from '@nclude/shared/api-schemas';
import type { Db } from '../../db';
import { libraryText } from '../messages';
import { bookViews, progressView } from './views';

/** The reader's books with their place, most recently listened first. */
export async function readerShelf(db: Db, userId: string): Promise<ShelfReply> {
  const rows = await db
    .selectFrom('library_progress as p')
    .innerJoin('library_books as b', 'b.id', 'p.book_id')
    .selectAll('b')
    .select([
      'p.position as p_position',
      'p.offset_ms as p_offset_ms',
      'p.updated_at as p_updated_at',
    ])
    .where('p.user_id', '=', userId)
    .where('b.status', '=', 'ready')
    .orderBy('p.updated_at', 'desc')
    .orderBy('b.title')
    .execute();
  if (rows.length === 0) return { success: true, books: [], message: libraryText('shelfEmpty') };
  // Each book's length and the part before the saved place, from its sections' durations.
  const lengths = await db
    .selectFrom('library_sections as s')
    .innerJoin('library_progress as p', (join) =>
      join.onRef('p.book_id', '=', 's.book_id').on('p.user_id', '=', userId),
    )
    .select((eb) => [
      's.book_id',
      eb.fn.sum<number | string>('s.duration_ms').as('total'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when('s.position', '<', eb.ref('p.position'))
            .then(eb.ref('s.duration_ms'))
            .else(0)
            .end(),
        )
        .as('before'),
    ])
    .groupBy('s.book_id')
    .execute();
  const length = new Map(
    lengths.map((row) => [row.book_id, { total: Number(row.total), before: Number(row.before) }]),
  );
  const views = await bookViews(db, rows);
  const books = rows.map((row, i) => {
    const measured = length.get(row.id);
    const total = measured?.total ?? 0;
    const listened = (measured?.before ?? 0) + row.p_offset_ms;
    return {
      ...views[i]!,
      progress: progressView({
        user_id: userId,
        book_id: row.id,
        position: row.p_position,
        offset_ms: row.p_offset_ms,
        updated_at: row.p_updated_at,
      }),
      fractionListened: total > 0 ? Math.min(1, Math.max(0, listened / total)) : 0,
    };
  });
  return { success: true, books, message: libraryText('shelfBooks', { count: books.length }) };
}
