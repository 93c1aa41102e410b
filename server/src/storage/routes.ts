// GET /v1/api/files/:fileId: a stored file, for its owner (resumes, documents, media) and admins
// (every file, certificates only to them).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, FileParams, FileReply } from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { contentDisposition, type FilesService } from './files';

export interface FileRoutesOptions {
  files: FilesService;
}

export const fileRoutes: FastifyPluginAsyncTypebox<FileRoutesOptions> = async (app, { files }) => {
  app.get(
    '/:fileId',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['files'],
        summary:
          'Download a stored file (a resume, document or media file: its owner or an admin; a certificate: admins)',
        description: 'Unknown files and files the caller may not see both answer 404.',
        security: [{ bearer: [] }],
        produces: ['application/pdf', 'audio/*', 'video/*'],
        params: FileParams,
        response: {
          200: FileReply,
          '4xx': ErrorResponse,
          '5xx': ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { file, body } = await files.read(request.params.fileId, sessionOf(request));
      return reply
        .header('content-type', file.content_type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.original_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
