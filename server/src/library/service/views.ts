// The library's rows as the API shows them: books with their chapter counts, ratings and
// format links, saved places and sentence timings, times in seconds.
import type {
  Book,
  BookFormatLink,
  BookProgress,
  SentenceTiming,
} from '@nclude/shared/api-schemas';
import type { Db } from '../../db';
import type { LibraryBooksTable, LibraryProgressTable } from '../../db/schema';
import { formatUrl, offeredFormats } from '../formats';

export type BookRow = LibraryBooksTable;

export function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

export function progressView(row: LibraryProgressTable): BookProgress {
  return { index: row.position, offsetSeconds: seconds(row.offset_ms), updatedAt: row.updated_at };
}

/** Stored sentence timings ({from, to, startMs, endMs}) as the API gives them, in seconds. */
export function sentenceTimings(json: string): SentenceTiming[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const timings: SentenceTiming[] = [];
  for (const item of parsed as Record<string, unknown>[]) {
    const { from, to, startMs, endMs } = item ?? {};
    if (
      typeof from !== 'number' ||
      typeof to !== 'number' ||
      typeof startMs !== 'number' ||
      typeof endMs !== 'number'
    )
      continue;
    timings.push({ from, to, startSeconds: seconds(startMs), endSeconds: seconds(endMs) });
  }
  return timings;
}

/** Books as the API shows them: with chapter counts, ratings and formats, in one go. */
export async function bookViews(db: Db, rows: BookRow[]): Promise<Book[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [chapters, ratings, formats] = await Promise.all([
    db
      .selectFrom('library_sections')
      .select((eb) => ['book_id', eb.fn.count<number | string>('chapter_index').distinct().as('n')])
      .where('book_id', 'in', ids)
      .groupBy('book_id')
      .execute(),
    db
      .selectFrom('library_reviews')
      .select((eb) => [
        'book_id',
        eb.fn.avg<number | string>('rating').as('average'),
        eb.fn.countAll<number | string>().as('n'),
      ])
      .where('book_id', 'in', ids)
      .groupBy('book_id')
      .execute(),
    db
      .selectFrom('library_formats')
      .select(['book_id', 'format_type', 'created_at'])
      .where('book_id', 'in', ids)
      .where('storage_key', 'is not', null)
      .execute(),
  ]);
  const chapterCount = new Map(chapters.map((row) => [row.book_id, Number(row.n)]));
  const rating = new Map(
    ratings.map((row) => [row.book_id, { average: Number(row.average), count: Number(row.n) }]),
  );
  // A file built before the book last changed is rebuilt on the next request, so it has no link.
  const updated = new Map(rows.map((row) => [row.id, row.updated_at]));
  const built = new Set(
    formats
      .filter((row) => row.created_at >= (updated.get(row.book_id) ?? ''))
      .map((row) => `${row.book_id}/${row.format_type}`),
  );
  return rows.map((row) => {
    const reviews = rating.get(row.id);
    const links: BookFormatLink[] = offeredFormats(row.collection).map((formatType) => ({
      formatType,
      url: built.has(`${row.id}/${formatType}`) ? formatUrl(row.id, formatType) : null,
    }));
    return {
      _id: row.id,
      bookName: row.title,
      title: row.title,
      author: row.author,
      category: row.category,
      language: row.language,
      bookAwsName: row.slug,
      collection: row.collection,
      description: row.description,
      copyright: row.copyright,
      formats: links,
      chapterCount: chapterCount.get(row.id) ?? 0,
      sectionCount: row.section_count,
      durationSeconds: seconds(row.duration_ms),
      averageRating: reviews ? Math.round(reviews.average * 100) / 100 : null,
      reviewCount: reviews?.count ?? 0,
    };
  });
}
