// Periodic work once across the cluster: several nodes (each its own database connection) claim
// the same run together and exactly one wins; nobody wins again before the interval, one does
// after it. Then the two users of the claim: the expired-jobs sweep and the hourly news prune run
// on one node, not on every node. SQLite, or PostgreSQL with TEST_DATABASE_URL.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { ManualClock } from '../src/clock';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db';
import { claimPeriodicRun } from '../src/db/periodic';
import { DatabaseJobService } from '../src/jobs/service';
import { NewsScheduler } from '../src/news/poll';
import type { Realtime } from '../src/realtime';
import { LocalDiskStorage } from '../src/storage/storage';
import { engineName, until } from './helpers';
import { newsArticleRow, newsSourceRow } from './fixtures/news-rows';
import { openJobTestDatabase, type JobTestDatabase } from './fixtures/job-database';

jest.setTimeout(60_000);

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const HOUR = 3_600_000;
const noRealtime: Realtime = { toUser: () => undefined };

describe(`periodic runs claimed once across nodes (${engineName()})`, () => {
  let database: JobTestDatabase;
  /** Further connections to the same database, as other nodes have. */
  let nodes: DatabaseHandle[] = [];
  let jobServices: DatabaseJobService[] = [];

  beforeEach(async () => {
    database = await openJobTestDatabase();
    nodes = [1, 2, 3, 4].map(() => openDatabase(database.url, undefined, 2));
    jobServices = [];
  });

  afterEach(async () => {
    for (const jobs of jobServices) await jobs.stop();
    await Promise.all(nodes.map((node) => node.close()));
    await database.close();
  });

  const claimAll = (name: string, intervalMs: number, now: Date) =>
    Promise.all(nodes.map((node) => claimPeriodicRun(node.db, name, intervalMs, now)));

  it('lets exactly one of the nodes claiming together win, then none until the interval is over', async () => {
    const start = new Date('2025-06-01T00:00:00Z');
    // The first claim ever (the row is made by it) and four later ones: one winner each time.
    for (let round = 0; round < 5; round++) {
      const due = new Date(start.getTime() + round * HOUR);
      expect((await claimAll('sweep', HOUR, due)).filter(Boolean)).toHaveLength(1);
      // Until the hour is over nobody wins, not even the winner.
      const early = new Date(due.getTime() + HOUR - 1);
      expect(await claimAll('sweep', HOUR, early)).toEqual([false, false, false, false]);
    }
  });

  it('claims each task apart, and a late tick still wins once', async () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(await claimPeriodicRun(nodes[0]!.db, 'a', HOUR, now)).toBe(true);
    expect(await claimPeriodicRun(nodes[1]!.db, 'b', HOUR, now)).toBe(true);
    expect(await claimPeriodicRun(nodes[2]!.db, 'a', HOUR, now)).toBe(false);
    // Nobody ticked for three hours (all nodes were down): one run, not three to catch up.
    const late = new Date(now.getTime() + 3 * HOUR);
    expect((await claimAll('a', HOUR, late)).filter(Boolean)).toHaveLength(1);
    expect(await claimAll('a', HOUR, new Date(late.getTime() + 1))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  /** A finished job of `kind` whose results expired long ago. */
  async function expiredJob(db: Db, id: string, clock: ManualClock): Promise<void> {
    const long = new Date(clock.now().getTime() - 40 * 24 * HOUR).toISOString();
    await db
      .insertInto('jobs')
      .values({
        id,
        kind: 'kept',
        owner_user_id: null,
        language: 'en',
        input: 'null',
        state: 'succeeded',
        progress: 100,
        stage: null,
        attempts: 1,
        max_attempts: 1,
        error: null,
        result: '"r"',
        run_after: long,
        lease_owner: null,
        lease_until: null,
        created_at: long,
        updated_at: long,
        started_at: long,
        finished_at: long,
      })
      .execute();
  }

  it('sweeps expired jobs on one of the nodes each interval', async () => {
    const clock = new ManualClock();
    const cleanedBy: Record<string, string[]> = {};
    const SWEEP_MS = 400;
    const node = (name: string, db: Db) => {
      const jobs = new DatabaseJobService({
        db,
        clock,
        log: silent,
        realtime: noRealtime,
        workRoot: join(database.dataDir, `runs-${name}`),
        concurrency: 1,
        resultDays: 30,
        leaseMs: 60_000,
        runJobs: true,
        queue: null,
        sweepMs: SWEEP_MS,
      });
      jobs.register({
        kind: 'kept',
        run: async () => 'r',
        async cleanUp(job) {
          (cleanedBy[job.id] ??= []).push(name);
        },
      });
      jobServices.push(jobs);
      return jobs;
    };
    const a = node('a', nodes[0]!.db);
    const b = node('b', nodes[1]!.db);
    await expiredJob(database.handle.db, 'first', clock);
    await a.start();
    // A swept as it started; B, starting in the same interval, does not sweep again.
    expect(cleanedBy).toEqual({ first: ['a'] });
    await expiredJob(database.handle.db, 'second', clock);
    await b.start();
    expect(await b.get('second')).not.toBeNull();
    // Both keep ticking; once the interval is over one of them sweeps, once.
    clock.advance(SWEEP_MS);
    await until(async () => (await a.get('second')) === null);
    expect(cleanedBy.first).toEqual(['a']);
    expect(cleanedBy.second).toHaveLength(1);
  });

  it('prunes old news on one API node an hour', async () => {
    const clock = new ManualClock(new Date('2025-06-10T12:00:00Z'));
    const at = clock.now().toISOString();
    await database.handle.db
      .insertInto('news_sources')
      .values(
        newsSourceRow(
          {
            id: 'source-1',
            name: 'Paused source',
            url: 'http://127.0.0.1:9/feed.xml',
            language: 'eng',
            // Paused: the ticks below only prune.
            paused: 1,
            local: 1,
          },
          at,
        ),
      )
      .execute();
    const oldArticle = async (id: string) => {
      const published = new Date(clock.now().getTime() - 400 * 24 * HOUR).toISOString();
      await database.handle.db
        .insertInto('news_articles')
        .values(
          newsArticleRow({
            id,
            source_id: 'source-1',
            title: `Old story ${id}`,
            text: 'Old.',
            language: 'eng',
            published_at: published,
            search_text: 'old',
          }),
        )
        .execute();
    };
    const article = (id: string) =>
      database.handle.db
        .selectFrom('news_articles')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
    const scheduler = (db: Db) => {
      const jobs = new DatabaseJobService({
        db,
        clock,
        log: silent,
        realtime: noRealtime,
        workRoot: join(database.dataDir, 'news-runs'),
        concurrency: 1,
        resultDays: 30,
        leaseMs: 60_000,
        runJobs: false,
        queue: null,
      });
      return new NewsScheduler({
        db,
        jobs,
        clock,
        storage: new LocalDiskStorage(join(database.dataDir, 'files')),
        retentionDays: 30,
        log: silent,
      });
    };
    const a = scheduler(nodes[0]!.db);
    const b = scheduler(nodes[1]!.db);

    await oldArticle('one');
    await Promise.all([a.tick(), b.tick()]);
    expect(await article('one')).toBeUndefined();
    // Within the hour neither prunes again, whichever ticks.
    await oldArticle('two');
    clock.advance(HOUR - 60_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(await article('two')).toEqual({ id: 'two' });
    // After it, whichever ticks first prunes.
    clock.advance(60_000);
    await b.tick();
    expect(await article('two')).toBeUndefined();
  });
});
