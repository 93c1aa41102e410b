// Uploaded PDFs (resumes, access-request certificates): checked by content, stored under a
// generated key, recorded in the `files` table, and served only to whoever may see them.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticatedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { FileKind, FilesTable } from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import { m } from '../messages';
import { StoredFileMissingError, newStorageKey, type FileStorage } from './storage';

export const PDF_CONTENT_TYPE = 'application/pdf';
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const NAME_MAX = 200;
const FALLBACK_NAME = 'document.pdf';
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesService;
  }
}

export function isPdf(data: Buffer): boolean {
  return data.length > PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
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
export function displayName(originalName: string): string {
  const base = originalName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? Array.from(clean).slice(0, NAME_MAX).join('') : FALLBACK_NAME;
}

/** `inline; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / 8187). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface StoredFile {
  file: FilesTable;
  body: Buffer | NodeJS.ReadableStream;
}

export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: FastifyBaseLogger,
    /** Largest accepted PDF in bytes (UPLOAD_LIMIT_MB). */
    readonly maxBytes: number,
  ) {}

  /** The API address that serves a file (GET, bearer). */
  urlFor(fileId: string): string {
    return `/v1/api/files/${fileId}`;
  }

  /**
   * Checks that `data` is a PDF within the size limit, stores it and records it; returns the new
   * file id. 400 "The file must be a PDF document." / 413 otherwise.
   */
  async save(
    kind: FileKind,
    ownerUserId: string | null,
    originalName: string,
    data: Buffer,
  ): Promise<string> {
    if (data.length > this.maxBytes) throw fileTooLarge(this.maxBytes);
    if (!isPdf(data)) throw badRequest(m('notPdf'));
    const id = randomUUID();
    const storageKey = newStorageKey();
    await this.storage.put(storageKey, data);
    try {
      await this.db
        .insertInto('files')
        .values({
          id,
          owner_user_id: ownerUserId,
          kind,
          original_name: displayName(originalName),
          content_type: PDF_CONTENT_TYPE,
          size: data.length,
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
