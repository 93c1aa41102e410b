// Books for the library tests, written straight into the database and the server's file storage
// (the ingestion job is tested on its own): real MP3s, a sine tone encoded by ffmpeg once per test
// run, so Range answers are checked against real bytes. And readers: accounts with the library
// scope, made through the real sign-up flow from a whitelist entry that gives it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibraryCollection, LibraryLanguage, LibraryBooksTable } from '../src/db/schema';
import { LocalDiskStorage, newStorageKey } from '../src/storage/storage';
import { signUp, type SignedUpUser, type TestServer } from './helpers';

/** The lengths of the fixture sections, in seconds. */
export type ClipSeconds = 2 | 3;

let clipDir: string | null = null;
const clips = new Map<ClipSeconds, Buffer>();

/** A mono 22.05 kHz MP3 of `seconds` of a 440 Hz tone (made once per test run). */
export function toneMp3(seconds: ClipSeconds): Buffer {
  const made = clips.get(seconds);
  if (made) return made;
  clipDir ??= mkdtempSync(join(tmpdir(), 'nclude-library-audio-'));
  const file = join(clipDir, `tone-${seconds}.mp3`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-ac',
    '1',
    '-ar',
    '22050',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    file,
  ]);
  const bytes = readFileSync(file);
  clips.set(seconds, bytes);
  return bytes;
}

/** Removes the encoded clips (afterAll). */
export function removeToneMp3s(): void {
  if (clipDir) rmSync(clipDir, { recursive: true, force: true });
  clipDir = null;
  clips.clear();
}

export interface SectionFixture {
  title: string;
  seconds: ClipSeconds;
  text?: string;
  /** As the ingestion stores them: characters [from, to) read from startMs to endMs. */
  sentences?: { from: number; to: number; startMs: number; endMs: number }[];
}

export interface BookFixture {
  slug: string;
  title: string;
  author?: string;
  language?: LibraryLanguage;
  category?: string;
  collection?: LibraryCollection | null;
  status?: LibraryBooksTable['status'];
  chapters: { title: string; sections: SectionFixture[] }[];
}

export interface InsertedBook {
  id: string;
  slug: string;
  /** Each section's MP3 bytes, by index. */
  audio: Buffer[];
  /** Each section's duration in milliseconds, by index. */
  durationsMs: number[];
}

/** Writes `book` (its row, its sections and their MP3s in the server's storage). */
export async function insertBook(server: TestServer, book: BookFixture): Promise<InsertedBook> {
  const db = server.app.database.db;
  const storage = new LocalDiskStorage(join(server.dataDir, 'files'));
  const id = randomBytes(12).toString('hex');
  const now = server.clock.now().toISOString();
  const sections = book.chapters.flatMap((chapter, chapterIndex) =>
    chapter.sections.map((section) => ({ ...section, chapterIndex, chapterTitle: chapter.title })),
  );
  const durationsMs = sections.map((section) => section.seconds * 1000);
  const author = book.author ?? 'Test Author';
  const category = book.category ?? 'Stories';
  await db
    .insertInto('library_books')
    .values({
      id,
      slug: book.slug,
      title: book.title,
      author,
      language: book.language ?? 'en',
      category,
      collection: book.collection ?? null,
      description: `${book.title}, a book written for the tests.`,
      copyright: 'Written for the Nclude tests; free to use.',
      status: book.status ?? 'ready',
      job_id: null,
      error: null,
      section_count: sections.length,
      duration_ms: durationsMs.reduce((sum, ms) => sum + ms, 0),
      search_text: [book.title, author, category].join('\n').toLowerCase(),
      sample: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const audio: Buffer[] = [];
  for (const [position, section] of sections.entries()) {
    const bytes = toneMp3(section.seconds);
    const key = newStorageKey();
    const clip = join(clipDir!, `tone-${section.seconds}.mp3`);
    await storage.put(key, createReadStream(clip));
    audio.push(bytes);
    await db
      .insertInto('library_sections')
      .values({
        book_id: id,
        position,
        chapter_index: section.chapterIndex,
        chapter_title: section.chapterTitle,
        title: section.title,
        text: section.text ?? '',
        sentences: JSON.stringify(section.sentences ?? []),
        audio_key: key,
        audio_bytes: bytes.length,
        duration_ms: section.seconds * 1000,
      })
      .execute();
  }
  return { id, slug: book.slug, audio, durationsMs };
}

/** Marks a format of a book built (as the format job leaves it): its link appears. */
export async function markFormatBuilt(
  server: TestServer,
  bookId: string,
  formatType: 'docx' | 'html' | 'epub' | 'mp3',
): Promise<void> {
  await server.app.database.db
    .insertInto('library_formats')
    .values({
      book_id: bookId,
      format_type: formatType,
      job_id: null,
      storage_key: newStorageKey(),
      byte_size: 1,
      error: null,
      created_at: server.clock.now().toISOString(),
    })
    .execute();
}

/**
 * A reader: an account signed up through the real flow from a whitelist entry with scope
 * `library` (as an administrator or an organisation's enrolment gives it).
 */
export async function signUpReader(
  server: TestServer,
  email: string,
  userName: string,
): Promise<SignedUpUser> {
  await server.app.database.db
    .insertInto('whitelist')
    .values({
      id: randomBytes(16).toString('hex'),
      kind: 'email',
      value: email.toLowerCase(),
      scope: 'library',
      added_by: null,
      org_id: null,
      created_at: server.clock.now().toISOString(),
    })
    .execute();
  return signUp(server, { email, userName });
}
