// Typed wrappers over shared's `api` client for the admin, whitelist, job postings, library, news
// sources and organisation calls. The client itself (base URL, bearer token, the 401 rule, error bodies) is shared's; the payloads and
// replies are the API contract's types (type-only: no schema code reaches the bundle).
import { api, isRole, type SignInData, type UploadOptions } from '@nclude/shared';
import type {
  AccessDecisionBody,
  AccessRequestItem,
  AccessRequestsReply,
  AdminJobSaved,
  AdminJobsQuery,
  AdminJobsReply,
  AdminLibraryBooksReply,
  AdminLibraryUploadReply,
  AdminBookStatus,
  AdminLoginBody,
  AdminNewsSourceBody,
  AdminNewsSourcePatch,
  AdminNewsSourceReply,
  AdminNewsSourcesReply,
  AdminNewsTestBody,
  AdminNewsTestReply,
  BulkReportReply,
  CheckUserReply,
  ContactKind,
  EnrolledUser,
  ImportReply,
  JobCategory,
  JobPostingInput,
  LoginReply,
  OrgUsersReply,
  SingleEntryReply,
  SuccessMessage,
  WhitelistEmailBody,
  WhitelistNumberBody,
} from '@nclude/shared/api-schemas';

/** 'library' unlocks the Accessible Library; null whitelists without it. */
export type WhitelistScope = 'library' | null;

/** /auth/adminLogin answers like /auth/login, and only for an administrator. */
export function adminLogin(email: string, password: string): Promise<LoginReply> {
  const body: AdminLoginBody = { email, password };
  return api.post<LoginReply>('/auth/adminLogin', body);
}

/** Session data of a successful admin login, or null when the reply is not an admin's session. */
export function toAdminSession(reply: LoginReply, email: string): SignInData | null {
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

export function checkUser(contact: string): Promise<CheckUserReply> {
  return api.get<CheckUserReply>(`/admin/checkUser?contact=${encodeURIComponent(contact)}`);
}

export function whitelistNumber(
  phoneNumber: string,
  scope: WhitelistScope,
): Promise<SingleEntryReply> {
  const body: WhitelistNumberBody = { phoneNumber, scope };
  return api.post<SingleEntryReply>('/admin/whitelistNumber', body);
}

export function whitelistEmail(email: string, scope: WhitelistScope): Promise<SingleEntryReply> {
  const body: WhitelistEmailBody = { email, scope };
  return api.post<SingleEntryReply>('/admin/whitelistEmail', body);
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
): Promise<BulkReportReply> {
  const path = kind === 'phone' ? '/admin/whitelistNumbers' : '/admin/whitelistEmails';
  return api.upload<BulkReportReply>('POST', path, fileForm(file, scope), options);
}

export function listPendingRequests(signal?: AbortSignal): Promise<AccessRequestItem[]> {
  return api
    .get<AccessRequestsReply>('/admin/accessRequests?status=pending', { signal })
    .then((reply) => reply.requests ?? []);
}

export function approveRequest(id: string): Promise<SuccessMessage> {
  const body: AccessDecisionBody = {};
  return api.post<SuccessMessage>(`/admin/accessRequests/${encodeURIComponent(id)}/approve`, body);
}

export function rejectRequest(id: string, note: string): Promise<SuccessMessage> {
  const trimmed = note.trim();
  const body: AccessDecisionBody = trimmed === '' ? {} : { note: trimmed };
  return api.post<SuccessMessage>(`/admin/accessRequests/${encodeURIComponent(id)}/reject`, body);
}

export function uploadOrgFile(file: File, options?: UploadOptions): Promise<BulkReportReply> {
  return api.upload<BulkReportReply>('POST', '/org/uploadFileWithUsers', fileForm(file), options);
}

export function listOrgUsers(signal?: AbortSignal): Promise<EnrolledUser[]> {
  return api.get<OrgUsersReply>('/org/users', { signal }).then((reply) => reply.users ?? []);
}

/** The administrators' list of postings: every state unless `state` says otherwise. */
export interface AdminJobsFilter {
  page: number;
  limit: number;
  /** null: both categories. */
  category: JobCategory | null;
  state: NonNullable<AdminJobsQuery['state']>;
  /** '' for none. */
  search: string;
}

export function listAdminJobs(filter: AdminJobsFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(filter.page),
    limit: String(filter.limit),
    state: filter.state,
  });
  if (filter.category) query.set('job_category', filter.category);
  const search = filter.search.trim();
  if (search !== '') query.set('search', search);
  return api.get<AdminJobsReply>(`/admin/jobs?${query.toString()}`, { signal });
}

/** Adds the posting, or updates the one with the same source and externalId. */
export function saveJobPosting(input: JobPostingInput): Promise<AdminJobSaved> {
  return api.post<AdminJobSaved>('/admin/jobs', input);
}

export function closeJobPosting(jobId: string): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(`/admin/jobs/${encodeURIComponent(jobId)}/close`);
}

export function reopenJobPosting(jobId: string): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(`/admin/jobs/${encodeURIComponent(jobId)}/reopen`);
}

/** What a feed's rows take when they do not say; empty values are not sent. */
export interface FeedDefaults {
  source: string;
  category: JobCategory | null;
  contactEmail: string;
}

export function importJobFeed(
  file: File,
  defaults: FeedDefaults,
  options?: UploadOptions,
): Promise<ImportReply> {
  const form = new FormData();
  // Fields before the file: the server reads multipart parts in order.
  const source = defaults.source.trim();
  const contactEmail = defaults.contactEmail.trim();
  if (source !== '') form.append('source', source);
  if (defaults.category) form.append('job_category', defaults.category);
  if (contactEmail !== '') form.append('contactEmail', contactEmail);
  form.append('file', file, file.name);
  return api.upload<ImportReply>('POST', '/admin/jobs/import', form, options);
}

/** The administrators' list of library books; null status: every status. */
export interface LibraryBooksFilter {
  page: number;
  limit: number;
  status: AdminBookStatus | null;
  /** '' for none. */
  search: string;
}

export function listLibraryBooks(filter: LibraryBooksFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filter.page), limit: String(filter.limit) });
  if (filter.status) query.set('status', filter.status);
  const search = filter.search.trim();
  if (search !== '') query.set('search', search);
  return api.get<AdminLibraryBooksReply>(`/admin/library/books?${query.toString()}`, { signal });
}

/** A book's details as the upload form sends them; empty ones are left to the file. */
export interface LibraryBookDetails {
  category: string;
  collection: '' | 'nclude' | 'telangana';
  language: '' | 'en' | 'hi' | 'te';
  title: string;
  author: string;
  description: string;
  copyright: string;
  slug: string;
}

export function uploadLibraryBook(
  file: File,
  details: LibraryBookDetails,
  options?: UploadOptions,
): Promise<AdminLibraryUploadReply> {
  const form = new FormData();
  // Fields before the file: the server reads multipart parts in order.
  for (const [name, value] of Object.entries(details)) {
    const trimmed = value.trim();
    if (trimmed !== '' || name === 'category') form.append(name, trimmed);
  }
  form.append('file', file, file.name);
  return api.upload<AdminLibraryUploadReply>('POST', '/admin/library/books', form, options);
}

export function deleteLibraryBook(bookId: string): Promise<SuccessMessage> {
  return api.delete<SuccessMessage>(`/admin/library/books/${encodeURIComponent(bookId)}`);
}

export function retryLibraryBook(bookId: string): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(`/admin/library/books/${encodeURIComponent(bookId)}/retry`);
}

/** Every news source, and whether this server lets sources be marked local. */
export function listNewsSources(signal?: AbortSignal): Promise<AdminNewsSourcesReply> {
  return api.get<AdminNewsSourcesReply>('/admin/news/sources', { signal });
}

/** Adds a source; the server starts its first poll at once. */
export function addNewsSource(body: AdminNewsSourceBody): Promise<AdminNewsSourceReply> {
  return api.post<AdminNewsSourceReply>('/admin/news/sources', body);
}

/** Fetches and reads a feed without keeping anything: what a source at `url` would give. */
export function testNewsFeed(body: AdminNewsTestBody): Promise<AdminNewsTestReply> {
  return api.post<AdminNewsTestReply>('/admin/news/test', body);
}

export function updateNewsSource(
  sourceId: string,
  patch: AdminNewsSourcePatch,
): Promise<AdminNewsSourceReply> {
  return api.patch<AdminNewsSourceReply>(
    `/admin/news/sources/${encodeURIComponent(sourceId)}`,
    patch,
  );
}

export function pollNewsSource(sourceId: string): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(`/admin/news/sources/${encodeURIComponent(sourceId)}/poll`);
}

/** Removes the source with its articles. */
export function deleteNewsSource(sourceId: string): Promise<SuccessMessage> {
  return api.delete<SuccessMessage>(`/admin/news/sources/${encodeURIComponent(sourceId)}`);
}
