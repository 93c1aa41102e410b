// Queue mode (REDIS_URL): BullMQ carries "job X is queued" from the API to the `pnpm worker`
// processes, and two Redis channels carry what must cross between processes: cancels (API → the
// worker running the job) and realtime events (a worker → the API's sockets, where the owner's
// browsers are connected). The jobs table stays the record; a BullMQ entry holds only the job id.
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Realtime } from '../realtime';
import type { JobQueue } from './service';

interface QueueEntry {
  jobId: string;
}

interface RelayedEvent {
  userId: string;
  event: string;
  payload: unknown;
}

/**
 * Closes a connection: QUIT when it is connected, else dropped (QUIT to a Redis that never
 * answered would wait in the offline queue for ever, and the client go on reconnecting).
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** The Redis connections of one process, opened as they are first needed. */
export class RedisChannels {
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<(message: string) => void>>();

  constructor(
    readonly url: string,
    readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A new connection for BullMQ (which needs `maxRetriesPerRequest: null` on its workers). */
  connection(): Redis {
    const redis = new Redis(this.url, { maxRetriesPerRequest: null });
    redis.on('error', (error) => this.log.warn({ err: error }, 'Redis connection error'));
    return redis;
  }

  channel(name: string): string {
    return `${this.prefix}:${name}`;
  }

  /** Resolves when Redis answers (for /readyz). */
  async ping(): Promise<void> {
    this.publisher ??= this.connection();
    await this.publisher.ping();
  }

  async publish(name: string, message: string): Promise<void> {
    this.publisher ??= this.connection();
    await this.publisher.publish(this.channel(name), message);
  }

  async subscribe(name: string, listener: (message: string) => void): Promise<void> {
    if (!this.subscriber) {
      this.subscriber = this.connection();
      this.subscriber.on('message', (channel: string, message: string) => {
        for (const heard of this.listeners.get(channel) ?? []) {
          try {
            heard(message);
          } catch (error) {
            this.log.error({ err: error, channel }, 'a Redis message listener failed');
          }
        }
      });
    }
    const channel = this.channel(name);
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    await this.subscriber.subscribe(channel);
  }

  async close(): Promise<void> {
    for (const redis of [this.publisher, this.subscriber]) if (redis) await closeRedis(redis);
    this.publisher = null;
    this.subscriber = null;
    this.listeners.clear();
  }
}

export class BullJobQueue implements JobQueue {
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private readonly connections: Redis[] = [];

  constructor(
    private readonly channels: RedisChannels,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private open(): Queue {
    if (!this.queue) {
      const connection = this.channels.connection();
      this.connections.push(connection);
      this.queue = new Queue<QueueEntry>(this.channels.prefix, { connection });
    }
    return this.queue;
  }

  async add(jobId: string, key: string, delayMs: number): Promise<void> {
    await this.open().add(
      'run',
      { jobId },
      {
        jobId: `${jobId}-${key}`,
        delay: Math.max(0, delayMs),
        // BullMQ retries nothing itself: the runtime keeps attempts and backoff in the table.
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }

  async broadcastCancel(jobId: string): Promise<void> {
    await this.channels.publish('cancel', jobId);
  }

  async onCancel(listener: (jobId: string) => void): Promise<void> {
    await this.channels.subscribe('cancel', listener);
  }

  async startWorker(concurrency: number, process: (jobId: string) => Promise<void>): Promise<void> {
    if (this.worker) return;
    const connection = this.channels.connection();
    this.connections.push(connection);
    this.worker = new Worker<QueueEntry>(
      this.channels.prefix,
      async (entry) => {
        await process(entry.data.jobId);
      },
      { connection, concurrency },
    );
    this.worker.on('error', (error) => this.logger.warn({ err: error }, 'BullMQ worker error'));
    await this.worker.waitUntilReady();
  }

  async stopWorker(force = false): Promise<void> {
    await this.worker?.close(force);
    this.worker = null;
  }

  async close(): Promise<void> {
    await this.stopWorker();
    await this.queue?.close();
    this.queue = null;
    for (const connection of this.connections.splice(0)) await closeRedis(connection);
    await this.channels.close();
  }
}

/** A worker's `Realtime`: events go over Redis to the API processes, which hold the sockets. */
export function relayedRealtime(channels: RedisChannels, log: FastifyBaseLogger): Realtime {
  return {
    toUser(userId, event, payload) {
      const message: RelayedEvent = { userId, event, payload };
      channels
        .publish('realtime', JSON.stringify(message))
        .catch((error: unknown) => log.warn({ err: error, event }, 'could not relay an event'));
    },
  };
}

/** The API's side of the relay: events workers publish reach the owner's sockets here. */
export async function forwardRelayedEvents(
  channels: RedisChannels,
  local: Realtime,
  log: FastifyBaseLogger,
): Promise<void> {
  await channels.subscribe('realtime', (text) => {
    const message = JSON.parse(text) as RelayedEvent;
    if (typeof message.userId !== 'string' || typeof message.event !== 'string') {
      log.warn('a relayed realtime event had no user or name');
      return;
    }
    local.toUser(message.userId, message.event, message.payload);
  });
}
