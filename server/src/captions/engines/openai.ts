// An OpenAI-compatible speech-to-text server (OpenAI itself, faster-whisper and whisper.cpp
// servers, LocalAI): one multipart POST per chunk to /v1/audio/transcriptions, asking for
// verbose_json with word and segment times. Servers differ in what they fill in, so the reply is
// read defensively: word times when given, else segments, else the text alone over the chunk.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  asError,
  isRecord,
  keyHider,
  networkReason,
  readCapped,
  ReplyTooLargeError,
  serverMessage,
  snippet,
} from '../../openai-http';
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

export function openAiEngine(options: OpenAiEngineOptions): SpeechEngine {
  const endpoint = `${options.url}/v1/audio/transcriptions`;
  // Named in messages instead of the URL, which may carry a user name and password.
  const server = `the speech server at ${new URL(options.url).host}`;
  const hideKey = keyHider(options.apiKey);

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
