// Answers the shared api client's calls from a table of handlers, so component tests exercise the
// real client (URLs, bodies, bearer token, error handling, upload progress) without a server.
// JSON calls go through a fake fetch, uploads through a fake XMLHttpRequest. Installed per test
// and put back automatically after each one.

export interface FakeReply {
  status?: number;
  /** JSON body, or raw text (a file download) when `contentType` is given. */
  body: unknown;
  contentType?: string;
}

/**
 * One call as the fake saw it. `method`, `path` and `body` are enumerable, so a test can compare
 * calls with `toEqual({ method, path, body })`; the rest is there to read.
 */
export interface FakeRequest {
  method: string;
  /** Path without the /v1/api prefix and without the query string. */
  path: string;
  /** Parsed JSON body, or the multipart fields (files as File objects); {} when none. */
  body: Record<string, unknown>;
  readonly query: URLSearchParams;
  /** The multipart form of an upload, else null. */
  readonly form: FormData | null;
  readonly authorization: string | null;
  readonly headers: Record<string, string>;
}

/** A reply with status 0 is a network failure. */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
export type RecordedCall = FakeRequest;

const API_PREFIX = '/v1/api';

function record(
  method: string,
  url: string,
  body: Record<string, unknown>,
  form: FormData | null,
  headers: Record<string, string>,
): FakeRequest {
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname.startsWith(API_PREFIX)
    ? parsed.pathname.slice(API_PREFIX.length)
    : parsed.pathname;
  const request = { method, path, body } as FakeRequest;
  const hidden = (value: unknown) => ({ value, enumerable: false });
  const authorization = Object.entries(headers).find(
    ([name]) => name.toLowerCase() === 'authorization',
  );
  Object.defineProperties(request, {
    query: hidden(parsed.searchParams),
    form: hidden(form),
    authorization: hidden(authorization ? authorization[1] : null),
    headers: hidden({ ...headers }),
  });
  return request;
}

async function answer(
  handlers: Record<string, FakeHandler>,
  request: FakeRequest,
): Promise<FakeReply> {
  // A handler is found by "METHOD /path" first, then by "/path".
  const handler = handlers[`${request.method} ${request.path}`] ?? handlers[request.path];
  if (!handler)
    return {
      status: 404,
      body: { success: false, message: `No fake handler for ${request.path}` },
    };
  return handler(request);
}

function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    fields[key] = value;
  });
  return fields;
}

function replyText(reply: FakeReply): string {
  return reply.contentType !== undefined || typeof reply.body === 'string'
    ? String(reply.body)
    : JSON.stringify(reply.body);
}

/** Fake XMLHttpRequest for api.upload: reports 50 % and 100 % sent, then the handler's answer. */
function fakeXhrClass(handlers: Record<string, FakeHandler>, calls: RecordedCall[]) {
  return class FakeXMLHttpRequest {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private readonly events = new EventTarget();
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    abort() {
      this.aborted = true;
      this.events.dispatchEvent(new Event('abort'));
    }
    send(body: unknown) {
      const form = body instanceof FormData ? body : null;
      const request = record(
        this.method,
        this.url,
        form ? formFields(form) : {},
        form,
        this.headers,
      );
      calls.push(request);
      void (async () => {
        for (const loaded of [50, 100]) {
          await Promise.resolve();
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }),
          );
        }
        const reply = await answer(handlers, request);
        if (this.aborted) return;
        if (reply.status === 0) {
          this.events.dispatchEvent(new Event('error'));
          return;
        }
        this.status = reply.status ?? 200;
        this.responseText = replyText(reply);
        this.events.dispatchEvent(new Event('load'));
      })();
    }
  };
}

const realFetch = globalThis.fetch;
const RealXMLHttpRequest = globalThis.XMLHttpRequest;

function headersOf(init: RequestInit | undefined): Record<string, string> {
  if (!init?.headers) return {};
  if (init.headers instanceof Headers) return Object.fromEntries(init.headers.entries());
  if (Array.isArray(init.headers)) return Object.fromEntries(init.headers);
  return { ...(init.headers as Record<string, string>) };
}

/**
 * Installs the fakes; returns the calls made, in order. Handlers are keyed by "/path" or
 * "METHOD /path" (no /v1/api prefix, no query). The real fetch and XMLHttpRequest come back
 * after the test (or with `uninstallFakeApi()`).
 */
export function installFakeApi(handlers: Record<string, FakeHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const request = record(init?.method ?? 'GET', url, body, null, headersOf(init));
    calls.push(request);
    const reply = await answer(handlers, request);
    if (reply.status === 0) throw new TypeError('Failed to fetch');
    return new Response(replyText(reply), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': reply.contentType ?? 'application/json' },
    });
  };
  globalThis.fetch = fakeFetch as typeof fetch;
  globalThis.XMLHttpRequest = fakeXhrClass(
    handlers,
    calls,
  ) as unknown as typeof globalThis.XMLHttpRequest;
  return calls;
}

/** Puts back the real fetch and XMLHttpRequest. */
export function uninstallFakeApi(): void {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = RealXMLHttpRequest;
}

// A fake left installed would answer the next test's calls: it never outlives its test.
if (typeof afterEach === 'function') afterEach(uninstallFakeApi);

/** A PDF File as a file input would give it. */
export function pdfFile(name = 'certificate.pdf', type = 'application/pdf'): File {
  return new File(['%PDF-1.4 test'], name, { type });
}
