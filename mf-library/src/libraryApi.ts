// The calls of the library pages (contract: shared/src/api/library.ts), through the portal's one
// API client. Every address is under /library; the listener is the session, never a phone number.
import { api, apiUrl, type LibraryFormat, type LibraryLanguage } from '@nclude/shared';
import type {
  BooksPage,
  CategoriesReply,
  CreateFormatReply,
  ListenReply,
  ProgressBody,
  ReviewBody,
  ReviewReply,
  ReviewsReply,
  SectionTextReply,
  ShelfReply,
} from '@nclude/shared/api-schemas';
/** The spec's answer to a recorded download (RecordDownloadReply of the contract). */
interface DownloadReply {
  message: string;
}

const BASE = '/library';
const part = (value: string | number) => encodeURIComponent(String(value));

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

export function listCategories(language: LibraryLanguage, signal?: AbortSignal) {
  return api.get<CategoriesReply>(`${BASE}/categories/${part(language)}`, { signal });
}

export interface BrowseParams {
  search: string;
  language: LibraryLanguage;
  page: number;
  limit: number;
}

export function browseBooks({ search, language, page, limit }: BrowseParams, signal?: AbortSignal) {
  const q = query({ search: search.trim(), language, page, limit });
  return api.get<BooksPage>(`${BASE}/books?${q}`, { signal });
}

/** The two collections the category list appends to the server's categories (spec 02 §2). */
export type Collection = 'nclude' | 'telangana';

export interface ListParams {
  language: LibraryLanguage;
  page: number;
  limit: number;
}

export function categoryBooks(
  category: string,
  { language, page, limit }: ListParams,
  signal?: AbortSignal,
) {
  const q = query({ category, language, page, limit });
  return api.get<BooksPage>(`${BASE}/booksByCategoryAndLang?${q}`, { signal });
}

export function collectionBooks(
  collection: Collection,
  { language, page, limit }: ListParams,
  signal?: AbortSignal,
) {
  // Nclude Books are one list in every language; Telangana Books are asked for in the language.
  const path =
    collection === 'nclude'
      ? `${BASE}/nclude-books?${query({ page, limit })}`
      : `${BASE}/telangana-books?${query({ page, limit, language })}`;
  return api.get<BooksPage>(path, { signal });
}

export function bookShelf(signal?: AbortSignal) {
  return api.get<ShelfReply>(`${BASE}/shelf`, { signal });
}

/** Everything the play page needs in one call: the book, chapters, progress, audio token. */
export function listen(bookAwsName: string, signal?: AbortSignal) {
  return api.get<ListenReply>(`${BASE}/listen/${part(bookAwsName)}`, { signal });
}

/** The address the <audio> element plays: the signed token stands in for the bearer header. */
export function sectionAudioUrl(bookAwsName: string, index: number, token: string): string {
  return apiUrl(`${BASE}/section/play/${part(bookAwsName)}/${part(index)}?${query({ token })}`);
}

export function sectionText(bookAwsName: string, index: number, signal?: AbortSignal) {
  return api.get<SectionTextReply>(`${BASE}/section/text/${part(bookAwsName)}/${part(index)}`, {
    signal,
  });
}

export function saveProgress(bookAwsName: string, body: ProgressBody) {
  return api.put<unknown>(`${BASE}/progress/${part(bookAwsName)}`, body);
}

export function bookReviews(bookId: string, signal?: AbortSignal) {
  return api.get<ReviewsReply>(`${BASE}/book/${part(bookId)}/reviews`, { signal });
}

export function addReview(body: ReviewBody) {
  return api.post<ReviewReply>(`${BASE}/book/addReview`, body);
}

export function createFormat(bookId: string, formatType: LibraryFormat) {
  return api.post<CreateFormatReply>(`${BASE}/formats`, { bookId, formatType });
}

export function recordDownload(bookId: string, formatType: LibraryFormat, formatLink: string) {
  return api.post<DownloadReply>(`${BASE}/downloads`, { bookId, formatType, formatLink });
}

/** The file's name on the reader's device: MP3 comes as a zip of the sections' MP3 files. */
export function downloadName(bookAwsName: string, formatType: LibraryFormat): string {
  return `${bookAwsName}.${formatType === 'mp3' ? 'zip' : formatType}`;
}
