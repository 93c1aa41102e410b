// Typed wrappers over shared's `api` client for the profile, account, password, link, access
// request and approval calls (product rules §7, issue #3 interfaces). Multipart calls go through
// `api.upload` so the pages can show upload progress. Payloads and replies are the API
// contract's types (type-only: no schema code reaches the bundle).
import { ApiError, api, isPdfFileName, t, type UploadOptions } from '@nclude/shared';
import type {
  AccountInfo,
  AccountInfoReply,
  ApprovalBody,
  ClientErrorBody,
  LinkAccountTokenBody,
  LinkUserAccountBody,
  PatchAccountInfoBody,
  PatchAccountInfoReply,
  PatchUserReply,
  RequestAccessCodeBody,
  ResetPasswordBody,
  ResetPasswordCodeReply,
  SuccessMessage,
  UserInfo,
  UserInfoReply,
} from '@nclude/shared/api-schemas';
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_PAGE_MAX } from '@nclude/shared/validation';

/** What any reply is checked for before use: the contract says success true, a proxy may not. */
interface Envelope {
  success: boolean;
  message?: string;
}

/** Older servers answered /user/getAccountInfo with `accountInfo` (product rules §3). */
type AccountInfoReplyOfAnyServer = Partial<AccountInfoReply> &
  Envelope & { accountInfo?: AccountInfo | null };

/** A 2xx reply with success false is still a failure, with the server's message. */
function ensureSuccess<T extends Envelope>(reply: T): T {
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
  const reply = ensureSuccess(
    await api.get<AccountInfoReplyOfAnyServer>('/user/getAccountInfo', { signal }),
  );
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

/** The account form sends every field of the contract, a blank one clearing it. */
export type AccountChanges = Record<keyof PatchAccountInfoBody, string>;

export async function patchAccountInfo(changes: AccountChanges): Promise<PatchAccountInfoReply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(changes)) form.append(key, value);
  return ensureSuccess(
    await api.upload<PatchAccountInfoReply>('PATCH', '/user/patchAccountInfo', form),
  );
}

/** The proof a password change needs: the current password, or the code sent to the user. */
export type PasswordProof = { currentPassword: string } | { otp: string };

export async function resetPassword(
  newPassword: string,
  proof: PasswordProof,
): Promise<SuccessMessage> {
  const body: ResetPasswordBody = { newPassword, ...proof };
  return ensureSuccess(await api.post<SuccessMessage>('/auth/resetPassword', body));
}

/** Sends a code to the signed-in user's phone (else email), instead of the current password. */
export async function sendResetPasswordCode(): Promise<ResetPasswordCodeReply> {
  return ensureSuccess(await api.post<ResetPasswordCodeReply>('/auth/resetPasswordCode'));
}

export type LinkKind = 'email' | 'phone';

/** Phone: the server texts a code. Email: the server emails a confirmation link. */
export async function requestLink(kind: LinkKind, value: string): Promise<SuccessMessage> {
  const body: LinkAccountTokenBody = kind === 'email' ? { email: value } : { phoneNumber: value };
  return ensureSuccess(await api.post<SuccessMessage>('/auth/linkAccountToken', body));
}

export async function linkPhoneWithOtp(phoneNumber: string, otp: string): Promise<SuccessMessage> {
  const body: LinkUserAccountBody = { phoneNumber, otp };
  return ensureSuccess(await api.post<SuccessMessage>('/auth/linkUserAccount', body));
}

/** The /link confirmation page: consumes the emailed (or texted) link token. */
export async function confirmLinkToken(
  token: string,
  callbackInfo: string,
): Promise<SuccessMessage> {
  const body: LinkUserAccountBody = { token, callback_info: callbackInfo };
  return ensureSuccess(await api.post<SuccessMessage>('/auth/linkUserAccount', body));
}

/** Kept well under the API's CLIENT_ERROR_MESSAGE_MAX: the start of a failure says enough. */
const CLIENT_ERROR_MAX = Math.min(500, CLIENT_ERROR_MESSAGE_MAX);

/**
 * Reports a failure the earlier product only "logs" to the server log (POST /auth/clientErrors). Never
 * throws: a failed report must not hide the original failure from the user.
 */
export async function reportClientError(page: string, message: string): Promise<void> {
  try {
    const body: ClientErrorBody = {
      page: page.slice(0, CLIENT_ERROR_PAGE_MAX),
      message: message.slice(0, CLIENT_ERROR_MAX),
    };
    await api.post<unknown>('/auth/clientErrors', body);
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
  /** The code requestAccessCode sent to the phone number. */
  otp: string;
}

/** Sends the code that proves the phone number of an access request. */
export async function requestAccessCode(phoneNumber: string): Promise<SuccessMessage> {
  const body: RequestAccessCodeBody = { phoneNumber };
  return ensureSuccess(await api.post<SuccessMessage>('/auth/requestAccessCode', body));
}

export async function requestAccess(
  request: AccessRequest,
  options: UploadOptions = {},
): Promise<SuccessMessage> {
  const form = new FormData();
  form.append('userName', request.userName);
  form.append('phoneNumber', request.phoneNumber);
  form.append('email', request.email);
  form.append('disabilityType', request.disabilityType);
  form.append('otp', request.otp);
  form.append('file', request.certificate, request.certificate.name);
  return ensureSuccess(
    await api.upload<SuccessMessage>('POST', '/auth/requestAccess', form, options),
  );
}

export async function approveAccess(token: string): Promise<SuccessMessage> {
  const body: ApprovalBody = { token };
  return ensureSuccess(await api.post<SuccessMessage>('/org/approval', body));
}

/**
 * Client check of a chosen PDF: a .pdf name and, when the browser knows it, a PDF type. The
 * server checks the content itself.
 */
export function isPdfFile(file: File): boolean {
  return isPdfFileName(file.name) && (file.type === '' || file.type === 'application/pdf');
}
