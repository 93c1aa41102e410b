// Decoding an upload to the one sound format the pipeline works on (16 kHz mono 16-bit PCM WAV,
// what speech engines take), and reading and slicing such WAV files without holding them in
// memory: three hours are 345 MB.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { lowerPriority } from '../background-process';
import { mediaInput, toolEnv } from './probe';
import { MediaError } from './types';

export const WAV_SAMPLE_RATE = 16_000;
const BYTES_PER_SAMPLE = 2;
/** ffmpeg's last words on a failure: enough for its error lines, bounded whatever it prints. */
const STDERR_TAIL_CHARS = 2_000;
/** The chunks before 'data' in a WAV are a few hundred bytes; this bounds a search in a bad file. */
const WAV_HEADER_SEARCH_BYTES = 1024 * 1024;

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Where the samples start in the file. */
  dataOffset: number;
  dataBytes: number;
  durationSeconds: number;
}

/**
 * The format and sample data of a PCM WAV file. ffmpeg writes placeholder sizes first and fixes
 * them when it ends, so a file it did not finish (or wrote to a pipe) says 0 or 0xFFFFFFFF: when
 * the declared data size is a placeholder or more than the file holds, the file's size counts.
 */
export async function readWavInfo(wavPath: string): Promise<WavInfo> {
  const file = await open(wavPath, 'r');
  try {
    const fileBytes = (await file.stat()).size;
    const read = async (position: number, length: number): Promise<Buffer> => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const riff = await read(0, 12);
    if (
      riff.length < 12 ||
      riff.toString('latin1', 0, 4) !== 'RIFF' ||
      riff.toString('latin1', 8, 12) !== 'WAVE'
    )
      throw new Error(`${wavPath} is not a WAV file`);
    let format: { sampleRate: number; channels: number; bitsPerSample: number } | null = null;
    let position = 12;
    while (position + 8 <= Math.min(fileBytes, WAV_HEADER_SEARCH_BYTES)) {
      const header = await read(position, 8);
      const id = header.toString('latin1', 0, 4);
      const size = header.readUInt32LE(4);
      if (id === 'fmt ') {
        const body = await read(position + 8, 16);
        if (body.length < 16) break;
        const code = body.readUInt16LE(0);
        // 1 is PCM; 0xFFFE (extensible) is how ffmpeg labels PCM of more than two channels.
        if (code !== 1 && code !== 0xfffe)
          throw new Error(`${wavPath} is not PCM (format ${code})`);
        format = {
          channels: body.readUInt16LE(2),
          sampleRate: body.readUInt32LE(4),
          bitsPerSample: body.readUInt16LE(14),
        };
      } else if (id === 'data') {
        if (!format) break;
        const dataOffset = position + 8;
        const available = fileBytes - dataOffset;
        const declaredIsPlaceholder = size === 0 || size === 0xffffffff || size > available;
        const blockAlign = format.channels * (format.bitsPerSample / 8);
        const raw = declaredIsPlaceholder ? available : size;
        const dataBytes = raw - (raw % blockAlign);
        return {
          ...format,
          dataOffset,
          dataBytes,
          durationSeconds: dataBytes / blockAlign / format.sampleRate,
        };
      }
      // Chunks are padded to an even size.
      position += 8 + size + (size % 2);
    }
    throw new Error(`${wavPath} has no format or sample data`);
  } finally {
    await file.close();
  }
}

/** Reads a WAV the pipeline made, or says why it is not 16 kHz mono 16-bit PCM. */
export async function readPipelineWav(wavPath: string): Promise<WavInfo> {
  const info = await readWavInfo(wavPath);
  if (
    info.sampleRate !== WAV_SAMPLE_RATE ||
    info.channels !== 1 ||
    info.bitsPerSample !== BYTES_PER_SAMPLE * 8
  )
    throw new Error(
      `${wavPath} is ${info.sampleRate} Hz, ${info.channels} channels, ${info.bitsPerSample} bits: expected 16 kHz mono 16-bit`,
    );
  return info;
}

/** The 44-byte header of a 16 kHz mono 16-bit PCM WAV holding `dataBytes` of samples. */
export function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(WAV_SAMPLE_RATE, 24);
  header.writeUInt32LE(WAV_SAMPLE_RATE * BYTES_PER_SAMPLE, 28);
  header.writeUInt16LE(BYTES_PER_SAMPLE, 32);
  header.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * Writes the stretch `start`…`end` seconds of a pipeline WAV as a WAV of its own (one engine
 * call's chunk), read from disk as a range. Times beyond the recording are cut to it.
 */
export async function writeWavSlice(
  sourceWav: string,
  start: number,
  end: number,
  output: string,
): Promise<void> {
  if (!(end > start) || start < 0) throw new RangeError(`Invalid stretch ${start}…${end} s`);
  const info = await readPipelineWav(sourceWav);
  const totalSamples = info.dataBytes / BYTES_PER_SAMPLE;
  const firstSample = Math.min(Math.floor(start * WAV_SAMPLE_RATE), totalSamples);
  const endSample = Math.min(Math.ceil(end * WAV_SAMPLE_RATE), totalSamples);
  const dataBytes = (endSample - firstSample) * BYTES_PER_SAMPLE;
  const from = info.dataOffset + firstSample * BYTES_PER_SAMPLE;
  await pipeline(async function* () {
    yield wavHeader(dataBytes);
    if (dataBytes > 0)
      yield* createReadStream(sourceWav, { start: from, end: from + dataBytes - 1 });
  }, createWriteStream(output));
}

export interface DecodeOptions {
  ffmpegPath: string;
  /** The probe's duration (0 when unknown): progress is reported up to it. */
  durationSeconds: number;
  /** Decodes at most this much sound, so a file whose header understates its length stops. */
  maxSeconds?: number;
  signal: AbortSignal;
  /** Seconds of sound decoded so far, as ffmpeg reports them (about twice a second). */
  onProgress?(seconds: number): void;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The decoding was aborted', 'AbortError');
}

/**
 * Decodes the sound of `input` (ffmpeg's choice of track: the most channels, first on a tie) to
 * a 16 kHz mono 16-bit WAV at `output`. Aborting kills ffmpeg and rejects with the signal's reason
 * (an AbortError unless the caller gave one); a file ffmpeg cannot decode, or that decodes to no
 * sound, is a MediaError 'undecodable' with ffmpeg's last lines. A partial output is removed on
 * any failure.
 */
export async function decodeToWav(
  input: string,
  output: string,
  options: DecodeOptions,
): Promise<{ durationSeconds: number }> {
  const { ffmpegPath, durationSeconds, maxSeconds, signal, onProgress } = options;
  if (signal.aborted) throw abortReason(signal);
  const args = [
    '-nostdin',
    '-hide_banner',
    '-nostats',
    '-v',
    'error',
    ...mediaInput(input),
    '-vn',
    '-sn',
    '-dn',
    '-ac',
    '1',
    '-ar',
    String(WAV_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    // A plain 44-byte header: no metadata chunks copied from the upload, nothing varying by version.
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    ...(maxSeconds ? ['-t', String(maxSeconds)] : []),
    '-progress',
    'pipe:1',
    '-f',
    'wav',
    '-y',
    `file:${path.resolve(output)}`,
  ];
  try {
    await runFfmpeg(ffmpegPath, args, input, signal, (seconds) => {
      const reported = durationSeconds > 0 ? Math.min(seconds, durationSeconds) : seconds;
      try {
        onProgress?.(reported);
      } catch {
        // A listener's failure is not the decoding's.
      }
    });
    const info = await readPipelineWav(output);
    if (info.dataBytes === 0) throw new MediaError('undecodable', 'no sound was decoded');
    return { durationSeconds: info.durationSeconds };
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
}

function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  input: string,
  signal: AbortSignal,
  onSeconds: (seconds: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, {
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    lowerPriority(child);
    let stderrTail = '';
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us is microseconds of output written; "N/A" before the first packet.
        const match = /^out_time_us=(\d+)\s*$/.exec(line);
        if (match) onSeconds(Number(match[1]) / 1e6);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
    });
    const onAbort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error: NodeJS.ErrnoException) => {
      signal.removeEventListener('abort', onAbort);
      reject(
        error.code === 'ENOENT' ? new Error(`ffmpeg was not found at "${ffmpegPath}"`) : error,
      );
    });
    // 'close' comes after the process ended and its pipes drained: the output file is complete.
    child.once('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) return reject(abortReason(signal));
      if (code === 0) return resolve();
      const lastLines = stderrTail
        .replaceAll(`file:${path.resolve(input)}`, 'input')
        .trim()
        .split('\n')
        .slice(-5)
        .join('\n');
      reject(new MediaError('undecodable', lastLines || `ffmpeg ended with code ${code}`));
    });
  });
}
