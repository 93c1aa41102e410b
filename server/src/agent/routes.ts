// /v1/api/agent: the companion extension of the browser agent, zipped for this portal's origin
// (the extension answers only pages of the origins in its manifest). Not secret: the page links to
// it before anyone installs it; the browser agent itself is reached by its websocket.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, FileReply } from '@nclude/shared/api-schemas';
import { extensionZip } from '@nclude/agent-extension';

export interface AgentRoutesOptions {
  publicUrl: string;
}

export const agentRoutes: FastifyPluginAsyncTypebox<AgentRoutesOptions> = async (
  app,
  { publicUrl },
) => {
  app.get(
    '/extension.zip',
    {
      schema: {
        tags: ['agent'],
        summary:
          'The browser agent’s companion extension (Manifest V3), for the portal’s address and the one it was downloaded from',
        response: { 200: FileReply, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const origins = new Set([new URL(publicUrl).origin]);
      // A Host header that is not a plain host would make Chrome refuse the whole manifest.
      if (/^([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?$/i.test(request.host))
        origins.add(`${request.protocol}://${request.host.toLowerCase()}`);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="nclude-agent-extension.zip"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(extensionZip([...origins])));
    },
  );
};
