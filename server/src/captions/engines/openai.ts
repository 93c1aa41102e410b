// An OpenAI-compatible speech-to-text server (OpenAI itself, faster-whisper and whisper.cpp
// servers, LocalAI): one multipart POST per chunk to /v1/audio/transcriptions, asking for
// verbose_json with word and segment times. Servers differ in what they fill in, so the reply is
// read defensively: word times when given, else segments, else the text alone over the chunk.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  EngineUnavailableError,
  type Recognition,
  type SpeechEngine,
  type TimedSegment,
  type TimedWord,
  type TranscribeInput,
} from '../types';

export interface OpenAiEngineOptions {
  /** Base URL without the trailing slash (config.asrUrl). */
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/** Largest reply read: a minute of speech is a few KB of JSON, even with every word timed. */
export const REPLY_MAX_BYTES = 5 * 1024 * 1024;
/** Of an error reply only the message is wanted. */
const ERROR_REPLY_MAX_BYTES = 64 * 1024;
const SERVER_MESSAGE_MAX_CHARS = 300;

export function openAiEngine(options: OpenAiEngineOptions): SpeechEngine {
  const endpoint = `${options.url}/v1/audio/transcriptions`;
  // Named in messages instead of the URL, which may carry a user name and password.
  const server = `the speech server at ${new URL(options.url).host}`;
  const hideKey = (text: string) =>
    options.apiKey ? text.split(options.apiKey).join('[ASR_API_KEY]') : text;

  async function transcribe(input: TranscribeInput): Promise<Recognition> {
    input.signal.throwIfAborted();
    const audio = await readFile(input.wavPath);
    const form = new FormData();
    form.append('file', new Blob([audio], { type: 'audio/wav' }), basename(input.wavPath));
    form.append('model', options.model);
    form.append('language', input.language);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = AbortSignal.any([input.signal, timeout]);

    // The caller's abort is passed on as it is (the job was cancelled or the server is closing);
    // only our own timeout and the network count as the engine being unavailable.
    const failure = (error: unknown): Error => {
      if (input.signal.aborted) return asError(input.signal.reason);
      if (timeout.aborted)
        return new EngineUnavailableError(
          `${server} did not answer within ${options.timeoutMs / 1000} s`,
        );
      if (error instanceof ReplyTooLargeError || error instanceof EngineUnavailableError)
        return error;
      return new EngineUnavailableError(`${server} cannot be reached: ${networkReason(error)}`);
    };

    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        body: form,
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal,
        // A redirect would send the audio (and the key) somewhere not configured.
        redirect: 'manual',
      });
    } catch (error) {
      throw failure(error);
    }

    if (!response.ok) {
      let detail = '';
      try {
        detail = hideKey(serverMessage(await readCapped(response, ERROR_REPLY_MAX_BYTES, true)));
      } catch (error) {
        if (input.signal.aborted || timeout.aborted) throw failure(error);
        // The status says enough when the body cannot be read.
      }
      const status = `${response.status}${detail ? `: ${detail}` : ''}`;
      if (response.status === 429 || response.status >= 500)
        throw new EngineUnavailableError(`${server} answered ${status}`);
      if (response.status >= 300 && response.status < 400)
        throw new Error(
          `${server} answered ${status} (a redirect: set ASR_URL to the address it redirects to)`,
        );
      throw new Error(`${server} refused the audio: ${status}`);
    }

    let body: string;
    try {
      body = await readCapped(response, REPLY_MAX_BYTES, false);
    } catch (error) {
      throw failure(error);
    }
    let reply: unknown;
    try {
      reply = JSON.parse(body);
    } catch {
      throw new Error(
        `${server} answered with something that is not JSON: ${hideKey(snippet(body))}`,
      );
    }
    return recognitionFrom(reply, input.durationSeconds, server);
  }

  return {
    id: 'openai',
    label: `OpenAI-compatible (${options.model})`,
    languages: ['en', 'hi', 'te'],
    chunkSeconds: 60,
    transcribe,
  };
}

class ReplyTooLargeError extends Error {
  constructor(limit: number) {
    super(`The speech server's reply is larger than ${Math.round(limit / 1024 / 1024)} MB`);
    this.name = 'ReplyTooLargeError';
  }
}

/**
 * The body as text, read as a stream so a runaway server cannot fill the memory. Beyond `limit`
 * bytes: an error, or with `truncate` the first `limit` bytes (enough for an error message).
 */
async function readCapped(response: Response, limit: number, truncate: boolean): Promise<string> {
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
function serverMessage(body: string): string {
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

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SERVER_MESSAGE_MAX_CHARS
    ? `${flat.slice(0, SERVER_MESSAGE_MAX_CHARS)}…`
    : flat;
}

function networkReason(error: unknown): string {
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

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Timed pieces from `items` (the reply's words or segments), times kept inside the chunk. An item
 * of another shape means the server does not speak this protocol: an error, not a guess.
 */
function timedItems(
  items: unknown,
  textKey: 'word' | 'text',
  field: string,
  durationSeconds: number,
  server: string,
): TimedWord[] {
  if (items === undefined || items === null) return [];
  if (!Array.isArray(items)) throw new Error(`${server} answered with ${field} that is not a list`);
  const timed: TimedWord[] = [];
  items.forEach((item: unknown, index) => {
    if (
      !isRecord(item) ||
      typeof item[textKey] !== 'string' ||
      !isTime(item.start) ||
      !isTime(item.end)
    )
      throw new Error(
        `${server} answered with ${field}[${index}] that is not {${textKey}, start, end}`,
      );
    const text = (item[textKey] as string).trim();
    if (text === '') return;
    const start = clamp(item.start, 0, durationSeconds);
    timed.push({ text, start, end: clamp(item.end, start, durationSeconds) });
  });
  return timed;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

function recognitionFrom(reply: unknown, durationSeconds: number, server: string): Recognition {
  if (!isRecord(reply) || (typeof reply.text !== 'string' && !Array.isArray(reply.segments)))
    throw new Error(`${server} answered with JSON that is not a transcription (no text)`);
  const words = timedItems(reply.words, 'word', 'words', durationSeconds, server);
  let segments: TimedSegment[] = timedItems(
    reply.segments,
    'text',
    'segments',
    durationSeconds,
    server,
  );
  const text = typeof reply.text === 'string' ? reply.text.trim() : '';
  if (segments.length === 0 && text !== '') {
    // Text without segment times: it spans what is known of the chunk.
    const first = words[0];
    const last = words[words.length - 1];
    segments = [{ text, start: first?.start ?? 0, end: last ? last.end : durationSeconds }];
  }
  // OpenAI's timed words carry no punctuation, so cues built from them never see a sentence end;
  // segments keep it. Words are used when they are punctuated or there is nothing else.
  const punctuated = words.some((word) => /[.,?!।॥]$/.test(word.text));
  const useWords = words.length > 0 && (punctuated || segments.length === 0);
  return { words: useWords ? words : null, segments };
}
