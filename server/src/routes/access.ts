// /v1/api/auth/requestAccess and /v1/api/auth/adminLogin: thin handlers over AccessService and
// AccountService.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccessService } from '../access/service';
import type { AccountService } from '../auth/accounts';
import { multipartBody, uploadedFile } from '../storage/multipart';
import { LoginResponse, OptionalText, SuccessMessage, withErrors } from './schemas';

export interface AccessRoutesOptions {
  accounts: AccountService;
  access: AccessService;
  /** Largest certificate PDF, in bytes. */
  uploadLimitBytes: number;
  accessRequestsPerIp: number;
  loginAttemptsPerIp: number;
}

const RequestAccessBody = Type.Object({
  userName: Type.String({ maxLength: 200 }),
  phoneNumber: Type.String({ maxLength: 32 }),
  email: Type.String({ maxLength: 320 }),
  disabilityType: Type.String({ maxLength: 100, description: 'One of the 21 disability types' }),
  // Kept aside by the multipart hook, never in the validated object: documents the form only.
  file: Type.Optional(Type.String({ format: 'binary', description: 'The certificate, a PDF' })),
});

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
      const file = uploadedFile(request);
      const message = await access.request(
        {
          userName: request.body.userName,
          phoneNumber: request.body.phoneNumber,
          email: request.body.email,
          disabilityType: request.body.disabilityType,
        },
        file ? { fileName: file.fileName, data: file.data } : null,
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
        body: Type.Object({ email: OptionalText(320), password: OptionalText(256) }),
        response: withErrors(LoginResponse),
      },
    },
    async (request) =>
      accounts.adminLogin(
        request.body.email,
        request.body.password,
        request.headers['user-agent'] ?? null,
      ),
  );
};
