// /v1/api/auth/linkAccountToken, /linkUserAccount (adding a proven email or phone to an account)
// and /clientErrors (failures the UI reports so they reach the server log): thin handlers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClientErrorBody,
  ClientErrorReply,
  ErrorResponse,
  LinkAccountTokenBody,
  LinkUserAccountBody,
  SuccessMessage,
  withErrors,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { clientKey } from '../client-key';
import { badRequest } from '../errors';
import { m } from '../messages';
import type { LinkService } from './link';

export interface LinkRoutesOptions {
  link: LinkService;
  /** Requests per minute per client address to the link endpoints (like the login endpoints). */
  attemptsPerIp: number;
}

const CLIENT_ERRORS_PER_MINUTE = 30;

function blank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

export const linkRoutes: FastifyPluginAsyncTypebox<LinkRoutesOptions> = async (
  app,
  { link, attemptsPerIp },
) => {
  const signedIn = app.requireSession;
  const limited = { rateLimit: { max: attemptsPerIp, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post(
    '/linkAccountToken',
    {
      config: limited,
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Start linking an email (a single-use link is emailed) or a phone number (an OTP is sent)',
        description:
          '409 if the account already has that kind of contact. A contact another account owns gets the same answer as a free one, and its owner a message saying so (no code or link): the answer never tells which contacts are registered. Every request, refused ones included, counts toward the limits (per account: OTP_SENDS_PER_CONTACT free in 24 hours, then spaced out; per client: OTP_SENDS_PER_IP per OTP_SEND_WINDOW_MINUTES), which are checked first (429).',
        security: [{ bearer: [] }],
        body: LinkAccountTokenBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      const message = await link.requestLink(
        sessionOf(request),
        request.body.email,
        request.body.phoneNumber,
        clientKey(request.ip),
      );
      return { success: true as const, message };
    },
  );

  app.post(
    '/linkUserAccount',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Finish linking: a phone number with its OTP (signed in), or an emailed token',
        description:
          'With `token` (and `callback_info` "email") no bearer token is needed: the emailed link is the proof. With `phoneNumber` and `otp` the bearer token is required.',
        security: [{ bearer: [] }, {}],
        body: LinkUserAccountBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request, reply) => {
      const { token, callback_info: callbackInfo, phoneNumber, otp } = request.body;
      if (!blank(token)) {
        const message = await link.linkEmailByToken(token as string, callbackInfo);
        return { success: true as const, message };
      }
      if (blank(phoneNumber)) throw badRequest(m('linkNeedsTokenOrPhone'));
      await signedIn(request, reply);
      const message = await link.linkPhone(
        sessionOf(request),
        phoneNumber,
        otp,
        clientKey(request.ip),
      );
      return { success: true as const, message };
    },
  );

  app.post(
    '/clientErrors',
    {
      config: { rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Report a failure the UI showed (it is written to the server log)',
        body: ClientErrorBody,
        response: {
          204: ClientErrorReply,
          '4xx': ErrorResponse,
          '5xx': ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { page, message } = request.body;
      if (blank(page)) throw badRequest(m('missingField', { field: 'page' }));
      if (blank(message)) throw badRequest(m('missingField', { field: 'message' }));
      request.log.warn(
        {
          clientError: {
            page: (page as string).trim(),
            message: (message as string).trim(),
            userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          },
        },
        'client reported an error',
      );
      return reply.code(204).send(null);
    },
  );
};
