// Test scaffolding: answers the shared api client's fetch calls from a table of handlers, so page
// tests exercise the real client (URLs, bodies, error handling) without a server.
export interface FakeReply {
  status?: number;
  body: unknown;
  /** Sent as-is instead of JSON (a file download), with this content type. */
  raw?: { text: string; contentType: string };
}

export type FakeHandler = (
  body: Record<string, unknown>,
  call: RecordedCall,
) => FakeReply | Promise<FakeReply>;

export interface RecordedCall {
  method: string;
  path: string;
  /** JSON body, or the multipart fields (files as File objects). */
  body: Record<string, unknown>;
  /** Request headers; not enumerable, so `toEqual` on a call compares method, path and body. */
  readonly headers: Record<string, string>;
}

function recordCall(
  method: string,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
): RecordedCall {
  const call = { method, path, body } as RecordedCall;
  Object.defineProperty(call, 'headers', { value: { ...headers }, enumerable: false });
  return call;
}

const API_PREFIX = '/v1/api';

function toPath(url: string): string {
  return url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
}

/** `'PATCH /user/patchUser'` is looked up first, then the bare path. */
function findHandler(
  handlers: Record<string, FakeHandler>,
  method: string,
  path: string,
): FakeHandler | undefined {
  return handlers[`${method} ${path}`] ?? handlers[path];
}

async function answer(handlers: Record<string, FakeHandler>, call: RecordedCall) {
  const handler = findHandler(handlers, call.method, call.path);
  return handler
    ? await handler(call.body, call)
    : { status: 404, body: { success: false, message: `No fake handler for ${call.path}` } };
}

function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    fields[key] = value;
  });
  return fields;
}

/**
 * A stand-in XMLHttpRequest for shared's `api.upload`: routes the multipart request to the same
 * handlers, reporting upload progress at 50 % and 100 % before the answer.
 */
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
    send(form: FormData) {
      const call = recordCall(this.method, toPath(this.url), formFields(form), this.headers);
      calls.push(call);
      void (async () => {
        for (const loaded of [50, 100]) {
          await Promise.resolve();
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }),
          );
        }
        const reply = await answer(handlers, call);
        if (this.aborted) return;
        this.status = reply.status ?? 200;
        this.responseText = JSON.stringify(reply.body);
        this.events.dispatchEvent(new Event('load'));
      })();
    }
  };
}

/**
 * Installs a fetch (and an XMLHttpRequest, for uploads) that routes `/v1/api/...` calls to
 * `handlers['/auth/...']` or `handlers['METHOD /auth/...']`; returns the calls made.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call = recordCall(
      init?.method ?? 'GET',
      toPath(url),
      body,
      (init?.headers as Record<string, string> | undefined) ?? {},
    );
    calls.push(call);
    const reply: FakeReply = await answer(handlers, call);
    if (reply.raw) {
      return new Response(reply.raw.text, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': reply.raw.contentType },
      });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fakeFetch as typeof fetch;
  globalThis.XMLHttpRequest = fakeXhrClass(
    handlers,
    calls,
  ) as unknown as typeof globalThis.XMLHttpRequest;
  return calls;
}

export const loginReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    token: 'token-123',
    scope: 'library',
    userId: 'user-1',
    hasUserInfo: false,
    message: 'Logged in',
    role: 'user',
    userName: 'Asha Rao',
    ...overrides,
  },
});

/** A signed-in user for the pages that need a token. */
export function signInTestUser(userName = 'Asha Rao') {
  return {
    token: 'token-123',
    userId: 'user-1',
    role: 'user' as const,
    scope: null,
    userName,
  };
}

/** A PDF File as the file input would give it. */
export function pdfFile(name = 'certificate.pdf', type = 'application/pdf'): File {
  return new File(['%PDF-1.4 test'], name, { type });
}
