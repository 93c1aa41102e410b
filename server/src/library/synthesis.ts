// A section's audio: its text read by espeak-ng sentence by sentence in the book's language (each
// sentence's place in the audio known from the samples espeak-ng gave for it, so the page can
// highlight the sentence being read), or the ready-made recording's clips decoded in order; either
// way one PCM stream into one ffmpeg encoder (MP3, mono, 48 kbps, 22.05 kHz) whose output streams
// into storage. Every child runs at background priority and dies when the signal aborts.
import { spawn, type ChildProcess } from 'node:child_process';
import { lowerPriority } from '../background-process';
import { mediaInput, toolEnv } from '../captions';
import type { LibraryLanguage } from '../db/schema';
import { newStorageKey, type FileStorage } from '../storage/storage';
import type { AudioClip } from './ingest/model';
import { splitSentences } from './ingest/sentences';

/** espeak-ng's own voices speak at 22.05 kHz; clips are decoded to the same. */
export const SAMPLE_RATE = 22_050;
const BYTES_PER_SAMPLE = 2;
export const MP3_BITRATE = '48k';
/** espeak-ng voice per book language. */
export const VOICES: Record<LibraryLanguage, string> = { en: 'en', hi: 'hi', te: 'te' };
const STDERR_TAIL = 2_000;

export interface SynthesisTools {
  espeakPath: string;
  ffmpegPath: string;
}

export const DEFAULT_TOOLS: SynthesisTools = {
  espeakPath: '/usr/bin/espeak-ng',
  ffmpegPath: 'ffmpeg',
};

/** A sentence's characters [from, to) in the section text and when it is heard, in ms. */
export interface StoredSentence {
  from: number;
  to: number;
  startMs: number;
  endMs: number;
}

export interface SectionAudio {
  /** The FileStorage key of the MP3. */
  key: string;
  bytes: number;
  durationMs: number;
  sentences: StoredSentence[];
}

export class SynthesisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SynthesisError';
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The synthesis was aborted', 'AbortError');
}

/** Runs a tool, feeding it `stdin`, and resolves with all it wrote to standard output. */
function runCollect(
  command: string,
  args: string[],
  stdin: string | null,
  signal: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const child = spawn(command, args, {
      env: toolEnv(),
      stdio: [stdin === null ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    lowerPriority(child);
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    const onAbort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error: NodeJS.ErrnoException) => {
      signal.removeEventListener('abort', onAbort);
      reject(error.code === 'ENOENT' ? new SynthesisError(`${command} was not found`) : error);
    });
    child.once('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) return reject(abortError(signal));
      if (code !== 0)
        return reject(new SynthesisError(`${command} ended with code ${code}: ${stderr.trim()}`));
      resolve(Buffer.concat(chunks));
    });
    if (stdin !== null) {
      // EPIPE when the tool dies early shows in its exit code instead.
      child.stdin!.on('error', () => {});
      child.stdin!.end(stdin, 'utf8');
    }
  });
}

/**
 * The samples of a WAV as espeak-ng writes it to standard output (its header's sizes say
 * "unknown": the data runs to the end), checked to be 16-bit mono at SAMPLE_RATE.
 */
export function wavSamples(wav: Buffer): Buffer {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF')
    throw new SynthesisError('espeak-ng did not write a WAV');
  let at = 12;
  let format: { channels: number; rate: number; bits: number } | null = null;
  while (at + 8 <= wav.length) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      format = {
        channels: wav.readUInt16LE(at + 10),
        rate: wav.readUInt32LE(at + 12),
        bits: wav.readUInt16LE(at + 22),
      };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.rate !== SAMPLE_RATE || format.bits !== 16)
        throw new SynthesisError(`espeak-ng wrote ${JSON.stringify(format)}, not 16-bit mono`);
      const data = wav.subarray(at + 8);
      return data.subarray(0, data.length - (data.length % BYTES_PER_SAMPLE));
    }
    at += 8 + size + (size % 2);
  }
  throw new SynthesisError('espeak-ng wrote a WAV without sound');
}

/** One sentence spoken by espeak-ng in `language`: its 16-bit samples. */
export async function speak(
  text: string,
  language: LibraryLanguage,
  signal: AbortSignal,
  tools: SynthesisTools = DEFAULT_TOOLS,
): Promise<Buffer> {
  // Text on standard input (-b 1: UTF-8), never as an argument: a sentence starting with "-"
  // would be read as an option.
  const wav = await runCollect(
    tools.espeakPath,
    ['-v', VOICES[language], '-b', '1', '--stdout'],
    text,
    signal,
  );
  return wavSamples(wav);
}

/** Milliseconds of `samples` samples. */
function ms(samples: number): number {
  return Math.round((samples * 1000) / SAMPLE_RATE);
}

/**
 * The encoder: PCM written to it comes out as MP3 into storage under a new key. `finish` closes
 * the input and resolves once storage has the whole file; `abort` kills it and removes the key.
 */
function mp3Encoder(
  storage: FileStorage,
  ffmpegPath: string,
  signal: AbortSignal,
): {
  write(pcm: Buffer): Promise<void>;
  finish(): Promise<{ key: string; bytes: number }>;
  abort(): Promise<void>;
} {
  const key = newStorageKey();
  const child: ChildProcess = spawn(
    ffmpegPath,
    [
      '-hide_banner',
      '-nostats',
      '-v',
      'error',
      '-f',
      's16le',
      '-ar',
      String(SAMPLE_RATE),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-c:a',
      'libmp3lame',
      '-b:a',
      MP3_BITRATE,
      '-map_metadata',
      '-1',
      '-f',
      'mp3',
      'pipe:1',
    ],
    { env: toolEnv(), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  lowerPriority(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new SynthesisError(`${ffmpegPath} was not found`) : error),
    );
    child.once('close', (code) => resolve(code));
  });
  exited.catch(() => {});
  const stored = storage.put(key, child.stdout!);
  stored.catch(() => {});
  const onAbort = () => child.kill('SIGKILL');
  signal.addEventListener('abort', onAbort, { once: true });
  child.stdin!.on('error', () => {});
  return {
    write(pcm) {
      if (signal.aborted) return Promise.reject(abortError(signal));
      return new Promise((resolve, reject) => {
        child.stdin!.write(pcm, (error) => (error ? reject(error) : resolve()));
      });
    },
    async finish() {
      child.stdin!.end();
      try {
        const [code, bytes] = await Promise.all([exited, stored]);
        if (signal.aborted) throw abortError(signal);
        if (code !== 0)
          throw new SynthesisError(`ffmpeg ended with code ${code}: ${stderr.trim()}`);
        return { key, bytes };
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    async abort() {
      signal.removeEventListener('abort', onAbort);
      child.kill('SIGKILL');
      await Promise.allSettled([exited, stored]);
      await storage.delete(key).catch(() => {});
    },
  };
}

export interface SynthesiseOptions {
  text: string;
  language: LibraryLanguage;
  storage: FileStorage;
  signal: AbortSignal;
  tools?: SynthesisTools;
  /** espeak-ng processes at once (the section's order is kept). */
  concurrency?: number;
}

/**
 * Reads `text` aloud into an MP3 in storage: one espeak-ng run per sentence, the samples of each
 * appended in order, timings from their counts. A text with nothing to say is an error.
 */
export async function synthesiseSection(options: SynthesiseOptions): Promise<SectionAudio> {
  const { text, language, storage, signal } = options;
  const tools = options.tools ?? DEFAULT_TOOLS;
  const spans = splitSentences(text);
  if (spans.length === 0) throw new SynthesisError('the section has no words to read');
  const concurrency = Math.max(1, options.concurrency ?? 3);
  const encoder = mp3Encoder(storage, tools.ffmpegPath, signal);
  const sentences: StoredSentence[] = [];
  let samples = 0;
  // A window of sentences spoken ahead while earlier ones are written.
  const pending: Promise<Buffer>[] = [];
  let next = 0;
  const startNext = () => {
    const span = spans[next++]!;
    const spoken = speak(text.slice(span.from, span.to), language, signal, tools);
    spoken.catch(() => {});
    pending.push(spoken);
  };
  try {
    while (next < spans.length && pending.length < concurrency) startNext();
    for (const span of spans) {
      const pcm = await pending.shift()!;
      if (next < spans.length) startNext();
      const count = pcm.length / BYTES_PER_SAMPLE;
      sentences.push({
        from: span.from,
        to: span.to,
        startMs: ms(samples),
        endMs: ms(samples + count),
      });
      samples += count;
      await encoder.write(pcm);
    }
    const { key, bytes } = await encoder.finish();
    return { key, bytes, durationMs: ms(samples), sentences };
  } catch (error) {
    await encoder.abort();
    await Promise.allSettled(pending);
    throw error;
  }
}

/** Consecutive clips of one file that follow each other are decoded in one run. */
interface DecodeRange {
  file: string;
  beginMs: number;
  endMs: number | null;
  clips: AudioClip[];
}

function rangesOf(clips: readonly AudioClip[]): DecodeRange[] {
  const ranges: DecodeRange[] = [];
  for (const clip of clips) {
    const last = ranges.at(-1);
    if (
      last &&
      last.file === clip.file &&
      last.endMs !== null &&
      Math.abs(last.endMs - clip.beginMs) <= 2
    ) {
      last.endMs = clip.endMs;
      last.clips.push(clip);
    } else {
      ranges.push({ file: clip.file, beginMs: clip.beginMs, endMs: clip.endMs, clips: [clip] });
    }
  }
  return ranges;
}

/** Decodes [beginMs, endMs) of a recording to 16-bit mono PCM at SAMPLE_RATE. */
function decodeRange(range: DecodeRange, ffmpegPath: string, signal: AbortSignal): Promise<Buffer> {
  const seek = range.beginMs > 0 ? ['-ss', (range.beginMs / 1000).toFixed(3)] : [];
  const length =
    range.endMs !== null
      ? ['-t', (Math.max(0, range.endMs - range.beginMs) / 1000).toFixed(3)]
      : [];
  return runCollect(
    ffmpegPath,
    [
      '-nostdin',
      '-hide_banner',
      '-v',
      'error',
      ...seek,
      ...length,
      ...mediaInput(range.file),
      '-vn',
      '-sn',
      '-dn',
      '-ac',
      '1',
      '-ar',
      String(SAMPLE_RATE),
      '-f',
      's16le',
      'pipe:1',
    ],
    null,
    signal,
  );
}

export interface AssembleOptions {
  clips: readonly AudioClip[];
  storage: FileStorage;
  signal: AbortSignal;
  tools?: SynthesisTools;
}

/**
 * A recorded section (an MP3 chapter, a DAISY heading's clips) as one MP3 in storage. Clips that
 * carry a span of the section's text give that sentence's timing.
 */
export async function assembleClips(options: AssembleOptions): Promise<SectionAudio> {
  const { storage, signal } = options;
  const tools = options.tools ?? DEFAULT_TOOLS;
  const encoder = mp3Encoder(storage, tools.ffmpegPath, signal);
  const sentences: StoredSentence[] = [];
  let samples = 0;
  try {
    for (const range of rangesOf(options.clips)) {
      const pcm = await decodeRange(range, tools.ffmpegPath, signal);
      const count = Math.floor(pcm.length / BYTES_PER_SAMPLE);
      const startMs = ms(samples);
      for (const clip of range.clips) {
        if (clip.from === undefined || clip.to === undefined) continue;
        const endMs =
          clip.endMs === null ? ms(samples + count) : startMs + clip.endMs - range.beginMs;
        const timing = {
          from: clip.from,
          to: clip.to,
          startMs: startMs + clip.beginMs - range.beginMs,
          endMs: Math.min(endMs, ms(samples + count)),
        };
        // A sentence read in several clips is one timing from its first clip to its last.
        const last = sentences.at(-1);
        if (last && last.from === timing.from && last.to === timing.to) last.endMs = timing.endMs;
        else sentences.push(timing);
      }
      samples += count;
      await encoder.write(pcm.subarray(0, count * BYTES_PER_SAMPLE));
    }
    if (samples === 0) throw new SynthesisError('the recording has no sound');
    const { key, bytes } = await encoder.finish();
    return { key, bytes, durationMs: ms(samples), sentences };
  } catch (error) {
    await encoder.abort();
    throw error;
  }
}
