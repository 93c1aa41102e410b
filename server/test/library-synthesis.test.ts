// Section audio: espeak-ng sentence by sentence in English, Hindi and Telugu, encoded by ffmpeg
// into storage, with sentence timings that agree with the MP3 ffprobe measures; recorded clips
// cut and joined; aborting; and the ingest job end to end against a real test server.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bufferSource } from '../src/storage/files';
import { LocalDiskStorage } from '../src/storage/storage';
import type { LibraryLanguage } from '../src/db/schema';
import {
  LIBRARY_INGEST_JOB_KIND,
  ingestBook,
  libraryIngestJobHandler,
  type IngestJobInput,
  type IngestMetadata,
} from '../src/library/ingest/job';
import { assembleClips, synthesiseSection, type SectionAudio } from '../src/library/synthesis';
import { PermanentJobError, type JobContext } from '../src/jobs/types';
import { startTestServer, until, type TestServer } from './helpers';
import { daisy2Book } from './library/ingest-fixtures';

let dir: string;
let storage: LocalDiskStorage;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nclude-synthesis-test-'));
  storage = new LocalDiskStorage(join(dir, 'files'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const never = () => new AbortController().signal;

interface Probe {
  durationMs: number;
  channels: number;
  sampleRate: number;
  codec: string;
  bitRate: number;
}

function probe(key: string): Probe {
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      join(dir, 'files', key),
    ],
    { encoding: 'utf8' },
  );
  const answer = JSON.parse(out) as {
    format: { duration: string };
    streams: { codec_name: string; channels: number; sample_rate: string; bit_rate: string }[];
  };
  const stream = answer.streams[0]!;
  return {
    durationMs: Number(answer.format.duration) * 1000,
    channels: stream.channels,
    sampleRate: Number(stream.sample_rate),
    codec: stream.codec_name,
    bitRate: Number(stream.bit_rate),
  };
}

/** Timings run back to back from 0 to the section's duration, in text order. */
function expectConsistent(audio: SectionAudio, text: string) {
  expect(audio.sentences[0]!.startMs).toBe(0);
  for (const [i, sentence] of audio.sentences.entries()) {
    expect(sentence.endMs).toBeGreaterThan(sentence.startMs);
    expect(sentence.to).toBeGreaterThan(sentence.from);
    expect(sentence.to).toBeLessThanOrEqual(text.length);
    if (i > 0) {
      expect(sentence.startMs).toBe(audio.sentences[i - 1]!.endMs);
      expect(sentence.from).toBeGreaterThanOrEqual(audio.sentences[i - 1]!.to);
    }
  }
  expect(audio.sentences.at(-1)!.endMs).toBe(audio.durationMs);
  const measured = probe(audio.key);
  expect(measured).toMatchObject({ codec: 'mp3', channels: 1, sampleRate: 22_050 });
  expect(measured.bitRate).toBeGreaterThanOrEqual(40_000);
  expect(measured.bitRate).toBeLessThanOrEqual(64_000);
  // The MP3 holds the samples plus the encoder's padding (well under a tenth of a second).
  expect(Math.abs(measured.durationMs - audio.durationMs)).toBeLessThan(150);
}

const TEXTS: Record<LibraryLanguage, string> = {
  en: 'The river ran past the old mill. Children played on its banks every summer!\n\nDid anyone remember the flood? Nobody spoke of it.',
  hi: 'नदी पुरानी चक्की के पास से बहती थी। हर गर्मी में बच्चे उसके किनारे खेलते थे।\n\nक्या किसी को बाढ़ याद थी? किसी ने उसके बारे में बात नहीं की॥',
  te: 'నది పాత మిల్లు పక్కన ప్రవహించేది. ప్రతి వేసవిలో పిల్లలు దాని ఒడ్డున ఆడుకునేవారు.\n\nవరద ఎవరికైనా గుర్తుందా? దాని గురించి ఎవరూ మాట్లాడలేదు।',
};

describe('synthesis', () => {
  test.each(['en', 'hi', 'te'] as const)(
    '%s: one timing per sentence, matching the MP3 ffprobe measures',
    async (language) => {
      const text = TEXTS[language];
      // Its speed is measured by `pnpm bench library`, not asserted here.
      const audio = await synthesiseSection({ text, language, storage, signal: never() });
      expect(audio.sentences).toHaveLength(4);
      expect(text.slice(audio.sentences[1]!.from, audio.sentences[1]!.to)).toMatch(/[.!।]$/);
      expectConsistent(audio, text);
    },
  );

  test('aborting stops the synthesis and leaves nothing in storage', async () => {
    const controller = new AbortController();
    const before = readdirSync(join(dir, 'files')).length;
    const running = synthesiseSection({
      text: TEXTS.en.repeat(6),
      language: 'en',
      storage,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await expect(running).rejects.toThrow();
    expect(readdirSync(join(dir, 'files')).filter((f) => !f.endsWith('.part'))).toHaveLength(
      before,
    );
  });

  test('text with nothing to say is refused', async () => {
    await expect(
      synthesiseSection({ text: '* * *', language: 'en', storage, signal: never() }),
    ).rejects.toThrow('no words');
  });

  test('recorded clips are cut and joined; clips with text give the sentence timings', async () => {
    const { folder, clips } = daisy2Book(join(dir, 'daisy'));
    const file = join(folder, 'audio.mp3');
    const text = 'The boat left the harbour at dawn. The storm came in the night.';
    const audio = await assembleClips({
      clips: [
        {
          file,
          beginMs: Math.round(clips[1]!.beginMs),
          endMs: Math.round(clips[1]!.endMs),
          from: 0,
          to: 34,
        },
        {
          file,
          beginMs: Math.round(clips[3]!.beginMs),
          endMs: Math.round(clips[3]!.endMs),
          from: 35,
          to: text.length,
        },
      ],
      storage,
      signal: never(),
    });
    const expected = clips[1]!.endMs - clips[1]!.beginMs + (clips[3]!.endMs - clips[3]!.beginMs);
    expect(Math.abs(audio.durationMs - expected)).toBeLessThan(60);
    expect(audio.sentences).toHaveLength(2);
    expectConsistent(audio, text);
  });
});

const METADATA: IngestMetadata = {
  category: 'Stories',
  collection: null,
  copyright: 'Written for Nclude.',
  description: 'A test book.',
  title: null,
  author: null,
  language: null,
  slug: null,
};

const BOOK_TXT = `# The Boat\n\nChapter 1\n\nThe boat left at dawn. The sea was calm.\n\nChapter 2\n\nA storm came. Everyone held on!\n`;

describe('the ingest job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const filesStorage = () => new LocalDiskStorage(join(server.dataDir, 'files'));

  test('a stored upload becomes a ready book whose sections all have audio', async () => {
    const handler = libraryIngestJobHandler({
      db: server.app.database.db,
      storage: filesStorage(),
      files: server.app.files,
      importRoots: [],
    });
    try {
      server.app.jobs.register(handler);
    } catch {
      // Already registered by the app itself, with the same storage.
    }
    const admin = await server.app.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const fileId = await server.app.files.saveGenerated(
      admin.id,
      bufferSource('boat.txt', Buffer.from(BOOK_TXT)),
      'text/plain',
    );
    const jobId = await server.app.jobs.enqueue<IngestJobInput>({
      kind: LIBRARY_INGEST_JOB_KIND,
      ownerUserId: admin.id,
      input: { ...METADATA, fileId, path: null, sourceName: 'boat.txt', uiLanguage: 'en' },
    });
    const job = await until(async () => {
      const record = await server.app.jobs.get(jobId);
      return record && ['succeeded', 'failed', 'cancelled'].includes(record.state)
        ? record
        : undefined;
    });
    expect(job.error).toBeNull();
    expect(job.state).toBe('succeeded');
    const db = server.app.database.db;
    const book = await db
      .selectFrom('library_books')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(book).toMatchObject({
      title: 'The Boat',
      slug: 'the-boat',
      language: 'en',
      status: 'ready',
      section_count: 2,
      category: 'Stories',
    });
    expect(book.duration_ms).toBeGreaterThan(2000);
    const sections = await db
      .selectFrom('library_sections')
      .selectAll()
      .where('book_id', '=', book.id)
      .orderBy('position')
      .execute();
    expect(sections.map((s) => [s.chapter_index, s.chapter_title, s.text])).toEqual([
      [0, 'Chapter 1', 'The boat left at dawn. The sea was calm.'],
      [1, 'Chapter 2', 'A storm came. Everyone held on!'],
    ]);
    for (const section of sections) {
      expect(section.audio_key).not.toBeNull();
      expect(section.audio_bytes).toBeGreaterThan(1000);
      expect(JSON.parse(section.sentences)).toHaveLength(2);
    }
    expect(sections.reduce((sum, s) => sum + s.duration_ms, 0)).toBe(book.duration_ms);
  });

  test('a restarted run keeps finished sections; a replaced book keeps unchanged text', async () => {
    const db = server.app.database.db;
    const source = join(dir, 'restart.txt');
    writeFileSync(source, BOOK_TXT);
    const workDir = join(dir, 'work-restart');
    mkdirSync(workDir, { recursive: true });
    const deps = { db, storage: filesStorage() };
    const run = { jobId: 'restart-job', workDir, signal: never(), progress: () => {} };
    const first = await ingestBook(
      deps,
      { path: source, sourceName: 'restart.txt' },
      { ...METADATA, slug: 'restart' },
      run,
    );
    const keys = async () =>
      (
        await db
          .selectFrom('library_sections')
          .select('audio_key')
          .where('book_id', '=', first.bookId)
          .orderBy('position')
          .execute()
      ).map((r) => r.audio_key);
    const before = await keys();
    // The first section's audio is lost, as if the run had died after the second.
    await db
      .updateTable('library_sections')
      .set({ audio_key: null })
      .where('book_id', '=', first.bookId)
      .where('position', '=', 0)
      .execute();
    const second = await ingestBook(
      deps,
      { path: source, sourceName: 'restart.txt' },
      { ...METADATA, slug: 'restart' },
      run,
    );
    expect(second.bookId).toBe(first.bookId);
    const after = await keys();
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);

    // Replaced from the CLI (no job) with one chapter changed: the other keeps its audio.
    writeFileSync(source, BOOK_TXT.replace('A storm came.', 'A gale came.'));
    const third = await ingestBook(
      deps,
      { path: source, sourceName: 'restart.txt' },
      { ...METADATA, slug: 'restart' },
      { ...run, jobId: null },
    );
    expect(third.bookId).toBe(first.bookId);
    const replaced = await keys();
    expect(replaced[0]).toBe(after[0]);
    expect(replaced[1]).not.toBe(after[1]);
    // The replaced audio is gone from storage.
    await expect(filesStorage().get(after[1]!)).rejects.toThrow('missing');
  });

  test('a DAISY 2.02 book keeps its own audio and text, with the pars as sentence timings', async () => {
    const db = server.app.database.db;
    const { folder } = daisy2Book(join(dir, 'daisy-job'));
    const workDir = join(dir, 'work-daisy');
    mkdirSync(workDir, { recursive: true });
    const result = await ingestBook(
      { db, storage: filesStorage() },
      { path: folder, sourceName: 'daisy2' },
      { ...METADATA, collection: 'telangana' },
      { jobId: null, workDir, signal: never(), progress: () => {} },
    );
    const book = await db
      .selectFrom('library_books')
      .selectAll()
      .where('id', '=', result.bookId)
      .executeTakeFirstOrThrow();
    expect(book).toMatchObject({
      title: 'The Boat',
      author: 'A. Sailor',
      status: 'ready',
      collection: 'telangana',
    });
    const sections = await db
      .selectFrom('library_sections')
      .selectAll()
      .where('book_id', '=', book.id)
      .orderBy('position')
      .execute();
    expect(sections.map((s) => s.text)).toEqual([
      'Chapter one. The boat left the harbour at dawn.',
      'Chapter two. The storm came in the night.',
    ]);
    for (const section of sections) {
      const sentences = JSON.parse(section.sentences) as {
        from: number;
        to: number;
        endMs: number;
      }[];
      expect(sentences.map((t) => section.text.slice(t.from, t.to))).toEqual(
        section.text.split(/(?<=\.) /),
      );
      expect(Math.abs(sentences.at(-1)!.endMs - section.duration_ms)).toBeLessThan(60);
      expect(Math.abs(probe2(section.audio_key!) - section.duration_ms)).toBeLessThan(150);
    }
  });

  const probe2 = (key: string) => {
    const out = execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        join(server.dataDir, 'files', key),
      ],
      { encoding: 'utf8' },
    );
    return Number(out) * 1000;
  };

  test('refusals fail the job at once with the reason, in the owner language; paths stay in the import folder', async () => {
    const handler = libraryIngestJobHandler({
      db: server.app.database.db,
      storage: filesStorage(),
      files: server.app.files,
      importRoots: [join(dir, 'imports')],
    });
    mkdirSync(join(dir, 'imports'), { recursive: true });
    writeFileSync(join(dir, 'imports', 'plain.txt'), 'No headings here.');
    writeFileSync(join(dir, 'outside.txt'), BOOK_TXT);
    const context = (input: Partial<IngestJobInput>): JobContext<IngestJobInput> => ({
      jobId: `job-${Math.random()}`,
      ownerUserId: null,
      attempt: 1,
      signal: never(),
      progress: () => {},
      workDir: dir,
      input: { ...METADATA, fileId: null, path: null, sourceName: 'x', uiLanguage: 'en', ...input },
    });
    await expect(handler.run(context({ path: join(dir, 'outside.txt') }))).rejects.toThrow(
      new PermanentJobError('Books can only be ingested from the library import folder.'),
    );
    await expect(
      handler.run(context({ path: join(dir, 'imports', '..', 'outside.txt') })),
    ).rejects.toBeInstanceOf(PermanentJobError);
    const hindi = handler.run(
      context({ path: join(dir, 'imports', 'plain.txt'), uiLanguage: 'hi' }),
    );
    await expect(hindi).rejects.toBeInstanceOf(PermanentJobError);
    await expect(hindi).rejects.toThrow('कोई अध्याय नहीं मिला');
  });
});
