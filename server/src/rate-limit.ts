// Sliding-window limits ("at most N in any `windowMs`") shared by every area that counts a person's
// actions: chat messages, news recordings, browser-agent messages; and holds ("one at a time",
// e.g. one chat reply being written per person). One process keeps them in memory (the embedded
// default); several server nodes keep them in Redis, so they hold however the load balancer
// spreads a person's requests.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from './clock';
import { closeRedis } from './redis';
import { HttpError, tooManyRequests } from './errors';
import { m } from './messages';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /**
   * Counts one action under `key` if fewer than `limit` were counted in the last `windowMs`;
   * otherwise counts nothing and says how long until the oldest counted one leaves the window.
   * Rejects (with a 503 `HttpError`) when the counts cannot be read: no limit is better left
   * unenforced than silently lifted.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /**
   * Takes `key` for one holder at a time: resolves with the release, or null while someone (in
   * any process) holds it. A hold is renewed while its process lives and lapses `ttlMs` after the
   * process dies, so a crashed node cannot block a person for ever. Rejects like `hit`.
   */
  hold(key: string, ttlMs: number): Promise<Release | null>;
  /** Lets go of connections (the process is stopping). */
  close(): Promise<void>;
}

export type Release = () => Promise<void>;

/**
 * Counts one action under `key`, or refuses it with 429 (and Retry-After) whose message
 * `refusal(waitSeconds)` says how long to wait.
 */
export async function countOrRefuse(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowMs: number,
  refusal: (waitSeconds: number) => string,
): Promise<void> {
  const hit = await limiter.hit(key, limit, windowMs);
  if (hit.allowed) return;
  const waitSeconds = Math.ceil(hit.retryAfterMs / 1000);
  throw tooManyRequests(refusal(waitSeconds), waitSeconds);
}

/** The counts could not be read or written (Redis unreachable): the request is refused for now. */
export class RateLimitUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, m('rateLimitUnavailable'));
    this.name = 'RateLimitUnavailable';
    this.cause = cause;
  }
}

interface Window {
  /** Times of the counted actions, oldest first. */
  times: number[];
  windowMs: number;
}

/** Counts in this process's memory: right for one node, multiplied by the node count otherwise. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly held = new Set<string>();
  private lastSweepMs = 0;

  constructor(private readonly clock: Clock) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    this.sweep(now, windowMs);
    const window = this.windows.get(key) ?? { times: [], windowMs };
    window.windowMs = windowMs;
    window.times = window.times.filter((at) => now - at < windowMs);
    if (window.times.length >= limit) {
      this.keep(key, window);
      return Promise.resolve({
        allowed: false,
        retryAfterMs: retryAfter(window.times[0], now, windowMs),
      });
    }
    window.times.push(now);
    this.windows.set(key, window);
    return Promise.resolve({ allowed: true });
  }

  hold(key: string): Promise<Release | null> {
    // One process: a hold ends only by its release (the process cannot outlive itself).
    if (this.held.has(key)) return Promise.resolve(null);
    this.held.add(key);
    return Promise.resolve(async () => {
      this.held.delete(key);
    });
  }

  close(): Promise<void> {
    this.windows.clear();
    this.held.clear();
    return Promise.resolve();
  }

  /** How many keys are held (for tests of forgetting). */
  get size(): number {
    return this.windows.size;
  }

  private keep(key: string, window: Window): void {
    if (window.times.length > 0) this.windows.set(key, window);
    else this.windows.delete(key);
  }

  /**
   * Forgets keys with nothing left in their window, so memory holds only people active now. Done
   * at most once a window (a clock moved back, as tests do, starts the wait again), so each hit
   * costs O(1) on average rather than a walk over every key.
   */
  private sweep(now: number, windowMs: number): void {
    if (now >= this.lastSweepMs && now - this.lastSweepMs < windowMs) return;
    this.lastSweepMs = now;
    for (const [key, window] of this.windows)
      if (window.times.every((at) => now - at >= window.windowMs)) this.windows.delete(key);
  }
}

/** Milliseconds until `oldest` leaves the window (at least 1: a refusal always asks for a wait). */
function retryAfter(oldest: number | undefined, now: number, windowMs: number): number {
  return Math.max(1, oldest === undefined ? windowMs : oldest + windowMs - now);
}

// One atomic step per hit, so concurrent hits from any number of nodes never count past the limit:
// drop members older than the window, count, add this hit (a unique member, so two hits in one
// millisecond are two) only when under the limit, and let the key expire once the window is quiet.
// Refused: the oldest member's score says when a place frees up.
// KEYS[1] the window's sorted set; ARGV: now (ms), window (ms), limit, unique member. The member's
// score is ARGV[1] as sent: a Lua number would be written back with 14 significant digits.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < limit then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return -1
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if oldest[2] == nil then return window end
return tonumber(oldest[2]) + window - now
`;

// A hold is a key set with NX and an expiry; only the holder's token may renew or delete it.
// KEYS[1] the hold; ARGV[1] the holder's token; ARGV[2] the expiry (ms) for a renewal.
const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** The connection with the script as a command (ioredis sends EVALSHA, and EVAL once if Redis
 * has not seen the script since it started). */
type LimitRedis = Redis & {
  rateLimitHit(
    key: string,
    now: number,
    windowMs: number,
    limit: number,
    member: string,
  ): Promise<unknown>;
  renewHold(key: string, token: string, ttlMs: number): Promise<unknown>;
  releaseHold(key: string, token: string): Promise<unknown>;
};

export interface RedisRateLimiterOptions {
  /** redis://… (REDIS_URL). */
  url: string;
  /**
   * Whose time the windows are measured in. The caller's clock, not Redis's TIME: the memory
   * limiter and this one then count identically, tests move time with a ManualClock instead of
   * sleeping, and the nodes' clocks (NTP-synchronised) differ by far less than any window here
   * (a minute). Redis's clock still ends a quiet key (PEXPIRE), which only frees memory.
   */
  clock: Clock;
  /** Put before every key, so several deployments can share one Redis. Default `nclude:limit:`. */
  prefix?: string;
  /** Longest wait for one answer from Redis before the hit is refused (default 2 s). */
  timeoutMs?: number;
  log?: { warn(details: object, message: string): void };
}

/** Counts in Redis, shared by every node that uses the same Redis and prefix. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: LimitRedis;
  private readonly holds = new Set<NodeJS.Timeout>();
  private readonly prefix: string;
  private readonly clock: Clock;

  constructor(options: RedisRateLimiterOptions) {
    this.clock = options.clock;
    this.prefix = options.prefix ?? 'nclude:limit:';
    const redis = new Redis(options.url, {
      // A request waits for at most one reconnection and `timeoutMs`, then is refused with a 503:
      // an unreachable Redis must not hold requests (ioredis would retry for a long time) nor
      // let them through uncounted.
      maxRetriesPerRequest: 1,
      commandTimeout: options.timeoutMs ?? 2_000,
      connectTimeout: options.timeoutMs ?? 2_000,
      // Opened at the first hit: building the server does not wait for (or fail on) Redis.
      lazyConnect: true,
      // Closed while reconnecting, ioredis keeps a timer this long for a socket already gone,
      // which would hold a stopping process (2 s by default).
      disconnectTimeout: 100,
    });
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand('renewHold', { numberOfKeys: 1, lua: RENEW_SCRIPT });
    redis.defineCommand('releaseHold', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    this.redis = redis as LimitRedis;
    // Heard, or ioredis prints each failed reconnection; the refused hits are what matters.
    this.redis.on('error', (error: Error) =>
      options.log?.warn({ err: error }, 'Redis (rate limits) connection error'),
    );
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    const member = `${now}:${randomBytes(8).toString('hex')}`;
    let answer: unknown;
    try {
      answer = await this.redis.rateLimitHit(`${this.prefix}${key}`, now, windowMs, limit, member);
    } catch (error) {
      throw new RateLimitUnavailable(error);
    }
    const wait = Number(answer);
    if (!Number.isFinite(wait))
      throw new RateLimitUnavailable(new Error(`Redis said ${String(answer)}`));
    return wait < 0 ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(1, wait) };
  }

  async hold(key: string, ttlMs: number): Promise<Release | null> {
    const name = `${this.prefix}hold:${key}`;
    const token = randomBytes(12).toString('hex');
    let taken: unknown;
    try {
      taken = await this.redis.set(name, token, 'PX', ttlMs, 'NX');
    } catch (error) {
      throw new RateLimitUnavailable(error);
    }
    if (taken !== 'OK') return null;
    // Renewed at a third of its life: two renewals may fail (Redis restarting) before it lapses.
    const renewal = setInterval(
      () => {
        this.redis.renewHold(name, token, ttlMs).catch(() => undefined);
      },
      Math.max(1, Math.floor(ttlMs / 3)),
    );
    renewal.unref();
    this.holds.add(renewal);
    return async () => {
      clearInterval(renewal);
      this.holds.delete(renewal);
      // A release that fails leaves the hold to lapse by itself after ttlMs.
      await this.redis.releaseHold(name, token).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    for (const renewal of this.holds) clearInterval(renewal);
    this.holds.clear();
    await closeRedis(this.redis);
  }
}
