// /v1/api/admin/news: administrators' news sources — list with their state, add (its first poll
// starts at once), test a feed without storing it, pause or resume, change categories and
// interval, poll now, remove with its articles. 401 without a session, 403 for anyone else.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminNewsSourceBody,
  AdminNewsSourceParams,
  AdminNewsSourcePatch,
  AdminNewsSourceReply,
  AdminNewsSourcesReply,
  AdminNewsTestBody,
  AdminNewsTestReply,
  SuccessMessage,
  withErrors,
} from '@nclude/shared/api-schemas';
import type { NewsSources } from './sources';

export interface NewsAdminRoutesOptions {
  sources: NewsSources;
}

export const newsAdminRoutes: FastifyPluginAsyncTypebox<NewsAdminRoutesOptions> = async (
  app,
  { sources },
) => {
  const onRequest = app.requireRole('admin');
  const security = [{ bearer: [] }];
  const tags = ['admin', 'news'];

  app.get(
    '/sources',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every news source with its state, last error and article count',
        response: withErrors(AdminNewsSourcesReply),
      },
    },
    async () => ({ sources: await sources.list(), localAllowed: sources.localAllowed }),
  );

  app.post(
    '/sources',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds a source (RSS, Atom, RDF or JSON Feed); its first poll starts at once',
        body: AdminNewsSourceBody,
        response: { ...withErrors(AdminNewsSourceReply), 201: AdminNewsSourceReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, ...(await sources.add(request.body)) }),
  );

  app.post(
    '/test',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Fetches and reads a feed without storing it (422 with the reason when it fails)',
        body: AdminNewsTestBody,
        response: withErrors(AdminNewsTestReply),
      },
    },
    async (request) => sources.test(request.body.url, request.body.local ?? false),
  );

  app.patch(
    '/sources/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Pauses or resumes a source, or changes its categories or interval',
        params: AdminNewsSourceParams,
        body: AdminNewsSourcePatch,
        response: withErrors(AdminNewsSourceReply),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await sources.update(request.params.id, request.body)),
    }),
  );

  app.post(
    '/sources/:id/poll',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Polls a source now (409 while a poll of it is going)',
        params: AdminNewsSourceParams,
        response: { ...withErrors(SuccessMessage), 202: SuccessMessage },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ success: true as const, message: await sources.pollNow(request.params.id) }),
  );

  app.delete(
    '/sources/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Removes a source with its articles, their images and audio',
        params: AdminNewsSourceParams,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => ({
      success: true as const,
      message: await sources.remove(request.params.id),
    }),
  );
};
