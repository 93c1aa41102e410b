// Typed wrappers over shared's `api` client for the profile, account, password, link, access
// request and approval calls (product rules §7, issue #3 interfaces). Multipart calls go through
// `api.upload` so the pages can show upload progress.
import { ApiError, api, isPdfFileName, t, type UploadOptions } from '@nclude/shared';

export interface UserInfo {
  userId: string;
  userName: string;
  email: string | null;
  phoneNumber: string | null;
  role: string;
  profileInfo: string | null;
  /** URL of the resume PDF ('/v1/api/files/<id>'), fetched with the bearer token. */
  resume: string | null;
  social: string[];
}

export interface AccountInfo {
  employmentStatus: string | null;
  jobSearchStatus: string | null;
  disability: string | null;
  preferredIndustry: string | null;
  preferredRole: string | null;
}

export interface MessageReply {
  success: boolean;
  message?: string;
}

interface UserInfoReply extends MessageReply {
  user: UserInfo;
}

interface AccountInfoReply extends MessageReply {
  data?: AccountInfo | null;
  /** Older servers answered with `accountInfo` (product rules §3). */
  accountInfo?: AccountInfo | null;
}

export interface PatchUserReply extends MessageReply {
  user?: UserInfo;
}

export interface PatchAccountReply extends MessageReply {
  data?: AccountInfo;
}

/** A 2xx reply with success false is still a failure, with the server's message. */
function ensureSuccess<T extends MessageReply>(reply: T): T {
  if (!reply || reply.success !== true) {
    throw new ApiError(200, reply?.message || t('unexpectedError'), reply);
  }
  return reply;
}

export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const reply = ensureSuccess(await api.get<UserInfoReply>('/user/getUserInfo', { signal }));
  const user = reply.user;
  return {
    ...user,
    email: user.email || null,
    phoneNumber: user.phoneNumber || null,
    profileInfo: user.profileInfo || null,
    resume: user.resume || null,
    social: Array.isArray(user.social) ? user.social : [],
  };
}

export const EMPTY_ACCOUNT_INFO: AccountInfo = {
  employmentStatus: null,
  jobSearchStatus: null,
  disability: null,
  preferredIndustry: null,
  preferredRole: null,
};

/** The saved account information; all nulls when it was never saved. */
export async function getAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  const reply = ensureSuccess(await api.get<AccountInfoReply>('/user/getAccountInfo', { signal }));
  return { ...EMPTY_ACCOUNT_INFO, ...(reply.data ?? reply.accountInfo ?? {}) };
}

export interface ProfileChanges {
  profileInfo: string;
  userName: string;
  /** The stored (proven) contacts, sent unchanged: they are changed through Link Email / Phone. */
  phoneNumber: string;
  email: string;
  social: string[];
  resume: File | null;
}

export async function patchUser(
  changes: ProfileChanges,
  options: UploadOptions = {},
): Promise<PatchUserReply> {
  const form = new FormData();
  form.append('profileInfo', changes.profileInfo);
  form.append('userName', changes.userName);
  form.append('phoneNumber', changes.phoneNumber);
  form.append('email', changes.email);
  form.append('social', JSON.stringify(changes.social));
  if (changes.resume) form.append('file', changes.resume, changes.resume.name);
  return ensureSuccess(await api.upload<PatchUserReply>('PATCH', '/user/patchUser', form, options));
}

export interface AccountChanges {
  employmentStatus: string;
  jobSearchStatus: string;
  disability: string;
  preferredIndustry: string;
  preferredRole: string;
}

export async function patchAccountInfo(changes: AccountChanges): Promise<PatchAccountReply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(changes)) form.append(key, value);
  return ensureSuccess(
    await api.upload<PatchAccountReply>('PATCH', '/user/patchAccountInfo', form),
  );
}

/** The proof a password change needs: the current password, or the code sent to the user. */
export type PasswordProof = { currentPassword: string } | { otp: string };

export async function resetPassword(
  newPassword: string,
  proof: PasswordProof,
): Promise<MessageReply> {
  return ensureSuccess(
    await api.post<MessageReply>('/auth/resetPassword', { newPassword, ...proof }),
  );
}

export interface ResetCodeReply extends MessageReply {
  channel: 'phone' | 'email';
  /** Masked, e.g. ******0001 or a***@example.org. */
  sentTo: string;
}

/** Sends a code to the signed-in user's phone (else email), instead of the current password. */
export async function sendResetPasswordCode(): Promise<ResetCodeReply> {
  return ensureSuccess(await api.post<ResetCodeReply>('/auth/resetPasswordCode'));
}

export type LinkKind = 'email' | 'phone';

/** Phone: the server texts a code. Email: the server emails a confirmation link. */
export async function requestLink(kind: LinkKind, value: string): Promise<MessageReply> {
  const body = kind === 'email' ? { email: value } : { phoneNumber: value };
  return ensureSuccess(await api.post<MessageReply>('/auth/linkAccountToken', body));
}

export async function linkPhoneWithOtp(phoneNumber: string, otp: string): Promise<MessageReply> {
  return ensureSuccess(await api.post<MessageReply>('/auth/linkUserAccount', { phoneNumber, otp }));
}

/** The /link confirmation page: consumes the emailed (or texted) link token. */
export async function confirmLinkToken(token: string, callbackInfo: string): Promise<MessageReply> {
  return ensureSuccess(
    await api.post<MessageReply>('/auth/linkUserAccount', { token, callback_info: callbackInfo }),
  );
}

const CLIENT_ERROR_MAX = 500;

/**
 * Reports a failure the earlier product only "logs" to the server log (POST /auth/clientErrors). Never
 * throws: a failed report must not hide the original failure from the user.
 */
export async function reportClientError(page: string, message: string): Promise<void> {
  try {
    await api.post<unknown>('/auth/clientErrors', {
      page: page.slice(0, 200),
      message: message.slice(0, CLIENT_ERROR_MAX),
    });
  } catch {
    // Nothing more to do: the user has already been told.
  }
}

export interface AccessRequest {
  userName: string;
  phoneNumber: string;
  email: string;
  disabilityType: string;
  certificate: File;
}

export async function requestAccess(
  request: AccessRequest,
  options: UploadOptions = {},
): Promise<MessageReply> {
  const form = new FormData();
  form.append('userName', request.userName);
  form.append('phoneNumber', request.phoneNumber);
  form.append('email', request.email);
  form.append('disabilityType', request.disabilityType);
  form.append('file', request.certificate, request.certificate.name);
  return ensureSuccess(
    await api.upload<MessageReply>('POST', '/auth/requestAccess', form, options),
  );
}

export async function approveAccess(token: string): Promise<MessageReply> {
  return ensureSuccess(await api.post<MessageReply>('/org/approval', { token }));
}

/**
 * Client check of a chosen PDF: a .pdf name and, when the browser knows it, a PDF type. The
 * server checks the content itself.
 */
export function isPdfFile(file: File): boolean {
  return isPdfFileName(file.name) && (file.type === '' || file.type === 'application/pdf');
}
