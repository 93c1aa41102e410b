// /v1/api/org/*: the emailed approval link, and organisation enrolment (org sessions only).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApprovalBody,
  BulkReportReply,
  OrgUsersReply,
  SuccessMessage,
  withErrors,
} from '@nclude/shared/api-schemas';
import { t as sharedText } from '@nclude/shared/messages';
import type { AccessService } from './service';
import { sessionOf } from '../auth/plugin';
import { badRequest } from '../errors';
import { m } from '../messages';
import { uploadedFile } from '../storage/multipart';
import { BulkFileBody, bulkFileUpload } from '../whitelist/schemas';
import type { WhitelistService } from '../whitelist/service';
import { bulkMessage } from './admin-routes';

export interface OrgRoutesOptions {
  access: AccessService;
  whitelist: WhitelistService;
  loginAttemptsPerIp: number;
}

export const orgRoutes: FastifyPluginAsyncTypebox<OrgRoutesOptions> = async (
  app,
  { access, whitelist, loginAttemptsPerIp },
) => {
  const tags = ['org'];
  // The caller is checked when the request arrives, before any body is read: strangers and
  // other roles cannot make the server buffer or parse an upload.
  const onRequest = app.requireRole('org');
  const security = [{ bearer: [] }];

  app.post(
    '/approval',
    {
      // The token is a credential: guessing is slowed like passwords.
      config: { rateLimit: { max: loginAttemptsPerIp, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Approve an access request with the single-use token emailed to the admins (no bearer needed)',
        body: ApprovalBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => ({
      success: true as const,
      message: await access.approveWithToken(request.body.token),
    }),
  );

  app.post(
    '/uploadFileWithUsers',
    {
      onRequest,
      preValidation: bulkFileUpload,
      schema: {
        tags,
        security,
        summary:
          "Enrol the phone numbers of a file (column phoneNumber) under the caller's organisation",
        description:
          'added: numbers newly enrolled by this organisation; alreadyPresent: numbers it had enrolled before. Whether a number is whitelisted by anyone else is not reported.',
        consumes: ['multipart/form-data'],
        body: BulkFileBody,
        response: withErrors(BulkReportReply),
      },
    },
    async (request) => {
      const file = uploadedFile(request);
      if (!file) throw badRequest(m('fileRequired'));
      const orgId = sessionOf(request).userId;
      const report = await whitelist.enrolFile(orgId, file);
      return {
        success: true as const,
        message: bulkMessage(report, sharedText('phonesWhitelisted')),
        ...report,
      };
    },
  );

  app.get(
    '/users',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'The phone numbers this organisation enrolled and whether each has signed up since (name only then)',
        response: withErrors(OrgUsersReply),
      },
    },
    async (request) => ({
      success: true as const,
      users: await whitelist.orgUsers(sessionOf(request).userId),
    }),
  );
};
