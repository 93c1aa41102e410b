// The infrastructure every feature area stands on, the same in the API and in a `pnpm worker`:
// the database, delivery of email and SMS, Redis (when nodes share work), rate limits, accounts
// and sessions, the job runtime, stored files and notifications. HTTP and sockets are the API's.
import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { AccountService } from './auth/accounts';
import { OtpService } from './auth/otp';
import { SessionService } from './auth/sessions';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, pingDatabase, type DatabaseHandle, type Db } from './db';
import { createDelivery, type Delivery } from './delivery';
import { createJobRuntime, type JobRole } from './jobs/runtime';
import type { JobService } from './jobs/types';
import { NotificationService } from './notifications/service';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limit';
import {
  createRealtime,
  shareRoomsThroughRedis,
  SocketSessionNotifier,
  type Realtime,
} from './realtime';
import { RedisChannels } from './redis';
import { configuredStorage } from './storage/configured';
import { FilesService } from './storage/files';
import type { FileStorage } from './storage/storage';

/** The Redis channel on which a node says which sessions ended (their agent sockets close). */
const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

export interface Platform {
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** 'api' (HTTP and sockets) or 'worker' (jobs from Redis only). */
  role: JobRole;
  database: DatabaseHandle;
  db: Db;
  delivery: Delivery;
  /** Per-person limits: in Redis when nodes share one, else in memory. */
  rateLimiter: RateLimiter;
  accounts: AccountService;
  otp: OtpService;
  sessions: SessionService;
  jobs: JobService;
  /** Pushes events to a user's browsers (from a worker, through Redis to the API). */
  realtime: Realtime;
  storage: FileStorage;
  files: FilesService;
  notifications: NotificationService;
  /** Hears sessions ended on any node (the browser agent closes their sockets). */
  onSessionsEnded(listener: (userId: string, sessionIds: string[]) => void): void;
  /** What `/readyz` asks: each part resolves when it answers. */
  readiness: { part: 'database' | 'redis' | 'storage'; check(): Promise<void> }[];
  /** Closes everything, jobs first (they are queued again) and the database last. */
  close(): Promise<void>;
}

export interface PlatformOptions {
  log: FastifyBaseLogger;
  role: JobRole;
  clock?: Clock;
  /** Replaces the configured email/SMS adapters (tests). */
  delivery?: Delivery;
  /** The API's socket server, made once sessions exist; absent in a worker. */
  attachSockets?: (sessions: SessionService) => SocketServer;
}

export function openPlatform(config: Config, options: PlatformOptions): Platform {
  const { log, role } = options;
  const clock = options.clock ?? systemClock;
  const database = openDatabase(
    config.databaseUrl,
    (error) =>
      log.warn({ err: error }, 'an idle database connection was closed; the pool reconnects'),
    config.databasePoolSize,
  );
  const db = database.db;
  const delivery = options.delivery ?? createDelivery(config, log, clock);
  // Several nodes share the job queue, socket.io's rooms and ended sessions through Redis.
  const redis = config.redisUrl ? new RedisChannels(config.redisUrl, config.jobQueue, log) : null;

  // Ended sessions close their socket.io connections (on every node, through the Redis adapter)
  // and whatever else listens, such as browser-agent sockets (on every node, over Redis).
  const notifier = new SocketSessionNotifier();
  const sessionListeners = new Set<(userId: string, sessionIds: string[]) => void>();
  const tellListeners = (userId: string, sessionIds: string[]) => {
    for (const listener of sessionListeners) listener(userId, sessionIds);
  };
  const sessions = new SessionService(db, config, clock, {
    sessionsEnded(userId, sessionIds) {
      notifier.sessionsEnded(userId, sessionIds);
      if (!redis) return tellListeners(userId, sessionIds);
      redis
        .publish(SESSIONS_ENDED_CHANNEL, JSON.stringify({ userId, sessionIds }))
        .catch((error: unknown) =>
          log.error({ err: error }, 'could not tell the other nodes of ended sessions'),
        );
    },
  });
  if (redis && role === 'api') {
    // Not awaited: a node starts (and /readyz says what is wrong) while Redis is still away.
    redis
      .subscribe(SESSIONS_ENDED_CHANNEL, (text) => {
        const ended = JSON.parse(text) as { userId?: unknown; sessionIds?: unknown };
        if (typeof ended.userId === 'string' && Array.isArray(ended.sessionIds))
          tellListeners(ended.userId, ended.sessionIds.map(String));
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'cannot hear of sessions ended on other nodes over Redis'),
      );
  }
  const rateLimiter: RateLimiter = config.redisUrl
    ? new RedisRateLimiter({
        url: config.redisUrl,
        clock,
        log,
        prefix: `${config.jobQueue}:limit:`,
      })
    : new MemoryRateLimiter(clock);
  const otp = new OtpService(db, config, clock, delivery, log);
  const accounts = new AccountService(db, config, clock, otp, sessions);

  const io = options.attachSockets?.(sessions) ?? null;
  if (io) notifier.bind(io);
  const closeRoomSharing = io && redis ? shareRoomsThroughRedis(io, redis) : null;
  const jobRuntime = createJobRuntime({
    config,
    db,
    clock,
    log,
    sockets: io ? { local: createRealtime(io), thisNode: createRealtime(io, 'this node') } : null,
    redis,
    role,
  });
  // Stored files (the local disk or an S3-compatible store, STORAGE) by generated keys;
  // FilesService checks who may read them and serves them.
  const storage = configuredStorage(config);
  const files = new FilesService(db, storage, clock, log, {
    pdfBytes: config.uploadLimitBytes,
    documentBytes: config.documentUploadLimitBytes,
    mediaBytes: config.mediaUploadLimitBytes,
    bookBytes: config.libraryUploadLimitBytes,
  });
  const notifications = new NotificationService(
    db,
    config.publicUrl,
    clock,
    delivery.email,
    jobRuntime.realtime,
    log,
  );
  return {
    config,
    clock,
    log,
    role,
    database,
    db,
    delivery,
    rateLimiter,
    accounts,
    otp,
    sessions,
    jobs: jobRuntime.jobs,
    realtime: jobRuntime.realtime,
    storage,
    files,
    notifications,
    onSessionsEnded: (listener) => sessionListeners.add(listener),
    readiness: [
      { part: 'database', check: () => pingDatabase(db) },
      { part: 'redis', check: () => jobRuntime.ready() },
      { part: 'storage', check: () => storage.ready() },
    ],
    async close() {
      // Running jobs are aborted and queued again before the database closes.
      await jobRuntime.close();
      await io?.close();
      await closeRoomSharing?.();
      storage.close?.();
      await rateLimiter.close();
      delivery.close();
      await database.close();
    },
  };
}
