// Real media for the captions tests, made on the spot with Debian's espeak-ng (speech) and ffmpeg
// (containers, video, silence), so no recording is committed. Each returns the written file.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export type SpeechVoice = 'en-us' | 'hi' | 'te';

/**
 * `sentences` spoken by espeak-ng with `pauseSeconds` of silence between them, as a 16 kHz mono
 * WAV (what the pipeline decodes to).
 */
export function speechWav(
  dir: string,
  name: string,
  sentences: string[],
  options: { voice?: SpeechVoice; pauseSeconds?: number; wordsPerMinute?: number } = {},
): string {
  const { voice = 'en-us', pauseSeconds = 1, wordsPerMinute = 150 } = options;
  const parts = sentences.map((sentence, index) => {
    const part = join(dir, `${name}-part${index}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '-w', part, sentence]);
    return part;
  });
  const output = join(dir, `${name}.wav`);
  // Each sentence followed by silence, joined, resampled to 16 kHz mono.
  const inputs = parts.flatMap((part) => ['-i', part]);
  const chain = parts
    .map((_, index) => `[${index}:a]aresample=16000,apad=pad_dur=${pauseSeconds}[a${index}]`)
    .join(';');
  const concat = `${parts.map((_, index) => `[a${index}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`;
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    `${chain};${concat}`,
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
  return output;
}

/** Re-encodes `input` (any audio ffmpeg reads) to `name` with ffmpeg's arguments `codec`. */
export function encodeAudio(input: string, dir: string, name: string, codec: string[]): string {
  const output = join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', input, ...codec, output]);
  return output;
}

/** A small MP4 (H.264 test pattern) with `audio` as its sound track, or none when null. */
export function videoWith(audio: string | null, dir: string, name: string, seconds = 2): string {
  const output = join(dir, name);
  const video = ['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`];
  const sound = audio ? ['-i', audio] : [];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...video,
    ...sound,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', 'aac', '-shortest'] : ['-an']),
    '-movflags',
    '+faststart',
    output,
  ]);
  return output;
}
