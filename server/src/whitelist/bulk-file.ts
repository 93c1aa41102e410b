// Reading an uploaded whitelist file (.csv, .xls, .xlsx) safely: the type is judged by content,
// and the parsing itself happens in a worker thread (parse-worker.cjs) with memory limits and a
// timeout, so a zip bomb, a huge or a hostile file ends in a clear 400 while the server keeps
// serving everyone else.
import { Worker } from 'node:worker_threads';
import { badRequest } from '../errors';
import { m } from '../messages';
import type { WhitelistKind } from '../db/schema';

export type SpreadsheetFormat = 'csv' | 'xls' | 'xlsx';

export const BULK_MAX_ROWS = 10_000;
export const BULK_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Total inflated size allowed inside an .xlsx (a 10,000-row sheet is about 1 MB of XML). */
const MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;
const WORKER_TIMEOUT_MS = 10_000;
const WORKER_HEAP_MB = 128;
/** Parses running at once; further uploads wait their turn (each worker may use ~150 MB). */
const MAX_CONCURRENT_PARSES = 2;

export interface SheetRow {
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  value: string;
  formula: boolean;
}

type WorkerAnswer =
  | { ok: true; rows: SheetRow[] }
  | { ok: false; reason: 'empty' | 'noHeader' | 'tooManyRows' | 'tooLarge' | 'unreadable' };

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
const WORKER_URL = new URL('./parse-worker.cjs', import.meta.url);

function runWorker(
  data: Buffer,
  format: SpreadsheetFormat,
  headers: string[],
): Promise<WorkerAnswer | { ok: false; reason: 'timeout' }> {
  return new Promise((resolve) => {
    const copy = new Uint8Array(data);
    const worker = new Worker(WORKER_URL, {
      workerData: {
        data: copy,
        format,
        headers,
        maxRows: BULK_MAX_ROWS,
        maxUnzippedBytes: MAX_UNZIPPED_BYTES,
      },
      transferList: [copy.buffer],
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_HEAP_MB,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      // The worker needs no TypeScript loader: it is plain CommonJS.
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (answer: WorkerAnswer | { ok: false; reason: 'timeout' }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), WORKER_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => finish(answer));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the parser: the file is at fault.
    worker.once('error', () => finish({ ok: false, reason: 'tooLarge' }));
    worker.once('exit', () => finish({ ok: false, reason: 'unreadable' }));
  });
}

/** The non-empty cells of the kind's column, or a 400 that says what is wrong with the file. */
export async function readWhitelistFile(data: Buffer, kind: WhitelistKind): Promise<SheetRow[]> {
  const format = detectFormat(data);
  const column = COLUMN_NAME[kind];
  const answer = await withParseSlot(() => runWorker(data, format, COLUMN_HEADERS[kind]));
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
