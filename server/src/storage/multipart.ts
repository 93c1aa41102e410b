// multipart/form-data routes: a preValidation hook reads the form (with tight limits) into a
// plain object of text fields, so the route's TypeBox body schema (the API contract's, built with
// multipartSchema of @nclude/shared/api-schemas) validates it exactly like a JSON body, and spools
// the one uploaded file to disk as it arrives (`uploadedFile(request)`; removed once the response
// is sent). Every way a client can get the form wrong ends as a 4xx with a message, never a 500.
import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../errors';
import { fieldLabel } from '../field-labels';
import { m } from '../messages';
import { containsNul } from '../nul-guard';
import { fileTooLarge, type FileSource } from './files';
import { discardSpooled, spool, spoolFolder } from './spool';

export interface UploadedFile extends FileSource {
  fieldName: string;
  /** The type the client claimed: informational only, the content decides (storage/content.ts). */
  mimeType: string;
  /** The spooled copy, removed once the response has been sent. */
  path: string;
}

export interface MultipartOptions {
  /** The field that may carry a file, or null when the form has no file. */
  fileField: string | null;
  maxFileBytes: number;
  /** Most text fields accepted. */
  maxFields: number;
  /** Largest text field in bytes (the schema's maxLength gives the precise message below it). */
  maxFieldBytes: number;
}

const uploads = new WeakMap<object, UploadedFile>();

/** The file read by `multipartBody` for this request, if one was sent. */
export function uploadedFile(request: object): UploadedFile | null {
  return uploads.get(request) ?? null;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function asHttpError(error: unknown, options: MultipartOptions): HttpError {
  if (error instanceof HttpError) return error;
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(options.maxFileBytes);
    case 'FST_FILES_LIMIT':
      return badRequest(options.fileField === null ? m('noFileExpected') : m('oneFileOnly'));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, m('tooManyFields'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, m('notMultipart'));
    default:
      // Malformed boundaries, truncated parts, prototype-polluting names, bad JSON parts: all
      // are a form the server cannot read.
      return badRequest(m('badMultipart'));
  }
}

/**
 * Browsers (WHATWG FormData) send `"`, CR and LF in a file name as %22, %0D and %0A; undo that
 * so the name shown on download is the one the user chose.
 */
export function formFileName(sent: string): string {
  return sent.replace(/%22/g, '"').replace(/%0D|%0A/gi, '');
}

/** The boundary parameter of a multipart content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length > 0 && boundary.length <= 200 ? boundary : null;
}

/**
 * Watches the raw bytes of a multipart body for its delimiters (CRLF "--" boundary; the first
 * one may open the body). The form reader silently stops at a body that ends early and skips
 * parts it cannot name (no Content-Disposition, a broken header); comparing what it yielded
 * with what this saw turns both into a 400 instead of a half-read form.
 */
export class DelimiterScanner {
  private readonly delimiter: Buffer;
  // A virtual CRLF before the body, so a delimiter at the very start is found like the others.
  private pending: Buffer = Buffer.from('\r\n');
  /** Part delimiters seen (each opens a part). */
  parts = 0;
  /** The closing delimiter ("--" boundary "--") was seen: the body is complete. */
  closed = false;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  push(chunk: Buffer): void {
    if (this.closed) return;
    const data = Buffer.concat([this.pending, chunk]);
    let from = 0;
    for (;;) {
      const at = data.indexOf(this.delimiter, from);
      const after = at + this.delimiter.length;
      if (at < 0) break;
      // The two bytes after a delimiter tell a part ("\r\n" or padding) from the end ("--").
      if (after + 2 > data.length) {
        this.pending = data.subarray(at);
        return;
      }
      if (data[after] === 0x2d && data[after + 1] === 0x2d) {
        this.closed = true;
        this.pending = Buffer.alloc(0);
        return;
      }
      this.parts += 1;
      from = after;
    }
    // Only a delimiter begun at the end of this chunk can finish in the next one.
    this.pending = data.subarray(Math.max(from, data.length - (this.delimiter.length - 1)));
  }
}

/** preValidation hook for a multipart route. */
export function multipartBody(options: MultipartOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.isMultipart()) throw new HttpError(415, m('notMultipart'));
    const boundary = multipartBoundary(request.headers['content-type']);
    if (boundary === null) throw badRequest(m('badMultipart'));
    const fields: Record<string, unknown> = {};
    let file: UploadedFile | null = null;
    const scanner = new DelimiterScanner(boundary);
    const watch = (chunk: Buffer) => scanner.push(chunk);
    // Attached before the form reader pipes the body (which happens in the same tick), so it
    // sees every chunk the reader sees, and no later.
    request.raw.on('data', watch);
    let partsRead = 0;
    try {
      const parts = request.parts({
        limits: {
          fileSize: Math.max(1, options.maxFileBytes),
          files: options.fileField === null ? 0 : 1,
          fields: options.maxFields,
          fieldSize: options.maxFieldBytes,
          parts: options.maxFields + 1,
          headerPairs: 20,
        },
      });
      for await (const part of parts) {
        partsRead += 1;
        if (part.type === 'file') {
          if (options.fileField === null || part.fieldname !== options.fileField) {
            part.file.resume();
            throw badRequest(
              options.fileField === null
                ? m('noFileExpected')
                : m('unexpectedFile', { field: part.fieldname, expected: options.fileField }),
            );
          }
          const spooled = await spool(part.file, spoolFolder(request.server.config.dataDir));
          // 'close' comes once the response is sent or the connection is gone, whichever way
          // the request ends.
          reply.raw.once('close', () => void discardSpooled(spooled.path));
          if (part.file.truncated) throw fileTooLarge(options.maxFileBytes);
          // A browser sends an empty file input as a nameless empty file: that is "no file".
          if (spooled.size === 0 && !part.filename) continue;
          file = {
            fieldName: part.fieldname,
            fileName: formFileName(part.filename),
            mimeType: part.mimetype,
            path: spooled.path,
            size: spooled.size,
            head: spooled.head,
            open: () => createReadStream(spooled.path),
          };
          continue;
        }
        if (part.fieldname === options.fileField) {
          if (typeof part.value === 'string' && part.value.trim() === '') continue;
          throw badRequest(m('fileFieldNotFile', { field: part.fieldname }));
        }
        if (part.valueTruncated)
          throw badRequest(m('fieldTooLong', { field: fieldLabel(part.fieldname) }));
        if (Object.prototype.hasOwnProperty.call(fields, part.fieldname))
          throw badRequest(m('duplicateField', { field: part.fieldname }));
        if (containsNul(part.value) || part.fieldname.includes('\u0000'))
          throw badRequest(m('nulCharacter'));
        fields[part.fieldname] = part.value;
      }
      // Ended before its closing delimiter (truncated, cut, a boundary that never appears), or
      // a part was skipped: not the form the client meant to send.
      if (!scanner.closed || scanner.parts !== partsRead) throw badRequest(m('badMultipart'));
    } catch (error) {
      const httpError = asHttpError(error, options);
      request.log.debug({ err: error }, 'multipart form refused');
      throw httpError;
    } finally {
      request.raw.off('data', watch);
    }
    request.body = fields;
    if (file) uploads.set(request, file);
  };
}
