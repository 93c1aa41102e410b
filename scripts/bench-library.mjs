// The audiobook library's figures for `pnpm bench` (or alone: `pnpm bench library`):
// - synthesis speed (× real time) per language: synthesiseSection (espeak-ng sentence by sentence
//   into one ffmpeg MP3 encoder, as ingestion runs it) on a fixed text of a few paragraphs from a
//   seed book in English, Hindi and Telugu; the median of a few runs;
// - ingestion of a 100,000-word book (BENCH_LIBRARY_WORDS scales it): a TXT generated from the seed
//   books' English chapters, repeated under "Chapter N" headings, ingested by the library:ingest
//   command (the same ingestBook the job runs) into a temporary SQLite database and data folder:
//   words, chapters, sections, minutes of audio, wall time and × real time;
// - section audio under autocannon at 100 connections against the running server, as a
//   library-scope reader's player fetches it (/section/play/{bookAwsName}/{index}?token=…): with
//   Range requests spread over the file (206), then whole-file requests (200).
// Figures, not assertions: a target missed is printed, not failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { importTypeScript, log, repoRoot } from './toolchain.mjs';

const serverDir = path.join(repoRoot, 'server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));
const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
const autocannon = requireFromRoot('autocannon');

const SYNTHESIS_RUNS = Number(process.env.BENCH_LIBRARY_RUNS ?? 3);
const BOOK_WORDS = Number(process.env.BENCH_LIBRARY_WORDS ?? 100_000);
const LOAD_SECONDS = Number(process.env.BENCH_LIBRARY_SECONDS ?? 10);
const CONNECTIONS = 100;
/** The seed book each language's synthesis text is taken from (the first of its language else). */
const SYNTHESIS_BOOKS = { en: 'the-lamp-in-the-window', hi: 'samrat-ashok', te: 'mana-gunde' };
/** Paragraphs are taken until the text is this long: about one section (at most 1,500 chars). */
const SYNTHESIS_CHARS = 1_000;
/** The book whose audio is loaded; any ready seed book serves when it is missing. */
const LOAD_BOOK = 'the-lamp-in-the-window';
/** A player's Range reads: 64 KiB at spread offsets (the first from 0, as a player starts). */
const RANGE_BYTES = 64 * 1024;
const RANGES = 8;
/** The seed whitelist's first library-scope phone (server/src/seed.ts). */
const READER_PHONE = '9000000001';
const READER_PASSWORD = 'Bench@12345';
const SEED_WAIT_MS = 15 * 60_000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const countWords = (text) => text.split(/\s+/).filter(Boolean).length;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const tsModule = importTypeScript;

// ---- synthesis -------------------------------------------------------------------------------

/** A few whole paragraphs of the book's first sections, about SYNTHESIS_CHARS long. */
function synthesisText(book) {
  const paragraphs = book.chapters.flatMap((c) => c.sections.flatMap((s) => s.text.split('\n\n')));
  const taken = [];
  for (const paragraph of paragraphs) {
    taken.push(paragraph);
    if (taken.join('\n\n').length >= SYNTHESIS_CHARS) break;
  }
  return taken.join('\n\n');
}

async function benchSynthesis(seeds, dir, report) {
  const { synthesiseSection } = await tsModule(
    path.join(serverDir, 'src', 'library', 'synthesis.ts'),
  );
  const { LocalDiskStorage } = await tsModule(path.join(serverDir, 'src', 'storage', 'storage.ts'));
  const storage = new LocalDiskStorage(path.join(dir, 'synthesis'));
  for (const [language, slug] of Object.entries(SYNTHESIS_BOOKS)) {
    const book = seeds.find((b) => b.slug === slug) ?? seeds.find((b) => b.language === language);
    if (!book) {
      report(`library synthesis ${language}`, 'not measured: no seed book in this language');
      continue;
    }
    const text = synthesisText(book);
    const runs = [];
    for (let i = 0; i < SYNTHESIS_RUNS; i++) {
      const started = performance.now();
      const audio = await synthesiseSection({
        text,
        language,
        storage,
        signal: new AbortController().signal,
      });
      const wallMs = performance.now() - started;
      runs.push({ factor: audio.durationMs / wallMs, wallMs, audio });
      await storage.delete(audio.key);
    }
    const middle = runs.find((r) => r.factor === median(runs.map((r) => r.factor)));
    report(
      `library synthesis speed ${language} (espeak-ng + ffmpeg MP3)`,
      `${middle.factor.toFixed(0)}× real time (median of ${runs.length}: ${seconds(middle.audio.durationMs)} of audio in ${seconds(middle.wallMs)}; runs ${runs.map((r) => `${r.factor.toFixed(0)}×`).join(', ')}; ${text.length} characters, ${middle.audio.sentences.length} sentences from ${book.slug})`,
      '>= 50×',
    );
  }
}

// ---- ingestion -------------------------------------------------------------------------------

/**
 * A TXT book of at least `target` words: the English seed books' chapters in turn, over and over,
 * each under its own "Chapter N: title" line (the text reader's chapter headings).
 */
function generateBook(seeds, target) {
  const english = seeds.filter((b) => b.language === 'en');
  if (english.length === 0) throw new Error('the seed library has no English book');
  const lines = [];
  let words = 0;
  let chapters = 0;
  while (words < target) {
    for (const chapter of english.flatMap((b) => b.chapters)) {
      chapters++;
      lines.push(`Chapter ${chapters}: ${chapter.title}`, '');
      for (const paragraph of chapter.sections.flatMap((s) => s.text.split('\n\n'))) {
        lines.push(paragraph, '');
        words += countWords(paragraph);
      }
      if (words >= target) break;
    }
  }
  return { text: lines.join('\n'), words, chapters };
}

/** Runs library:ingest (tsx, as `pnpm --filter @nclude/server library:ingest` does). */
function ingestCommand(args, env) {
  const tsxCli = path.join(
    path.dirname(requireFromServer.resolve('tsx/package.json')),
    'dist',
    'cli.mjs',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [tsxCli, path.join('src', 'library', 'ingest', 'cli.ts'), ...args],
      { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let lastTenth = -1;
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines.filter(Boolean)) {
        // "37% Reading aloud: 120 of 330 sections": every tenth is enough to see it move.
        const percent = Number(/^(\d+)%/.exec(line)?.[1]);
        if (Number.isFinite(percent) && Math.floor(percent / 10) === lastTenth) continue;
        if (Number.isFinite(percent)) lastTenth = Math.floor(percent / 10);
        log(`library ingest: ${line}`);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`library:ingest ended with code ${code}: ${stderr.trim()}`)),
    );
  });
}

async function benchIngestion(seeds, dir, report) {
  const book = generateBook(seeds, BOOK_WORDS);
  const file = path.join(dir, 'bench-book.txt');
  writeFileSync(file, book.text);
  const dataDir = path.join(dir, 'ingest-data');
  const database = path.join(dataDir, 'nclude.sqlite');
  log(
    `library: ingesting a generated ${book.words}-word TXT book (${book.chapters} chapters) into ${dataDir}`,
  );
  const started = performance.now();
  await ingestCommand(
    [
      file,
      '--category',
      'Bench',
      '--language',
      'en',
      '--title',
      `Bench book of ${book.words} words`,
      '--author',
      'Nclude bench',
      '--slug',
      'bench-book',
    ],
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database, LOG_LEVEL: 'error' },
  );
  const wallMs = performance.now() - started;
  const Sqlite = requireFromServer('better-sqlite3');
  const sqlite = new Sqlite(database, { readonly: true });
  try {
    const stored = sqlite
      .prepare(
        `select b.status, b.duration_ms as durationMs, count(s.position) as sections,
                count(distinct s.chapter_index) as chapters, sum(s.audio_bytes) as bytes
           from library_books b join library_sections s on s.book_id = b.id
          where b.slug = 'bench-book' group by b.id`,
      )
      .get();
    report(
      `library ingestion of a ${book.words.toLocaleString('en')}-word TXT book (library:ingest)`,
      `${seconds(wallMs)} wall (${(wallMs / 60_000).toFixed(1)} min): ${stored.chapters} chapters, ${stored.sections} sections, ${(stored.durationMs / 60_000).toFixed(1)} min of audio (${(stored.bytes / 1024 ** 2).toFixed(0)} MB MP3), ${(stored.durationMs / wallMs).toFixed(0)}× real time; book ${stored.status}`,
      BOOK_WORDS === 100_000 ? '< 10 min' : '< 10 min for 100,000 words',
    );
  } finally {
    sqlite.close();
  }
}

// ---- audio under load ------------------------------------------------------------------------

function newestOtp(outbox, to, since) {
  if (!existsSync(outbox)) return undefined;
  const message = readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((m) => m.to === to && Date.parse(m.at) >= since - 1000)
    .at(-1);
  return message?.text.match(/\b(\d{4})\b/)?.[1];
}

async function post(base, route, body) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    ok: response.ok,
    status: response.status,
    body: await response.json().catch(() => null),
  };
}

/** An OTP sent to the phone, read from the development outbox as the e2e tests read it. */
async function otpFor(base, outbox, phoneNumber) {
  const since = Date.now();
  const sent = await post(base, '/v1/api/auth/sendOtp', {
    phoneNumber,
    email: '',
    userType: 'user',
  });
  if (!sent.ok) throw new Error(`sendOtp: ${sent.status} ${JSON.stringify(sent.body)}`);
  for (let i = 0; i < 100; i++) {
    const otp = newestOtp(outbox, phoneNumber, since);
    if (otp) return otp;
    await sleep(100);
  }
  throw new Error(`no OTP for ${phoneNumber} in ${outbox}`);
}

/**
 * The seed whitelist's library-scope phone, signed up (a fresh data folder) through the real
 * flow — OTP, validate, signup — or signed in by OTP when its account exists.
 */
async function signInReader(base, dataDir) {
  const outbox = path.join(dataDir, 'outbox', 'outbox.jsonl');
  const phoneNumber = READER_PHONE;
  let otp = await otpFor(base, outbox, phoneNumber);
  const validated = await post(base, '/v1/api/auth/validate', { phoneNumber, email: '', otp });
  if (validated.ok) {
    const signed = await post(base, '/v1/api/auth/signup', {
      userName: 'Bench Reader',
      password: READER_PASSWORD,
      email: '',
      phoneNumber,
      userType: 'user',
    });
    if (signed.ok) return signed.body.token;
  }
  otp = await otpFor(base, outbox, phoneNumber);
  const login = await post(base, '/v1/api/auth/otpLogin', { phoneNumber, otp });
  if (!login.ok) throw new Error(`otpLogin: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token;
}

async function getJson(base, token, route) {
  const response = await fetch(`${base}${route}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Waits for the seed library's jobs (queued at the server's start) to make every book ready. */
async function waitForSeedLibrary(base, token, expected) {
  const started = performance.now();
  let ready = 0;
  while (performance.now() - started < SEED_WAIT_MS) {
    ({ totalBooks: ready } = await getJson(base, token, '/v1/api/library/books?limit=50'));
    if (ready >= expected) break;
    await sleep(2000);
  }
  log(
    `library: ${ready} of ${expected} seed books ready after ${seconds(performance.now() - started)}`,
  );
  return ready;
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchAudio(base, token, report) {
  const { books } = await getJson(base, token, '/v1/api/library/books?limit=50');
  const slug = books.find((b) => b.bookAwsName === LOAD_BOOK)?.bookAwsName ?? books[0]?.bookAwsName;
  if (!slug) throw new Error('no ready book to play');
  const listen = await getJson(base, token, `/v1/api/library/listen/${slug}`);
  // The longest section: the most bytes to spread the ranges over.
  const section = listen.chapters
    .flatMap((c) => c.sections)
    .reduce((a, b) => (b.durationSeconds > a.durationSeconds ? b : a));
  const address = `/v1/api/library/section/play/${slug}/${section.index}?token=${encodeURIComponent(listen.audioToken)}`;
  const whole = await fetch(`${base}${address}`);
  const size = (await whole.arrayBuffer()).byteLength;
  if (whole.status !== 200) throw new Error(`GET the section's audio: ${whole.status}`);
  const ranges = Array.from({ length: RANGES }, (_, i) => {
    const from = Math.floor((i * Math.max(0, size - RANGE_BYTES)) / (RANGES - 1));
    return `bytes=${from}-${Math.min(size, from + RANGE_BYTES) - 1}`;
  });
  const probe = await fetch(`${base}${address}`, { headers: { range: ranges[3] } });
  await probe.arrayBuffer();
  if (probe.status !== 206) throw new Error(`a Range request answered ${probe.status}, not 206`);
  const what = `${slug} section ${section.index} (${(size / 1024).toFixed(0)} KB, ${section.durationSeconds.toFixed(0)} s)`;
  log(`library: loading ${what} at ${CONNECTIONS} connections for ${LOAD_SECONDS} s each`);

  const ranged = await load({
    url: `${base}${address}`,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: ranges.map((range) => ({ method: 'GET', path: address, headers: { range } })),
  });
  report(
    `library section audio with Range (${RANGES} ranges of 64 KB) at ${CONNECTIONS} connections`,
    `${ranged.requests.average.toFixed(0)} req/s, p50 ${ranged.latency.p50} ms, p99 ${ranged.latency.p99} ms, non-2xx ${ranged.non2xx}, errors ${ranged.errors + ranged.timeouts} (${what})`,
  );
  const full = await load({
    url: `${base}${address}`,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  report(
    `library section audio whole file (no Range) at ${CONNECTIONS} connections`,
    `${full.requests.average.toFixed(0)} req/s (${(full.throughput.average / 1024 ** 2).toFixed(0)} MB/s), p50 ${full.latency.p50} ms, p99 ${full.latency.p99} ms, non-2xx ${full.non2xx}, errors ${full.errors + full.timeouts}`,
  );
}

// ---- the part --------------------------------------------------------------------------------

/** The seed books, as the server reads them. */
async function seedBooks() {
  const { readSeedLibrary } = await tsModule(
    path.join(serverDir, 'src', 'library', 'seed', 'index.ts'),
  );
  return readSeedLibrary(repoRoot);
}

/**
 * Signs the library reader in on the bench's server (`base`, whose DATA_DIR `dataDir` holds the
 * development outbox with the OTP) and waits for the seed library's jobs, queued at the server's
 * start, to make every book ready: the bench runs this before it measures anything, so that
 * speech synthesis does not share the cores with what is measured. Returns the reader's token, or
 * null (with the reason reported) when the reader could not sign in.
 */
export async function settleSeedLibrary({ base, dataDir, report }) {
  const expected = (await seedBooks()).length;
  try {
    const token = await signInReader(base, dataDir);
    const ready = await waitForSeedLibrary(base, token, expected);
    if (ready < expected) log(`library: measuring with ${ready} of ${expected} seed books ready`);
    return token;
  } catch (error) {
    report('library section audio under load', `not measured: ${error.message}`);
    return null;
  }
}

/**
 * `base`: the bench's server, its seed library settled (settleSeedLibrary); `dataDir`: its
 * DATA_DIR; `token`: the reader's session from settleSeedLibrary (null: audio not measured).
 */
export async function benchLibrary({ base, dataDir, token: readerToken, report }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-library-'));
  try {
    const seeds = await seedBooks();
    let token = readerToken;
    await benchSynthesis(seeds, dir, report);
    try {
      await benchIngestion(seeds, dir, report);
    } catch (error) {
      report(
        'library ingestion of a generated TXT book',
        `not measured: ${error.message}`,
        '< 10 min',
      );
    }
    if (token) {
      try {
        // The ingestion may have outlasted the session: a fresh one if it ended.
        const session = await fetch(`${base}/v1/api/auth/session`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (session.status === 401) token = await signInReader(base, dataDir);
        await benchAudio(base, token, report);
      } catch (error) {
        report('library section audio under load', `not measured: ${error.message}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
