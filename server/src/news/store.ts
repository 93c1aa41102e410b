// Feed items into articles: cleaned and sanitised once here, so every reader gets safe HTML, and
// deduplicated by the item's GUID within its source and by the canonical form of its link across
// all sources (the same story in two feeds, or a feed that changed its GUIDs, is kept once).
import { createHash } from 'node:crypto';
import type { Db } from '../db';
import type { Insertable } from 'kysely';
import type { NewsArticlesTable, NewsSourcesTable } from '../db/schema';
import { orderedId } from '../ordered-id';
import { canonicalUrl, cleanArticle, excerpt } from './clean';
import type { FeedItem } from './feed';

/** Characters of the body kept as the list's summary (the page cuts it to 100). */
export const EXCERPT_CHARS = 300;
/** Characters of the body searched besides the title: enough to find a story, small to scan. */
const SEARCH_BODY_CHARS = 2_000;
/** Rows written per statement. */
const INSERT_CHUNK = 50;
/** A date this far ahead is a feed's mistake: the article counts as published when first seen. */
const FUTURE_SLACK_MS = 24 * 3_600_000;

export interface StoreReport {
  added: number;
  /** Already stored (same GUID in this source, or same link anywhere). */
  duplicates: number;
  /** Published before the retention window: not stored. */
  tooOld: number;
}

type Source = Pick<NewsSourcesTable, 'id' | 'name' | 'url' | 'language' | 'categories'>;

function guidOf(item: FeedItem): string {
  if (item.guid) return item.guid.slice(0, 1000);
  if (item.url) return item.url.slice(0, 1000);
  // Neither: the title and date stand for the item, hashed to a short stable key.
  return `sha256:${createHash('sha256')
    .update(`${item.title}\n${item.published?.toISOString() ?? ''}`)
    .digest('hex')}`;
}

function safeCanonical(url: string | null): string | null {
  if (!url) return null;
  try {
    return canonicalUrl(url);
  } catch {
    return null;
  }
}

/** The item's first category that the source lists (as the source spells it), else null. */
function categoryOf(item: FeedItem, sourceCategories: string[]): string | null {
  const byLower = new Map(sourceCategories.map((name) => [name.toLocaleLowerCase(), name]));
  for (const category of item.categories) {
    const match = byLower.get(category.trim().toLocaleLowerCase());
    if (match) return match;
  }
  return null;
}

export async function storeItems(
  db: Db,
  source: Source,
  items: readonly FeedItem[],
  now: Date,
  retentionMs: number,
): Promise<StoreReport> {
  const report: StoreReport = { added: 0, duplicates: 0, tooOld: 0 };
  const oldest = now.getTime() - retentionMs;
  const categories = JSON.parse(source.categories) as string[];
  const candidates: { item: FeedItem; guid: string; urlKey: string | null; published: Date }[] = [];
  const seenGuids = new Set<string>();
  const seenUrls = new Set<string>();
  for (const item of items) {
    const guid = guidOf(item);
    const urlKey = safeCanonical(item.url);
    if (seenGuids.has(guid) || (urlKey && seenUrls.has(urlKey))) {
      report.duplicates++;
      continue;
    }
    seenGuids.add(guid);
    if (urlKey) seenUrls.add(urlKey);
    let published = item.published ?? now;
    if (published.getTime() > now.getTime() + FUTURE_SLACK_MS) published = now;
    if (published.getTime() < oldest) {
      report.tooOld++;
      continue;
    }
    candidates.push({ item, guid, urlKey, published });
  }
  if (candidates.length === 0) return report;

  // What is stored already, asked in chunks (a statement's parameters are limited).
  const storedGuids = new Set<string>();
  const storedUrls = new Set<string>();
  for (let at = 0; at < candidates.length; at += 500) {
    const chunk = candidates.slice(at, at + 500);
    const guids = await db
      .selectFrom('news_articles')
      .select('guid')
      .where('source_id', '=', source.id)
      .where(
        'guid',
        'in',
        chunk.map((entry) => entry.guid),
      )
      .execute();
    for (const row of guids) storedGuids.add(row.guid);
    const urls = chunk.flatMap((entry) => (entry.urlKey ? [entry.urlKey] : []));
    if (urls.length > 0) {
      const rows = await db
        .selectFrom('news_articles')
        .select('url_key')
        .where('url_key', 'in', urls)
        .execute();
      for (const row of rows) if (row.url_key) storedUrls.add(row.url_key);
    }
  }

  const rows: Insertable<NewsArticlesTable>[] = [];
  const createdAt = now.toISOString();
  for (const { item, guid, urlKey, published } of candidates) {
    if (storedGuids.has(guid) || (urlKey && storedUrls.has(urlKey))) {
      report.duplicates++;
      continue;
    }
    const cleaned = cleanArticle(item.html, item.url ?? source.url);
    if (item.title.trim() === '' && cleaned.text.trim() === '') continue;
    const title = item.title.trim() || excerpt(cleaned.text, 80);
    rows.push({
      id: orderedId(),
      source_id: source.id,
      guid,
      url_key: urlKey,
      url: item.url,
      title,
      body_html: cleaned.html,
      body_text: cleaned.text,
      excerpt: excerpt(cleaned.text, EXCERPT_CHARS),
      image_url: item.image?.url ?? null,
      image_alt: item.image?.alt?.trim() || null,
      image_key: null,
      image_type: null,
      image_bytes: null,
      audio_key: null,
      audio_bytes: null,
      authors: JSON.stringify(item.authors.slice(0, 20)),
      category: categoryOf(item, categories),
      language: source.language,
      published_at: published.toISOString(),
      search_text: `${title} ${cleaned.text.slice(0, SEARCH_BODY_CHARS)}`.toLocaleLowerCase(),
      created_at: createdAt,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
      const chunk = rows.slice(at, at + INSERT_CHUNK);
      // Another process may have stored one of these between the check and now: skipped.
      const result = await trx
        .insertInto('news_articles')
        .values(chunk)
        .onConflict((conflict) => conflict.columns(['source_id', 'guid']).doNothing())
        .executeTakeFirst();
      const inserted = Number(result.numInsertedOrUpdatedRows ?? chunk.length);
      report.added += inserted;
      report.duplicates += chunk.length - inserted;
    }
  });
  return report;
}
