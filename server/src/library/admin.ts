// The library's administration: a book uploaded is stored (FilesService, kind `book`), listed at
// once as 'ingesting' and read by the ingest job (owned by the administrator, so its progress
// reaches their page); every book is listed with its status and its job's progress; a failed one
// runs its job again; a deleted one goes with its audio, its built formats and its upload.
import type { AdminLibraryBook, AdminLibraryBooksReply } from '@nclude/shared/api-schemas';
import type { AuthenticatedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { LibraryBooksTable, LibraryCollection } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { JobRecord, JobService } from '../jobs/types';
import { currentLanguage } from '../language';
import type { FilesService, FileSource } from '../storage/files';
import type { FileStorage } from '../storage/storage';
import { libraryAdminText } from './admin-messages';
import type { LibraryFormats } from './formats';
import { checkedMetadata, LIBRARY_INGEST_JOB_KIND, type IngestJobInput } from './ingest/job';
import { IngestError } from './ingest/model';
import { bookById, bookBySlug, createBook, deleteBook, markFailed, slugOf } from './store';
import { searchTextContains } from '../db/search';

/** The upload form's text fields, as sent (empty means "from the file"). */
export interface UploadFields {
  category: string;
  collection?: string;
  language?: string;
  title?: string;
  author?: string;
  description?: string;
  copyright?: string;
  slug?: string;
}

export interface LibraryAdminDependencies {
  db: Db;
  storage: FileStorage;
  files: FilesService;
  jobs: JobService;
  formats: Pick<LibraryFormats, 'removeBookFormats'>;
  clock: Clock;
}

const ACTIVE = new Set(['queued', 'running']);

/** The upload's name without its extension: the title until the file says better. */
function nameTitle(fileName: string): string {
  return fileName.replace(/\.[^./]+$/, '').trim() || fileName;
}

function ingestInput(job: JobRecord | null): IngestJobInput | null {
  return job && job.kind === LIBRARY_INGEST_JOB_KIND ? (job.input as IngestJobInput) : null;
}

export class LibraryAdmin {
  constructor(private readonly deps: LibraryAdminDependencies) {}

  /** Stores the upload and starts reading it; a new book is listed at once. */
  async upload(
    session: AuthenticatedSession,
    file: FileSource | null,
    fields: UploadFields,
  ): Promise<{ jobId: string; bookId: string | null; message: string }> {
    if (!file || file.size === 0) throw badRequest(libraryAdminText('fileRequired'));
    let metadata;
    try {
      metadata = checkedMetadata({
        category: fields.category,
        collection: (fields.collection?.trim() || null) as LibraryCollection | null,
        language: (fields.language?.trim() || null) as 'en' | 'hi' | 'te' | null,
        title: fields.title ?? null,
        author: fields.author ?? null,
        description: fields.description ?? '',
        copyright: fields.copyright ?? '',
        slug: fields.slug?.trim() || null,
      });
    } catch (error) {
      if (error instanceof IngestError) throw badRequest(error.text());
      throw error;
    }
    const { db, files, jobs, clock } = this.deps;
    const fileId = await files.save('book', session.userId, file);
    const sourceName = (await files.describe(fileId))?.original_name ?? file.fileName;
    const replaced = metadata.slug ? await bookBySlug(db, metadata.slug) : undefined;
    // A new book gets its row now, so the list shows it while it waits and if reading fails; the
    // job finds it by its address name and fills in what the file says.
    const created = replaced
      ? null
      : await createBook(db, {
          title: metadata.title ?? nameTitle(sourceName),
          author: metadata.author ?? '',
          language: metadata.language ?? 'en',
          category: metadata.category,
          collection: metadata.collection,
          description: metadata.description,
          copyright: metadata.copyright,
          slug: metadata.slug ?? slugOf(metadata.title ?? nameTitle(sourceName)),
          jobId: null,
          now: clock.now(),
        });
    const input: IngestJobInput = {
      ...metadata,
      slug: created?.slug ?? metadata.slug,
      fileId,
      path: null,
      sourceName,
      uiLanguage: currentLanguage(),
    };
    let jobId: string;
    try {
      jobId = await jobs.enqueue({
        kind: LIBRARY_INGEST_JOB_KIND,
        ownerUserId: session.userId,
        input,
        language: currentLanguage(),
      });
    } catch (error) {
      if (created) await deleteBook(db, this.deps.storage, created.id);
      await files.remove(fileId);
      throw error;
    }
    if (created)
      // Only while no run has claimed the book yet (a fast job may already have).
      await db
        .updateTable('library_books')
        .set({ job_id: jobId })
        .where('id', '=', created.id)
        .where('job_id', 'is', null)
        .execute();
    const name = metadata.title ?? sourceName;
    return {
      jobId,
      bookId: created?.id ?? null,
      message: replaced
        ? libraryAdminText('bookReplacing', { name, title: replaced.title })
        : libraryAdminText('bookUploaded', { name }),
    };
  }

  /** Every book, newest first, with its status and its ingestion's progress. */
  async list(query: {
    page: number;
    limit: number;
    search: string;
    status: LibraryBooksTable['status'] | null;
  }): Promise<AdminLibraryBooksReply> {
    const search = query.search.trim();
    let select = this.deps.db.selectFrom('library_books');
    if (search) select = select.where(searchTextContains(search));
    if (query.status) select = select.where('status', '=', query.status);
    const [rows, total] = await Promise.all([
      select
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const books = await Promise.all(rows.map((row) => this.describe(row)));
    return { success: true, books, totalBooks: Number(total.n) };
  }

  private async job(book: LibraryBooksTable): Promise<JobRecord | null> {
    return book.job_id ? this.deps.jobs.get(book.job_id) : null;
  }

  private async describe(book: LibraryBooksTable): Promise<AdminLibraryBook> {
    const job = await this.job(book);
    const input = ingestInput(job);
    const running = job !== null && ACTIVE.has(job.state);
    // A job that ended without marking its book (a process killed at the wrong moment) is shown
    // as what it is.
    const ended = job !== null && (job.state === 'failed' || job.state === 'cancelled');
    const status = running
      ? 'ingesting'
      : book.status === 'ingesting' && ended
        ? 'failed'
        : book.status;
    return {
      _id: book.id,
      title: book.title,
      author: book.author,
      language: book.language,
      category: book.category,
      collection: book.collection,
      bookAwsName: book.slug,
      status,
      error: status === 'failed' ? (book.error ?? job?.error ?? '') : null,
      progress: running ? Math.round(job.progress) : null,
      stage: running ? job.stage : null,
      jobId: book.job_id,
      sourceName: input?.fileId ? input.sourceName : null,
      canRetry: status === 'failed' && ended && input !== null,
      sectionCount: book.section_count,
      durationSeconds: book.duration_ms / 1000,
      sample: book.sample === 1,
      createdAt: book.created_at,
      updatedAt: book.updated_at,
    };
  }

  private async found(bookId: string): Promise<LibraryBooksTable> {
    const book = await bookById(this.deps.db, bookId);
    if (!book) throw notFound(libraryAdminText('bookNotFound'));
    return book;
  }

  /** Removes the book, its sections' audio, its built formats and its upload; stops its job. */
  async remove(bookId: string): Promise<string> {
    const book = await this.found(bookId);
    const job = await this.job(book);
    if (job && ACTIVE.has(job.state)) await this.deps.jobs.cancel(job.id);
    await this.deps.formats.removeBookFormats(book.id);
    await deleteBook(this.deps.db, this.deps.storage, book.id);
    const fileId = ingestInput(job)?.fileId;
    if (fileId) await this.deps.files.remove(fileId);
    return libraryAdminText('bookDeleted', { title: book.title });
  }

  /** Runs a failed book's ingest job again, from the start. */
  async retry(bookId: string): Promise<string> {
    const book = await this.found(bookId);
    const described = await this.describe(book);
    if (described.status !== 'failed') throw conflict(libraryAdminText('notFailed'));
    if (!described.canRetry || !book.job_id) throw conflict(libraryAdminText('cannotRetry'));
    // Marked before the job is queued: a run that fails at once must not find it overwritten.
    await this.deps.db
      .updateTable('library_books')
      .set({ status: 'ingesting', error: null, updated_at: this.deps.clock.now().toISOString() })
      .where('id', '=', book.id)
      .execute();
    try {
      await this.deps.jobs.retry(book.job_id);
    } catch (error) {
      await markFailed(this.deps.db, book.id, described.error ?? '', this.deps.clock.now());
      throw error;
    }
    return libraryAdminText('bookRetried', { title: book.title });
  }
}
