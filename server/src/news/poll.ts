// Polling news sources: each poll is a background job (any process that runs jobs may run it), and
// the scheduler in the API process starts the due ones. Claiming a poll is one conditional write
// on the source's row, so several API processes never poll one source twice; a poll that fails
// is recorded on the source (its last error for the administrators) and the next one waits longer
// (backoff), up to a day. The same scheduler removes articles older than the retention window,
// hourly, on whichever API process claims that run.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { claimPeriodicRun } from '../db/periodic';
import type { NewsSourcesTable } from '../db/schema';
import { PermanentJobError, type JobHandler, type JobService, type Schedule } from '../jobs/types';
import type { FileStorage } from '../storage/storage';
import { parseFeed, FeedParseError } from './feed';
import { fetchPublic, FetchFailed, FetchRefused } from '../public-fetch';
import { newsText } from './messages';
import { storeItems } from './store';

export const NEWS_POLL_JOB_KIND = 'news-poll';

/** How often the scheduler looks for due sources. */
const TICK_MS = 30_000;
/** How often old articles are removed (by one API process of all, whichever claims it). */
const PRUNE_EVERY_MS = 3_600_000;
/** The prune's name among the periodic runs (db/periodic.ts). */
export const NEWS_PRUNE = 'news-prune';
/** The longest a failing source waits before it is tried again. */
const MAX_BACKOFF_MS = 24 * 3_600_000;
/** A feed larger than this is refused. */
export const FEED_MAX_BYTES = 10 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 30_000;
const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5';

export interface NewsPollInput {
  [key: string]: string;
  sourceId: string;
}

export interface NewsPollResult {
  [key: string]: number | boolean;
  notModified: boolean;
  items: number;
  added: number;
  duplicates: number;
  tooOld: number;
}

/** The wait before the next poll of a source that failed `failures` times in a row. */
export function backoffMs(intervalMinutes: number, failures: number): number {
  const interval = intervalMinutes * 60_000;
  if (failures <= 0) return interval;
  // 1, 2, 4, 8… minutes (never sooner than a minute, never longer than a day or the interval x 8).
  const grown = 60_000 * 2 ** Math.min(failures - 1, 20);
  return Math.min(Math.max(grown, 60_000), MAX_BACKOFF_MS, Math.max(interval * 8, 60_000));
}

/** What a failed fetch or parse says to an administrator. */
export function pollErrorText(error: unknown): string {
  if (error instanceof FetchRefused || error instanceof FetchFailed)
    return newsText('feedFetchFailed', { reason: error.message });
  if (error instanceof FeedParseError) return newsText('feedUnreadable', { reason: error.message });
  return newsText('feedUnreadable', { reason: (error as Error).message });
}

export interface FetchedFeed {
  notModified: boolean;
  etag: string | null;
  lastModified: string | null;
  items: ReturnType<typeof parseFeed>['items'];
  format: string;
  title: string | null;
}

/** Fetches and parses a feed (conditionally when validators are given). Throws for failures. */
export async function readFeed(
  url: string,
  options: {
    allowLocal: boolean;
    signal?: AbortSignal;
    etag?: string | null;
    lastModified?: string | null;
  },
): Promise<FetchedFeed> {
  const headers: Record<string, string> = { accept: FEED_ACCEPT };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const response = await fetchPublic(url, {
    allowLocal: options.allowLocal,
    signal: options.signal,
    headers,
    timeoutMs: FEED_TIMEOUT_MS,
    maxBytes: FEED_MAX_BYTES,
  });
  const header = (name: string): string | null => {
    const value = response.headers.get(name);
    return value ? value.slice(0, 300) : null;
  };
  if (response.status === 304)
    return {
      notModified: true,
      etag: options.etag ?? null,
      lastModified: options.lastModified ?? null,
      items: [],
      format: '',
      title: null,
    };
  // fetchPublic answers only 2xx and 304 (it throws for the rest, with the status).
  const charset = /charset=["']?([\w-]+)/i.exec(header('content-type') ?? '')?.[1] ?? null;
  const feed = parseFeed(response.body, { baseUrl: response.url, charset });
  return {
    notModified: false,
    etag: header('etag'),
    lastModified: header('last-modified'),
    items: feed.items,
    format: feed.format,
    title: feed.title,
  };
}

export function newsPollJobHandler(deps: {
  db: Db;
  clock: Clock;
  retentionDays: number;
  log: FastifyBaseLogger;
}): JobHandler<NewsPollInput, NewsPollResult> {
  const { db, clock } = deps;
  return {
    kind: NEWS_POLL_JOB_KIND,
    // The schedule is the retry: a failed poll is recorded and tried again after its backoff.
    maxAttempts: 1,
    quick: true,
    timeoutMs: 5 * 60_000,
    async run(context) {
      const source = await db
        .selectFrom('news_sources')
        .selectAll()
        .where('id', '=', context.input.sourceId)
        .executeTakeFirst();
      if (!source) throw new PermanentJobError('The news source was removed.');
      context.progress(10, 'Fetching the feed');
      const startedAt = clock.now();
      try {
        const feed = await readFeed(source.url, {
          allowLocal: source.local === 1,
          signal: context.signal,
          etag: source.etag,
          lastModified: source.last_modified,
        });
        context.progress(50, 'Storing articles');
        const report = feed.notModified
          ? { added: 0, duplicates: 0, tooOld: 0 }
          : await storeItems(db, source, feed.items, clock.now(), deps.retentionDays * 86_400_000);
        const now = clock.now();
        await db
          .updateTable('news_sources')
          .set({
            etag: feed.etag,
            last_modified: feed.lastModified,
            last_polled_at: startedAt.toISOString(),
            last_success_at: now.toISOString(),
            last_error: null,
            failures: 0,
            next_poll_at: new Date(
              now.getTime() + backoffMs(source.interval_minutes, 0),
            ).toISOString(),
            job_id: null,
            updated_at: now.toISOString(),
          })
          .where('id', '=', source.id)
          .execute();
        deps.log.info(
          { source: source.name, notModified: feed.notModified, ...report },
          'news source polled',
        );
        return { notModified: feed.notModified, items: feed.items.length, ...report };
      } catch (error) {
        if (context.signal.aborted) throw error;
        const message = pollErrorText(error);
        const now = clock.now();
        const failures = source.failures + 1;
        await db
          .updateTable('news_sources')
          .set({
            last_polled_at: startedAt.toISOString(),
            last_error: message.slice(0, 1000),
            failures,
            next_poll_at: new Date(
              now.getTime() + backoffMs(source.interval_minutes, failures),
            ).toISOString(),
            job_id: null,
            updated_at: now.toISOString(),
          })
          .where('id', '=', source.id)
          .execute();
        deps.log.warn({ source: source.name, failures }, message);
        throw new PermanentJobError(message);
      }
    },
  };
}

type SourceRow = NewsSourcesTable;

export class NewsScheduler {
  private schedule: Schedule | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobService;
      clock: Clock;
      storage: FileStorage;
      retentionDays: number;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Polls the due sources now, then every half minute looks again. */
  start(): void {
    if (this.schedule) return;
    this.schedule = this.deps.jobs.schedule('news sources', TICK_MS, () => this.tick());
  }

  async stop(): Promise<void> {
    await this.schedule?.stop();
    this.schedule = null;
  }

  /** Starts a poll of every due source that is not being polled; the ids of those started. */
  async tick(): Promise<string[]> {
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .selectFrom('news_sources')
      .selectAll()
      .where('paused', '=', 0)
      .where('next_poll_at', '<=', now.toISOString())
      .execute();
    const started: string[] = [];
    for (const source of due) if (await this.claim(source)) started.push(source.id);
    if (await claimPeriodicRun(this.deps.db, NEWS_PRUNE, PRUNE_EVERY_MS, now)) await this.prune();
    return started;
  }

  /** Polls one source now (an administrator asked), unless a poll of it is going. */
  async pollNow(sourceId: string): Promise<'started' | 'running' | 'unknown'> {
    const source = await this.deps.db
      .selectFrom('news_sources')
      .selectAll()
      .where('id', '=', sourceId)
      .executeTakeFirst();
    if (!source) return 'unknown';
    return (await this.claim(source)) ? 'started' : 'running';
  }

  /** Whether a poll of this source is queued or running. */
  async polling(source: Pick<SourceRow, 'job_id'>): Promise<boolean> {
    if (!source.job_id) return false;
    const job = await this.deps.jobs.get(source.job_id);
    return job !== null && (job.state === 'queued' || job.state === 'running');
  }

  private async claim(source: SourceRow): Promise<boolean> {
    const { db, jobs, clock } = this.deps;
    if (await this.polling(source)) return false;
    const marker = `claim:${clock.now().getTime()}:${Math.random().toString(36).slice(2)}`;
    // Claimed only if nobody changed the row's poll since it was read.
    let claim = db.updateTable('news_sources').set({ job_id: marker }).where('id', '=', source.id);
    claim =
      source.job_id === null
        ? claim.where('job_id', 'is', null)
        : claim.where('job_id', '=', source.job_id);
    const claimed = await claim.executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const jobId = await jobs.enqueue<NewsPollInput>({
      kind: NEWS_POLL_JOB_KIND,
      ownerUserId: null,
      input: { sourceId: source.id },
    });
    // The job may have finished already (and cleared the marker): only the marker is replaced.
    await db
      .updateTable('news_sources')
      .set({ job_id: jobId })
      .where('id', '=', source.id)
      .where('job_id', '=', marker)
      .execute();
    return true;
  }

  /** Removes articles published before the retention window, with their images and audio. */
  async prune(): Promise<number> {
    const { db, clock, storage } = this.deps;
    const before = new Date(
      clock.now().getTime() - this.deps.retentionDays * 86_400_000,
    ).toISOString();
    let removed = 0;
    for (;;) {
      const old = await db
        .selectFrom('news_articles')
        .select(['id', 'image_key', 'audio_key'])
        .where('published_at', '<', before)
        .limit(500)
        .execute();
      if (old.length === 0) break;
      await db
        .deleteFrom('news_articles')
        .where(
          'id',
          'in',
          old.map((row) => row.id),
        )
        .execute();
      for (const row of old)
        for (const key of [row.image_key, row.audio_key])
          if (key) await storage.delete(key).catch(() => {});
      removed += old.length;
    }
    if (removed > 0) this.deps.log.info({ removed }, 'old news articles removed');
    return removed;
  }
}
