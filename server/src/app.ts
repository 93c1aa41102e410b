// buildApp(config): the whole server as a Fastify instance, not yet listening. main.ts and the
// tests both use it; migrations and seeding are separate steps (see main.ts).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { AccountService } from './auth/accounts';
import { OtpService } from './auth/otp';
import { authPlugin } from './auth/plugin';
import { SessionService } from './auth/sessions';
import { clientKey } from './client-key';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { ConfiguredNewsSource } from './config/news';
import { openDatabase, pingDatabase, type DatabaseHandle } from './db';
import { createDelivery, type Delivery } from './delivery';
import { HttpError, badRequest, tooManyRequests } from './errors';
import { registerLanguage } from './language';
import { m } from './messages';
import { containsNul, urlContainsNul } from './nul-guard';
import {
  attachSocketServer,
  createRealtime,
  shareRoomsThroughRedis,
  SocketSessionNotifier,
  type Realtime,
} from './realtime';
import { AccessService } from './access/service';
import { RedisChannels } from './redis';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limit';
import { createJobRuntime, type JobRole } from './jobs/runtime';
import type { JobService } from './jobs/types';
import { NotificationService } from './notifications/service';
import { notificationRoutes } from './routes/notifications';
import { conversionRoutes } from './routes/conversion';
import { chatRoutes } from './routes/chat';
import { adminJobsRoutes, careersRoutes } from './routes/careers';
import { libraryRoutes } from './routes/library';
import { LibraryService } from './library/service';
import { LibraryFormats } from './library/formats';
import { libraryFormatsRoutes } from './routes/library-formats';
import { libraryAdminRoutes } from './routes/library-admin';
import { LibraryAdmin } from './library/admin';
import { libraryIngestJobHandler } from './library/ingest/job';
import { librarySeedJobHandler } from './library/seed/job';
import { JobPostings } from './careers/postings';
import { newsPollJobHandler, NewsScheduler } from './news/poll';
import { sampleFeedRoutes, SAMPLE_SOURCES } from './news/samples';
import { NewsService } from './news/service';
import { NewsSources } from './news/sources';
import { newsRoutes } from './routes/news';
import { newsAdminRoutes } from './routes/news-admin';
import { resumeJobHandler } from './careers/resume-job';
import { FeedScheduler, feedJobHandler } from './careers/feeds';
import { CareersService } from './careers/service';
import { createChatService } from './assistant';
import { createAgentSockets, type AgentSockets } from './agent';
import { agentRoutes } from './routes/agent';
import { convertPdf } from './conversion';
import { documentJobHandler } from './conversion/document-job';
import { ConversionRequests } from './conversion/requests';
import { mediaJobHandler } from './captions/media-job';
import { MediaCaptions } from './captions/service';
import { authRoutes } from './routes/auth';
import { accessRoutes } from './routes/access';
import { adminRoutes } from './routes/admin';
import { orgRoutes } from './routes/org';
import { fileRoutes } from './routes/files';
import { linkRoutes } from './routes/link';
import { userRoutes } from './routes/user';
import { FilesService } from './storage/files';
import { clearStaleSpool, spoolFolder } from './storage/spool';
import { configuredStorage } from './storage/configured';
import { LinkService } from './users/link';
import { ProfileService } from './users/profile';
import { registerStatic, trySpaFallback } from './static';
import { validationMessage, validatorCompiler, type ValidationIssue } from './validator';
import { WhitelistService } from './whitelist/service';

export interface AppDependencies {
  clock?: Clock;
  /** Replace the configured email/SMS adapters (tests). */
  delivery?: Delivery;
  /** Where log lines go instead of standard output (tests read what the server logs). */
  logStream?: { write(line: string): void };
  /** 'worker' for `pnpm worker`: runs jobs from Redis, its realtime events relayed to the API. */
  jobRole?: JobRole;
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
    /** Polls news sources (tests drive it: tick, prune). */
    newsScheduler: NewsScheduler;
    /** From now on `/readyz` says the node is stopping (SIGTERM, before the close). */
    stopServing(): void;
  }
}

/** This server's own origin as it listens (the sample feeds are fetched from it). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

function sampleSourcesAt(origin: string): ConfiguredNewsSource[] {
  return SAMPLE_SOURCES.map((sample) => ({
    name: sample.name,
    url: `${origin}/v1/api/news/samples/${sample.file}`,
    language: sample.language,
    categories: [...sample.categories],
    intervalMinutes: null,
    local: true,
  }));
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** The Redis channel on which a node says which sessions ended (their agent sockets close). */
const SESSIONS_ENDED_CHANNEL = 'sessions-ended';
/** How long a stopping node lets running requests finish (SIGTERM exits after 10 s at most). */
const CLOSE_DRAIN_MS = 8_000;

/** A request target with the values of token-like query parameters replaced. */
export function redactTokens(url: string): string {
  return url.replace(/([?&](?:token|otp|callback_info)=)[^&#]*/gi, '$1[redacted]');
}

function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, message });
}

export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    requestTimeout: config.requestTimeoutMs,
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Plugins may log request headers (the multipart reader does at trace level): bearer
      // tokens and cookies never reach the log.
      redact: {
        paths: ['*.headers.authorization', '*.headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
      // Approval and link tokens travel in query strings: they never reach the logs.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactTokens(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
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
  app.decorate('config', config);
  const database = openDatabase(
    config.databaseUrl,
    (error) =>
      app.log.warn({ err: error }, 'an idle database connection was closed; the pool reconnects'),
    config.databasePoolSize,
  );
  app.decorate('database', database);
  const delivery = deps.delivery ?? createDelivery(config, app.log, clock);
  app.decorate('delivery', delivery);
  const role = deps.jobRole ?? 'api';
  // Several nodes share the job queue, socket.io's rooms and ended sessions through Redis.
  const redis = config.redisUrl
    ? new RedisChannels(config.redisUrl, config.jobQueue, app.log)
    : null;
  const notifier = new SocketSessionNotifier();
  // Ended sessions close their socket.io connections (on every node, through the Redis adapter)
  // and their browser-agent sockets (each node closes its own on the `sessions-ended` channel).
  let agentSockets: AgentSockets | null = null;
  const sessions = new SessionService(database.db, config, clock, {
    sessionsEnded(userId, sessionIds) {
      notifier.sessionsEnded(userId, sessionIds);
      if (!redis) {
        agentSockets?.sessionsEnded(userId, sessionIds);
        return;
      }
      redis
        .publish(SESSIONS_ENDED_CHANNEL, JSON.stringify({ userId, sessionIds }))
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'could not tell the other nodes of ended sessions'),
        );
    },
  });
  if (redis && role === 'api') {
    // Not awaited: a node starts (and /readyz says what is wrong) while Redis is still away.
    redis
      .subscribe(SESSIONS_ENDED_CHANNEL, (text) => {
        const ended = JSON.parse(text) as { userId?: unknown; sessionIds?: unknown };
        if (typeof ended.userId === 'string' && Array.isArray(ended.sessionIds))
          agentSockets?.sessionsEnded(ended.userId, ended.sessionIds.map(String));
      })
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'cannot hear of sessions ended on other nodes over Redis'),
      );
  }
  // Per-minute limits of chat, news audio and the browser agent: in Redis when nodes share one,
  // so a person gets the same allowance whichever node answers.
  const rateLimiter: RateLimiter = config.redisUrl
    ? new RedisRateLimiter({
        url: config.redisUrl,
        clock,
        log: app.log,
        prefix: `${config.jobQueue}:limit:`,
      })
    : new MemoryRateLimiter(clock);
  const otp = new OtpService(database.db, config, clock, delivery, app.log);
  const accounts = new AccountService(database.db, config, clock, otp, sessions);
  app.decorate('sessions', sessions);
  app.decorate('otp', otp);
  app.decorate('accounts', accounts);
  // Before any route: the session decorator and the access hooks every route uses.
  await app.register(authPlugin, { authenticate: (token) => sessions.authenticate(token) });
  const io = attachSocketServer(app.server, sessions, config.corsOrigins);
  const closeRoomSharing = redis && role === 'api' ? shareRoomsThroughRedis(io, redis) : null;
  notifier.bind(io);
  app.decorate('io', io);
  const jobRuntime = createJobRuntime({
    config,
    db: database.db,
    clock,
    log: app.log,
    local: createRealtime(io),
    thisNode: createRealtime(io, 'this node'),
    redis,
    role,
  });
  app.decorate('realtime', jobRuntime.realtime);
  app.decorate('jobs', jobRuntime.jobs);
  const notifications = new NotificationService(
    database.db,
    config.publicUrl,
    clock,
    delivery.email,
    jobRuntime.realtime,
    app.log,
  );
  app.decorate('notifications', notifications);
  // Jobs start once the server listens (after migrations); a worker process starts them itself.
  app.addHook('onListen', async () => {
    await jobRuntime.jobs.start();
  });
  // Stored files (the local disk or an S3-compatible store, STORAGE) by generated keys; FilesService
  // checks who may read them and serves them.
  const fileStorage = configuredStorage(config);
  const files = new FilesService(database.db, fileStorage, clock, app.log, {
    pdfBytes: config.uploadLimitBytes,
    documentBytes: config.documentUploadLimitBytes,
    mediaBytes: config.mediaUploadLimitBytes,
    bookBytes: config.libraryUploadLimitBytes,
  });
  app.decorate('files', files);
  // Document conversion: requests on the API, the work as a job (in whichever process runs jobs).
  const conversion = new ConversionRequests(database.db, files, jobRuntime.jobs, clock, {
    document: config.activeDocumentsPerPerson,
    media: config.activeMediaPerPerson,
  });
  jobRuntime.jobs.register(
    documentJobHandler({ db: database.db, files, notifier: notifications, convert: convertPdf }),
  );
  // Captions of audio and video: the same requests, their own form, job and transcript page.
  const captions = new MediaCaptions(database.db, conversion, config, clock, app.log);
  app.decorate('captions', captions);
  jobRuntime.jobs.register(
    mediaJobHandler({
      db: database.db,
      files,
      notifier: notifications,
      captionTools: () => captions.captionTools(),
      mediaMaxDurationSeconds: config.mediaMaxDurationSeconds,
    }),
  );
  // Uploads a dead process left half-read; a day is far longer than any upload takes.
  await clearStaleSpool(spoolFolder(config.dataDir), Date.now(), 24 * 3_600_000);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (urlContainsNul(request.url)) throw badRequest(m('nulCharacter'));
    // Sign-in pages must not be framed by other sites (clickjacking); approval and link tokens in
    // addresses must not leak to other origins through the Referer header.
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // No page of the portal uses the camera, microphone, location, payments or USB devices.
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
  });
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
    io.local.disconnectSockets(true);
    // Requests still running get a few seconds to finish; then their connections are cut, so a
    // stuck one cannot keep the node from stopping.
    setTimeout(() => app.server.closeAllConnections(), CLOSE_DRAIN_MS).unref();
  });
  app.addHook('onClose', async () => {
    // After the last request: running jobs are aborted and queued again before the database closes.
    await jobRuntime.close();
    await io.close();
    await closeRoomSharing?.();
    fileStorage.close?.();
    await rateLimiter.close();
    delivery.close();
    await database.close();
  });

  // An empty JSON body (e.g. POST /auth/logout from a client that always sets the content type)
  // is "no body"; anything else goes through Fastify's safe JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  // The API speaks JSON only (multipart routes register their own parser): other types get 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (!error && containsNul(parsed)) done(badRequest(m('nulCharacter')), undefined);
      else done(error, parsed);
    });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.statusCode, error.message);
    }
    if (error.validation)
      return sendError(
        reply,
        400,
        validationMessage(error.validation as ValidationIssue[], request.body),
      );
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 400, m('badJson'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 400, m('emptyJsonBody'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(
          reply,
          413,
          m('bodyTooLarge', { limit: Math.round(config.bodyLimitBytes / 1024) }),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(
          reply,
          415,
          m('unsupportedMediaType', { type: request.headers['content-type'] ?? '(none)' }),
        );
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, m('internalError'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (trySpaFallback(config, request, reply)) return reply;
    const path = request.url.split('?')[0] ?? '';
    const message = path.startsWith('/v1/api')
      ? m('routeNotFound', { method: request.method, url: path })
      : m('notFound', { url: path });
    return sendError(reply, 404, message);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nclude API',
        version: '1.0.0',
        description: 'The API of the Nclude accessibility portal.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });

  // Bundles are the bulk of a first visit; small JSON answers stay uncompressed (threshold).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(rateLimit, {
    global: false,
    // One IPv6 client holds a whole /64: counting per address would give it endless buckets.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        m('tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
        context.ttl / 1000,
      ),
  });

  // multipart/form-data for upload routes: each route reads it with its own, tighter limits
  // (storage/multipart.ts); these are the ceilings.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: files.largestLimit(),
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 21,
      headerPairs: 20,
    },
  });

  const openApiDocument = { schema: { hide: true } };
  const serveOpenApi = async () => app.swagger();
  app.get('/v1/api/openapi.json', openApiDocument, serveOpenApi);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // A load balancer sends requests only to nodes whose database, Redis (when configured) and file
  // storage answer; each part has two seconds (a Redis that is down would keep a ping waiting).
  const readinessChecks = [
    { part: 'database', check: () => pingDatabase(database.db), problem: 'databaseUnreachable' },
    { part: 'redis', check: () => jobRuntime.ready(), problem: 'redisUnreachable' },
    { part: 'storage', check: () => fileStorage.ready(), problem: 'storageUnavailable' },
  ] as const;
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (stopping)
      return reply
        .code(503)
        .type('application/json; charset=utf-8')
        .send({ success: false, message: m('nodeStopping'), status: 'stopping' });
    const results = await Promise.all(
      readinessChecks.map(async ({ part, check }) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${part} did not answer in 2 s`)), 2_000);
        });
        try {
          await Promise.race([check(), late]);
          return null;
        } catch (error) {
          request.log.error({ err: error, part }, 'readiness check failed');
          return part;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks = Object.fromEntries(
      readinessChecks.map(({ part }, index) => [part, results[index] ? 'failed' : 'ok']),
    );
    if (!config.redisUrl) checks.redis = 'not used';
    const failed = readinessChecks.find((_, index) => results[index]);
    if (!failed) return { status: 'ready', checks };
    return reply
      .code(503)
      .type('application/json; charset=utf-8')
      .send({ success: false, message: m(failed.problem), checks });
  });

  await app.register(authRoutes, {
    prefix: '/v1/api/auth',
    accounts,
    otp,
    sessions,
    loginAttemptsPerIp: config.loginAttemptsPerIp,
  });
  // Careers: postings, recommendations, applications and the resume read by a background job.
  const postings = new JobPostings(database.db, clock);
  const careers = new CareersService({
    db: database.db,
    postings,
    files,
    jobs: jobRuntime.jobs,
    notifications,
    email: delivery.email,
    clock,
  });
  jobRuntime.jobs.register(
    resumeJobHandler({ db: database.db, files, notifications, convert: convertPdf }),
  );
  // A resume replaced on the profile page is read again, like one uploaded for careers.
  const profile = new ProfileService(database.db, accounts, sessions, files, (userId, fileId) =>
    careers.readResume(userId, fileId),
  );
  await app.register(userRoutes, {
    prefix: '/v1/api',
    accounts,
    profile,
    uploadLimitBytes: config.uploadLimitBytes,
  });
  await app.register(careersRoutes, {
    prefix: '/v1/api/careers',
    careers,
    files,
    replaceResume: (userId, source) => profile.replaceResume(userId, source),
  });
  // Feeds imported on a schedule: runs are jobs (any process may run them); the API schedules.
  jobRuntime.jobs.register(feedJobHandler({ postings, feeds: config.jobFeeds, log: app.log }));
  const feeds = new FeedScheduler({
    db: database.db,
    jobs: jobRuntime.jobs,
    clock,
    feeds: config.jobFeeds,
    intervalMinutes: config.jobFeedIntervalMinutes,
    log: app.log,
  });
  if (role === 'api') {
    app.addHook('onListen', async () => feeds.start());
    app.addHook('onClose', async () => feeds.stop());
  }
  await app.register(adminJobsRoutes, {
    prefix: '/v1/api/admin/jobs',
    postings,
    feeds,
    feedIntervalMinutes: config.jobFeedIntervalMinutes,
  });
  await app.register(linkRoutes, {
    prefix: '/v1/api/auth',
    link: new LinkService(database.db, otp, config, clock, delivery, app.log),
    attemptsPerIp: config.loginAttemptsPerIp,
  });
  await app.register(fileRoutes, { prefix: '/v1/api/files', files });
  // Access requests, approval, the admin whitelist tool and organisation enrolment.
  const whitelist = new WhitelistService(database.db, clock);
  const access = new AccessService(
    database.db,
    config,
    clock,
    delivery,
    files,
    whitelist,
    otp,
    app.log,
  );
  await app.register(accessRoutes, {
    prefix: '/v1/api/auth',
    accounts,
    access,
    uploadLimitBytes: config.uploadLimitBytes,
    accessRequestsPerIp: config.accessRequestsPerIp,
    loginAttemptsPerIp: config.loginAttemptsPerIp,
  });
  await app.register(adminRoutes, { prefix: '/v1/api/admin', access, whitelist });
  await app.register(orgRoutes, {
    prefix: '/v1/api/org',
    access,
    whitelist,
    loginAttemptsPerIp: config.loginAttemptsPerIp,
  });
  await app.register(notificationRoutes, { prefix: '/v1/api/notifications', notifications });
  await app.register(conversionRoutes, {
    prefix: '/v1/api/conversion',
    db: database.db,
    requests: conversion,
    captions,
    files,
  });
  await app.register(chatRoutes, {
    prefix: '/v1/api/chat',
    chat: await createChatService(config, database.db, clock, rateLimiter, app.log, (userId) =>
      careers.careerContext(userId),
    ),
  });
  // The audiobook library, for readers with the library scope (sections' MP3s in fileStorage).
  await app.register(libraryRoutes, {
    prefix: '/v1/api/library',
    library: new LibraryService({
      db: database.db,
      storage: fileStorage,
      clock,
      secret: config.jwtSecret,
    }),
  });
  // Its download formats, built on demand as jobs (any process may run them) and kept.
  const libraryFormats = new LibraryFormats({
    db: database.db,
    storage: fileStorage,
    jobs: jobRuntime.jobs,
    clock,
  });
  jobRuntime.jobs.register(libraryFormats.jobHandler());
  // Books read into the library (uploads, or files in DATA_DIR/library-import) and the seed
  // library, read aloud section by section by espeak-ng in whichever process runs jobs.
  const speechTools = { espeakPath: 'espeak-ng', ffmpegPath: config.ffmpegPath };
  jobRuntime.jobs.register(
    libraryIngestJobHandler({
      db: database.db,
      storage: fileStorage,
      files,
      clock,
      importRoots: [join(config.dataDir, 'library-import')],
      tools: speechTools,
      maxUnpackedBytes: config.libraryUnpackedLimitBytes,
    }),
  );
  jobRuntime.jobs.register(
    librarySeedJobHandler({
      db: database.db,
      storage: fileStorage,
      clock,
      tools: speechTools,
      repoRoot: config.repoRoot,
    }),
  );
  await app.register(libraryFormatsRoutes, { prefix: '/v1/api/library', formats: libraryFormats });
  // Administrators add books by upload, follow their ingestion, retry and delete them.
  await app.register(libraryAdminRoutes, {
    prefix: '/v1/api/admin/library',
    files,
    admin: new LibraryAdmin({
      db: database.db,
      storage: fileStorage,
      files,
      jobs: jobRuntime.jobs,
      formats: libraryFormats,
      clock,
    }),
  });
  // News: sources polled by jobs on a schedule (the API process schedules), read by everyone.
  jobRuntime.jobs.register(
    newsPollJobHandler({
      db: database.db,
      clock,
      retentionDays: config.newsRetentionDays,
      log: app.log,
    }),
  );
  const newsScheduler = new NewsScheduler({
    db: database.db,
    jobs: jobRuntime.jobs,
    clock,
    storage: fileStorage,
    retentionDays: config.newsRetentionDays,
    log: app.log,
  });
  const newsSources = new NewsSources({
    db: database.db,
    clock,
    storage: fileStorage,
    scheduler: newsScheduler,
    defaultIntervalMinutes: config.newsPollMinutes,
    allowLocal: config.newsAllowLocalSources,
  });
  app.decorate('newsScheduler', newsScheduler);
  if (config.newsSampleFeeds)
    await app.register(sampleFeedRoutes, { prefix: '/v1/api/news/samples', clock });
  if (role === 'api') {
    // After migrations (main.ts migrates before listening): the configured sources, and the
    // sample feeds at this server's own address, then the schedule.
    app.addHook('onListen', async () => {
      const samples = config.newsSampleFeeds ? sampleSourcesAt(ownOrigin(app)) : [];
      await newsSources.seed([...config.newsSources, ...samples]);
      newsScheduler.start();
    });
    app.addHook('onClose', async () => newsScheduler.stop());
  }
  await app.register(newsRoutes, {
    prefix: '/v1/api/news',
    news: new NewsService({
      db: database.db,
      storage: fileStorage,
      clock,
      secret: config.jwtSecret,
      tools: speechTools,
      limiter: rateLimiter,
    }),
  });
  await app.register(newsAdminRoutes, { prefix: '/v1/api/admin/news', sources: newsSources });
  // The browser agent (/ws/chat/{userId}) runs where people's pages connect: the API process.
  if (role === 'api') {
    const agent = createAgentSockets(
      config,
      (token) => sessions.authenticate(token),
      app.log,
      rateLimiter,
    );
    agentSockets = agent.sockets;
    agent.sockets.attach(app.server);
    app.addHook('preClose', async () => {
      await agent.sockets.close();
      await agent.browser.closeAll();
    });
  }
  await app.register(agentRoutes, { prefix: '/v1/api/agent', publicUrl: config.publicUrl });
  await registerStatic(app, config);
  return app;
}
