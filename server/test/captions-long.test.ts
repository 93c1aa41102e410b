// A two-hour recording through real server processes (the embedded mode: one process, jobs in
// it): it makes steady progress stretch by stretch; the process killed with SIGKILL halfway, the
// next one carries on from the stretches already recognised instead of starting again; and a
// second upload is cancelled mid-way, after which the speech server hears nothing more of it.
// The speech engine is the OpenAI-compatible adapter against the tests' local server, which
// answers quickly, so the time goes to what is measured here: the pipeline around it.
// Not repeated on PostgreSQL: what it measures is the pipeline and its processes; the stretches
// are kept by the queries captions-api.test.ts runs there, and a job carried on after its
// process was killed is jobs-process.test.ts's subject, which is repeated.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ConversionRequest, TranscriptReply } from '@nclude/shared/api-schemas';
import { hashPassword } from '../src/auth/passwords';
import { startAsrServer, type AsrServer } from './asr-server';
import { engineName, formOf, until } from './helpers';
import { startJobProcess, type JobProcess } from './fixtures/child';
import { openJobTestDatabase, type JobTestDatabase } from './fixtures/job-database';
import { speechWav } from './media-fixtures';

jest.setTimeout(240_000);

const MEDIA = '/v1/api/conversion/media';
const TWO_HOURS = 7200;

describe(`a two-hour recording (${engineName()})`, () => {
  let database: JobTestDatabase;
  let asr: AsrServer;
  let recording: Buffer;
  const processes: JobProcess[] = [];

  beforeAll(async () => {
    database = await openJobTestDatabase();
    asr = await startAsrServer();
    // A sentence and two seconds of silence, over and over for two hours: an 8 kHz MP3 of 7 MB.
    const sentence = speechWav(database.dataDir, 'sentence', ['One sentence of a long lecture.'], {
      pauseSeconds: 2,
    });
    const file = join(database.dataDir, 'lecture.mp3');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-stream_loop',
      '-1',
      '-i',
      sentence,
      '-t',
      String(TWO_HOURS),
      '-ar',
      '8000',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '8k',
      file,
    ]);
    recording = readFileSync(file);
  });

  afterAll(async () => {
    for (const child of processes) await child.killHard();
    await asr.close();
    await database.close();
  });

  const startServer = async () => {
    const child = await startJobProcess('server', {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      JOB_LEASE_SECONDS: '3',
      JOB_CONCURRENCY: '1',
      ASR_URL: asr.url,
      MEDIA_MAX_DURATION_MINUTES: '180',
    });
    processes.push(child);
    return child;
  };
  const base = (child: JobProcess) => `http://127.0.0.1:${child.port}`;

  const getRequest = async (child: JobProcess, token: string, id: string) => {
    const response = await fetch(`${base(child)}${MEDIA}/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { document: ConversionRequest }).document;
  };

  /** A user made in the database, signed in through the running server. */
  const signIn = async (child: JobProcess): Promise<string> => {
    const email = `listener-${randomBytes(4).toString('hex')}@example.org`;
    await database.handle.db
      .insertInto('users')
      .values({
        id: randomBytes(16).toString('hex'),
        user_name: 'Long Lecture Listener',
        email,
        phone_number: null,
        password_hash: await hashPassword('Lecture-Pass-1'),
        role: 'user',
        scope: null,
        profile_info: null,
        created_at: new Date().toISOString(),
        resume_file_id: null,
        social: '[]',
      })
      .execute();
    const response = await fetch(`${base(child)}/v1/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Lecture-Pass-1' }),
    });
    return ((await response.json()) as { token: string }).token;
  };

  const upload = async (child: JobProcess, token: string): Promise<string> => {
    const response = await fetch(`${base(child)}${MEDIA}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: formOf(
        { output_format: 'vtt' },
        { field: 'audio', name: 'lecture.mp3', data: recording },
      ),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { document: ConversionRequest }).document.id;
  };

  it('makes steady progress, survives a SIGKILL of its process, and finishes where it stopped', async () => {
    asr.behave({ kind: 'sentences', everySeconds: 4.4, delayMs: 150 });
    const first = await startServer();
    const token = await signIn(first);
    const id = await upload(first, token);

    // Progress as the owner sees it, until the process dies at about 40 %.
    const seen: { progress: number; stage: string | null }[] = [];
    await until(async () => {
      const { status } = await getRequest(first, token, id);
      seen.push({ progress: status.progress, stage: status.stage });
      return status.state === 'running' && status.progress >= 40;
    });
    await first.killHard();
    const heardBeforeKill = asr.requests.length;

    const progress = seen.map((entry) => entry.progress);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
    // Recognition reports every stretch (stored at most once a second): many small steps, not a
    // jump from decoding to done.
    const recognising = new Set(progress.filter((value) => value > 10 && value < 40));
    expect(recognising.size).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]! - progress[i - 1]!).toBeLessThanOrEqual(10);
    expect(seen.at(-1)?.stage).toMatch(/^Recognising speech: \d+:\d\d of 2:00:00$/);

    const second = await startServer();
    const done = await until(async () => {
      const request = await getRequest(second, token, id);
      return request.status.state === 'succeeded' || request.status.state === 'failed'
        ? request
        : undefined;
    });
    expect(done.status).toMatchObject({ state: 'succeeded', progress: 100 });

    const stretches = await database.handle.db
      .selectFrom('caption_chunks')
      .select(['chunk_index', 'start_ms', 'end_ms'])
      .where('request_id', '=', id)
      .orderBy('chunk_index')
      .execute();
    // One-minute stretches over two hours, each recognised once: the second process asked only
    // for those the first had not finished (at most the one it was killed in is asked twice).
    expect(stretches.length).toBeGreaterThanOrEqual(115);
    expect(stretches.map((stretch) => stretch.chunk_index)).toEqual(
      stretches.map((_, index) => index),
    );
    expect(heardBeforeKill).toBeGreaterThan(stretches.length / 4);
    expect(asr.requests.length).toBeLessThanOrEqual(stretches.length + 1);
    const job = await database.handle.db
      .selectFrom('jobs')
      .innerJoin('conversion_requests', 'conversion_requests.job_id', 'jobs.id')
      .select(['jobs.attempts'])
      .where('conversion_requests.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBe(2);

    const transcript = (await (
      await fetch(`${base(second)}${MEDIA}/${id}/transcript`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as TranscriptReply;
    expect(transcript.durationSeconds).toBeGreaterThan(TWO_HOURS - 1);
    expect(transcript.cues.length).toBeGreaterThan(1500);
    for (let i = 1; i < transcript.cues.length; i++)
      expect(transcript.cues[i]!.start).toBeGreaterThanOrEqual(transcript.cues[i - 1]!.end);
    expect(transcript.cues.at(-1)!.end).toBeGreaterThan(TWO_HOURS - 60);
  });

  it('is cancelled mid-way: the job stops and the speech server hears no more of it', async () => {
    asr.behave({ kind: 'sentences', everySeconds: 4.4, delayMs: 100 });
    for (const child of processes) await child.killHard();
    const server = await startServer();
    const token = await signIn(server);
    const id = await upload(server, token);
    await until(async () => {
      const { status } = await getRequest(server, token, id);
      return status.state === 'running' && status.progress >= 15;
    });
    const cancelled = await fetch(`${base(server)}${MEDIA}/${id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.status).toBe(200);
    const stopped = await until(async () => {
      const request = await getRequest(server, token, id);
      return request.status.state === 'cancelled' ? request : undefined;
    });
    expect(stopped.isDownloadable).toBe(false);
    const heard = asr.requests.length;
    await new Promise((done) => setTimeout(done, 1500));
    expect(asr.requests.length).toBe(heard);
  });
});
