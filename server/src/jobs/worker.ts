// A `pnpm worker` process: the platform and every feature area's job handlers, without HTTP or
// sockets, taking jobs from BullMQ until SIGINT/SIGTERM.
import { destination, pino } from 'pino';
import type { AppDependencies } from '../app';
import type { Config } from '../config';
import { migrateToLatest } from '../db/migrations';
import { buildFeatures } from '../features';
import { logOptions } from '../logger';
import { openPlatform, type Platform } from '../platform';

export type WorkerProcess = Pick<Platform, 'config' | 'database' | 'jobs' | 'log' | 'close'>;

export async function startWorker(
  config: Config,
  deps: AppDependencies = {},
  /** More handlers before jobs start (test processes register theirs here). */
  register?: (worker: WorkerProcess) => void,
): Promise<WorkerProcess> {
  if (!config.redisUrl) throw new Error('pnpm worker needs REDIS_URL (BullMQ on Redis)');
  const log = pino(logOptions(config), deps.logStream ?? destination(1));
  const platform = openPlatform(config, {
    log,
    role: 'worker',
    clock: deps.clock,
    delivery: deps.delivery,
  });
  // Building the areas registers their job handlers; their routes are the API's.
  await buildFeatures(platform);
  // A worker may start before the API: the schema it writes to must exist.
  await migrateToLatest(platform.db);
  register?.(platform);
  await platform.jobs.start();
  return platform;
}
