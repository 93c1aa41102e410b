// Stored files (resumes and access-request certificates today; documents and media to convert
// next): checked by content against their kind's rule, streamed into storage under a generated
// key, recorded in the `files` table, and served only to whoever may see them.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticatedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { FileKind, FilesTable } from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import { m } from '../messages';
import {
  CONTENT_HEAD_BYTES,
  recogniseBookContent,
  recogniseContent,
  type ContentFamily,
} from './content';
import { StoredFileMissingError, newStorageKey, type ByteRange, type FileStorage } from './storage';

const NAME_MAX = 200;
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A file's bytes as the service reads them: never more than `head` in memory at once. */
export interface FileSource {
  /** The name the user gave it: metadata only, never used in a path. */
  fileName: string;
  size: number;
  /** The first bytes (up to CONTENT_HEAD_BYTES), for recognising the content. */
  head: Buffer;
  /** A fresh stream of the whole content. */
  open(): NodeJS.ReadableStream;
}

/** A FileSource over bytes already in memory (small generated files, tests). */
export function bufferSource(fileName: string, data: Buffer): FileSource {
  return {
    fileName,
    size: data.length,
    head: data.subarray(0, CONTENT_HEAD_BYTES),
    open: () => Readable.from([data]),
  };
}

/**
 * All of a small source's bytes, for formats that can only be parsed whole (spreadsheets); a
 * source over `maxBytes` gets the 413 instead.
 */
export async function wholeFile(source: FileSource, maxBytes: number): Promise<Buffer> {
  if (source.size > maxBytes) throw fileTooLarge(maxBytes);
  return buffer(source.open());
}

/** A FileSource over a file on disk of `size` bytes (a converter's output). */
export async function diskSource(
  fileName: string,
  path: string,
  size: number,
): Promise<FileSource> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, CONTENT_HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
    return { fileName, size, head, open: () => createReadStream(path) };
  } finally {
    await handle.close();
  }
}

/** Largest accepted size per limit, in bytes (from configuration). */
export interface FileLimits {
  /** Resumes and certificates (UPLOAD_LIMIT_MB). */
  pdfBytes: number;
  /** Documents to convert (DOCUMENT_UPLOAD_LIMIT_MB). */
  documentBytes: number;
  /** Audio and video to caption (MEDIA_UPLOAD_LIMIT_MB). */
  mediaBytes: number;
  /** Library books to ingest (LIBRARY_UPLOAD_LIMIT_MB). */
  bookBytes: number;
}

interface KindRule {
  families: ContentFamily[];
  limit: keyof FileLimits;
  /** Message for content of another kind. */
  refusal: 'notPdf' | 'notMedia' | 'notBook';
  /** How the content is told (recogniseContent unless the kind has its own). */
  recognise?: (head: Buffer, whole: boolean) => ReturnType<typeof recogniseContent>;
}

/** Files users upload; the other kind, `result`, is made by the server (saveGenerated). */
export type UploadKind = Exclude<FileKind, 'result'>;

/** What each kind of uploaded file may be, and how large. */
const KIND_RULES: Record<UploadKind, KindRule> = {
  resume: { families: ['pdf'], limit: 'pdfBytes', refusal: 'notPdf' },
  certificate: { families: ['pdf'], limit: 'pdfBytes', refusal: 'notPdf' },
  document: { families: ['pdf'], limit: 'documentBytes', refusal: 'notPdf' },
  media: { families: ['audio', 'video'], limit: 'mediaBytes', refusal: 'notMedia' },
  // A zip (DOCX, EPUB, DAISY, chapters' MP3s), one recording, or UTF-8 text (TXT, HTML); the
  // ingestion's readers refuse what is wrong inside, with their reasons.
  book: {
    families: ['zip', 'audio', 'text'],
    limit: 'bookBytes',
    refusal: 'notBook',
    recognise: recogniseBookContent,
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesService;
  }
}

/** The 413 for an upload over `limitBytes`, with the limit in MB. */
export function fileTooLarge(limitBytes: number): HttpError {
  const mb = Math.round((limitBytes / (1024 * 1024)) * 10) / 10;
  return new HttpError(413, m('fileTooLarge', { mb }));
}

/**
 * The name a user gave a file, kept only as metadata for downloads: no folders, no control
 * characters, bounded length.
 */
export function displayName(originalName: string, fallback: string): string {
  const base = originalName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? Array.from(clean).slice(0, NAME_MAX).join('') : fallback;
}

/** `inline; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / 8187). */
export function contentDisposition(
  name: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface StoredFile {
  file: FilesTable;
  body: NodeJS.ReadableStream;
}

export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: FastifyBaseLogger,
    private readonly limits: FileLimits,
  ) {}

  /** Largest accepted file of `kind`, in bytes. */
  limitFor(kind: UploadKind): number {
    return this.limits[KIND_RULES[kind].limit];
  }

  /** Largest accepted file of any kind: the ceiling of the multipart reader. */
  largestLimit(): number {
    return Math.max(...Object.values(this.limits));
  }

  /** The API address that serves a file (GET, bearer). */
  urlFor(fileId: string): string {
    return `/v1/api/files/${fileId}`;
  }

  /**
   * What `source` is, when it is content its kind accepts within the kind's size limit; 400 with
   * the kind's message / 413 otherwise. Nothing is stored.
   */
  check(kind: UploadKind, source: FileSource): NonNullable<ReturnType<typeof recogniseContent>> {
    const rule = KIND_RULES[kind];
    const limit = this.limits[rule.limit];
    if (source.size > limit) throw fileTooLarge(limit);
    const content = (rule.recognise ?? recogniseContent)(
      source.head,
      source.size <= source.head.length,
    );
    if (content?.family === 'midi' && rule.refusal === 'notMedia')
      throw badRequest(m('midiNoSound'));
    if (!content || !rule.families.includes(content.family)) throw badRequest(m(rule.refusal));
    return content;
  }

  /**
   * Checks `source` (see check), streams it into storage and records it; returns the new file id.
   */
  async save(kind: UploadKind, ownerUserId: string | null, source: FileSource): Promise<string> {
    const content = this.check(kind, source);
    return this.store(
      kind,
      ownerUserId,
      source,
      displayName(source.fileName, `${kind}.${content.extension}`),
      content.contentType,
    );
  }

  /**
   * Stores a file the server made (a conversion's result) for `ownerUserId`: no content rule,
   * the maker knows what it wrote.
   */
  async saveGenerated(
    ownerUserId: string,
    source: FileSource,
    contentType: string,
  ): Promise<string> {
    return this.store(
      'result',
      ownerUserId,
      source,
      displayName(source.fileName, 'result'),
      contentType,
    );
  }

  /**
   * The stored bytes of a file (or the byte `range` of them), for the server's own work and for
   * routes that have already checked who may see it.
   */
  async open(fileId: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    const file = await this.describe(fileId);
    if (!file) throw new StoredFileMissingError(fileId);
    return this.storage.get(file.storage_key, range);
  }

  /** A file's record (name, type, size), or undefined; no access check: callers decide. */
  async describe(fileId: string): Promise<FilesTable | undefined> {
    return this.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst();
  }

  private async store(
    kind: FileKind,
    ownerUserId: string | null,
    source: FileSource,
    name: string,
    contentType: string,
  ): Promise<string> {
    const id = randomUUID();
    const storageKey = newStorageKey();
    const size = await this.storage.put(storageKey, source.open());
    try {
      // The stream is what was stored; a source that changed under us is refused, not recorded.
      if (size !== source.size) throw new Error(`stored ${size} bytes of ${source.size}`);
      await this.db
        .insertInto('files')
        .values({
          id,
          owner_user_id: ownerUserId,
          kind,
          original_name: name,
          content_type: contentType,
          size,
          storage_key: storageKey,
          created_at: this.clock.now().toISOString(),
        })
        .execute();
    } catch (error) {
      await this.storage.delete(storageKey);
      throw error;
    }
    return id;
  }

  /**
   * The file if `session` may see it: admins see every file; a resume is also visible to its
   * owner; a certificate only to admins. Anything else is the same 404 as an unknown id, so
   * probing ids reveals nothing.
   */
  async read(fileId: string, session: AuthenticatedSession): Promise<StoredFile> {
    if (!ID_SHAPE.test(fileId)) throw notFound(m('fileNotFound'));
    const file = await this.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId)
      .executeTakeFirst();
    if (!file || !this.mayRead(file, session)) throw notFound(m('fileNotFound'));
    try {
      return { file, body: await this.storage.get(file.storage_key) };
    } catch (error) {
      if (!(error instanceof StoredFileMissingError)) throw error;
      this.logger.warn({ fileId }, 'file row without stored content');
      throw notFound(m('fileNotFound'));
    }
  }

  private mayRead(file: FilesTable, session: AuthenticatedSession): boolean {
    if (session.role === 'admin') return true;
    if (file.kind === 'certificate') return false;
    return file.owner_user_id !== null && file.owner_user_id === session.userId;
  }

  /** Deletes the record and the stored content (missing ones are fine). */
  async remove(fileId: string): Promise<void> {
    const file = await this.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', fileId)
      .executeTakeFirst();
    if (!file) return;
    await this.db.deleteFrom('files').where('id', '=', fileId).execute();
    await this.storage.delete(file.storage_key);
  }
}
