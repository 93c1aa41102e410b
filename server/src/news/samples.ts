// The sample news feeds of the development configuration (issue #12): a fresh portal shows news at
// once because the server publishes a few feeds written for this project (./samples/*) and polls
// them over HTTP like any other source. They are real feeds in every format the reader accepts (RSS
// 2.0, Atom, JSON Feed 1.1), written with the same library that parses them, so the whole path
// (conditional requests, parsing, cleaning, sanitising, images) runs on them.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { escapeAttribute } from 'entities';
import { generateAtomFeed, generateJsonFeed, generateRssFeed } from 'feedsmith';
import type { NewsLanguage } from '@nclude/shared/validation';
import type { Clock } from '../clock';
import { notFound } from '../errors';
import { m } from '../messages';
import { ACCESS_TECH_NOTES } from './samples/access-tech-notes';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationPng } from './samples/images';
import { INCLUSIVE_SPORTS } from './samples/inclusive-sports';
import { SAMAVESH_DESK } from './samples/samavesh-desk';
import { SAMPLE_DESK } from './samples/sample-desk';
import { SULABH_SAMACHAR } from './samples/sulabh-samachar';
import type { SampleFeedContent, SampleFormat, SampleItem, SampleItemImage } from './samples/types';

export interface SampleSource {
  /** The feed's file name under the sample routes, e.g. "sample-desk.xml". */
  file: string;
  name: string;
  language: NewsLanguage;
  categories: string[];
  format: SampleFormat;
}

const FEEDS: readonly SampleFeedContent[] = [
  SAMPLE_DESK,
  ACCESS_TECH_NOTES,
  INCLUSIVE_SPORTS,
  SULABH_SAMACHAR,
  SAMAVESH_DESK,
];
const FEED_BY_FILE: ReadonlyMap<string, SampleFeedContent> = new Map(
  FEEDS.map((feed) => [feed.file, feed]),
);

/** One news source per sample feed, for seeding the development configuration. */
export const SAMPLE_SOURCES: readonly SampleSource[] = FEEDS.map(
  ({ file, name, language, categories, format }) => ({
    file,
    name,
    language,
    categories: [...categories],
    format,
  }),
);

const CONTENT_TYPES: Record<SampleFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};
const LANGUAGE_TAGS: Record<NewsLanguage, string> = { eng: 'en-IN', hin: 'hi-IN' };
const HOUR_MS = 3_600_000;
// Tag URIs (RFC 4151) under the example domain: stable identifiers that are not addresses.
const TAG_PREFIX = 'tag:news.example.org,2025:';

export interface RenderedSampleFeed {
  contentType: string;
  body: string;
  etag: string;
  lastModified: string;
}

/** What every format's writer needs: the feed, its time, and the addresses it is served under. */
interface RenderContext {
  feed: SampleFeedContent;
  /** The feed's time: `now` rounded down to the hour. */
  updated: Date;
  /** The feed's own address. */
  self: string;
  /** Where its pictures are served, ending with "/". */
  images: string;
}

/**
 * The feed as served at `now` (item dates = now minus their age; `now` rounded down to the hour so
 * the body, ETag and Last-Modified stay the same within an hour). baseUrl is the server's own
 * origin + the mount path, used for the feed's own address and its image addresses. null for an
 * unknown file.
 */
export function renderSampleFeed(
  file: string,
  now: Date,
  baseUrl: string,
): RenderedSampleFeed | null {
  const feed = FEED_BY_FILE.get(file);
  if (!feed) return null;
  const base = baseUrl.replace(/\/+$/, '');
  const updated = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const context: RenderContext = {
    feed,
    updated,
    self: `${base}/${feed.file}`,
    images: `${base}/images/`,
  };
  const body = WRITERS[feed.format](context);
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return {
    contentType: CONTENT_TYPES[feed.format],
    body,
    etag: `"${digest}"`,
    lastModified: updated.toUTCString(),
  };
}

function itemLink(feed: SampleFeedContent, item: SampleItem): string {
  return `${feed.homePage}${item.slug}`;
}

function itemGuid(feed: SampleFeedContent, item: SampleItem): string {
  return feed.guids === 'link'
    ? itemLink(feed, item)
    : `${TAG_PREFIX}${feedKey(feed)}/${item.slug}`;
}

function feedKey(feed: SampleFeedContent): string {
  return feed.file.replace(/\.[a-z]+$/, '');
}

function itemDate(context: RenderContext, item: SampleItem): Date {
  return new Date(context.updated.getTime() - item.ageHours * HOUR_MS);
}

function imageUrl(context: RenderContext, image: SampleItemImage): string {
  return `${context.images}${image.name}.png`;
}

/** Media RSS, which RSS and Atom readers share: the picture, its description as alt text. */
function mediaImage(context: RenderContext, image: SampleItemImage | undefined) {
  if (!image) return {};
  return {
    media: {
      contents: [
        {
          url: imageUrl(context, image),
          type: 'image/png',
          medium: 'image',
          width: ILLUSTRATION_WIDTH,
          height: ILLUSTRATION_HEIGHT,
          ...(image.alt ? { description: { value: image.alt, type: 'plain' } } : {}),
        },
      ],
    },
  };
}

const WRITERS: Record<SampleFormat, (context: RenderContext) => string> = {
  rss(context) {
    const { feed, updated } = context;
    return generateRssFeed({
      title: feed.name,
      link: feed.homePage,
      description: feed.description,
      language: LANGUAGE_TAGS[feed.language],
      lastBuildDate: updated,
      ttl: 60,
      categories: feed.categories.map((name) => ({ name })),
      atom: { links: [{ href: context.self, rel: 'self', type: 'application/rss+xml' }] },
      items: feed.items.map((item) => ({
        title: item.title,
        link: itemLink(feed, item),
        guid: { value: itemGuid(feed, item), isPermaLink: feed.guids === 'link' },
        pubDate: itemDate(context, item),
        categories: item.categories.map((name) => ({ name })),
        dc: { creators: [...item.authors] },
        // With a summary, the description is that line and the article goes in content:encoded;
        // without, the description is the whole article. Real feeds do both.
        ...(item.summary
          ? { description: item.summary, content: { encoded: item.body } }
          : { description: item.body }),
        ...mediaImage(context, item.image),
      })),
    });
  },
  atom(context) {
    const { feed, updated } = context;
    return generateAtomFeed({
      id: `${TAG_PREFIX}${feedKey(feed)}`,
      title: { value: feed.name },
      subtitle: { value: feed.description },
      updated,
      xml: { lang: LANGUAGE_TAGS[feed.language] },
      links: [
        { href: context.self, rel: 'self', type: 'application/atom+xml' },
        { href: feed.homePage, rel: 'alternate', type: 'text/html' },
      ],
      categories: feed.categories.map((term) => ({ term })),
      entries: feed.items.map((item) => {
        const date = itemDate(context, item);
        return {
          id: itemGuid(feed, item),
          title: { value: item.title, type: 'html' },
          published: date,
          updated: date,
          links: [{ href: itemLink(feed, item), rel: 'alternate', type: 'text/html' }],
          authors: item.authors.map((name) => ({ name })),
          categories: item.categories.map((term) => ({ term })),
          ...(item.summary ? { summary: { value: item.summary, type: 'text' } } : {}),
          content: { value: item.body, type: 'html' },
          ...mediaImage(context, item.image),
        };
      }),
    });
  },
  json(context) {
    const { feed } = context;
    const language = LANGUAGE_TAGS[feed.language];
    const written = generateJsonFeed({
      title: feed.name,
      home_page_url: feed.homePage,
      feed_url: context.self,
      description: feed.description,
      language,
      items: feed.items.map((item) => ({
        id: itemGuid(feed, item),
        url: itemLink(feed, item),
        title: item.title,
        ...(item.summary ? { summary: item.summary } : {}),
        content_html: `${jsonFigure(context, item.image)}${item.body}`,
        date_published: itemDate(context, item),
        authors: item.authors.map((name) => ({ name })),
        tags: [...item.categories],
        language,
        ...(item.image ? { image: imageUrl(context, item.image) } : {}),
      })),
    });
    return JSON.stringify(written, null, 2);
  },
};

/**
 * JSON Feed has no field for an image's description, so, as publishers do, the article opens with
 * the same picture and its alt text. An image without alt text appears only in `image`.
 */
function jsonFigure(context: RenderContext, image: SampleItemImage | undefined): string {
  if (!image?.alt) return '';
  const src = escapeAttribute(imageUrl(context, image));
  const alt = escapeAttribute(image.alt);
  return `<figure><img src="${src}" alt="${alt}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}"></figure>\n`;
}

/** Whether the caller's copy (If-None-Match, else If-Modified-Since) is still current: RFC 9110. */
function notModified(
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  etag: string,
  lastModified: string,
): boolean {
  const tags = headers['if-none-match'];
  if (tags !== undefined) {
    // If-None-Match compares weakly: W/"x" matches "x".
    const opaque = etag.replace(/^W\//, '');
    return tags
      .split(',')
      .map((tag) => tag.trim())
      .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

const SampleFeedParams = Type.Object({ file: Type.String({ minLength: 1, maxLength: 100 }) });
const SampleImageParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

export interface SampleFeedRoutesOptions {
  clock: Clock;
}

/**
 * GET /:file, a sample feed (304 when the caller's ETag or date is current), and
 * GET /images/:name.png, its pictures. No sign-in: the server's own ingestion fetches them.
 */
export const sampleFeedRoutes: FastifyPluginAsyncTypebox<SampleFeedRoutesOptions> = async (
  app,
  { clock },
) => {
  app.get(
    '/images/:name.png',
    { schema: { hide: true, params: SampleImageParams } },
    async (request, reply) => {
      const png = await illustrationPng(request.params.name);
      if (!png) throw notFound(m('notFound', { url: request.url.split('?')[0] ?? '' }));
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(png);
    },
  );

  app.get(
    '/:file',
    { schema: { hide: true, params: SampleFeedParams } },
    async (request, reply) => {
      // The feed names itself and its pictures by the address it was asked at, so it works
      // behind whatever origin the server is reached on.
      const baseUrl = `${request.protocol}://${request.host}${app.prefix}`;
      const feed = renderSampleFeed(request.params.file, clock.now(), baseUrl);
      if (!feed) throw notFound(m('notFound', { url: request.url.split('?')[0] ?? '' }));
      reply
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff');
      if (notModified(request.headers, feed.etag, feed.lastModified)) {
        return reply.code(304).send();
      }
      return reply.type(feed.contentType).send(feed.body);
    },
  );
};
