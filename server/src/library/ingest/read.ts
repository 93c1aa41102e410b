// Any input to one book model: the kind is told by content (a zip's entries, a file's first
// bytes) and by what a folder holds, never by the name alone. Archives are unpacked into the
// run's work folder within limits; the returned model's audio clips point into it.
import { randomUUID } from 'node:crypto';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { recogniseContent } from '../../storage/content';
import { AUDIO_EXTENSIONS, readAudioBook } from './audio';
import { readDaisy2, readDaisy3 } from './daisy';
import { readDocx } from './docx';
import { readEpub } from './epub';
import { readHtml } from './html';
import {
  IngestError,
  INGEST_LIMITS,
  languageOfText,
  megabytes,
  type BookModel,
  type LibraryLanguage,
  type ReadBook,
} from './model';
import { decodeUtf8, readText } from './text';
import { DEFAULT_ZIP_LIMITS, isZip, unpackZip } from './zip';

export interface ReadOptions {
  /** Where archives are unpacked (the job's scratch folder). */
  workDir: string;
  /** The name the book came with (upload or folder name): the title of last resort. */
  sourceName: string;
  ffprobePath: string;
  signal: AbortSignal;
  /** What an archive may unpack to (LIBRARY_UNPACKED_LIMIT_MB); INGEST_LIMITS' by default. */
  maxUnpackedBytes?: number;
}

/** What the person ingesting said of the book; each given field wins over what the file says. */
export interface BookOverrides {
  title?: string | null;
  author?: string | null;
  language?: LibraryLanguage | null;
}

const LISTING_MAX = INGEST_LIMITS.maxArchiveEntries;

/** Files under `dir` (relative paths, sorted), at most LISTING_MAX of them. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  if (entries.length > LISTING_MAX)
    throw new IngestError('zipBomb', { limit: `${LISTING_MAX} files` });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function looksLikeHtml(text: string): boolean {
  const start = text.slice(0, 2_000).trimStart().toLowerCase();
  return (
    start.startsWith('<!doctype html') ||
    start.startsWith('<html') ||
    (start.startsWith('<?xml') && start.includes('<html')) ||
    /<(h[1-6]|p|body)[\s>]/i.test(start)
  );
}

/** A folder: a DAISY book, an unpacked EPUB, MP3s, or a folder holding one book file. */
async function readFolder(dir: string, options: ReadOptions): Promise<ReadBook> {
  const files = await listFiles(dir);
  const find = (test: RegExp) => files.find((file) => test.test(path.basename(file)));
  const ncc = find(/^ncc\.html?$/i);
  if (ncc) return readDaisy2(path.join(dir, path.dirname(ncc)), path.join(dir, ncc));
  if (files.some((file) => file === 'META-INF/container.xml'))
    return readEpub(dir, options.sourceName);
  const opf = find(/\.opf$/i);
  if (
    opf &&
    files.some((file) => /\.ncx$/i.test(file)) &&
    files.some((file) => /\.smil$/i.test(file))
  )
    return readDaisy3(path.join(dir, path.dirname(opf)), path.join(dir, opf));
  const audio = files.filter(
    (file) => AUDIO_EXTENSIONS.test(file) && !path.basename(file).startsWith('.'),
  );
  if (audio.length > 0)
    return readAudioBook(
      audio.map((file) => path.join(dir, file)),
      options,
    );
  const books = files.filter((file) => /\.(txt|md|markdown|html?|xhtml|docx|epub)$/i.test(file));
  if (books.length === 1) return readOneFile(path.join(dir, books[0]!), options);
  throw new IngestError(files.length === 0 ? 'emptyBook' : 'unknownFormat');
}

/** The first bytes of a file (what its kind is told by). */
async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readOneFile(file: string, options: ReadOptions): Promise<ReadBook> {
  const info = await stat(file);
  if (info.size === 0) throw new IngestError('emptyBook');
  const head = await headOf(file);
  if (isZip(head)) {
    const unpacked = path.join(options.workDir, `unpacked-${randomUUID()}`);
    const names = await unpackZip(file, unpacked, {
      ...DEFAULT_ZIP_LIMITS,
      maxBytes: options.maxUnpackedBytes ?? DEFAULT_ZIP_LIMITS.maxBytes,
    });
    if (names.includes('word/document.xml')) return readDocx(file, options.sourceName);
    return readFolder(unpacked, options);
  }
  // UTF-16's byte order mark (Notepad's "Unicode") would pass for an MPEG frame's sync bits.
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (utf16) throw new IngestError('notUtf8');
  const content = recogniseContent(head);
  if (content?.family === 'audio') return readAudioBook([file], options);
  if (content) throw new IngestError('unknownFormat');
  if (info.size > INGEST_LIMITS.maxDocumentBytes)
    throw new IngestError('tooLarge', { limit: megabytes(INGEST_LIMITS.maxDocumentBytes) });
  // A NUL among the first bytes: a binary file.
  if (head.includes(0)) throw new IngestError('unknownFormat');
  const bytes = await readFile(file);
  const text = decodeUtf8(bytes);
  if (looksLikeHtml(text)) return readHtml(text, options.sourceName);
  return readText(bytes, options.sourceName);
}

/** Reads `input` (a file or a folder) into a book. */
export async function readBookSource(input: string, options: ReadOptions): Promise<ReadBook> {
  let info;
  try {
    info = await stat(input);
  } catch {
    throw new IngestError('sourceMissing');
  }
  return info.isDirectory() ? readFolder(input, options) : readOneFile(input, options);
}

/** The book's whole text, or IngestError when it has no sections or is beyond the limits. */
export function checkedText(read: ReadBook): string {
  const sections = read.chapters.reduce((sum, c) => sum + c.sections.length, 0);
  if (sections === 0) throw new IngestError('emptyBook');
  if (sections > INGEST_LIMITS.maxSections)
    throw new IngestError('tooLarge', { limit: `${INGEST_LIMITS.maxSections} sections` });
  const text = read.chapters.flatMap((c) => c.sections.map((s) => s.text)).join('\n');
  if (text.length > INGEST_LIMITS.maxTextChars)
    throw new IngestError('tooLarge', { limit: `${INGEST_LIMITS.maxTextChars} characters` });
  return text;
}

/** The read book with the given details applied, its language settled, within the limits. */
export function settleBook(
  read: ReadBook,
  overrides: BookOverrides,
  sourceName: string,
): BookModel {
  const text = checkedText(read);
  const title = overrides.title?.trim() || read.title || sourceName.replace(/\.[^./]+$/, '');
  return {
    title,
    author: overrides.author?.trim() || read.author || '',
    language: overrides.language ?? read.language ?? languageOfText(`${title}\n${text}`),
    chapters: read.chapters,
  };
}
