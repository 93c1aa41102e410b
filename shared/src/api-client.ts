// The only HTTP client in the frontend. JSON over fetch; uploads over XMLHttpRequest because
// fetch still reports no upload progress; replies written while they arrive (the assistants) as
// server-sent events over fetch. The product's 401 rule (section 8) lives here, once.
import { getLanguage, t } from './messages';
import { sessionStore } from './session';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface UploadOptions {
  /** Called with the sent fraction, 0..1; 1 once the server has answered. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiConfig {
  /** Default '/v1/api'; may be an absolute URL for another host. */
  baseUrl?: string;
  /** Called after a 401 on a call that sent a token, once the session is cleared (the shell goes to /login). */
  onUnauthorized?: () => void;
}

const DEFAULT_BASE_URL = '/v1/api';

let baseUrl = DEFAULT_BASE_URL;
let onUnauthorized: (() => void) | undefined;

export function configureApi(opts: ApiConfig): void {
  if (opts.baseUrl !== undefined) baseUrl = opts.baseUrl.replace(/\/+$/, '');
  if ('onUnauthorized' in opts) onUnauthorized = opts.onUnauthorized;
}

export function getApiBaseUrl(): string {
  return baseUrl;
}

/**
 * Full URL of an API path; absolute URLs pass through unchanged. Paths the server hands out
 * whole (a resume is '/v1/api/files/<id>') are re-based too, so they work with another API host.
 */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const relative = path.startsWith(`${DEFAULT_BASE_URL}/`)
    ? path.slice(DEFAULT_BASE_URL.length)
    : path;
  return `${baseUrl}${relative.startsWith('/') ? relative : `/${relative}`}`;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageFrom(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return t('unexpectedError');
}

/** Turns an answer into a value or an ApiError, applying the 401 rule. */
function settle<T>(status: number, body: unknown, sentToken: boolean): T {
  if (status >= 200 && status < 300) return body as T;
  if (status === 401 && sentToken) {
    sessionStore.signOut();
    onUnauthorized?.();
  }
  throw new ApiError(status, messageFrom(body), body);
}

/** True for a cancelled request (the page went away): nothing to show. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Sends a request with the session's bearer token; network failures become ApiError(0). */
async function send(
  method: string,
  path: string,
  accept: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<{ response: Response; sentToken: boolean }> {
  const token = sessionStore.get().token;
  // The server answers in the reader's language.
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': getLanguage() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { response, sentToken: Boolean(token) };
  } catch (error) {
    // A cancelled request is not a failure to report: callers check `name === 'AbortError'`.
    if (isAbortError(error)) throw error;
    throw new ApiError(0, t('networkError'));
  }
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, t('networkError'));
  }
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const { response, sentToken } = await send(method, path, 'application/json', body, signal);
  return settle<T>(response.status, parseBody(await readText(response)), sentToken);
}

/** A stored file (never public: it needs the bearer token) as a Blob. */
async function download(path: string, init?: { signal?: AbortSignal }): Promise<Blob> {
  const { response, sentToken } = await send('GET', path, '*/*', undefined, init?.signal);
  if (!response.ok) settle(response.status, parseBody(await readText(response)), sentToken);
  try {
    return await response.blob();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, t('networkError'));
  }
}

/**
 * Hands `blob` to the browser to save as `fileName` (a stored file comes through download, as it
 * needs the bearer token, and so reaches the person from a blob URL).
 */
export function saveBlob(blob: Blob, fileName: string): void {
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

/** Saves the stored file at `path` as `fileName` on the person's device. */
async function save(path: string, fileName: string): Promise<void> {
  saveBlob(await download(path), fileName);
}

function abortError(): Error {
  if (typeof DOMException === 'function')
    return new DOMException(t('abortedRequest'), 'AbortError');
  const error = new Error(t('abortedRequest'));
  error.name = 'AbortError';
  return error;
}

function upload<T>(
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  opts: UploadOptions = {},
): Promise<T> {
  const { onProgress, signal } = opts;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const token = sessionStore.get().token;
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLanguage());
    // No Content-Type: the browser writes the multipart boundary itself.
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const cleanUp = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.upload.addEventListener('progress', (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      cleanUp();
      onProgress?.(1);
      try {
        resolve(settle<T>(xhr.status, parseBody(xhr.responseText), Boolean(token)));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      cleanUp();
      reject(new ApiError(0, t('networkError')));
    });
    xhr.addEventListener('timeout', () => {
      cleanUp();
      reject(new ApiError(0, t('networkError')));
    });
    xhr.addEventListener('abort', () => {
      cleanUp();
      reject(abortError());
    });
    xhr.send(form);
  });
}

/** One server-sent event: its name and its JSON data. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface StreamOptions {
  signal?: AbortSignal;
  onEvent: (event: StreamEvent) => void;
}

/**
 * POSTs `body` and reads the answer as server-sent events until the server ends it. A refusal
 * before the stream starts (a JSON error) throws its ApiError, as other calls do; closing the
 * connection (the signal) is how the caller stops the server's work.
 */
async function stream(path: string, body: unknown, options: StreamOptions): Promise<void> {
  const { response, sentToken } = await send(
    'POST',
    path,
    'text/event-stream',
    body,
    options.signal,
  );
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    settle(response.status, parseBody(await readText(response)), sentToken);
    throw new ApiError(response.status, t('unexpectedError'));
  }
  // Only the assistants' pages read streams: the reader is not part of the first load.
  const { readEventStream } = await import(/* webpackChunkName: "event-stream" */ './event-stream');
  await readEventStream(response.body, options);
}

export const api = {
  get<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
    return request<T>('GET', path, undefined, init?.signal);
  },
  post<T>(path: string, body?: unknown): Promise<T> {
    return request<T>('POST', path, body);
  },
  patch<T>(path: string, body?: unknown): Promise<T> {
    return request<T>('PATCH', path, body);
  },
  put<T>(path: string, body?: unknown): Promise<T> {
    return request<T>('PUT', path, body);
  },
  delete<T>(path: string): Promise<T> {
    return request<T>('DELETE', path);
  },
  upload,
  download,
  save,
  stream,
};

export type ApiClient = typeof api;

/** Message to show for any error thrown by the client (or anything else). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return t('unexpectedError');
}
