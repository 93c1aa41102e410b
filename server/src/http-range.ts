// Serving stored audio and video to players: they ask for parts of a file with HTTP Range (to
// start, to seek, to read the end of an MP4 first), and a player that gets the whole file every
// time cannot seek. One byte range per request is what players send; more is answered whole.
import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';
import { m } from './messages';
import type { ByteRange } from './storage/storage';

/** The single byte range of a Range header (players ask for one), or null for the whole file. */
export function byteRange(header: string | undefined, size: number): ByteRange | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match;
  let start: number;
  let end: number;
  if (from === '') {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size)
    throw new HttpError(416, m('badRange'), { 'content-range': `bytes */${size}` });
  return { start, end };
}

export interface RangedFile {
  size: number;
  contentType: string;
  /** The stored bytes, or only `range` (both offsets inclusive). */
  open(range?: ByteRange): Promise<NodeJS.ReadableStream>;
}

/**
 * Sends `file` as the answer to a player's request: 206 with the part a Range header asks for,
 * else 200 with the whole file; 416 for a range outside it. `cacheControl` is the route's
 * (private: these files are someone's, behind a session or a token).
 */
export async function sendRanged(
  rangeHeader: string | undefined,
  reply: FastifyReply,
  file: RangedFile,
  cacheControl: string,
): Promise<FastifyReply> {
  const range = byteRange(rangeHeader, file.size);
  // Opened before any header is set: a missing file becomes an error answer, not audio headers
  // with a JSON body.
  const body = await file.open(range ?? undefined);
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('referrer-policy', 'no-referrer');
  if (range)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(body);
  return reply.header('content-length', String(file.size)).send(body);
}
