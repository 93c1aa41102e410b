// Job feeds imported on a schedule (JOB_FEEDS): each run is a background job, so it is retried
// when the feed's server fails for a moment and survives a restart. The scheduler checks every
// minute which feeds are due; claiming a run is one conditional write in `job_feed_runs`, so
// several API processes never import one feed twice. A run imports the feed the way the admin
// page's import does (same checks, same per-row report), keeping the counts and the refused rows
// for the administrators' page.
import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { JobFeed } from '../config/careers';
import type { Db } from '../db';
import { PermanentJobError, type JobHandler, type JobService, type Schedule } from '../jobs/types';
import { feedText, IMPORT_FILE_BYTES, importPostings, ImportError } from './importer';
import { careerText } from './messages';
import type { JobPostings } from './postings';
import { FetchFailed, FetchRefused, fetchPublic } from '../public-fetch';

export const FEED_JOB_KIND = 'job-feed-import';

/** Longest wait for a feed's server. */
const FETCH_TIMEOUT_MS = 60_000;
/** How often the scheduler looks for due feeds. */
const TICK_MS = 60_000;
/** Refused rows kept with a run's result (the rest are counted). */
const REFUSED_ROWS_KEPT = 100;

export interface FeedJobInput {
  [key: string]: string;
  feed: string;
}

export interface FeedJobResult {
  [key: string]: string | number | { row: number; title: string | null; problems: string[] }[];
  format: string;
  added: number;
  updated: number;
  unchanged: number;
  refused: number;
  refusedRows: { row: number; title: string | null; problems: string[] }[];
}

/** Thrown for a feed that cannot be read now but may be later (its server is down). */
class FeedUnavailable extends Error {}

/** The feed's bytes: its file, or its address fetched with the news guard (public unless local). */
async function fetchFeed(feed: JobFeed, signal: AbortSignal): Promise<Uint8Array> {
  if (feed.isFile) {
    const size = (await stat(feed.location)).size;
    if (size > IMPORT_FILE_BYTES) throw new ImportError(careerText('feedTooLarge'));
    return readFile(feed.location, { signal });
  }
  try {
    const { body } = await fetchPublic(feed.location, {
      allowLocal: feed.local,
      signal,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: IMPORT_FILE_BYTES,
      headers: { accept: 'application/json, application/ld+json, text/csv, text/html;q=0.8' },
    });
    return body;
  } catch (error) {
    if (error instanceof FetchFailed)
      throw new FeedUnavailable(`The feed could not be fetched: ${error.message}`);
    if (error instanceof FetchRefused)
      throw new ImportError(
        error.status === null
          ? error.message
          : careerText('feedAnswered', { status: error.status }),
      );
    throw error;
  }
}

export function feedJobHandler(deps: {
  postings: JobPostings;
  feeds: readonly JobFeed[];
  log: FastifyBaseLogger;
}): JobHandler<FeedJobInput, FeedJobResult> {
  return {
    kind: FEED_JOB_KIND,
    maxAttempts: 3,
    timeoutMs: 10 * 60_000,
    async run(context) {
      const feed = deps.feeds.find((entry) => entry.name === context.input.feed);
      if (!feed) throw new PermanentJobError(`No feed is named "${context.input.feed}" any more.`);
      context.progress(5, 'Reading the feed');
      try {
        const text = feedText(await fetchFeed(feed, context.signal));
        context.progress(30, 'Importing');
        const report = await importPostings(deps.postings, text, {
          source: feed.name,
          category: feed.category ?? undefined,
          contactEmail: feed.contactEmail ?? undefined,
        });
        deps.log.info(
          {
            feed: feed.name,
            added: report.added,
            updated: report.updated,
            unchanged: report.unchanged,
            refused: report.refused,
          },
          'job feed imported',
        );
        return {
          format: report.format,
          added: report.added,
          updated: report.updated,
          unchanged: report.unchanged,
          refused: report.refused,
          refusedRows: report.rows
            .filter((row) => row.outcome === 'refused')
            .slice(0, REFUSED_ROWS_KEPT)
            .map(({ row, title, problems }) => ({ row, title, problems })),
        };
      } catch (error) {
        // A feed that is not a feed stays so until someone changes it: no retry.
        if (error instanceof ImportError) throw new PermanentJobError(error.message);
        if (error instanceof FeedUnavailable) deps.log.warn({ feed: feed.name }, error.message);
        throw error;
      }
    },
  };
}

export interface FeedStatus {
  name: string;
  /** The feed's address, or its file's path. */
  location: string;
  lastRun: {
    jobId: string | null;
    startedAt: string;
    state: string | null;
    finishedAt: string | null;
    error: string | null;
    result: FeedJobResult | null;
  } | null;
  nextRunAt: string;
}

export class FeedScheduler {
  private schedule: Schedule | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobService;
      clock: Clock;
      feeds: readonly JobFeed[];
      intervalMinutes: number;
      log: FastifyBaseLogger;
    },
  ) {}

  private get intervalMs(): number {
    return this.deps.intervalMinutes * 60_000;
  }

  /** Imports the due feeds now, then every minute looks again. */
  start(): void {
    if (this.deps.feeds.length === 0 || this.schedule) return;
    this.schedule = this.deps.jobs.schedule('job feeds', TICK_MS, () => this.tick());
  }

  async stop(): Promise<void> {
    await this.schedule?.stop();
    this.schedule = null;
  }

  /** Starts a run of every feed that is due and not running; the names of those started. */
  async tick(): Promise<string[]> {
    const started: string[] = [];
    for (const feed of this.deps.feeds)
      if (await this.runIfDue(feed, false)) started.push(feed.name);
    return started;
  }

  /** Runs one feed now (an administrator asked), unless a run of it is still going. */
  async runNow(name: string): Promise<'started' | 'running' | 'unknown'> {
    const feed = this.deps.feeds.find((entry) => entry.name === name);
    if (!feed) return 'unknown';
    return (await this.runIfDue(feed, true)) ? 'started' : 'running';
  }

  private async runIfDue(feed: JobFeed, now: boolean): Promise<boolean> {
    const { db, jobs, clock } = this.deps;
    const at = clock.now();
    const last = await db
      .selectFrom('job_feed_runs')
      .selectAll()
      .where('feed_name', '=', feed.name)
      .executeTakeFirst();
    if (last) {
      const job = last.job_id ? await jobs.get(last.job_id) : null;
      if (job && (job.state === 'queued' || job.state === 'running')) return false;
      if (!now && Date.parse(last.started_at) + this.intervalMs > at.getTime()) return false;
      // Claimed only if nobody else claimed it since it was read.
      const claimed = await db
        .updateTable('job_feed_runs')
        .set({ started_at: at.toISOString(), job_id: null })
        .where('feed_name', '=', feed.name)
        .where('started_at', '=', last.started_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
    } else {
      const inserted = await db
        .insertInto('job_feed_runs')
        .values({ feed_name: feed.name, job_id: null, started_at: at.toISOString() })
        .onConflict((conflict) => conflict.column('feed_name').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    }
    const jobId = await jobs.enqueue<FeedJobInput>({
      kind: FEED_JOB_KIND,
      ownerUserId: null,
      input: { feed: feed.name },
    });
    await db
      .updateTable('job_feed_runs')
      .set({ job_id: jobId })
      .where('feed_name', '=', feed.name)
      .execute();
    return true;
  }

  /** Each feed with its last run (and what it did) and when the next is due. */
  async status(): Promise<FeedStatus[]> {
    const runs = await this.deps.db.selectFrom('job_feed_runs').selectAll().execute();
    return Promise.all(
      this.deps.feeds.map(async (feed) => {
        const run = runs.find((entry) => entry.feed_name === feed.name);
        const job = run?.job_id ? await this.deps.jobs.get(run.job_id) : null;
        const next = run
          ? Date.parse(run.started_at) + this.intervalMs
          : this.deps.clock.now().getTime();
        return {
          name: feed.name,
          location: feed.location,
          lastRun: run
            ? {
                jobId: run.job_id,
                startedAt: run.started_at,
                state: job?.state ?? null,
                finishedAt: job?.finishedAt ?? null,
                error: job?.error ?? null,
                result: (job?.result as FeedJobResult | null | undefined) ?? null,
              }
            : null,
          nextRunAt: new Date(next).toISOString(),
        };
      }),
    );
  }
}
