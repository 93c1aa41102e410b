// The library for its readers: categories per language, the browse list with search, category
// and collection lists, a book with its chapters and sections, the player's audio (a section by
// index, the next or previous one, or where the reader stopped, with the offset to start at), the
// section's text with sentence timings, the saved place per reader and book (across devices), the
// book shelf and reviews. Only books whose ingestion finished (status 'ready') are ever shown.
import { LIBRARY_SCOPE } from '@nclude/shared/contracts';
import type {
  Book,
  BooksPage,
  Chapter,
  ListenReply,
  ProgressBody,
  Review,
  ReviewBody,
  ReviewsReply,
  SectionTextReply,
  ShelfReply,
} from '@nclude/shared/api-schemas';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type {
  LibraryCollection,
  LibraryLanguage,
  LibraryProgressTable,
  LibrarySectionsTable,
} from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../errors';
import type { RangedFile } from '../../http-range';
import { orderedId } from '../../ordered-id';
import { checkMediaToken, signMediaToken } from '../../signed-token';
import type { FileStorage } from '../../storage/storage';
import { libraryText } from '../messages';
import { searchTextContains } from '../../db/search';
import { bookReviews } from './reviews';
import { readerShelf } from './shelf';
import { bookViews, progressView, seconds, sentenceTimings, type BookRow } from './views';

/** How long the play page's audio addresses work; the page asks for a new token after. */
export const AUDIO_TOKEN_MS = 2 * 3_600_000;
/** Slack on a saved offset: players report the end of a section a little past its duration. */
const OFFSET_SLACK_MS = 1_000;
/** No list holds this many books: a page past it is empty. */
const MAX_OFFSET = 1_000_000_000;

export interface LibraryDependencies {
  db: Db;
  /** Where the sections' MP3s are (their `audio_key`s). */
  storage: FileStorage;
  clock: Clock;
  /** Signs the audio tokens (the server's JWT secret). */
  secret: string;
}

export interface Paging {
  page: number;
  limit: number;
}

/** Which section the player asks for. */
export type SectionChoice =
  | { kind: 'index'; index: number }
  | { kind: 'next' }
  | { kind: 'prev' }
  /** Where the reader stopped (the first section when they have not started). */
  | { kind: 'resume' };

/** A section's audio for the player, and the second to start at (the spec's clip-begin). */
export interface SectionAudio {
  index: number;
  clipBeginSeconds: number;
  file: RangedFile;
}

export class LibraryService {
  private readonly db: Db;
  private readonly storage: FileStorage;
  private readonly clock: Clock;
  private readonly secret: string;

  constructor(deps: LibraryDependencies) {
    this.db = deps.db;
    this.storage = deps.storage;
    this.clock = deps.clock;
    this.secret = deps.secret;
  }

  private readyBooks() {
    return this.db.selectFrom('library_books').where('status', '=', 'ready');
  }

  /** The categories of the main list in `language` (collections have their own), by name. */
  async categories(language: LibraryLanguage): Promise<string[]> {
    const rows = await this.readyBooks()
      .select('category')
      .distinct()
      .where('language', '=', language)
      .where('collection', 'is', null)
      .execute();
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    return rows.map((row) => row.category).sort(collator.compare);
  }

  /** The browse list: every book, or those whose title, author or category holds `search`. */
  async browse(
    query: Paging & { search?: string; language?: LibraryLanguage },
  ): Promise<BooksPage> {
    const search = query.search?.trim() ?? '';
    let base = this.readyBooks();
    if (query.language) base = base.where('language', '=', query.language);
    if (search !== '') base = base.where(searchTextContains(search));
    return this.page(base, query);
  }

  /** A category's books of the main list (the spec's books by category and language). */
  async categoryBooks(
    query: Paging & { category: string; language?: LibraryLanguage },
  ): Promise<BooksPage> {
    let base = this.readyBooks()
      .where('category', '=', query.category)
      .where('collection', 'is', null);
    if (query.language) base = base.where('language', '=', query.language);
    return this.page(base, query);
  }

  /** One collection's books ("Nclude Books", "Telangana Books"). */
  async collectionBooks(
    collection: LibraryCollection,
    query: Paging & { category?: string; language?: LibraryLanguage },
  ): Promise<BooksPage> {
    let base = this.readyBooks().where('collection', '=', collection);
    if (query.category) base = base.where('category', '=', query.category);
    if (query.language) base = base.where('language', '=', query.language);
    return this.page(base, query);
  }

  private async page(
    base: ReturnType<LibraryService['readyBooks']>,
    { page, limit }: Paging,
  ): Promise<BooksPage> {
    const offset = (page - 1) * limit;
    // A page far past any list is empty (and such an offset is more than PostgreSQL reads).
    if (offset > MAX_OFFSET) {
      const total = await base
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return { books: [], totalBooks: Number(total.n) };
    }
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('title').orderBy('id').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { books: await this.views(rows), totalBooks: Number(total.n) };
  }

  /** Books as the API shows them (see bookViews). */
  private views(rows: BookRow[]): Promise<Book[]> {
    return bookViews(this.db, rows);
  }

  /** A ready book by its address name (the spec's bookAwsName), or 404. */
  async bookRow(slug: string): Promise<BookRow> {
    const row = await this.readyBooks().selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row) throw notFound(libraryText('bookNotFound'));
    return row;
  }

  private async bookRowById(bookId: string): Promise<BookRow> {
    const row = await this.readyBooks().selectAll().where('id', '=', bookId).executeTakeFirst();
    if (!row) throw notFound(libraryText('bookNotFound'));
    return row;
  }

  async book(slug: string): Promise<Book> {
    const [view] = await this.views([await this.bookRow(slug)]);
    return view!;
  }

  private sections(bookId: string) {
    return this.db.selectFrom('library_sections').where('book_id', '=', bookId).orderBy('position');
  }

  /** The book's chapters: the runs of sections with one chapter_index, in reading order. */
  private async chaptersOf(bookId: string): Promise<Chapter[]> {
    const rows = await this.sections(bookId)
      .select(['position', 'chapter_index', 'chapter_title', 'title', 'duration_ms'])
      .execute();
    const chapters: Chapter[] = [];
    for (const row of rows) {
      let chapter = chapters.at(-1);
      if (!chapter || chapter.index !== row.chapter_index) {
        chapter = { index: row.chapter_index, title: row.chapter_title, sections: [] };
        chapters.push(chapter);
      }
      chapter.sections.push({
        index: row.position,
        title: row.title,
        durationSeconds: seconds(row.duration_ms),
      });
    }
    return chapters;
  }

  async topics(slug: string): Promise<Chapter[]> {
    return this.chaptersOf((await this.bookRow(slug)).id);
  }

  private async progressRow(
    userId: string,
    bookId: string,
  ): Promise<LibraryProgressTable | undefined> {
    return this.db
      .selectFrom('library_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
  }

  /** The play page's data: the book, its chapters, where the reader stopped and audio access. */
  async listen(userId: string, slug: string): Promise<ListenReply> {
    const row = await this.bookRow(slug);
    const [views, chapters, progress] = await Promise.all([
      this.views([row]),
      this.chaptersOf(row.id),
      this.progressRow(userId, row.id),
    ]);
    const expires = this.clock.now().getTime() + AUDIO_TOKEN_MS;
    return {
      book: views[0]!,
      chapters,
      progress: progress ? progressView(progress) : null,
      audioToken: signMediaToken(this.secret, audioSubject(row.id), userId, expires),
      expiresAt: new Date(expires).toISOString(),
    };
  }

  /**
   * The book and reader an audio address's token stands for: 404 when it is not a token for
   * this book (forged, another book's, or a book that is not there: the same answer, so probing
   * addresses tells nothing), 410 once expired (the page asks for a new one), 403 when the
   * account has lost the library scope since.
   */
  async tokenReader(slug: string, token: string): Promise<{ book: BookRow; userId: string }> {
    const book = await this.readyBooks().selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!book) throw notFound(libraryText('linkExpired'));
    const check = checkMediaToken(
      this.secret,
      audioSubject(book.id),
      token,
      this.clock.now().getTime(),
    );
    if (!check.ok)
      throw check.reason === 'expired'
        ? new HttpError(410, libraryText('linkExpired'))
        : notFound(libraryText('linkExpired'));
    const user = await this.db
      .selectFrom('users')
      .select('scope')
      .where('id', '=', check.userId)
      .executeTakeFirst();
    if (!user) throw notFound(libraryText('linkExpired'));
    if (user.scope !== LIBRARY_SCOPE) throw new HttpError(403, libraryText('scopeRequired'));
    return { book, userId: check.userId };
  }

  /**
   * The section the player asks for, with the second to start at: the saved offset when the
   * reader's place is in it, else 0. `next` and `prev` step from the saved section (the first
   * when none) and save the new place at its start; 404 with the spec's text past either end.
   * `step` says what a next/prev request is: `move` (a first request), `peek` (HEAD: the same
   * section, nothing saved) or `continue` (a player's later Range request for the answer it is
   * playing, after the place moved: the saved section again, not one more step).
   */
  async sectionAudio(
    userId: string,
    book: BookRow,
    choice: SectionChoice,
    step: 'move' | 'peek' | 'continue',
  ): Promise<SectionAudio> {
    const [progress, countRow] = await Promise.all([
      this.progressRow(userId, book.id),
      this.sections(book.id)
        .clearOrderBy()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const count = Number(countRow.n);
    const saved = progress && progress.position < count ? progress : undefined;
    const stepping = choice.kind === 'next' || choice.kind === 'prev';
    let index: number;
    if (choice.kind === 'index') index = choice.index;
    else if (choice.kind === 'resume' || step === 'continue') index = saved?.position ?? 0;
    else index = (saved?.position ?? 0) + (choice.kind === 'next' ? 1 : -1);
    if (index < 0 || index >= count) throw notFound(libraryText('noMoreSections'));
    const section = await this.sections(book.id)
      .select(['position', 'audio_key', 'audio_bytes'])
      .where('position', '=', index)
      .executeTakeFirstOrThrow();
    if (!section.audio_key) throw notFound(libraryText('audioMissing'));
    if (stepping && step === 'move') await this.saveProgressRow(userId, book.id, index, 0);
    // A step starts its section from the beginning; anything else resumes a saved offset in it.
    const clipBeginMs = !stepping && saved?.position === index ? saved.offset_ms : 0;
    const key = section.audio_key;
    return {
      index,
      clipBeginSeconds: seconds(clipBeginMs),
      file: {
        size: section.audio_bytes,
        contentType: 'audio/mpeg',
        open: (range) => this.storage.get(key, range),
      },
    };
  }

  /** A section's text with its sentences' timings, for follow-along. */
  async sectionText(slug: string, index: number): Promise<SectionTextReply> {
    const book = await this.bookRow(slug);
    if (index >= book.section_count) throw notFound(libraryText('sectionNotFound', { index }));
    const section = await this.sections(book.id)
      .select(['position', 'title', 'text', 'sentences'])
      .where('position', '=', index)
      .executeTakeFirst();
    if (!section) throw notFound(libraryText('sectionNotFound', { index }));
    return {
      index: section.position,
      title: section.title,
      text: section.text,
      sentences: sentenceTimings(section.sentences),
    };
  }

  /** Saves where the reader is (the player sends it every few seconds and on pause). */
  async saveProgress(userId: string, slug: string, body: ProgressBody): Promise<void> {
    const book = await this.bookRow(slug);
    const section: Pick<LibrarySectionsTable, 'duration_ms'> | undefined =
      body.index < book.section_count
        ? await this.sections(book.id)
            .select('duration_ms')
            .where('position', '=', body.index)
            .executeTakeFirst()
        : undefined;
    if (!section)
      throw badRequest(
        libraryText('progressIndex', {
          count: book.section_count,
          last: Math.max(0, book.section_count - 1),
          index: body.index,
        }),
      );
    const offsetMs = Math.round(body.offsetSeconds * 1000);
    if (offsetMs > section.duration_ms + OFFSET_SLACK_MS)
      throw badRequest(
        libraryText('progressOffset', {
          index: body.index,
          duration: seconds(section.duration_ms),
          offset: body.offsetSeconds,
        }),
      );
    await this.saveProgressRow(
      userId,
      book.id,
      body.index,
      Math.min(offsetMs, section.duration_ms),
    );
  }

  private async saveProgressRow(
    userId: string,
    bookId: string,
    position: number,
    offsetMs: number,
  ): Promise<void> {
    const values = {
      position,
      offset_ms: offsetMs,
      updated_at: this.clock.now().toISOString(),
    };
    await this.db
      .insertInto('library_progress')
      .values({ user_id: userId, book_id: bookId, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet(values))
      .execute();
  }

  /** The reader's books with their place, most recently listened first. */
  async shelf(userId: string): Promise<ShelfReply> {
    return readerShelf(this.db, userId);
  }

  /** Saves the reader's review of a book: one per reader and book, a second one edits it. */
  async addReview(userId: string, body: ReviewBody): Promise<Review> {
    const book = await this.bookRowById(body.bookId);
    const now = this.clock.now().toISOString();
    const comment = body.comment?.trim() ?? '';
    await this.db
      .insertInto('library_reviews')
      .values({
        id: orderedId(),
        book_id: book.id,
        user_id: userId,
        rating: body.rating,
        comment,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['book_id', 'user_id'])
          .doUpdateSet({ rating: body.rating, comment, updated_at: now }),
      )
      .execute();
    const { mine } = await this.reviews(userId, book.id);
    return mine!;
  }

  /** A book's reviews: the average, the reader's own and the others', newest first. */
  async reviews(userId: string, bookId: string): Promise<ReviewsReply> {
    const book = await this.bookRowById(bookId);
    return bookReviews(this.db, userId, book.id);
  }
}

/** What an audio token opens: one book's sections. */
function audioSubject(bookId: string): string {
  return `library:audio:${bookId}`;
}
