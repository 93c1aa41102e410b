// Worker thread that reads one uploaded whitelist spreadsheet (.csv, .xls or .xlsx) and returns
// the cells of one column. It runs with resourceLimits and a timeout set by bulk-file.ts, so a
// hostile file (zip bomb, huge sheet, pathological CSV) exhausts this worker, never the server.
//
// Plain CommonJS on purpose: the server runs under tsx (ES modules) and the tests under Jest
// (CommonJS), and Node loads a .cjs worker the same way in both, without a TypeScript loader.
//
// The parser is @e965/xlsx: SheetJS 0.20.x republished on npm with its security fixes. SheetJS's
// own npm release (xlsx 0.18.5) has unfixed advisories (prototype pollution, ReDoS), and exceljs
// reads only .xlsx, while the whitelist tool accepts .xls and .csv too.
'use strict';

const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const XLSX = require('@e965/xlsx');

class Refusal extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_ZIP_ENTRIES = 1000;

/**
 * Inflates every entry of an .xlsx (a zip) with a cap on the total output, before the parser sees
 * it: sizes declared in a zip can lie, so the real inflated size is what counts.
 */
function checkZip(buf, maxUnzippedBytes) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i -= 1) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Refusal('unreadable');
  const count = buf.readUInt16LE(eocd + 10);
  if (count > MAX_ZIP_ENTRIES) throw new Refusal('tooLarge');
  let p = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < count; n += 1) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL_SIGNATURE) {
      throw new Refusal('unreadable');
    }
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_SIGNATURE) {
      throw new Refusal('unreadable');
    }
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressedSize);
    if (method === 0) {
      total += data.length;
    } else if (method === 8) {
      try {
        total += zlib.inflateRawSync(data, {
          maxOutputLength: Math.max(1, maxUnzippedBytes - total + 1),
        }).length;
      } catch (error) {
        if (error && error.code === 'ERR_BUFFER_TOO_LARGE') throw new Refusal('tooLarge');
        throw new Refusal('unreadable');
      }
    } else {
      throw new Refusal('unreadable');
    }
    if (total > maxUnzippedBytes) throw new Refusal('tooLarge');
    p += 46 + nameLength + extraLength + commentLength;
  }
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

function parse({ data, format, headers, maxRows, maxUnzippedBytes }) {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (format === 'xlsx') checkZip(buf, maxUnzippedBytes);
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
          XLSX.read(buf.toString('utf8').replace(/^\uFEFF/, ''), {
            ...options,
            type: 'string',
            raw: true,
          })
        : XLSX.read(buf, { ...options, type: 'buffer' });
  } catch {
    throw new Refusal('unreadable');
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

try {
  parentPort.postMessage(parse(workerData));
} catch (error) {
  parentPort.postMessage({
    ok: false,
    reason: error instanceof Refusal ? error.reason : 'unreadable',
  });
}
