// /v1/api/conversion/media against a real server, job runtime, ffmpeg and Debian's pocketsphinx:
// upload, captions, notification, transcript, the player's addresses (Range, tokens), downloads;
// every refusal with its message; one user's requests invisible to another.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ConversionListReply,
  ConversionRequest,
  MediaOptionsReply,
  TranscriptReply,
} from '@nclude/shared/api-schemas';
import {
  engineName,
  formOf,
  sendForm,
  settledRequest,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';
import { encodeAudio, midiFile, speechWav, videoWith } from './media-fixtures';
import { writeWhisperTestModel } from './whisper-model';

const MEDIA = '/v1/api/conversion/media';

// Real conversions and speech recognition run here, sharing two cores with the rest of the suite.
jest.setTimeout(300_000);

describe(`captions API (${engineName()})`, () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let dir: string;
  let speech: string;
  let mp3: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nclude-captions-'));
    speech = speechWav(dir, 'speech', ['Hello and welcome.', 'This recording has two sentences.'], {
      pauseSeconds: 1.2,
    });
    mp3 = readFileSync(encodeAudio(speech, dir, 'speech.mp3', ['-c:a', 'libmp3lame', '-q:a', '5']));
    server = await startTestServer({
      MEDIA_UPLOAD_LIMIT_MB: '2',
      MEDIA_MAX_DURATION_MINUTES: '1',
      OTP_SENDS_PER_IP: '1000',
    });
    owner = await signUp(server, { userName: 'Media Owner', email: 'media@example.org' });
    stranger = await signUp(server, { userName: 'Someone Else' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (
    fields: Record<string, string>,
    file: { name: string; data: Buffer } | undefined,
    token = owner.token,
  ) =>
    sendForm<{ document: ConversionRequest; message: string }>(
      server,
      'POST',
      MEDIA,
      formOf(fields, file && { ...file, field: 'audio', type: 'application/octet-stream' }),
      token,
    );

  const settled = (id: string) => settledRequest(server, MEDIA, id, owner.token);

  it('offers what this server can do: pocketsphinx, English only, three outputs', async () => {
    const { status, body } = await server.get<MediaOptionsReply>(`${MEDIA}/options`, owner.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      available: true,
      reason: null,
      engine: 'pocketsphinx (US English)',
      languages: ['en'],
      formats: ['txt', 'vtt', 'srt'],
      maxUploadMb: 2,
      maxDurationMinutes: 1,
    });
    expect(body.engineNote).toMatch(/basic speech recogniser/);
    expect((await server.get(`${MEDIA}/options`)).status).toBe(401);
  });

  it('captions an MP3, notifies the owner, and serves the transcript, player and download', async () => {
    const response = await upload(
      { output_format: 'vtt', tag: 'Lecture', language: 'en' },
      { name: 'welcome talk.mp3', data: mp3 },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your recording has been uploaded and is being captioned.');
    const done = await settled(response.body.document.id);
    expect(done.status).toMatchObject({ state: 'succeeded', progress: 100 });
    expect(done).toMatchObject({
      fileName: 'welcome talk.mp3',
      outputFormat: 'vtt',
      language: 'en',
      isDownloadable: true,
      downloadName: 'welcome talk.vtt',
      url: `${MEDIA}/${done.id}/download`,
    });

    // The notification follows the stored state (the job's settled step).
    let note = undefined as ReturnType<TestServer['outbox']>[number] | undefined;
    for (let i = 0; i < 100 && !note; i++) {
      note = server.outbox().find((entry) => entry.subject?.includes('welcome talk.mp3'));
      if (!note) await new Promise((done) => setTimeout(done, 50));
    }
    expect(note?.subject).toBe('Captions of welcome talk.mp3 are ready');

    const download = await fetch(`${server.baseUrl}${done.url}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const vtt = await download.text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}/);

    const { status, body } = await server.get<TranscriptReply>(
      `${MEDIA}/${done.id}/transcript`,
      owner.token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      engine: 'pocketsphinx (US English)',
      mediaKind: 'audio',
    });
    expect(body.durationSeconds).toBeGreaterThan(3);
    expect(body.cues.length).toBeGreaterThan(0);
    for (const cue of body.cues) {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(body.durationSeconds + 0.5);
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
    }

    // The player's addresses work without the bearer header, with Range for seeking.
    const whole = await fetch(`${server.baseUrl}${body.mediaUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp3)).toBe(true);
    const part = await fetch(`${server.baseUrl}${body.mediaUrl}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp3.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp3.subarray(100, 200))).toBe(true);
    const outside = await fetch(`${server.baseUrl}${body.mediaUrl}`, {
      headers: { range: `bytes=${mp3.length + 10}-` },
    });
    expect(outside.status).toBe(416);
    const track = await fetch(`${server.baseUrl}${body.captionsUrl}`);
    expect(track.status).toBe(200);
    expect(track.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect((await track.text()).startsWith('WEBVTT')).toBe(true);

    // A token is for one request, one purpose and one user, and expires.
    const token = new URL(body.mediaUrl, server.baseUrl).searchParams.get('token')!;
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(
      (await fetch(`${server.baseUrl}${MEDIA}/${done.id}/media?token=${tampered}`)).status,
    ).toBe(404);
    expect(
      (await fetch(`${server.baseUrl}${MEDIA}/${done.id}/captions.vtt?token=${token}`)).status,
    ).toBe(404);
    expect((await fetch(`${server.baseUrl}${MEDIA}/${done.id}/media`)).status).toBe(400);
    server.clock.advance(3 * 3_600_000);
    const expired = await fetch(`${server.baseUrl}${body.mediaUrl}`);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { message: string }).message).toBe(
      'This media address has expired. Open the transcript again.',
    );

    // Someone else sees none of it.
    expect((await server.get(`${MEDIA}/${done.id}`, stranger.token)).status).toBe(404);
    expect((await server.get(`${MEDIA}/${done.id}/transcript`, stranger.token)).status).toBe(404);
    const theirs = await server.get<ConversionListReply>(MEDIA, stranger.token);
    expect(theirs.body.documents).toEqual([]);
    // Nor is a media request one of the owner's documents.
    expect((await server.get(`/v1/api/conversion/documents/${done.id}`, owner.token)).status).toBe(
      404,
    );
    const list = await server.get<ConversionListReply>(`${MEDIA}?search=lecture`, owner.token);
    expect(list.body.documents.map((request) => request.id)).toContain(done.id);
    expect(list.body.tags).toContain('Lecture');
  });

  it('captions the sound track of a video and writes SRT and TXT', async () => {
    const video = readFileSync(videoWith(speech, dir, 'talk.mp4', 5));
    const srt = await upload({ output_format: 'srt' }, { name: 'talk.mp4', data: video });
    expect(srt.status).toBe(200);
    const done = await settled(srt.body.document.id);
    expect(done.status.state).toBe('succeeded');
    const file = await fetch(`${server.baseUrl}${done.url}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const text = await file.text();
    expect(text).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\n/);
    const transcript = await server.get<TranscriptReply>(
      `${MEDIA}/${done.id}/transcript`,
      owner.token,
    );
    expect(transcript.body.mediaKind).toBe('video');

    const txt = await upload({}, { name: 'talk.wav', data: readFileSync(speech) });
    const plain = await settled(txt.body.document.id);
    expect(plain).toMatchObject({ outputFormat: 'txt', language: 'en', downloadName: 'talk.txt' });
  });

  it.each([
    [
      'a MIDI file',
      'tune.mid',
      () => readFileSync(midiFile(dir, 'tune.mid')),
      /MIDI file: it holds notes/,
    ],
    [
      'text renamed .mp3',
      'notes.mp3',
      () => Buffer.from('just some text, not sound\n'.repeat(40)),
      /not audio or video we can read/,
    ],
    [
      'a video without sound',
      'silent.mp4',
      () => readFileSync(videoWith(null, dir, 'silent.mp4', 1)),
      /no sound track/,
    ],
  ])('refuses %s with its reason', async (_name, fileName, data, message) => {
    const response = await upload({}, { name: fileName, data: data() });
    expect(response.status).toBe(400);
    expect((response.body as unknown as { message: string }).message).toMatch(message);
  });

  it('refuses a recording over the duration limit, an upload over the size limit, and bad fields', async () => {
    const long = join(dir, 'long.mp3');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      '70',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '8k',
      long,
    ]);
    const tooLong = await upload({}, { name: 'long.mp3', data: readFileSync(long) });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as unknown as { message: string }).message).toBe(
      'This recording lasts 2 minutes; the longest we caption is 1 minute. Split it into shorter parts.',
    );

    const big = Buffer.concat([mp3, Buffer.alloc(2 * 1048576)]);
    expect((await upload({}, { name: 'big.mp3', data: big })).status).toBe(413);
    expect((await upload({ output_format: 'docx' }, { name: 'a.mp3', data: mp3 })).status).toBe(
      400,
    );
    const hindi = await upload({ language: 'hi' }, { name: 'a.mp3', data: mp3 });
    expect(hindi.status).toBe(400);
    expect((hindi.body as unknown as { message: string }).message).toBe(
      'The speech engine of this server does not recognise that language. Choose English.',
    );
    const none = await upload({ tag: 'x' }, undefined);
    expect(none.status).toBe(400);
    expect((none.body as unknown as { message: string }).message).toBe(
      'Choose an audio or video file to caption.',
    );
    expect((await upload({}, { name: 'a.mp3', data: mp3 }, '')).status).toBe(401);
  });

  it('says captions are unavailable when ffmpeg is missing', async () => {
    const bare = await startTestServer({
      FFMPEG_PATH: join(dir, 'no-ffmpeg-here'),
      OTP_SENDS_PER_IP: '1000',
    });
    try {
      const user = await signUp(bare, { userName: 'Bare Server User' });
      const { body } = await bare.get<MediaOptionsReply>(`${MEDIA}/options`, user.token);
      expect(body).toMatchObject({ available: false, engine: null, languages: [] });
      expect(body.reason).toBe(
        'Captions are unavailable on this server: the media decoder (ffmpeg) is not installed. Please tell your administrator.',
      );
      const form = formOf({}, { field: 'audio', name: 'a.mp3', data: mp3 });
      const refused = await sendForm<{ message: string }>(bare, 'POST', MEDIA, form, user.token);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(body.reason);
    } finally {
      await bare.close();
    }
  });

  it('says captions are unavailable when WHISPER_MODEL is not a whisper.cpp model', async () => {
    const notModel = join(dir, 'ggml-notes.bin');
    writeFileSync(notModel, 'a text file where the model should be\n');
    const misconfigured = await startTestServer({
      WHISPER_MODEL: notModel,
      OTP_SENDS_PER_IP: '1000',
    });
    try {
      const user = await signUp(misconfigured, { userName: 'Misconfigured Server User' });
      const { body } = await misconfigured.get<MediaOptionsReply>(`${MEDIA}/options`, user.token);
      // No quiet fallback to pocketsphinx: the operator asked for whisper.cpp.
      expect(body).toMatchObject({ available: false, engine: null, languages: [] });
      expect(body.reason).toBe(
        'Captions are unavailable on this server: no speech engine is set up. Please tell your administrator.',
      );
      const tools = await misconfigured.app.captions.captionTools();
      expect(tools.reason).toMatch(/is not a whisper\.cpp ggml model/);
    } finally {
      await misconfigured.close();
    }
  });

  it('captions Hindi with whisper.cpp when WHISPER_MODEL names a multilingual model', async () => {
    const modelFile = join(dir, 'ggml-hindi-test.bin');
    writeWhisperTestModel(modelFile, { multilingual: true, words: [' नमस्ते', ' दुनिया', '।'] });
    const local = await startTestServer({ WHISPER_MODEL: modelFile, OTP_SENDS_PER_IP: '1000' });
    try {
      const user = await signUp(local, { userName: 'Hindi Listener' });
      const { body: options } = await local.get<MediaOptionsReply>(`${MEDIA}/options`, user.token);
      expect(options).toMatchObject({
        available: true,
        engine: 'whisper.cpp (ggml-hindi-test.bin)',
        engineNote: null,
        languages: ['en', 'hi', 'te'],
      });
      const hindi = speechWav(dir, 'namaste', ['नमस्ते दुनिया'], { voice: 'hi' });
      const form = formOf(
        { language: 'hi', output_format: 'vtt' },
        { field: 'audio', name: 'नमस्ते.wav', data: readFileSync(hindi) },
      );
      const sent = await sendForm<{ document: ConversionRequest }>(
        local,
        'POST',
        MEDIA,
        form,
        user.token,
      );
      expect(sent.status).toBe(200);
      const request = await settledRequest(local, MEDIA, sent.body.document.id, user.token);
      expect(request.status).toMatchObject({ state: 'succeeded', progress: 100 });
      const { body } = await local.get<TranscriptReply>(
        `${MEDIA}/${request.id}/transcript`,
        user.token,
      );
      expect(body).toMatchObject({ engine: 'whisper.cpp (ggml-hindi-test.bin)', engineNote: null });
      expect(body.cues.map((cue) => cue.lines.join(' '))).toEqual(['नमस्ते दुनिया।']);
      const track = await fetch(`${local.baseUrl}${body.captionsUrl}`);
      expect(await track.text()).toContain('नमस्ते दुनिया।');
    } finally {
      await local.close();
    }
  });

  it('deletes a request with its files and captions', async () => {
    const response = await upload({}, { name: 'gone.wav', data: readFileSync(speech) });
    const done = await settled(response.body.document.id);
    const deleted = await fetch(`${server.baseUrl}${MEDIA}/${done.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await server.get(`${MEDIA}/${done.id}`, owner.token)).status).toBe(404);
    const left = await server.app.database.db
      .selectFrom('caption_chunks')
      .select('request_id')
      .where('request_id', '=', done.id)
      .execute();
    expect(left).toEqual([]);
  });
});
