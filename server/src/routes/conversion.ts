// /v1/api/conversion/documents: thin handlers over ConversionRequests (a user's PDF conversions).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConversionDeleteReply,
  ConversionListQuery,
  ConversionListReply,
  ConversionRequestParams,
  ConversionRequestReply,
  DocumentUploadBody,
  ErrorResponse,
  FileReply,
  withErrors,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { cm } from '../conversion/messages';
import type { ConversionRequests } from '../conversion/requests';
import { contentDisposition, type FilesService } from '../storage/files';
import { multipartBody, uploadedFile } from '../storage/multipart';

export interface ConversionRoutesOptions {
  requests: ConversionRequests;
  files: FilesService;
}

export const conversionRoutes: FastifyPluginAsyncTypebox<ConversionRoutesOptions> = async (
  app,
  { requests, files },
) => {
  const tags = ['conversion'];
  const security = [{ bearer: [] }];
  const signedIn = app.requireSession;
  const limitMb = Math.round(files.limitFor('document') / 1048576);

  app.get(
    '/documents',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The signed-in user’s document conversions, newest first, with their status',
        security,
        querystring: ConversionListQuery,
        response: withErrors(ConversionListReply),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await requests.list(sessionOf(request), request.query)),
    }),
  );

  app.post(
    '/documents',
    {
      onRequest: signedIn,
      // The session is checked before the body is read: strangers cannot make the server spool.
      preValidation: multipartBody({
        fileField: 'file',
        maxFileBytes: files.limitFor('document'),
        maxFields: 4,
        maxFieldBytes: 1024,
      }),
      schema: {
        tags,
        summary: 'Upload a PDF to convert to HTML, DOCX or EPUB (a background job)',
        description: `The file must be a PDF (by content) of at most ${limitMb} MB. Its progress arrives as realtime \`job\` events and in this list; a notification follows when it ends.`,
        security,
        consumes: ['multipart/form-data'],
        body: DocumentUploadBody,
        response: withErrors(ConversionRequestReply),
      },
    },
    async (request) => ({
      success: true as const,
      message: cm('accepted'),
      document: await requests.create(sessionOf(request), request.body, uploadedFile(request)),
    }),
  );

  const one = { tags, security, params: ConversionRequestParams };

  app.get(
    '/documents/:requestId',
    {
      onRequest: signedIn,
      schema: {
        ...one,
        summary: 'One of the user’s conversions',
        response: withErrors(ConversionRequestReply),
      },
    },
    async (request) => {
      const document = await requests.get(sessionOf(request), request.params.requestId);
      return { success: true as const, message: '', document };
    },
  );

  app.post(
    '/documents/:requestId/retry',
    {
      onRequest: signedIn,
      schema: {
        ...one,
        summary: 'Start a failed or cancelled conversion again',
        response: withErrors(ConversionRequestReply),
      },
    },
    async (request) => ({
      success: true as const,
      message: cm('restarted'),
      document: await requests.retry(sessionOf(request), request.params.requestId),
    }),
  );

  app.post(
    '/documents/:requestId/cancel',
    {
      onRequest: signedIn,
      schema: {
        ...one,
        summary: 'Cancel a conversion that is waiting or running',
        response: withErrors(ConversionRequestReply),
      },
    },
    async (request) => ({
      success: true as const,
      message: cm('cancelled'),
      document: await requests.cancel(sessionOf(request), request.params.requestId),
    }),
  );

  app.delete(
    '/documents/:requestId',
    {
      onRequest: signedIn,
      schema: {
        ...one,
        summary: 'Delete a conversion with its uploaded and converted files',
        response: withErrors(ConversionDeleteReply),
      },
    },
    async (request) => {
      await requests.remove(sessionOf(request), request.params.requestId);
      return { success: true as const, message: cm('deleted') };
    },
  );

  app.get(
    '/documents/:requestId/download',
    {
      onRequest: signedIn,
      schema: {
        ...one,
        summary: 'Download the converted file, named after the upload with the new extension',
        produces: [
          'text/html',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/epub+zip',
        ],
        response: { 200: FileReply, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { fileId, name } = await requests.result(session, request.params.requestId);
      const { file, body } = await files.read(fileId, session);
      return reply
        .header('content-type', file.content_type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(name, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
