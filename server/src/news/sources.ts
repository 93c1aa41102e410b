// News sources as administrators manage them (add, test, pause, poll now, remove) and as
// configuration seeds them at start. Names and feed addresses are unique; removing a source
// removes its articles, their read marks, images and audio.
import type {
  AdminNewsSource,
  AdminNewsSourceBody,
  AdminNewsSourcePatch,
  AdminNewsTestReply,
} from '@nclude/shared/api-schemas';
import type { Clock } from '../clock';
import type { ConfiguredNewsSource } from '../config/news';
import type { Db } from '../db';
import type { NewsSourcesTable } from '../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../errors';
import { orderedId } from '../ordered-id';
import type { FileStorage } from '../storage/storage';
import { newsText } from './messages';
import { addressRefusal } from '../public-fetch';
import { readFeed, pollErrorText, type NewsScheduler } from './poll';

/** Titles an administrator's test shows. */
const TEST_TITLES = 5;

type SourceRow = NewsSourcesTable;

function cleanCategories(categories: readonly string[] | undefined): string[] {
  const list = (categories ?? []).map((name) => name.replace(/\s+/g, ' ').trim());
  const seen = new Set<string>();
  for (const name of list) {
    const key = name.toLocaleLowerCase();
    if (name === '') throw badRequest(newsText('categoryEmpty'));
    if (seen.has(key)) throw badRequest(newsText('categoryRepeated', { category: name }));
    seen.add(key);
  }
  return list;
}

export class NewsSources {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      storage: FileStorage;
      scheduler: NewsScheduler;
      defaultIntervalMinutes: number;
      allowLocal: boolean;
    },
  ) {}

  get localAllowed(): boolean {
    return this.deps.allowLocal;
  }

  async list(): Promise<AdminNewsSource[]> {
    const { db } = this.deps;
    const rows = await db.selectFrom('news_sources').selectAll().orderBy('name').execute();
    const counts = await db
      .selectFrom('news_articles')
      .select(['source_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('source_id')
      .execute();
    const countOf = new Map(counts.map((row) => [row.source_id, Number(row.count)]));
    return Promise.all(rows.map((row) => this.view(row, countOf.get(row.id) ?? 0)));
  }

  private async view(row: SourceRow, articleCount: number): Promise<AdminNewsSource> {
    const polling = await this.deps.scheduler.polling(row);
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      language: row.language,
      categories: JSON.parse(row.categories) as string[],
      intervalMinutes: row.interval_minutes,
      paused: row.paused === 1,
      local: row.local === 1,
      fromConfig: row.from_config === 1,
      articleCount,
      state: polling ? 'polling' : row.last_error ? 'failing' : 'idle',
      lastPolledAt: row.last_polled_at,
      lastSuccessAt: row.last_success_at,
      lastError: row.last_error,
      failures: row.failures,
      nextPollAt: row.paused === 1 ? null : row.next_poll_at,
    };
  }

  private async row(id: string): Promise<SourceRow> {
    const row = await this.deps.db
      .selectFrom('news_sources')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(newsText('sourceNotFound'));
    return row;
  }

  private async viewOf(id: string): Promise<AdminNewsSource> {
    const row = await this.row(id);
    const count = await this.deps.db
      .selectFrom('news_articles')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('source_id', '=', id)
      .executeTakeFirstOrThrow();
    return this.view(row, Number(count.count));
  }

  private async checkUnique(name: string, url: string, exceptId: string | null): Promise<void> {
    let query = this.deps.db
      .selectFrom('news_sources')
      .select(['id', 'name', 'url'])
      .where((eb) => eb.or([eb('name', '=', name), eb('url', '=', url)]));
    if (exceptId) query = query.where('id', '!=', exceptId);
    const clash = await query.executeTakeFirst();
    if (!clash) return;
    throw clash.name === name
      ? conflict(newsText('sourceNameTaken', { name }))
      : conflict(newsText('sourceUrlTaken', { name: clash.name }));
  }

  /** Adds a source and starts its first poll. */
  async add(body: AdminNewsSourceBody): Promise<{ message: string; source: AdminNewsSource }> {
    const name = body.name.replace(/\s+/g, ' ').trim();
    if (name === '') throw badRequest(newsText('sourceNameRequired'));
    if (body.local && !this.deps.allowLocal) throw badRequest(newsText('localNotAllowed'));
    const categories = cleanCategories(body.categories);
    await this.checkUnique(name, body.url, null);
    const refusal = await addressRefusal(body.url, body.local === true);
    if (refusal) throw badRequest(newsText('sourceAddressRefused', { reason: refusal }));
    const now = this.deps.clock.now().toISOString();
    const id = orderedId();
    await this.deps.db
      .insertInto('news_sources')
      .values({
        id,
        name,
        url: body.url,
        language: body.language,
        categories: JSON.stringify(categories),
        interval_minutes: body.intervalMinutes ?? this.deps.defaultIntervalMinutes,
        paused: 0,
        local: body.local ? 1 : 0,
        from_config: 0,
        etag: null,
        last_modified: null,
        last_polled_at: null,
        last_success_at: null,
        last_error: null,
        failures: 0,
        next_poll_at: now,
        job_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await this.deps.scheduler.pollNow(id);
    return { message: newsText('sourceAdded', { name }), source: await this.viewOf(id) };
  }

  /** Fetches and reads a feed without storing anything: what an administrator checks first. */
  async test(url: string, local: boolean): Promise<AdminNewsTestReply> {
    if (local && !this.deps.allowLocal) throw badRequest(newsText('localNotAllowed'));
    let feed;
    try {
      feed = await readFeed(url, { allowLocal: local });
    } catch (error) {
      throw new HttpError(422, pollErrorText(error));
    }
    return {
      success: true,
      message:
        feed.items.length === 0
          ? newsText('feedHasNoItems')
          : newsText('feedWorks', { format: feed.format.toUpperCase(), count: feed.items.length }),
      format: feed.format,
      title: feed.title,
      itemCount: feed.items.length,
      titles: feed.items.slice(0, TEST_TITLES).map((item) => item.title),
    };
  }

  async update(
    id: string,
    patch: AdminNewsSourcePatch,
  ): Promise<{ message: string; source: AdminNewsSource }> {
    const row = await this.row(id);
    const now = this.deps.clock.now();
    const changes: Partial<SourceRow> = { updated_at: now.toISOString() };
    if (patch.categories !== undefined)
      changes.categories = JSON.stringify(cleanCategories(patch.categories));
    if (patch.intervalMinutes !== undefined) changes.interval_minutes = patch.intervalMinutes;
    if (patch.paused !== undefined) {
      changes.paused = patch.paused ? 1 : 0;
      // Resumed: polled at once, its failures forgotten.
      if (!patch.paused && row.paused === 1) {
        changes.next_poll_at = now.toISOString();
        changes.failures = 0;
      }
    }
    await this.deps.db.updateTable('news_sources').set(changes).where('id', '=', id).execute();
    const message =
      patch.paused === true
        ? newsText('sourcePaused', { name: row.name })
        : patch.paused === false
          ? newsText('sourceResumed', { name: row.name })
          : newsText('sourceSaved', { name: row.name });
    if (patch.paused === false) await this.deps.scheduler.pollNow(id);
    return { message, source: await this.viewOf(id) };
  }

  async pollNow(id: string): Promise<string> {
    const row = await this.row(id);
    const outcome = await this.deps.scheduler.pollNow(id);
    if (outcome === 'unknown') throw notFound(newsText('sourceNotFound'));
    if (outcome === 'running') throw conflict(newsText('pollRunning', { name: row.name }));
    return newsText('pollStarted', { name: row.name });
  }

  async remove(id: string): Promise<string> {
    const row = await this.row(id);
    const { db, storage } = this.deps;
    const files = await db
      .selectFrom('news_articles')
      .select(['image_key', 'audio_key'])
      .where('source_id', '=', id)
      .execute();
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('news_reads')
        .where(
          'article_id',
          'in',
          trx.selectFrom('news_articles').select('id').where('source_id', '=', id),
        )
        .execute();
      await trx.deleteFrom('news_articles').where('source_id', '=', id).execute();
      await trx.deleteFrom('news_sources').where('id', '=', id).execute();
    });
    for (const file of files)
      for (const key of [file.image_key, file.audio_key])
        if (key) await storage.delete(key).catch(() => {});
    return newsText('sourceRemoved', { name: row.name, count: files.length });
  }

  /**
   * Adds or updates the configured sources (by name): their address, language, categories and
   * interval follow configuration; whether they are paused stays the administrators' choice.
   */
  async seed(sources: readonly ConfiguredNewsSource[]): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now().toISOString();
    for (const source of sources) {
      const values = {
        url: source.url,
        language: source.language,
        categories: JSON.stringify(source.categories),
        interval_minutes: source.intervalMinutes ?? this.deps.defaultIntervalMinutes,
        local: source.local ? 1 : 0,
        from_config: 1,
        updated_at: now,
      };
      const existing = await db
        .selectFrom('news_sources')
        .select('id')
        .where('name', '=', source.name)
        .executeTakeFirst();
      if (existing) {
        await db.updateTable('news_sources').set(values).where('id', '=', existing.id).execute();
        continue;
      }
      // Another source may hold the address under another name: that one stays.
      await db
        .insertInto('news_sources')
        .values({
          ...values,
          id: orderedId(),
          name: source.name,
          paused: 0,
          etag: null,
          last_modified: null,
          last_polled_at: null,
          last_success_at: null,
          last_error: null,
          failures: 0,
          next_poll_at: now,
          job_id: null,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}
