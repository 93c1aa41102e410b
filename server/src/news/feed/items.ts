// Each format's items as one raw shape, then finished into FeedItems: title and body capped,
// addresses made absolute, names deduplicated, the picture chosen, the newest items kept.
import type { AtomFeed, JsonFeed, RdfFeed, RssFeed } from 'feedsmith';
import { textToHtml } from '../clean';
import {
  absolute,
  atomHtml,
  cap,
  collapse,
  firstFilled,
  LOOKS_LIKE_HTML,
  names,
  parseDate,
  plain,
} from './fields';
import { bodyImage, mediaImages, pickImage, type ImageCandidate } from './images';
import {
  CATEGORIES_MAX,
  CATEGORY_MAX,
  FEED_BODY_MAX,
  FEED_TITLE_MAX,
  GUID_MAX,
  NAME_MAX,
  NAMES_MAX,
  type FeedItem,
} from './model';

/** What each format gives, before the shared clean-up. */
export interface RawItem {
  guid: string | undefined;
  link: string | undefined;
  title: string | undefined;
  /** Whether the title is HTML (RSS, RDF, Atom type="html") or plain text (JSON Feed, Atom text). */
  titleIsHtml: boolean;
  html: string;
  published: string | undefined;
  authors: (string | undefined)[];
  categories: (string | undefined)[];
  images: ImageCandidate[];
}

export function rssItem(item: RssFeed.Item<string>): RawItem {
  const enclosures = (item.enclosures ?? []).filter((e) =>
    (e.type ?? '').toLowerCase().startsWith('image/'),
  );
  const guid = item.guid?.value;
  // A permalink GUID is the article's address when the item has no <link>.
  const link =
    item.link ??
    (item.guid?.isPermaLink !== false && /^https?:\/\//i.test(guid ?? '') ? guid : undefined);
  return {
    guid,
    link,
    title: item.title,
    titleIsHtml: true,
    html: firstFilled(item.content?.encoded, item.description),
    published:
      item.pubDate ??
      item.dc?.dates?.[0] ??
      item.dcterms?.issued?.[0] ??
      item.dcterms?.created?.[0] ??
      item.atom?.published,
    authors: [
      ...(item.authors ?? []).map((a) => a.name ?? a.email),
      ...(item.dc?.creators ?? []),
      item.itunes?.author,
    ],
    categories: [...(item.categories ?? []).map((c) => c.name), ...(item.dc?.subjects ?? [])],
    images: [
      ...mediaImages(item.media),
      ...enclosures.map((e) => ({ url: e.url })),
      { url: item.itunes?.image },
    ],
  };
}

export function atomEntry(entry: AtomFeed.Entry<string>, feed: AtomFeed.Feed<string>): RawItem {
  const links = entry.links ?? [];
  const alternate =
    links.find(
      (l) => (l.rel ?? 'alternate') === 'alternate' && (!l.type || l.type.includes('html')),
    ) ?? links.find((l) => (l.rel ?? 'alternate') === 'alternate');
  const content = entry.content?.src ? undefined : entry.content;
  const body =
    atomHtml(content?.value, content?.type) || atomHtml(entry.summary?.value, entry.summary?.type);
  const titleType = (entry.title?.type ?? '').toLowerCase();
  return {
    guid: entry.id,
    link: alternate?.href,
    title: entry.title?.value,
    titleIsHtml:
      titleType.includes('html') || (!titleType && LOOKS_LIKE_HTML.test(entry.title?.value ?? '')),
    html: body,
    published: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
    // An entry without authors has its feed's.
    authors: (entry.authors?.length ? entry.authors : (feed.authors ?? [])).map((a) => a.name),
    categories: (entry.categories ?? []).map((c) => c.label ?? c.term),
    images: [
      ...mediaImages(entry.media),
      ...links
        .filter((l) => l.rel === 'enclosure' && (l.type ?? '').toLowerCase().startsWith('image/'))
        .map((l) => ({ url: l.href, alt: l.title })),
      { url: entry.itunes?.image },
    ],
  };
}

export function rdfItem(item: RdfFeed.Item<string>): RawItem {
  return {
    guid: item.rdf?.about ?? item.link,
    link: item.link,
    title: item.title,
    titleIsHtml: true,
    html: firstFilled(item.content?.encoded, item.description),
    published: item.dc?.dates?.[0] ?? item.dcterms?.issued?.[0] ?? item.dcterms?.created?.[0],
    authors: item.dc?.creators ?? [],
    categories: item.dc?.subjects ?? [],
    images: mediaImages(item.media),
  };
}

export function jsonItem(item: JsonFeed.Item<string>, feed: JsonFeed.Feed<string>): RawItem {
  const html = item.content_html?.trim()
    ? item.content_html
    : textToHtml(firstFilled(item.content_text, item.summary));
  const images = (item.attachments ?? [])
    .filter((a) => (a.mime_type ?? '').toLowerCase().startsWith('image/'))
    .map((a) => ({ url: a.url, alt: a.title }));
  return {
    guid: item.id,
    link: item.url ?? item.external_url,
    title: item.title,
    titleIsHtml: false,
    html,
    published: item.date_published ?? item.date_modified,
    authors: (item.authors?.length ? item.authors : (feed.authors ?? [])).map((a) => a.name),
    categories: item.tags ?? [],
    images: [{ url: item.image }, { url: item.banner_image }, ...images],
  };
}

function hasBody(html: string): boolean {
  return (
    /<img\b/i.test(html) || /\S/.test(html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ''))
  );
}

function finishItem(
  raw: RawItem,
  published: Date | null,
  siteLink: string | null,
): FeedItem | null {
  const title = raw.titleIsHtml
    ? plain(raw.title, FEED_TITLE_MAX)
    : cap(collapse(raw.title ?? ''), FEED_TITLE_MAX);
  const html = cap(raw.html.trim(), FEED_BODY_MAX);
  if (!title && !hasBody(html)) return null;
  const url = absolute(raw.link, siteLink);
  const guid = raw.guid?.trim() ? cap(raw.guid.trim(), GUID_MAX) : null;
  const imageBase = url ?? siteLink;
  return {
    guid,
    url,
    title,
    html,
    published,
    authors: names(raw.authors, NAME_MAX, NAMES_MAX),
    categories: names(raw.categories, CATEGORY_MAX, CATEGORIES_MAX),
    image: pickImage([...raw.images, bodyImage(html)], imageBase),
  };
}

/**
 * The newest `max` usable items, in the feed's order; undated items count as older than dated
 * ones. Only those are finished (a 5,000-item feed costs 500 items' work, not 5,000).
 */
export function newestItems(raws: RawItem[], siteLink: string | null, max: number): FeedItem[] {
  const dated = raws.map((raw, index) => ({ raw, index, published: parseDate(raw.published) }));
  if (raws.length > max) {
    const time = (entry: (typeof dated)[number]) =>
      entry.published?.getTime() ?? Number.NEGATIVE_INFINITY;
    dated.sort((a, b) => time(b) - time(a) || a.index - b.index);
  }
  const kept: { index: number; item: FeedItem }[] = [];
  for (const { raw, index, published } of dated) {
    const item = finishItem(raw, published, siteLink);
    if (item) kept.push({ index, item });
    if (kept.length === max) break;
  }
  return kept.sort((a, b) => a.index - b.index).map((entry) => entry.item);
}
