// /v1/api/admin/*: the whitelist tool and the access-request review. Admin sessions only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccessDecisionBody,
  AccessRequestParams,
  AccessRequestsQuery,
  AccessRequestsReply,
  BulkReportReply,
  CheckUserQuery,
  CheckUserReply,
  SingleEntryReply,
  SuccessMessage,
  WhitelistEmailBody,
  WhitelistNumberBody,
  withErrors,
} from '@nclude/shared/api-schemas';
import { t as sharedText } from '@nclude/shared/messages';
import type { AccessService } from './service';
import { sessionOf } from '../auth/plugin';
import type { AccessRequestStatus, WhitelistKind } from '../db/schema';
import { badRequest } from '../errors';
import { m } from '../messages';
import { uploadedFile } from '../storage/multipart';
import { BulkFileBody, bulkFileUpload } from '../whitelist/schemas';
import { parseScope, type BulkReport, type WhitelistService } from '../whitelist/service';

export interface AdminRoutesOptions {
  access: AccessService;
  whitelist: WhitelistService;
}

const STATUSES: readonly AccessRequestStatus[] = ['pending', 'approved', 'rejected'];

/** The admin's toast text: the product's "Successfully Whitelisted" unless nothing in the file was valid. */
export function bulkMessage(report: BulkReport, success: string): string {
  return report.added + report.alreadyPresent > 0 ? success : m('bulkNothingValid');
}

export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (
  app,
  { access, whitelist },
) => {
  const tags = ['admin'];
  // The caller is checked when the request arrives, before any body is read: strangers and
  // other roles cannot make the server buffer or parse an upload.
  const onRequest = app.requireRole('admin');
  const security = [{ bearer: [] }];

  app.get(
    '/checkUser',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Is this phone number or email whitelisted, by whom, and has it an account?',
        querystring: CheckUserQuery,
        response: withErrors(CheckUserReply),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await whitelist.check(request.query.contact)),
    }),
  );

  const single =
    (kind: WhitelistKind) => async (value: string, scope?: string | null, adminId?: string) => {
      const result = await whitelist.addOne(kind, value, {
        scope: parseScope(scope),
        addedBy: adminId ?? null,
        orgId: null,
      });
      return { success: true as const, message: sharedText('successfullyWhitelisted'), ...result };
    };
  const addPhone = single('phone');
  const addEmail = single('email');

  app.post(
    '/whitelistNumber',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Whitelist one phone number',
        body: WhitelistNumberBody,
        response: withErrors(SingleEntryReply),
      },
    },
    async (request) =>
      addPhone(request.body.phoneNumber, request.body.scope, sessionOf(request).userId),
  );

  app.post(
    '/whitelistEmail',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Whitelist one email address',
        body: WhitelistEmailBody,
        response: withErrors(SingleEntryReply),
      },
    },
    async (request) => addEmail(request.body.email, request.body.scope, sessionOf(request).userId),
  );

  const bulk = (kind: WhitelistKind, summary: string) =>
    app.post(
      kind === 'phone' ? '/whitelistNumbers' : '/whitelistEmails',
      {
        onRequest,
        preValidation: bulkFileUpload,
        schema: {
          tags,
          security,
          summary,
          consumes: ['multipart/form-data'],
          body: BulkFileBody,
          response: withErrors(BulkReportReply),
        },
      },
      async (request) => {
        const scope = parseScope(request.body.scope);
        const file = uploadedFile(request);
        if (!file) throw badRequest(m('fileRequired'));
        const report = await whitelist.addFile(kind, file, {
          scope,
          addedBy: sessionOf(request).userId,
          orgId: null,
        });
        return {
          success: true as const,
          message: bulkMessage(report, sharedText('successfullyWhitelisted')),
          ...report,
        };
      },
    );
  bulk('phone', 'Whitelist the phone numbers of a file (column phoneNumber)');
  bulk('email', 'Whitelist the email addresses of a file (column email)');

  app.get(
    '/accessRequests',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Access requests with a given status (pending by default), oldest first',
        querystring: AccessRequestsQuery,
        response: withErrors(AccessRequestsReply),
      },
    },
    async (request) => {
      const status = (request.query.status?.trim() || 'pending') as AccessRequestStatus;
      if (!STATUSES.includes(status)) throw badRequest(m('statusInvalid'));
      return { success: true as const, requests: await access.list(status) };
    },
  );

  const decision = (action: 'approve' | 'reject') =>
    app.post(
      `/accessRequests/:id/${action}`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            action === 'approve'
              ? 'Approve an access request: whitelist its phone and email (scope library) and tell the requester'
              : 'Reject an access request and tell the requester',
          params: AccessRequestParams,
          body: AccessDecisionBody,
          response: withErrors(SuccessMessage),
        },
      },
      async (request) => {
        const adminId = sessionOf(request).userId;
        const note = request.body.note ?? null;
        const message =
          action === 'approve'
            ? await access.approve(request.params.id, adminId, note)
            : await access.reject(request.params.id, adminId, note);
        return { success: true as const, message };
      },
    );
  decision('approve');
  decision('reject');
};
