// Child process that reads one uploaded whitelist spreadsheet (.csv, .xls or .xlsx) and returns
// the cells of one column. bulk-file.ts starts it with a small V8 heap, a kernel limit on its
// memory (prlimit), a watch on its resident size and a timeout, so a hostile file exhausts this
// process, never the server. A worker thread was not enough: zlib output and other buffers live
// outside the V8 heap, so a worker's resourceLimits never stopped an uncapped inflate.
//
// Protocol: argv[2] is a JSON object of options, stdin the file, stdout one JSON answer
// ({ ok: true, rows } or { ok: false, reason, detail }); nothing else is shared with the server
// (bulk-file.ts starts it with an empty environment).
//
// Plain CommonJS on purpose: the server runs under tsx (ES modules) and the tests under Jest
// (CommonJS), and Node runs a .cjs file the same way from both, without a TypeScript loader.
//
// The parser is @e965/xlsx: SheetJS 0.20.x republished on npm with its security fixes. SheetJS's
// own npm release (xlsx 0.18.5) has unfixed advisories (prototype pollution, ReDoS), and exceljs
// reads only .xlsx, while the whitelist tool accepts .xls and .csv too.
'use strict';

// stdout carries the answer: nothing else may write to it (SheetJS logs with console.log).
console.log = console.info = console.warn = console.debug = () => {};

const fs = require('node:fs');
const zlib = require('node:zlib');

class Refusal extends Error {
  /**
   * @param {'tooLarge' | 'unreadable'} reason what the user is told (bulkTooComplex/Unreadable)
   * @param {string} detail which check refused, for tests and logs only
   */
  constructor(reason, detail) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
    this.detail = detail;
  }
}

const tooLarge = (detail) => new Refusal('tooLarge', detail);
const unreadable = (detail) => new Refusal('unreadable', detail);

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const EOCD_LENGTH = 22;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;
const ZIP64_EXTRA = 0x0001;
const MAX_NAME_LENGTH = 255;
/** Flag bits a spreadsheet zip may use: deflate options (1, 2), data descriptor (3), UTF-8 (11). */
const ALLOWED_FLAGS = 0x0002 | 0x0004 | 0x0008 | 0x0800;
const DATA_DESCRIPTOR_FLAG = 0x0008;
/**
 * Entry names that make SheetJS read the zip as OpenDocument or Apple Numbers (Snappy-compressed
 * parts, and a nested Index.zip it would open with no checks at all). Matched like SheetJS's own
 * lookup: by the last path part, in upper case.
 */
const FOREIGN_PACKAGE_PARTS = new Set([
  'MANIFEST.XML',
  'OBJECTDATA.XML',
  'DOCUMENT.IWA',
  'INDEX.ZIP',
]);

/** Extra fields must tile their area exactly; ZIP64 sizes (id 1) are refused. */
function checkExtraField(buf, start, length) {
  let p = start;
  const end = start + length;
  while (p < end) {
    if (p + 4 > end) throw unreadable('extra-field');
    const id = buf.readUInt16LE(p);
    const size = buf.readUInt16LE(p + 2);
    if (id === ZIP64_EXTRA) throw unreadable('zip64');
    p += 4 + size;
  }
  if (p !== end) throw unreadable('extra-field');
}

function checkName(nameBytes) {
  if (nameBytes.length === 0 || nameBytes.length > MAX_NAME_LENGTH) throw unreadable('name');
  for (const byte of nameBytes) {
    // SheetJS matches names after dropping control characters: none may be there to drop.
    if (byte < 0x20 || byte === 0x7f) throw unreadable('name');
  }
}

/** The one end-of-central-directory record, ending exactly at the end of the file. */
function readEnd(buf) {
  if (buf.length < EOCD_LENGTH) throw unreadable('eocd');
  // The last signature in the file, as SheetJS looks for it (from the very end backwards).
  let eocd = -1;
  for (let i = buf.length - 4; i >= 0; i -= 1) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0 || eocd + EOCD_LENGTH > buf.length) throw unreadable('eocd');
  const disk = buf.readUInt16LE(eocd + 4);
  const centralDisk = buf.readUInt16LE(eocd + 6);
  const entriesOnDisk = buf.readUInt16LE(eocd + 8);
  const totalEntries = buf.readUInt16LE(eocd + 10);
  const centralSize = buf.readUInt32LE(eocd + 12);
  const centralOffset = buf.readUInt32LE(eocd + 16);
  const commentLength = buf.readUInt16LE(eocd + 20);
  if (
    entriesOnDisk === 0xffff ||
    totalEntries === 0xffff ||
    centralSize === 0xffffffff ||
    centralOffset === 0xffffffff
  ) {
    throw unreadable('zip64');
  }
  if (disk !== 0 || centralDisk !== 0) throw unreadable('multi-disk');
  if (eocd + EOCD_LENGTH + commentLength !== buf.length) throw unreadable('trailing-data');
  // SheetJS walks "entries on this disk"; a checker that read the total was bypassed by it.
  if (entriesOnDisk !== totalEntries) throw unreadable('entry-count-mismatch');
  if (totalEntries === 0) throw unreadable('no-entries');
  // The central directory ends where the end record starts: no ZIP64 records, nothing hidden.
  if (centralOffset + centralSize !== eocd) throw unreadable('central-directory-range');
  return { eocd, count: totalEntries, centralOffset };
}

/**
 * Validates the whole zip structure of an .xlsx and inflates every entry with caps on each entry
 * and on the total, before any parser sees it. Returns the entries' real contents.
 *
 * Every central record must have a matching local header, entries may not overlap (many records
 * pointing at one small, highly compressed entry is the classic amplification), and sizes are
 * checked against the real inflate, since the declared ones can lie.
 */
function checkZip(buf, limits) {
  const { eocd, count, centralOffset } = readEnd(buf);
  if (count > limits.maxEntries) throw tooLarge('too-many-entries');

  const entries = [];
  const names = new Set();
  let declaredTotal = 0;
  let p = centralOffset;
  for (let n = 0; n < count; n += 1) {
    if (p + CENTRAL_LENGTH > eocd || buf.readUInt32LE(p) !== CENTRAL_SIGNATURE) {
      throw unreadable('central-record');
    }
    const entry = {
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      crc: buf.readUInt32LE(p + 16),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    };
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const startDisk = buf.readUInt16LE(p + 34);
    const recordEnd = p + CENTRAL_LENGTH + nameLength + extraLength + commentLength;
    if (recordEnd > eocd) throw unreadable('central-record');
    if (
      entry.compressedSize === 0xffffffff ||
      entry.size === 0xffffffff ||
      entry.localOffset === 0xffffffff
    ) {
      throw unreadable('zip64');
    }
    if (startDisk !== 0) throw unreadable('multi-disk');
    if ((entry.flags & ~ALLOWED_FLAGS) !== 0) throw unreadable('flags');
    if (entry.method !== 0 && entry.method !== 8) throw unreadable('method');
    if (entry.method === 0 && entry.compressedSize !== entry.size) throw unreadable('stored-size');
    entry.nameBytes = buf.subarray(p + CENTRAL_LENGTH, p + CENTRAL_LENGTH + nameLength);
    checkName(entry.nameBytes);
    checkExtraField(buf, p + CENTRAL_LENGTH + nameLength, extraLength);
    // SheetJS reads names byte by byte (latin1) and looks them up in upper case.
    entry.name = entry.nameBytes.toString('latin1');
    const key = entry.name.toUpperCase();
    if (names.has(key)) throw unreadable('duplicate-name');
    names.add(key);
    if (entry.size > limits.maxEntryBytes) throw tooLarge('entry-too-large');
    declaredTotal += entry.size;
    if (declaredTotal > limits.maxUnzippedBytes) throw tooLarge('declared-too-large');
    entries.push(entry);
    p = recordEnd;
  }
  // Exactly `count` records fill the central directory: no records beyond the counted ones.
  if (p !== eocd) throw unreadable('central-directory-size');

  for (const entry of entries) checkLocal(buf, entry, centralOffset);

  // No two entries share a byte: sorted by start, each ends before the next begins.
  const ranges = entries.slice().sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < ranges.length; i += 1) {
    if (ranges[i - 1].end > ranges[i].localOffset) throw unreadable('overlap');
  }

  let total = 0;
  for (const entry of entries) {
    entry.data = inflateEntry(buf, entry);
    total += entry.data.length;
    if (total > limits.maxUnzippedBytes) throw tooLarge('inflated-too-large');
  }

  // Only now, so that a bomb is called a bomb whatever its parts are named.
  const partNames = entries.map((entry) => entry.name.toUpperCase());
  if (!partNames.includes('[CONTENT_TYPES].XML')) throw unreadable('not-xlsx');
  if (partNames.some((name) => FOREIGN_PACKAGE_PARTS.has(name.slice(name.lastIndexOf('/') + 1)))) {
    throw unreadable('not-xlsx');
  }
  return entries.map(({ name, nameBytes, crc, data }) => ({ name, nameBytes, crc, data }));
}

/** The local header agrees with the central record; sets the entry's data range. */
function checkLocal(buf, entry, centralOffset) {
  const at = entry.localOffset;
  if (at + LOCAL_LENGTH > centralOffset || buf.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw unreadable('local-header');
  }
  const flags = buf.readUInt16LE(at + 6);
  const method = buf.readUInt16LE(at + 8);
  const crc = buf.readUInt32LE(at + 14);
  const compressedSize = buf.readUInt32LE(at + 18);
  const size = buf.readUInt32LE(at + 22);
  const nameLength = buf.readUInt16LE(at + 26);
  const extraLength = buf.readUInt16LE(at + 28);
  if (flags !== entry.flags || method !== entry.method) throw unreadable('local-mismatch');
  const nameEnd = at + LOCAL_LENGTH + nameLength;
  if (nameEnd + extraLength > centralOffset) throw unreadable('local-header');
  if (!buf.subarray(at + LOCAL_LENGTH, nameEnd).equals(entry.nameBytes)) {
    throw unreadable('local-mismatch');
  }
  checkExtraField(buf, nameEnd, extraLength);
  entry.dataStart = nameEnd + extraLength;

  const same = crc === entry.crc && compressedSize === entry.compressedSize && size === entry.size;
  const deferred = crc === 0 && compressedSize === 0 && size === 0;
  let end = entry.dataStart + entry.compressedSize;
  if (entry.flags & DATA_DESCRIPTOR_FLAG) {
    // Sizes after the data. SheetJS skips stored data by the local size, so only a deflated
    // entry may leave the local sizes at zero.
    if (!same && !(deferred && method === 8)) throw unreadable('local-mismatch');
    const signed = end + 4 <= centralOffset && buf.readUInt32LE(end) === DESCRIPTOR_SIGNATURE;
    const fields = signed ? end + 4 : end;
    if (fields + 12 > centralOffset) throw unreadable('data-descriptor');
    if (
      buf.readUInt32LE(fields) !== entry.crc ||
      buf.readUInt32LE(fields + 4) !== entry.compressedSize ||
      buf.readUInt32LE(fields + 8) !== entry.size
    ) {
      throw unreadable('data-descriptor');
    }
    end = fields + 12;
  } else if (!same) {
    throw unreadable('local-mismatch');
  }
  if (end > centralOffset) throw unreadable('data-range');
  entry.end = end;
}

/**
 * The entry's real content. The output may be at most one byte over the declared size, so a
 * lying header costs no more than it declared; the deflate stream must end exactly at the
 * compressed size (SheetJS inflates up to the end of the stream, wherever that is).
 */
function inflateEntry(buf, entry) {
  const raw = buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let data;
  if (entry.method === 0) {
    data = raw;
  } else {
    let result;
    try {
      result = zlib.inflateRawSync(raw, { maxOutputLength: entry.size + 1, info: true });
    } catch (error) {
      if (error && error.code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge('size-lie');
      throw unreadable('inflate');
    }
    if (result.engine.bytesWritten !== raw.length) throw unreadable('deflate-length');
    data = result.buffer;
    if (data.length > entry.size) throw tooLarge('size-lie');
  }
  if (data.length !== entry.size) throw unreadable('size-mismatch');
  if (typeof zlib.crc32 === 'function' && zlib.crc32(data) !== entry.crc) {
    throw unreadable('crc');
  }
  return data;
}

/**
 * A plain zip of the checked entries, all stored (uncompressed): what the parser reads is
 * exactly what was checked, whatever tricks the original zip held.
 */
function storedZip(entries) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { nameBytes, crc, data } of entries) {
    const local = Buffer.alloc(LOCAL_LENGTH);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const record = Buffer.alloc(CENTRAL_LENGTH);
    record.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(data.length, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(record, nameBytes);
    offset += LOCAL_LENGTH + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(EOCD_LENGTH);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralBytes, end]);
}

function normaliseHeader(text) {
  return String(text)
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');
}

/** The text a person sees in the cell; numbers without exponent or grouping. */
function cellText(cell) {
  if (cell.t === 'n' && typeof cell.v === 'number' && Number.isSafeInteger(cell.v)) {
    return String(cell.v);
  }
  if (typeof cell.w === 'string') return cell.w;
  return cell.v === undefined || cell.v === null ? '' : String(cell.v);
}

/** Allocation failures that V8 reports as catchable errors rather than by ending the process. */
function isOutOfMemory(error) {
  return (
    error instanceof RangeError &&
    /allocation failed|invalid (string|array|typed array) length|out of memory/i.test(error.message)
  );
}

function parse(buf, { format, headers, maxRows, limits }) {
  let input = buf;
  if (format === 'xlsx') input = storedZip(checkZip(buf, limits));
  // Loaded only now: a refused zip costs no parser start-up.
  const XLSX = require('@e965/xlsx');
  // Header row + maxRows + 1: reading one row too many is how "more than maxRows" is noticed
  // without materialising a sheet of any size.
  const options = {
    sheetRows: maxRows + 2,
    cellFormula: true,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
    bookFiles: false,
    dense: false,
  };
  let workbook;
  try {
    workbook =
      format === 'csv'
        ? // Values stay text (raw): "0900..." keeps its zero and "=1+1" stays visible as typed.
          XLSX.read(input.toString('utf8').replace(/^\uFEFF/, ''), {
            ...options,
            type: 'string',
            raw: true,
          })
        : XLSX.read(input, { ...options, type: 'buffer' });
  } catch (error) {
    if (isOutOfMemory(error)) throw tooLarge('parser-memory');
    throw unreadable('parser');
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet || !sheet['!ref']) return { ok: false, reason: 'empty' };
  const range = XLSX.utils.decode_range(sheet['!fullref'] || sheet['!ref']);
  if (range.e.r - range.s.r > maxRows) return { ok: false, reason: 'tooManyRows' };

  const wanted = new Set(headers.map(normaliseHeader));
  let column = -1;
  for (let c = range.s.c; c <= range.e.c; c += 1) {
    const cell = sheet[XLSX.utils.encode_cell({ r: range.s.r, c })];
    if (cell && wanted.has(normaliseHeader(cellText(cell)))) {
      column = c;
      break;
    }
  }
  if (column < 0) return { ok: false, reason: 'noHeader' };

  const rows = [];
  for (let r = range.s.r + 1; r <= range.e.r; r += 1) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: column })];
    if (!cell) continue;
    const text = cellText(cell).trim();
    const formula = typeof cell.f === 'string' || text.startsWith('=');
    if (!text && !formula) continue;
    // Row numbers as the spreadsheet shows them (1-based, header included).
    rows.push({ row: r + 1, value: formula && cell.f ? `=${cell.f}` : text, formula });
  }
  return { ok: true, rows };
}

/**
 * This process's own peak resident size (kB): VmHWM starts again at exec. getrusage's maxRSS
 * does not: Linux carries over the peak of the forked copy of the server that became this
 * parser, which is the server's size, not the parser's.
 */
function peakResidentKb() {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    if (match) return Number(match[1]);
  } catch {
    // no /proc (not Linux): fall back to what the process can see of itself
  }
  return Math.round(process.memoryUsage().rss / 1024);
}

function answer(result) {
  // Peak resident size (kB), reported so the server can log and tests can measure it.
  const stats = { pid: process.pid, peakRssKb: peakResidentKb() };
  process.stdout.write(JSON.stringify({ ...result, stats }));
}

function run(input, options) {
  try {
    answer(parse(input, options));
  } catch (error) {
    if (error instanceof Refusal) {
      answer({ ok: false, reason: error.reason, detail: error.detail });
    } else if (isOutOfMemory(error)) {
      answer({ ok: false, reason: 'tooLarge', detail: 'memory' });
    } else {
      answer({ ok: false, reason: 'unreadable', detail: 'error' });
    }
  }
}

const options = JSON.parse(process.argv[2]);
const chunks = [];
let length = 0;
process.stdin.on('data', (chunk) => {
  length += chunk.length;
  // The server sends at most the upload limit; anything beyond is not a file it sent.
  if (length > options.maxFileBytes) {
    answer({ ok: false, reason: 'tooLarge', detail: 'input' });
    process.exit(0);
  }
  chunks.push(chunk);
});
process.stdin.on('end', () => run(Buffer.concat(chunks, length), options));
