// News: sources polled by jobs on a schedule (the API schedules; any process may run them), read
// and listened to by everyone signed in; administrators manage the sources.
import type { FastifyInstance } from 'fastify';
import type { ConfiguredNewsSource } from '../config/news';
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { newsAdminRoutes } from './admin-routes';
import { newsPollJobHandler, NewsScheduler } from './poll';
import { newsRoutes } from './routes';
import { sampleFeedRoutes, SAMPLE_SOURCES } from './samples';
import { NewsService } from './service';
import { NewsSources } from './sources';

declare module 'fastify' {
  interface FastifyInstance {
    /** Polls news sources (tests drive it: tick, prune). */
    newsScheduler: NewsScheduler;
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

export function newsFeature(platform: Platform): Feature {
  const { config, db, clock, storage, jobs, rateLimiter, log } = platform;
  const retentionDays = config.newsRetentionDays;
  jobs.register(newsPollJobHandler({ db, clock, retentionDays, log }));
  const scheduler = new NewsScheduler({ db, jobs, clock, storage, retentionDays, log });
  const sources = new NewsSources({
    db,
    clock,
    storage,
    scheduler,
    defaultIntervalMinutes: config.newsPollMinutes,
    allowLocal: config.newsAllowLocalSources,
  });
  const news = new NewsService({
    db,
    storage,
    clock,
    secret: config.jwtSecret,
    tools: { espeakPath: 'espeak-ng', ffmpegPath: config.ffmpegPath },
    limiter: rateLimiter,
  });
  return {
    async register(app) {
      app.decorate('newsScheduler', scheduler);
      if (config.newsSampleFeeds)
        await app.register(sampleFeedRoutes, { prefix: '/v1/api/news/samples', clock });
      await app.register(newsRoutes, { prefix: '/v1/api/news', news });
      await app.register(newsAdminRoutes, { prefix: '/v1/api/admin/news', sources });
    },
    // The configured sources and the sample feeds at this server's own address, then the schedule.
    async start(app) {
      const samples = config.newsSampleFeeds ? sampleSourcesAt(ownOrigin(app)) : [];
      await sources.seed([...config.newsSources, ...samples]);
      scheduler.start();
    },
    stop: async () => scheduler.stop(),
  };
}
