// How the server logs, in the API (through Fastify) and in a worker (pino itself).
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from './config';

/** A request target with the values of token-like query parameters replaced. */
export function redactTokens(url: string): string {
  return url.replace(/([?&](?:token|otp|callback_info)=)[^&#]*/gi, '$1[redacted]');
}

export function logOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    // Plugins may log request headers (the multipart reader does at trace level): bearer
    // tokens and cookies never reach the log.
    redact: {
      paths: ['*.headers.authorization', '*.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    // Approval and link tokens travel in query strings: they never reach the logs.
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactTokens(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
