// Starts a real server on loopback for API tests: temp DATA_DIR, SQLite by default, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set (created here, dropped on close).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ConversionRequest } from '@nclude/shared/api-schemas';
import { buildApp, type AppDependencies } from '../src/app';
import { createPostgresDatabase } from './fixtures/postgres';
import { ManualClock } from '../src/clock';
import { loadConfig, type Config, type Env } from '../src/config';
import { migrateToLatest } from '../src/db/migrations';
import type { OutboxEntry } from '../src/delivery';
import { seedDatabase } from '../src/seed';

export const ADMIN_PASSWORD = 'Admin-Pass-123';
export const ORG_PASSWORD = 'Org-Pass-12345';

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  clock: ManualClock;
  baseUrl: string;
  dataDir: string;
  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<JsonResponse<T>>;
  get<T = Record<string, unknown>>(path: string, token?: string): Promise<JsonResponse<T>>;
  put<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<JsonResponse<T>>;
  outbox(): OutboxEntry[];
  /** The 4-digit code in the latest outbox message sent to `to`. */
  lastOtp(to: string): string;
  close(): Promise<void>;
}

export { createPostgresDatabase };

/** A socket.io connection of the session `token` to the server at `baseUrl`, once connected. */
export function openSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = connectSocket(baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function engineName(): string {
  return process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
}

/** The route manifest of the fake built remote. */
export const DEMO_MANIFEST = {
  contract: 1,
  name: 'mf_demo',
  routes: [
    { path: '/demo', title: 'titleDemo', requiresToken: true },
    { path: '/demo/:id', title: 'titleDemo', requiresToken: true },
  ],
  messages: { en: { titleDemo: 'Demo' } },
};

/** A small built shell and one built remote, so static hosting can be tested without a build. */
function writeFakeBuild(root: string): { staticDir: string; remoteDir: string } {
  const staticDir = join(root, 'static');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html lang="en"><title>Nclude</title><div id="root"></div></html>',
  );
  writeFileSync(join(staticDir, 'assets', 'main.3f2a9c1b.js'), 'console.log("shell");');
  const remoteDir = join(root, 'mf-demo', 'dist');
  mkdirSync(remoteDir, { recursive: true });
  writeFileSync(join(remoteDir, 'remote.json'), JSON.stringify(DEMO_MANIFEST));
  writeFileSync(
    join(remoteDir, 'mf-manifest.json'),
    JSON.stringify({ id: 'mf_demo', name: 'mf_demo' }),
  );
  writeFileSync(join(remoteDir, 'remoteEntry.js'), 'var mf_demo;');
  return { staticDir, remoteDir };
}

export async function startTestServer(
  env: Env = {},
  deps: AppDependencies = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nclude-server-test-'));
  const { staticDir, remoteDir } = writeFakeBuild(dataDir);
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: staticDir,
    REMOTES_DIR: remoteDir,
    ADMIN_PASSWORD,
    ORG_PASSWORD,
    LOGIN_ATTEMPTS_PER_IP: '1000',
    // The sample news feeds are polled only by the tests that ask for them.
    NEWS_SAMPLE_FEEDS: 'false',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const clock = deps.clock instanceof ManualClock ? deps.clock : new ManualClock();
  const app = await buildApp(config, { ...deps, clock });
  await migrateToLatest(app.database.db);
  await seedDatabase(app.database.db, config, clock);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request = async <T>(
    method: string,
    path: string,
    body: unknown,
    token?: string,
  ): Promise<JsonResponse<T>> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : {}) as T,
    };
  };

  const outbox = (): OutboxEntry[] => {
    const file = join(config.outboxDir, 'outbox.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as OutboxEntry);
  };

  return {
    app,
    config,
    clock,
    baseUrl,
    dataDir,
    post: (path, body, token) => request('POST', path, body, token),
    get: (path, token) => request('GET', path, undefined, token),
    put: (path, body, token) => request('PUT', path, body, token),
    outbox,
    lastOtp: (to) => {
      const entry = outbox()
        .filter((e) => e.to === to)
        .pop();
      const code = entry ? /\b(\d{4})\b/.exec(entry.text)?.[1] : undefined;
      if (!code) throw new Error(`No OTP in the outbox for ${to}`);
      return code;
    },
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The code /auth/requestAccessCode sent to `phoneNumber`, for an access request's `otp`. */
export async function accessRequestCode(server: TestServer, phoneNumber: string): Promise<string> {
  const sent = await server.post('/v1/api/auth/requestAccessCode', { phoneNumber });
  if (sent.status !== 200)
    throw new Error(`requestAccessCode failed: ${JSON.stringify(sent.body)}`);
  return server.lastOtp(phoneNumber);
}

/** A 4-digit code different from `code`. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** Sends a multipart form (FormData: text fields and Blob files) and reads the JSON answer. */
export async function sendForm<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  path: string,
  form: FormData,
  token?: string,
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: form });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as T,
  };
}

/**
 * How long a test waits for an event before calling it lost. Only a guard against a hang, never
 * a measure: on a busy 2-core machine a real engine or job has taken minutes for its turn. Below
 * Jest's test timeout (jest.config.mjs), so the failure names the condition that never came.
 */
export const HANG_GUARD_MS = 150_000;

/** Checks every 20 ms until `check` gives a value, which it returns; fails after `ms`. */
export async function until<T>(
  check: () => Promise<T | undefined | false>,
  ms = HANG_GUARD_MS,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 20));
  }
}

/**
 * A conversion request (document or media) once its job has ended, polling the API as the page
 * does: `path` is the collection, `/v1/api/conversion/documents` or `…/media`. The bound only
 * guards against a hang: on a busy 2-core machine (the corpus suite converting beside it) a
 * short job has waited over a minute for its turn.
 */
export function settledRequest(
  server: Pick<TestServer, 'get'>,
  path: string,
  id: string,
  token: string,
  ms = 240_000,
): Promise<ConversionRequest> {
  return until(async () => {
    const { body } = await server.get<{ document: ConversionRequest }>(`${path}/${id}`, token);
    const state = body.document.status.state;
    return state === 'succeeded' || state === 'failed' || state === 'cancelled'
      ? body.document
      : undefined;
  }, ms);
}

/** A FormData holding `fields` (text) and, optionally, one file. */
export function formOf(
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Buffer | string; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const blob = new Blob([file.data], { type: file.type ?? 'application/pdf' });
    form.append(file.field ?? 'file', blob, file.name);
  }
  return form;
}

/** A small document that is a PDF by content (`%PDF-` header), padded to `size` bytes. */
export function pdfBytes(size = 600, marker = 'Nclude test document'): Buffer {
  const head = `%PDF-1.4\n% ${marker}\n`;
  const tail = '\n%%EOF\n';
  const padding = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([Buffer.from(head), Buffer.alloc(padding, 0x20), Buffer.from(tail)]);
}

export interface SignedUpUser {
  token: string;
  userId: string;
  userName: string;
  email: string | null;
  phoneNumber: string | null;
  password: string;
}

let signUpCounter = 0;

/**
 * A fresh account through the real flow (whitelist entry, OTP, validate, signup). Without
 * contacts it gets a unique phone number.
 */
export async function signUp(
  server: TestServer,
  options: { email?: string; phoneNumber?: string; userName?: string; password?: string } = {},
): Promise<SignedUpUser> {
  signUpCounter += 1;
  const phoneNumber =
    options.phoneNumber ??
    (options.email
      ? undefined
      : `7${String(process.pid % 1000).padStart(3, '0')}${String(signUpCounter).padStart(6, '0')}`);
  const email = options.email?.toLowerCase();
  const password = options.password ?? 'Secret-Pass-1';
  const userName = options.userName ?? `Test User ${signUpCounter}`;
  const db = server.app.database.db;
  for (const [kind, value] of [
    ['phone', phoneNumber],
    ['email', email],
  ] as const) {
    if (!value) continue;
    await db
      .insertInto('whitelist')
      .values({
        id: randomBytes(16).toString('hex'),
        kind,
        value,
        scope: null,
        added_by: null,
        org_id: null,
        created_at: server.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const contact = phoneNumber ? { phoneNumber } : { email };
  const sent = await server.post('/v1/api/auth/sendOtp', contact);
  if (sent.status !== 200) throw new Error(`sendOtp failed: ${JSON.stringify(sent.body)}`);
  const otp = server.lastOtp((phoneNumber ?? email) as string);
  const validated = await server.post('/v1/api/auth/validate', { ...contact, otp });
  if (validated.status !== 200)
    throw new Error(`validate failed: ${JSON.stringify(validated.body)}`);
  const signed = await server.post<{ token: string; userId: string }>('/v1/api/auth/signup', {
    userName,
    password,
    email: email ?? '',
    phoneNumber: phoneNumber ?? '',
    userType: 'user',
  });
  if (signed.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signed.body)}`);
  return {
    token: signed.body.token,
    userId: signed.body.userId,
    userName,
    email: email ?? null,
    phoneNumber: phoneNumber ?? null,
    password,
  };
}

/** Signs in with email and password; the session token. */
export async function logIn(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.post<{ token: string }>('/v1/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** A password account with any role, made directly in the database; its session token. */
export async function createAccount(
  server: TestServer,
  role: 'user' | 'admin' | 'org',
  email: string,
  userName = `Account ${email}`,
  password = 'Account-Pass-1',
): Promise<{ token: string; userId: string; password: string }> {
  const { hashPassword } = await import('../src/auth/passwords');
  const userId = randomBytes(16).toString('hex');
  await server.app.database.db
    .insertInto('users')
    .values({
      id: userId,
      user_name: userName,
      email: email.toLowerCase(),
      phone_number: null,
      password_hash: await hashPassword(password),
      role,
      scope: null,
      profile_info: null,
      created_at: server.clock.now().toISOString(),
      resume_file_id: null,
      social: '[]',
    })
    .execute();
  return { token: await logIn(server, email, password), userId, password };
}
