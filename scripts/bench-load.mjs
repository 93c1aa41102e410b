// The scale-out figures for `pnpm bench` (or alone: `pnpm bench load`): BENCH_LOAD_USERS (200)
// simulated people use the portal for BENCH_LOAD_SECONDS (60) against one server node, then
// against two, each node a real `node server/dist/main.js` on one fresh PostgreSQL database, one
// Redis and one shared DATA_DIR. Each person signs in with a password, holds a socket.io
// connection, and browses: their profile, their conversion requests (the list the portal polls),
// the library's books, the news and the careers postings, with 0 to BENCH_LOAD_THINK_MS (200) ms
// between two requests. People are spread over the nodes' own addresses in turn, as a load
// balancer would, so no proxy's CPU is in the figures. Per configuration: read throughput and
// p50/p99 after the last sign-in, errors by kind, sign-in p50, sockets; then the ratio two/one.
// The load generator shares the machine's cores with the nodes, PostgreSQL and Redis: on a small
// machine the ratio says as much about the cores left as about the portal.
// Figures, not assertions: a target missed is printed, not failed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePostgres, ensureRedis } from './provision.mjs';
import { ensurePnpm, importTypeScript, log, pnpm, repoRoot } from './toolchain.mjs';

const serverDir = path.join(repoRoot, 'server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 200);
// A request slower than this is counted as an error (timeout), not waited for.
const REQUEST_TIMEOUT_MS = 15_000;
// Before each configuration the machine should be nearly idle (other people's tests, the library
// seeding of the main bench server): waited for this long at most, then measured anyway.
const QUIET_WAIT_MS = 45_000;
const QUIET_BUSY_CORES = 0.5;
const NEWS_ARTICLES = 300;

/** The reads a signed-in person makes while browsing: cheap, realistic GETs of the real API. */
const READS = [
  { name: 'profile', path: '/v1/api/user/getUserInfo' },
  { name: 'conversion requests', path: '/v1/api/conversion/documents?page=1' },
  { name: 'library books', path: '/v1/api/library/books?page=1' },
  { name: 'news articles', path: '/v1/api/news/articles?lang=eng&page=1' },
  { name: 'careers postings', path: '/v1/api/careers/jobs?job_category=government_job&page=1' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);

/** A server module or fixture by its path in server/. */
const tsModule = (file) => importTypeScript(path.resolve(serverDir, file));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(
      newest,
      statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs,
    );
  }
  return newest;
}

/** The bundle the nodes run; rebuilt only when a source (server's or the shared package's) is newer. */
function ensureServerBuild() {
  const main = path.join(serverDir, 'dist', 'main.js');
  const sources = [path.join(serverDir, 'src'), path.join(repoRoot, 'shared', 'src')];
  if (existsSync(main) && statSync(main).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  log('load: building the server (pnpm --filter @nclude/server run build)');
  if (pnpm(ensurePnpm(), ['--filter', '@nclude/server', 'run', 'build'], { stdio: 'ignore' }) !== 0)
    throw new Error('build of @nclude/server failed');
}

/** BullMQ's keys of the run's own queue (the socket.io adapter and the channels keep none). */
async function dropQueueKeys(redisUrl, queue) {
  const { Redis } = requireFromServer('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of [`bull:${queue}:*`, `${queue}:*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * What a portal in use holds before anyone browses, through the server's own code where it has
 * it: the schema, the seed (admin, organisation, whitelist, the sample job catalogue), the seed
 * library's books and sections (ready, without audio: the list does not read it, and making it
 * would cost a minute of espeak-ng), news articles from two paused sources (so nothing is ever
 * fetched), and USERS readers with the library scope and their own argon2id password hashes.
 */
async function prepareData(databaseUrl, dataDir) {
  const { openDatabase } = await tsModule('src/db/index.ts');
  const { migrateToLatest } = await tsModule('src/db/migrations/index.ts');
  const { loadConfig } = await tsModule('src/config/index.ts');
  const { seedDatabase } = await tsModule('src/seed.ts');
  const { hashPassword } = await tsModule('src/auth/passwords.ts');
  const { readSeedLibrary, seedSections } = await tsModule('src/library/seed/index.ts');
  const { createBook, replaceSections, markReady } = await tsModule('src/library/store.ts');
  const { LocalDiskStorage } = await tsModule('src/storage/storage.ts');
  const { newsSourceRow, generatedArticleRow, GENERATED_CATEGORIES } = await tsModule(
    'test/fixtures/news-rows.ts',
  );
  const { LIBRARY_SCOPE } = await tsModule(path.join(repoRoot, 'shared', 'src', 'contracts.ts'));

  const handle = openDatabase(databaseUrl);
  try {
    await migrateToLatest(handle.db);
    const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    await seedDatabase(handle.db, config);

    const storage = new LocalDiskStorage(path.join(dataDir, 'bench-load-unused'));
    for (const book of await readSeedLibrary(repoRoot)) {
      const { id } = await createBook(handle.db, { ...book, sample: true });
      await replaceSections(handle.db, storage, id, seedSections(book), 'none');
      await markReady(handle.db, id);
    }

    const now = Date.now();
    const sources = [];
    for (const [id, language] of [
      ['bench-load-eng', 'eng'],
      ['bench-load-hin', 'hin'],
    ]) {
      const at = new Date(now).toISOString();
      await handle.db
        .insertInto('news_sources')
        .values(
          newsSourceRow(
            {
              id,
              name: `Bench ${language}`,
              url: `http://127.0.0.1:9/${id}.xml`,
              language,
              categories: JSON.stringify(GENERATED_CATEGORIES),
              paused: 1,
            },
            at,
          ),
        )
        .execute();
      sources.push({ id, language });
    }
    const articles = [];
    for (let n = 0; n < NEWS_ARTICLES; n++) {
      const source = sources[n % 3 === 2 ? 1 : 0];
      articles.push(
        generatedArticleRow(n, {
          id: `bench-load-${n}`,
          source_id: source.id,
          url: `http://127.0.0.1:9/${n}`,
          language: source.language,
          published_at: new Date(now - n * 60_000).toISOString(),
          created_at: new Date(now).toISOString(),
        }),
      );
    }
    for (let at = 0; at < articles.length; at += 100)
      await handle.db
        .insertInto('news_articles')
        .values(articles.slice(at, at + 100))
        .execute();

    // argon2id runs on libuv's pool (4 threads): a few at a time keeps them all busy.
    const users = Array.from({ length: USERS }, (_, n) => ({
      email: `load-user-${n}@bench.nclude.local`,
      password: `Load-Pass-${n}-${randomBytes(4).toString('hex')}`,
    }));
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < users.length) {
          const user = users[next++];
          await handle.db
            .insertInto('users')
            .values({
              id: randomBytes(16).toString('hex'),
              user_name: `Load ${user.email.split('@')[0]}`,
              email: user.email,
              phone_number: null,
              password_hash: await hashPassword(user.password),
              role: 'user',
              scope: LIBRARY_SCOPE,
              profile_info: null,
              created_at: new Date().toISOString(),
              resume_file_id: null,
              social: '[]',
            })
            .execute();
        }
      }),
    );
    return users;
  } finally {
    await handle.close();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds a process has used (Linux /proc; null elsewhere). */
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds so far of every process named `command` (PostgreSQL's backends), by pid. */
function cpuSecondsByCommand(command) {
  const seconds = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return seconds;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== command) continue;
    } catch {
      continue;
    }
    const used = cpuSecondsOf(pid);
    if (used !== null) seconds.set(pid, used);
  }
  return seconds;
}

/** CPU used since `before` by the processes named like it (a backend started since counts whole). */
function cpuSince(command, before) {
  let total = 0;
  for (const [pid, used] of cpuSecondsByCommand(command)) total += used - (before.get(pid) ?? 0);
  return total;
}

/** Busy CPU seconds of the whole machine so far (all cores). */
function machineBusySeconds() {
  let busy = 0;
  for (const { times } of os.cpus()) busy += times.user + times.nice + times.sys + times.irq;
  return busy / 1000;
}

async function waitForQuiet() {
  const started = performance.now();
  let busyCores = Infinity;
  while (performance.now() - started < QUIET_WAIT_MS) {
    const before = machineBusySeconds();
    await sleep(2_000);
    busyCores = (machineBusySeconds() - before) / 2;
    if (busyCores < QUIET_BUSY_CORES) return busyCores;
  }
  log(
    `load: the machine is still busy (${busyCores.toFixed(2)} cores in use by others): measuring anyway`,
  );
  return busyCores;
}

/** Starts one node and waits for its /readyz; rejects with its last output when it does not come up. */
async function startNode(env, port) {
  const child = spawn(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, PORT: String(port) },
  });
  let output = '';
  // Drained always (a full pipe would stall the node); the tail is kept for error messages.
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = null;
  void exited.then((status) => {
    gone = status;
  });
  const node = {
    pid: child.pid,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = performance.now() + 90_000;
  while (performance.now() < deadline) {
    if (gone) {
      throw new Error(
        `node on port ${port} exited (${gone.code ?? gone.signal}) before it was ready:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${node.base}/readyz`);
      if (response.status === 200) return node;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await node.stop();
  throw new Error(`node on port ${port} did not answer /readyz with 200 in 90 s:\n${output}`);
}

/** One HTTP request on a keep-alive agent; resolves with the status (and the body when asked). */
function request(agent, base, method, pathname, { token, body, keepBody = false } = {}) {
  return new Promise((resolve, reject) => {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`${base}${pathname}`, { agent, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => {
        if (keepBody) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Signs one person in on `base` (for the pre-flight look at the lists). */
async function signInOnce(agent, base, user) {
  const response = await request(agent, base, 'POST', '/v1/api/auth/login', {
    body: { email: user.email, password: user.password },
    keepBody: true,
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${response.body}`);
  return JSON.parse(response.body).token;
}

/** Each read once as one person: every one must answer 200; how many items each list holds. */
async function preflight(node, user) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  try {
    const token = await signInOnce(agent, node.base, user);
    const held = [];
    for (const read of READS) {
      const response = await request(agent, node.base, 'GET', read.path, { token, keepBody: true });
      if (response.status !== 200)
        throw new Error(`GET ${read.path}: ${response.status} ${response.body.slice(0, 300)}`);
      const reply = JSON.parse(response.body);
      const list = Object.values(reply).find(Array.isArray);
      const total = reply.totalBooks ?? reply.total ?? reply.totalJobCount;
      if (list)
        held.push(`${read.name} ${list.length}${total !== undefined ? ` of ${total}` : ''}`);
    }
    return held.join(', ');
  } finally {
    agent.destroy();
  }
}

/** USERS people for SECONDS against `nodes` (person n on node n mod nodes.length). */
async function runLoad(nodes, users) {
  const { io } = requireFromServer('socket.io-client');
  // One keep-alive pool per node, as wide as its share of people: each person has a connection,
  // as each browser would.
  const agents = nodes.map(
    () => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(users.length / nodes.length) }),
  );
  const errors = new Map();
  const error = (kind) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  const reads = []; // [completedAt, latency, read index, node index]
  const signIns = [];
  let socketsConnected = 0;
  let socketsOpen = 0;
  let lastSignInAt = 0;
  const sockets = [];

  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const cpuBefore = nodes.map((node) => cpuSecondsOf(node.pid));
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineBusySeconds();
  const postgresBefore = cpuSecondsByCommand('postgres');
  const redisBefore = cpuSecondsByCommand('redis-server');

  async function person(n, user) {
    const node = nodes[n % nodes.length];
    const agent = agents[n % nodes.length];
    let token;
    const signInStart = performance.now();
    try {
      const response = await request(agent, node.base, 'POST', '/v1/api/auth/login', {
        body: { email: user.email, password: user.password },
        keepBody: true,
      });
      if (response.status !== 200) {
        error(`sign-in HTTP ${response.status}`);
        return;
      }
      token = JSON.parse(response.body).token;
    } catch (failure) {
      error(`sign-in network ${failure.code ?? failure.message}`);
      return;
    }
    const signedInAt = performance.now();
    signIns.push(signedInAt - signInStart);
    lastSignInAt = Math.max(lastSignInAt, signedInAt);

    const socket = io(node.base, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: REQUEST_TIMEOUT_MS,
    });
    sockets.push(socket);
    socket.on('connect', () => {
      socketsConnected++;
      socketsOpen++;
    });
    socket.on('connect_error', (failure) => error(`socket connect_error ${failure.message}`));
    socket.on('disconnect', (reason) => {
      socketsOpen--;
      if (reason !== 'io client disconnect') error(`socket dropped: ${reason}`);
    });

    let next = n % READS.length;
    while (performance.now() < deadline) {
      await sleep(Math.random() * THINK_MS);
      if (performance.now() >= deadline) break;
      const index = next;
      next = (next + 1) % READS.length;
      const start = performance.now();
      try {
        const { status } = await request(agent, node.base, 'GET', READS[index].path, { token });
        const end = performance.now();
        if (status >= 200 && status < 300) reads.push([end, end - start, index, n % nodes.length]);
        else error(`HTTP ${status} ${READS[index].name}`);
      } catch (failure) {
        error(`network ${failure.code ?? failure.message} ${READS[index].name}`);
      }
    }
  }

  let socketsAtEnd = 0;
  try {
    await Promise.all(users.map((user, n) => person(n, user)));
    socketsAtEnd = socketsOpen;
  } finally {
    for (const socket of sockets) socket.close();
    for (const agent of agents) agent.destroy();
  }
  const ended = performance.now();
  const wallSeconds = (ended - started) / 1000;
  const generatorUsage = process.cpuUsage(generatorBefore);
  const generatorCpu = (generatorUsage.user + generatorUsage.system) / 1e6;
  const nodesCpu = nodes.reduce((sum, node, i) => {
    const now = cpuSecondsOf(node.pid);
    return now === null || cpuBefore[i] === null ? NaN : sum + now - cpuBefore[i];
  }, 0);
  const machineCpu = machineBusySeconds() - machineBefore;
  // PostgreSQL and Redis serve others on this machine too: their figures are upper bounds.
  const postgresCpu = cpuSince('postgres', postgresBefore);
  const redisCpu = cpuSince('redis-server', redisBefore);

  // Steady state: from the last sign-in (the argon2id burst is over) to the deadline.
  const steadyFrom = Math.max(lastSignInAt, started);
  const steady = reads.filter(([at]) => at >= steadyFrom && at <= deadline);
  const steadySeconds = Math.max(0.001, (deadline - steadyFrom) / 1000);
  const latencies = Float64Array.from(steady, ([, latency]) => latency).sort();
  const perRead = READS.map((read, index) => {
    const mine = Float64Array.from(
      steady.filter(([, , i]) => i === index),
      ([, latency]) => latency,
    ).sort();
    return {
      name: read.name,
      count: mine.length,
      p50: percentile(mine, 50),
      p99: percentile(mine, 99),
    };
  });
  const signInSorted = Float64Array.from(signIns).sort();
  return {
    nodes: nodes.length,
    requests: reads.length,
    throughput: steady.length / steadySeconds,
    perNode: nodes.map(
      (_, index) => steady.filter(([, , , node]) => node === index).length / steadySeconds,
    ),
    steadySeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perRead,
    errors,
    errorCount: [...errors.values()].reduce((a, b) => a + b, 0),
    signIns: signIns.length,
    signInP50: percentile(signInSorted, 50),
    signInLast: (lastSignInAt - started) / 1000,
    socketsConnected,
    socketsAtEnd,
    wallSeconds,
    cpu: {
      nodes: nodesCpu,
      generator: generatorCpu,
      postgres: postgresCpu,
      redis: redisCpu,
      others: machineCpu - nodesCpu - generatorCpu - postgresCpu - redisCpu,
      busyShare: machineCpu / (os.availableParallelism() * wallSeconds),
    },
  };
}

function errorText(result) {
  if (result.errorCount === 0) return '0';
  return `${result.errorCount} (${[...result.errors].map(([kind, count]) => `${kind}: ${count}`).join('; ')})`;
}

function printTable(results) {
  const rows = [
    ['', ...results.map((r) => `${r.nodes} node${r.nodes > 1 ? 's' : ''}`)],
    ['reads completed (whole run)', ...results.map((r) => String(r.requests))],
    ['read throughput (steady)', ...results.map((r) => `${r.throughput.toFixed(0)} req/s`)],
    ['  per node', ...results.map((r) => r.perNode.map((x) => x.toFixed(0)).join(' + '))],
    ['read latency p50', ...results.map((r) => ms(r.p50))],
    ['read latency p99', ...results.map((r) => ms(r.p99))],
    ['errors', ...results.map((r) => String(r.errorCount))],
    ['sign-ins / p50', ...results.map((r) => `${r.signIns} / ${ms(r.signInP50)}`)],
    ['all signed in after', ...results.map((r) => `${r.signInLast.toFixed(1)} s`)],
    [
      'sockets connected / open at end',
      ...results.map((r) => `${r.socketsConnected} / ${r.socketsAtEnd}`),
    ],
    [
      'CPU s: nodes / PG / Redis / generator / rest',
      ...results.map((r) =>
        [r.cpu.nodes, r.cpu.postgres, r.cpu.redis, r.cpu.generator, r.cpu.others]
          .map((x) => Math.max(0, x).toFixed(0))
          .join(' / '),
      ),
    ],
    ['machine CPU busy', ...results.map((r) => `${(100 * r.cpu.busyShare).toFixed(0)}%`)],
  ];
  for (const read of READS)
    rows.push([
      `  ${read.name} p50 / p99`,
      ...results.map((r) => {
        const mine = r.perRead.find((p) => p.name === read.name);
        return `${ms(mine.p50)} / ${ms(mine.p99)}`;
      }),
    ]);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)) + 2);
  for (const row of rows) log(row.map((cell, column) => cell.padEnd(widths[column])).join(''));
}

export async function benchLoad({ report }) {
  let postgresUrl;
  let redisUrl;
  try {
    postgresUrl = await ensurePostgres();
    redisUrl = await ensureRedis();
  } catch (failure) {
    log(`load: skipped: it needs PostgreSQL and Redis. ${failure.message}`);
    report('load test (1 and 2 nodes)', `not measured: ${failure.message}`);
    return;
  }
  ensureServerBuild();

  const cores = os.availableParallelism();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-load-'));
  const queue = `nclude-bench-load-${randomBytes(4).toString('hex')}`;
  let database = null;
  const running = [];
  try {
    const { createPostgresDatabase } = await tsModule('test/fixtures/postgres.ts');
    database = await createPostgresDatabase(postgresUrl);
    log(`load: preparing the database (seed, library, ${NEWS_ARTICLES} articles, ${USERS} users)`);
    const preparing = performance.now();
    const users = await prepareData(database.url, dataDir);
    log(`load: prepared in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);

    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // Its own queue and channel prefix: other runs and tests share this Redis.
      JOB_QUEUE: queue,
      // Every node alike, and no extra worker process taking a share of the cores; the reads
      // queue no jobs, so the runners only idle.
      JOB_RUN_IN_API: 'true',
      // The data was written above; seeding at start would also read the seed library aloud.
      SEED: 'false',
      NEWS_SAMPLE_FEEDS: 'false',
      LOG_LEVEL: 'warn',
      // Every simulated person signs in from 127.0.0.1.
      LOGIN_ATTEMPTS_PER_IP: '1000000',
      ADMIN_PASSWORD: 'Bench-Load-Admin-1',
      ORG_PASSWORD: 'Bench-Load-Org-12',
    };
    // Feeds of the caller's own configuration would be fetched from outside this machine.
    delete env.JOB_FEEDS;
    delete env.NEWS_SOURCES;

    const results = [];
    for (const count of [1, 2]) {
      const ports = [];
      for (let i = 0; i < count; i++) ports.push(await freePort());
      log(
        `load: starting ${count} node${count > 1 ? 's' : ''} on port${count > 1 ? 's' : ''} ${ports.join(', ')}`,
      );
      for (const port of ports) running.push(await startNode(env, port));
      const nodes = [...running];
      for (const node of nodes)
        log(`load: node ${node.port} lists: ${await preflight(node, users[0])}`);
      const quiet = await waitForQuiet();
      log(
        `load: ${USERS} people for ${SECONDS} s on ${count} node${count > 1 ? 's' : ''} (others used ${quiet.toFixed(2)} cores just before)`,
      );
      const result = await runLoad(nodes, users);
      results.push(result);
      if (result.errorCount > 0)
        for (const node of nodes)
          log(`load: node ${node.port} said (last lines):\n${node.output()}`);
      while (running.length > 0) await running.pop().stop();
    }

    const [one, two] = results;
    log('');
    log(
      `load: ${USERS} simulated people, ${SECONDS} s each configuration, think time 0–${THINK_MS} ms, ` +
        `${READS.length} authenticated reads (${READS.map((r) => r.name).join(', ')}), one socket.io connection each`,
    );
    log(
      'load: people spread over the nodes’ own addresses in turn (client-side round robin, as a load balancer would): no proxy in the path',
    );
    log(
      `load: caveat: the load generator runs on the same machine (${cores} cores) as the nodes, PostgreSQL and Redis`,
    );
    log(
      `load: the closed loop offers at most ${USERS} / ${THINK_MS / 2} ms mean think time = ` +
        `${((USERS * 1000) / (THINK_MS / 2)).toFixed(0)} req/s (less the latency): near it, a run is bound by think time, not by the nodes`,
    );
    printTable(results);
    const ratio = two.throughput / one.throughput;
    log(`load: two nodes / one node read throughput: ${ratio.toFixed(2)}×`);
    for (const result of results)
      if (result.errorCount > 0)
        log(`load: errors on ${result.nodes} node(s): ${errorText(result)}`);

    const figures = (r) =>
      `${r.throughput.toFixed(0)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.requests} reads, errors ${errorText(r)}, sign-in p50 ${ms(r.signInP50)}, sockets ${r.socketsConnected}/${USERS}`;
    report(`load ${USERS} people ${SECONDS} s: 1 node (reads)`, figures(one), '0 errors');
    report(`load ${USERS} people ${SECONDS} s: 2 nodes (reads)`, figures(two), '0 errors');
    report(
      `load: 2 nodes / 1 node read throughput (generator on the same ${cores} cores)`,
      `${ratio.toFixed(2)}×`,
      '≥ 1.7×',
    );
  } catch (failure) {
    // Like the other parts: the rest of `pnpm bench` still runs; the reason is printed in full.
    log(`load: failed: ${failure.stack ?? failure.message}`);
    report('load test (1 and 2 nodes)', `not measured: ${failure.message.split('\n')[0]}`);
  } finally {
    while (running.length > 0) await running.pop().stop();
    await database
      ?.drop()
      .catch((failure) => log(`load: could not drop the database: ${failure.message}`));
    await dropQueueKeys(redisUrl, queue).catch((failure) =>
      log(`load: could not remove the queue's Redis keys: ${failure.message}`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/bench-load.mjs` runs it alone, printing the figures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchLoad({ report: () => {} });
}
