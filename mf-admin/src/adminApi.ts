// Typed wrappers over shared's `api` client for the admin, whitelist and organisation calls. The
// client itself (base URL, bearer token, the 401 rule, error bodies) is shared's; this file only
// names payloads and replies.
import { api, isRole, type SignInData, type UploadOptions } from '@nclude/shared';

/** Same shape as /auth/login; the server answers it only for an administrator. */
export interface AdminLoginResponse {
  success: boolean;
  token?: string;
  scope?: string | null;
  userId?: string;
  message?: string;
  role?: string;
  userName?: string;
}

export type ContactKind = 'phone' | 'email';

/** The account that added a whitelist entry (never a display name, which its owner can edit). */
export interface AddedBy {
  role: 'admin' | 'org' | 'user';
  userId: string;
  email: string | null;
}

export interface CheckUserResponse {
  success: boolean;
  contact: string;
  kind: ContactKind;
  whitelisted: boolean;
  scope: string | null;
  /** null when the system added the entry or the adder's account is gone. */
  addedBy: AddedBy | null;
  addedAt: string | null;
  accountExists: boolean;
}

/** 'library' unlocks the Accessible Library; null whitelists without it. */
export type WhitelistScope = 'library' | null;

export interface WhitelistOneResponse {
  success: boolean;
  message?: string;
  added: number;
  alreadyPresent: number;
}

export interface InvalidRow {
  row: number;
  value: string;
  reason: string;
}

/** The per-row report of a bulk upload (admin numbers/emails and the organisation upload). */
export interface BulkReport {
  success: boolean;
  message?: string;
  added: number;
  alreadyPresent: number;
  invalid: InvalidRow[];
}

export interface AccessRequest {
  id: string;
  userName: string;
  phoneNumber: string;
  email: string;
  disabilityType: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  /** API path of the certificate PDF, e.g. '/v1/api/files/<id>'. */
  certificate: string;
}

export interface MessageResponse {
  success: boolean;
  message?: string;
}

export interface EnrolledUser {
  phoneNumber: string;
  addedAt: string;
  signedUp: boolean;
  userName: string | null;
}

export function adminLogin(email: string, password: string): Promise<AdminLoginResponse> {
  return api.post<AdminLoginResponse>('/auth/adminLogin', { email, password });
}

/** Session data of a successful admin login, or null when the reply is not an admin's session. */
export function toAdminSession(reply: AdminLoginResponse, email: string): SignInData | null {
  if (!reply.success || !reply.token || !reply.userId) return null;
  if (!isRole(reply.role) || reply.role !== 'admin') return null;
  return {
    token: reply.token,
    userId: reply.userId,
    role: 'admin',
    scope: reply.scope ?? null,
    userName: reply.userName ?? email,
  };
}

export function checkUser(contact: string): Promise<CheckUserResponse> {
  return api.get<CheckUserResponse>(`/admin/checkUser?contact=${encodeURIComponent(contact)}`);
}

export function whitelistNumber(
  phoneNumber: string,
  scope: WhitelistScope,
): Promise<WhitelistOneResponse> {
  return api.post<WhitelistOneResponse>('/admin/whitelistNumber', { phoneNumber, scope });
}

export function whitelistEmail(
  email: string,
  scope: WhitelistScope,
): Promise<WhitelistOneResponse> {
  return api.post<WhitelistOneResponse>('/admin/whitelistEmail', { email, scope });
}

function fileForm(file: File, scope?: WhitelistScope): FormData {
  const form = new FormData();
  // Fields before the file: the server reads multipart parts in order.
  if (scope) form.append('scope', scope);
  form.append('file', file, file.name);
  return form;
}

export function whitelistFile(
  kind: ContactKind,
  file: File,
  scope: WhitelistScope,
  options?: UploadOptions,
): Promise<BulkReport> {
  const path = kind === 'phone' ? '/admin/whitelistNumbers' : '/admin/whitelistEmails';
  return api.upload<BulkReport>('POST', path, fileForm(file, scope), options);
}

export function listPendingRequests(signal?: AbortSignal): Promise<AccessRequest[]> {
  return api
    .get<{ success: boolean; requests: AccessRequest[] }>('/admin/accessRequests?status=pending', {
      signal,
    })
    .then((reply) => reply.requests ?? []);
}

export function approveRequest(id: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/admin/accessRequests/${encodeURIComponent(id)}/approve`, {});
}

export function rejectRequest(id: string, note: string): Promise<MessageResponse> {
  const trimmed = note.trim();
  return api.post<MessageResponse>(
    `/admin/accessRequests/${encodeURIComponent(id)}/reject`,
    trimmed === '' ? {} : { note: trimmed },
  );
}

export function uploadOrgFile(file: File, options?: UploadOptions): Promise<BulkReport> {
  return api.upload<BulkReport>('POST', '/org/uploadFileWithUsers', fileForm(file), options);
}

export function listOrgUsers(signal?: AbortSignal): Promise<EnrolledUser[]> {
  return api
    .get<{ success: boolean; users: EnrolledUser[] }>('/org/users', { signal })
    .then((reply) => reply.users ?? []);
}
