// What every client of an OpenAI-compatible server needs (speech recognition for captions, chat for
// the assistants): replies read with a size cap, the message inside an error reply, the system's
// reason for a network failure, and the key kept out of every text.

export class ReplyTooLargeError extends Error {
  constructor(limit: number) {
    super(`The server's reply is larger than ${Math.round(limit / 1024 / 1024)} MB`);
    this.name = 'ReplyTooLargeError';
  }
}

const SERVER_MESSAGE_MAX_CHARS = 300;

/**
 * The body as text, read as a stream so a runaway server cannot fill the memory. Beyond `limit`
 * bytes: an error, or with `truncate` the first `limit` bytes (enough for an error message).
 */
export async function readCapped(
  response: Response,
  limit: number,
  truncate: boolean,
): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = limit - size;
    if (value.byteLength > room) {
      await reader.cancel().catch(() => undefined);
      if (!truncate) throw new ReplyTooLargeError(limit);
      parts.push(value.subarray(0, room));
      break;
    }
    parts.push(value);
    size += value.byteLength;
  }
  return Buffer.concat(parts).toString('utf8');
}

/** The message of an error reply: OpenAI's {error: {message}}, FastAPI's {detail}, or the text. */
export function serverMessage(body: string): string {
  try {
    const reply: unknown = JSON.parse(body);
    if (isRecord(reply)) {
      const { error, detail, message } = reply;
      const candidates = [isRecord(error) ? error.message : error, detail, message];
      const text = candidates.find((candidate) => typeof candidate === 'string');
      if (typeof text === 'string') return snippet(text);
    }
  } catch {
    // Not JSON: the text itself (an HTML error page, a proxy's message).
  }
  return snippet(body);
}

export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SERVER_MESSAGE_MAX_CHARS
    ? `${flat.slice(0, SERVER_MESSAGE_MAX_CHARS)}…`
    : flat;
}

export function networkReason(error: unknown): string {
  // fetch says only "fetch failed"; undici puts the system's reason (ECONNREFUSED, ENOTFOUND…)
  // in `cause`. Read as plain objects: they may come from another realm (Jest's sandbox).
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: unknown };
  if (typeof cause === 'object' && cause !== null) {
    const { code, message: detail } = cause as { code?: unknown; message?: unknown };
    const parts = [code, detail].filter((part) => typeof part === 'string');
    if (parts.length > 0) return parts.join(' ');
  }
  return typeof message === 'string' ? message : String(error);
}

/** Removes the key from a text that came from the server or the network (it may echo it). */
export function keyHider(apiKey: string | null): (text: string) => string {
  return (text) => (apiKey ? text.split(apiKey).join('[the API key]') : text);
}

export function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
