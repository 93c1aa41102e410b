// Uploads stream: a file far larger than what the server should hold in memory passes through the
// multipart reader and into storage intact, refused and abandoned uploads leave nothing behind, and
// each kind of stored file takes only its own content.
// Not repeated on PostgreSQL: what it measures is the multipart reader and the storage; the
// files table is files.test.ts's subject, which is repeated.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bufferSource } from '../src/storage/files';
import {
  engineName,
  formOf,
  pdfBytes,
  sendForm,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';

const MB = 1024 * 1024;

// Buffer memory still in use, read after a full collection: resident size also counts buffers the
// collector has not reached yet, which on a busy CI machine came to half the file while nothing
// held them. A file's bytes held by the server would be buffers that no collection frees.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function buffersInUse(): number {
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}
const BOUNDARY = 'nclude-upload-test-boundary';

/** The multipart body of a PATCH /user/patchUser carrying a `size`-byte PDF, as parts. */
function multipartParts(size: number): {
  head: Buffer;
  filler: Buffer;
  count: number;
  tail: Buffer;
} {
  const header = Buffer.from('%PDF-1.7\n% large upload\n');
  // Varied bytes, so nothing along the way can shrink the file by spotting repetition.
  const filler = Buffer.concat([header, randomBytes(MB - header.length)]);
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { head, filler, count: size / MB, tail };
}

interface StreamedUpload {
  status: number;
  body: string;
  /** SHA-256 of the file's bytes as sent. */
  sentHash: string;
  /** Most buffer memory in use in this process while the upload ran (sampled each second), above the start. */
  peakBufferGrowth: number;
}

/** Sends a `sizeMb` MB file chunk by chunk (never whole in this process either). */
function streamUpload(server: TestServer, token: string, sizeMb: number): Promise<StreamedUpload> {
  const { head, filler, count, tail } = multipartParts(sizeMb * MB);
  const hash = createHash('sha256');
  const startBuffers = buffersInUse();
  let peakBuffers = startBuffers;
  const sampler = setInterval(() => {
    peakBuffers = Math.max(peakBuffers, buffersInUse());
  }, 1000);
  return new Promise((resolve, reject) => {
    const url = new URL('/v1/api/user/patchUser', server.baseUrl);
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + count * filler.length + tail.length),
      },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearInterval(sampler);
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          sentHash: hash.digest('hex'),
          peakBufferGrowth: peakBuffers - startBuffers,
        });
      });
    });
    req.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    let sent = 0;
    const writeMore = () => {
      while (sent < count) {
        sent += 1;
        hash.update(filler);
        if (!req.write(filler)) {
          req.once('drain', writeMore);
          return;
        }
      }
      req.end(tail);
    };
    req.write(head);
    writeMore();
  });
}

async function hashOfDownload(server: TestServer, url: string, token: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const hash = createHash('sha256');
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
    hash.update(chunk);
  return hash.digest('hex');
}

/** Resolves once `check` holds, polling (the spooled copy goes when the response has closed). */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((done) => setTimeout(done, 25));
  expect(check()).toBe(true);
}

const spooled = (server: TestServer) => {
  const folder = join(server.dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
};
const stored = (server: TestServer) => {
  const folder = join(server.dataDir, 'files');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe(`a 300 MB upload (${engineName()})`, () => {
  let server: TestServer;
  let user: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_LIMIT_MB: '300' });
    user = await signUp(server, { userName: 'Large File' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives a request an hour to arrive, not Node’s 5 minutes', () => {
    expect(server.app.server.requestTimeout).toBe(60 * 60_000);
    expect(server.app.server.headersTimeout).toBeLessThanOrEqual(60_000);
  });

  it('streams to storage intact without holding the file in memory', async () => {
    const upload = await streamUpload(server, user.token, 300);
    expect(upload.status).toBe(200);
    // Reading the file into memory would hold up to its 300 MB (twice, with the copy into one
    // buffer); streaming holds a few buffers.
    expect(upload.peakBufferGrowth).toBeLessThan(100 * MB);
    const resume = (JSON.parse(upload.body) as { user: { resume: string } }).user.resume;
    expect(await hashOfDownload(server, resume, user.token)).toBe(upload.sentHash);
    const row = await server.app.database.db
      .selectFrom('files')
      .select(['size', 'content_type'])
      .where('owner_user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ size: 300 * MB, content_type: 'application/pdf' });
    await eventually(() => spooled(server).length === 0);
    // A bound against a hang: 300 MB through the form reader, storage and back, with a full
    // collection each second, takes 10 s on a quiet machine and several times that on a busy one.
  });
});

describe(`refused and abandoned uploads (${engineName()})`, () => {
  let server: TestServer;
  let user: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUp(server, { userName: 'Upload Tester' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a file over the limit with 413 and keeps no copy of it', async () => {
    const before = stored(server).length;
    const response = await sendForm(
      server,
      'PATCH',
      '/v1/api/user/patchUser',
      formOf({}, { name: 'big.pdf', data: pdfBytes(server.config.uploadLimitBytes + 1) }),
      user.token,
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ message: 'The file is too large. The limit is 5 MB.' });
    expect(stored(server)).toHaveLength(before);
    await eventually(() => spooled(server).length === 0);
  });

  it('refuses content that is not the kind asked for, by content, whatever its name', async () => {
    const response = await sendForm(
      server,
      'PATCH',
      '/v1/api/user/patchUser',
      formOf({}, { name: 'resume.pdf', data: Buffer.from('ID3\u0004\u0000 not a pdf') }),
      user.token,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'The file must be a PDF document.' });
    await eventually(() => spooled(server).length === 0);
  });

  it('removes the partial copy when the client goes away mid-upload', async () => {
    const { head, filler } = multipartParts(4 * MB);
    const url = new URL('/v1/api/user/patchUser', server.baseUrl);
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + 4 * MB),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(filler);
    await eventually(() => spooled(server).length === 1);
    req.destroy();
    await eventually(() => spooled(server).length === 0);
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
  });

  it('clears uploads a dead process left behind when it starts', async () => {
    const { writeFileSync, utimesSync, mkdirSync } = await import('node:fs');
    const folder = join(server.dataDir, 'uploads');
    mkdirSync(folder, { recursive: true });
    const old = join(folder, '00000000-0000-4000-8000-000000000000.upload');
    const fresh = join(folder, '00000000-0000-4000-8000-000000000001.upload');
    writeFileSync(old, 'left behind');
    writeFileSync(fresh, 'another node is still reading this');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    const { clearStaleSpool } = await import('../src/storage/spool');
    await clearStaleSpool(folder, Date.now(), 24 * 3_600_000);
    expect(readdirSync(folder)).toEqual([fresh.split('/').pop()]);
  });
});

describe(`kinds of stored files (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const wav = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WAVEfmt '),
    Buffer.alloc(2000),
  ]);
  const midi = Buffer.concat([Buffer.from('MThd'), Buffer.from([0, 0, 0, 6]), Buffer.alloc(200)]);

  it('has the documented limits: 300 MB documents, 200 MB media, 5 MB resumes', () => {
    expect(server.app.files.limitFor('document')).toBe(300 * MB);
    expect(server.app.files.limitFor('media')).toBe(200 * MB);
    expect(server.app.files.limitFor('resume')).toBe(5 * MB);
    expect(server.app.files.largestLimit()).toBe(300 * MB);
  });

  it('stores media with the type its content shows, not the one claimed', async () => {
    const id = await server.app.files.save('media', null, bufferSource('talk.mp3', wav));
    const row = await server.app.database.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'media', content_type: 'audio/wav', size: wav.length });
  });

  it('names a nameless file after its kind and content', async () => {
    const id = await server.app.files.save('media', null, bufferSource('', wav));
    const row = await server.app.database.db
      .selectFrom('files')
      .select('original_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('media.wav');
  });

  it('refuses MIDI as media, saying why', async () => {
    await expect(
      server.app.files.save('media', null, bufferSource('song.mid', midi)),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('MIDI file holds musical notes, not recorded sound'),
    });
  });

  it('keeps each kind to its own content', async () => {
    await expect(
      server.app.files.save('media', null, bufferSource('a.pdf', pdfBytes())),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^The file must be audio or video/),
    });
    await expect(
      server.app.files.save('document', null, bufferSource('a.wav', wav)),
    ).rejects.toMatchObject({ statusCode: 400, message: 'The file must be a PDF document.' });
    const id = await server.app.files.save('document', null, bufferSource('a.pdf', pdfBytes()));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
