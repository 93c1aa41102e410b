// What a parsed feed is: the items' fields as news ingestion stores them, the limits on those
// fields, and the error whose message the admin page shows.

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
export const URL_MAX = 2000;
export const GUID_MAX = 1000;
export const NAME_MAX = 200;
export const NAMES_MAX = 10;
export const CATEGORY_MAX = 100;
export const CATEGORIES_MAX = 20;
export const ALT_MAX = 500;
