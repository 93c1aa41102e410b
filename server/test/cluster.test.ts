// Two API nodes and a worker process on one PostgreSQL database, one Redis and one S3-compatible
// object store (s3rver), behind a round-robin balancer: what one node does reaches the browsers connected to the other (a forced
// logout, a notification, a job's progress), limits hold whichever node a request lands on, a
// worker killed mid-job is replaced, and a node stopped with SIGTERM fails no request. Node A runs
// in this process (so the test can look inside it); node B and the worker are separate processes.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL (`pnpm test` runs it in its PostgreSQL suite).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { AGENT_PROTOCOL, type ConversionRequest } from '@nclude/shared/api-schemas';
import { ManualClock } from '../src/clock';
import { USER_ID_EVENT } from '../src/realtime';
import {
  formOf,
  openSocket,
  sendForm,
  signUp,
  startTestServer,
  until,
  type SignedUpUser,
  type TestServer,
} from './helpers';
import { startJobProcess, type JobProcess } from './fixtures/child';
import {
  expectedText,
  outputFile,
  slowFileHandler,
  type SlowFileInput,
} from './fixtures/job-handlers';
import { startRoundRobinProxy, type RoundRobinProxy } from './fixtures/round-robin-proxy';
import { startS3Server, type S3TestServer } from './fixtures/s3-server';
import { startLlmServer, type LlmServer } from './llm-server';
import { textPdf } from './pdf-fixtures';

jest.setTimeout(120_000);

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** The nodes run on real time; a ManualClock that follows it keeps the test server's type. */
class FollowingClock extends ManualClock {
  override now(): Date {
    return new Date();
  }
}

describe('two nodes, a worker, PostgreSQL and Redis behind a balancer', () => {
  let nodeA: TestServer;
  let nodeB: JobProcess;
  let nodeBUrl: string;
  let worker: JobProcess;
  let proxy: RoundRobinProxy;
  let objectStore: S3TestServer;
  let llm: LlmServer;
  const storeDir = mkdtempSync(join(tmpdir(), 'nclude-cluster-s3-'));
  const extraWorkers: JobProcess[] = [];
  const queue = `nclude-cluster-${randomBytes(4).toString('hex')}`;
  // Every node gets the same settings, as in a real deployment.
  const shared: Record<string, string> = {
    REDIS_URL: redisUrl ?? '',
    JOB_QUEUE: queue,
    JOB_LEASE_SECONDS: '3',
    JWT_SECRET: randomBytes(32).toString('hex'),
    OTP_SENDS_PER_CONTACT: '2',
    OTP_MAX_ATTEMPTS: '3',
    OTP_SENDS_PER_IP: '1000',
    LOGIN_ATTEMPTS_PER_IP: '1000',
    CHAT_MESSAGES_PER_MINUTE: '4',
    NEWS_SAMPLE_FEEDS: 'false',
  };
  let common: Record<string, string>;

  beforeAll(async () => {
    if (!postgresUrl || !redisUrl)
      throw new Error('the cluster test needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL');
    objectStore = await startS3Server(storeDir, 'nclude-cluster');
    llm = await startLlmServer({ kind: 'reply', reply: () => 'A short answer.' });
    Object.assign(shared, objectStore.env, { LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model' });
    nodeA = await startTestServer(shared, { clock: new FollowingClock() });
    nodeA.app.jobs.register(slowFileHandler(nodeA.dataDir));
    common = {
      ...shared,
      DATA_DIR: nodeA.dataDir,
      DATABASE_URL: nodeA.config.databaseUrl,
      OUTBOX_DIR: nodeA.config.outboxDir,
      STATIC_DIR: nodeA.config.staticDir,
      REMOTES_DIR: nodeA.config.remotesDirs.join(','),
    };
    [nodeB, worker] = await Promise.all([
      // Told to stop, node B serves on for a second while its /readyz takes it out of the balancer.
      startJobProcess('server', { ...common, SHUTDOWN_DELAY_SECONDS: '1' }),
      startJobProcess('worker', { ...common, JOB_CONCURRENCY: '2' }),
    ]);
    nodeBUrl = `http://127.0.0.1:${nodeB.port}`;
    proxy = await startRoundRobinProxy([nodeA.baseUrl, nodeBUrl], { healthPath: '/readyz' });
  });

  afterAll(async () => {
    await proxy?.close();
    for (const child of [worker, ...extraWorkers]) await child?.killHard();
    await nodeB?.killHard();
    await nodeA?.close();
    await objectStore?.close();
    await llm?.close();
    rmSync(storeDir, { recursive: true, force: true });
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`bull:${queue}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('sends requests to both nodes, each ready with its database, Redis and storage', async () => {
    for (let i = 0; i < 6; i += 1) {
      const ready = await fetch(`${proxy.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        checks: { database: 'ok', redis: 'ok', storage: 'ok' },
      });
    }
    expect(proxy.handled.get(nodeA.baseUrl)).toBeGreaterThanOrEqual(3);
    expect(proxy.handled.get(nodeBUrl)).toBeGreaterThanOrEqual(3);
  });

  it('a logout on node A ends the session’s sockets on node B', async () => {
    const user = await signUp(nodeA);
    const socket = await openSocket(nodeBUrl, user.token);
    const agent = new WebSocket(
      `${nodeBUrl.replace('http', 'ws')}/ws/chat/${user.userId}`,
      [AGENT_PROTOCOL, `bearer.${user.token}`],
      { headers: { origin: nodeBUrl } },
    );
    await new Promise<void>((resolve, reject) => {
      agent.once('open', () => resolve());
      agent.once('error', reject);
    });
    const agentClosed = new Promise<number>((resolve) =>
      agent.once('close', (code) => resolve(code)),
    );
    let endedAfterMs = -1;
    const told = new Promise<unknown>((resolve) => socket.once(USER_ID_EVENT, resolve));
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const started = Date.now();
    void told.then(() => (endedAfterMs = Date.now() - started));
    const logout = await nodeA.post('/v1/api/auth/logout', undefined, user.token);
    expect(logout.status).toBe(200);
    expect(await told).toBe(user.userId);
    await disconnected;
    expect(await agentClosed).toBe(4401);
    // The target is within a second; the figure is printed, not asserted (shared cores).
    process.stdout.write(`cluster: forced logout reached node B after ${endedAfterMs} ms\n`);
    expect(endedAfterMs).toBeGreaterThanOrEqual(0);
    // Node B refuses the dead token too.
    const after = await fetch(`${nodeBUrl}/v1/api/notifications`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(after.status).toBe(401);
  });

  it('an event pushed on node A reaches the user’s socket on node B once, and through the balancer', async () => {
    const user = await signUp(nodeA);
    const onB = await openSocket(nodeBUrl, user.token);
    const throughProxy = await openSocket(proxy.url, user.token);
    const heard: string[] = [];
    onB.on('notification', () => heard.push('B'));
    throughProxy.on('notification', () => heard.push('proxy'));
    try {
      nodeA.app.realtime.toUser(user.userId, 'notification', { id: 'n1' });
      await until(async () => heard.length >= 2);
      // Nothing else arrives: each socket heard it once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.sort()).toEqual(['B', 'proxy']);
    } finally {
      onB.disconnect();
      throughProxy.disconnect();
    }
  });

  it('OTP sends and wrong codes are limited whichever node a request lands on', async () => {
    const email = `cluster-${randomBytes(3).toString('hex')}@example.org`;
    await nodeA.app.database.db
      .insertInto('whitelist')
      .values({
        id: randomBytes(16).toString('hex'),
        kind: 'email',
        value: email,
        scope: null,
        added_by: null,
        org_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const send = (base: string) =>
      fetch(`${base}/v1/api/auth/sendOtp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    // Two free codes for the contact (one on each node), then the next must wait.
    expect((await send(nodeA.baseUrl)).status).toBe(200);
    expect((await send(nodeBUrl)).status).toBe(200);
    const third = await send(nodeA.baseUrl);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    expect((await send(nodeBUrl)).status).toBe(429);

    // Three wrong tries of the current code, alternating nodes, end it: the right code then fails.
    const code = nodeA.lastOtp(email);
    const wrong = code === '0000' ? '1111' : '0000';
    const validate = (base: string, otp: string) =>
      fetch(`${base}/v1/api/auth/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, otp }),
      });
    for (const base of [nodeA.baseUrl, nodeBUrl, nodeA.baseUrl])
      expect((await validate(base, wrong)).status).toBe(400);
    const late = await validate(nodeBUrl, code);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/too many/i);
  });

  it('wrong passwords are limited whichever node a request lands on', async () => {
    const user = await signUp(nodeA, {
      email: `login-${randomBytes(3).toString('hex')}@example.org`,
    });
    const login = (base: string, password: string) =>
      fetch(`${base}/v1/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
    // LOGIN_FREE_FAILURES (5) wrong ones, alternating nodes; then even the right one must wait.
    for (const base of [nodeA.baseUrl, nodeBUrl, nodeA.baseUrl, nodeBUrl, nodeA.baseUrl])
      expect((await login(base, 'Wrong-Pass-1')).status).toBe(401);
    const waiting = await login(nodeBUrl, user.password);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBeTruthy();
  });

  it('one chat reply at a time per person, and its messages per minute, across nodes', async () => {
    const person = await signUp(nodeA);
    const ask = async (base: string) => {
      const response = await fetch(`${base}/v1/api/chat/information`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
        body: JSON.stringify({ message: 'What does the RPwD Act say about reserved jobs?' }),
      });
      return { status: response.status, headers: response.headers, body: await response.text() };
    };
    llm.behave({ kind: 'reply', reply: () => 'A slow answer.', firstDelayMs: 3_000 });
    const asked = llm.requests.length;
    const first = ask(nodeA.baseUrl);
    await until(async () => llm.requests.length > asked);
    // Node A is writing the reply: node B refuses a second message meanwhile.
    const second = await ask(nodeBUrl);
    expect(second.status).toBe(409);
    expect(second.body).toMatch(/still being answered/);
    expect((await first).status).toBe(200);
    llm.behave({ kind: 'reply', reply: () => 'A short answer.' });
    // CHAT_MESSAGES_PER_MINUTE is 4 (the refused one did not count): two more, then a wait.
    expect((await ask(nodeBUrl)).status).toBe(200);
    expect((await ask(nodeA.baseUrl)).status).toBe(200);
    expect((await ask(nodeBUrl)).status).toBe(200);
    const limited = await ask(nodeA.baseUrl);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('one browser-agent task at a time per person, whichever node their pages reach', async () => {
    const person = await signUp(nodeA);
    const openAgent = async (base: string) => {
      const socket = new WebSocket(
        `${base.replace('http', 'ws')}/ws/chat/${person.userId}`,
        [AGENT_PROTOCOL, `bearer.${person.token}`],
        { headers: { origin: base } },
      );
      const heard: { type: string; content?: string; status?: string }[] = [];
      socket.on('message', (data) =>
        heard.push(JSON.parse(String(data)) as (typeof heard)[number]),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      return { socket, heard };
    };
    const onA = await openAgent(nodeA.baseUrl);
    const onB = await openAgent(nodeBUrl);
    try {
      // The model never answers: the task on node A keeps working until it is stopped.
      llm.behave({ kind: 'silent' });
      const asked = llm.requests.length;
      onA.socket.send(JSON.stringify({ type: 'initial', text: 'Find the bus timetable' }));
      await until(async () => llm.requests.length > asked);
      onB.socket.send(JSON.stringify({ type: 'initial', text: 'Book a table' }));
      const refused = await until(async () =>
        onB.heard.find((message) => message.type === 'error'),
      );
      expect(refused.content).toMatch(/task you started in another window/);
      onA.socket.send(JSON.stringify({ type: 'stop' }));
      // Ready again (the first "ready" came with the connection).
      await until(
        async () => onA.heard.filter((message) => message.status === 'ready').length >= 2,
        30_000,
      );
      // Once it has ended, the page on node B may start one.
      llm.behave({ kind: 'reply', reply: () => 'Tables are booked by phone.' });
      onB.socket.send(JSON.stringify({ type: 'initial', text: 'How do I book a table?' }));
      await until(async () => onB.heard.some((message) => message.status === 'processing'));
    } finally {
      onA.socket.close();
      onB.socket.close();
      llm.behave({ kind: 'reply', reply: () => 'A short answer.' });
    }
  });

  it('a conversion submitted on node A is run by the worker and its progress reaches node B', async () => {
    const owner: SignedUpUser = await signUp(nodeA, { email: 'cluster-owner@example.org' });
    const socket = await openSocket(nodeBUrl, owner.token);
    const states: string[] = [];
    const notifications: unknown[] = [];
    socket.on('job', (event: { state: string }) => states.push(event.state));
    socket.on('notification', (event: unknown) => notifications.push(event));
    try {
      const pdf = textPdf([['Cluster Report', 'Converted by the worker process.']], {
        title: 'Cluster Report',
      });
      const uploaded = await sendForm<{ document: ConversionRequest }>(
        nodeA,
        'POST',
        '/v1/api/conversion/documents',
        formOf({ output_format: 'html', language: 'en' }, { name: 'cluster.pdf', data: pdf }),
        owner.token,
      );
      expect(uploaded.status).toBe(200);
      const id = uploaded.body.document.id;
      await until(async () => states.includes('succeeded'));
      expect(states).toContain('running');
      await until(async () => notifications.length > 0);
      // Node B serves the result the worker stored.
      const read = await fetch(`${nodeBUrl}/v1/api/conversion/documents/${id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const { document } = (await read.json()) as { document: ConversionRequest };
      expect(document.status.state).toBe('succeeded');
      const result = await fetch(`${nodeBUrl}${document.url}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(result.status).toBe(200);
      expect(await result.text()).toContain('Converted by the worker process.');
    } finally {
      socket.disconnect();
    }
  });

  it('a worker killed with SIGKILL mid-job is replaced by another that finishes it', async () => {
    const input: SlowFileInput = { lines: 25, stepMs: 100, text: 'survives a kill' };
    const id = await nodeA.app.jobs.enqueue({ kind: 'test-slow-file', ownerUserId: null, input });
    await until(async () => {
      const job = await nodeA.app.jobs.get(id);
      return job?.state === 'running' && job.progress >= 20;
    });
    await worker.killHard();
    const second = await startJobProcess('worker', { ...common, JOB_CONCURRENCY: '2' });
    extraWorkers.push(second);
    const job = await until(async () => {
      const found = await nodeA.app.jobs.get(id);
      return found?.state === 'succeeded' ? found : undefined;
    });
    expect(job).toMatchObject({ attempts: 2, result: { pid: second.pid } });
    expect(await readFile(outputFile(nodeA.dataDir, id), 'utf8')).toBe(expectedText(input));
  });

  it('node B stopped with SIGTERM while requests flow fails none of them', async () => {
    const user = await signUp(nodeA);
    let running = true;
    let ok = 0;
    const failures: string[] = [];
    // Reads (retried by a balancer when a node fails before answering) and writes (never
    // retried): neither may fail while node B stops.
    const browse = async (method: 'GET' | 'POST') => {
      const path = method === 'GET' ? '/v1/api/notifications' : '/v1/api/notifications/readAll';
      while (running) {
        try {
          const response = await fetch(`${proxy.url}${path}`, {
            method,
            headers: { authorization: `Bearer ${user.token}` },
          });
          await response.arrayBuffer();
          if (response.status === 200) ok += 1;
          else failures.push(`${method} status ${response.status}`);
        } catch (error) {
          failures.push(`${method} ${String(error)}`);
        }
      }
    };
    const browsers = Array.from({ length: 8 }, (_, n) => browse(n % 2 === 0 ? 'GET' : 'POST'));
    await until(async () => (proxy.handled.get(nodeBUrl) ?? 0) > 20 && ok > 40);
    const exited = new Promise<number | null>((resolve) =>
      nodeB.child.once('exit', (code) => resolve(code)),
    );
    nodeB.child.kill('SIGTERM');
    // For SHUTDOWN_DELAY_SECONDS it still answers, saying it is stopping (the balancer's cue).
    const stopping = await until(async () => {
      const ready = await fetch(`${nodeBUrl}/readyz`);
      return ready.status === 503 ? ((await ready.json()) as { status: string }) : undefined;
    });
    expect(stopping.status).toBe('stopping');
    expect(await exited).toBe(0);
    const servedByB = proxy.handled.get(nodeBUrl);
    const okAtStop = ok;
    await until(async () => ok > okAtStop + 100);
    running = false;
    await Promise.all(browsers);
    expect(failures).toEqual([]);
    // Once node B had gone, every request went to node A.
    expect(proxy.handled.get(nodeBUrl)).toBe(servedByB);
  });
});
