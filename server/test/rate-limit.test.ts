// The sliding-window limiter behind the chat, news-audio and browser-agent limits: the same
// behaviour in memory (one node) and in Redis (several nodes), and what only Redis gives: one
// count shared by separate connections (as separate nodes have), never more than the limit under
// concurrent hits, and a refusal rather than a hang or a free pass when Redis is unreachable.
// Redis: TEST_REDIS_URL, else the local one; these tests fail when it does not answer.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ManualClock } from '../src/clock';
import { redisAnswers } from './fixtures/redis';
import { until } from './helpers';
import {
  MemoryRateLimiter,
  RateLimitUnavailable,
  RedisRateLimiter,
  type RateLimiter,
} from '../src/rate-limit';

jest.setTimeout(30_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;

/** A unique key prefix per test, so runs and tests never share counts. */
const freshPrefix = () => `nclude-test:limit:${randomBytes(6).toString('hex')}:`;

const opened: RateLimiter[] = [];
const prefixes: string[] = [];

function redisLimiter(clock: ManualClock, prefix: string, url = REDIS_URL): RedisRateLimiter {
  const limiter = new RedisRateLimiter({ url, clock, prefix });
  opened.push(limiter);
  if (!prefixes.includes(prefix)) prefixes.push(prefix);
  return limiter;
}

afterAll(async () => {
  await Promise.all(opened.map((limiter) => limiter.close()));
  const redis = new Redis(REDIS_URL);
  try {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
});

/** A loopback port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const engines: [string, (clock: ManualClock) => RateLimiter][] = [
  ['memory', (clock) => new MemoryRateLimiter(clock)],
  ['Redis', (clock) => redisLimiter(clock, freshPrefix())],
];

describe.each(engines)('the %s rate limiter', (_name, make) => {
  it('allows the limit, then refuses with the wait until the oldest hit leaves', async () => {
    const clock = new ManualClock(new Date('2025-03-01T10:00:00Z'));
    const limiter = make(clock);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.hit('person-a', 3, MINUTE)).toEqual({ allowed: true });
      clock.advance(10_000);
    }
    // Hits at 0, 10 and 20 s; now 30 s: the first leaves the window at 60 s.
    expect(await limiter.hit('person-a', 3, MINUTE)).toEqual({
      allowed: false,
      retryAfterMs: 30_000,
    });
    // Another person has a count of their own.
    expect(await limiter.hit('person-b', 3, MINUTE)).toEqual({ allowed: true });
  });

  it('slides: each place frees up as its hit leaves the window, and refusals are not counted', async () => {
    const clock = new ManualClock(new Date('2025-03-01T10:00:00Z'));
    const limiter = make(clock);
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(true); // at 0 s
    clock.advance(20_000);
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(true); // at 20 s
    clock.advance(20_000);
    for (let i = 0; i < 5; i++)
      expect(await limiter.hit('k', 2, MINUTE)).toEqual({ allowed: false, retryAfterMs: 20_000 });
    // At 60 s the first hit has left: one place, not more (the refusals took none).
    clock.advance(20_000);
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(true);
    expect(await limiter.hit('k', 2, MINUTE)).toEqual({ allowed: false, retryAfterMs: 20_000 });
    // At 80 s the second has left too.
    clock.advance(20_000);
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(true);
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(false);
  });

  it('holds a key for one holder at a time until it is released', async () => {
    const limiter = make(new ManualClock());
    const release = await limiter.hold('reply:person', MINUTE);
    expect(release).not.toBeNull();
    expect(await limiter.hold('reply:person', MINUTE)).toBeNull();
    expect(await limiter.hold('reply:someone-else', MINUTE)).not.toBeNull();
    await release!();
    const again = await limiter.hold('reply:person', MINUTE);
    expect(again).not.toBeNull();
    await again!();
  });

  it('counts two hits in the same millisecond as two', async () => {
    const clock = new ManualClock();
    const limiter = make(clock);
    expect((await limiter.hit('same-ms', 2, MINUTE)).allowed).toBe(true);
    expect((await limiter.hit('same-ms', 2, MINUTE)).allowed).toBe(true);
    expect(await limiter.hit('same-ms', 2, MINUTE)).toEqual({
      allowed: false,
      retryAfterMs: MINUTE,
    });
  });
});

describe('the memory rate limiter', () => {
  it('forgets people who have been quiet for a window, and only them', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    for (let n = 0; n < 50; n++) await limiter.hit(`person-${n}`, 5, MINUTE);
    clock.advance(MINUTE / 2);
    await limiter.hit('late', 1, MINUTE);
    expect(limiter.size).toBe(51);
    clock.advance(MINUTE / 2);
    await limiter.hit('someone-new', 5, MINUTE);
    expect(limiter.size).toBe(2);
    // The one still inside the window keeps their count.
    expect(await limiter.hit('late', 1, MINUTE)).toEqual({
      allowed: false,
      retryAfterMs: MINUTE / 2,
    });
  });
});

describe('the Redis rate limiter', () => {
  beforeAll(async () => {
    if (!(await redisAnswers(REDIS_URL))) throw new Error(`Redis does not answer at ${REDIS_URL}`);
  });

  it('shares one count between nodes (separate connections, one prefix)', async () => {
    const clock = new ManualClock();
    const prefix = freshPrefix();
    const nodeA = redisLimiter(clock, prefix);
    const nodeB = redisLimiter(clock, prefix);
    expect((await nodeA.hit('person', 4, MINUTE)).allowed).toBe(true);
    expect((await nodeB.hit('person', 4, MINUTE)).allowed).toBe(true);
    expect((await nodeA.hit('person', 4, MINUTE)).allowed).toBe(true);
    expect((await nodeB.hit('person', 4, MINUTE)).allowed).toBe(true);
    // The fifth is refused wherever it lands.
    expect((await nodeA.hit('person', 4, MINUTE)).allowed).toBe(false);
    expect((await nodeB.hit('person', 4, MINUTE)).allowed).toBe(false);
    // Another deployment on the same Redis (another prefix) counts apart.
    expect((await redisLimiter(clock, freshPrefix()).hit('person', 4, MINUTE)).allowed).toBe(true);
  });

  it('shares holds between nodes; a holder that dies lets go after its time, one that lives keeps it', async () => {
    const clock = new ManualClock();
    const prefix = freshPrefix();
    const nodeA = redisLimiter(clock, prefix);
    const nodeB = redisLimiter(clock, prefix);
    const lived = await nodeA.hold('reply:kept', 300);
    expect(lived).not.toBeNull();
    const dying = redisLimiter(clock, prefix);
    expect(await dying.hold('reply:lapses', 300)).not.toBeNull();
    expect(await nodeB.hold('reply:kept', 300)).toBeNull();
    expect(await nodeB.hold('reply:lapses', 300)).toBeNull();
    // The process holding 'reply:lapses' stops without releasing (its renewals stop with it).
    await dying.close();
    const taken = await until(
      async () => (await nodeB.hold('reply:lapses', 300)) ?? undefined,
      5_000,
    );
    await taken();
    // Renewed while its holder lives: still held well past its first 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await nodeB.hold('reply:kept', 300)).toBeNull();
    await lived!();
    expect(await nodeB.hold('reply:kept', 300)).not.toBeNull();
  });

  it('never allows more than the limit however many hits arrive at once', async () => {
    const clock = new ManualClock();
    const prefix = freshPrefix();
    const nodes = [1, 2, 3, 4].map(() => redisLimiter(clock, prefix));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => nodes[i % nodes.length]!.hit('crowd', 37, MINUTE)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(37);
    const refused = results.filter((result) => !result.allowed);
    expect(refused).toHaveLength(163);
    for (const result of refused) expect(result).toEqual({ allowed: false, retryAfterMs: MINUTE });
  });

  it('lets the key expire in Redis once its window is quiet', async () => {
    const clock = new ManualClock();
    const prefix = freshPrefix();
    await redisLimiter(clock, prefix).hit('expiring', 3, MINUTE);
    const redis = new Redis(REDIS_URL);
    try {
      const ttl = await redis.pttl(`${prefix}expiring`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    } finally {
      await redis.quit();
    }
  });

  it('refuses with a 503 when Redis is unreachable, instead of waiting or allowing', async () => {
    const limiter = redisLimiter(
      new ManualClock(),
      freshPrefix(),
      `redis://127.0.0.1:${await closedPort()}`,
    );
    const refusal = await limiter.hit('anyone', 10, MINUTE).then(
      () => new Error('the hit was allowed'),
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RateLimitUnavailable);
    expect(refusal).toMatchObject({
      statusCode: 503,
      message: 'This cannot be done right now. Please try again in a minute.',
    });
    // Still refused (not let through) on the next try.
    await expect(limiter.hit('anyone', 10, MINUTE)).rejects.toBeInstanceOf(RateLimitUnavailable);
  });

  it('refuses when Redis accepts the connection but never answers', async () => {
    // A stalled Redis (overloaded, a half-open connection): the hit must not wait forever.
    const accepted = new Set<Socket>();
    const silent = createServer((socket) => accepted.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const limiter = new RedisRateLimiter({
      url: `redis://127.0.0.1:${port}`,
      clock: new ManualClock(),
      timeoutMs: 300,
    });
    try {
      await expect(limiter.hit('anyone', 10, MINUTE)).rejects.toBeInstanceOf(RateLimitUnavailable);
    } finally {
      await limiter.close();
      for (const socket of accepted) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('lets a process with an unreachable Redis exit by itself once closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nclude-rate-limit-'));
    const script = join(dir, 'unreachable.ts');
    writeFileSync(
      script,
      [
        `import { RedisRateLimiter } from ${JSON.stringify(join(__dirname, '..', 'src', 'rate-limit.ts'))};`,
        `const limiter = new RedisRateLimiter({ url: 'redis://127.0.0.1:${await closedPort()}', clock: { now: () => new Date() } });`,
        `limiter.hit('anyone', 10, 60000).then(`,
        `  () => console.log('allowed'),`,
        `  (error) => console.log('refused', error.statusCode),`,
        `).finally(() => limiter.close());`,
      ].join('\n'),
    );
    try {
      // No process.exit: the process ends only if nothing (a reconnection timer) is left behind.
      const { code, stdout, stderr } = await new Promise<{
        code: number | null;
        stdout: string;
        stderr: string;
      }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', script],
          { cwd: join(__dirname, '..'), timeout: 25_000 },
          (error, out, err) =>
            resolve({
              code: error ? ((error.code as number | undefined) ?? null) : 0,
              stdout: out,
              stderr: err,
            }),
        );
      });
      expect({ code, stdout: stdout.trim() }).toEqual({ code: 0, stdout: 'refused 503' });
      expect(stderr).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
