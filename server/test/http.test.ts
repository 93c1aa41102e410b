import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent, request as httpRequest } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { redactTokens } from '../src/logger';
import { DEMO_MANIFEST, engineName, sendForm, startTestServer, type TestServer } from './helpers';

const html = { accept: 'text/html,application/xhtml+xml' };

describe(`HTTP surface (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('GET /healthz and /readyz', async () => {
    expect(await server.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('compresses large responses for clients that accept it', async () => {
    const response = await fetch(`${server.baseUrl}/v1/api/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const path of ['/', '/v1/api/auth/session']) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: html });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('refuses a NUL character anywhere a client can put one, with a 400', async () => {
    const message = 'The request contains a NUL character (U+0000), which no field accepts.';
    const json = await server.post('/v1/api/auth/login', { email: 'a\u0000@b.co', password: 'x' });
    expect(json).toMatchObject({ status: 400, body: { success: false, message } });
    const query = await server.get('/v1/api/admin/checkUser?contact=90000%0000001');
    expect(query).toMatchObject({ status: 400, body: { message } });
    const form = new FormData();
    form.append('userName', 'Nul\u0000Name');
    const multipart = await sendForm(server, 'POST', '/v1/api/auth/requestAccess', form);
    expect(multipart).toMatchObject({ status: 400, body: { message } });
  });

  it('keeps approval and link tokens out of the logs', () => {
    expect(redactTokens('/approval?token=s3cret')).toBe('/approval?token=[redacted]');
    expect(redactTokens('/link?token=abc&callback_info=email')).toBe(
      '/link?token=[redacted]&callback_info=[redacted]',
    );
    expect(redactTokens('/v1/api/auth/session')).toBe('/v1/api/auth/session');
  });

  it('survives the database closing its idle connections, and answers again', async () => {
    expect((await server.get('/readyz')).status).toBe(200);
    if (server.app.database.engine === 'postgres') {
      // What a PostgreSQL restart or failover does to a pool's idle connections.
      const database = new URL(server.config.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: server.config.databaseUrl });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await server.get('/readyz')).status).toBe(200);
    expect((await server.get('/healthz')).status).toBe(200);
  });

  it('gives every response a request id', async () => {
    const response = await server.get('/healthz');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane request id from the client and replaces any other with a UUID', async () => {
    const withId = (id: string) =>
      fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': id } });
    for (const sane of ['abc-123', 'proxy.7f:3e_9A', 'x'.repeat(64)]) {
      expect((await withId(sane)).headers.get('x-request-id')).toBe(sane);
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const insane of [
      'x'.repeat(65),
      'has space',
      'a,b',
      '<script>',
      'id"injected',
      'caf\u00e9',
      'tab\there',
    ]) {
      const response = await withId(insane);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toMatch(uuid);
    }
    // Empty: a fresh id too (two requests, two ids).
    const first = (await withId('')).headers.get('x-request-id');
    const second = (await withId('')).headers.get('x-request-id');
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(first).not.toBe(second);
  });

  it('GET /remotes.json lists each built remote: its route manifest and where its code is', async () => {
    const response = await server.get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      remotes: [{ ...DEMO_MANIFEST, entry: '/remotes/mf-demo/mf-manifest.json' }],
    });
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves remote files at /remotes/<folder>/ with CORS open to any host', async () => {
    const response = await fetch(`${server.baseUrl}/remotes/mf-demo/mf-manifest.json`, {
      headers: { origin: 'http://other.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ id: 'mf_demo', name: 'mf_demo' });
    const missing = await fetch(`${server.baseUrl}/remotes/mf-demo/nope.js`);
    expect(missing.status).toBe(404);
  });

  it('serves the shell with index.html not cached and hashed assets cached for a year', async () => {
    const index = await fetch(`${server.baseUrl}/`, { headers: html });
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');
    const asset = await fetch(`${server.baseUrl}/assets/main.3f2a9c1b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes a browser navigates to', async () => {
    for (const path of ['/profile', '/link/email', '/login?next=%2Fprofile']) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers HEAD like GET on pages, assets and the API, without a body', async () => {
    for (const path of ['/', '/login', '/profile', '/assets/main.3f2a9c1b.js', '/healthz']) {
      const get = await fetch(`${server.baseUrl}${path}`, { headers: html });
      const head = await fetch(`${server.baseUrl}${path}`, { method: 'HEAD', headers: html });
      expect([path, head.status]).toEqual([path, get.status]);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(await head.text()).toBe('');
    }
    const missing = await fetch(`${server.baseUrl}/v1/api/unknown`, { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('never answers missing assets or API calls with index.html', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/missing.4b5c6d7e.js`, { headers: html });
    expect(asset.status).toBe(404);
    const json = await fetch(`${server.baseUrl}/data/missing.json`, { headers: html });
    expect(json.status).toBe(404);
    const api = await fetch(`${server.baseUrl}/v1/api/unknown`, { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
    const notHtml = await fetch(`${server.baseUrl}/profile`, {
      headers: { accept: 'application/json' },
    });
    expect(notHtml.status).toBe(404);
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await server.get('/v1/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const paths = response.body.paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>
    >;
    for (const route of ['sendOtp', 'validate', 'signup', 'login', 'otpLogin', 'logout']) {
      expect(paths[`/v1/api/auth/${route}`]?.post?.responses?.['200']).toBeDefined();
    }
    expect(paths['/v1/api/auth/login']?.post?.requestBody).toBeDefined();
    expect(
      paths['/v1/api/auth/session']?.get?.responses?.['4XX'] ??
        paths['/v1/api/auth/session']?.get?.responses?.['4xx'],
    ).toBeDefined();
  });
});

describe('static hosting edge cases', () => {
  it('answers / with a build hint and keeps the API up when the shell is not built', async () => {
    const server = await startTestServer({ STATIC_DIR: '/nonexistent/shell/dist' });
    try {
      const response = await fetch(`${server.baseUrl}/`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await response.text()).toMatch(/pnpm build/);
      expect((await server.get('/healthz')).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/profile`, { headers: html })).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('serves /remotes.json from REMOTES_FILE when set, re-reading it on each request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nclude-remotes-'));
    const file = join(dir, 'remotes.json');
    const registry = {
      remotes: [
        {
          ...DEMO_MANIFEST,
          name: 'mf_auth',
          entry: 'https://cdn.example.org/mf-auth/mf-manifest.json',
        },
      ],
    };
    writeFileSync(file, JSON.stringify(registry));
    const server = await startTestServer({ REMOTES_FILE: file });
    try {
      expect((await server.get('/remotes.json')).body).toEqual(registry);
      // An entry of another contract version is refused with the reason, not served.
      writeFileSync(file, JSON.stringify({ remotes: [{ ...registry.remotes[0], contract: 2 }] }));
      const newer = await server.get('/remotes.json');
      expect(newer.status).toBe(503);
      expect(newer.body).toMatchObject({
        message: expect.stringContaining('contract 2 is not supported'),
      });
      writeFileSync(file, '{ not json');
      const broken = await server.get('/remotes.json');
      expect(broken.status).toBe(503);
      expect(broken.body).toMatchObject({
        success: false,
        message: expect.stringContaining('REMOTES_FILE'),
      });
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('allows the configured CORS origins on the API', async () => {
    const server = await startTestServer({ CORS_ORIGINS: 'http://remote.example:3001' });
    try {
      const allowed = await fetch(`${server.baseUrl}/v1/api/auth/session`, {
        headers: { origin: 'http://remote.example:3001' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://remote.example:3001');
      const other = await fetch(`${server.baseUrl}/v1/api/auth/session`, {
        headers: { origin: 'http://evil.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('readiness', () => {
  it('says which parts answer: the database, Redis when configured, and file storage', async () => {
    const server = await startTestServer();
    try {
      expect(await server.get('/readyz')).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', redis: 'not used', storage: 'ok' } },
      });
      // The files folder replaced by a file: nothing can be stored.
      rmSync(join(server.dataDir, 'files'), { recursive: true, force: true });
      writeFileSync(join(server.dataDir, 'files'), 'not a folder');
      expect(await server.get('/readyz')).toMatchObject({
        status: 503,
        body: {
          message: 'File storage is not available',
          checks: { database: 'ok', storage: 'failed' },
        },
      });
    } finally {
      rmSync(join(server.dataDir, 'files'), { force: true });
      await server.close();
    }
  });

  it('lets a request in flight finish when the node stops, and closes its kept-alive connection', async () => {
    const server = await startTestServer();
    const agent = new Agent({ keepAlive: true });
    try {
      const body = JSON.stringify({ email: 'admin@nclude.local', password: 'not-the-password' });
      let sendRest = () => {};
      const answered = new Promise<{ status?: number; connection?: string; text: string }>(
        (resolve, reject) => {
          const request = httpRequest(
            `${server.baseUrl}/v1/api/auth/login`,
            {
              method: 'POST',
              agent,
              headers: {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(body)),
              },
            },
            (response) => {
              let text = '';
              response.on('data', (piece: Buffer) => (text += piece.toString()));
              response.on('end', () =>
                resolve({
                  status: response.statusCode,
                  connection: response.headers.connection,
                  text,
                }),
              );
            },
          );
          request.on('error', reject);
          // Half the body now: the request is in flight when the node is told to stop.
          request.write(body.slice(0, 10));
          sendRest = () => request.end(body.slice(10));
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const closing = server.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      sendRest();
      const response = await answered;
      // Served as usual (no 503 while closing), and the connection is not kept for more.
      expect(response.status).toBe(401);
      expect(JSON.parse(response.text)).toMatchObject({ message: 'Incorrect email or password' });
      expect(response.connection).toBe('close');
      await closing;
    } finally {
      agent.destroy();
    }
  });

  it('answers 503 within seconds when Redis does not answer', async () => {
    const server = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      // Without the check's own time limit this request would wait for Redis for ever.
      expect(await server.get('/readyz')).toMatchObject({
        status: 503,
        body: { message: 'Redis is not reachable', checks: { database: 'ok', redis: 'failed' } },
      });
    } finally {
      await server.close().catch(() => undefined);
    }
  });

  it('answers 503 when Redis takes the connection and never answers, and closes cleanly', async () => {
    // A silent peer keeps every client's commands in its offline queue; closing the node then
    // rejects them, also those socket.io's adapter sent without waiting (psubscribe, subscribe).
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const unhandled: unknown[] = [];
    const hear = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', hear);
    try {
      const { port } = silent.address() as AddressInfo;
      const server = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${port}` });
      expect(await server.get('/readyz')).toMatchObject({
        status: 503,
        body: { checks: { database: 'ok', redis: 'failed' } },
      });
      await server.close();
      // Rejections are reported after the microtasks of the turn in which they happened.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', hear);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers 503 when the database is gone', async () => {
    const server = await startTestServer();
    try {
      await server.app.database.close();
      const response = await server.get('/readyz');
      expect(response).toMatchObject({
        status: 503,
        body: { success: false, message: 'The database is not reachable' },
      });
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
