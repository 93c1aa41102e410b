// /v1/api/conversion/documents and /v1/api/conversion/media: thin handlers over
// ConversionRequests (a user's PDF conversions and captions: the same list and actions for both)
// and MediaCaptions (the media form's options, its upload, the transcript page and the player's
// addresses).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ConversionDeleteReply,
  ConversionListQuery,
  ConversionListReply,
  ConversionRequestParams,
  ConversionRequestReply,
  DocumentUploadBody,
  ErrorResponse,
  FileReply,
  MediaOptionsReply,
  MediaTokenQuery,
  MediaUploadBody,
  TranscriptReply,
  withErrors,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { captionText } from '../captions/messages';
import { requestCues, type MediaCaptions } from '../captions/service';
import { writeVtt } from '../captions/writers';
import type { ConversionKind } from '../db/schema';
import type { MediaLanguage } from '../captions/types';
import { HttpError, badRequest } from '../errors';
import { conversionText } from './messages';
import { parseDocumentOrder, type ConversionRequests } from './requests';
import type { Db } from '../db';
import { sendRanged } from '../http-range';
import { contentDisposition, type FilesService } from '../storage/files';
import { multipartBody, uploadedFile } from '../storage/multipart';

export interface ConversionRoutesOptions {
  db: Db;
  requests: ConversionRequests;
  captions: MediaCaptions;
  files: FilesService;
}

const COLLECTIONS: { kind: ConversionKind; path: string; noun: string; produces: string[] }[] = [
  {
    kind: 'document',
    path: '/documents',
    noun: 'conversion',
    produces: [
      'text/html',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/epub+zip',
    ],
  },
  {
    kind: 'media',
    path: '/media',
    noun: 'captions request',
    produces: ['text/plain', 'text/vtt', 'application/x-subrip'],
  },
];

export const conversionRoutes: FastifyPluginAsyncTypebox<ConversionRoutesOptions> = async (
  app,
  { db, requests, captions, files },
) => {
  const tags = ['conversion'];
  const security = [{ bearer: [] }];
  const signedIn = app.requireSession;
  const one = { tags, security, params: ConversionRequestParams };

  for (const { kind, path, noun, produces } of COLLECTIONS) {
    app.get(
      path,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: `The signed-in user’s ${noun}s, newest first, with their status`,
          security,
          querystring: ConversionListQuery,
          response: withErrors(ConversionListReply),
        },
      },
      async (request) => ({
        success: true as const,
        ...(await requests.list(sessionOf(request), kind, request.query)),
      }),
    );

    app.get(
      `${path}/:requestId`,
      {
        onRequest: signedIn,
        schema: {
          ...one,
          summary: `One of the user’s ${noun}s`,
          response: withErrors(ConversionRequestReply),
        },
      },
      async (request) => {
        const document = await requests.get(sessionOf(request), kind, request.params.requestId);
        return { success: true as const, message: '', document };
      },
    );

    app.post(
      `${path}/:requestId/retry`,
      {
        onRequest: signedIn,
        schema: {
          ...one,
          summary: `Start a failed or cancelled ${noun} again`,
          response: withErrors(ConversionRequestReply),
        },
      },
      async (request) => ({
        success: true as const,
        message: conversionText('restarted'),
        document: await requests.retry(sessionOf(request), kind, request.params.requestId),
      }),
    );

    app.post(
      `${path}/:requestId/cancel`,
      {
        onRequest: signedIn,
        schema: {
          ...one,
          summary: `Cancel a ${noun} that is waiting or running`,
          response: withErrors(ConversionRequestReply),
        },
      },
      async (request) => ({
        success: true as const,
        message: conversionText('cancelled'),
        document: await requests.cancel(sessionOf(request), kind, request.params.requestId),
      }),
    );

    app.delete(
      `${path}/:requestId`,
      {
        onRequest: signedIn,
        schema: {
          ...one,
          summary: `Delete a ${noun} with its uploaded and generated files`,
          response: withErrors(ConversionDeleteReply),
        },
      },
      async (request) => {
        await requests.remove(sessionOf(request), kind, request.params.requestId);
        return { success: true as const, message: conversionText('deleted') };
      },
    );

    app.get(
      `${path}/:requestId/download`,
      {
        onRequest: signedIn,
        schema: {
          ...one,
          summary: 'Download the result, named after the upload with the new extension',
          produces,
          response: { 200: FileReply, '4xx': ErrorResponse, '5xx': ErrorResponse },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const { fileId, name } = await requests.result(session, kind, request.params.requestId);
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
  }

  // Before the body is read: a person at their limit does not make the server spool a file.
  const startsAllowed = (kind: ConversionKind) => async (request: FastifyRequest) =>
    requests.ensureCanStart(sessionOf(request), kind);

  const documentLimitMb = Math.round(files.limitFor('document') / 1048576);
  app.post(
    '/documents',
    {
      onRequest: [signedIn, startsAllowed('document')],
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
        description: `The file must be a PDF (by content) of at most ${documentLimitMb} MB. Its progress arrives as realtime \`job\` events and in this list; a notification follows when it ends.`,
        security,
        consumes: ['multipart/form-data'],
        body: DocumentUploadBody,
        response: withErrors(ConversionRequestReply),
      },
    },
    async (request) => {
      const order = parseDocumentOrder(request.body);
      const upload = uploadedFile(request);
      if (!upload || upload.size === 0) throw badRequest(conversionText('fileRequired'));
      return {
        success: true as const,
        message: conversionText('accepted'),
        document: await requests.create(sessionOf(request), 'document', order, upload),
      };
    },
  );

  const mediaLimitMb = Math.round(files.limitFor('media') / 1048576);
  app.get(
    '/media/options',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'What the captions form may offer here: engine, spoken languages, outputs, limits',
        security,
        response: withErrors(MediaOptionsReply),
      },
    },
    async () => ({ success: true as const, ...(await captions.options()) }),
  );

  app.post(
    '/media',
    {
      onRequest: [signedIn, startsAllowed('media')],
      preValidation: multipartBody({
        fileField: 'audio',
        maxFileBytes: files.limitFor('media'),
        maxFields: 4,
        maxFieldBytes: 1024,
      }),
      schema: {
        tags,
        summary: 'Upload audio or video to caption (a background job): TXT, WebVTT or SRT',
        description: `The file must hold sound (checked with ffprobe, not by its name; MIDI is refused), at most ${mediaLimitMb} MB and MEDIA_MAX_DURATION_MINUTES long. 503 when this server cannot caption (see /media/options).`,
        security,
        consumes: ['multipart/form-data'],
        body: MediaUploadBody,
        response: withErrors(ConversionRequestReply),
      },
    },
    async (request) => ({
      success: true as const,
      message: captionText('accepted'),
      document: await captions.create(sessionOf(request), request.body, uploadedFile(request)),
    }),
  );

  app.get(
    '/media/:requestId/transcript',
    {
      onRequest: signedIn,
      schema: {
        ...one,
        summary: 'The transcript page: cues, the engine, and short-lived player addresses',
        response: withErrors(TranscriptReply),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await captions.transcript(sessionOf(request), request.params.requestId)),
    }),
  );

  // The player's addresses: <video>, <audio> and <track> cannot send the bearer header, so the
  // token in the query (from /transcript, for this user and request, expiring) stands for it.
  const player = {
    tags,
    params: ConversionRequestParams,
    querystring: MediaTokenQuery,
  };

  app.get(
    '/media/:requestId/media',
    {
      schema: {
        ...player,
        summary: 'The uploaded recording for the transcript page’s player (Range requests)',
        produces: ['audio/*', 'video/*'],
        response: { 200: FileReply, 206: FileReply, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await captions.requestForToken(
        request.params.requestId,
        request.query.token,
        'media',
      );
      const file = row.source_file_id ? await files.describe(row.source_file_id) : undefined;
      if (!file) throw new HttpError(404, conversionText('requestNotFound'));
      return sendRanged(
        request.headers.range,
        reply,
        {
          size: file.size,
          contentType: file.content_type,
          open: (range) => files.open(file.id, range),
        },
        'private, max-age=3600',
      );
    },
  );

  app.get(
    '/media/:requestId/captions.vtt',
    {
      schema: {
        ...player,
        summary: 'The captions as WebVTT, for the transcript page’s <track>',
        produces: ['text/vtt'],
        response: { 200: FileReply, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await captions.requestForToken(
        request.params.requestId,
        request.query.token,
        'captions',
      );
      const vtt = writeVtt(await requestCues(db, row.id), {
        language: row.language as MediaLanguage,
      });
      return reply
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(vtt);
    },
  );
};
