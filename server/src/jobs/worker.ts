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

/** Closes the app on SIGINT/SIGTERM: running jobs are aborted and queued again for later. */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
