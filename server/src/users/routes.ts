// /v1/api/user/* (profile and account information) and /v1/api/auth/resetPassword: thin
// handlers over ProfileService.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountInfoReply,
  PatchAccountInfoBody,
  PatchAccountInfoReply,
  PatchUserBody,
  PatchUserReply,
  ResetPasswordBody,
  ResetPasswordCodeReply,
  SuccessMessage,
  UserInfoReply,
  withErrors,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import type { AccountService } from '../auth/accounts';
import { clientKey } from '../client-key';
import { m } from '../messages';
import { multipartBody, uploadedFile } from '../storage/multipart';
import type { ProfileService } from './profile';

export interface UserRoutesOptions {
  accounts: AccountService;
  profile: ProfileService;
  /** Largest resume in bytes. */
  uploadLimitBytes: number;
}

/** Multipart text fields: generous in bytes (UTF-8), the schemas' maxLength gives the message. */
const FIELD_BYTES = 16 * 1024;

export const userRoutes: FastifyPluginAsyncTypebox<UserRoutesOptions> = async (
  app,
  { accounts, profile, uploadLimitBytes },
) => {
  // The session is checked before a multipart body is read, so strangers cannot make the
  // server parse uploads.
  const signedIn = app.requireSession;
  const security = [{ bearer: [] }];
  const tags = ['user'];

  app.get(
    '/user/getUserInfo',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The signed-in user’s profile',
        security,
        response: withErrors(UserInfoReply),
      },
    },
    async (request) => ({
      success: true as const,
      user: await profile.getUserInfo(sessionOf(request)),
    }),
  );

  app.get(
    '/user/getAccountInfo',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The signed-in user’s account information (data is null until first saved)',
        security,
        response: withErrors(AccountInfoReply),
      },
    },
    async (request) => ({
      success: true as const,
      data: await profile.getAccountInfo(sessionOf(request)),
    }),
  );

  app.patch(
    '/user/patchUser',
    {
      onRequest: signedIn,
      preValidation: multipartBody({
        fileField: 'file',
        maxFileBytes: uploadLimitBytes,
        maxFields: 10,
        maxFieldBytes: FIELD_BYTES,
      }),
      schema: {
        tags,
        summary:
          'Update profile text, name, social links and resume (email and phone are added by linking)',
        description: `A field left out keeps its value. The resume must be a PDF of at most ${Math.round(uploadLimitBytes / 1048576)} MB; a new one replaces the old.`,
        security,
        consumes: ['multipart/form-data'],
        body: PatchUserBody,
        response: withErrors(PatchUserReply),
      },
    },
    async (request) => {
      const user = await profile.patchUser(sessionOf(request), request.body, uploadedFile(request));
      return { success: true as const, message: m('profileUpdated'), user };
    },
  );

  app.patch(
    '/user/patchAccountInfo',
    {
      onRequest: signedIn,
      preValidation: multipartBody({
        fileField: null,
        maxFileBytes: 1,
        maxFields: 10,
        maxFieldBytes: 1024,
      }),
      schema: {
        tags,
        summary:
          'Update account information (a field left out keeps its value, a blank one clears it)',
        security,
        consumes: ['multipart/form-data'],
        body: PatchAccountInfoBody,
        response: withErrors(PatchAccountInfoReply),
      },
    },
    async (request) => {
      const data = await profile.patchAccountInfo(sessionOf(request), request.body);
      return { success: true as const, message: m('accountInfoUpdated'), data };
    },
  );

  app.post(
    '/auth/resetPassword',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password, proven by the current password or a code from /auth/resetPasswordCode; the user’s other sessions end (they receive userIdEvent)',
        description:
          'Give `currentPassword` (it counts toward the account’s wrong-password delay, 429 with Retry-After) or `otp`. 400 when neither is given, the current password is wrong or the code is wrong (not 401, which tells a signed-in client its session ended).',
        security,
        body: ResetPasswordBody,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      await profile.resetPassword(sessionOf(request), request.body, clientKey(request.ip));
      return { success: true as const, message: m('passwordChanged') };
    },
  );

  app.post(
    '/auth/resetPasswordCode',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary:
          'Send a 4-digit code to the signed-in user’s phone (else email), to change the password without the current one',
        description: 'Same send limits as /auth/sendOtp (429 with Retry-After).',
        security,
        response: withErrors(ResetPasswordCodeReply),
      },
    },
    async (request) => {
      const sent = await accounts.sendAccountCode(sessionOf(request).userId, clientKey(request.ip));
      return { success: true as const, ...sent };
    },
  );
};
