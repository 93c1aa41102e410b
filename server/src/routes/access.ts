// /v1/api/auth/requestAccess and /v1/api/auth/adminLogin: thin handlers over AccessService and
// AccountService.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLoginBody,
  LoginReply,
  RequestAccessBody,
  SuccessMessage,
  withErrors,
} from '@nclude/shared/api-schemas';
import type { AccessService } from '../access/service';
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
