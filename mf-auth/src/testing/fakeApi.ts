// Test scaffolding: answers the shared api client's fetch calls from a table of handlers, so page
// tests exercise the real client (URLs, bodies, error handling) without a server.
export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (body: Record<string, unknown>) => FakeReply | Promise<FakeReply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const API_PREFIX = '/v1/api';

/** Installs a fetch that routes `POST /v1/api/auth/...` to `handlers['/auth/...']`; returns the calls made. */
export function installFakeApi(handlers: Record<string, FakeHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method: init?.method ?? 'GET', path, body });
    const handler = handlers[path];
    const reply: FakeReply = handler
      ? await handler(body)
      : { status: 404, body: { success: false, message: `No fake handler for ${path}` } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fakeFetch as typeof fetch;
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
