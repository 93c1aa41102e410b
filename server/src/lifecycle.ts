// A node's life as the load balancer sees it: `/healthz`, `/readyz` (which parts answer, or that
// the node is stopping), and a graceful stop that lets running requests finish.
import type { FastifyInstance } from 'fastify';
import { m } from './messages';
import type { Platform } from './platform';

/** How long a stopping node lets running requests finish (SIGTERM exits after 10 s at most). */
const CLOSE_DRAIN_MS = 8_000;
/** Each readiness part has this long (a Redis that is down would keep a ping waiting). */
const CHECK_MS = 2_000;

const PROBLEMS = {
  database: 'databaseUnreachable',
  redis: 'redisUnreachable',
  storage: 'storageUnavailable',
} as const;

export function registerLifecycle(app: FastifyInstance, platform: Platform): void {
  let stopping = false;
  app.decorate('stopServing', () => {
    stopping = true;
  });
  // Responses sent while the node stops close their connection: a balancer's kept-alive
  // connection must not sit idle until the drain cuts it.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    stopping = true;
    app.io.local.disconnectSockets(true);
    // Requests still running get a few seconds to finish; then their connections are cut, so a
    // stuck one cannot keep the node from stopping.
    setTimeout(() => app.server.closeAllConnections(), CLOSE_DRAIN_MS).unref();
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (stopping)
      return reply
        .code(503)
        .type('application/json; charset=utf-8')
        .send({ success: false, message: m('nodeStopping'), status: 'stopping' });
    const failed = await Promise.all(
      platform.readiness.map(async ({ part, check }) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${part} did not answer in 2 s`)), CHECK_MS);
        });
        try {
          await Promise.race([check(), late]);
          return false;
        } catch (error) {
          request.log.error({ err: error, part }, 'readiness check failed');
          return true;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks: Record<string, string> = Object.fromEntries(
      platform.readiness.map(({ part }, index) => [part, failed[index] ? 'failed' : 'ok']),
    );
    if (!platform.config.redisUrl) checks.redis = 'not used';
    const first = platform.readiness.find((_, index) => failed[index]);
    if (!first) return { status: 'ready', checks };
    return reply
      .code(503)
      .type('application/json; charset=utf-8')
      .send({ success: false, message: m(PROBLEMS[first.part]), checks });
  });
}
