// Feeds into items: RSS 2.0, Atom, RDF and JSON Feed read by feedsmith (a maintained parser), then
// normalised to the few fields news ingestion stores. Bodies stay raw HTML here; cleanArticle
// sanitises them. feedsmith is forgiving by design and parses broken XML as far as it can, so the
// tag structure is checked first: a feed cut short or with crossed tags is refused with a message
// an administrator can act on instead of quietly losing items.
import { decodeBytes } from './decode';
import { absolute, cap, collapse, plain } from './fields';
import { atomEntry, jsonItem, newestItems, rdfItem, rssItem, type RawItem } from './items';
import { FEED_ITEMS_MAX, FEED_TITLE_MAX, type ParsedFeed, type ParseFeedOptions } from './model';
import { readFeed } from './read';

export {
  FEED_BODY_MAX,
  FEED_ITEMS_MAX,
  FEED_TITLE_MAX,
  FeedParseError,
  type FeedImage,
  type FeedItem,
  type ParsedFeed,
  type ParseFeedOptions,
} from './model';

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
