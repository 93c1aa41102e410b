// Writing the library: a book's row, its sections in reading order, each section's audio as it is
// made, and the book's status ('ingesting' while its job runs, then 'ready' or 'failed' with the
// reason). The ingest job, the CLI and the seed all write through here; the API only reads.
import { randomUUID } from 'node:crypto';
import { BOOK_SLUG_MAX } from '@nclude/shared/validation';
import type { Db } from '../db';
import type { LibraryBooksTable, LibraryCollection, LibraryLanguage } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import type { SectionAudio } from './synthesis';

export interface BookDetails {
  title: string;
  author: string;
  language: LibraryLanguage;
  category: string;
  collection: LibraryCollection | null;
  description: string;
  copyright: string;
}

/** A section as the reader made it, in reading order. */
export interface SectionPlan {
  chapterIndex: number;
  chapterTitle: string;
  title: string;
  text: string;
}

export interface StoredSection extends SectionPlan {
  position: number;
  audioKey: string | null;
}

function searchText(details: Pick<BookDetails, 'title' | 'author' | 'category'>): string {
  return `${details.title}\n${details.author}\n${details.category}`.toLocaleLowerCase();
}

/** "The River's Song" → "the-rivers-song"; a title without Latin letters gives "book". */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > BOOK_SLUG_MAX - 8) break;
    slug = next;
  }
  return slug || 'book';
}

/** `wanted`, or `wanted-2`, `wanted-3`… : the first that no book has. */
async function freeSlug(db: Db, wanted: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom('library_books')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', wanted), eb('slug', 'like', `${wanted}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

export interface CreateBookOptions extends BookDetails {
  /** The address name; made from the title when absent (unique either way). */
  slug?: string;
  jobId?: string | null;
  sample?: boolean;
  now?: Date;
}

/** A new book, 'ingesting' until its sections have audio. */
export async function createBook(
  db: Db,
  options: CreateBookOptions,
): Promise<Pick<LibraryBooksTable, 'id' | 'slug'>> {
  const id = randomUUID();
  const slug = await freeSlug(db, options.slug ?? slugOf(options.title));
  const now = (options.now ?? new Date()).toISOString();
  await db
    .insertInto('library_books')
    .values({
      id,
      slug,
      title: options.title,
      author: options.author,
      language: options.language,
      category: options.category,
      collection: options.collection,
      description: options.description,
      copyright: options.copyright,
      status: 'ingesting',
      job_id: options.jobId ?? null,
      error: null,
      section_count: 0,
      duration_ms: 0,
      search_text: searchText(options),
      sample: options.sample ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, slug };
}

export async function bookById(db: Db, id: string): Promise<LibraryBooksTable | undefined> {
  return db.selectFrom('library_books').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function bookBySlug(db: Db, slug: string): Promise<LibraryBooksTable | undefined> {
  return db.selectFrom('library_books').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function bookByJob(db: Db, jobId: string): Promise<LibraryBooksTable | undefined> {
  return db.selectFrom('library_books').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

/** New details for a book being replaced (ingested again); it is 'ingesting' again. */
export async function updateBook(
  db: Db,
  id: string,
  details: BookDetails,
  jobId: string | null,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('library_books')
    .set({
      ...details,
      search_text: searchText(details),
      status: 'ingesting',
      job_id: jobId,
      error: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Makes the book's sections `plan`. A section whose place, titles and text are unchanged keeps
 * its audio with `keep` 'all' (the same job restarted carries on) or, with 'text', when it has
 * text (a book replaced: the same words read the same way; recordings without text may differ).
 * Every other section is written anew without audio, and the audio of sections replaced or
 * dropped is removed from storage.
 */
export async function replaceSections(
  db: Db,
  storage: FileStorage,
  bookId: string,
  plan: readonly SectionPlan[],
  keep: 'all' | 'text' | 'none',
): Promise<void> {
  const existing = await db
    .selectFrom('library_sections')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('position')
    .execute();
  const unchanged = (row: (typeof existing)[number]): boolean => {
    const wanted = plan[row.position];
    return (
      keep !== 'none' &&
      wanted !== undefined &&
      (keep === 'all' || wanted.text !== '') &&
      wanted.chapterIndex === row.chapter_index &&
      wanted.chapterTitle === row.chapter_title &&
      wanted.title === row.title &&
      wanted.text === row.text
    );
  };
  const kept = new Set(existing.filter(unchanged).map((row) => row.position));
  const stale = existing.filter((row) => !kept.has(row.position) && row.audio_key);
  await db.transaction().execute(async (trx) => {
    const gone = existing.filter((row) => !kept.has(row.position)).map((row) => row.position);
    for (let i = 0; i < gone.length; i += 500)
      await trx
        .deleteFrom('library_sections')
        .where('book_id', '=', bookId)
        .where('position', 'in', gone.slice(i, i + 500))
        .execute();
    const rows = plan
      .map((section, position) => ({ section, position }))
      .filter(({ position }) => !kept.has(position))
      .map(({ section, position }) => ({
        book_id: bookId,
        position,
        chapter_index: section.chapterIndex,
        chapter_title: section.chapterTitle,
        title: section.title,
        text: section.text,
        sentences: '[]',
        audio_key: null,
        audio_bytes: 0,
        duration_ms: 0,
      }));
    // In slices: SQLite takes at most 32,766 bound values in one statement.
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('library_sections')
        .values(rows.slice(i, i + 500))
        .execute();
    await trx
      .updateTable('library_books')
      .set({ section_count: plan.length })
      .where('id', '=', bookId)
      .execute();
  });
  for (const row of stale) if (row.audio_key) await storage.delete(row.audio_key);
}

/** The book's sections in reading order, with whether each has its audio yet. */
export async function sectionsOf(db: Db, bookId: string): Promise<StoredSection[]> {
  const rows = await db
    .selectFrom('library_sections')
    .select(['position', 'chapter_index', 'chapter_title', 'title', 'text', 'audio_key'])
    .where('book_id', '=', bookId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    position: row.position,
    chapterIndex: row.chapter_index,
    chapterTitle: row.chapter_title,
    title: row.title,
    text: row.text,
    audioKey: row.audio_key,
  }));
}

/**
 * Records a section's audio. Resolves false (and removes the new audio) when the section is no
 * longer there or already has audio (another run of the same job got there first).
 */
export async function setSectionAudio(
  db: Db,
  storage: FileStorage,
  bookId: string,
  position: number,
  audio: SectionAudio,
): Promise<boolean> {
  const result = await db
    .updateTable('library_sections')
    .set({
      audio_key: audio.key,
      audio_bytes: audio.bytes,
      duration_ms: audio.durationMs,
      sentences: JSON.stringify(audio.sentences),
    })
    .where('book_id', '=', bookId)
    .where('position', '=', position)
    .where('audio_key', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  await storage.delete(audio.key);
  return false;
}

/** The book is ready: every section has audio; its totals are summed from them. */
export async function markReady(db: Db, bookId: string, now = new Date()): Promise<void> {
  const totals = await db
    .selectFrom('library_sections')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('sections'),
      eb.fn.sum<number | string | null>('duration_ms').as('duration'),
    ])
    .where('book_id', '=', bookId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('library_books')
    .set({
      status: 'ready',
      error: null,
      section_count: Number(totals.sections),
      duration_ms: Number(totals.duration ?? 0),
      updated_at: now.toISOString(),
    })
    .where('id', '=', bookId)
    .execute();
}

export async function markFailed(
  db: Db,
  bookId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('library_books')
    .set({ status: 'failed', error: reason, updated_at: now.toISOString() })
    .where('id', '=', bookId)
    .execute();
}

/** Removes a book, its rows (cascade) and its sections' audio. */
export async function deleteBook(db: Db, storage: FileStorage, bookId: string): Promise<void> {
  const keys = await db
    .selectFrom('library_sections')
    .select('audio_key')
    .where('book_id', '=', bookId)
    .where('audio_key', 'is not', null)
    .execute();
  await db.deleteFrom('library_sections').where('book_id', '=', bookId).execute();
  await db.deleteFrom('library_books').where('id', '=', bookId).execute();
  for (const row of keys) if (row.audio_key) await storage.delete(row.audio_key);
}
