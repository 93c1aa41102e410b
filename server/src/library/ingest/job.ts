// Ingesting a book: read the source (a stored upload or a file or folder in the import folder)
// into chapters and sections in a child process (read-process.ts), store them, then make each
// section's audio that is missing — synthesised from its text, or cut from the book's own
// recording — one section at a time, each kept as soon as it is stored, so a restarted job
// carries on where it stopped. The book is 'ingesting' meanwhile, then 'ready', or 'failed' with
// the reason. Used by the job runtime
// (libraryIngestJobHandler) and by the command line (cli.ts) alike.
import { createWriteStream } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Language } from '@nclude/shared/contracts';
import { BOOK_SLUG_MAX, CATEGORY_NAME_MAX, LIBRARY_COLLECTIONS } from '@nclude/shared/validation';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { LibraryCollection } from '../../db/schema';
import { PermanentJobError, type JobHandler, type JobRecord } from '../../jobs/types';
import { inLanguage } from '../../language';
import { StoredFileMissingError, type FileStorage } from '../../storage/storage';
import type { FilesService } from '../../storage/files';
import {
  bookById,
  bookByJob,
  bookBySlug,
  createBook,
  markFailed,
  markReady,
  replaceSections,
  sectionsOf,
  setSectionAudio,
  updateBook,
  type BookDetails,
  type SectionPlan,
} from '../store';
import { assembleClips, DEFAULT_TOOLS, synthesiseSection, type SynthesisTools } from '../synthesis';
import { ingestText } from './messages';
import { IngestError, libraryLanguage, type BookModel, type BookSection } from './model';
import { settleBook } from './read';
import { readBookInChild } from './read-process';

export const LIBRARY_INGEST_JOB_KIND = 'library-ingest';

/** What the person ingesting a book tells about it (empty fields come from the file). */
export interface IngestMetadata {
  category: string;
  collection: LibraryCollection | null;
  copyright: string;
  description: string;
  title: string | null;
  author: string | null;
  language: 'en' | 'hi' | 'te' | null;
  /** The address name of a new book, or of the book to replace. */
  slug: string | null;
}

export interface IngestJobInput extends IngestMetadata {
  [key: string]: string | null;
  /** A stored upload (the files table), or… */
  fileId: string | null;
  /** …a file or folder on the server, inside the import folder. */
  path: string | null;
  /** The upload's or folder's name: the title of last resort. */
  sourceName: string;
  /** The interface language of whoever started it: stage texts and failures use it. */
  uiLanguage: Language;
}

export interface IngestResult {
  [key: string]: string | number;
  bookId: string;
  slug: string;
  sections: number;
  durationMs: number;
}

export interface IngestDependencies {
  db: Db;
  /** Where the sections' MP3s go (the same storage the API serves them from). */
  storage: FileStorage;
  tools?: SynthesisTools & { ffprobePath?: string };
  clock?: Clock;
  /** espeak-ng runs at once while a section is synthesised. */
  concurrency?: number;
  /** What an archive may unpack to (LIBRARY_UNPACKED_LIMIT_MB). */
  maxUnpackedBytes?: number;
}

export interface IngestRun {
  /** The job's id, to find the book again when a restarted job carries on; null from the CLI. */
  jobId: string | null;
  workDir: string;
  signal: AbortSignal;
  progress(percent: number, stage: string): void;
}

function ffprobeOf(tools: SynthesisTools & { ffprobePath?: string }): string {
  if (tools.ffprobePath) return tools.ffprobePath;
  return tools.ffmpegPath.includes('/')
    ? path.join(path.dirname(tools.ffmpegPath), 'ffprobe')
    : 'ffprobe';
}

/** The book's sections in reading order, flattened. */
function flatSections(book: BookModel): { plan: SectionPlan; section: BookSection }[] {
  return book.chapters.flatMap((chapter, chapterIndex) =>
    chapter.sections.map((section) => ({
      plan: { chapterIndex, chapterTitle: chapter.title, title: section.title, text: section.text },
      section,
    })),
  );
}

/** Reading a book from `sourcePath` into the library, with its audio; see the file's comment. */
export async function ingestBook(
  deps: IngestDependencies,
  source: { path: string; sourceName: string },
  metadata: IngestMetadata,
  run: IngestRun,
): Promise<IngestResult> {
  const tools = { ...DEFAULT_TOOLS, ...deps.tools };
  run.progress(0, ingestText('stageReading'));
  const read = await readBookInChild(source.path, {
    workDir: run.workDir,
    sourceName: source.sourceName,
    ffprobePath: ffprobeOf(tools),
    signal: run.signal,
    ...(deps.maxUnpackedBytes ? { maxUnpackedBytes: deps.maxUnpackedBytes } : {}),
  });
  return storeBook(deps, settleBook(read, metadata, source.sourceName), metadata, run);
}

/**
 * A book already read (or written as a model, like the seed library) into the library: its
 * details and sections stored, then each missing section's audio made and kept.
 */
export async function storeBook(
  deps: IngestDependencies,
  book: BookModel,
  metadata: IngestMetadata,
  run: IngestRun,
  options: { sample?: boolean } = {},
): Promise<IngestResult> {
  const tools = { ...DEFAULT_TOOLS, ...deps.tools };
  const now = () => deps.clock?.now() ?? new Date();
  const details: BookDetails = {
    title: book.title,
    author: book.author,
    language: book.language,
    category: metadata.category,
    collection: metadata.collection,
    description: metadata.description,
    copyright: metadata.copyright,
  };

  // The same job run again finds its book and keeps every finished section; a book replaced
  // keeps the audio of sections whose text is unchanged (the same words read the same way, unless
  // the book's language, and so the voice, changed).
  const restarted = run.jobId ? await bookByJob(deps.db, run.jobId) : undefined;
  const replaced =
    !restarted && metadata.slug ? await bookBySlug(deps.db, metadata.slug) : undefined;
  const existing = restarted ?? replaced;
  let bookId: string;
  let slug: string;
  if (existing) {
    await updateBook(deps.db, existing.id, details, run.jobId, now());
    ({ id: bookId, slug } = existing);
  } else {
    ({ id: bookId, slug } = await createBook(deps.db, {
      ...details,
      ...(metadata.slug ? { slug: metadata.slug } : {}),
      jobId: run.jobId,
      sample: options.sample ?? false,
      now: now(),
    }));
  }
  try {
    const sections = flatSections(book);
    await replaceSections(
      deps.db,
      deps.storage,
      bookId,
      sections.map((s) => s.plan),
      restarted ? 'all' : replaced?.language === book.language ? 'text' : 'none',
    );
    const stored = await sectionsOf(deps.db, bookId);
    const total = stored.length;
    let done = stored.filter((s) => s.audioKey !== null).length;
    const report = () =>
      run.progress(
        5 + (94 * done) / Math.max(total, 1),
        ingestText('stageSynthesising', { done, total }),
      );
    report();
    for (const row of stored) {
      if (row.audioKey !== null) continue;
      run.signal.throwIfAborted();
      const { section } = sections[row.position]!;
      const audio = section.audio?.length
        ? await assembleClips({
            clips: section.audio,
            storage: deps.storage,
            signal: run.signal,
            tools,
          })
        : await synthesiseSection({
            text: section.text,
            language: book.language,
            storage: deps.storage,
            signal: run.signal,
            tools,
            concurrency: deps.concurrency,
          });
      await setSectionAudio(deps.db, deps.storage, bookId, row.position, audio);
      done++;
      report();
    }
    run.progress(99, ingestText('stageFinishing'));
    await markReady(deps.db, bookId, now());
    const ready = await bookById(deps.db, bookId);
    return { bookId, slug, sections: total, durationMs: ready?.duration_ms ?? 0 };
  } catch (error) {
    // A refusal is final for the book; anything else may pass when the job runs again.
    if (error instanceof IngestError) await markFailed(deps.db, bookId, error.text(), now());
    throw error;
  }
}

export interface IngestJobDependencies extends IngestDependencies {
  /** Stored uploads (for jobs whose source is a `fileId`). */
  files: FilesService;
  /**
   * Folders on the server books may be ingested from by `path` (resolved, links followed); no
   * path is taken when empty.
   */
  importRoots: readonly string[];
}

async function insideRoots(target: string, roots: readonly string[]): Promise<string | null> {
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    throw new IngestError('sourceMissing');
  }
  for (const root of roots) {
    const base = await realpath(root).catch(() => null);
    if (base && (real === base || real.startsWith(base + path.sep))) return real;
  }
  return null;
}

/** The shape of book address names (bookAwsName), as the seed library's file names. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Checks the metadata a job was given (the route validates it too; the CLI relies on this). */
export function checkedMetadata(input: IngestMetadata): IngestMetadata {
  if (input.collection && !(LIBRARY_COLLECTIONS as readonly string[]).includes(input.collection))
    throw new IngestError('badCollection');
  if (input.language && libraryLanguage(input.language) === null)
    throw new IngestError('languageUnsupported');
  const category = input.category.trim();
  if (!category || category.length > CATEGORY_NAME_MAX)
    throw new IngestError('categoryRequired', { max: CATEGORY_NAME_MAX });
  if (input.slug && (!SLUG.test(input.slug) || input.slug.length > BOOK_SLUG_MAX))
    throw new IngestError('badSlug', { max: BOOK_SLUG_MAX });
  return {
    category,
    collection: input.collection || null,
    copyright: input.copyright.trim(),
    description: input.description.trim(),
    title: input.title?.trim() || null,
    author: input.author?.trim() || null,
    language: input.language ? libraryLanguage(input.language) : null,
    slug: input.slug || null,
  };
}

/** The job runtime's handler: kind LIBRARY_INGEST_JOB_KIND, input IngestJobInput. */
export function libraryIngestJobHandler(
  deps: IngestJobDependencies,
): JobHandler<IngestJobInput, IngestResult> {
  return {
    kind: LIBRARY_INGEST_JOB_KIND,
    maxAttempts: 3,
    // A 100,000-word book takes minutes; a long DAISY book's audio longer. A run cut short here
    // carries on from its last section.
    timeoutMs: 2 * 60 * 60_000,

    async run(context) {
      const input = context.input;
      const say = <T>(compose: () => T): T => inLanguage(input.uiLanguage, compose);
      try {
        const metadata = checkedMetadata(input);
        let sourcePath: string;
        if (input.fileId) {
          sourcePath = path.join(context.workDir, 'source');
          try {
            await pipeline(await deps.files.open(input.fileId), createWriteStream(sourcePath));
          } catch (error) {
            if (error instanceof StoredFileMissingError) throw new IngestError('sourceMissing');
            throw error;
          }
        } else if (input.path) {
          const inside = await insideRoots(input.path, deps.importRoots);
          if (!inside) throw new IngestError('pathNotAllowed');
          sourcePath = inside;
        } else {
          throw new IngestError('sourceMissing');
        }
        return await say(() =>
          ingestBook(deps, { path: sourcePath, sourceName: input.sourceName }, metadata, {
            jobId: context.jobId,
            workDir: context.workDir,
            signal: context.signal,
            progress: (percent, stage) => context.progress(percent, stage),
          }),
        );
      } catch (error) {
        if (error instanceof IngestError) throw new PermanentJobError(say(() => error.text()));
        throw error;
      }
    },

    async settled(job: JobRecord<IngestJobInput, IngestResult>) {
      if (job.state === 'succeeded') return;
      const book = await bookByJob(deps.db, job.id);
      if (!book || book.status === 'ready') return;
      const reason =
        job.state === 'cancelled'
          ? inLanguage(job.input.uiLanguage, () => ingestText('cancelled'))
          : (job.error ?? '');
      await markFailed(deps.db, book.id, reason, deps.clock?.now() ?? new Date());
    },
  };
}
