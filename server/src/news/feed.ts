// Feeds into items: RSS 2.0, Atom, RDF and JSON Feed read by feedsmith (a maintained parser), then
// normalised to the few fields news ingestion stores. Bodies stay raw HTML here; cleanArticle
// sanitises them. feedsmith is forgiving by design and parses broken XML as far as it can, so the
// tag structure is checked first: a feed cut short or with crossed tags is refused with a message
// an administrator can act on instead of quietly losing items.
import {
  DetectError,
  detectAtomFeed,
  detectJsonFeed,
  detectRdfFeed,
  detectRssFeed,
  parseFeed as parseAnyFeed,
  type AnyFeed,
  type AtomFeed,
  type JsonFeed,
  type MediaNs,
  type RdfFeed,
  type RssFeed,
} from 'feedsmith';
import { decodeHTML } from 'entities';
import { TextDecoder } from 'node:util';
import { htmlToText, textToHtml } from './clean';

export interface FeedImage {
  url: string;
  alt: string | null;
}

export interface FeedItem {
  guid: string | null;
  /** The article on the publisher's site: absolute http(s), or null. */
  url: string | null;
  /** Plain text (tags stripped, entities decoded, spaces collapsed); '' when the item has none. */
  title: string;
  /**
   * The richest body the item has (content:encoded, Atom content, content_html; else the
   * description, summary or content_text, plain text escaped into paragraphs). Raw: NOT sanitised.
   */
  html: string;
  published: Date | null;
  authors: string[];
  categories: string[];
  image: FeedImage | null;
}

export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf' | 'json';
  title: string | null;
  /** The site the feed belongs to (absolute http(s)), or null. */
  link: string | null;
  items: FeedItem[];
}

export interface ParseFeedOptions {
  /** The address the feed was fetched from: relative feed links are resolved against it. */
  baseUrl?: string | null;
  /** The charset of the HTTP Content-Type, used when the bytes carry no BOM or XML declaration. */
  charset?: string | null;
}

export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
}

/** Items kept from one feed: the newest ones. */
export const FEED_ITEMS_MAX = 500;
export const FEED_TITLE_MAX = 500;
/** Longest body kept, in characters (UTF-16 code units). */
export const FEED_BODY_MAX = 200_000;
const URL_MAX = 2000;
const GUID_MAX = 1000;
const NAME_MAX = 200;
const NAMES_MAX = 10;
const CATEGORY_MAX = 100;
const CATEGORIES_MAX = 20;
const ALT_MAX = 500;

const NOT_A_FEED = 'This is not an RSS, Atom or JSON feed.';

// Decoding: a byte order mark first, then the XML declaration, then the HTTP charset, else UTF-8.
function decodeBytes(bytes: Uint8Array, charset: string | null | undefined): string {
  const [b0, b1, b2] = bytes;
  let label: string | null = null;
  let skip = 0;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) [label, skip] = ['utf-8', 3];
  else if (b0 === 0xff && b1 === 0xfe) [label, skip] = ['utf-16le', 2];
  else if (b0 === 0xfe && b1 === 0xff) [label, skip] = ['utf-16be', 2];
  else if (b0 === 0x3c && b1 === 0x00) label = 'utf-16le';
  else if (b0 === 0x00 && b1 === 0x3c) label = 'utf-16be';
  else {
    // The declaration is ASCII in every encoding a feed may declare.
    const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
    const declared = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']\s*([A-Za-z][\w.:-]*)\s*["']/.exec(head);
    label = declared?.[1] ?? charset?.trim() ?? 'utf-8';
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    throw new FeedParseError(
      `The feed says its text is in the "${label}" character encoding, which cannot be read here; UTF-8 feeds always work.`,
    );
  }
  // Node 20's TextDecoder reads windows-1252 (the encoding "iso-8859-1" and "us-ascii" mean on
  // the web) as Latin-1, losing curly quotes, dashes and the euro sign: mapped here instead.
  if (decoder.encoding === 'windows-1252') {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252.charAt(c.charCodeAt(0) - 0x80));
  }
  return decoder.decode(bytes.subarray(skip));
}

/** Windows-1252's characters for the bytes 0x80–0x9F (the rest are Latin-1's). */
const WINDOWS_1252 =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f' +
  '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * Elements whose content feedsmith takes as raw text up to their end tag (titles, descriptions,
 * content:encoded…, by local name): publishers put unescaped HTML there, so what is inside is not
 * checked, only that they end.
 */
const RAW_ELEMENTS = new Set([
  'title',
  'description',
  'summary',
  'content',
  'encoded',
  'subtitle',
  'rights',
  'copyright',
  'text',
]);
const endTags = new Map<string, RegExp>();

function endTagOf(name: string): RegExp {
  let pattern = endTags.get(name);
  if (!pattern) {
    pattern = new RegExp(`</${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*>`, 'gi');
    endTags.set(name, pattern);
  }
  return pattern;
}

class Malformed extends Error {}

/**
 * The XML's elements must nest and end: an element closed by another's end tag, or never closed
 * at all (a feed cut short), is malformed. Entities, attribute quoting and stray end tags are left
 * to the forgiving parser. A scan of the tags only, without building anything.
 */
function checkStructure(xml: string): void {
  const open: { name: string; at: number }[] = [];
  const line = (index: number) => lineOf(xml, index);
  const neverClosed = (what: string, at: number) =>
    new Malformed(
      `${what} opened on line ${line(at)} is never closed (the feed may be cut short).`,
    );
  /** Where `end` is found from `from`, and the index after it. */
  const skipPast = (end: string, from: number, what: string, at: number): number => {
    const found = xml.indexOf(end, from);
    if (found === -1) throw neverClosed(what, at);
    return found + end.length;
  };
  let index = 0;
  try {
    for (;;) {
      const lt = xml.indexOf('<', index);
      if (lt === -1) break;
      const next = xml[lt + 1];
      if (xml.startsWith('<![CDATA[', lt)) {
        index = skipPast(']]>', lt + 9, 'a CDATA section', lt);
      } else if (xml.startsWith('<!--', lt)) {
        index = skipPast('-->', lt + 4, 'a comment', lt);
      } else if (next === '?') {
        index = skipPast('?>', lt + 2, 'a processing instruction', lt);
      } else if (next === '!') {
        // A DOCTYPE, perhaps with an internal subset in brackets (whose entities are never expanded).
        const bracket = xml.indexOf('[', lt);
        const close = xml.indexOf('>', lt);
        if (close === -1) throw neverClosed('the DOCTYPE', lt);
        index =
          bracket !== -1 && bracket < close
            ? skipPast('>', skipPast(']', bracket, 'the DOCTYPE', lt), 'the DOCTYPE', lt)
            : close + 1;
      } else if (next === '/') {
        const close = xml.indexOf('>', lt);
        if (close === -1) throw neverClosed('an end tag', lt);
        const name = xml
          .slice(lt + 2, close)
          .trim()
          .toLowerCase();
        index = close + 1;
        const position = open.findLastIndex((element) => element.name === name);
        if (position === -1) continue;
        if (position !== open.length - 1) {
          const unclosed = open[open.length - 1]!;
          throw new Malformed(
            `the element <${unclosed.name}> opened on line ${line(unclosed.at)} is not closed before line ${line(lt)}.`,
          );
        }
        open.pop();
      } else if (next !== undefined && /[A-Za-z_]/.test(next)) {
        const nameEnd = xml.slice(lt + 1, lt + 200).search(/[\s/>]/);
        if (nameEnd === -1) throw neverClosed('a tag', lt);
        const name = xml.slice(lt + 1, lt + 1 + nameEnd).toLowerCase();
        // The tag runs to the first ">" outside quotes.
        let cursor = lt + 1 + nameEnd;
        for (;;) {
          const stop = xml.slice(cursor, cursor + 4096).search(/["'>]/);
          if (stop === -1) {
            const far = xml.substring(cursor).search(/["'>]/);
            if (far === -1) throw neverClosed(`the tag <${name}>`, lt);
            cursor += far;
          } else cursor += stop;
          const quote = xml[cursor];
          if (quote === '>') break;
          cursor = skipPast(quote!, cursor + 1, `the tag <${name}>`, lt);
        }
        index = cursor + 1;
        if (xml[cursor - 1] === '/') continue;
        const local = name.slice(name.indexOf(':') + 1);
        if (!RAW_ELEMENTS.has(local)) {
          open.push({ name, at: lt });
          continue;
        }
        // Raw content ends at the first end tag of the same name outside a CDATA section.
        const endTag = endTagOf(name);
        for (;;) {
          endTag.lastIndex = index;
          const end = endTag.exec(xml);
          if (!end) throw neverClosed(`the element <${name}>`, lt);
          // Searched only up to the end tag: searching the rest of a large feed for every
          // element would make the scan quadratic.
          const cdata = xml.slice(index, end.index).indexOf('<![CDATA[');
          if (cdata !== -1) {
            index = skipPast(']]>', index + cdata + 9, 'a CDATA section', index + cdata);
            continue;
          }
          index = end.index + end[0].length;
          break;
        }
      } else {
        // A "<" that starts no tag ("a < b"): the parser takes it as text.
        index = lt + 1;
      }
    }
  } catch (error) {
    if (error instanceof Malformed)
      throw new FeedParseError(`The feed's XML is malformed: ${error.message}`);
    throw error;
  }
  const unclosed = open[open.length - 1];
  if (unclosed) {
    throw new FeedParseError(
      `The feed's XML is malformed: ${neverClosed(`the element <${unclosed.name}>`, unclosed.at).message}`,
    );
  }
}

function readFeed(text: string): AnyFeed {
  const start = text.trimStart();
  if (!start) throw new FeedParseError('The feed is empty.');
  if (start.startsWith('{') || start.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(start);
    } catch (error) {
      throw new FeedParseError(`The feed's JSON is malformed: ${(error as Error).message}.`);
    }
    if (!detectJsonFeed(json)) throw new FeedParseError(NOT_A_FEED);
    return parseOrExplain(json);
  }
  if (!start.startsWith('<')) throw new FeedParseError(NOT_A_FEED);
  if (!detectRssFeed(start) && !detectAtomFeed(start) && !detectRdfFeed(start)) {
    throw new FeedParseError(
      /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i.test(start)
        ? 'This is a web page, not an RSS, Atom or JSON feed; the feed may be linked from it.'
        : NOT_A_FEED,
    );
  }
  // The whole text, so the lines in messages are the feed's own.
  checkStructure(text);
  return parseOrExplain(text);
}

function parseOrExplain(value: unknown): AnyFeed {
  try {
    return parseAnyFeed(value);
  } catch (error) {
    if (error instanceof DetectError) throw new FeedParseError(NOT_A_FEED);
    throw new FeedParseError(`The feed could not be read: ${(error as Error).message}.`);
  }
}

// Field helpers.

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cut to `max` characters without splitting a surrogate pair. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Text that may hold HTML (a title, a caption) as plain text on one line. */
function plain(value: string | undefined | null, max: number): string {
  if (!value) return '';
  // Markup may take many characters per visible one, but not this many.
  const source = value.length > max * 20 ? value.slice(0, max * 20) : value;
  const text = /[<&]/.test(source) ? htmlToText(source) : source;
  return cap(collapse(text), max);
}

function absolute(value: string | undefined | null, base: string | null): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= URL_MAX ? url.href : null;
  } catch {
    return null;
  }
}

const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*[\s/>]/i;

/** An Atom text construct's value as HTML, by its type (text by default, unless it is plainly HTML). */
function atomHtml(value: string | undefined, type: string | undefined): string {
  if (!value?.trim()) return '';
  const kind = (type ?? '').toLowerCase();
  if (kind === 'html' || kind === 'xhtml' || kind.includes('html')) return value;
  if (!kind && LOOKS_LIKE_HTML.test(value)) return value;
  return textToHtml(value);
}

function firstFilled(...values: (string | undefined)[]): string {
  for (const value of values) if (value?.trim()) return value;
  return '';
}

function parseDate(value: string | undefined): Date | null {
  const raw = value?.trim();
  if (!raw) return null;
  let time = Date.parse(raw);
  // Indian publishers write "IST"; Date.parse knows only the North American zone names.
  if (Number.isNaN(time)) time = Date.parse(raw.replace(/\bIST\b/, '+0530'));
  return Number.isNaN(time) ? null : new Date(time);
}

function names(values: (string | undefined)[], max: number, count: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const name = plain(value, max);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length === count) break;
  }
  return out;
}

interface ImageCandidate {
  url: string | undefined;
  alt?: string | undefined;
}

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i;

function isImageMedia(content: MediaNs.Content): boolean {
  if (content.medium) return content.medium.toLowerCase() === 'image';
  if (content.type) return content.type.toLowerCase().startsWith('image/');
  return IMAGE_FILE.test(content.url ?? '');
}

/** Media RSS images: media:content (alone or in groups) first, then thumbnails. */
function mediaImages(media: MediaNs.ItemOrFeed | undefined): ImageCandidate[] {
  if (!media) return [];
  const itemAlt = media.description?.value ?? media.title?.value;
  const contents = [
    ...(media.contents ?? []),
    ...(media.groups ?? []).flatMap((g) => g.contents ?? []),
  ];
  const candidates: ImageCandidate[] = [];
  for (const content of contents) {
    if (!isImageMedia(content)) continue;
    candidates.push({
      url: content.url,
      alt: content.description?.value ?? content.title?.value ?? itemAlt,
    });
  }
  const thumbnails = [...(media.thumbnails ?? []), ...contents.flatMap((c) => c.thumbnails ?? [])];
  for (const thumbnail of thumbnails) candidates.push({ url: thumbnail.url, alt: itemAlt });
  return candidates;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The first real <img> of a body (lazy-loaded ones by their data-src; 1×1 pixels skipped). */
function bodyImage(html: string): ImageCandidate | null {
  if (!/<img/i.test(html)) return null;
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const attributes: Record<string, string> = {};
    for (const [, name, a, b, c] of tag.matchAll(ATTRIBUTE)) {
      attributes[name!.toLowerCase()] = decodeHTML(a ?? b ?? c ?? '');
    }
    if (attributes.width === '1' || attributes.height === '1') continue;
    let src = attributes.src ?? '';
    if (!src || src.startsWith('data:'))
      src =
        attributes['data-src'] ?? attributes['data-lazy-src'] ?? attributes['data-original'] ?? '';
    if (src) return { url: src, alt: attributes.alt };
  }
  return null;
}

function pickImage(candidates: (ImageCandidate | null)[], base: string | null): FeedImage | null {
  const resolved = candidates.flatMap((candidate) => {
    const url = candidate && absolute(candidate.url, base);
    return url ? [{ url, alt: plain(candidate.alt, ALT_MAX) || null }] : [];
  });
  const first = resolved[0];
  if (!first) return null;
  // JSON Feed's image has no alt text: the same picture in the body may carry one.
  const described = first.alt
    ? first
    : resolved.find((candidate) => candidate.url === first.url && candidate.alt);
  return { url: first.url, alt: described?.alt ?? null };
}

/** What each format gives, before the shared clean-up. */
interface RawItem {
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

function rssItem(item: RssFeed.Item<string>): RawItem {
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

function atomEntry(entry: AtomFeed.Entry<string>, feed: AtomFeed.Feed<string>): RawItem {
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

function rdfItem(item: RdfFeed.Item<string>): RawItem {
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

function jsonItem(item: JsonFeed.Item<string>, feed: JsonFeed.Feed<string>): RawItem {
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
function newestItems(raws: RawItem[], siteLink: string | null, max: number): FeedItem[] {
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

/**
 * A feed's items, normalised. `body` is the feed as fetched (bytes are decoded by their BOM, XML
 * declaration or `options.charset`, else as UTF-8) or already text. Throws FeedParseError with a
 * message for the admin page when it is not a feed or cannot be read.
 */
export function parseFeed(body: Uint8Array | string, options: ParseFeedOptions = {}): ParsedFeed {
  const text =
    typeof body === 'string' ? body.replace(/^\ufeff/, '') : decodeBytes(body, options.charset);
  const parsed = readFeed(text);
  const base = absolute(options.baseUrl, null);
  let title: string | undefined;
  let link: string | undefined;
  let raws: RawItem[];
  switch (parsed.format) {
    case 'rss': {
      const feed = parsed.feed;
      title = plain(feed.title, FEED_TITLE_MAX);
      link =
        feed.link ?? feed.atom?.links?.find((l) => (l.rel ?? 'alternate') === 'alternate')?.href;
      raws = (feed.items ?? []).map(rssItem);
      break;
    }
    case 'atom': {
      const feed = parsed.feed;
      title = feed.title?.value && plain(feed.title.value, FEED_TITLE_MAX);
      link = (feed.links ?? []).find((l) => (l.rel ?? 'alternate') === 'alternate')?.href;
      raws = (feed.entries ?? []).map((entry) => atomEntry(entry, feed));
      break;
    }
    case 'rdf': {
      const feed = parsed.feed;
      title = plain(feed.title, FEED_TITLE_MAX);
      link = feed.link;
      raws = (feed.items ?? []).map(rdfItem);
      break;
    }
    case 'json': {
      const feed = parsed.feed;
      title = cap(collapse(feed.title ?? ''), FEED_TITLE_MAX);
      link = feed.home_page_url;
      raws = (feed.items ?? []).map((item) => jsonItem(item, feed));
      break;
    }
  }
  const siteLink = absolute(link, base) ?? base;
  return {
    format: parsed.format,
    title: title || null,
    link: absolute(link, base),
    items: newestItems(raws, siteLink, FEED_ITEMS_MAX),
  };
}
