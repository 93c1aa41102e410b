// Reading an uploaded whitelist file (.csv, .xls, .xlsx) safely: the type is judged by content,
// and the parsing itself happens in a child process (parse-child.cjs) that checks an .xlsx's zip
// structure before the parser sees it and runs under memory limits and a timeout, so a zip bomb,
// a huge or a hostile file ends in a clear 400 while the server keeps serving everyone else.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { badRequest } from '../errors';
import { m } from '../messages';
import type { WhitelistKind } from '../db/schema';

export type SpreadsheetFormat = 'csv' | 'xls' | 'xlsx';

export const BULK_MAX_ROWS = 10_000;
export const BULK_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Total inflated size allowed inside an .xlsx (a 10,000-row sheet is about 1 MB of XML). */
const MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;
/** One part of an .xlsx (a sheet of 10,000 rows of 20 text columns stays well below). */
const MAX_ENTRY_BYTES = 24 * 1024 * 1024;
/** Parts in an .xlsx: a workbook of a few sheets has a few dozen. */
const MAX_ZIP_ENTRIES = 1000;
/** Parses running at once; further uploads wait their turn (each parser may use up to 256 MB). */
const MAX_CONCURRENT_PARSES = 2;

export interface SheetRow {
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  value: string;
  formula: boolean;
}

/** The parser's answer; `detail` names the zip check that refused (never shown to users). */
export type ChildAnswer =
  | { ok: true; rows: SheetRow[] }
  | {
      ok: false;
      reason: 'empty' | 'noHeader' | 'tooManyRows' | 'tooLarge' | 'unreadable';
      detail?: string;
    };

/** Header names accepted for each column (compared without case, spaces, dots, - or _). */
export const COLUMN_HEADERS: Record<WhitelistKind, string[]> = {
  phone: ['phoneNumber', 'phone', 'mobile', 'mobile number'],
  email: ['email', 'email address', 'e-mail'],
};

export const COLUMN_NAME: Record<WhitelistKind, string> = { phone: 'phoneNumber', email: 'email' };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(data: Buffer, magic: number[]): boolean {
  return data.length >= magic.length && magic.every((byte, i) => data[i] === byte);
}

/**
 * The format by content, never by the name: xlsx is a zip, xls an OLE compound file, and a CSV
 * is text, which never holds NUL or other C0 control bytes besides tab, CR, LF and form feed.
 */
export function detectFormat(data: Buffer): SpreadsheetFormat {
  if (data.length === 0) throw badRequest(m('bulkEmpty'));
  if (startsWith(data, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(data, OLE_MAGIC)) return 'xls';
  for (const byte of data) {
    if (
      (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) ||
      byte === 0x7f
    )
      throw badRequest(m('bulkWrongType'));
  }
  return 'csv';
}

let running = 0;
const waiting: (() => void)[] = [];

async function withParseSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_PARSES) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

// `import.meta.url` under tsx; Jest's swc transform rewrites it to the CommonJS file URL.
const PARSER_PATH = fileURLToPath(new URL('./parse-child.cjs', import.meta.url));
/** util-linux's prlimit (Debian: always installed) sets kernel limits, then execs the parser. */
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((path) => existsSync(path));
const POLL_MS = 25;
/** More output than 10,000 rows of any file under the unzipped limit can make. */
const MAX_ANSWER_BYTES = 3 * MAX_UNZIPPED_BYTES;

/** Limits of one parser process (internal; tests lower them to force the kill paths). */
export interface ParseLimits {
  /** Resident size, read from /proc every 25 ms: above it the parser is killed. */
  rssMb: number;
  /**
   * Kernel limit on the parser's writable memory (RLIMIT_DATA, through prlimit): a ceiling that
   * holds between two polls. Above the resident limit, as V8 and thread stacks map more than
   * they touch.
   */
  dataMb: number;
  heapMb: number;
  /**
   * The parser's processor time (user and system): on a busy machine a parse waits for the
   * processor, and waiting is not the file's fault. A parser that gets no processor at all is
   * stopped at WALL_FACTOR times this on the clock.
   */
  timeoutMs: number;
}

/** How many times timeoutMs a parse may take on the clock (the processor shared with others). */
const WALL_FACTOR = 6;
/** Linux's clock tick for /proc/<pid>/stat times (USER_HZ, 100 on every architecture Node runs). */
const TICK_MS = 10;

export const PARSE_LIMITS: Readonly<ParseLimits> = {
  rssMb: 256,
  dataMb: 384,
  heapMb: 128,
  timeoutMs: 10_000,
};

/** What one parse came to, with figures for logs and tests. */
export interface ParseOutcome {
  answer: ChildAnswer | { ok: false; reason: 'timeout' };
  /** Highest resident size of the parser seen by the poll or reported by the parser (kB). */
  peakRssKb: number;
  /** Why the server killed the parser, if it did. */
  killed: 'memory' | 'timeout' | 'output' | null;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The parser's own process id as it reported it (equals the spawned pid: prlimit execs). */
  parserPid: number | null;
  spawnedPid: number | null;
}

function parserCommand(limits: ParseLimits, options: string): [string, string[]] {
  const node = [
    process.execPath,
    `--max-old-space-size=${limits.heapMb}`,
    '--max-semi-space-size=16',
    '--disallow-code-generation-from-strings',
    '--no-addons',
    PARSER_PATH,
    options,
  ];
  if (!PRLIMIT) return [process.execPath, node.slice(1)];
  const mb = 1024 * 1024;
  return [
    PRLIMIT,
    [
      `--data=${limits.dataMb * mb}`,
      // A parser that outlives the server (which kills it past timeoutMs) still ends.
      `--cpu=${Math.ceil(limits.timeoutMs / 1000) * 2}`,
      // Dying of memory must not write a core file of the size of the limit.
      '--core=0',
      '--',
      ...node,
    ],
  ];
}

/** The parser's peak resident size (kB) and processor time (ms) so far. */
async function parserUsage(pid: number): Promise<{ kb: number; cpuMs: number }> {
  // Until prlimit and node have exec'd, the pid is still a fork of this server and shows its
  // resident size (hundreds of MB in a busy process): only the parser's own use counts.
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8');
  if (!command.includes(PARSER_PATH)) return { kb: 0, cpuMs: 0 };
  // VmHWM is the peak since start: a spike between two polls is seen too.
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB/m.exec(status) ?? /^VmRSS:\s+(\d+) kB/m.exec(status);
  // utime and stime: the 12th and 13th fields after the parenthesised command name.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return {
    kb: match ? Number(match[1]) : 0,
    cpuMs: Number.isFinite(ticks) ? ticks * TICK_MS : 0,
  };
}

/**
 * Parses in a separate Node process: small heap, no inherited flags or environment (no secrets),
 * a kernel memory limit, a watch on its resident size and a timeout. A file that exhausts any of
 * them ends the parser, never the server.
 */
export function parseInChild(
  data: Buffer,
  format: SpreadsheetFormat,
  headers: string[],
  limits: ParseLimits = PARSE_LIMITS,
): Promise<ParseOutcome> {
  const options = JSON.stringify({
    format,
    headers,
    maxRows: BULK_MAX_ROWS,
    maxFileBytes: BULK_MAX_FILE_BYTES,
    limits: {
      maxEntries: MAX_ZIP_ENTRIES,
      maxEntryBytes: MAX_ENTRY_BYTES,
      maxUnzippedBytes: MAX_UNZIPPED_BYTES,
    },
  });
  const [command, args] = parserCommand(limits, options);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: {},
      stdio: ['pipe', 'pipe', 'ignore'],
      windowsHide: true,
    });
    const pid = child.pid ?? null;
    let killed: ParseOutcome['killed'] = null;
    let peakRssKb = 0;
    const stop = (why: NonNullable<ParseOutcome['killed']>) => {
      if (killed || child.exitCode !== null || child.signalCode !== null) return;
      killed = why;
      child.kill('SIGKILL');
    };

    let polling = false;
    const poll = setInterval(() => {
      if (polling || pid === null) return;
      polling = true;
      parserUsage(pid)
        .then(({ kb, cpuMs }) => {
          peakRssKb = Math.max(peakRssKb, kb);
          if (kb > limits.rssMb * 1024) stop('memory');
          else if (cpuMs > limits.timeoutMs) stop('timeout');
        })
        // Gone already, or no /proc (not Linux): the other limits still hold.
        .catch(() => undefined)
        .finally(() => {
          polling = false;
        });
    }, POLL_MS);
    // Without /proc the clock is the only measure; with it, a parser starved of the processor.
    const timer = setTimeout(
      () => stop('timeout'),
      existsSync('/proc/self/stat') ? limits.timeoutMs * WALL_FACTOR : limits.timeoutMs,
    );

    const chunks: Buffer[] = [];
    let answerBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      answerBytes += chunk.length;
      if (answerBytes > MAX_ANSWER_BYTES) stop('output');
      else chunks.push(chunk);
    });
    // The parser may die before reading all of its input: that is its answer, not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(data);

    child.once('error', (error) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (exitCode, signal) => {
      clearInterval(poll);
      clearTimeout(timer);
      let reported: Reported | null = null;
      if (!killed && exitCode === 0) {
        try {
          reported = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Reported;
        } catch {
          reported = null;
        }
      }
      peakRssKb = Math.max(peakRssKb, reported?.stats?.peakRssKb ?? 0);
      let answer: ParseOutcome['answer'];
      if (killed === 'timeout') answer = { ok: false, reason: 'timeout' };
      else if (reported) answer = withoutStats(reported);
      // Killed for its size, or ended by the kernel limit or V8's heap limit (abort/segfault).
      else if (killed || signal !== null) answer = { ok: false, reason: 'tooLarge' };
      else answer = { ok: false, reason: 'unreadable' };
      resolve({
        answer,
        peakRssKb,
        killed,
        exitCode,
        signal,
        parserPid: reported?.stats?.pid ?? null,
        spawnedPid: pid,
      });
    });
  });
}

type Reported = ChildAnswer & { stats?: { pid: number; peakRssKb: number } };

function withoutStats(reported: Reported): ChildAnswer {
  const { stats: _stats, ...answer } = reported;
  return answer as ChildAnswer;
}

/** The non-empty cells of the kind's column, or a 400 that says what is wrong with the file. */
export async function readWhitelistFile(
  data: Buffer,
  kind: WhitelistKind,
  limits: ParseLimits = PARSE_LIMITS,
): Promise<SheetRow[]> {
  const format = detectFormat(data);
  const column = COLUMN_NAME[kind];
  const { answer } = await withParseSlot(() =>
    parseInChild(data, format, COLUMN_HEADERS[kind], limits),
  );
  if (answer.ok) {
    if (answer.rows.length === 0) throw badRequest(m('bulkNoRows', { column }));
    return answer.rows;
  }
  switch (answer.reason) {
    case 'empty':
      throw badRequest(m('bulkEmpty'));
    case 'noHeader':
      throw badRequest(m('bulkNoColumn', { column }));
    case 'tooManyRows':
      throw badRequest(m('bulkTooManyRows', { max: BULK_MAX_ROWS.toLocaleString('en-US') }));
    case 'tooLarge':
      throw badRequest(m('bulkTooComplex'));
    case 'timeout':
      throw badRequest(m('bulkTimeout'));
    default:
      throw badRequest(m('bulkUnreadable'));
  }
}
