// Uploads are written to disk as they arrive (DATA_DIR/uploads), so a 300 MB document or a 200 MB
// film costs the server a few stream buffers of memory, not the file's size. The spooled copy
// lives only until the response is sent; what is kept is streamed on into storage.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CONTENT_HEAD_BYTES } from './content';

export interface SpooledFile {
  path: string;
  size: number;
  /** The first bytes (up to CONTENT_HEAD_BYTES). */
  head: Buffer;
}

const SUFFIX = '.upload';

/** The folder uploads are spooled to under DATA_DIR. */
export function spoolFolder(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Writes `stream` to a new private file in `folder`, keeping its first bytes. */
export async function spool(stream: NodeJS.ReadableStream, folder: string): Promise<SpooledFile> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const path = join(folder, `${randomUUID()}${SUFFIX}`);
  const headParts: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  try {
    await pipeline(
      stream,
      async function* (source: AsyncIterable<Buffer | string>) {
        for await (const data of source) {
          const chunk = typeof data === 'string' ? Buffer.from(data) : data;
          size += chunk.length;
          if (headBytes < CONTENT_HEAD_BYTES) {
            // A copy: a view would keep the whole first chunk alive.
            const part = Buffer.from(chunk.subarray(0, CONTENT_HEAD_BYTES - headBytes));
            headParts.push(part);
            headBytes += part.length;
          }
          yield chunk;
        }
      },
      createWriteStream(path, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await discardSpooled(path);
    throw error;
  }
  return { path, size, head: Buffer.concat(headParts) };
}

export async function discardSpooled(path: string): Promise<void> {
  await rm(path, { force: true });
}

/**
 * Removes spooled uploads older than `maxAgeMs` (left behind when a process died mid-request).
 * Younger ones may belong to another node sharing DATA_DIR, still answering its request.
 */
export async function clearStaleSpool(
  folder: string,
  now: number,
  maxAgeMs: number,
): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  for (const name of names.filter((entry) => entry.endsWith(SUFFIX))) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > maxAgeMs) await discardSpooled(path);
  }
}
