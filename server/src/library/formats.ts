// A book's download formats, made on demand and kept: HTML, DOCX and EPUB from the sections' text
// through the converter's writers (the same accessible output as a converted PDF: real headings,
// language, navigation), and a zip of the sections' MP3s. Each is a job of the jobs runtime, one
// per book and format however many people ask at once; the file is stored once and served to
// everyone until the book changes (its `updated_at` moves past the file's `created_at`).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { Zip, ZipPassThrough } from 'fflate';
import type { LibraryCollection, LibraryFormat } from '@nclude/shared/validation';
import type { Language } from '@nclude/shared/contracts';
import type { Clock } from '../clock';
import {
  writeDocx,
  writeEpub,
  writeHtml,
  type DocumentModel,
  type PlacedBlock,
} from '../conversion';
import type { Db } from '../db';
import type { LibraryBooksTable, LibrarySectionsTable } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { PermanentJobError, type JobHandler, type JobService } from '../jobs/types';
import { newStorageKey, StoredFileMissingError, type FileStorage } from '../storage/storage';
import { libraryFormatText } from './format-messages';

export const LIBRARY_FORMAT_JOB_KIND = 'library-format';

/** Every format a book can be downloaded in, in the order the download dialog lists them. */
export const ALL_FORMATS: readonly LibraryFormat[] = ['docx', 'html', 'epub', 'mp3'];

/** The formats a book offers: Telangana Books come as MP3 only (the spec). */
export function offeredFormats(collection: LibraryCollection | null): readonly LibraryFormat[] {
  return collection === 'telangana' ? ['mp3'] : ALL_FORMATS;
}

/** The API address of a built format (GET with the bearer token). */
export function formatUrl(bookId: string, format: LibraryFormat): string {
  return `/v1/api/library/formats/${encodeURIComponent(bookId)}/${format}`;
}

const CONTENT_TYPES: Record<LibraryFormat, string> = {
  html: 'text/html; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  epub: 'application/epub+zip',
  mp3: 'application/zip',
};

/** Formats as people name them, in messages. */
export const FORMAT_LABELS: Record<LibraryFormat, string> = {
  html: 'HTML',
  docx: 'DOCX',
  epub: 'EPUB',
  mp3: 'MP3',
};

/** Characters no file system takes in a name, control characters, and runs of white space. */
function fileNamePart(text: string, max = 80): string {
  const clean = text
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return Array.from(clean).slice(0, max).join('').trim();
}

/** The name a downloaded format is saved under: the book's title and the format's extension. */
export function downloadFileName(title: string, format: LibraryFormat): string {
  const base = fileNamePart(title) || 'book';
  return format === 'mp3' ? `${base} (MP3).zip` : `${base}.${format}`;
}

/** "01-02 Chapter title - Section title.mp3": chapters and sections numbered from 1. */
export function sectionFileName(
  chapterNumber: number,
  sectionNumber: number,
  chapterTitle: string,
  sectionTitle: string,
): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const chapter = fileNamePart(chapterTitle, 60);
  const section = fileNamePart(sectionTitle, 60);
  const title = [chapter, section && section !== chapter ? section : '']
    .filter(Boolean)
    .join(' - ');
  return `${pad(chapterNumber)}-${pad(sectionNumber)}${title ? ` ${title}` : ''}.mp3`;
}

/** The few words a book's document adds of its own, in the book's language. */
const DOCUMENT_TEXTS: Record<Language, { byline: (author: string) => string; summary: string }> = {
  en: {
    byline: (author) => `By ${author}`,
    summary:
      'The text of an audiobook of the Nclude library, with its chapters and sections as headings for navigation.',
  },
  hi: {
    byline: (author) => `लेखक: ${author}`,
    summary:
      'Nclude पुस्तकालय की एक ऑडियो पुस्तक का पाठ, जिसके अध्याय और खंड नेविगेशन के लिए शीर्षकों के रूप में हैं।',
  },
  te: {
    byline: (author) => `రచయిత: ${author}`,
    summary: 'Nclude గ్రంథాలయంలోని ఒక ఆడియో పుస్తకం పాఠ్యం; దాని అధ్యాయాలు, విభాగాలు నావిగేషన్ కోసం శీర్షికలుగా ఉన్నాయి.',
  },
};

/** A section's text as paragraphs: blank lines part them, or single line breaks when it has none. */
function paragraphsOf(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (normalised === '') return [];
  const parts = /\n\s*\n/.test(normalised) ? normalised.split(/\n\s*\n/) : normalised.split('\n');
  return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

type BookRow = Pick<
  LibraryBooksTable,
  'id' | 'title' | 'author' | 'language' | 'description' | 'copyright'
>;
type SectionRow = Pick<LibrarySectionsTable, 'chapter_index' | 'chapter_title' | 'title' | 'text'>;

/**
 * A book as the converter's document model. `chapterLevel` 1 (EPUB) makes each chapter a content
 * document of its own after a title page; 2 (HTML, DOCX) keeps one top heading, the title. A
 * section gets a heading below its chapter's unless it is the chapter's only one and has no title
 * of its own.
 */
export function bookDocument(
  book: BookRow,
  sections: readonly SectionRow[],
  chapterLevel: 1 | 2,
): DocumentModel {
  const texts = DOCUMENT_TEXTS[book.language];
  const blocks: PlacedBlock[] = [];
  const heading = (level: number, text: string) =>
    blocks.push({ kind: 'heading', level, runs: [{ text }], page: 1 });
  const paragraph = (text: string) => blocks.push({ kind: 'paragraph', runs: [{ text }], page: 1 });
  heading(1, book.title);
  paragraph(texts.byline(book.author));
  if (book.description.trim()) paragraph(book.description.trim());
  paragraph(book.copyright);
  const chapters = new Map<number, SectionRow[]>();
  for (const section of sections) {
    const list = chapters.get(section.chapter_index) ?? [];
    list.push(section);
    chapters.set(section.chapter_index, list);
  }
  for (const chapterSections of chapters.values()) {
    const chapterTitle = chapterSections[0]!.chapter_title;
    heading(chapterLevel, chapterTitle);
    const ownHeadings =
      chapterSections.length > 1 ||
      (chapterSections[0]!.title.trim() !== '' && chapterSections[0]!.title !== chapterTitle);
    for (const section of chapterSections) {
      if (ownHeadings) heading(chapterLevel + 1, section.title.trim() || chapterTitle);
      for (const text of paragraphsOf(section.text)) paragraph(text);
    }
  }
  return {
    title: book.title,
    lang: book.language,
    blocks,
    pages: 1,
    ocrPages: 0,
    author: book.author,
    rights: book.copyright,
    summary: texts.summary,
  };
}

export interface FormatJobInput {
  [key: string]: string;
  bookId: string;
  formatType: LibraryFormat;
}

export interface FormatJobResult {
  [key: string]: string | number | boolean;
  built: boolean;
  bytes: number;
}

export type FormatRequestOutcome =
  | { state: 'ready'; formatType: LibraryFormat; url: string }
  | { state: 'building'; formatType: LibraryFormat; jobId: string };

export interface BuiltFormat {
  body: NodeJS.ReadableStream;
  bytes: number;
  contentType: string;
  fileName: string;
}

export interface LibraryFormatsDependencies {
  db: Db;
  storage: FileStorage;
  jobs: JobService;
  clock: Clock;
}

/** Books' download formats: asking for one, building it (the job), serving it, recording downloads. */
export class LibraryFormats {
  constructor(private readonly deps: LibraryFormatsDependencies) {}

  /** A ready book by id or by its name in addresses (slug); 404 when there is none. */
  async book(idOrSlug: string): Promise<LibraryBooksTable> {
    const book = await this.deps.db
      .selectFrom('library_books')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
      .executeTakeFirst();
    if (!book) throw notFound(libraryFormatText('bookNotFound'));
    if (book.status !== 'ready') throw conflict(libraryFormatText('bookNotReady'));
    return book;
  }

  private async checkOffered(book: LibraryBooksTable, format: LibraryFormat): Promise<void> {
    if (!offeredFormats(book.collection).includes(format))
      throw badRequest(libraryFormatText('telanganaMp3Only'));
    const sections = this.deps.db
      .selectFrom('library_sections')
      .where('book_id', '=', book.id)
      .select((eb) => eb.fn.countAll<number>().as('count'));
    if (format === 'mp3') {
      const missing = await sections.where('audio_key', 'is', null).executeTakeFirstOrThrow();
      if (Number(missing.count) > 0 || book.section_count === 0)
        throw conflict(libraryFormatText('bookHasNoAudio'));
    } else {
      const texts = await sections.where('text', '!=', '').executeTakeFirstOrThrow();
      if (Number(texts.count) === 0)
        throw conflict(libraryFormatText('bookHasNoText', { format: FORMAT_LABELS[format] }));
    }
  }

  private formatRow(bookId: string, format: LibraryFormat) {
    return this.deps.db
      .selectFrom('library_formats')
      .selectAll()
      .where('book_id', '=', bookId)
      .where('format_type', '=', format)
      .executeTakeFirst();
  }

  /**
   * The format if it is built and the book has not changed since; else the job building it, one
   * per book and format: a running one is shared, a new one is queued only by the caller that
   * wins the row (compare-and-set on its job id), the others drop theirs.
   */
  async request(
    bookId: string,
    format: LibraryFormat,
    ownerUserId: string,
    language: Language,
  ): Promise<FormatRequestOutcome> {
    const book = await this.book(bookId);
    await this.checkOffered(book, format);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const row = await this.formatRow(book.id, format);
      if (row?.storage_key && row.created_at >= book.updated_at)
        return { state: 'ready', formatType: format, url: formatUrl(book.id, format) };
      if (row?.job_id) {
        const job = await this.deps.jobs.get(row.job_id);
        if (job && (job.state === 'queued' || job.state === 'running'))
          return { state: 'building', formatType: format, jobId: row.job_id };
      }
      if (!row) {
        await this.deps.db
          .insertInto('library_formats')
          .values({
            book_id: book.id,
            format_type: format,
            job_id: null,
            storage_key: null,
            byte_size: 0,
            error: null,
            created_at: this.deps.clock.now().toISOString(),
          })
          .onConflict((oc) => oc.columns(['book_id', 'format_type']).doNothing())
          .execute();
      }
      const previous = row?.job_id ?? null;
      const jobId = await this.deps.jobs.enqueue<FormatJobInput>({
        kind: LIBRARY_FORMAT_JOB_KIND,
        ownerUserId,
        input: { bookId: book.id, formatType: format },
        language,
      });
      const claimed = await this.deps.db
        .updateTable('library_formats')
        .set({ job_id: jobId, error: null })
        .where('book_id', '=', book.id)
        .where('format_type', '=', format)
        .where((eb) => (previous === null ? eb('job_id', 'is', null) : eb('job_id', '=', previous)))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1)
        return { state: 'building', formatType: format, jobId };
      // Another request queued the build first: ours would find the row not its own and stop.
      await this.deps.jobs.remove(jobId);
    }
    // Three lost races in a row: someone else is building it.
    const row = await this.formatRow(book.id, format);
    if (row?.storage_key && row.created_at >= book.updated_at)
      return { state: 'ready', formatType: format, url: formatUrl(book.id, format) };
    if (!row?.job_id) throw conflict(libraryFormatText('formatBuilding'));
    return { state: 'building', formatType: format, jobId: row.job_id };
  }

  /** The built file of a format (404 when it has not been built, or the book changed since). */
  async open(bookId: string, format: LibraryFormat): Promise<BuiltFormat> {
    const book = await this.book(bookId);
    if (!offeredFormats(book.collection).includes(format))
      throw badRequest(libraryFormatText('telanganaMp3Only'));
    // A rebuild may replace the file between reading the row and opening it: read the row again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const row = await this.formatRow(book.id, format);
      if (!row?.storage_key || row.created_at < book.updated_at) break;
      try {
        return {
          body: await this.deps.storage.get(row.storage_key),
          bytes: row.byte_size,
          contentType: CONTENT_TYPES[format],
          fileName: downloadFileName(book.title, format),
        };
      } catch (error) {
        if (!(error instanceof StoredFileMissingError)) throw error;
      }
    }
    throw notFound(libraryFormatText('formatNotBuilt', { format: FORMAT_LABELS[format] }));
  }

  /** Removes a book's built files and their rows: call before the book itself is deleted. */
  async removeBookFormats(bookId: string): Promise<void> {
    const rows = await this.deps.db
      .selectFrom('library_formats')
      .select('storage_key')
      .where('book_id', '=', bookId)
      .execute();
    await this.deps.db.deleteFrom('library_formats').where('book_id', '=', bookId).execute();
    for (const row of rows) if (row.storage_key) await this.deps.storage.delete(row.storage_key);
  }

  /** The spec's "record download": who downloaded which book in which format, and when. */
  async recordDownload(userId: string, bookId: string, format: LibraryFormat): Promise<void> {
    const book = await this.book(bookId);
    if (!offeredFormats(book.collection).includes(format))
      throw badRequest(libraryFormatText('telanganaMp3Only'));
    await this.deps.db
      .insertInto('library_downloads')
      .values({
        id: randomUUID(),
        user_id: userId,
        book_id: book.id,
        format_type: format,
        created_at: this.deps.clock.now().toISOString(),
      })
      .execute();
  }

  /** The job that builds a format and stores it under a new key, replacing an outdated one. */
  jobHandler(): JobHandler<FormatJobInput, FormatJobResult> {
    return {
      kind: LIBRARY_FORMAT_JOB_KIND,
      maxAttempts: 3,
      // A 100,000-word book's documents take seconds; its MP3 zip is bounded by disk speed.
      timeoutMs: 30 * 60_000,
      run: async (context) => {
        const { bookId, formatType } = context.input;
        const row = await this.formatRow(bookId, formatType);
        // Superseded (a newer request won the row) or the book was removed: nothing to do.
        if (row?.job_id !== context.jobId) return { built: false, bytes: 0 };
        const book = await this.deps.db
          .selectFrom('library_books')
          .selectAll()
          .where('id', '=', bookId)
          .executeTakeFirst();
        if (!book) return { built: false, bytes: 0 };
        if (book.status !== 'ready') throw new PermanentJobError(libraryFormatText('bookNotReady'));
        const startedAt = this.deps.clock.now().toISOString();
        const sections = await this.deps.db
          .selectFrom('library_sections')
          .select(['position', 'chapter_index', 'chapter_title', 'title', 'text', 'audio_key'])
          .where('book_id', '=', bookId)
          .orderBy('position')
          .execute();
        context.progress(
          5,
          libraryFormatText('stageWriting', { format: FORMAT_LABELS[formatType] }),
        );
        const key = newStorageKey();
        let bytes: number;
        if (formatType === 'mp3') {
          bytes = await this.storeMp3Zip(key, sections, context.signal, (done) =>
            context.progress(5 + Math.round((90 * done) / Math.max(1, sections.length)), null),
          );
        } else {
          const path = join(context.workDir, `book.${formatType}`);
          const write = { html: writeHtml, docx: writeDocx, epub: writeEpub }[formatType];
          await write(bookDocument(book, sections, formatType === 'epub' ? 1 : 2), path);
          context.progress(
            90,
            libraryFormatText('stageSaving', { format: FORMAT_LABELS[formatType] }),
          );
          bytes = await this.deps.storage.put(key, createReadStream(path));
        }
        // Kept only if this job still owns the row; dated when its reading of the book began.
        const saved = await this.deps.db
          .updateTable('library_formats')
          .set({ storage_key: key, byte_size: bytes, error: null, created_at: startedAt })
          .where('book_id', '=', bookId)
          .where('format_type', '=', formatType)
          .where('job_id', '=', context.jobId)
          .executeTakeFirst();
        if (Number(saved.numUpdatedRows) !== 1) {
          await this.deps.storage.delete(key);
          return { built: false, bytes: 0 };
        }
        if (row.storage_key && row.storage_key !== key)
          await this.deps.storage.delete(row.storage_key);
        return { built: true, bytes };
      },
      settled: async (job) => {
        if (job.state !== 'failed') return;
        await this.deps.db
          .updateTable('library_formats')
          .set({ error: job.error })
          .where('book_id', '=', job.input.bookId)
          .where('format_type', '=', job.input.formatType)
          .where('job_id', '=', job.id)
          .execute();
      },
    };
  }

  /**
   * Streams the sections' MP3s into one zip in storage, stored as they are (MP3 does not
   * compress), waiting for the storage to drain so a long book never sits in memory.
   */
  private async storeMp3Zip(
    key: string,
    sections: readonly (SectionRow & { position: number; audio_key: string | null })[],
    signal: AbortSignal,
    onSection: (done: number) => void,
  ): Promise<number> {
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    const stored = this.deps.storage.put(key, out);
    // Seen at once, so a failed write cannot go unhandled while entries are still being added.
    stored.catch(() => undefined);
    try {
      const counts = new Map<number, number>();
      const chapterNumbers = new Map<number, number>();
      let done = 0;
      for (const section of sections) {
        signal.throwIfAborted();
        if (!section.audio_key) throw new PermanentJobError(libraryFormatText('bookHasNoAudio'));
        if (!chapterNumbers.has(section.chapter_index))
          chapterNumbers.set(section.chapter_index, chapterNumbers.size + 1);
        const number = (counts.get(section.chapter_index) ?? 0) + 1;
        counts.set(section.chapter_index, number);
        const entry = new ZipPassThrough(
          sectionFileName(
            chapterNumbers.get(section.chapter_index)!,
            number,
            section.chapter_title,
            section.title,
          ),
        );
        entry.mtime = this.deps.clock.now();
        zip.add(entry);
        for await (const chunk of await this.deps.storage.get(section.audio_key)) {
          entry.push(chunk as Uint8Array);
          if (out.writableNeedDrain) await once(out, 'drain', { signal });
        }
        entry.push(new Uint8Array(0), true);
        done += 1;
        onSection(done);
      }
      zip.end();
    } catch (error) {
      zip.terminate();
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      throw error;
    }
    return stored;
  }
}
