// buildApp(config): the whole API as a Fastify instance, not yet listening: the platform, HTTP
// basics, the feature areas and the static web app. main.ts and the tests both use it;
// migrations and seeding are separate steps (see main.ts).
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { AccountService } from './auth/accounts';
import type { OtpService } from './auth/otp';
import { authPlugin } from './auth/plugin';
import type { SessionService } from './auth/sessions';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import type { Delivery } from './delivery';
import { buildFeatures } from './features';
import { registerHttpBasics } from './http';
import type { JobService } from './jobs/types';
import { registerLanguage } from './language';
import { registerLifecycle } from './lifecycle';
import { logOptions } from './logger';
import type { NotificationService } from './notifications/service';
import { openPlatform } from './platform';
import { attachSocketServer, type Realtime } from './realtime';
import { registerStatic } from './static';
import { fileRoutes } from './storage/routes';
import { clearStaleSpool, spoolFolder } from './storage/spool';
import { validatorCompiler } from './validator';

export interface AppDependencies {
  clock?: Clock;
  /** Replace the configured email/SMS adapters (tests). */
  delivery?: Delivery;
  /** Where log lines go instead of standard output (tests read what the server logs). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    accounts: AccountService;
    otp: OtpService;
    sessions: SessionService;
    delivery: Delivery;
    io: SocketServer;
    /** Pushes events to a user's browsers (every socket of every session). */
    realtime: Realtime;
    /** Background jobs (see jobs/types.ts). */
    jobs: JobService;
    notifications: NotificationService;
    /** From now on `/readyz` says the node is stopping (SIGTERM, before the close). */
    stopServing(): void;
  }
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    requestTimeout: config.requestTimeoutMs,
    logger: { ...logOptions(config), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // Honour a caller's request id (e.g. from a proxy) when it is sane, else make one: the id
    // is echoed in a header and written to every log line, so it must not carry CR/LF, log
    // forgery or megabytes of text.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    // A hop count becomes "trust the nearest N proxies", never every address a client claims.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Graceful stop: requests already accepted finish (closing only idle keep-alive
    // connections), and a request arriving while the node closes is still served normally rather
    // than refused with 503; the listening socket closes first, so the load balancer moves on.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox validation: bodies are checked exactly as sent (no silent type coercion);
  // query strings and params are converted to the declared types.
  app.setValidatorCompiler(validatorCompiler);
  // First of all hooks: everything after it runs in the request's language.
  await registerLanguage(app);

  const platform = openPlatform(config, {
    log: app.log,
    role: 'api',
    clock: deps.clock,
    delivery: deps.delivery,
    attachSockets: (sessions) => {
      const io = attachSocketServer(app.server, sessions, config.corsOrigins);
      app.decorate('io', io);
      return io;
    },
  });
  app.decorate('config', config);
  app.decorate('database', platform.database);
  app.decorate('delivery', platform.delivery);
  app.decorate('sessions', platform.sessions);
  app.decorate('otp', platform.otp);
  app.decorate('accounts', platform.accounts);
  app.decorate('jobs', platform.jobs);
  app.decorate('realtime', platform.realtime);
  app.decorate('notifications', platform.notifications);
  app.decorate('files', platform.files);
  // Before any route: the session decorator and the access hooks every route uses.
  await app.register(authPlugin, {
    authenticate: (token) => platform.sessions.authenticate(token),
  });
  const features = await buildFeatures(platform);
  // Uploads a dead process left half-read; a day is far longer than any upload takes.
  await clearStaleSpool(spoolFolder(config.dataDir), Date.now(), 24 * 3_600_000);

  await registerHttpBasics(app, config, platform.files);
  registerLifecycle(app, platform);
  // Jobs and periodic work start once the server listens (after migrations).
  app.addHook('onListen', async () => {
    await platform.jobs.start();
    for (const feature of features) await feature.start?.(app);
  });
  app.addHook('onClose', async () => {
    for (const feature of features) await feature.stop?.();
    await platform.close();
  });

  await app.register(fileRoutes, { prefix: '/v1/api/files', files: platform.files });
  for (const feature of features) await feature.register(app);
  await registerStatic(app, config);
  return app;
}
