// What every HTTP request meets before and after a feature's route: security headers, the JSON
// parser, errors as `{ success: false, message }`, 404s, the OpenAPI document, compression,
// CORS, per-route rate limits and the multipart ceilings.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-key';
import type { Config } from './config';
import { HttpError, badRequest, tooManyRequests } from './errors';
import { m } from './messages';
import { containsNul, urlContainsNul } from './nul-guard';
import { trySpaFallback } from './static';
import type { FilesService } from './storage/files';
import { validationMessage, type ValidationIssue } from './validator';

function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, message });
}

export async function registerHttpBasics(
  app: FastifyInstance,
  config: Config,
  files: FilesService,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (urlContainsNul(request.url)) throw badRequest(m('nulCharacter'));
    // Sign-in pages must not be framed by other sites (clickjacking); approval and link tokens in
    // addresses must not leak to other origins through the Referer header.
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // No page of the portal uses the camera, microphone, location, payments or USB devices.
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
  });

  // An empty JSON body (e.g. POST /auth/logout from a client that always sets the content type)
  // is "no body"; anything else goes through Fastify's safe JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  // The API speaks JSON only (multipart routes register their own parser): other types get 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (!error && containsNul(parsed)) done(badRequest(m('nulCharacter')), undefined);
      else done(error, parsed);
    });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.statusCode, error.message);
    }
    if (error.validation)
      return sendError(
        reply,
        400,
        validationMessage(error.validation as ValidationIssue[], request.body),
      );
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 400, m('badJson'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 400, m('emptyJsonBody'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(
          reply,
          413,
          m('bodyTooLarge', { limit: Math.round(config.bodyLimitBytes / 1024) }),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(
          reply,
          415,
          m('unsupportedMediaType', { type: request.headers['content-type'] ?? '(none)' }),
        );
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, m('internalError'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (trySpaFallback(config, request, reply)) return reply;
    const path = request.url.split('?')[0] ?? '';
    const message = path.startsWith('/v1/api')
      ? m('routeNotFound', { method: request.method, url: path })
      : m('notFound', { url: path });
    return sendError(reply, 404, message);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nclude API',
        version: '1.0.0',
        description: 'The API of the Nclude accessibility portal.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });

  // Bundles are the bulk of a first visit; small JSON answers stay uncompressed (threshold).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(rateLimit, {
    global: false,
    // One IPv6 client holds a whole /64: counting per address would give it endless buckets.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        m('tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
        context.ttl / 1000,
      ),
  });

  // multipart/form-data for upload routes: each route reads it with its own, tighter limits
  // (storage/multipart.ts); these are the ceilings.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: files.largestLimit(),
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 21,
      headerPairs: 20,
    },
  });
  // After compress: routes registered before it are not compressed.
  app.get('/v1/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
