// The captions figures for `pnpm bench` (or alone: `pnpm bench captions`), with the compiled
// pipeline (server/dist/captions.js) run stage by stage as the job runs it:
// - real-time factor of each engine available here (decode + recognition time over audio time);
// - the pipeline's own overhead (decode, speech regions, slices, cues and writing) as a share of
//   recognition time;
// - word error rate on recordings with known text: espeak-ng speech in English and Hindi (made
//   here, cached in .cache/bench-captions) and real human recordings from Debian's
//   pocketsphinx-testdata (LibriVox "Sense and Sensibility" and "go forward ten meters").
// Figures, not assertions: a target missed is printed, not failed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './toolchain.mjs';

const TESTDATA = '/usr/share/pocketsphinx/test/data';
const cache = path.join(repoRoot, '.cache', 'bench-captions');
const seconds = (started) => (performance.now() - started) / 1000;
const pct = (x) => `${(100 * x).toFixed(1)}%`;

const ENGLISH = [
  'The library opens at nine in the morning.',
  'Please keep your phone on silent near the reading tables.',
  'Audio books are on the second floor beside the lift.',
  'Ask at the front desk for a braille copy of the timetable.',
  'The last bus leaves the main gate at half past six.',
  'Thank you for visiting and have a good day.',
];
const HINDI = [
  'पुस्तकालय सुबह नौ बजे खुलता है।',
  'कृपया पढ़ने की मेज़ों के पास अपना फ़ोन शांत रखें।',
  'ऑडियो किताबें दूसरी मंज़िल पर हैं।',
  'आने के लिए धन्यवाद।',
];

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
}

/** Sentences spoken by espeak-ng with a second of silence after each, as 16 kHz mono WAV. */
function espeak(name, voice, sentences) {
  const output = path.join(cache, `${name}.wav`);
  if (existsSync(output)) return output;
  const parts = sentences.map((sentence, index) => {
    const part = path.join(cache, `${name}-${index}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', part, sentence]);
    return part;
  });
  const chain = parts.map((_, i) => `[${i}:a]aresample=16000,apad=pad_dur=1[a${i}]`).join(';');
  const joined = `${parts.map((_, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`;
  ffmpeg([
    ...parts.flatMap((part) => ['-i', part]),
    '-filter_complex',
    `${chain};${joined}`,
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    '16000',
    output,
  ]);
  for (const part of parts) rmSync(part);
  return output;
}

/** The human recordings of pocketsphinx-testdata with their transcripts. */
function humanRecordings() {
  const items = [];
  const goforward = path.join(cache, 'goforward.wav');
  if (existsSync(path.join(TESTDATA, 'goforward.raw'))) {
    if (!existsSync(goforward))
      ffmpeg([
        '-f',
        's16le',
        '-ar',
        '16000',
        '-ac',
        '1',
        '-i',
        path.join(TESTDATA, 'goforward.raw'),
        goforward,
      ]);
    items.push({ name: 'goforward', file: goforward, text: 'go forward ten meters' });
  }
  const transcription = path.join(TESTDATA, 'librivox', 'transcription');
  if (existsSync(transcription)) {
    for (const line of readFileSync(transcription, 'utf8').split('\n')) {
      const match = /^<s>\s*(.*?)\s*<\/s>\s*\((.+)\)$/.exec(line.trim());
      if (!match) continue;
      items.push({
        name: match[2].replace(/^.*-(\d+)$/, 'librivox-$1'),
        file: path.join(TESTDATA, 'librivox', `${match[2]}.wav`),
        text: match[1],
      });
    }
  }
  return items;
}

/** A longer recording for the speed figures: the human and English recordings, looped. */
function longRecording(sources, minutes) {
  const output = path.join(cache, `long-${minutes}min.wav`);
  if (existsSync(output)) return output;
  const list = path.join(cache, 'long.txt');
  writeFileSync(list, sources.map((file) => `file '${file}'`).join('\n'));
  ffmpeg([
    '-stream_loop',
    '-1',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-t',
    String(minutes * 60),
    '-ac',
    '1',
    '-ar',
    '16000',
    output,
  ]);
  return output;
}

/** The pipeline as the job runs it, timed stage by stage. */
async function caption(pipeline, engine, file, language) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-captions-'));
  const signal = new AbortController().signal;
  try {
    const times = { probe: 0, decode: 0, regions: 0, slices: 0, recognition: 0, writing: 0 };
    let started = performance.now();
    const probe = await pipeline.probeMedia(file, { ffprobePath: 'ffprobe' });
    times.probe = seconds(started);
    const wav = path.join(work, 'audio.wav');
    started = performance.now();
    const { durationSeconds } = await pipeline.decodeToWav(file, wav, {
      ffmpegPath: 'ffmpeg',
      durationSeconds: probe.durationSeconds,
      signal,
    });
    times.decode = seconds(started);
    started = performance.now();
    const regions = await pipeline.findSpeechRegions(wav);
    const chunks = pipeline.planChunks(regions, engine.chunkSeconds, durationSeconds);
    times.regions = seconds(started);
    const heard = [];
    for (const chunk of chunks) {
      const slice = path.join(work, `chunk-${chunk.index}.wav`);
      started = performance.now();
      await pipeline.writeWavSlice(wav, chunk.start, chunk.end, slice);
      times.slices += seconds(started);
      started = performance.now();
      const recognition = await engine.transcribe({
        wavPath: slice,
        durationSeconds: chunk.end - chunk.start,
        language,
        signal,
      });
      times.recognition += seconds(started);
      heard.push({ start: chunk.start, recognition });
    }
    started = performance.now();
    const cues = pipeline.mergeRecognitions(heard);
    pipeline.writeVtt(cues, { language });
    const text = pipeline.writeTxt(cues);
    times.writing = seconds(started);
    return { durationSeconds, times, text };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function benchCaptions(report) {
  const pipeline = await import(
    pathToFileURL(path.join(repoRoot, 'server', 'dist', 'captions.js')).href
  );
  for (const [tool, flag] of [
    ['ffmpeg', '-version'],
    ['espeak-ng', '--version'],
  ]) {
    try {
      execFileSync(tool, [flag], { stdio: 'ignore' });
    } catch {
      report('captions', `skipped: Debian's ${tool} is missing (apt-get install ${tool})`);
      return;
    }
  }
  mkdirSync(cache, { recursive: true });

  const engines = [];
  const configured = await pipeline.chooseSpeechEngine({
    asrUrl: process.env.ASR_URL ?? null,
    asrApiKey: process.env.ASR_API_KEY ?? null,
    asrModel: process.env.ASR_MODEL ?? 'whisper-1',
    asrTimeoutMs: 300_000,
    whisperModel: process.env.WHISPER_MODEL ?? null,
    whisperTimeoutMs: 600_000,
    pocketsphinxModelDir: '/usr/share/pocketsphinx/model/en-us',
  });
  if (configured.engine) engines.push(configured.engine);
  else report('captions engine', `none available: ${configured.reason}`);
  if (configured.engine && configured.engine.id !== 'pocketsphinx') {
    // The embedded default is measured too, beside the configured engine.
    engines.push(pipeline.pocketsphinxEngine({ modelDir: '/usr/share/pocketsphinx/model/en-us' }));
  }
  if (!process.env.ASR_URL) report('captions engine openai', 'not measured: ASR_URL is not set');
  if (!process.env.WHISPER_MODEL)
    report(
      'captions engine whisper.cpp',
      'not measured: WHISPER_MODEL (a ggml model file) is not set',
    );

  const english = {
    name: 'espeak-ng English',
    file: espeak('espeak-en', 'en-us', ENGLISH),
    text: ENGLISH.join(' '),
    language: 'en',
  };
  const hindi = {
    name: 'espeak-ng Hindi',
    file: espeak('espeak-hi', 'hi', HINDI),
    text: HINDI.join(' '),
    language: 'hi',
  };
  const human = humanRecordings().map((item) => ({ ...item, language: 'en' }));
  const long = longRecording([english.file, ...human.map((item) => item.file)], 5);

  for (const engine of engines) {
    const label = `captions ${engine.label}`;
    for (const set of [[english], [hindi], human]) {
      if (set.length === 0) continue;
      const language = set[0].language;
      if (!engine.languages.includes(language)) {
        report(
          `${label} WER ${set.length > 1 ? 'human recordings' : set[0].name}`,
          `n/a (does not recognise ${language})`,
        );
        continue;
      }
      let errors = 0;
      let words = 0;
      for (const item of set) {
        const { text } = await caption(pipeline, engine, item.file, language);
        const reference = item.text.split(/\s+/).length;
        errors += pipeline.wordErrorRate(item.text, text) * reference;
        words += reference;
      }
      const name =
        set.length > 1 ? `human recordings (${set.length}, pocketsphinx-testdata)` : set[0].name;
      report(
        `${label} WER ${name}`,
        `${pct(errors / words)} of ${words} words (Whisper large 2.4–3.0%, tiny.en 5.6% on LibriSpeech test-clean)`,
      );
    }
    const { durationSeconds, times } = await caption(pipeline, engine, long, 'en');
    const factor = (times.decode + times.recognition) / durationSeconds;
    report(
      `${label} real-time factor`,
      `${factor.toFixed(3)}× on ${Math.round(durationSeconds / 60)} min (decode ${times.decode.toFixed(1)} s + recognition ${times.recognition.toFixed(1)} s; target < 0.5× for pocketsphinx)`,
    );
    const overhead = times.probe + times.decode + times.regions + times.slices + times.writing;
    report(
      `${label} pipeline overhead`,
      `${pct(overhead / times.recognition)} of recognition time (probe ${times.probe.toFixed(2)} s, decode ${times.decode.toFixed(2)} s, regions ${times.regions.toFixed(2)} s, slices ${times.slices.toFixed(2)} s, cues and writing ${times.writing.toFixed(2)} s; target < 5%)`,
    );
  }
}
