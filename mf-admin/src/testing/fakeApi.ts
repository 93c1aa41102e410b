// Test scaffolding: answers the shared api client's calls from a table of handlers, so page tests
// exercise the real client (URLs, bodies, bearer token, error handling) without a server. JSON
// calls go through a fake fetch; uploads through a fake XMLHttpRequest that reports progress.
export interface FakeReply {
  status?: number;
  /** JSON body, or raw text (a file download) when `contentType` is given. */
  body: unknown;
  contentType?: string;
}

export interface FakeRequest {
  method: string;
  /** Path without the /v1/api prefix and without the query string. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body ({} when none). */
  body: Record<string, unknown>;
  /** The multipart form of an upload, else null. */
  form: FormData | null;
  authorization: string | null;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export type RecordedCall = FakeRequest;

const API_PREFIX = '/v1/api';

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const parsed = new URL(url, 'http://localhost');
  const pathname = parsed.pathname;
  const path = pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname;
  return { path, query: parsed.searchParams };
}

async function answer(
  handlers: Record<string, FakeHandler>,
  request: FakeRequest,
): Promise<FakeReply> {
  // A handler is found by "METHOD /path" first, then by "/path".
  const handler = handlers[`${request.method} ${request.path}`] ?? handlers[request.path];
  if (!handler) {
    return {
      status: 404,
      body: { success: false, message: `No fake handler for ${request.path}` },
    };
  }
  return handler(request);
}

function headerValue(headers: HeadersInit | undefined, name: string): string | null {
  if (!headers) return null;
  const found = Object.entries(headers as Record<string, string>).find(
    ([key]) => key.toLowerCase() === name.toLowerCase(),
  );
  return found ? found[1] : null;
}

/** Fake XMLHttpRequest for api.upload: sends 50 % progress, then the handler's answer. */
function fakeXhrClass(handlers: Record<string, FakeHandler>, calls: RecordedCall[]) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};

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
      this.events.dispatchEvent(new Event('abort'));
    }

    send(body: unknown) {
      const { path, query } = splitUrl(this.url);
      const request: FakeRequest = {
        method: this.method,
        path,
        query,
        body: {},
        form: body instanceof FormData ? body : null,
        authorization: this.headers.Authorization ?? null,
      };
      calls.push(request);
      void (async () => {
        await Promise.resolve();
        const progress = Object.assign(new Event('progress'), {
          lengthComputable: true,
          loaded: 50,
          total: 100,
        });
        this.upload.dispatchEvent(progress);
        const reply = await answer(handlers, request);
        if (reply.status === 0) {
          this.events.dispatchEvent(new Event('error'));
          return;
        }
        this.status = reply.status ?? 200;
        this.responseText =
          typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        this.events.dispatchEvent(new Event('load'));
      })();
    }
  };
}

const realFetch = globalThis.fetch;
const RealXhr = globalThis.XMLHttpRequest;

/**
 * Installs the fakes; returns the calls made, in order. Handlers are keyed by "/path" or
 * "METHOD /path" (no /v1/api prefix, no query). A reply with status 0 is a network failure.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { path, query } = splitUrl(url);
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path,
      query,
      body:
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      form: null,
      authorization: headerValue(init?.headers, 'Authorization'),
    };
    calls.push(request);
    const reply = await answer(handlers, request);
    if (reply.status === 0) throw new TypeError('Failed to fetch');
    const raw = reply.contentType !== undefined;
    return new Response(raw ? String(reply.body) : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': reply.contentType ?? 'application/json' },
    });
  };
  globalThis.fetch = fakeFetch as typeof fetch;
  globalThis.XMLHttpRequest = fakeXhrClass(handlers, calls) as unknown as typeof XMLHttpRequest;
  return calls;
}

/** Puts back the real fetch and XMLHttpRequest. */
export function uninstallFakeApi(): void {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = RealXhr;
}

export const adminLoginReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    token: 'admin-token',
    scope: null,
    userId: 'admin-1',
    hasUserInfo: true,
    message: 'Logged in',
    role: 'admin',
    userName: 'Portal Admin',
    ...overrides,
  },
});

/** A successful bulk report. */
export const bulkReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    message: 'Successfully Whitelisted',
    added: 3,
    alreadyPresent: 1,
    invalid: [
      { row: 3, value: '12345', reason: 'Enter valid 10 Digit Number' },
      { row: 6, value: '=HYPERLINK("x")', reason: 'Formulas are not allowed' },
    ],
    ...overrides,
  },
});
