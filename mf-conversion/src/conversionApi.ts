// The calls of the conversion pages (contract: shared/src/api/conversion.ts), through the portal's
// one API client. Documents and media are two collections with the same calls; media adds the
// engine's options and the transcript.
import { api, type UploadOptions } from '@nclude/shared';
import type {
  ConversionListReply,
  ConversionRequestReply,
  MediaOptionsReply,
  SuccessMessage,
  TranscriptReply,
} from '@nclude/shared/api-schemas';

/** The API collections under /conversion: PDF documents and audio or video media. */
export type ConversionCollection = 'documents' | 'media';

/** The multipart field that carries the file: the spec's `file` for documents, `audio` for media. */
const FILE_FIELD: Record<ConversionCollection, string> = { documents: 'file', media: 'audio' };

const collectionPath = (collection: ConversionCollection) => `/conversion/${collection}`;
const requestPath = (collection: ConversionCollection, requestId: string) =>
  `${collectionPath(collection)}/${encodeURIComponent(requestId)}`;

export interface ListQuery {
  page: number;
  limit: number;
  /** Part of a file name or tag, matched by the server across all the user's requests. */
  search: string;
}

export function listRequests(
  collection: ConversionCollection,
  { page, limit, search }: ListQuery,
  signal?: AbortSignal,
): Promise<ConversionListReply> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim() !== '') query.set('search', search.trim());
  return api.get<ConversionListReply>(`${collectionPath(collection)}?${query.toString()}`, {
    signal,
  });
}

export interface ConversionUpload {
  file: File;
  /** A format of the collection (html, docx, epub; txt, vtt, srt): the server checks it. */
  outputFormat: string;
  /** The document's language (auto, en, hi, te) or the spoken one (en, hi, te). */
  language: string;
  tag: string;
}

export function uploadRequest(
  collection: ConversionCollection,
  { file, outputFormat, language, tag }: ConversionUpload,
  options: UploadOptions,
): Promise<ConversionRequestReply> {
  const form = new FormData();
  form.append('output_format', outputFormat);
  form.append('language', language);
  if (tag.trim() !== '') form.append('tag', tag.trim());
  // The file goes last: the server streams it to storage once the fields are known.
  form.append(FILE_FIELD[collection], file);
  return api.upload<ConversionRequestReply>('POST', collectionPath(collection), form, options);
}

export function getRequest(
  collection: ConversionCollection,
  requestId: string,
  signal?: AbortSignal,
): Promise<ConversionRequestReply> {
  return api.get<ConversionRequestReply>(requestPath(collection, requestId), { signal });
}

export function retryRequest(
  collection: ConversionCollection,
  requestId: string,
): Promise<ConversionRequestReply> {
  return api.post<ConversionRequestReply>(`${requestPath(collection, requestId)}/retry`);
}

export function cancelRequest(
  collection: ConversionCollection,
  requestId: string,
): Promise<ConversionRequestReply> {
  return api.post<ConversionRequestReply>(`${requestPath(collection, requestId)}/cancel`);
}

export function deleteRequest(
  collection: ConversionCollection,
  requestId: string,
): Promise<SuccessMessage> {
  return api.delete<SuccessMessage>(requestPath(collection, requestId));
}

/** What the media form may offer on this server: engine, languages, formats and limits. */
export function mediaOptions(signal?: AbortSignal): Promise<MediaOptionsReply> {
  return api.get<MediaOptionsReply>(`${collectionPath('media')}/options`, { signal });
}

/** A finished media request's cues, with short-lived addresses of its media and captions. */
export function transcript(requestId: string, signal?: AbortSignal): Promise<TranscriptReply> {
  return api.get<TranscriptReply>(`${requestPath('media', requestId)}/transcript`, { signal });
}
