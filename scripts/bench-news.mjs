// The news area's figures for `pnpm bench` (or alone: `pnpm bench news`), in process against a
// temporary SQLite database migrated like the server's:
// - ingestion throughput: RSS feeds of 500 items with ~2 KB HTML bodies (a script, promo lines and
//   links in each, as real feeds carry) generated here, each parsed (feedsmith), cleaned and
//   sanitised (sanitize-html) and stored with deduplication (storeItems, as the poll job does):
//   articles per second over BENCH_NEWS_ARTICLES articles;
// - the article list at BENCH_NEWS_LIST_ARTICLES articles (100,000 by default; generated rows
//   written straight to the table): NewsService.list as the API calls it, p50/p99 over a mix of
//   pages, languages, a source and category, and a search.
// Figures, not assertions: a target missed is printed, not failed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importTypeScript, log, repoRoot } from './toolchain.mjs';

const serverDir = path.join(repoRoot, 'server');

const INGEST_ARTICLES = Number(process.env.BENCH_NEWS_ARTICLES ?? 10_000);
const FEED_ITEMS = 500;
const LIST_ARTICLES = Number(process.env.BENCH_NEWS_LIST_ARTICLES ?? 100_000);
const LIST_QUERIES = Number(process.env.BENCH_NEWS_LIST_QUERIES ?? 400);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const tsModule = importTypeScript;

/** The generated news of the test fixtures (sentences, categories, article rows). */
const newsRows = () => tsModule(path.join(serverDir, 'test', 'fixtures', 'news-rows.ts'));

/** An RSS 2.0 feed of FEED_ITEMS items, numbered from `from`, worded by the news fixtures. */
function feedXml(from, now, { generatedSentence: sentence, GENERATED_CATEGORIES: CATEGORIES }) {
  const items = [];
  for (let n = from; n < from + FEED_ITEMS; n++) {
    const paragraphs = Array.from(
      { length: 6 },
      (_, p) => `<p>${sentence(n + p, 45)} <a href="/story/${n}/more">More on this</a></p>`,
    ).join('');
    const body = `${paragraphs}<p>Also read: ${sentence(n, 6)}</p><script>track(${n})</script><p onclick="x()">Read more</p>`;
    items.push(`<item>
<guid isPermaLink="false">bench-${n}</guid>
<title>${sentence(n, 9)} &amp; number ${n}</title>
<link>https://bench.example.org/story/${n}?utm_source=rss</link>
<category>${CATEGORIES[n % CATEGORIES.length]}</category>
<pubDate>${new Date(now.getTime() - (n % 500) * 60_000).toUTCString()}</pubDate>
<description><![CDATA[${body}]]></description>
</item>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Bench</title><link>https://bench.example.org/</link><description>Bench feed</description>${items.join('')}</channel></rss>`;
}

async function openBenchDatabase(dir) {
  const { openDatabase } = await tsModule(path.join(serverDir, 'src', 'db', 'index.ts'));
  const { migrateToLatest } = await tsModule(
    path.join(serverDir, 'src', 'db', 'migrations', 'index.ts'),
  );
  const handle = openDatabase(path.join(dir, 'news.sqlite'));
  await migrateToLatest(handle.db);
  return handle;
}

async function addSource(db, id, name, language) {
  const now = new Date().toISOString();
  const { newsSourceRow, GENERATED_CATEGORIES: CATEGORIES } = await newsRows();
  await db
    .insertInto('news_sources')
    .values(
      newsSourceRow(
        {
          id,
          name,
          url: `https://bench.example.org/${id}.xml`,
          language,
          categories: JSON.stringify(CATEGORIES),
        },
        now,
      ),
    )
    .execute();
  return {
    id,
    name,
    url: `https://bench.example.org/${id}.xml`,
    language,
    categories: JSON.stringify(CATEGORIES),
  };
}

async function benchIngestion(report) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-news-'));
  const handle = await openBenchDatabase(dir);
  try {
    const { parseFeed } = await tsModule(path.join(serverDir, 'src', 'news', 'feed', 'index.ts'));
    const { storeItems } = await tsModule(path.join(serverDir, 'src', 'news', 'store.ts'));
    const source = await addSource(handle.db, 'bench-source', 'Bench', 'eng');
    const fixtures = await newsRows();
    const now = new Date();
    const feeds = [];
    for (let from = 0; from < INGEST_ARTICLES; from += FEED_ITEMS)
      feeds.push(feedXml(from, now, fixtures));
    const bytes = feeds.reduce((sum, feed) => sum + Buffer.byteLength(feed), 0);
    log(`news: ingesting ${INGEST_ARTICLES} articles from ${feeds.length} generated feeds`);
    let added = 0;
    let parseMs = 0;
    const started = performance.now();
    for (const feed of feeds) {
      const parseStart = performance.now();
      const parsed = parseFeed(Buffer.from(feed));
      parseMs += performance.now() - parseStart;
      const stored = await storeItems(handle.db, source, parsed.items, now, 30 * 86_400_000);
      added += stored.added;
    }
    const wallMs = performance.now() - started;
    // The same feeds again: every item is a duplicate (the poll of an unchanged feed without
    // validators).
    const againStart = performance.now();
    let duplicates = 0;
    for (const feed of feeds)
      duplicates += (
        await storeItems(
          handle.db,
          source,
          parseFeed(Buffer.from(feed)).items,
          now,
          30 * 86_400_000,
        )
      ).duplicates;
    const againMs = performance.now() - againStart;
    report(
      'news ingestion (parse, clean, sanitise, store)',
      `${((added / wallMs) * 1000).toFixed(0)} articles/s: ${added} articles (${(bytes / 1024 ** 2).toFixed(1)} MB of RSS) in ${(wallMs / 1000).toFixed(1)} s, of which parsing ${(parseMs / 1000).toFixed(1)} s`,
      '≥ 1,000 articles/s',
    );
    report(
      'news re-poll of the same feeds (all duplicates)',
      `${((duplicates / againMs) * 1000).toFixed(0)} items/s: ${duplicates} duplicates found in ${(againMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchList(report) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-news-list-'));
  const handle = await openBenchDatabase(dir);
  try {
    const { NewsService } = await tsModule(path.join(serverDir, 'src', 'news', 'service.ts'));
    const { generatedArticleRow } = await newsRows();
    const { LocalDiskStorage } = await tsModule(
      path.join(serverDir, 'src', 'storage', 'storage.ts'),
    );
    const sources = [];
    for (let s = 0; s < 10; s++)
      sources.push(await addSource(handle.db, `list-${s}`, `Source ${s}`, s < 7 ? 'eng' : 'hin'));
    log(`news: writing ${LIST_ARTICLES} articles for the list`);
    const now = Date.now();
    const rows = [];
    const flush = async () => {
      if (rows.length === 0) return;
      await handle.db.transaction().execute(async (trx) => {
        for (let at = 0; at < rows.length; at += 50)
          await trx
            .insertInto('news_articles')
            .values(rows.slice(at, at + 50))
            .execute();
      });
      rows.length = 0;
    };
    for (let n = 0; n < LIST_ARTICLES; n++) {
      const source = sources[n % sources.length];
      rows.push(
        generatedArticleRow(n, {
          id: `a-${String(n).padStart(8, '0')}`,
          source_id: source.id,
          url: `https://bench.example.org/${n}`,
          language: source.language,
          published_at: new Date(now - n * 30_000).toISOString(),
          created_at: new Date(now).toISOString(),
        }),
      );
      if (rows.length === 5_000) await flush();
    }
    await flush();
    const service = new NewsService({
      db: handle.db,
      storage: new LocalDiskStorage(path.join(dir, 'files')),
      clock: { now: () => new Date() },
      secret: 'bench-secret-bench-secret-bench-secret',
      tools: { espeakPath: 'espeak-ng', ffmpegPath: 'ffmpeg' },
    });
    const queries = [
      { lang: 'eng', page: 1 },
      { lang: 'eng', page: 50 },
      { lang: 'hin', page: 1 },
      { lang: 'eng', source: 'Source 3', page: 1 },
      { lang: 'eng', source: 'Source 3', category: 'Education', page: 2 },
      { lang: 'eng', search: 'wheelchair station', page: 1 },
    ];
    const times = [];
    const byQuery = new Map();
    for (let i = 0; i < LIST_QUERIES; i++) {
      const query = queries[i % queries.length];
      const start = performance.now();
      await service.list('bench-user', query);
      const ms = performance.now() - start;
      times.push(ms);
      const key = JSON.stringify(query);
      byQuery.set(key, [...(byQuery.get(key) ?? []), ms]);
    }
    const browsing = [...byQuery.entries()].filter(([key]) => !key.includes('search'));
    const searching = [...byQuery.entries()].filter(([key]) => key.includes('search'));
    const figures = (entries) => {
      const all = entries.flatMap(([, values]) => values);
      const kinds = entries
        .map(([key, values]) => `${key} p99 ${percentile(values, 99).toFixed(1)}`)
        .join('; ');
      return `p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms over ${all.length} lists (${kinds})`;
    };
    report(
      `news article list at ${LIST_ARTICLES.toLocaleString('en')} articles (NewsService.list, SQLite)`,
      figures(browsing),
      'p99 < 30 ms',
    );
    report(
      `news search at ${LIST_ARTICLES.toLocaleString('en')} articles (NewsService.list, SQLite)`,
      figures(searching),
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchNews({ report }) {
  try {
    await benchIngestion(report);
  } catch (error) {
    report('news ingestion (parse, clean, sanitise, store)', `not measured: ${error.message}`);
  }
  try {
    await benchList(report);
  } catch (error) {
    report('news article list', `not measured: ${error.message}`);
  }
}
