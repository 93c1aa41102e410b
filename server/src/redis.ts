// The Redis connections of a process that shares work with other nodes (REDIS_URL): opening,
// publish/subscribe channels, and closing without leaving a command waiting for ever.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Closes a connection: QUIT when it is connected, else dropped. Resolves once ioredis has given
 * up the connection, so the commands it still held have been rejected before the process goes on
 * (QUIT to a Redis that never answered would wait in the offline queue for ever).
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
    return;
  }
  // Between two attempts no socket is open: disconnecting only stops the retries, and the
  // queued commands are never answered nor rejected.
  if (redis.status === 'reconnecting') {
    redis.disconnect();
    return;
  }
  // Connecting, or connected and waiting for the first answer: the socket closes (ioredis
  // destroys it after `disconnectTimeout`), which rejects the queued commands and ends the client.
  const ended = new Promise<void>((resolve) => redis.once('end', () => resolve()));
  redis.disconnect();
  await ended;
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
    // A socket that does not close when asked is destroyed after this long (2 s by default),
    // which is how long a stopping node would wait for a Redis that never answered.
    const redis = new Redis(this.url, { maxRetriesPerRequest: null, disconnectTimeout: 200 });
    redis.on('error', (error) => this.log.warn({ err: error }, 'Redis connection error'));
    return redis;
  }

  /**
   * A connection for a library that sends commands without waiting for their answers (socket.io's
   * adapter publishes and subscribes so). A command that fails, such as one waiting for a Redis
   * that is away when the node closes, is logged here; unheard, its rejection would end the process.
   */
  unawaitedConnection(): Redis {
    const redis = this.connection();
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = (...args) => {
      const reply = send(...args);
      if (reply instanceof Promise)
        reply.catch((error: unknown) =>
          this.log.warn({ err: error }, 'a Redis command nobody waited for failed'),
        );
      return reply;
    };
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
