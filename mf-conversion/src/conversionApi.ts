// The calls of the document conversion pages (contract: shared/src/api/conversion.ts), through the
// portal's one API client.
import { api, type UploadOptions } from '@nclude/shared';
import type {
  ConversionListReply,
  ConversionRequestReply,
  SuccessMessage,
} from '@nclude/shared/api-schemas';
import type { DocumentLanguage, DocumentOutputFormat } from '@nclude/shared';

const DOCUMENTS = '/conversion/documents';

export interface ListQuery {
  page: number;
  limit: number;
  /** Part of a file name or tag, matched by the server across all the user's requests. */
  search: string;
}

export function listDocuments(
  { page, limit, search }: ListQuery,
  signal?: AbortSignal,
): Promise<ConversionListReply> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim() !== '') query.set('search', search.trim());
  return api.get<ConversionListReply>(`${DOCUMENTS}?${query.toString()}`, { signal });
}

export interface DocumentUpload {
  file: File;
  outputFormat: DocumentOutputFormat;
  language: DocumentLanguage;
  tag: string;
}

export function uploadDocument(
  { file, outputFormat, language, tag }: DocumentUpload,
  options: UploadOptions,
): Promise<ConversionRequestReply> {
  const form = new FormData();
  form.append('output_format', outputFormat);
  form.append('language', language);
  if (tag.trim() !== '') form.append('tag', tag.trim());
  // The file goes last: the server streams it to storage once the fields are known.
  form.append('file', file);
  return api.upload<ConversionRequestReply>('POST', DOCUMENTS, form, options);
}

const requestPath = (requestId: string) => `${DOCUMENTS}/${encodeURIComponent(requestId)}`;

export function retryDocument(requestId: string): Promise<ConversionRequestReply> {
  return api.post<ConversionRequestReply>(`${requestPath(requestId)}/retry`);
}

export function cancelDocument(requestId: string): Promise<ConversionRequestReply> {
  return api.post<ConversionRequestReply>(`${requestPath(requestId)}/cancel`);
}

export function deleteDocument(requestId: string): Promise<SuccessMessage> {
  return api.delete<SuccessMessage>(requestPath(requestId));
}

/**
 * Saves a finished conversion under `fileName`. The file needs the bearer token, so it is fetched
 * and handed to the browser from a blob URL.
 */
export async function downloadResult(url: string, fileName: string): Promise<void> {
  const blob = await api.download(url);
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
