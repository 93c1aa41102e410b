// Real media for the captions tests, made on the spot with Debian's espeak-ng (speech) and ffmpeg
// (containers, video, silence), so no recording is committed. Each returns the written file.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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

/**
 * A Standard MIDI File of one note (middle C for a quarter note), written byte by byte: header
 * chunk 'MThd' (format 0, one track, 96 ticks per quarter) and one 'MTrk'.
 */
export function midiFile(dir: string, name: string): string {
  const track = Buffer.from([
    ...[0x00, 0x90, 0x3c, 0x40], // note on, C4, velocity 64
    ...[0x60, 0x80, 0x3c, 0x40], // 96 ticks later: note off
    ...[0x00, 0xff, 0x2f, 0x00], // end of track
  ]);
  const header = Buffer.from('MThd\0\0\0\x06\0\0\0\x01\0\x60', 'latin1');
  const trackHeader = Buffer.alloc(8);
  trackHeader.write('MTrk', 0, 'latin1');
  trackHeader.writeUInt32BE(track.length, 4);
  const output = join(dir, name);
  writeFileSync(output, Buffer.concat([header, trackHeader, track]));
  return output;
}

/** An MP3 of `audio` with a PNG test pattern as its cover art (an attached picture). */
export function coverArtMp3(audio: string, dir: string, name: string): string {
  const output = join(dir, name);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    audio,
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=128x128:duration=1',
    '-map',
    '0:a',
    '-map',
    '1:v',
    '-frames:v',
    '1',
    '-c:a',
    'libmp3lame',
    '-c:v',
    'png',
    '-disposition:v',
    'attached_pic',
    '-id3v2_version',
    '3',
    output,
  ]);
  return output;
}

/**
 * A 16 kHz mono WAV of `seconds` of digital silence, or of white noise at `noiseDbfs` (RMS, dB
 * below full scale) when given.
 */
export function backgroundWav(
  dir: string,
  name: string,
  seconds: number,
  noiseDbfs: number | null = null,
): string {
  const output = join(dir, name);
  // anoisesrc's amplitude is the peak of uniform noise, whose RMS is amplitude / √3.
  const source =
    noiseDbfs === null
      ? `anullsrc=r=16000:cl=mono:d=${seconds}`
      : `anoisesrc=r=16000:d=${seconds}:c=white:seed=7:a=${Math.sqrt(3) * 10 ** (noiseDbfs / 20)}`;
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    source,
    '-t',
    String(seconds),
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

/** `speech` with `noise` mixed under it (both 16 kHz mono WAVs), as long as the speech. */
export function mixWav(speech: string, noise: string, dir: string, name: string): string {
  const output = join(dir, name);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    speech,
    '-i',
    noise,
    '-filter_complex',
    'amix=inputs=2:duration=first:normalize=0',
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
