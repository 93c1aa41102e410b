// Where the speech is in a decoded recording, and how it is grouped into engine calls. Speech
// engines are paid (or busy) per second of audio and invent words in long silences, so they get
// the speech regions only; a chunk ends only in a silence, so no word is cut in two.
//
// Voice activity is told by energy over short frames against a noise floor that follows the
// recording (a fan, a hall, hiss): the whole file is streamed once and only one number per frame
// (360 000 for three hours) is kept.
import { createReadStream } from 'node:fs';
import { readPipelineWav, WAV_SAMPLE_RATE } from './decode';
import type { AudioChunk, SpeechRegion } from './types';

/** 30 ms: short enough to see the gaps between phrases, long enough to hold a pitch period. */
export const FRAME_SECONDS = 0.03;
/**
 * Frame energies are averaged over three frames (90 ms) before anything is decided, so a single
 * click or a dip inside a vowel does not count.
 */
export const SMOOTHING_FRAMES = 3;
/**
 * The noise floor at a moment is the quietest smoothed energy within this many seconds either
 * side: people pause at least every few seconds, so the window holds some background; and a
 * change of background (a fan switched on) is followed within the window.
 */
export const NOISE_WINDOW_SECONDS = 5;
/**
 * Speech is this far above the noise floor. Low on purpose: sound left out is never transcribed,
 * while background let in costs only engine time. Steady noise varies by 1–3 dB over 90 ms.
 */
export const SPEECH_ABOVE_FLOOR_DB = 8;
/** Quieter than any speech worth captioning, whatever the floor (digital silence is −100). */
export const SILENCE_DBFS = -60;
/**
 * A gap must last this long to end a region: the gaps between words and before stop consonants
 * (up to ~0.3 s) stay inside one.
 */
export const MIN_SILENCE_SECONDS = 0.4;
/** Shorter bursts are clicks, taps and breaths; a short word ("no") lasts longer. */
export const MIN_SPEECH_SECONDS = 0.15;
/** Added before and after a region: word onsets and endings are quieter than the vowels. */
export const REGION_PADDING_SECONDS = 0.2;
/**
 * A region without a pause longer than this is cut at its quietest moments: whisper's window is
 * 30 s, the shortest chunk an engine is expected to take.
 */
export const MAX_REGION_SECONDS = 30;

const MIN_DB = -100;
const FULL_SCALE_SQUARED = 32768 * 32768;

export interface SpeechRegionOptions {
  maxRegionSeconds?: number;
  signal?: AbortSignal;
}

/** The energy of each 30 ms frame in dBFS, read as a stream. */
async function frameEnergies(
  wavPath: string,
  signal: AbortSignal | undefined,
): Promise<{ energies: number[]; durationSeconds: number }> {
  const info = await readPipelineWav(wavPath);
  const energies: number[] = [];
  if (info.dataBytes === 0) return { energies, durationSeconds: 0 };
  const frameSamples = Math.round(FRAME_SECONDS * WAV_SAMPLE_RATE);
  const toDb = (sumOfSquares: number, count: number) =>
    sumOfSquares === 0
      ? MIN_DB
      : Math.max(MIN_DB, 10 * Math.log10(sumOfSquares / count / FULL_SCALE_SQUARED));
  let sumOfSquares = 0;
  let samplesInFrame = 0;
  let carry: Buffer | null = null;
  const stream = createReadStream(wavPath, {
    start: info.dataOffset,
    end: info.dataOffset + info.dataBytes - 1,
    highWaterMark: 256 * 1024,
  });
  for await (const read of stream as AsyncIterable<Buffer>) {
    signal?.throwIfAborted();
    const bytes: Buffer = carry ? Buffer.concat([carry, read]) : read;
    const usable = bytes.length - (bytes.length % 2);
    carry = usable < bytes.length ? bytes.subarray(usable) : null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, usable);
    for (let offset = 0; offset < usable; offset += 2) {
      const sample = view.getInt16(offset, true);
      sumOfSquares += sample * sample;
      samplesInFrame += 1;
      if (samplesInFrame === frameSamples) {
        energies.push(toDb(sumOfSquares, samplesInFrame));
        sumOfSquares = 0;
        samplesInFrame = 0;
      }
    }
  }
  if (samplesInFrame > 0) energies.push(toDb(sumOfSquares, samplesInFrame));
  return { energies, durationSeconds: info.durationSeconds };
}

function movingAverage(values: number[], width: number): number[] {
  const half = Math.floor(width / 2);
  return values.map((_, index) => {
    const from = Math.max(0, index - half);
    const to = Math.min(values.length, index + half + 1);
    let sum = 0;
    for (let i = from; i < to; i += 1) sum += values[i]!;
    return sum / (to - from);
  });
}

/** The minimum of `values` within `radius` either side of each index (monotonic queue, O(n)). */
function slidingMinimum(values: number[], radius: number): number[] {
  const minimum = new Array<number>(values.length);
  const queue: number[] = [];
  let head = 0;
  let added = 0;
  for (let index = 0; index < values.length; index += 1) {
    for (; added < Math.min(values.length, index + radius + 1); added += 1) {
      while (queue.length > head && values[queue.at(-1)!]! >= values[added]!) queue.pop();
      queue.push(added);
    }
    while (queue[head]! < index - radius) head += 1;
    minimum[index] = values[queue[head]!]!;
  }
  return minimum;
}

/** Runs of `true` as [first, last + 1) frame ranges. */
function runs(flags: boolean[]): [number, number][] {
  const found: [number, number][] = [];
  let start = -1;
  flags.forEach((flag, index) => {
    if (flag && start < 0) start = index;
    if (!flag && start >= 0) {
      found.push([start, index]);
      start = -1;
    }
  });
  if (start >= 0) found.push([start, flags.length]);
  return found;
}

/**
 * Cuts a frame range longer than `maxFrames` into the fewest pieces, each at the quietest frame
 * near an even division, keeping every piece within `maxFrames`.
 */
function splitAtQuietest(
  range: [number, number],
  maxFrames: number,
  smoothed: number[],
): [number, number][] {
  const pieces: [number, number][] = [];
  let [start] = range;
  const end = range[1];
  while (end - start > maxFrames) {
    const remaining = end - start;
    const count = Math.ceil(remaining / maxFrames);
    const ideal = remaining / count;
    // Every cut in this window leaves a first piece within maxFrames and a rest that count − 1
    // pieces can hold.
    const from = start + Math.max(Math.ceil(ideal / 2), remaining - (count - 1) * maxFrames);
    const to = start + Math.min(maxFrames, Math.floor(ideal * 1.5));
    let cut = from;
    for (let frame = from + 1; frame <= to; frame += 1)
      if (smoothed[frame]! < smoothed[cut]!) cut = frame;
    pieces.push([start, cut]);
    start = cut;
  }
  pieces.push([start, end]);
  return pieces;
}

const millis = (seconds: number) => Math.round(seconds * 1000) / 1000;
/** Times are whole milliseconds: differences within a microsecond are float error. */
const EPSILON = 1e-6;

/**
 * The stretches of speech in a pipeline WAV (16 kHz mono 16-bit), padded, in order, none longer
 * than `maxRegionSeconds`. A recording of silence or steady noise has none.
 */
export async function findSpeechRegions(
  wavPath: string,
  options: SpeechRegionOptions = {},
): Promise<SpeechRegion[]> {
  const { maxRegionSeconds = MAX_REGION_SECONDS, signal } = options;
  // Padding alone takes 0.4 s: a shorter limit leaves no room for speech.
  if (!(maxRegionSeconds >= 1))
    throw new RangeError(`maxRegionSeconds must be at least 1 (got ${maxRegionSeconds})`);
  const { energies, durationSeconds } = await frameEnergies(wavPath, signal);
  const smoothed = movingAverage(energies, SMOOTHING_FRAMES);
  const floor = slidingMinimum(smoothed, Math.round(NOISE_WINDOW_SECONDS / FRAME_SECONDS));
  const speech = smoothed.map(
    (energy, index) => energy > Math.max(floor[index]! + SPEECH_ABOVE_FLOOR_DB, SILENCE_DBFS),
  );

  const minSilence = Math.round(MIN_SILENCE_SECONDS / FRAME_SECONDS);
  const bridged: [number, number][] = [];
  for (const range of runs(speech)) {
    const last = bridged.at(-1);
    if (last && range[0] - last[1] < minSilence) last[1] = range[1];
    else bridged.push(range);
  }
  const minSpeech = Math.round(MIN_SPEECH_SECONDS / FRAME_SECONDS);
  const maxFrames = Math.floor(maxRegionSeconds / FRAME_SECONDS);
  const padding = REGION_PADDING_SECONDS;
  const maxFramesPadded = Math.floor((maxRegionSeconds - 2 * padding) / FRAME_SECONDS);

  const regions: SpeechRegion[] = [];
  for (const range of bridged) {
    if (range[1] - range[0] < minSpeech) continue;
    for (const [first, after] of splitAtQuietest(range, Math.max(1, maxFramesPadded), smoothed)) {
      const start = Math.max(0, first * FRAME_SECONDS - padding);
      const end = Math.min(durationSeconds, after * FRAME_SECONDS + padding);
      const previous = regions.at(-1);
      // Padding may make neighbours touch; they merge unless that makes one too long.
      if (previous && start <= previous.end && end - previous.start <= maxFrames * FRAME_SECONDS)
        previous.end = millis(end);
      else regions.push({ start: millis(Math.max(start, previous?.end ?? 0)), end: millis(end) });
    }
  }
  return regions;
}

/**
 * Groups speech regions into engine calls of at most `maxSeconds`, cutting only between regions,
 * preferably at the widest silence in the second half of a chunk (between sentences rather than
 * between phrases). A region longer than `maxSeconds` is cut evenly. The same regions always give
 * the same chunks, so a restarted job can skip the chunks it has done.
 */
export function planChunks(
  regions: SpeechRegion[],
  maxSeconds: number,
  totalSeconds: number,
): AudioChunk[] {
  if (!(maxSeconds >= 1)) throw new RangeError(`maxSeconds must be at least 1 (got ${maxSeconds})`);
  const pieces: SpeechRegion[] = [];
  for (const region of regions) {
    const start = Math.max(0, region.start);
    const end = Math.min(totalSeconds, region.end);
    if (!(end > start)) continue;
    // Pieces a millisecond short of the limit, so that rounding to milliseconds keeps them in it.
    const count =
      end - start <= maxSeconds + EPSILON ? 1 : Math.ceil((end - start) / (maxSeconds - 0.001));
    for (let index = 0; index < count; index += 1)
      pieces.push({
        start: millis(start + ((end - start) * index) / count),
        end: millis(start + ((end - start) * (index + 1)) / count),
      });
  }

  const chunks: AudioChunk[] = [];
  const close = (group: SpeechRegion[]) =>
    chunks.push({ index: chunks.length, start: group[0]!.start, end: group.at(-1)!.end });
  let group: SpeechRegion[] = [];
  for (const piece of pieces) {
    for (
      let head = group[0];
      head && piece.end - head.start > maxSeconds + EPSILON;
      head = group[0]
    ) {
      let cut = group.length - 1;
      let widest = -Infinity;
      group.forEach((region, index) => {
        const next = group[index + 1] ?? piece;
        const gap = next.start - region.end;
        const inSecondHalf = region.end - head.start >= maxSeconds / 2;
        if ((inSecondHalf || index === group.length - 1) && gap >= widest) {
          widest = gap;
          cut = index;
        }
      });
      close(group.slice(0, cut + 1));
      group = group.slice(cut + 1);
    }
    group.push(piece);
  }
  if (group.length > 0) close(group);
  return chunks;
}
