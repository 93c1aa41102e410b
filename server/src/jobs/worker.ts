// A `pnpm worker` process: the whole app built as the API builds it (so every area registers the
// same handlers), never listening, taking jobs from BullMQ until SIGINT/SIGTERM.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import type { Config } from '../config';
import { migrateToLatest } from '../db/migrations';

export async function startWorker(
  config: Config,
  deps: AppDependencies = {},
  /** More handlers before jobs start (test processes register theirs here). */
  register?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  if (!config.redisUrl) throw new Error('pnpm worker needs REDIS_URL (BullMQ on Redis)');
  const app = await buildApp(config, { ...deps, jobRole: 'worker' });
  // A worker may start before the API: the schema it writes to must exist.
  await migrateToLatest(app.database.db);
  register?.(app);
  await app.jobs.start();
  return app;
}
