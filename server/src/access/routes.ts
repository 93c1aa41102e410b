// /v1/api/auth/requestAccessCode, /v1/api/auth/requestAccess and /v1/api/auth/adminLogin: thin
// handlers over AccessService and AccountService.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLoginBody,
  LoginReply,
  RequestAccessBody,
  RequestAccessCodeBody,
  SuccessMessage,
  withErrors,
} from '@nclude/shared/api-schemas';
import type { AccessService } from './service';
import type { AccountService } from '../auth/accounts';
import { clientKey } from '../client-key';
import { multipartBody, uploadedFile } from '../storage/multipart';

export interface AccessRoutesOptions {
  accounts: AccountService;
  access: AccessService;
  /** Largest certificate PDF, in bytes. */
  uploadLimitBytes: number;
  accessRequestsPerIp: number;
  loginAttemptsPerIp: number;
}

export const accessRoutes: FastifyPluginAsyncTypebox<AccessRoutesOptions> = async (
  app,
  { accounts, access, uploadLimitBytes, accessRequestsPerIp, loginAttemptsPerIp },
) => {
  const tags = ['access'];

  app.post(
    '/requestAccessCode',
    {
      config: { rateLimit: { max: loginAttemptsPerIp, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a 4-digit code to the phone number of an access request',
        description:
          'The same answer for every number, known or not. The code limits of /auth/sendOtp apply (429 with Retry-After).',
        body: RequestAccessCodeBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      const message = await access.sendCode(request.body.phoneNumber, clientKey(request.ip));
      return { success: true as const, message };
    },
  );

  app.post(
    '/requestAccess',
    {
      config: { rateLimit: { max: accessRequestsPerIp, timeWindow: '1 hour' } },
      preValidation: multipartBody({
        fileField: 'file',
        maxFileBytes: uploadLimitBytes,
        maxFields: 8,
        maxFieldBytes: 1024,
      }),
      schema: {
        tags,
        summary:
          'Ask for access with a disability certificate (PDF); every admin is emailed an approval link',
        description:
          'The phone number is proven by `otp`, the code /auth/requestAccessCode sent to it (400 when it is missing, wrong or expired). A request still waiting for the same phone number is replaced by this one; the answer is the same either way.',
        consumes: ['multipart/form-data'],
        body: RequestAccessBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      const message = await access.request(
        {
          userName: request.body.userName,
          phoneNumber: request.body.phoneNumber,
          email: request.body.email,
          disabilityType: request.body.disabilityType,
        },
        request.body.otp,
        clientKey(request.ip),
        uploadedFile(request),
      );
      return { success: true as const, message };
    },
  );

  app.post(
    '/adminLogin',
    {
      config: { rateLimit: { max: loginAttemptsPerIp, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign in to the whitelist tool (admin accounts only)',
        body: AdminLoginBody,
        response: withErrors(LoginReply),
      },
    },
    async (request) =>
      accounts.adminLogin(
        request.body.email,
        request.body.password,
        request.headers['user-agent'] ?? null,
        clientKey(request.ip),
      ),
  );
};
