// Starts a real server on loopback for API tests: temp DATA_DIR, SQLite by default, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set (created here, dropped on close).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../src/app';
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
  outbox(): OutboxEntry[];
  /** The 4-digit code in the latest outbox message sent to `to`. */
  lastOtp(to: string): string;
  close(): Promise<void>;
}

async function createPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nclude_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function engineName(): string {
  return process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
}

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
  writeFileSync(
    join(remoteDir, 'remote.json'),
    JSON.stringify({ name: 'mf_demo', paths: ['/demo', '/demo/:id'] }),
  );
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

/** A 4-digit code different from `code`. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}
