// Conversion requests of both kinds: a PDF to turn into HTML, DOCX or EPUB (documents), and audio
// or video to caption (media). The request row keeps what the user asked for and the job (the
// job runtime) does the work. Everything here is the owner's alone: another user's request id
// answers 404, like one that does not exist, and so does an id of the other kind.
import type {
  ConversionListQuery,
  ConversionRequest,
  DocumentUploadBody,
  JobStatus,
} from '@nclude/shared/api-schemas';
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_OUTPUT_FORMATS,
  REQUEST_PAGE_SIZE,
  TAG_MAX,
  nameLength,
} from '@nclude/shared/validation';
import type { AuthenticatedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ConversionKind, ConversionRequestsTable } from '../db/schema';
import { badRequest, conflict, notFound, tooManyRequests } from '../errors';
import type { JobService } from '../jobs/types';
import { currentLanguage } from '../language';
import { orderedId } from '../ordered-id';
import type { NotifyOptions } from '../notifications/service';
import type { JobRecord } from '../jobs/types';
import { PermanentJobError } from '../jobs/types';
import { inLanguage } from '../language';
import type { FileSource, FilesService } from '../storage/files';
import { conversionText } from './messages';
import { searchTextContains } from '../db/search';

export const DOCUMENT_JOB_KIND = 'document-conversion';
export const MEDIA_JOB_KIND = 'media-captions';

/** The input of both kinds' jobs. */
export interface RequestJobInput {
  [key: string]: string;
  requestId: string;
}
export type DocumentJobInput = RequestJobInput;

/** Where each kind lives: its API collection, its job and the kind of file it accepts. */
const KINDS: Record<
  ConversionKind,
  { collection: string; jobKind: string; fileKind: 'document' | 'media' }
> = {
  document: { collection: 'documents', jobKind: DOCUMENT_JOB_KIND, fileKind: 'document' },
  media: { collection: 'media', jobKind: MEDIA_JOB_KIND, fileKind: 'media' },
};

/** What a user asked for, checked by the kind's own rules. */
export interface RequestOrder {
  format: string;
  language: string;
  tag: string | null;
}

/** The optional tag of either form, trimmed; too long is the user's to fix. */
export function parseTag(raw: string | undefined): string | null {
  const tag = raw?.trim() || null;
  if (tag && nameLength(tag) > TAG_MAX)
    throw badRequest(conversionText('tagTooLong', { max: TAG_MAX }));
  return tag;
}

/** The document form's fields (POST /conversion/documents). */
export function parseDocumentOrder(body: DocumentUploadBody): RequestOrder {
  const format = body.output_format?.trim().toLowerCase() ?? '';
  if (!format) throw badRequest(conversionText('outputFormatRequired'));
  if (!(DOCUMENT_OUTPUT_FORMATS as readonly string[]).includes(format))
    throw badRequest(conversionText('outputFormatInvalid'));
  const language = body.language?.trim().toLowerCase() || 'auto';
  if (!(DOCUMENT_LANGUAGES as readonly string[]).includes(language))
    throw badRequest(conversionText('languageInvalid'));
  return { format, language, tag: parseTag(body.tag) };
}

const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The extension a result gets: the output format's. */
export function downloadName(fileName: string, format: string): string {
  const base = fileName.replace(/\.[^./\\]{1,8}$/, '') || 'document';
  return `${base}.${format}`;
}

function searchText(fileName: string, tag: string | null): string {
  return `${fileName}\n${tag ?? ''}`.toLocaleLowerCase();
}

/** What the list shows for a job that no longer exists (cleaned up) or never started. */
const GONE: JobStatus = { state: 'failed', progress: 0, stage: null, error: null };

/** How long a person who reached their limit is asked to wait before trying again. */
const ACTIVE_LIMIT_RETRY_SECONDS = 60;

export class ConversionRequests {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly jobs: JobService,
    private readonly clock: Clock,
    /** Jobs of each kind one person may have queued or running at once. */
    private readonly activePerPerson: Record<ConversionKind, number>,
  ) {}

  /**
   * 429 when the person already has as many requests of this kind waiting or running as they
   * may: heavy work is shared fairly, and one person cannot fill the queue. Checked before the
   * upload is read, and again before its job is queued.
   */
  async ensureCanStart(session: AuthenticatedSession, kind: ConversionKind): Promise<void> {
    const limit = this.activePerPerson[kind];
    const { count } = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('owner_user_id', '=', session.userId)
      .where('kind', '=', KINDS[kind].jobKind)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    if (Number(count) >= limit)
      throw tooManyRequests(
        conversionText(kind === 'document' ? 'tooManyActiveDocuments' : 'tooManyActiveMedia', {
          count: limit,
        }),
        ACTIVE_LIMIT_RETRY_SECONDS,
      );
  }

  /**
   * Stores the file (checked by content and size for its kind) and starts the job for `order`
   * (already checked by the kind's rules): a job exists only for an accepted file.
   */
  async create(
    session: AuthenticatedSession,
    kind: ConversionKind,
    order: RequestOrder,
    upload: FileSource,
  ): Promise<ConversionRequest> {
    const { format, language, tag } = order;
    await this.ensureCanStart(session, kind);
    const sourceFileId = await this.files.save(KINDS[kind].fileKind, session.userId, upload);
    const id = orderedId();
    const fileName = (
      await this.db
        .selectFrom('files')
        .select('original_name')
        .where('id', '=', sourceFileId)
        .executeTakeFirstOrThrow()
    ).original_name;
    try {
      await this.db
        .insertInto('conversion_requests')
        .values({
          id,
          owner_user_id: session.userId,
          kind,
          source_file_id: sourceFileId,
          result_file_id: null,
          job_id: null,
          file_name: fileName,
          tag,
          search_text: searchText(fileName, tag),
          output_format: format,
          language,
          ui_language: currentLanguage(),
          created_at: this.clock.now().toISOString(),
        })
        .execute();
      const jobId = await this.jobs.enqueue<RequestJobInput>({
        kind: KINDS[kind].jobKind,
        ownerUserId: session.userId,
        input: { requestId: id },
        language: currentLanguage(),
      });
      await this.db
        .updateTable('conversion_requests')
        .set({ job_id: jobId })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      await this.db.deleteFrom('conversion_requests').where('id', '=', id).execute();
      await this.files.remove(sourceFileId);
      throw error;
    }
    return this.view(await this.row(session, kind, id));
  }

  /** One page of the owner's requests, newest first, optionally filtered by name or tag. */
  async list(
    session: AuthenticatedSession,
    kind: ConversionKind,
    query: ConversionListQuery,
  ): Promise<{ documents: ConversionRequest[]; totalBooks: number; tags: string[] }> {
    const limit = query.limit ?? REQUEST_PAGE_SIZE;
    const page = query.page ?? 1;
    const search = query.search?.trim().toLocaleLowerCase() ?? '';
    let base = this.db
      .selectFrom('conversion_requests')
      .where('owner_user_id', '=', session.userId)
      .where('kind', '=', kind);
    if (search) base = base.where(searchTextContains(search));
    const [rows, count, tags] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      this.db
        .selectFrom('conversion_requests')
        .select('tag')
        .distinct()
        .where('owner_user_id', '=', session.userId)
        .where('kind', '=', kind)
        .where('tag', 'is not', null)
        .orderBy('tag')
        .execute(),
    ]);
    return {
      documents: await Promise.all(rows.map((row) => this.view(row))),
      totalBooks: Number(count?.n ?? 0),
      tags: tags.map((row) => row.tag).filter((tag): tag is string => tag !== null),
    };
  }

  async get(
    session: AuthenticatedSession,
    kind: ConversionKind,
    requestId: string,
  ): Promise<ConversionRequest> {
    return this.view(await this.row(session, kind, requestId));
  }

  /** Starts a failed or cancelled conversion again. */
  async retry(
    session: AuthenticatedSession,
    kind: ConversionKind,
    requestId: string,
  ): Promise<ConversionRequest> {
    const row = await this.row(session, kind, requestId);
    const job = row.job_id ? await this.jobs.get(row.job_id) : null;
    if (!job || (job.state !== 'failed' && job.state !== 'cancelled'))
      throw conflict(conversionText('notRestartable'));
    await this.jobs.retry(job.id);
    return this.view(row);
  }

  async cancel(
    session: AuthenticatedSession,
    kind: ConversionKind,
    requestId: string,
  ): Promise<ConversionRequest> {
    const row = await this.row(session, kind, requestId);
    if (!row.job_id || !(await this.jobs.cancel(row.job_id)))
      throw conflict(conversionText('notCancellable'));
    return this.view(row);
  }

  /** Deletes the request, its job (cancelled first if still going) and both files. */
  async remove(
    session: AuthenticatedSession,
    kind: ConversionKind,
    requestId: string,
  ): Promise<void> {
    const row = await this.row(session, kind, requestId);
    // The job's cleanUp removes the files and this row; without a job, do it here.
    if (row.job_id && (await this.jobs.get(row.job_id))) await this.jobs.remove(row.job_id);
    else await removeRequest(this.db, this.files, row.id);
  }

  /** The result file of a finished request, for its owner. */
  async result(
    session: AuthenticatedSession,
    kind: ConversionKind,
    requestId: string,
  ): Promise<{ fileId: string; name: string }> {
    const row = await this.row(session, kind, requestId);
    if (!row.result_file_id) throw conflict(conversionText('resultNotReady'));
    return { fileId: row.result_file_id, name: downloadName(row.file_name, row.output_format) };
  }

  /** The owner's request of `kind`, or 404. */
  async row(
    session: { userId: string },
    kind: ConversionKind,
    requestId: string,
  ): Promise<ConversionRequestsTable> {
    if (!ID_SHAPE.test(requestId)) throw notFound(conversionText('requestNotFound'));
    const row = await this.db
      .selectFrom('conversion_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('owner_user_id', '=', session.userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row) throw notFound(conversionText('requestNotFound'));
    return row;
  }

  async view(row: ConversionRequestsTable): Promise<ConversionRequest> {
    const job = row.job_id ? await this.jobs.get(row.job_id) : null;
    const status: JobStatus = job
      ? { state: job.state, progress: job.progress, stage: job.stage, error: job.error }
      : GONE;
    const ready = status.state === 'succeeded' && row.result_file_id !== null;
    return {
      id: row.id,
      fileName: row.file_name,
      tag: row.tag,
      createdAt: row.created_at,
      outputFormat: row.output_format,
      language: row.language,
      isDownloadable: ready,
      url: ready ? `/v1/api/conversion/${KINDS[row.kind].collection}/${row.id}/download` : null,
      downloadName: ready ? downloadName(row.file_name, row.output_format) : null,
      status,
      jobId: row.job_id,
    };
  }
}

/** Deletes a request row and the files it holds (both kinds; missing ones are fine). */
export async function removeRequest(db: Db, files: FilesService, requestId: string): Promise<void> {
  const row = await db
    .selectFrom('conversion_requests')
    .select(['source_file_id', 'result_file_id'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row) return;
  // Foreign keys cascade on both databases; deleted explicitly too, so nothing rests on a pragma.
  await db.deleteFrom('caption_chunks').where('request_id', '=', requestId).execute();
  await db.deleteFrom('caption_media').where('request_id', '=', requestId).execute();
  await db.deleteFrom('conversion_requests').where('id', '=', requestId).execute();
  for (const fileId of [row.source_file_id, row.result_file_id])
    if (fileId) await files.remove(fileId);
}

/** A request by id, for its job (no owner check: the job acts for the owner). */
export async function requestById(
  db: Db,
  requestId: string,
): Promise<ConversionRequestsTable | undefined> {
  return db
    .selectFrom('conversion_requests')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Stores a job's result for the request's owner and links it to the request; a request deleted
 * while its job ran gets nothing (the file is removed and the job ends for good).
 */
export async function attachResult(
  db: Db,
  files: FilesService,
  request: ConversionRequestsTable,
  source: FileSource,
  contentType: string,
): Promise<string> {
  const resultFileId = await files.saveGenerated(request.owner_user_id, source, contentType);
  const updated = await db
    .updateTable('conversion_requests')
    .set({ result_file_id: resultFileId })
    .where('id', '=', request.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await files.remove(resultFileId);
    throw new PermanentJobError(conversionText('requestNotFound'));
  }
  return resultFileId;
}

/** Sends a notification to a user (the notifications service). */
export interface Notifier {
  notify(userId: string, options: NotifyOptions): Promise<unknown>;
}

/**
 * Tells the owner how their request ended (not when they cancelled it), in the language they
 * used when they asked, by notification and email.
 */
export async function notifyRequestOwner(
  db: Db,
  notifier: Notifier,
  job: JobRecord<RequestJobInput>,
  texts: {
    ready(request: ConversionRequestsTable): { title: string; body: string };
    failedTitle(request: ConversionRequestsTable): string;
    link(request: ConversionRequestsTable, succeeded: boolean): string;
  },
): Promise<void> {
  const request = await requestById(db, job.input.requestId);
  if (!request || job.state === 'cancelled') return;
  const succeeded = job.state === 'succeeded';
  const text = inLanguage(request.ui_language, () =>
    succeeded ? texts.ready(request) : { title: texts.failedTitle(request), body: job.error ?? '' },
  );
  await notifier.notify(request.owner_user_id, {
    kind: succeeded ? 'job-succeeded' : 'job-failed',
    ...text,
    link: texts.link(request, succeeded),
    email: { subject: text.title, text: text.body },
  });
}
