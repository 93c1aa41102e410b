// The media side of the captions pipeline on real files made by espeak-ng and ffmpeg
// (media-fixtures.ts): what ffprobe reports and refuses, decoding to 16 kHz mono WAV with progress
// and abort, WAV slices, and the speech regions found in speech with known pauses.
import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  decodeToWav,
  readWavInfo,
  wavHeader,
  WAV_SAMPLE_RATE,
  writeWavSlice,
} from '../src/captions/decode';
import { ffprobePathFor, probeMedia, toolAvailable } from '../src/captions/probe';
import {
  findSpeechRegions,
  planChunks,
  REGION_PADDING_SECONDS,
} from '../src/captions/speech-regions';
import { MediaError, type SpeechRegion } from '../src/captions/types';
import {
  backgroundWav,
  coverArtMp3,
  encodeAudio,
  midiFile,
  mixWav,
  speechWav,
  videoWith,
} from './media-fixtures';

jest.setTimeout(60_000);

const SENTENCES = [
  'The quick brown fox jumps over the lazy dog.',
  'Captions help people who cannot hear the sound.',
  'This is the third and last sentence of the test.',
];
const PAUSE_SECONDS = 1.5;
const ffprobe = { ffprobePath: 'ffprobe' };

let dir: string;
let speech: string;
/** Where each sentence really starts and ends in `speech`, from the lengths of its parts. */
let spoken: SpeechRegion[];
let media: Record<'mp3' | 'm4a' | 'ogg' | 'flac' | 'mp4' | 'silentVideo' | 'coverArt', string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'captions-media-'));
  speech = speechWav(dir, 'speech', SENTENCES, { pauseSeconds: PAUSE_SECONDS });
  spoken = [];
  let start = 0;
  for (let index = 0; index < SENTENCES.length; index += 1) {
    const { durationSeconds } = await readWavInfo(path.join(dir, `speech-part${index}.wav`));
    spoken.push({ start, end: start + durationSeconds });
    start += durationSeconds + PAUSE_SECONDS;
  }
  media = {
    mp3: encodeAudio(speech, dir, 'speech.mp3', ['-c:a', 'libmp3lame', '-b:a', '64k']),
    m4a: encodeAudio(speech, dir, 'speech.m4a', ['-c:a', 'aac', '-b:a', '64k']),
    ogg: encodeAudio(speech, dir, 'speech.ogg', ['-c:a', 'libvorbis']),
    flac: encodeAudio(speech, dir, 'speech.flac', ['-c:a', 'flac']),
    mp4: videoWith(speech, dir, 'speech.mp4', 15),
    silentVideo: videoWith(null, dir, 'silent.mp4', 2),
    coverArt: coverArtMp3(speech, dir, 'cover.mp3'),
  };
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const speechSeconds = () => spoken.at(-1)!.end + PAUSE_SECONDS;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  return (error as MediaError).reason;
}

describe('probeMedia', () => {
  it.each([
    ['wav', 'wav'],
    ['mp3', 'mp3'],
    ['m4a', 'mov,mp4,m4a,3gp,3g2,mj2'],
    ['ogg', 'ogg'],
    ['flac', 'flac'],
  ] as const)('reads %s as sound without picture, with its duration', async (kind, formatName) => {
    const file = kind === 'wav' ? speech : media[kind];
    const probe = await probeMedia(file, ffprobe);
    expect(probe).toEqual({
      formatName,
      durationSeconds: expect.any(Number),
      hasAudio: true,
      hasVideo: false,
    });
    // Encoders add a few tens of milliseconds of priming and padding.
    expect(Math.abs(probe.durationSeconds - speechSeconds())).toBeLessThan(0.1);
  });

  it('reads a video with sound', async () => {
    const probe = await probeMedia(media.mp4, ffprobe);
    expect(probe).toMatchObject({ hasAudio: true, hasVideo: true });
    expect(probe.formatName).toContain('mp4');
    expect(Math.abs(probe.durationSeconds - speechSeconds())).toBeLessThan(0.2);
  });

  it('counts an MP3 with cover art as sound, not video', async () => {
    const probe = await probeMedia(media.coverArt, ffprobe);
    expect(probe).toMatchObject({ formatName: 'mp3', hasAudio: true, hasVideo: false });
    // The picture is really there, as a video stream marked as attached.
    const streams = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type:stream_disposition=attached_pic',
      '-of',
      'csv=p=0',
      media.coverArt,
    ]).toString();
    expect(streams).toMatch(/video,1/);
  });

  it('refuses MIDI by its signature', async () => {
    expect(await refusal(probeMedia(midiFile(dir, 'tune.mid'), ffprobe))).toBe('midi');
    // Even under another name, and without asking ffprobe (which is not there).
    const renamed = path.join(dir, 'tune.mp3');
    await copyFile(path.join(dir, 'tune.mid'), renamed);
    expect(await refusal(probeMedia(renamed, { ffprobePath: path.join(dir, 'no-ffprobe') }))).toBe(
      'midi',
    );
  });

  it('refuses a text file named .mp3, a picture named .mp4 and a playlist named .mp3', async () => {
    const text = path.join(dir, 'notes.mp3');
    await writeFile(text, 'These are my meeting notes, not a recording.\n'.repeat(20));
    expect(await refusal(probeMedia(text, ffprobe))).toBe('notMedia');

    const picture = path.join(dir, 'picture.mp4');
    execFileSync(
      'ffmpeg',
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x64'].concat([
        '-frames:v',
        '1',
        '-c:v',
        'png',
        '-f',
        'image2',
        picture,
      ]),
    );
    expect(await refusal(probeMedia(picture, ffprobe))).toBe('notMedia');

    // An HLS playlist pointing at another file on the server must not be followed.
    const playlist = path.join(dir, 'playlist.mp3');
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:20\n#EXTINF:15,\n${media.mp3}\n#EXT-X-ENDLIST\n`,
    );
    expect(await refusal(probeMedia(playlist, ffprobe))).toBe('notMedia');
  });

  it('refuses a video without sound as noAudio', async () => {
    expect(await refusal(probeMedia(media.silentVideo, ffprobe))).toBe('noAudio');
  });

  it('says when ffprobe is missing, which is not the file’s fault', async () => {
    const error = await probeMedia(speech, { ffprobePath: path.join(dir, 'no-ffprobe') }).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(MediaError);
    expect(String(error)).toMatch(/ffprobe was not found/);
  });

  it('finds ffprobe beside ffmpeg and tells whether a tool runs', async () => {
    expect(ffprobePathFor('/opt/ffmpeg/bin/ffmpeg')).toBe('/opt/ffmpeg/bin/ffprobe');
    expect(ffprobePathFor('ffmpeg')).toBe('ffprobe');
    expect(await toolAvailable('ffmpeg')).toBe(true);
    expect(await toolAvailable(ffprobePathFor('ffmpeg'))).toBe(true);
    expect(await toolAvailable(path.join(dir, 'no-ffmpeg'))).toBe(false);
  });
});

describe('decodeToWav', () => {
  it('decodes a video’s sound to 16 kHz mono 16-bit WAV of its length, reporting progress', async () => {
    const output = path.join(dir, 'decoded.wav');
    const progress: number[] = [];
    const { durationSeconds } = await decodeToWav(media.mp4, output, {
      ffmpegPath: 'ffmpeg',
      durationSeconds: speechSeconds(),
      signal: new AbortController().signal,
      onProgress: (seconds) => progress.push(seconds),
    });
    const info = await readWavInfo(output);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    // No metadata chunks: the samples follow the 44-byte header.
    expect(info.dataOffset).toBe(44);
    expect(info.durationSeconds).toBe(durationSeconds);
    expect(Math.abs(durationSeconds - speechSeconds())).toBeLessThan(0.1);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeCloseTo(durationSeconds, 0);
  });

  it('stops at maxSeconds', async () => {
    const output = path.join(dir, 'limited.wav');
    const { durationSeconds } = await decodeToWav(media.flac, output, {
      ffmpegPath: 'ffmpeg',
      durationSeconds: speechSeconds(),
      maxSeconds: 4,
      signal: new AbortController().signal,
    });
    expect(durationSeconds).toBeCloseTo(4, 2);
  });

  it('refuses what ffmpeg cannot decode as undecodable, with its words, and leaves no file', async () => {
    // An M4A cut short before its index: nothing to decode.
    const broken = path.join(dir, 'broken.m4a');
    const original = await readFile(media.m4a);
    await writeFile(broken, original.subarray(0, 200));
    const output = path.join(dir, 'broken.wav');
    const error = await decodeToWav(broken, output, {
      ffmpegPath: 'ffmpeg',
      durationSeconds: 0,
      signal: new AbortController().signal,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('undecodable');
    expect((error as MediaError).message).not.toContain(dir);
    expect(existsSync(output)).toBe(false);
  });

  it('kills ffmpeg when aborted mid-stream and rejects with an AbortError', async () => {
    // ffmpeg reads a pipe fed slowly, so it is certainly still running when aborted.
    const fifo = path.join(dir, 'slow.wav');
    execFileSync('mkfifo', [fifo]);
    const feeder = createWriteStream(fifo);
    feeder.on('error', () => undefined);
    const second = Buffer.alloc(WAV_SAMPLE_RATE * 2);
    feeder.write(wavHeader(0xffffffff - 36));
    const feeding = setInterval(() => feeder.write(second), 50);
    const controller = new AbortController();
    const output = path.join(dir, 'aborted.wav');
    const progress: number[] = [];
    try {
      const error = await decodeToWav(fifo, output, {
        ffmpegPath: 'ffmpeg',
        durationSeconds: 0,
        signal: controller.signal,
        onProgress: (seconds) => {
          progress.push(seconds);
          if (seconds > 0) controller.abort();
        },
      }).catch((caught: unknown) => caught);
      expect((error as Error).name).toBe('AbortError');
      expect(progress.length).toBeGreaterThan(0);
      expect(existsSync(output)).toBe(false);
    } finally {
      clearInterval(feeding);
      feeder.destroy();
    }
  });

  it('rejects at once when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      decodeToWav(speech, path.join(dir, 'never.wav'), {
        ffmpegPath: 'ffmpeg',
        durationSeconds: 1,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('WAV files', () => {
  it('trusts the file size when the header has ffmpeg’s placeholder size', async () => {
    const streamed = path.join(dir, 'streamed.wav');
    await copyFile(speech, streamed);
    const info = await readWavInfo(speech);
    const file = await open(streamed, 'r+');
    const placeholder = Buffer.alloc(4);
    placeholder.writeUInt32LE(0xffffffff);
    await file.write(placeholder, 0, 4, info.dataOffset - 4);
    await file.close();
    expect(await readWavInfo(streamed)).toEqual(info);
    expect(await findSpeechRegions(streamed)).toEqual(await findSpeechRegions(speech));
  });

  it('writes a slice as a WAV of its own holding the same samples', async () => {
    const slice = path.join(dir, 'slice.wav');
    await writeWavSlice(speech, 1, 2.5, slice);
    const info = await readWavInfo(slice);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(info.durationSeconds).toBe(1.5);
    const source = await readWavInfo(speech);
    const sourceBytes = await readFile(speech);
    const from = source.dataOffset + 1 * WAV_SAMPLE_RATE * 2;
    expect((await readFile(slice)).subarray(44)).toEqual(
      sourceBytes.subarray(from, from + 1.5 * WAV_SAMPLE_RATE * 2),
    );
    // ffprobe agrees it is a WAV of that length.
    expect((await probeMedia(slice, ffprobe)).durationSeconds).toBeCloseTo(1.5, 3);
  });

  it('cuts a slice past the end to the recording', async () => {
    const slice = path.join(dir, 'tail.wav');
    const { durationSeconds } = await readWavInfo(speech);
    await writeWavSlice(speech, durationSeconds - 0.5, durationSeconds + 10, slice);
    expect((await readWavInfo(slice)).durationSeconds).toBeCloseTo(0.5, 3);
    await expect(writeWavSlice(speech, 2, 1, slice)).rejects.toThrow(RangeError);
  });
});

describe('findSpeechRegions', () => {
  const expectAround = (regions: SpeechRegion[]) => {
    expect(regions).toHaveLength(spoken.length);
    regions.forEach((region, index) => {
      expect(Math.abs(region.start - spoken[index]!.start)).toBeLessThanOrEqual(0.3);
      expect(Math.abs(region.end - spoken[index]!.end)).toBeLessThanOrEqual(0.3);
    });
  };

  it('finds each sentence between pauses', async () => {
    expectAround(await findSpeechRegions(speech));
  });

  it('finds the same sentences over steady background noise', async () => {
    const noise = backgroundWav(dir, 'hiss.wav', 16, -45);
    expectAround(await findSpeechRegions(mixWav(speech, noise, dir, 'noisy-speech.wav')));
  });

  it('finds nothing in silence or in steady low noise', async () => {
    expect(await findSpeechRegions(backgroundWav(dir, 'silence.wav', 10))).toEqual([]);
    expect(await findSpeechRegions(backgroundWav(dir, 'noise.wav', 10, -50))).toEqual([]);
  });

  it('finds the speech of a real recording (LibriVox, from pocketsphinx’s test data)', async () => {
    const recording =
      '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
    // Speech with a second of silence before and after it.
    const silence = backgroundWav(dir, 'second.wav', 1);
    const padded = path.join(dir, 'librivox.wav');
    execFileSync(
      'ffmpeg',
      ['-v', 'error', '-y', '-i', silence, '-i', recording, '-i', silence].concat([
        '-filter_complex',
        'concat=n=3:v=0:a=1',
        '-c:a',
        'pcm_s16le',
        padded,
      ]),
    );
    const { durationSeconds } = await readWavInfo(recording);
    const regions = await findSpeechRegions(padded);
    expect(regions.length).toBeGreaterThan(0);
    expect(Math.abs(regions[0]!.start - 1)).toBeLessThanOrEqual(REGION_PADDING_SECONDS + 0.1);
    expect(Math.abs(regions.at(-1)!.end - (1 + durationSeconds))).toBeLessThanOrEqual(
      REGION_PADDING_SECONDS + 0.1,
    );
  });

  it('cuts speech longer than maxRegionSeconds at its quiet moments', async () => {
    const regions = await findSpeechRegions(speech, { maxRegionSeconds: 2 });
    expect(regions.length).toBeGreaterThanOrEqual(6);
    for (const region of regions) expect(region.end - region.start).toBeLessThanOrEqual(2 + 1e-9);
    // Together they still cover every sentence, without overlapping.
    regions.slice(1).forEach((region, index) => {
      expect(region.start).toBeGreaterThanOrEqual(regions[index]!.end);
    });
    for (const sentence of spoken) {
      const covered = regions
        .filter((region) => region.end > sentence.start && region.start < sentence.end)
        .reduce(
          (sum, region) =>
            sum + Math.min(region.end, sentence.end) - Math.max(region.start, sentence.start),
          0,
        );
      expect(covered).toBeGreaterThan((sentence.end - sentence.start) * 0.85);
    }
  });
});

describe('planChunks', () => {
  const regions: SpeechRegion[] = [
    { start: 0.5, end: 4 },
    { start: 4.3, end: 9 },
    { start: 11, end: 15 },
    { start: 15.4, end: 21 },
    { start: 21.3, end: 28 },
    { start: 30, end: 31 },
  ];

  it('groups whole regions into chunks of at most maxSeconds, cut at the widest silence', () => {
    const chunks = planChunks(regions, 20, 40);
    // The 2 s silence at 9 s is in the first half of a 20 s chunk: the chunk goes on to 15 s.
    expect(chunks).toEqual([
      { index: 0, start: 0.5, end: 15 },
      { index: 1, start: 15.4, end: 31 },
    ]);
    expect(planChunks(regions, 20, 40)).toEqual(chunks);
    const later = [
      { start: 0.5, end: 4 },
      { start: 4.3, end: 9 },
      { start: 9.3, end: 13 },
      // The widest silence (2 s), in the second half.
      { start: 15, end: 18 },
      { start: 18.3, end: 22 },
      { start: 22.4, end: 28 },
      { start: 30, end: 31 },
    ];
    expect(planChunks(later, 20, 40)).toEqual([
      { index: 0, start: 0.5, end: 13 },
      { index: 1, start: 15, end: 31 },
    ]);
  });

  it('keeps every region in exactly one chunk under any limit', () => {
    for (const maxSeconds of [5, 8, 10, 15, 30, 60]) {
      const chunks = planChunks(regions, maxSeconds, 40);
      chunks.forEach((chunk, index) => {
        expect(chunk.index).toBe(index);
        expect(chunk.end - chunk.start).toBeLessThanOrEqual(maxSeconds + 1e-9);
      });
      for (const region of regions) {
        const holding = chunks.filter(
          (chunk) => chunk.start < region.end && chunk.end > region.start,
        );
        if (region.end - region.start <= maxSeconds) {
          expect(holding).toHaveLength(1);
          expect(holding[0]!.start).toBeLessThanOrEqual(region.start);
          expect(holding[0]!.end).toBeGreaterThanOrEqual(region.end);
        }
      }
    }
  });

  it('cuts a region longer than maxSeconds evenly, and keeps chunks within the recording', () => {
    expect(planChunks([{ start: 1, end: 13 }], 5, 12)).toEqual([
      { index: 0, start: 1, end: 4.667 },
      { index: 1, start: 4.667, end: 8.333 },
      { index: 2, start: 8.333, end: 12 },
    ]);
    expect(planChunks([], 30, 100)).toEqual([]);
    // A region of exactly the limit is one chunk, though 540.441 − 510.441 > 30 in floats.
    expect(planChunks([{ start: 510.441, end: 540.441 }], 30, 600)).toEqual([
      { index: 0, start: 510.441, end: 540.441 },
    ]);
    expect(() => planChunks(regions, 0, 40)).toThrow(RangeError);
  });
});
