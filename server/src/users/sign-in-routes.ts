// /v1/api/auth/*: thin handlers over the account, code and session services (product rules §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginBody,
  LoginReply,
  OtpLoginBody,
  SendOtpBody,
  SessionReply,
  SignupBody,
  SuccessMessage,
  ValidateOtpBody,
  withErrors,
} from '@nclude/shared/api-schemas';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/plugin';
import type { AccountService } from '../auth/accounts';
import { parseSingleContact } from '../auth/contacts';
import type { OtpService } from '../auth/otp';
import type { SessionService } from '../auth/sessions';
import { clientKey } from '../client-key';
import { m } from '../messages';

export interface AuthRoutesOptions {
  accounts: AccountService;
  otp: OtpService;
  sessions: SessionService;
  loginAttemptsPerIp: number;
}

function userAgent(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { accounts, otp, sessions, loginAttemptsPerIp },
) => {
  // Guessing passwords and codes is slowed per client (on top of the per-code, per-client
  // wrong-code and per-account limits of OtpService and AccountService).
  const limited = { rateLimit: { max: loginAttemptsPerIp, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post(
    '/sendOtp',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send a 4-digit code to an email address or phone number',
        description:
          'The same answer for every contact: one that is neither whitelisted nor registered gets no code but a message saying it is not enrolled and where to request access, so the answer never tells which contacts are known. Limits are checked, and the request counted, first. 429 with Retry-After when the client asked for OTP_SENDS_PER_IP codes in OTP_SEND_WINDOW_MINUTES, or when the contact had OTP_SENDS_PER_CONTACT codes in 24 hours and the next one is not due yet (1, 2, 4 … minutes after the previous, up to OTP_SEND_DELAY_MAX_MINUTES). A contact with 10 or more wrong codes in 24 hours gets a code that accepts one try.',
        body: SendOtpBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      const contact = parseSingleContact(request.body.email, request.body.phoneNumber);
      const message = await otp.sendOtp(contact, clientKey(request.ip));
      return { success: true as const, message };
    },
  );

  app.post(
    '/validate',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Check a code; the contact then counts as verified for signup (30 minutes)',
        body: ValidateOtpBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      const contact = parseSingleContact(request.body.email, request.body.phoneNumber);
      await otp.validate(contact, request.body.otp, clientKey(request.ip));
      return { success: true as const, message: m('otpVerified') };
    },
  );

  app.post(
    '/signup',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account (needs a verified, whitelisted email or phone)',
        body: SignupBody,
        response: withErrors(LoginReply),
      },
    },
    async (request) => accounts.signup(request.body, userAgent(request)),
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          '429 with Retry-After, before the password is checked, after LOGIN_FREE_FAILURES wrong passwords for this address within 15 minutes (then 1 s after the last one, doubling up to 15 minutes); shared with /auth/adminLogin.',
        body: LoginBody,
        response: withErrors(LoginReply),
      },
    },
    async (request) =>
      accounts.login(
        request.body.email,
        request.body.password,
        userAgent(request),
        clientKey(request.ip),
      ),
  );

  app.post(
    '/otpLogin',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with a phone number and the code sent to it',
        body: OtpLoginBody,
        response: withErrors(LoginReply),
      },
    },
    async (request) =>
      accounts.otpLogin(
        request.body.phoneNumber,
        request.body.otp,
        userAgent(request),
        clientKey(request.ip),
      ),
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'End the current session (its token stops working at once)',
        security: [{ bearer: [] }],
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      await sessions.logout(sessionOf(request));
      return { success: true as const, message: m('loggedOut') };
    },
  );

  app.get(
    '/session',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'The signed-in user behind the token (cheap check that the session is alive)',
        security: [{ bearer: [] }],
        response: withErrors(SessionReply),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return {
        success: true as const,
        userId: session.userId,
        role: session.role,
        scope: session.scope,
        userName: session.userName,
      };
    },
  );
};
