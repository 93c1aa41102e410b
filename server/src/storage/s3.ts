// Uploaded files in S3-compatible object storage (AWS S3, MinIO, Ceph, R2, ...), so that several
// server nodes share one store instead of each its own disk.
//
// Objects stay private: no ACL is ever set and no presigned URL is ever made. Every file is served
// through the API, which checks who is asking before it opens the object.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissingError, checkedKey, type ByteRange, type FileStorage } from './storage';

/** How long the store may keep a request waiting, in milliseconds. */
export interface S3Timeouts {
  /** Opening a connection (TCP and TLS). */
  connectMs: number;
  /** From the start of a request (an uploaded part's bytes included) until the answer begins. */
  requestMs: number;
  /**
   * Silence on a connection in the middle of a transfer: a store that stops sending mid-file.
   * A download that the player has paused (the reader stops reading) counts as silence too, and
   * is cut after this long; the player asks again with a Range when it resumes.
   */
  idleMs: number;
}

export const DEFAULT_S3_TIMEOUTS: S3Timeouts = {
  connectMs: 5_000,
  requestMs: 30_000,
  idleMs: 60_000,
};

export interface S3StorageOptions {
  /** The S3-compatible service's URL (e.g. http://minio:9000); AWS S3 itself when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** A folder inside the bucket for this portal's objects (e.g. "nclude"), so a bucket can be shared. */
  prefix?: string;
  timeouts?: Partial<S3Timeouts>;
}

// Multipart upload in parts of this size, this many in flight: an upload holds at most about
// (PARTS_IN_FLIGHT + 1) parts in memory, whatever the size of the file.
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;

/** FileStorage on one bucket of an S3-compatible object store. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly timeouts: S3Timeouts;
  private readonly where: string;

  constructor(options: S3StorageOptions) {
    for (const name of ['region', 'bucket', 'accessKeyId', 'secretAccessKey'] as const) {
      if (!options[name]?.trim()) throw new Error(`S3 storage needs ${name}`);
    }
    if (options.endpoint !== undefined && !/^https?:\/\/[^/]/i.test(options.endpoint))
      throw new Error(`S3 endpoint ${JSON.stringify(options.endpoint)} is not an http(s) URL`);
    this.bucket = options.bucket;
    this.prefix = folderPrefix(options.prefix);
    this.timeouts = { ...DEFAULT_S3_TIMEOUTS, ...options.timeouts };
    this.where = options.endpoint ?? `AWS S3 (${options.region})`;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // Given outright, so the SDK never goes looking for credentials elsewhere (environment,
      // instance metadata) and signs with keys other than the configured ones.
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
      // The constructor options of the SDK's own Node HTTP handler (@smithy/node-http-handler is
      // not a dependency of ours to import): without them a store that stops answering would
      // keep a request, and the user behind it, waiting for ever.
      requestHandler: {
        connectionTimeout: this.timeouts.connectMs,
        requestTimeout: this.timeouts.requestMs,
        throwOnRequestTimeout: true,
        socketTimeout: this.timeouts.idleMs,
      },
    });
  }

  private objectKey(key: string): string {
    return this.prefix + checkedKey(key);
  }

  async ready(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(this.timeouts.requestMs),
      });
    } catch (error) {
      throw new Error(
        `object storage bucket "${this.bucket}" at ${this.where} does not answer: ${reason(error)}`,
        { cause: error },
      );
    }
  }

  async put(key: string, body: NodeJS.ReadableStream): Promise<number> {
    const objectKey = this.objectKey(key);
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // Parts are read from the stream as they are sent. A stream that fails mid-way makes the
    // upload abort its multipart upload: no object is made, and the store drops the parts sent
    // (should the abort itself fail, a bucket lifecycle rule for incomplete uploads drops them).
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey, Body: counted },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    // The first failure is the one to report: the body's own error (a cut request, a size limit)
    // rather than what it caused later, or the store's error rather than the stop it caused.
    let failure: { error: unknown } | undefined;
    let stored = false;
    await Promise.all([
      pipeline(body, counted).catch((error: unknown) => {
        failure ??= { error };
      }),
      upload.done().then(
        () => {
          stored = true;
        },
        (error: unknown) => {
          failure ??= { error };
          // Nothing reads the body any more: stop it rather than leave its producer waiting.
          counted.destroy();
        },
      ),
    ]);
    if (failure) {
      // Only if the body failed after its last byte was read: the object is whole but unwanted.
      if (stored) await this.delete(key).catch(() => undefined);
      throw failure.error;
    }
    return bytes;
  }

  async get(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    const objectKey = this.objectKey(key);
    // S3 ignores a Range it cannot parse and sends the whole object, which a caller expecting
    // only the part would pass on as if it were the part.
    if (range && !validRange(range))
      throw new Error(`invalid byte range ${range.start}-${range.end}`);
    try {
      // Awaited here: a missing object becomes a rejected promise, before any response header
      // has gone out.
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(answer.Body instanceof Readable))
        throw new Error(`object storage answered ${objectKey} without a readable body`);
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    } catch (error) {
      // S3 itself answers 204 for a missing key; some compatible stores answer 404.
      if (!isMissing(error)) throw error;
    }
  }

  /** Closes the kept-alive connections to the store (at shutdown). */
  close(): void {
    this.client.destroy();
  }
}

/** "" or "a/b/" from a configured prefix such as "/a/b/", refusing what is not a plain folder. */
function folderPrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '';
  const plain = trimmed
    .split('/')
    .every((segment) => PREFIX_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!plain)
    throw new Error(
      `S3 prefix ${JSON.stringify(prefix)} must be folder names of letters, digits, ".", "_" and "-"`,
    );
  return `${trimmed}/`;
}

function validRange({ start, end }: ByteRange): boolean {
  return Number.isSafeInteger(start) && Number.isSafeInteger(end) && 0 <= start && start <= end;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** A missing object, not a missing bucket (which is a configuration fault, not a lost file). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (statusOf(error) === 404 && error.name !== 'NoSuchBucket');
}

function reason(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'no such bucket (404)';
  if (status === 403) return 'access denied (403): check the access key and its permissions';
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return `${error.name}${code ? ` ${code}` : ''}: ${error.message}${status ? ` (${status})` : ''}`;
  }
  return String(error);
}
