// /v1/api/admin/library: administrators add books by upload (read aloud by the ingest job), list
// every book with its status and progress, try a failed one again and delete books. Thin
// handlers over LibraryAdmin; 401 without a session, 403 for anyone but an administrator.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLibraryBooksQuery,
  AdminLibraryBooksReply,
  AdminLibraryUploadBody,
  AdminLibraryUploadReply,
  BookIdParams,
  SuccessMessage,
  withErrors,
} from '@nclude/shared/api-schemas';
import { LIBRARY_CATEGORY_PAGE_SIZE } from '@nclude/shared/validation';
import { sessionOf } from '../auth/plugin';
import type { LibraryAdmin } from './admin';
import type { FilesService } from '../storage/files';
import { multipartBody, uploadedFile } from '../storage/multipart';

export interface LibraryAdminRoutesOptions {
  admin: LibraryAdmin;
  files: FilesService;
}

export const libraryAdminRoutes: FastifyPluginAsyncTypebox<LibraryAdminRoutesOptions> = async (
  app,
  { admin, files },
) => {
  const onRequest = app.requireRole('admin');
  const security = [{ bearer: [] }];
  const tags = ['admin', 'library'];
  const limitMb = Math.round(files.limitFor('book') / 1048576);

  app.post(
    '/books',
    {
      onRequest,
      preValidation: multipartBody({
        fileField: 'file',
        maxFileBytes: files.limitFor('book'),
        maxFields: 8,
        maxFieldBytes: 16 * 1024,
      }),
      schema: {
        tags,
        security,
        summary: 'Add a book: upload its file; it is read into sections and read aloud by a job',
        description: `TXT or HTML in UTF-8, DOCX, EPUB, one MP3, a zip of MP3s (one per chapter) or a zipped DAISY 2.02 or DAISY 3 book, of at most ${limitMb} MB, told by content. Answers 202 with the job; the book is listed at once as ingesting. An address name of an existing book replaces it once read.`,
        consumes: ['multipart/form-data'],
        body: AdminLibraryUploadBody,
        response: { ...withErrors(AdminLibraryUploadReply), 202: AdminLibraryUploadReply },
      },
    },
    async (request, reply) => {
      const started = await admin.upload(sessionOf(request), uploadedFile(request), request.body);
      return reply.code(202).send({ success: true as const, ...started });
    },
  );

  app.get(
    '/books',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every book, newest first: being ingested (with progress), ready or failed',
        querystring: AdminLibraryBooksQuery,
        response: withErrors(AdminLibraryBooksReply),
      },
    },
    async (request) =>
      admin.list({
        page: request.query.page ?? 1,
        limit: request.query.limit ?? LIBRARY_CATEGORY_PAGE_SIZE,
        search: request.query.search ?? '',
        status: request.query.status ?? null,
      }),
  );

  app.delete(
    '/books/:bookId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Delete a book with its audio, its built formats and its upload',
        description: 'A book still being ingested has its job cancelled first.',
        params: BookIdParams,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => ({
      success: true as const,
      message: await admin.remove(request.params.bookId),
    }),
  );

  app.post(
    '/books/:bookId/retry',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Run a failed book’s ingestion again',
        description: '409 for a book that has not failed, or whose upload is no longer kept.',
        params: BookIdParams,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => ({
      success: true as const,
      message: await admin.retry(request.params.bookId),
    }),
  );
};
