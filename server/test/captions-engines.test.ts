// The speech engines on real audio: the OpenAI-compatible adapter against a local server that
// answers like one (success, timestamps, refusals, outages, timeouts, oversized and malformed
// replies), whisper.cpp through its binding with a hand-made model (loading, transcribing, and
// every way the binding fails: damaged models, crashes, a lost result, cancelling), and Debian's
// pocketsphinx on its own human test recordings; the word error rate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseSpeechEngine } from '../src/captions/engines';
import { openAiEngine } from '../src/captions/engines/openai';
import { pocketsphinxEngine } from '../src/captions/engines/pocketsphinx';
import { readWhisperModel, whisperEngine } from '../src/captions/engines/whisper';
import { EngineUnavailableError, type SpeechEngine } from '../src/captions/types';
import { wordErrorRate } from '../src/captions/wer';
import { startAsrServer, type AsrServer } from './asr-server';
import { speechWav } from './media-fixtures';
import { writeWhisperTestModel } from './whisper-model';

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const TESTDATA = '/usr/share/pocketsphinx/test/data';

let dir: string;
let speech: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nclude-engines-'));
  speech = speechWav(dir, 'hello', ['Hello world.'], { pauseSeconds: 0.3 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input = (signal = new AbortController().signal) => ({
  wavPath: speech,
  durationSeconds: 1.5,
  language: 'en' as const,
  signal,
});

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions over the reference words', () => {
    expect(wordErrorRate('go forward ten meters', 'go forward ten meters')).toBe(0);
    expect(wordErrorRate('go forward ten meters', 'Go, forward TEN metres!')).toBe(0.25);
    expect(wordErrorRate('go forward ten meters', 'go ten meters now')).toBe(0.5);
    expect(wordErrorRate('नमस्ते दुनिया', 'नमस्ते')).toBe(0.5);
  });
});

describe('OpenAI-compatible engine', () => {
  let server: AsrServer;
  let engine: SpeechEngine;
  beforeAll(async () => {
    server = await startAsrServer();
    engine = openAiEngine({
      url: server.url,
      apiKey: 'secret-key',
      model: 'whisper-1',
      timeoutMs: 2000,
    });
  });
  afterAll(async () => server.close());

  it('sends the chunk, model and language with the key, and reads punctuated segments', async () => {
    server.behave({ kind: 'transcribe' });
    server.register(readFileSync(speech), {
      text: 'Hello world.',
      words: [
        { word: 'Hello', start: 0.1, end: 0.5 },
        { word: 'world', start: 0.6, end: 1.0 },
      ],
      segments: [{ id: 0, text: ' Hello world.', start: 0.1, end: 1.0 }],
    });
    const heard = await engine.transcribe(input());
    // The words lack the full stop: the segment keeps it, so cues see the sentence end.
    expect(heard.words).toBeNull();
    expect(heard.segments).toEqual([{ text: 'Hello world.', start: 0.1, end: 1.0 }]);
    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/v1/audio/transcriptions');
    expect(sent.authorization).toBe('Bearer secret-key');
    expect(sent.fields.model).toEqual(['whisper-1']);
    expect(sent.fields.language).toEqual(['en']);
    expect(sent.fields.response_format).toEqual(['verbose_json']);
  });

  it('refuses with the server’s message on 4xx, and is unavailable on 5xx, 429 and timeouts', async () => {
    server.behave({
      kind: 'status',
      status: 400,
      body: { error: { message: 'Audio file is too short' } },
    });
    await expect(engine.transcribe(input())).rejects.toThrow(/Audio file is too short/);
    server.behave({ kind: 'status', status: 503, body: { error: { message: 'overloaded' } } });
    await expect(engine.transcribe(input())).rejects.toBeInstanceOf(EngineUnavailableError);
    server.behave({ kind: 'status', status: 429, body: {} });
    await expect(engine.transcribe(input())).rejects.toBeInstanceOf(EngineUnavailableError);
    server.behave({ kind: 'silent' });
    await expect(engine.transcribe(input())).rejects.toBeInstanceOf(EngineUnavailableError);
  });

  it('refuses oversized and malformed replies, never showing the key, and stops on abort', async () => {
    server.behave({ kind: 'oversized', bytes: 6 * 1024 * 1024 });
    await expect(engine.transcribe(input())).rejects.toThrow();
    server.behave({ kind: 'raw', body: '{"not": "a transcription"' });
    const error = await engine.transcribe(input()).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).not.toContain('secret-key');
    server.behave({ kind: 'silent' });
    const controller = new AbortController();
    const pending = engine.transcribe(input(controller.signal));
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});

describe('whisper.cpp', () => {
  const model = (name: string, options?: Parameters<typeof writeWhisperTestModel>[1]) => {
    const file = join(dir, name);
    writeWhisperTestModel(file, options);
    return file;
  };
  const engineFor = async (file: string, timeoutMs = 60_000) => {
    const found = await readWhisperModel(file);
    if (!found.model) throw new Error(found.reason);
    return whisperEngine({ modelPath: file, model: found.model, timeoutMs, idleLimitMs: 3000 });
  };
  const config = {
    asrUrl: null,
    asrApiKey: null,
    asrModel: 'whisper-1',
    asrTimeoutMs: 1000,
    whisperModel: null,
    whisperTimeoutMs: 60_000,
    pocketsphinxModelDir: MODEL_DIR,
  };

  it('is chosen by WHISPER_MODEL; the model file decides the languages; a wrong file is reported', async () => {
    const english = model('ggml-test.en.bin');
    const multilingual = model('ggml-test.bin', { multilingual: true });
    const chosen = await chooseSpeechEngine({ ...config, whisperModel: english });
    expect(chosen.engine).toMatchObject({
      id: 'whisper',
      label: 'whisper.cpp (ggml-test.en.bin)',
      languages: ['en'],
      chunkSeconds: 30,
    });
    const many = await chooseSpeechEngine({ ...config, whisperModel: multilingual });
    expect(many.engine?.languages).toEqual(['en', 'hi', 'te']);
    // ASR_URL wins over a model on disk.
    const server = await chooseSpeechEngine({
      ...config,
      asrUrl: 'http://127.0.0.1:9',
      whisperModel: english,
    });
    expect(server.engine?.id).toBe('openai');

    const missing = await chooseSpeechEngine({ ...config, whisperModel: join(dir, 'none.bin') });
    expect(missing).toEqual({
      engine: null,
      reason: `WHISPER_MODEL names ${join(dir, 'none.bin')}, which does not exist`,
    });
    const notModel = join(dir, 'notes.bin');
    writeFileSync(notModel, 'These are not the weights you are looking for.');
    const wrong = await chooseSpeechEngine({ ...config, whisperModel: notModel });
    expect(wrong).toMatchObject({
      engine: null,
      reason: expect.stringMatching(/is not a whisper\.cpp ggml model/),
    });
  });

  it('transcribes a stretch in its own process, times kept inside the stretch', async () => {
    const engine = await engineFor(model('ggml-hello.en.bin'));
    const heard = await engine.transcribe(input());
    // whisper.cpp ends its last segment at the end of its 30 s window: cut to the audio's length.
    expect(heard).toEqual({
      words: null,
      segments: [{ text: 'Hello world.', start: 0, end: 1.5 }],
    });
    const hindi = await engineFor(
      model('ggml-hindi.bin', { multilingual: true, words: [' नमस्ते', ' दुनिया', '।'] }),
    );
    const said = await hindi.transcribe({ ...input(), language: 'hi' });
    expect(said.segments.map((segment) => segment.text)).toEqual(['नमस्ते दुनिया।']);
  });

  it('reports damaged models, crashes and lost results without harm to this process', async () => {
    const good = readFileSync(model('ggml-good.en.bin'));
    const truncated = join(dir, 'ggml-truncated.en.bin');
    writeFileSync(truncated, good.subarray(0, good.length / 2));
    const damaged = await (await engineFor(truncated)).transcribe(input()).catch((e: Error) => e);
    expect(damaged).toBeInstanceOf(EngineUnavailableError);
    expect((damaged as Error).message).toBe(
      'whisper.cpp could not load ggml-truncated.en.bin: Failed to initialize whisper context',
    );

    // Zero attention heads: whisper.cpp divides by zero and its process dies of SIGFPE.
    const crashing = join(dir, 'ggml-crash.en.bin');
    const heads = Buffer.from(good);
    heads.writeInt32LE(0, 16);
    writeFileSync(crashing, heads);
    const crash = await (await engineFor(crashing)).transcribe(input()).catch((e: Error) => e);
    expect(crash).toBeInstanceOf(EngineUnavailableError);
    expect((crash as Error).message).toMatch(/^whisper\.cpp stopped without an answer \(SIGFPE\)/);

    // whisper.cpp throws inside the binding, whose promise then never settles: the idle child
    // is found out and stopped, and the stretch fails rather than waiting for the deadline.
    const lost = await engineFor(model('ggml-noblank.en.bin', { withoutBlank: true }));
    const error = await lost.transcribe(input()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(EngineUnavailableError);
    expect((error as Error).message).toBe('whisper.cpp stopped working without giving a result');
  });

  it('is stopped by its deadline and by a cancel', async () => {
    // A named pipe nobody writes to: the child waits for the audio for ever, using no CPU.
    const fifo = join(dir, 'never.wav');
    execFileSync('mkfifo', [fifo]);
    const slow = whisperEngine({
      modelPath: model('ggml-slow.en.bin'),
      model: { multilingual: false },
      timeoutMs: 1500,
      idleLimitMs: 60_000,
    });
    await expect(slow.transcribe({ ...input(), wavPath: fifo })).rejects.toThrow(
      new EngineUnavailableError('whisper.cpp gave no result within 2 s (WHISPER_TIMEOUT_SECONDS)'),
    );
    const controller = new AbortController();
    const pending = slow.transcribe({ ...input(controller.signal), wavPath: fifo });
    setTimeout(() => controller.abort(new Error('cancelled by the owner')), 300);
    await expect(pending).rejects.toThrow('cancelled by the owner');
  });
});

describe('pocketsphinx', () => {
  const engine = pocketsphinxEngine({ modelDir: MODEL_DIR });

  it('is the embedded default, and an asked-for engine that cannot work is reported', async () => {
    const config = {
      asrUrl: null,
      asrApiKey: null,
      asrModel: 'whisper-1',
      asrTimeoutMs: 1000,
      whisperModel: null,
      whisperTimeoutMs: 60_000,
      pocketsphinxModelDir: MODEL_DIR,
    };
    expect((await chooseSpeechEngine(config)).engine?.id).toBe('pocketsphinx');
    const whisper = await chooseSpeechEngine({ ...config, whisperModel: join(dir, 'ggml.bin') });
    expect(whisper.engine).toBeNull();
    const none = await chooseSpeechEngine({ ...config, pocketsphinxModelDir: join(dir, 'none') });
    expect(none).toMatchObject({ engine: null, reason: expect.stringMatching(/pocketsphinx/) });
  });

  it('recognises a human recording with word times inside it', async () => {
    const wav = join(dir, 'goforward.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      's16le',
      '-ar',
      '16000',
      '-ac',
      '1',
      '-i',
      join(TESTDATA, 'goforward.raw'),
      wav,
    ]);
    const heard = await engine.transcribe({
      wavPath: wav,
      durationSeconds: 3.6,
      language: 'en',
      signal: new AbortController().signal,
    });
    const words = heard.words ?? [];
    const text = words.map((word) => word.text).join(' ');
    expect(wordErrorRate('go forward ten meters', text)).toBeLessThanOrEqual(0.25);
    for (const [i, word] of words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(3.7);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
    }
  });
});
