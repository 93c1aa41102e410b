// /v1/api/library, downloads: a format made on demand (the spec's "create book format", answering
// "Please Wait while we fetch this format of the book..." while its job runs), the built file,
// the spec's "record download" and its zip of a book (/downloadd/{bookName}, without the phone
// number: the listener is the session). Readers whose scope is `library` only, like every
// library call.
//
// /downloadd/{bookName} answers a blob, so it cannot say "building" the way POST /formats does:
// when the MP3 zip is not built yet it starts the build and answers 409 with the same message,
// which the page shows; the next call, once built, gets the zip.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  BookNameParams,
  CreateFormatBody,
  CreateFormatReply,
  ErrorResponse,
  FileReply,
  FormatParams,
  RecordDownloadBody,
  RecordDownloadReply,
  withErrors,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { conflict } from '../errors';
import { currentLanguage } from '../language';
import { requireLibrary } from './access';
import { libraryFormatText } from './format-messages';
import { FORMAT_LABELS, type BuiltFormat, type LibraryFormats } from './formats';
import { contentDisposition } from '../storage/files';

export interface LibraryFormatsRoutesOptions {
  formats: LibraryFormats;
}

export const libraryFormatsRoutes: FastifyPluginAsyncTypebox<LibraryFormatsRoutesOptions> = async (
  app,
  { formats },
) => {
  const reader = requireLibrary(app);
  const security = [{ bearer: [] }];
  const tags = ['library'];
  const fileReplies = { 200: FileReply, '4xx': ErrorResponse, '5xx': ErrorResponse };

  const sendFile = (reply: FastifyReply, file: BuiltFormat) =>
    reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.bytes))
      .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.body);

  app.post(
    '/formats',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary:
          'Ask for a download format: ready with its address, or building (a job; ask again)',
        body: CreateFormatBody,
        response: withErrors(CreateFormatReply),
      },
    },
    async (request) => {
      const { bookId, formatType } = request.body;
      const outcome = await formats.request(
        bookId,
        formatType,
        sessionOf(request).userId,
        currentLanguage(),
      );
      if (outcome.state === 'ready')
        return {
          success: true,
          message: libraryFormatText('formatReady', { format: FORMAT_LABELS[formatType] }),
          state: 'ready' as const,
          jobId: null,
          newFormat: { formatType, url: outcome.url },
        };
      return {
        success: true,
        message: libraryFormatText('formatBuilding'),
        state: 'building' as const,
        jobId: outcome.jobId,
        newFormat: null,
      };
    },
  );

  app.get(
    '/formats/:bookId/:formatType',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'Download a built format (the MP3 format is a zip of the sections)',
        params: FormatParams,
        produces: [
          'text/html',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/epub+zip',
          'application/zip',
        ],
        response: fileReplies,
      },
    },
    async (request, reply) =>
      sendFile(reply, await formats.open(request.params.bookId, request.params.formatType)),
  );

  app.post(
    '/downloads',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'Record that the reader downloaded a book in a format',
        body: RecordDownloadBody,
        response: withErrors(RecordDownloadReply),
      },
    },
    async (request) => {
      await formats.recordDownload(
        sessionOf(request).userId,
        request.body.bookId,
        request.body.formatType,
      );
      return { message: libraryFormatText('downloadRecorded') };
    },
  );

  app.get(
    '/downloadd/:bookName',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: "The book's MP3s as one zip; 409 with the building message while it is being made",
        params: BookNameParams,
        produces: ['application/zip'],
        response: fileReplies,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const outcome = await formats.request(
        request.params.bookName,
        'mp3',
        session.userId,
        currentLanguage(),
      );
      if (outcome.state === 'building') throw conflict(libraryFormatText('formatBuilding'));
      return sendFile(reply, await formats.open(request.params.bookName, 'mp3'));
    },
  );
};
