// Object storage against a real S3-compatible server (s3rver, on loopback, storing in a temporary
// folder): the same FileStorage behaviour as the local disk, plus what only S3 has (multipart
// uploads, an unreachable or hung store).
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { S3Storage, type S3StorageOptions } from '../src/storage/s3';
import { startS3Server, type S3TestServer } from './fixtures/s3-server';
import {
  LocalDiskStorage,
  StoredFileMissingError,
  newStorageKey,
  type FileStorage,
} from '../src/storage/storage';

const BUCKET = 'nclude-test';
const MB = 1024 * 1024;

let dir: string;
let s3rver: S3TestServer;
let endpoint: string;
/** "METHOD /path?query" of every request the store received, in order. */
const received: string[] = [];
/** A client of our own, to look into the bucket the way an operator would. */
let inspector: S3Client;
const opened: S3Storage[] = [];

function s3Options(overrides: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return {
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    // s3rver's built-in account: it checks request signatures against these.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    ...overrides,
  };
}

function s3Storage(overrides: Partial<S3StorageOptions> = {}): S3Storage {
  const storage = new S3Storage(s3Options(overrides));
  opened.push(storage);
  return storage;
}

async function objectKeys(): Promise<string[]> {
  const listed = await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

/** `data` as a stream of 64 KB chunks, as a request body or a converter's output arrives. */
function chunked(data: Buffer, chunkBytes = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += chunkBytes) yield data.subarray(at, at + chunkBytes);
    })(),
  );
}

/** The first `goodBytes` of a body, then the error of a cut connection. */
function failingAfter(goodBytes: number): Readable {
  return Readable.from(
    (async function* () {
      yield* chunked(randomBytes(goodBytes));
      throw new Error('connection cut');
    })(),
  );
}

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return buffer(stream as Readable);
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

async function streamSha256(
  stream: NodeJS.ReadableStream,
): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as Readable) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { hash: hash.digest('hex'), size };
}

/** A loopback port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nclude-s3-'));
  // If s3rver cannot start, this throws and every test here fails: none is skipped.
  s3rver = await startS3Server(join(dir, 's3rver'), BUCKET);
  endpoint = s3rver.endpoint;
  s3rver.httpServer.prependListener('request', (request: { method?: string; url?: string }) => {
    received.push(`${request.method} ${request.url}`);
  });
  inspector = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  for (const storage of opened) storage.close();
  inspector?.destroy();
  await s3rver?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// What every FileStorage must do, held against both adapters.
describe.each([
  { adapter: 'LocalDiskStorage', make: (): FileStorage => new LocalDiskStorage(join(dir, 'disk')) },
  { adapter: 'S3Storage', make: (): FileStorage => s3Storage() },
])('$adapter as a FileStorage', ({ make }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('is ready', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
  });

  it('stores a small file and gives back the same bytes, counting them', async () => {
    const key = newStorageKey();
    const data = Buffer.from('%PDF-1.7\nA short résumé.\n', 'utf8');
    await expect(storage.put(key, Readable.from([data]))).resolves.toBe(data.length);
    expect(await read(await storage.get(key))).toEqual(data);
  });

  it('stores an empty file', async () => {
    const key = newStorageKey();
    await expect(storage.put(key, Readable.from([]))).resolves.toBe(0);
    expect((await read(await storage.get(key))).length).toBe(0);
  });

  it('reads byte ranges: the first bytes, a middle part, the last byte', async () => {
    const key = newStorageKey();
    const data = randomBytes(300_000);
    await storage.put(key, chunked(data));
    // (Not 0-0: s3rver reads an end of 0 as no end and sends everything; S3 does not.)
    const ranges = [
      { start: 0, end: 1 },
      { start: 0, end: 1023 },
      { start: 123_457, end: 200_001 },
      { start: data.length - 1, end: data.length - 1 },
    ];
    for (const range of ranges)
      expect(await read(await storage.get(key, range))).toEqual(
        data.subarray(range.start, range.end + 1),
      );
  });

  it('rejects for a missing key, and deleting a missing key is no error', async () => {
    const key = newStorageKey();
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.get(key, { start: 0, end: 9 })).rejects.toBeInstanceOf(
      StoredFileMissingError,
    );
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes a stored file', async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('gone soon')]));
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('rejects a body that fails and keeps nothing of it', async () => {
    const key = newStorageKey();
    await expect(storage.put(key, failingAfter(100_000))).rejects.toThrow('connection cut');
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('refuses a key that is not a generated one', async () => {
    for (const key of ['../x', '', `${newStorageKey()}/../../etc/passwd`, 'A'.repeat(36)]) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('S3Storage', () => {
  it('streams a large file up in several parts and reads it back whole and in ranges', async () => {
    const storage = s3Storage();
    const key = newStorageKey();
    const data = randomBytes(40 * MB + 12_345);
    const before = received.length;
    await expect(storage.put(key, chunked(data))).resolves.toBe(data.length);

    const requests = received.slice(before);
    expect(requests.filter((line) => /^POST .*\?uploads/.test(line))).toHaveLength(1);
    // 8 MB parts: five full ones and the rest.
    expect(requests.filter((line) => /^PUT .*partNumber=/.test(line))).toHaveLength(6);
    expect(requests.filter((line) => /^POST .*uploadId=/.test(line))).toHaveLength(1);

    await expect(streamSha256(await storage.get(key))).resolves.toEqual({
      hash: sha256(data),
      size: data.length,
    });
    // Across the boundary between the first and second part, and the very end.
    const ranges = [
      { start: 8 * MB - 100, end: 8 * MB + 100 },
      { start: data.length - 1, end: data.length - 1 },
    ];
    for (const range of ranges)
      expect(await read(await storage.get(key, range))).toEqual(
        data.subarray(range.start, range.end + 1),
      );
  });

  it('aborts the multipart upload of a body that fails after some parts, leaving no object', async () => {
    const storage = s3Storage();
    const key = newStorageKey();
    const before = received.length;
    await expect(storage.put(key, failingAfter(20 * MB))).rejects.toThrow('connection cut');

    const requests = received.slice(before);
    expect(requests.some((line) => /^POST .*\?uploads/.test(line))).toBe(true);
    expect(requests.some((line) => /^PUT .*partNumber=/.test(line))).toBe(true);
    // The abort was asked for. (s3rver itself does not implement AbortMultipartUpload and answers
    // 405; S3 and the compatible stores drop the parts.)
    expect(requests.some((line) => /^DELETE .*uploadId=/.test(line))).toBe(true);
    expect(requests.some((line) => /^POST .*uploadId=/.test(line))).toBe(false);
    expect(await objectKeys()).not.toContain(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('rejects a failing body before it reaches the size of a part, storing nothing', async () => {
    const storage = s3Storage();
    const key = newStorageKey();
    const before = received.length;
    await expect(storage.put(key, failingAfter(3 * MB))).rejects.toThrow('connection cut');
    expect(received.slice(before).filter((line) => line.includes(key))).toEqual([]);
    expect(await objectKeys()).not.toContain(key);
  });

  it('sends no request at all for an invalid key', async () => {
    const storage = s3Storage();
    const before = received.length;
    await expect(storage.put('../x', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.get('../x')).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete('../x')).rejects.toThrow(/invalid storage key/);
    expect(received.slice(before)).toEqual([]);
  });

  it('refuses a byte range S3 would ignore (and answer with the whole object)', async () => {
    const storage = s3Storage();
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('0123456789')]));
    await expect(storage.get(key, { start: 5, end: 2 })).rejects.toThrow(/invalid byte range/);
    await expect(storage.get(key, { start: -1, end: 2 })).rejects.toThrow(/invalid byte range/);
    await expect(storage.get(key, { start: 0.5, end: 2 })).rejects.toThrow(/invalid byte range/);
  });

  it('keeps its objects under the configured prefix', async () => {
    const storage = s3Storage({ prefix: '/nclude/files/' });
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('in a folder')]));
    expect(await objectKeys()).toContain(`nclude/files/${key}`);
    expect((await read(await storage.get(key))).toString()).toBe('in a folder');
    // Another prefix is another namespace: the same key is not there.
    await expect(s3Storage({ prefix: 'other' }).get(key)).rejects.toBeInstanceOf(
      StoredFileMissingError,
    );
    await storage.delete(key);
    expect(await objectKeys()).not.toContain(`nclude/files/${key}`);
  });

  it('refuses configuration it cannot work with', () => {
    expect(() => new S3Storage(s3Options({ bucket: '' }))).toThrow(/needs bucket/);
    expect(() => new S3Storage(s3Options({ secretAccessKey: ' ' }))).toThrow(
      /needs secretAccessKey/,
    );
    expect(() => new S3Storage(s3Options({ endpoint: 'minio:9000' }))).toThrow(/not an http/);
    expect(() => new S3Storage(s3Options({ prefix: 'a/../b' }))).toThrow(/S3 prefix/);
    expect(() => new S3Storage(s3Options({ prefix: 'a b' }))).toThrow(/S3 prefix/);
  });

  it('signs its requests with the configured keys', async () => {
    const strictDir = join(dir, 's3rver-strict');
    const strict = await startS3Server(strictDir, BUCKET, { strictSignatures: true });
    const port = new URL(strict.endpoint).port;
    try {
      const storage = s3Storage({ endpoint: `http://127.0.0.1:${port}` });
      const key = newStorageKey();
      const data = randomBytes(6 * MB);
      await expect(storage.put(key, chunked(data))).resolves.toBe(data.length);
      expect(await read(await storage.get(key, { start: 10, end: 19 }))).toEqual(
        data.subarray(10, 20),
      );
      await storage.delete(key);

      const wrongSecret = s3Storage({ endpoint: `http://127.0.0.1:${port}`, secretAccessKey: 'x' });
      await expect(wrongSecret.put(newStorageKey(), Readable.from([data]))).rejects.toThrow(
        /signature/i,
      );
      const wrongKey = s3Storage({ endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'NOBODY' });
      await expect(wrongKey.get(key)).rejects.toThrow(/Access Key Id/i);
    } finally {
      await strict.close();
    }
  });

  it('is not ready when the bucket does not exist', async () => {
    const storage = s3Storage({ bucket: 'no-such-bucket' });
    await expect(storage.ready()).rejects.toThrow(
      /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not answer: no such bucket/,
    );
  });

  it('is not ready when nothing listens at the endpoint', async () => {
    const storage = s3Storage({ endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(storage.ready()).rejects.toThrow(/does not answer: .*ECONNREFUSED/);
    // A missing store is not a missing file.
    await expect(storage.get(newStorageKey())).rejects.not.toBeInstanceOf(StoredFileMissingError);
  });

  describe('against a store that stops answering', () => {
    const sockets = new Set<Socket>();
    const hung = createNetServer((socket) => {
      // Takes the connection and never answers.
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const stalling = createHttpServer((request, response) => {
      request.resume();
      // The headers of a 1 MB object and its first bytes, then silence.
      response.writeHead(200, {
        'content-length': String(MB),
        'content-type': 'binary/octet-stream',
      });
      response.write(Buffer.alloc(1024));
    });
    const short = { connectMs: 500, requestMs: 1_000, idleMs: 1_000 };

    beforeAll(async () => {
      await new Promise<void>((done) => hung.listen(0, '127.0.0.1', done));
      await new Promise<void>((done) => stalling.listen(0, '127.0.0.1', done));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      stalling.closeAllConnections();
      await new Promise((done) => hung.close(done));
      await new Promise((done) => stalling.close(done));
    });

    it('gives up waiting for an answer', async () => {
      const { port } = hung.address() as AddressInfo;
      const storage = s3Storage({ endpoint: `http://127.0.0.1:${port}`, timeouts: short });
      await expect(storage.ready()).rejects.toThrow(/does not answer: .*(Timeout|abort)/i);
      await expect(storage.get(newStorageKey())).rejects.toThrow(/time/i);
      // Larger than the parts in flight: the rest of the body must be let go, not left waiting.
      await expect(storage.put(newStorageKey(), chunked(randomBytes(30 * MB)))).rejects.toThrow(
        /time/i,
      );
    });

    it('cuts a download whose bytes stop coming', async () => {
      const { port } = stalling.address() as AddressInfo;
      const storage = s3Storage({ endpoint: `http://127.0.0.1:${port}`, timeouts: short });
      const body = await storage.get(newStorageKey());
      await expect(read(body)).rejects.toThrow(/timed out/);
    });
  });
});
