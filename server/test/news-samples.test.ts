// The sample feeds of the development configuration: each is a valid feed of its format with
// content that exercises ingestion (promo lines, markup, Hindi, images with and without alt text),
// and the routes serving them answer conditional requests like a real publisher.
import Fastify, { type FastifyInstance } from 'fastify';
import { parseFeed } from 'feedsmith';
import { ManualClock } from '../src/clock';
import { HttpError } from '../src/errors';
import {
  SAMPLE_SOURCES,
  renderSampleFeed,
  sampleFeedRoutes,
  type SampleSource,
} from '../src/news/samples';

const PREFIX = '/v1/api/news/samples';
const BASE = `http://127.0.0.1:3000${PREFIX}`;
const NOW = new Date('2025-03-10T10:37:12Z');
const HOUR_MS = 3_600_000;
const NOW_HOUR = Date.parse('2025-03-10T10:00:00Z');
const DEVANAGARI = /[\u0900-\u097f]/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An item as the tests look at it, whatever its format. */
interface ReadItem {
  guid: string;
  link: string;
  title: string;
  body: string;
  date: number;
  authors: string[];
  categories: string[];
  image: string | null;
  alt: string | null;
}

interface ReadFeed {
  format: string;
  title: string;
  description: string;
  self: string | undefined;
  items: ReadItem[];
}

function bodyImageAlt(html: string, src: string): string | null {
  const tag = html.match(/<img\b[^>]*>/)?.[0];
  if (!tag?.includes(`src="${src}"`)) return null;
  return tag.match(/alt="([^"]*)"/)?.[1] ?? null;
}

function read(body: string): ReadFeed {
  const parsed = parseFeed(body);
  switch (parsed.format) {
    case 'rss': {
      const { feed } = parsed;
      return {
        format: 'rss',
        title: feed.title ?? '',
        description: feed.description ?? '',
        self: feed.atom?.links?.find((link) => link.rel === 'self')?.href,
        items: (feed.items ?? []).map((item) => {
          const media = item.media?.contents?.[0];
          return {
            guid: item.guid?.value ?? '',
            link: item.link ?? '',
            title: item.title ?? '',
            body: item.content?.encoded ?? item.description ?? '',
            date: Date.parse(item.pubDate ?? ''),
            authors: item.dc?.creators ?? [],
            categories: (item.categories ?? []).map((category) => category.name ?? ''),
            image: media?.url ?? null,
            alt: media?.description?.value ?? null,
          };
        }),
      };
    }
    case 'atom': {
      const { feed } = parsed;
      return {
        format: 'atom',
        title: feed.title?.value ?? '',
        description: feed.subtitle?.value ?? '',
        self: feed.links?.find((link) => link.rel === 'self')?.href,
        items: (feed.entries ?? []).map((entry) => {
          const media = entry.media?.contents?.[0];
          return {
            guid: entry.id ?? '',
            link: entry.links?.find((link) => link.rel === 'alternate')?.href ?? '',
            title: entry.title?.value ?? '',
            body: entry.content?.value ?? '',
            date: Date.parse(entry.published ?? ''),
            authors: (entry.authors ?? []).map((author) => author.name ?? ''),
            categories: (entry.categories ?? []).map((category) => category.term ?? ''),
            image: media?.url ?? null,
            alt: media?.description?.value ?? null,
          };
        }),
      };
    }
    case 'json': {
      const { feed } = parsed;
      return {
        format: 'json',
        title: feed.title ?? '',
        description: feed.description ?? '',
        self: feed.feed_url,
        items: (feed.items ?? []).map((item) => ({
          guid: item.id ?? '',
          link: item.url ?? '',
          title: item.title ?? '',
          body: item.content_html ?? '',
          date: Date.parse(item.date_published ?? ''),
          authors: (item.authors ?? []).map((author) => author.name ?? ''),
          categories: item.tags ?? [],
          image: item.image ?? null,
          alt: item.image ? bodyImageAlt(item.content_html ?? '', item.image) : null,
        })),
      };
    }
    default:
      throw new Error(`unexpected format ${parsed.format}`);
  }
}

function rendered(source: SampleSource, now = NOW, base = BASE) {
  const feed = renderSampleFeed(source.file, now, base);
  if (!feed) throw new Error(`no sample feed ${source.file}`);
  return feed;
}

const everyFeed = () =>
  SAMPLE_SOURCES.map((source) => ({ source, feed: read(rendered(source).body) }));

describe('sample news feeds', () => {
  it('offers five sources in English and Hindi, in RSS, Atom and JSON Feed, marked as samples', () => {
    expect(SAMPLE_SOURCES).toHaveLength(5);
    expect(new Set(SAMPLE_SOURCES.map((source) => source.file)).size).toBe(5);
    expect(new Set(SAMPLE_SOURCES.map((source) => source.format))).toEqual(
      new Set(['rss', 'atom', 'json']),
    );
    expect(SAMPLE_SOURCES.filter((source) => source.language === 'eng')).toHaveLength(3);
    expect(SAMPLE_SOURCES.filter((source) => source.language === 'hin')).toHaveLength(2);
    for (const source of SAMPLE_SOURCES) {
      expect(source.name).toMatch(source.language === 'hin' ? /नमूना/ : /\(sample\)/);
      expect(source.categories.length).toBeGreaterThanOrEqual(2);
      if (source.language === 'hin') {
        for (const category of source.categories) expect(category).toMatch(DEVANAGARI);
      }
    }
  });

  it('renders nothing for a file that is not a sample feed', () => {
    expect(renderSampleFeed('nope.xml', NOW, BASE)).toBeNull();
    expect(renderSampleFeed('constructor', NOW, BASE)).toBeNull();
  });

  describe.each(SAMPLE_SOURCES.map((source) => [source.file, source] as const))(
    '%s',
    (_file, source) => {
      const served = rendered(source);
      const feed = read(served.body);

      it('parses as its own format, named and described as sample content', () => {
        expect(feed.format).toBe(source.format);
        expect(served.contentType).toMatch(
          {
            rss: /^application\/rss\+xml/,
            atom: /^application\/atom\+xml/,
            json: /^application\/feed\+json/,
          }[source.format],
        );
        expect(feed.title).toBe(source.name);
        expect(feed.description).toContain('Nclude');
        expect(feed.description).toMatch(source.language === 'hin' ? /नमूना/ : /[Ss]ample content/);
        expect(feed.self).toBe(`${BASE}/${source.file}`);
      });

      it('has 8 to 12 complete items with unique GUIDs and example-domain links', () => {
        expect(feed.items.length).toBeGreaterThanOrEqual(8);
        expect(feed.items.length).toBeLessThanOrEqual(12);
        expect(new Set(feed.items.map((item) => item.guid)).size).toBe(feed.items.length);
        for (const item of feed.items) {
          expect(item.guid).not.toBe('');
          expect(item.title).not.toBe('');
          expect(item.link).toMatch(/^https:\/\/news\.example\.org\//);
          expect(item.authors.length).toBeGreaterThanOrEqual(1);
          expect(item.authors.length).toBeLessThanOrEqual(2);
          expect(item.body.match(/<p[\s>]/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
        }
      });

      it('dates every item on the hour, within the last ten days of the given time', () => {
        for (const item of feed.items) {
          expect(item.date % HOUR_MS).toBe(0);
          expect(item.date).toBeLessThanOrEqual(NOW_HOUR);
          expect(item.date).toBeGreaterThanOrEqual(NOW_HOUR - 240 * HOUR_MS);
        }
        expect(served.lastModified).toBe(new Date(NOW_HOUR).toUTCString());
      });

      it("files every item under its source's categories, and uses each category", () => {
        const used = new Set(feed.items.flatMap((item) => item.categories));
        for (const category of used) expect(source.categories).toContain(category);
        expect(used).toEqual(new Set(source.categories));
      });

      it('writes in the language of the source', () => {
        for (const item of feed.items) {
          if (source.language === 'hin') {
            expect(item.title).toMatch(DEVANAGARI);
            expect(item.body).toMatch(DEVANAGARI);
          } else {
            expect(item.title).not.toMatch(DEVANAGARI);
          }
        }
      });

      it('serves its pictures from the sample routes', () => {
        const pictured = feed.items.filter((item) => item.image !== null);
        expect(pictured.length).toBeGreaterThanOrEqual(2);
        for (const item of pictured)
          expect(item.image).toMatch(new RegExp(`^${BASE}/images/[a-z-]+\\.png$`));
      });
    },
  );

  it('moves the dates with the clock and keeps the feed the same within an hour', () => {
    for (const source of SAMPLE_SOURCES) {
      const first = rendered(source);
      const laterSameHour = rendered(source, new Date(NOW.getTime() + 20 * 60_000));
      expect(laterSameHour).toEqual(first);

      const nextDay = rendered(source, new Date(NOW.getTime() + 24 * HOUR_MS));
      expect(nextDay.etag).not.toBe(first.etag);
      expect(nextDay.lastModified).toBe(new Date(NOW_HOUR + 24 * HOUR_MS).toUTCString());
      const before = read(first.body).items;
      const after = read(nextDay.body).items;
      expect(after.map((item) => item.guid)).toEqual(before.map((item) => item.guid));
      after.forEach((item, index) => expect(item.date - before[index]!.date).toBe(24 * HOUR_MS));
    }
  });

  it('gives about fifty items in all, no GUID shared between sources', () => {
    const guids = everyFeed().flatMap(({ feed }) => feed.items.map((item) => item.guid));
    expect(guids.length).toBeGreaterThanOrEqual(45);
    expect(new Set(guids).size).toBe(guids.length);
  });

  it('carries the promo lines, markup and scripts that ingestion must clean', () => {
    const feeds = everyFeed();
    const bodies = (language: string) =>
      feeds
        .filter(({ source }) => source.language === language)
        .flatMap(({ feed }) => feed.items.map((item) => item.body));
    const english = bodies('eng');
    const hindi = bodies('hin');
    for (const line of [
      'Also read:',
      'Read more',
      'Click here to read the full story',
      'Read it here',
    ]) {
      expect(english.filter((body) => body.includes(line)).length).toBeGreaterThanOrEqual(2);
    }
    for (const line of ['यह भी पढ़ें:', 'और पढ़ें', 'पूरी खबर पढ़ें']) {
      expect(hindi.filter((body) => body.includes(line)).length).toBeGreaterThanOrEqual(2);
    }
    // Some bodies only: the rest read as they are.
    expect(english.some((body) => !/Also read|Read more|Click here|Read it here/.test(body))).toBe(
      true,
    );
    expect(english.some((body) => /<script\b/.test(body) && /\sonclick=/.test(body))).toBe(true);
    expect(english.some((body) => /<ul>/.test(body))).toBe(true);
    expect(english.some((body) => /<blockquote>/.test(body))).toBe(true);

    const titles = feeds.flatMap(({ feed }) => feed.items.map((item) => item.title));
    expect(titles.some((title) => /<em>/.test(title))).toBe(true);
    expect(titles.some((title) => /&amp;/.test(title))).toBe(true);
  });

  it('describes most pictures and leaves at least one without alt text', () => {
    const pictured = everyFeed().flatMap(({ feed }) => feed.items.filter((item) => item.image));
    const described = pictured.filter((item) => item.alt);
    expect(described.length).toBeGreaterThan(pictured.length / 2);
    expect(pictured.length - described.length).toBeGreaterThanOrEqual(1);
    for (const item of described) expect(item.alt!.length).toBeGreaterThan(20);
  });
});

describe('sample feed routes', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let origin: string;

  beforeAll(async () => {
    clock = new ManualClock(NOW);
    // Some tests read only a reply's status: its unread body keeps fetch's connection busy, and
    // close would wait for it.
    app = Fastify({ forceCloseConnections: true });
    // Answers HttpErrors as the portal's error handler does (app.ts).
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ success: false, message: error.message });
      }
      throw error;
    });
    await app.register(sampleFeedRoutes, { prefix: PREFIX, clock });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${PREFIX}${path}`, { headers });

  it('serves each feed with its type, validators, and addresses of the origin it was asked at', async () => {
    for (const source of SAMPLE_SOURCES) {
      const response = await get(`/${source.file}`);
      expect(response.status).toBe(200);
      const expected = renderSampleFeed(source.file, clock.now(), `${origin}${PREFIX}`)!;
      expect(response.headers.get('content-type')).toBe(expected.contentType);
      expect(response.headers.get('etag')).toBe(expected.etag);
      expect(response.headers.get('last-modified')).toBe(expected.lastModified);
      const body = await response.text();
      expect(body).toBe(expected.body);
      expect(read(body).self).toBe(`${origin}${PREFIX}/${source.file}`);
    }
  });

  it('answers 304 to a current ETag or date, and the feed again once it changed', async () => {
    const file = `/${SAMPLE_SOURCES[0]!.file}`;
    const status = async (headers: Record<string, string>) => (await get(file, headers)).status;
    const first = await get(file);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(file, { 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    expect(await status({ 'if-modified-since': lastModified })).toBe(304);
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    expect(await status({ 'if-modified-since': later })).toBe(304);

    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect(await status({ 'if-modified-since': earlier })).toBe(200);
    expect(await status({ 'if-modified-since': 'not a date' })).toBe(200);
    expect(await status({ 'if-none-match': '"other"' })).toBe(200);
    // An ETag that does not match wins over a current date (RFC 9110).
    expect(await status({ 'if-none-match': '"other"', 'if-modified-since': lastModified })).toBe(
      200,
    );

    clock.advance(HOUR_MS);
    const changed = await get(file, { 'if-none-match': etag, 'if-modified-since': lastModified });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(Date.parse(changed.headers.get('last-modified')!)).toBe(
      Date.parse(lastModified) + HOUR_MS,
    );
  });

  it('serves every picture the feeds name as a 640×360 PNG, the same bytes each time', async () => {
    const names = new Set(
      everyFeed().flatMap(({ feed }) =>
        feed.items.flatMap((item) =>
          item.image ? [item.image.slice(`${BASE}/images/`.length)] : [],
        ),
      ),
    );
    expect(names.size).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      const response = await get(`/images/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      // IHDR: width and height, big-endian, right after the chunk header.
      expect(png.readUInt32BE(16)).toBe(640);
      expect(png.readUInt32BE(20)).toBe(360);
      const again = Buffer.from(await (await get(`/images/${name}`)).arrayBuffer());
      expect(again.equals(png)).toBe(true);
    }
  });

  it('answers 404 with a message for an unknown feed or picture', async () => {
    for (const path of ['/unknown.xml', '/images/unknown.png', '/images/constructor.png']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        message: expect.stringContaining(`${PREFIX}${path}`),
      });
    }
  });
});
