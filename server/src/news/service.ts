// The news reader: sources by language, a source's categories, the article list (newest first,
// filtered, searched, paged) with each reader's read marks, one article whole, and the media a page
// fetches by itself: the article's image (fetched from its publisher once, checked by content and
// kept) and the article or a page of headlines read aloud by espeak-ng (made once and kept).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  NewsArticle,
  NewsArticleDetail,
  NewsArticlesQuery,
  NewsArticlesReply,
  NewsSourcesReply,
} from '@nclude/shared/api-schemas';
import { NEWS_PAGE_SIZE, type NewsLanguage } from '@nclude/shared/validation';
import type { Clock } from '../clock';
import { sql } from 'kysely';
import type { Db } from '../db';
import type { NewsArticlesTable } from '../db/schema';
import { searchTextContains } from '../db/search';
import { HttpError, badRequest, notFound } from '../errors';
import type { RangedFile } from '../http-range';
import { countOrRefuse, type RateLimiter } from '../rate-limit';
import { synthesiseSection, SynthesisError, type SynthesisTools } from '../library';
import { checkMediaToken, signMediaToken } from '../signed-token';
import { recogniseImage } from '../storage/content';
import { newStorageKey, type FileStorage } from '../storage/storage';
import { fetchPublic } from '../public-fetch';
import { newsText } from './messages';

/** How long image and audio addresses work; a page reload signs new ones. */
export const MEDIA_TOKEN_MS = 6 * 3_600_000;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most of an article read aloud on the server (a long read is cut, not refused). */
const SPOKEN_MAX_CHARS = 20_000;
/** Pages of headlines whose audio is kept; older ones are removed. */
const HEADLINE_AUDIO_KEPT = 64;
/** Recordings one person may have made per minute (those already made are served freely). */
export const SYNTHESES_PER_MINUTE = 10;
/** No list is this long: a page beyond it is empty rather than a huge offset. */
const MAX_PAGE = 100_000;

const VOICE: Record<NewsLanguage, 'en' | 'hi'> = { eng: 'en', hin: 'hi' };

type ArticleRow = NewsArticlesTable & { source_name: string; read_at: string | null };

function articleSubject(kind: 'image' | 'audio', id: string): string {
  return `news:${kind}:${id}`;
}

function headlinesSubject(query: HeadlinesQuery): string {
  return `news:headlines:${JSON.stringify([query.lang, query.source ?? '', query.category ?? '', query.search ?? '', query.page])}`;
}

export interface HeadlinesQuery {
  lang: NewsLanguage;
  source?: string;
  category?: string;
  search?: string;
  page: number;
}

export class NewsService {
  /** Media being made now, by storage purpose: a second request waits for the first. */
  private readonly making = new Map<string, Promise<unknown>>();
  /** Headline audio made, newest last: text hash → stored MP3. */
  private readonly headlineAudio = new Map<string, { key: string; bytes: number }>();

  constructor(
    private readonly deps: {
      db: Db;
      storage: FileStorage;
      clock: Clock;
      secret: string;
      tools: SynthesisTools;
      /** Counts recordings per person for SYNTHESES_PER_MINUTE (in Redis with several nodes). */
      limiter: RateLimiter;
    },
  ) {}

  async sources(): Promise<NewsSourcesReply> {
    const rows = await this.deps.db
      .selectFrom('news_sources')
      .select(['name', 'language', 'categories'])
      .orderBy('name')
      .execute();
    const reply: NewsSourcesReply = { eng: [], hin: [] };
    for (const row of rows)
      reply[row.language].push({
        name: row.name,
        categories: JSON.parse(row.categories) as string[],
      });
    return reply;
  }

  private async sourceByName(name: string) {
    const source = await this.deps.db
      .selectFrom('news_sources')
      .select(['id', 'name', 'language', 'categories'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!source) throw notFound(newsText('sourceUnknown', { name }));
    return { ...source, categories: JSON.parse(source.categories) as string[] };
  }

  async categories(sourceName: string): Promise<string[]> {
    return (await this.sourceByName(sourceName)).categories;
  }

  private listQuery(userId: string) {
    return this.deps.db
      .selectFrom('news_articles as a')
      .innerJoin('news_sources as s', 's.id', 'a.source_id')
      .leftJoin('news_reads as r', (join) =>
        join.onRef('r.article_id', '=', 'a.id').on('r.user_id', '=', userId),
      );
  }

  /** The filters as a where clause's parts; throws 400/404 for a category or source that is not. */
  private async filters(query: {
    lang?: NewsLanguage;
    source?: string;
    category?: string;
    search?: string;
  }) {
    const lang = query.lang ?? 'eng';
    const sourceName = query.source?.trim() || null;
    const categoryName = query.category?.trim() || null;
    const search = query.search?.trim() || null;
    let sourceId: string | null = null;
    let sourceLanguage: NewsLanguage | null = null;
    let category: string | null = null;
    if (sourceName) {
      const source = await this.sourceByName(sourceName);
      sourceId = source.id;
      sourceLanguage = source.language;
      if (categoryName) {
        category =
          source.categories.find(
            (name) => name.toLocaleLowerCase() === categoryName.toLocaleLowerCase(),
          ) ?? null;
        if (!category)
          throw badRequest(
            newsText('categoryUnknown', { source: source.name, category: categoryName }),
          );
      }
    } else if (categoryName) throw badRequest(newsText('categoryNeedsSource'));
    return { lang, sourceId, sourceLanguage, category, search };
  }

  async list(userId: string, query: NewsArticlesQuery): Promise<NewsArticlesReply> {
    const { lang, sourceId, sourceLanguage, category, search } = await this.filters(query);
    const page = Math.min(query.page ?? 1, MAX_PAGE);
    const { db } = this.deps;
    // Counted and paged on the articles alone (their indexes serve the filters and the order);
    // only the page's ten rows are joined to their source and the reader's marks.
    // A source's articles are all in its language: filtering by both would lead SQLite to the
    // language's index and a scan of its rows instead of the source's own index.
    let filtered = sourceId
      ? db.selectFrom('news_articles').where('source_id', '=', sourceId)
      : db.selectFrom('news_articles').where('language', '=', lang);
    if (sourceId && sourceLanguage !== lang) filtered = filtered.where(sql<boolean>`1 = 0`);
    if (category) filtered = filtered.where('category', '=', category);
    if (search) filtered = filtered.where(searchTextContains(search));
    const [count, pageIds] = await Promise.all([
      filtered
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow(),
      filtered
        .select('id')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(NEWS_PAGE_SIZE)
        .offset((page - 1) * NEWS_PAGE_SIZE)
        .execute(),
    ]);
    const ids = pageIds.map((row) => row.id);
    const rows =
      ids.length === 0
        ? []
        : await this.listQuery(userId)
            .selectAll('a')
            .select(['s.name as source_name', 'r.read_at'])
            .where('a.id', 'in', ids)
            .execute();
    const byId = new Map(rows.map((row) => [row.id, row as ArticleRow]));
    const total = Number(count.count);
    const expires = this.deps.clock.now().getTime() + MEDIA_TOKEN_MS;
    const headlines: HeadlinesQuery = {
      lang,
      page,
      ...(query.source ? { source: query.source } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.search ? { search: query.search } : {}),
    };
    return {
      articles: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [this.view(row, userId, expires)] : [];
      }),
      total,
      totalPages: total === 0 ? 0 : Math.floor((total - 1) / NEWS_PAGE_SIZE) + 1,
      page,
      headlinesAudioUrl: ids.length === 0 ? null : this.headlinesUrl(headlines, userId, expires),
    };
  }

  private view(row: ArticleRow, userId: string, expires: number): NewsArticle {
    const image = row.image_url
      ? `/v1/api/news/articles/${encodeURIComponent(row.id)}/image?token=${encodeURIComponent(
          signMediaToken(this.deps.secret, articleSubject('image', row.id), userId, expires),
        )}`
      : null;
    return {
      id: row.id,
      title: row.title,
      body: row.excerpt,
      source: row.source_name,
      url: row.url,
      imgUrl: image,
      imgAlt: image ? (row.image_alt ?? newsText('imageFrom', { source: row.source_name })) : null,
      date: row.published_at,
      authors: JSON.parse(row.authors) as string[],
      category: row.category,
      language: row.language,
      markAsRead: row.read_at !== null,
    };
  }

  private headlinesUrl(query: HeadlinesQuery, userId: string, expires: number): string {
    const params = new URLSearchParams({ lang: query.lang, page: String(query.page) });
    if (query.source) params.set('source', query.source);
    if (query.category) params.set('category', query.category);
    if (query.search) params.set('search', query.search);
    params.set('token', signMediaToken(this.deps.secret, headlinesSubject(query), userId, expires));
    return `/v1/api/news/headlines/audio?${params.toString()}`;
  }

  private async row(userId: string, id: string): Promise<ArticleRow> {
    const row = await this.listQuery(userId)
      .selectAll('a')
      .select(['s.name as source_name', 'r.read_at'])
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(newsText('articleNotFound'));
    return row as ArticleRow;
  }

  async article(userId: string, id: string): Promise<NewsArticleDetail> {
    const row = await this.row(userId, id);
    const expires = this.deps.clock.now().getTime() + MEDIA_TOKEN_MS;
    const token = signMediaToken(this.deps.secret, articleSubject('audio', id), userId, expires);
    return {
      ...this.view(row, userId, expires),
      bodyHtml: row.body_html,
      text: row.body_text,
      audioUrl: `/v1/api/news/articles/${encodeURIComponent(id)}/audio?token=${encodeURIComponent(token)}`,
    };
  }

  async setRead(userId: string, id: string, read: boolean): Promise<boolean> {
    await this.row(userId, id);
    const { db, clock } = this.deps;
    if (read)
      await db
        .insertInto('news_reads')
        .values({ user_id: userId, article_id: id, read_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.columns(['user_id', 'article_id']).doNothing())
        .execute();
    else
      await db
        .deleteFrom('news_reads')
        .where('user_id', '=', userId)
        .where('article_id', '=', id)
        .execute();
    return read;
  }

  /** The user a media token stands for: 404 when forged or for something else, 410 expired. */
  private tokenUser(subject: string, token: string): string {
    const check = checkMediaToken(
      this.deps.secret,
      subject,
      token,
      this.deps.clock.now().getTime(),
    );
    if (!check.ok)
      throw check.reason === 'expired'
        ? new HttpError(410, newsText('linkExpired'))
        : notFound(newsText('linkExpired'));
    return check.userId;
  }

  /** Runs `make` once for `purpose` however many requests ask at the same time. */
  private once<T>(purpose: string, make: () => Promise<T>): Promise<T> {
    const going = this.making.get(purpose) as Promise<T> | undefined;
    if (going) return going;
    const made = make().finally(() => this.making.delete(purpose));
    this.making.set(purpose, made);
    return made;
  }

  async image(id: string, token: string): Promise<RangedFile> {
    this.tokenUser(articleSubject('image', id), token);
    const { db, storage } = this.deps;
    const stored = await this.once(`image:${id}`, async () => {
      const row = await db
        .selectFrom('news_articles as a')
        .innerJoin('news_sources as s', 's.id', 'a.source_id')
        .select(['a.image_url', 'a.image_key', 'a.image_type', 'a.image_bytes', 's.local'])
        .where('a.id', '=', id)
        .executeTakeFirst();
      if (!row?.image_url) throw notFound(newsText('articleNotFound'));
      if (row.image_key && row.image_type && row.image_bytes !== null)
        return { key: row.image_key, type: row.image_type, bytes: row.image_bytes };
      let body: Uint8Array;
      try {
        const response = await fetchPublic(row.image_url, {
          allowLocal: row.local === 1,
          headers: { accept: 'image/png, image/jpeg, image/gif, image/webp' },
          timeoutMs: 20_000,
          maxBytes: IMAGE_MAX_BYTES,
        });
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        body = response.body;
      } catch {
        throw new HttpError(502, newsText('imageUnavailable'));
      }
      const kind = recogniseImage(Buffer.from(body.subarray(0, 16)));
      if (!kind) throw new HttpError(502, newsText('imageUnavailable'));
      const key = newStorageKey();
      const bytes = await storage.put(key, Readable.from([Buffer.from(body)]));
      await db
        .updateTable('news_articles')
        .set({ image_key: key, image_type: kind.contentType, image_bytes: bytes })
        .where('id', '=', id)
        .execute();
      return { key, type: kind.contentType, bytes };
    });
    return {
      size: stored.bytes,
      contentType: stored.type,
      open: (range) => storage.get(stored.key, range),
    };
  }

  /** Counts a recording made for `userId`; 429 past SYNTHESES_PER_MINUTE in the last minute. */
  private allowSynthesis(userId: string): Promise<void> {
    return countOrRefuse(
      this.deps.limiter,
      `news-audio:${userId}`,
      SYNTHESES_PER_MINUTE,
      60_000,
      (seconds) => newsText('audioTooMany', { seconds }),
    );
  }

  private async speak(
    text: string,
    language: NewsLanguage,
  ): Promise<{ key: string; bytes: number }> {
    const spoken = text.slice(0, SPOKEN_MAX_CHARS).trim();
    if (spoken === '') throw new HttpError(422, newsText('nothingToRead'));
    try {
      const audio = await synthesiseSection({
        text: spoken,
        language: VOICE[language],
        storage: this.deps.storage,
        signal: AbortSignal.timeout(5 * 60_000),
        tools: this.deps.tools,
      });
      return { key: audio.key, bytes: audio.bytes };
    } catch (error) {
      if (error instanceof SynthesisError)
        throw new HttpError(503, newsText('audioUnavailable', { reason: error.message }));
      throw error;
    }
  }

  async articleAudio(id: string, token: string): Promise<RangedFile> {
    const userId = this.tokenUser(articleSubject('audio', id), token);
    const { db, storage } = this.deps;
    const stored = await this.once(`audio:${id}`, async () => {
      const row = await db
        .selectFrom('news_articles')
        .select(['title', 'body_text', 'language', 'audio_key', 'audio_bytes'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(newsText('articleNotFound'));
      if (row.audio_key && row.audio_bytes !== null)
        return { key: row.audio_key, bytes: row.audio_bytes };
      await this.allowSynthesis(userId);
      const made = await this.speak(`${row.title}.\n\n${row.body_text}`, row.language);
      await db
        .updateTable('news_articles')
        .set({ audio_key: made.key, audio_bytes: made.bytes })
        .where('id', '=', id)
        .execute();
      return made;
    });
    return {
      size: stored.bytes,
      contentType: 'audio/mpeg',
      open: (range) => storage.get(stored.key, range),
    };
  }

  async headlinesAudio(query: HeadlinesQuery, token: string): Promise<RangedFile> {
    const userId = this.tokenUser(headlinesSubject(query), token);
    const list = await this.list(userId, query);
    if (list.articles.length === 0) throw new HttpError(422, newsText('nothingToRead'));
    const text = list.articles
      .map((article) => `${article.title.replace(/[.!?।]+$/u, '')}.`)
      .join('\n\n');
    const hash = createHash('sha256').update(`${query.lang}\n${text}`).digest('hex');
    const stored = await this.once(`headlines:${hash}`, async () => {
      const kept = this.headlineAudio.get(hash);
      if (kept) return kept;
      await this.allowSynthesis(userId);
      const made = await this.speak(text, query.lang);
      this.headlineAudio.set(hash, made);
      while (this.headlineAudio.size > HEADLINE_AUDIO_KEPT) {
        const [oldest, file] = this.headlineAudio.entries().next().value as [
          string,
          { key: string },
        ];
        this.headlineAudio.delete(oldest);
        await this.deps.storage.delete(file.key).catch(() => {});
      }
      return made;
    });
    return {
      size: stored.bytes,
      contentType: 'audio/mpeg',
      open: (range) => this.deps.storage.get(stored.key, range),
    };
  }
}
