// Queue mode (REDIS_URL): BullMQ carries "job X is queued" from the API to the `pnpm worker`
// processes, and two Redis channels carry what must cross between processes: cancels (API → the
// worker running the job) and realtime events (a worker → the API's sockets, where the owner's
// browsers are connected). The jobs table stays the record; a BullMQ entry holds only the job id.
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Realtime } from '../realtime';
import { closeRedis, type RedisChannels } from '../redis';
import type { JobQueue } from './service';

interface QueueEntry {
  jobId: string;
}

interface RelayedEvent {
  userId: string;
  event: string;
  payload: unknown;
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
