// Archives (EPUB, DOCX, a zip of MP3s or of a DAISY book) unpacked as a stream, counting what
// each entry really inflates to: the sizes an archive declares can be forged, so a zip bomb is
// stopped by the bytes it produces, not by what it claims. Entry names never leave the folder.
import { closeSync, createReadStream, mkdirSync, openSync, writeSync } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import path from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { IngestError, INGEST_LIMITS, megabytes } from './model';

export interface ZipLimits {
  maxBytes: number;
  maxEntries: number;
  /** Most bytes unpacked per byte of archive read so far (see INGEST_LIMITS.maxCompressionRatio). */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxBytes: INGEST_LIMITS.maxUnpackedBytes,
  maxEntries: INGEST_LIMITS.maxArchiveEntries,
  maxRatio: INGEST_LIMITS.maxCompressionRatio,
};

/** Below this many unpacked bytes no ratio is judged: a tiny file of spaces may compress 100:1. */
const RATIO_FLOOR_BYTES = 1024 ** 2;
/**
 * The archive is read in pieces this small: what one piece inflates to before the limits are
 * checked is at most 1,032 times it (deflate's ceiling), 16 MB.
 */
const READ_CHUNK_BYTES = 16 * 1024;

/** "a/b.mp3" from an entry name, or null for folders and names that would leave the folder. */
export function safeEntryName(name: string): string | null {
  const parts = name.replace(/\\/g, '/').split('/');
  if (parts.at(-1) === '') return null;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return null;
  if (parts.some((part) => part === '..' || part.includes('\u0000'))) return null;
  const clean = parts.filter((part) => part !== '' && part !== '.');
  return clean.length ? clean.join('/') : null;
}

/** Whether the file starts as a zip archive does. */
export function isZip(head: Uint8Array): boolean {
  return (
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 3 || head[2] === 5) &&
    head[3] === head[2]! + 1
  );
}

/** Whether the archive ends with its end-of-central-directory record (a cut archive does not). */
async function hasEnd(zipPath: string): Promise<boolean> {
  const handle = await openFile(zipPath, 'r');
  try {
    const { size } = await handle.stat();
    // The record is 22 bytes plus a comment of at most 65,535.
    const length = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    for (let at = length - 22; at >= 0; at--) if (tail.readUInt32LE(at) === 0x06054b50) return true;
    return false;
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks `zipPath` into `destination` (or only checks it, with null) and returns the entries'
 * names in archive order. IngestError 'zipBomb' past the limits, 'badZip' for a damaged archive.
 */
export async function unpackZip(
  zipPath: string,
  destination: string | null,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<string[]> {
  if (!(await hasEnd(zipPath)))
    throw new IngestError('badZip', { reason: 'the archive ends too early' });
  const names: string[] = [];
  let total = 0;
  // Bytes of the archive pushed to the inflater so far: more than it has consumed, so the ratio
  // judged is never above the real one.
  let read = 0;
  let failure: IngestError | null = null;
  let open = 0;
  const bomb = () =>
    new IngestError('zipBomb', {
      limit: `${megabytes(limits.maxBytes)}, ${limits.maxEntries} files`,
    });
  const unzip = new Unzip((file) => {
    if (failure) return;
    const name = safeEntryName(file.name);
    if (!name) return;
    if (names.length >= limits.maxEntries) {
      failure = bomb();
      return;
    }
    if (file.compression !== 0 && file.compression !== 8) {
      failure = new IngestError('badZip', { reason: `${name} uses an unsupported compression` });
      return;
    }
    names.push(name);
    let descriptor: number | null = null;
    if (destination) {
      const target = path.join(destination, name);
      mkdirSync(path.dirname(target), { recursive: true });
      descriptor = openSync(target, 'w', 0o600);
    }
    open++;
    const close = () => {
      if (descriptor !== null) closeSync(descriptor);
      descriptor = null;
    };
    file.ondata = (error, data, final) => {
      if (failure) return close();
      if (error) {
        failure = new IngestError('badZip', { reason: error.message });
        return close();
      }
      total += data.length;
      if (total > limits.maxBytes) {
        failure = bomb();
        file.terminate();
        return close();
      }
      if (total > RATIO_FLOOR_BYTES && total > limits.maxRatio * read) {
        failure = new IngestError('tooDense', { ratio: limits.maxRatio });
        file.terminate();
        return close();
      }
      if (descriptor !== null) writeSync(descriptor, data);
      if (final) {
        open--;
        close();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(zipPath, { highWaterMark: READ_CHUNK_BYTES })) {
      read += (chunk as Buffer).length;
      unzip.push(chunk as Buffer);
      if (failure) break;
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    failure ??= new IngestError('badZip', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (failure) throw failure;
  if (open > 0) throw new IngestError('badZip', { reason: 'the archive ends too early' });
  return names;
}
