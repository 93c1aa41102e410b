// Hand-made zip files for the bulk-file tests: valid ones, and hostile ones whose every field can
// be forged (counts, offsets, sizes, overlapping entries, ZIP64 markers, trailing bytes).
import { crc32, deflateRawSync, inflateRawSync, constants as zlibConstants } from 'node:zlib';

export const LOCAL_SIGNATURE = 0x04034b50;
export const CENTRAL_SIGNATURE = 0x02014b50;
export const EOCD_SIGNATURE = 0x06054b50;

/** What a central record says about one entry. */
export interface ZipRecord {
  name: string;
  method: 0 | 8;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's local header. */
  offset: number;
  extra?: Buffer;
  disk?: number;
}

export interface EntrySpec {
  name: string;
  /** The real content; ignored when `compressed` is given. */
  content?: Buffer;
  method?: 0 | 8;
  /** Ready-made compressed bytes (for bombs whose content is never held in memory). */
  compressed?: Buffer;
  /** Declared uncompressed size; the real one by default. */
  size?: number;
  crc?: number;
  /** Sizes and CRC in a data descriptor after the data, zeros in the local header. */
  descriptor?: boolean;
  localExtra?: Buffer;
  centralExtra?: Buffer;
}

export interface EndFields {
  disk: number;
  centralDisk: number;
  onDisk: number;
  total: number;
  centralSize: number;
  centralOffset: number;
  comment: Buffer;
}

export function localHeader(record: ZipRecord, localExtra: Buffer = Buffer.alloc(0)): Buffer {
  const name = Buffer.from(record.name, 'latin1');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(record.flags, 6);
  header.writeUInt16LE(record.method, 8);
  const deferred = (record.flags & 8) !== 0 && record.method === 8;
  header.writeUInt32LE(deferred ? 0 : record.crc, 14);
  header.writeUInt32LE(deferred ? 0 : record.compressedSize, 18);
  header.writeUInt32LE(deferred ? 0 : record.size, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(localExtra.length, 28);
  return Buffer.concat([header, name, localExtra]);
}

export function centralRecord(record: ZipRecord): Buffer {
  const name = Buffer.from(record.name, 'latin1');
  const extra = record.extra ?? Buffer.alloc(0);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_SIGNATURE, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(record.flags, 8);
  header.writeUInt16LE(record.method, 10);
  header.writeUInt32LE(record.crc, 16);
  header.writeUInt32LE(record.compressedSize, 20);
  header.writeUInt32LE(record.size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt16LE(record.disk ?? 0, 34);
  header.writeUInt32LE(record.offset, 42);
  return Buffer.concat([header, name, extra]);
}

export function endRecord(fields: EndFields): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(fields.disk, 4);
  end.writeUInt16LE(fields.centralDisk, 6);
  end.writeUInt16LE(fields.onDisk, 8);
  end.writeUInt16LE(fields.total, 10);
  end.writeUInt32LE(fields.centralSize, 12);
  end.writeUInt32LE(fields.centralOffset, 16);
  end.writeUInt16LE(fields.comment.length, 20);
  return Buffer.concat([end, fields.comment]);
}

/** Local headers and data of `specs`, one after the other, and the records that describe them. */
export function layoutEntries(
  specs: EntrySpec[],
  startOffset = 0,
): { body: Buffer; records: ZipRecord[] } {
  const pieces: Buffer[] = [];
  const records: ZipRecord[] = [];
  let offset = startOffset;
  for (const spec of specs) {
    const method = spec.method ?? 8;
    const content = spec.content ?? Buffer.alloc(0);
    const data = spec.compressed ?? (method === 8 ? deflateRawSync(content) : content);
    const record: ZipRecord = {
      name: spec.name,
      method,
      flags: spec.descriptor ? 8 : 0,
      crc: spec.crc ?? crc32(content),
      compressedSize: data.length,
      size: spec.size ?? content.length,
      offset,
      extra: spec.centralExtra,
    };
    const header = localHeader(record, spec.localExtra);
    const piece = [header, data];
    if (spec.descriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(record.crc, 4);
      descriptor.writeUInt32LE(record.compressedSize, 8);
      descriptor.writeUInt32LE(record.size, 12);
      piece.push(descriptor);
    }
    const bytes = Buffer.concat(piece);
    pieces.push(bytes);
    records.push(record);
    offset += bytes.length;
  }
  return { body: Buffer.concat(pieces), records };
}

/** A zip of `body` (local entries) and `records`, the end record's fields forgeable. */
export function assembleZip(
  body: Buffer,
  records: Buffer[],
  options: { end?: Partial<EndFields>; beforeEnd?: Buffer; trailing?: Buffer } = {},
): Buffer {
  const central = Buffer.concat(records);
  const end = endRecord({
    disk: 0,
    centralDisk: 0,
    onDisk: records.length,
    total: records.length,
    centralSize: central.length,
    centralOffset: body.length,
    comment: Buffer.alloc(0),
    ...options.end,
  });
  return Buffer.concat([
    body,
    central,
    options.beforeEnd ?? Buffer.alloc(0),
    end,
    options.trailing ?? Buffer.alloc(0),
  ]);
}

/** A well-formed zip of `specs`. */
export function zipOf(specs: EntrySpec[], end: Partial<EndFields> = {}): Buffer {
  const { body, records } = layoutEntries(specs);
  return assembleZip(body, records.map(centralRecord), { end });
}

/** The entries of a well-formed zip (such as an .xlsx SheetJS wrote), by its central directory. */
export function readZip(zip: Buffer): { name: string; content: Buffer }[] {
  let eocd = zip.length - 22;
  while (zip.readUInt32LE(eocd) !== EOCD_SIGNATURE) eocd -= 1;
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const entries: { name: string; content: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(p + 10);
    const compressedSize = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const skip = nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    const name = zip.toString('latin1', p + 46, p + 46 + nameLength);
    const local = zip.readUInt32LE(p + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressedSize);
    entries.push({ name, content: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    p += 46 + skip;
  }
  return entries;
}

/**
 * `megabytes` MB of `unit` repeated, deflated without ever holding the whole: one deflated
 * megabyte repeated (each copy is a self-contained run of blocks), then a final empty block.
 */
export function deflatedRepeat(unit: string | Buffer, megabytes: number): Buffer {
  const one = Buffer.from(typeof unit === 'string' ? unit : unit.toString('latin1'), 'latin1');
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i += one.length) one.copy(chunk, i);
  const piece = deflateRawSync(chunk, { finishFlush: zlibConstants.Z_SYNC_FLUSH, level: 9 });
  const pieces = Array.from({ length: megabytes }, () => piece);
  return Buffer.concat([...pieces, deflateRawSync(Buffer.alloc(0))]);
}
