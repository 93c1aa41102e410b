// `pnpm bench`: figures, not assertions. Prints build time, the gzip size of the shell's first-load
// JS and of each remote's entry as Chromium actually loads them, Lighthouse's mobile performance
// score and LCP for /login (signed out) and / (signed in), and, under autocannon on loopback,
// throughput and latency of /auth/login and of a cheap authenticated endpoint beside the throughput
// of bare argon2id verification in the same run (the ceiling for login on this machine); then the
// document converter's figures (bench-conversion.mjs) and the captions pipeline's (real-time factor,
// overhead and word error rate per engine, bench-captions.mjs), the Information Access
// assistant's (retrieval on the question set, the engine's overhead over the model's latency,
// bench-assistant.mjs) and the careers area's (the resume parser's field F1 on generated resumes,
// nDCG@10 of the recommendations, ranking latency over 10,000 postings, bench-careers.mjs) and the
// audiobook library's (synthesis speed per language, ingestion of a 100,000-word book, section
// audio requests per second with Range at 100 connections, bench-library.mjs) and the news
// area's (ingestion throughput, the article list's latency at 100,000 articles, bench-news.mjs)
// and the browser agent's (fixture task success, steps and time with a scripted model and in the
// command language, snapshot tokens per page, bench-agent.mjs) and the scale-out load test (200
// simulated people for 60 s on one node and on two over PostgreSQL and Redis: read throughput,
// p50/p99, errors, the ratio two/one, bench-load.mjs). `pnpm bench conversion`,
// `pnpm bench captions`, `pnpm bench assistant`, `pnpm bench careers`, `pnpm bench library`,
// `pnpm bench news`, `pnpm bench agent` and `pnpm bench load` run only those.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import {
  ensurePnpm,
  importTypeScript,
  installWorkspace,
  pnpm,
  repoRoot,
  log,
} from './toolchain.mjs';
import { ensureChromium } from './provision.mjs';
import { benchAssistant } from './bench-assistant.mjs';
import { benchCaptions } from './bench-captions.mjs';
import { benchCareers } from './bench-careers.mjs';
import { benchConversion } from './bench-conversion.mjs';
import { benchLibrary, settleSeedLibrary } from './bench-library.mjs';
import { benchNews } from './bench-news.mjs';
import { benchAgent } from './bench-agent.mjs';
import { benchLoad } from './bench-load.mjs';

const PARTS = [
  'all',
  'conversion',
  'captions',
  'assistant',
  'careers',
  'library',
  'news',
  'agent',
  'load',
];
const part = process.argv[2] ?? 'all';
if (!PARTS.includes(part)) {
  throw new Error(`pnpm bench [${PARTS.join('|')}]: unknown part "${part}"`);
}

const requireFromServer = createRequire(path.join(repoRoot, 'server', 'package.json'));
const requireFromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
const argon2 = requireFromServer('argon2');
const autocannon = requireFromRoot('autocannon');
const { chromium } = requireFromE2e('@playwright/test');
const { default: lighthouse } = part === 'all' ? await import('lighthouse') : { default: null };

// OWASP's recommended minimum for argon2id; the server hashes with the same parameters.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const PORT = Number(process.env.BENCH_PORT ?? 8095);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = 'Bench@12345';
const ADMIN_LOGIN = JSON.stringify({ email: 'admin@nclude.local', password: ADMIN_PASSWORD });
// Lighthouse's figures vary from run to run on a shared machine: each page is audited this many
// times and the run with the median score is reported.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const report = (name, value, target = '') => {
  rows.push([name, value, target]);
  log(`${name}: ${value}${target ? `  (target ${target})` : ''}`);
};

const pnpmCommand = ensurePnpm();
installWorkspace(pnpmCommand);
// Debian's Chromium with the agent's flags, kept off the network: nothing is fetched beyond the portal.
const { CHROMIUM_ARGS } = await importTypeScript(
  path.join(repoRoot, 'server', 'src', 'chromium-flags.ts'),
);

const apps =
  part === 'all'
    ? ['shell', ...readdirSync(repoRoot).filter((name) => name.startsWith('mf-'))]
    : [];
for (const app of apps.map((name) => `@nclude/${name}`)) {
  const started = performance.now();
  if (pnpm(pnpmCommand, ['--filter', app, 'run', 'build'], { stdio: 'ignore' }) !== 0) {
    throw new Error(`build of ${app} failed`);
  }
  report(`build time ${app}`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (pnpm(pnpmCommand, ['--filter', '@nclude/server', 'run', 'build'], { stdio: 'ignore' }) !== 0) {
  throw new Error('build of @nclude/server failed');
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-'));
// The parts measured against the bench's seeded server; the others start what they measure, and
// this one's seed library would otherwise be read aloud while they run.
const usesServer = ['all', 'conversion', 'careers', 'library'].includes(part);
const server = usesServer
  ? spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(repoRoot, 'server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        LOGIN_ATTEMPTS_PER_IP: '100000000',
        // Logins still finishing from the load test would otherwise end (single-session policy) the
        // session whose checks are measured next, turning them all into 401s.
        SESSION_POLICY: 'multiple',
        // The conversion bench measures the API while four conversions run at once.
        JOB_CONCURRENCY: '4',
      },
    })
  : null;

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready');
}

async function measureFirstLoad() {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: CHROMIUM_ARGS,
  });
  // The shell's first load is measured on /login; each remote's entry on the first of its own
  // paths that needs no parameters (the registry lists them).
  const { remotes: registry } = await (await fetch(`${BASE}/remotes.json`)).json();
  const visits = [
    '/login',
    ...registry.map((r) => r.routes.map((route) => route.path).find((p) => !p.includes(':'))),
  ];
  const scripts = [];
  for (const visit of visits) {
    const page = await browser.newPage();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const url = new URL(response.url()).pathname;
        scripts.push({ visit, url, gzip: gzipSync(await response.body()).length });
      } catch {
        // a response without a body (redirect) has nothing to measure
      }
    });
    await page.goto(`${BASE}${visit}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  }
  await browser.close();
  const shell = scripts.filter((s) => s.visit === '/login' && !s.url.startsWith('/remotes/'));
  report('shell first-load JS (gzip)', kb(shell.reduce((n, s) => n + s.gzip, 0)), '<= 130 KB');
  const remotes = new Map();
  for (const s of scripts.filter((s) => s.visit !== '/login' && s.url.startsWith('/remotes/'))) {
    const name = `${s.url.split('/')[2]} on ${s.visit}`;
    const entry = remotes.get(name) ?? { entry: 0, all: 0 };
    if (s.url.endsWith('/remoteEntry.js')) entry.entry += s.gzip;
    entry.all += s.gzip;
    remotes.set(name, entry);
  }
  for (const [name, sizes] of remotes) {
    report(`${name}: remoteEntry.js (gzip)`, kb(sizes.entry), '<= 20 KB');
    report(`${name}: all of its JS (gzip)`, kb(sizes.all));
  }
}

/**
 * Starts Debian's Chromium with a fresh profile and a DevTools port for Lighthouse to drive. With
 * `session`, that session is put in the portal's localStorage first (as a sign-in does), through a
 * page that loads nothing of the portal, so the audited load still starts with an empty cache.
 */
async function startAuditBrowser(session) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-chromium-'));
  // Its own process group, so stopping it also stops its renderer and utility processes.
  const browser = spawn(
    ensureChromium(),
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-browser.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    // Chromium writes the port it picked into the profile.
    const portFile = path.join(profile, 'DevToolsActivePort');
    for (let i = 0; i < 100 && !existsSync(portFile); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
    if (!port) throw new Error('Chromium did not open its DevTools port');
    if (session) {
      const controller = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await controller.contexts()[0].newPage();
      await page.goto(`${BASE}/favicon.ico`);
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values)) {
          if (typeof value === 'string' && value) localStorage.setItem(key, value);
        }
      }, session);
      await page.close();
      // Disconnects only; the browser keeps running for Lighthouse.
      await controller.close();
    }
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Lighthouse (mobile: its default form factor and simulated throttling) on one page. */
async function audit(visit, session) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const { port, stop } = await startAuditBrowser(session);
    try {
      const result = await lighthouse(`${BASE}${visit}`, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // The profile is fresh (empty cache); a reset would also drop the session just stored.
        disableStorageReset: true,
      });
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${visit}: ${lhr.runtimeError.message}`);
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    } finally {
      await stop();
    }
  }
  runs.sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  const median = runs[Math.floor(runs.length / 2)];
  const spread = `${runs.length} runs: ${runs.map((r) => r.score).join(', ')}`;
  report(`Lighthouse mobile ${visit}: performance`, `${median.score} (${spread})`, '100');
  report(
    `Lighthouse mobile ${visit}: LCP`,
    `${(median.lcp / 1000).toFixed(2)} s (FCP ${(median.fcp / 1000).toFixed(2)} s, TBT ${median.tbt.toFixed(0)} ms)`,
    '< 2.0 s',
  );
}

async function measureLighthouse() {
  await audit('/login', null);
  const login = await fetch(`${BASE}/v1/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: ADMIN_LOGIN,
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  const { token, userId, scope, role, userName } = await login.json();
  await audit('/', { token, userId, scope, role, userName });
}

async function bareArgon2Ceiling(seconds) {
  const hash = await argon2.hash(ADMIN_PASSWORD, ARGON2_OPTIONS);
  const concurrency = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await argon2.verify(hash, ADMIN_PASSWORD);
        done++;
      }
    }),
  );
  return done / seconds;
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function signIn() {
  const response = await fetch(`${BASE}/v1/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: ADMIN_LOGIN,
  });
  const session = await response.json();
  if (!response.ok || !session.token)
    throw new Error(`the bench could not sign in: ${JSON.stringify(session)}`);
  return session.token;
}

async function measureWeb() {
  await measureFirstLoad();
  await measureLighthouse();

  const ceiling = await bareArgon2Ceiling(8);
  report(
    'bare argon2id verify (OWASP minimum m=19 MiB, t=2, p=1)',
    `${ceiling.toFixed(1)} verifications/s`,
  );

  const login = await load({
    url: `${BASE}/v1/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: ADMIN_LOGIN,
    connections: 8,
    duration: 10,
  });
  report(
    '/auth/login throughput',
    `${login.requests.average.toFixed(1)} req/s (${((100 * login.requests.average) / ceiling).toFixed(0)}% of the argon2id ceiling), p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms, non-2xx ${login.non2xx}`,
    '>= 80% of ceiling',
  );

  const cheap = await load({
    url: `${BASE}/v1/api/auth/session`,
    headers: { authorization: `Bearer ${await signIn()}` },
    connections: 100,
    duration: 10,
  });
  report(
    '/auth/session (authenticated) at 100 connections',
    `${cheap.requests.average.toFixed(0)} req/s, p50 ${cheap.latency.p50} ms, p99 ${cheap.latency.p99} ms, non-2xx ${cheap.non2xx}`,
    'p99 < 20 ms',
  );
}

try {
  let readerToken = null;
  if (server) {
    await waitForServer();
    readerToken = await settleSeedLibrary({ base: BASE, dataDir, report });
  }
  if (part === 'all') await measureWeb();
  if (part === 'all' || part === 'conversion')
    await benchConversion({
      base: BASE,
      signIn,
      launchBrowser: () =>
        chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS }),
      report,
    });
  if (part === 'all' || part === 'captions') await benchCaptions(report);
  if (part === 'all' || part === 'assistant') await benchAssistant(report);
  if (part === 'all' || part === 'careers') await benchCareers({ base: BASE, signIn, report });
  if (part === 'all' || part === 'library')
    await benchLibrary({ base: BASE, dataDir, token: readerToken, report });
  if (part === 'all' || part === 'news') await benchNews({ report });
  if (part === 'all' || part === 'agent') await benchAgent({ report });
  if (part === 'all' || part === 'load') await benchLoad({ report });
} finally {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

// The names' column is as wide as the longest name, so a figure never runs into its name.
const width = Math.max(58, ...rows.map(([name]) => name.length + 2));
process.stdout.write(`\n${'benchmark'.padEnd(width)}figure\n`);
for (const [name, value, target] of rows) {
  process.stdout.write(`${name.padEnd(width)}${value}${target ? `   [target ${target}]` : ''}\n`);
}
