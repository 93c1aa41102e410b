import { ApiError, api, apiUrl, configureApi, errorMessage } from './api-client';
import { sessionStore } from './session';

type FetchArgs = [input: string, init: RequestInit];

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1].headers ?? {}) as Record<string, string>;
}

const onUnauthorized = jest.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStore.reload();
  fetchMock = jest.fn<Promise<Response>, FetchArgs>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  onUnauthorized.mockReset();
  configureApi({ baseUrl: '/v1/api', onUnauthorized });
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

function signIn() {
  sessionStore.signIn({
    token: 'abc.def',
    userId: 'u1',
    role: 'user',
    scope: null,
    userName: 'Asha',
  });
}

describe('api JSON calls', () => {
  it('GETs from the base URL and returns the parsed body', async () => {
    reply(200, { success: true, userId: 'u1' });
    await expect(api.get('/auth/session')).resolves.toEqual({ success: true, userId: 'u1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/api/auth/session');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('sends the bearer token when signed in', async () => {
    signIn();
    reply(200, { success: true });
    await api.get('/auth/session');
    expect(sentHeaders().Authorization).toBe('Bearer abc.def');
  });

  it('POSTs and PATCHes JSON bodies', async () => {
    reply(200, { success: true });
    reply(200, { success: true });
    await api.post('/auth/login', { email: 'a@b.co', password: 'x' });
    await api.patch('/user/profile', { userName: 'A' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: '{"email":"a@b.co","password":"x"}',
    });
    expect(sentHeaders(0)['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({
      method: 'PATCH',
      body: '{"userName":"A"}',
    });
  });

  it('uses a configured base URL and passes absolute URLs through', async () => {
    configureApi({ baseUrl: 'https://api.example.org/v1/api/' });
    expect(apiUrl('/auth/login')).toBe('https://api.example.org/v1/api/auth/login');
    expect(apiUrl('auth/login')).toBe('https://api.example.org/v1/api/auth/login');
    expect(apiUrl('https://other.example.org/x')).toBe('https://other.example.org/x');
  });

  it("throws ApiError with the server's message", async () => {
    reply(400, { success: false, message: 'Invalid OTP' });
    const error = await api.post('/auth/validate', { otp: '1111' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid OTP',
      body: { success: false, message: 'Invalid OTP' },
    });
    expect(errorMessage(error)).toBe('Invalid OTP');
  });

  it('falls back to catalogue text when the body has no message', async () => {
    reply(502, '<html>Bad gateway</html>');
    await expect(api.get('/news')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('turns a network failure into ApiError(0) with catalogue text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/news')).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your internet connection and try again.',
    });
  });

  it('rethrows an abort unchanged so callers can ignore it', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/news')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('returns null for an empty body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeNull();
  });
});

describe('the 401 rule', () => {
  it('signs out and calls onUnauthorized when a call that sent a token gets 401', async () => {
    signIn();
    localStorage.setItem('resume', 'cv.pdf');
    reply(401, { success: false, message: 'Session expired' });
    await expect(api.get('/user/profile')).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('resume')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('only throws for a 401 on a call without a token (request-access notice)', async () => {
    localStorage.setItem('resume', 'kept.pdf');
    reply(401, { success: false, message: 'Not whitelisted' });
    await expect(api.post('/auth/sendOtp', { phoneNumber: '9000000009' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('resume')).toBe('kept.pdf');
  });

  it('does not sign out on a 403', async () => {
    signIn();
    reply(403, { success: false, message: 'Forbidden' });
    await expect(api.get('/library')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.get().token).toBe('abc.def');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('api.upload (XMLHttpRequest)', () => {
  const RealXhr = globalThis.XMLHttpRequest;

  class FakeXhr {
    static last: FakeXhr | null = null;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    sent: unknown = null;
    status = 0;
    responseText = '';
    upload = new EventTarget();
    private events = new EventTarget();
    constructor() {
      FakeXhr.last = this;
    }
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
    send(body: unknown) {
      this.sent = body;
    }
    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }
    progress(loaded: number, total: number) {
      const event = new Event('progress') as Event & {
        lengthComputable: boolean;
        loaded: number;
        total: number;
      };
      Object.assign(event, { lengthComputable: true, loaded, total });
      this.upload.dispatchEvent(event);
    }
    respond(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.events.dispatchEvent(new Event('load'));
    }
    fail() {
      this.events.dispatchEvent(new Event('error'));
    }
  }

  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    globalThis.XMLHttpRequest = RealXhr;
  });

  it('sends the form with the bearer token and reports progress', async () => {
    signIn();
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7']), 'cert.pdf');
    const onProgress = jest.fn();
    const pending = api.upload('POST', '/docaccess/upload', form, { onProgress });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/v1/api/docaccess/upload');
    expect(xhr.headers.Authorization).toBe('Bearer abc.def');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.sent).toBe(form);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, { success: true, id: 'r1' });
    await expect(pending).resolves.toEqual({ success: true, id: 'r1' });
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('applies the 401 rule to uploads too', async () => {
    signIn();
    const pending = api.upload('PATCH', '/user/profile', new FormData());
    FakeXhr.last!.respond(401, { success: false, message: 'Expired' });
    await expect(pending).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(sessionStore.get().token).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects with ApiError(0) on a network error and AbortError on abort', async () => {
    const failing = api.upload('POST', '/x', new FormData());
    FakeXhr.last!.fail();
    await expect(failing).rejects.toMatchObject({ status: 0 });

    const controller = new AbortController();
    const aborted = api.upload('POST', '/x', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api.download', () => {
  it('fetches a stored file with the bearer token, re-basing server paths on the API host', async () => {
    signIn();
    configureApi({ baseUrl: 'https://api.example.org/v1/api' });
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await api.download('/v1/api/files/f1');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.org/v1/api/files/f1');
    expect(sentHeaders().Authorization).toBe('Bearer abc.def');
  });

  it('throws the server message for a file the user may not see', async () => {
    signIn();
    reply(404, { success: false, message: 'File not found' });
    await expect(api.download('/files/f2')).rejects.toMatchObject({
      status: 404,
      message: 'File not found',
    });
  });

  it('applies the 401 rule', async () => {
    signIn();
    reply(401, { success: false, message: 'Your session has ended' });
    await expect(api.download('/files/f3')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get().token).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
