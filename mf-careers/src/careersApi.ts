// The calls of the careers pages (contract: shared/src/api/careers.ts), through the portal's one
// API client. The spec's storage key `resume` ('true'/'false') follows what the server says.
import { api, writeItem, type UploadOptions } from '@nclude/shared';
import type {
  ApplicationsReply,
  ApplyReply,
  JobCategory,
  JobsReply,
  ParsedResume,
  RecommendedReply,
  ResumeReply,
  SuccessMessage,
} from '@nclude/shared/api-schemas';

export interface JobsQuery {
  category: JobCategory;
  page: number;
  limit: number;
  search: string;
}

export function listJobs({ category, page, limit, search }: JobsQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({
    job_category: category,
    page: String(page),
    limit: String(limit),
  });
  if (search.trim() !== '') query.set('search', search.trim());
  return api.get<JobsReply>(`/careers/jobs?${query.toString()}`, { signal });
}

export function recommendedJobs(page: number, limit: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return api.get<RecommendedReply>(`/careers/jobs/recommended?${query.toString()}`, { signal });
}

export function markJobRead(jobId: string) {
  return api.post<SuccessMessage>(`/careers/jobs/${encodeURIComponent(jobId)}/read`);
}

export function applyForJob(jobId: string, consent: boolean) {
  return api.post<ApplyReply>(`/careers/jobs/${encodeURIComponent(jobId)}/apply`, { consent });
}

export function listApplications(signal?: AbortSignal) {
  return api.get<ApplicationsReply>('/careers/applications', { signal });
}

/** The person's resume; keeps the spec's `resume` storage flag in step with the server. */
export async function getResume(signal?: AbortSignal): Promise<ResumeReply> {
  const reply = await api.get<ResumeReply>('/careers/resume', { signal });
  writeItem('resume', reply.hasResume ? 'true' : 'false');
  return reply;
}

export async function uploadResume(file: File, options?: UploadOptions): Promise<ResumeReply> {
  const form = new FormData();
  form.append('file', file);
  const reply = await api.upload<ResumeReply>('POST', '/careers/resume', form, options);
  writeItem('resume', 'true');
  return reply;
}

/** Saves corrections of the reading `jobId` (a 409 when a newer resume has replaced it). */
export function saveResume(jobId: string, resume: ParsedResume) {
  return api.put<ResumeReply>('/careers/resume', { jobId, resume });
}
