// /v1/api/news and /v1/api/admin/news against a real server, job runtime, espeak-ng and ffmpeg, with
// feeds served by the test on loopback (sources marked local): sources added by an administrator
// are polled by jobs into articles, deduplicated across polls and sources, with conditional
// requests; the reader's filters, search, pages, read marks, image and audio; refusals of bad
// input and of people who may not; a failing source's error and backoff; pruning of old articles.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AdminNewsSource,
  AdminNewsSourceReply,
  AdminNewsSourcesReply,
  AdminNewsTestReply,
  NewsArticleReply,
  NewsArticlesReply,
  NewsCategoriesReply,
  NewsSourcesReply,
} from '@nclude/shared/api-schemas';
import { createAccount, engineName, startTestServer, until, type TestServer } from './helpers';

const ADMIN = '/v1/api/admin/news';
const NEWS = '/v1/api/news';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface FeedRoute {
  body: string;
  type: string;
  status?: number;
  etag?: string;
}

/** The feeds the test serves, changed by the tests; requests are recorded. */
class FeedServer {
  readonly routes = new Map<string, FeedRoute>();
  readonly requests: { path: string; ifNoneMatch: string | undefined }[] = [];
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const path = request.url ?? '/';
      this.requests.push({ path, ifNoneMatch: request.headers['if-none-match'] });
      if (path === '/picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        return;
      }
      if (path === '/not-a-picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end('<html>no</html>');
        return;
      }
      const route = this.routes.get(path);
      if (!route) {
        response.writeHead(404).end('not here');
        return;
      }
      if (route.etag && request.headers['if-none-match'] === route.etag) {
        response.writeHead(304, { etag: route.etag }).end();
        return;
      }
      response
        .writeHead(route.status ?? 200, {
          'content-type': route.type,
          ...(route.etag ? { etag: route.etag } : {}),
        })
        .end(route.body);
    });
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((done) => this.server?.close(done));
  }
}

interface Item {
  guid: string;
  title: string;
  body: string;
  link?: string;
  category?: string;
  hoursAgo?: number;
  image?: string;
}

function rss(title: string, items: Item[], now: Date): string {
  const entries = items
    .map(
      (item) => `<item>
  <guid isPermaLink="false">${item.guid}</guid>
  <title>${item.title}</title>
  ${item.link ? `<link>${item.link}</link>` : ''}
  ${item.category ? `<category>${item.category}</category>` : ''}
  <pubDate>${new Date(now.getTime() - (item.hoursAgo ?? 1) * 3_600_000).toUTCString()}</pubDate>
  <author>desk@example.org (News Desk)</author>
  ${item.image ? `<enclosure url="${item.image}" type="image/png" length="${PNG.length}"/>` : ''}
  <description><![CDATA[${item.body}]]></description>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${title}</title><link>https://news.example.org/</link>
<description>Test feed</description>
${entries}
</channel></rss>`;
}

function jsonFeed(title: string, items: Item[], now: Date): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title,
    items: items.map((item) => ({
      id: item.guid,
      title: item.title,
      url: item.link,
      content_html: item.body,
      date_published: new Date(now.getTime() - (item.hoursAgo ?? 1) * 3_600_000).toISOString(),
      tags: item.category ? [item.category] : [],
    })),
  });
}

const englishItems = (count: number, from = 0): Item[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      guid: `eng-${n}`,
      title: `Accessible ramps story number ${n} about the city council and new rules`,
      body: `<p>Story ${n} describes ramps and lifts in public buildings.</p><p>Also read: another story</p><script>alert(1)</script><p onclick="steal()">Second paragraph of story ${n}.</p>`,
      link: `https://news.example.org/story/${n}?utm_source=feed`,
      category: n % 2 === 0 ? 'Policy' : 'Technology',
      hoursAgo: n + 1,
    };
  });

describe(`news API (${engineName()})`, () => {
  let server: TestServer;
  let feeds: FeedServer;
  let admin: { token: string };
  let reader: { token: string; userId: string };
  let other: { token: string };

  const send = async <T>(method: string, path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  };

  const sources = async () => {
    const { status, body } = await server.get<AdminNewsSourcesReply>(
      `${ADMIN}/sources`,
      admin.token,
    );
    expect(status).toBe(200);
    return body;
  };

  /** The source once no poll of it is going. */
  const settled = (name: string) =>
    until(async () => {
      const source = (await sources()).sources.find((entry) => entry.name === name);
      return source && source.state !== 'polling' && source.lastPolledAt ? source : undefined;
    });

  const addSource = async (body: Record<string, unknown>) => {
    const reply = await server.post<AdminNewsSourceReply>(
      `${ADMIN}/sources`,
      { local: true, ...body },
      admin.token,
    );
    expect(reply.status).toBe(201);
    return settled(body.name as string);
  };

  const articles = async (query: string, token = reader.token) => {
    const reply = await server.get<NewsArticlesReply>(`${NEWS}/articles${query}`, token);
    expect(reply.status).toBe(200);
    return reply.body;
  };

  const pollAgain = async (source: AdminNewsSource) => {
    const before = source.lastPolledAt;
    server.clock.advance(1_000);
    const reply = await server.post(`${ADMIN}/sources/${source.id}/poll`, {}, admin.token);
    expect(reply.status).toBe(202);
    return until(async () => {
      const now = (await sources()).sources.find((entry) => entry.id === source.id);
      return now && now.state !== 'polling' && now.lastPolledAt !== before ? now : undefined;
    });
  };

  beforeAll(async () => {
    feeds = new FeedServer();
    await feeds.start();
    server = await startTestServer({ NEWS_ALLOW_LOCAL_SOURCES: 'true' });
    admin = await createAccount(server, 'admin', 'news-admin@example.org');
    reader = await createAccount(server, 'user', 'news-reader@example.org');
    other = await createAccount(server, 'user', 'news-other@example.org');
    const now = server.clock.now();
    const items = englishItems(23);
    items[0]!.image = `${feeds.origin}/picture.png`;
    items[1]!.image = `${feeds.origin}/not-a-picture.png`;
    feeds.routes.set('/daily.xml', {
      body: rss('The Daily Ramp', items, now),
      type: 'application/rss+xml',
      etag: '"v1"',
    });
    feeds.routes.set('/hindi.json', {
      body: jsonFeed(
        'हिंदी डेस्क',
        [
          {
            guid: 'hin-1',
            title: 'सुलभ मतदान केंद्रों के बारे में जानकारी',
            body: '<p>मतदान केंद्रों पर रैंप और व्हीलचेयर उपलब्ध होते हैं।</p><p>यह भी पढ़ें: दूसरी खबर</p>',
            link: 'https://hindi.example.org/1',
          },
          {
            guid: 'hin-2',
            title: 'ब्रेल में किताबें',
            body: '<p>ब्रेल किताबें पुस्तकालयों में मिलती हैं।</p><p>और पढ़ें</p>',
            link: 'https://hindi.example.org/2',
          },
        ],
        now,
      ),
      type: 'application/feed+json',
    });
  });

  afterAll(async () => {
    await server.close();
    await feeds.stop();
  });

  it('lets only signed-in people read and only administrators manage sources', async () => {
    expect((await server.get(`${NEWS}/articles`)).status).toBe(401);
    expect((await server.get(`${NEWS}/sources`)).status).toBe(401);
    const refused = await server.get<{ message: string }>(`${ADMIN}/sources`, reader.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
    const add = await server.post(
      `${ADMIN}/sources`,
      { name: 'X', url: 'https://example.org/feed', language: 'eng' },
      reader.token,
    );
    expect(add.status).toBe(403);
  });

  it('tests a feed without storing it, and says why one fails', async () => {
    const good = await server.post<AdminNewsTestReply>(
      `${ADMIN}/test`,
      { url: `${feeds.origin}/daily.xml`, local: true },
      admin.token,
    );
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ format: 'rss', title: 'The Daily Ramp', itemCount: 23 });
    expect(good.body.titles).toHaveLength(5);
    const missing = await server.post<{ message: string }>(
      `${ADMIN}/test`,
      { url: `${feeds.origin}/nothing.xml`, local: true },
      admin.token,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/404/);
    // Not local: loopback is refused before anything is fetched.
    const before = feeds.requests.length;
    const privateAddress = await server.post<{ message: string }>(
      `${ADMIN}/test`,
      { url: `${feeds.origin}/daily.xml` },
      admin.token,
    );
    expect(privateAddress.status).toBe(422);
    expect(privateAddress.body.message).toMatch(/127\.0\.0\.1|loopback|private|public/i);
    expect(feeds.requests.length).toBe(before);
    const notUrl = await server.post<{ message: string }>(
      `${ADMIN}/test`,
      { url: 'ftp://example.org/feed' },
      admin.token,
    );
    expect(notUrl.status).toBe(400);
  });

  it('polls an added source into articles, filtered, searched and paged', async () => {
    const daily = await addSource({
      name: 'The Daily Ramp',
      url: `${feeds.origin}/daily.xml`,
      language: 'eng',
      categories: ['Policy', 'Technology', 'Sport'],
    });
    expect(daily).toMatchObject({ state: 'idle', articleCount: 23, lastError: null, failures: 0 });
    const hindi = await addSource({
      name: 'हिंदी डेस्क',
      url: `${feeds.origin}/hindi.json`,
      language: 'hin',
    });
    expect(hindi.articleCount).toBe(2);

    const listed = await server.get<NewsSourcesReply>(`${NEWS}/sources`, reader.token);
    expect(listed.body.eng).toEqual([
      { name: 'The Daily Ramp', categories: ['Policy', 'Technology', 'Sport'] },
    ]);
    expect(listed.body.hin).toEqual([{ name: 'हिंदी डेस्क', categories: [] }]);
    const categories = await server.get<NewsCategoriesReply>(
      `${NEWS}/categories?source=${encodeURIComponent('The Daily Ramp')}`,
      reader.token,
    );
    expect(categories.body.categories).toEqual(['Policy', 'Technology', 'Sport']);

    const first = await articles('');
    expect(first).toMatchObject({ total: 23, totalPages: 3, page: 1 });
    expect(first.articles).toHaveLength(10);
    // Newest first.
    expect(first.articles[0]!.title).toMatch(/number 0 /);
    expect(first.articles[0]).toMatchObject({
      source: 'The Daily Ramp',
      language: 'eng',
      category: 'Policy',
      markAsRead: false,
      authors: [expect.stringMatching(/News Desk|desk@example.org/)],
    });
    expect(first.articles[0]!.body).not.toMatch(/Also read|alert|<p>/);
    expect(first.headlinesAudioUrl).toMatch(/^\/v1\/api\/news\/headlines\/audio\?/);
    const third = await articles('?page=3');
    expect(third.articles).toHaveLength(3);
    expect((await articles('?page=4')).articles).toEqual([]);

    const policy = await articles(
      `?source=${encodeURIComponent('The Daily Ramp')}&category=policy`,
    );
    expect(policy.total).toBe(12);
    expect(policy.articles.every((article) => article.category === 'Policy')).toBe(true);
    const sport = await articles(`?source=${encodeURIComponent('The Daily Ramp')}&category=Sport`);
    expect(sport.total).toBe(0);
    expect(sport.headlinesAudioUrl).toBeNull();
    const searched = await articles('?search=NUMBER%2017%20');
    expect(searched.articles.map((article) => article.title)).toEqual([
      expect.stringMatching(/number 17 /),
    ]);
    expect((await articles('?search=50%25')).total).toBe(0);
    const hindiList = await articles('?lang=hin');
    expect(hindiList.total).toBe(2);
    expect(hindiList.articles[0]!.body).not.toMatch(/यह भी पढ़ें|और पढ़ें/);
  });

  it('refuses filters that make no sense, with messages', async () => {
    const noSource = await server.get<{ message: string }>(
      `${NEWS}/articles?category=Policy`,
      reader.token,
    );
    expect(noSource.status).toBe(400);
    expect(noSource.body.message).toMatch(/source/i);
    const unknownCategory = await server.get<{ message: string }>(
      `${NEWS}/articles?source=${encodeURIComponent('The Daily Ramp')}&category=Cooking`,
      reader.token,
    );
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.message).toMatch(/Cooking/);
    const unknownSource = await server.get<{ message: string }>(
      `${NEWS}/articles?source=Nobody`,
      reader.token,
    );
    expect(unknownSource.status).toBe(404);
    expect(unknownSource.body.message).toMatch(/Nobody/);
    for (const query of ['?lang=fr', '?page=0', '?page=x', `?search=${'a'.repeat(201)}`]) {
      const reply = await server.get<{ message: string }>(`${NEWS}/articles${query}`, reader.token);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    expect((await server.get(`${NEWS}/categories`, reader.token)).status).toBe(400);
    expect((await server.get(`${NEWS}/categories?source=Nobody`, reader.token)).status).toBe(404);
    expect((await server.get(`${NEWS}/articles/${'x'.repeat(65)}`, reader.token)).status).toBe(400);
    expect((await server.get(`${NEWS}/articles/nothing`, reader.token)).status).toBe(404);
  });

  it('keeps each item once across polls, asking conditionally', async () => {
    const daily = (await sources()).sources.find((entry) => entry.name === 'The Daily Ramp')!;
    const before = feeds.requests.filter((entry) => entry.path === '/daily.xml').length;
    const again = await pollAgain(daily);
    expect(again).toMatchObject({ articleCount: 23, lastError: null });
    const asked = feeds.requests.filter((entry) => entry.path === '/daily.xml');
    expect(asked.length).toBe(before + 1);
    expect(asked.at(-1)!.ifNoneMatch).toBe('"v1"');

    // A new version: two new items, the old ones again, one of them with a new GUID but the same
    // link (tracking parameters aside): only the two new ones are added.
    const now = server.clock.now();
    const items = [...englishItems(2, 100), ...englishItems(23)];
    items[5] = { ...items[5]!, guid: 'renamed-guid', link: 'https://NEWS.example.org/story/3' };
    feeds.routes.set('/daily.xml', {
      body: rss('The Daily Ramp', items, now),
      type: 'application/rss+xml',
      etag: '"v2"',
    });
    const third = await pollAgain(again);
    expect(third.articleCount).toBe(25);
    expect((await articles('')).total).toBe(25);

    // The same story in another source's feed is not shown twice.
    feeds.routes.set('/copy.xml', {
      body: rss('Copy', [{ ...englishItems(1, 100)[0]!, guid: 'copy-1' }], now),
      type: 'application/rss+xml',
    });
    const copy = await addSource({
      name: 'Copy',
      url: `${feeds.origin}/copy.xml`,
      language: 'eng',
    });
    expect(copy.articleCount).toBe(0);
  });

  it('shows an article whole, sanitised, and keeps read marks per person', async () => {
    const [first] = (await articles('')).articles;
    const detail = await server.get<NewsArticleReply>(
      `${NEWS}/articles/${first!.id}`,
      reader.token,
    );
    expect(detail.status).toBe(200);
    const { article } = detail.body;
    expect(article.bodyHtml).toContain('<p>');
    expect(article.bodyHtml).not.toMatch(/script|onclick|Also read/i);
    expect(article.text).toMatch(/Second paragraph/);
    expect(article.audioUrl).toMatch(/\/audio\?token=/);

    const marked = await server.put<{ markAsRead: boolean }>(
      `${NEWS}/articles/${first!.id}/read`,
      { read: true },
      reader.token,
    );
    expect(marked).toMatchObject({ status: 200, body: { success: true, markAsRead: true } });
    expect((await articles('')).articles[0]!.markAsRead).toBe(true);
    expect((await articles('', other.token)).articles[0]!.markAsRead).toBe(false);
    // Twice is fine.
    expect(
      (await server.put(`${NEWS}/articles/${first!.id}/read`, { read: true }, reader.token)).status,
    ).toBe(200);
    await server.put(`${NEWS}/articles/${first!.id}/read`, { read: false }, reader.token);
    expect((await articles('')).articles[0]!.markAsRead).toBe(false);
    const bad = await server.put<{ message: string }>(
      `${NEWS}/articles/${first!.id}/read`,
      { read: 'yes' },
      reader.token,
    );
    expect(bad.status).toBe(400);
    expect(
      (await server.put(`${NEWS}/articles/nothing/read`, { read: true }, reader.token)).status,
    ).toBe(404);
  });

  it('serves an image checked by content, through a signed address', async () => {
    const list = await articles('?search=number%200%20');
    const withImage = list.articles[0]!;
    expect(withImage.imgUrl).toMatch(/\/image\?token=/);
    expect(withImage.imgAlt).toBe('Image from The Daily Ramp');
    const image = await fetch(`${server.baseUrl}${withImage.imgUrl!}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Kept: the second request does not reach the publisher.
    const fetched = feeds.requests.filter((entry) => entry.path === '/picture.png').length;
    expect((await fetch(`${server.baseUrl}${withImage.imgUrl!}`)).status).toBe(200);
    expect(feeds.requests.filter((entry) => entry.path === '/picture.png').length).toBe(fetched);

    const notPicture = (await articles('?search=number%201%20')).articles[0]!;
    const refused = await fetch(`${server.baseUrl}${notPicture.imgUrl!}`);
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toMatch(/image/i);

    const forged = withImage.imgUrl!.replace(/token=[^&]+/, 'token=someone.1.abc');
    expect((await fetch(`${server.baseUrl}${forged}`)).status).toBe(404);
    // Another article's token does not open this one.
    const swapped = notPicture.imgUrl!.replace(/articles\/[^/]+/, `articles/${withImage.id}`);
    expect((await fetch(`${server.baseUrl}${swapped}`)).status).toBe(404);
  });

  it('reads an article and a page of headlines aloud with espeak-ng, with Range', async () => {
    const hindi = (await articles('?lang=hin')).articles[0]!;
    const detail = await server.get<NewsArticleReply>(`${NEWS}/articles/${hindi.id}`, reader.token);
    const audio = await fetch(`${server.baseUrl}${detail.body.article.audioUrl}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const whole = Buffer.from(await audio.arrayBuffer());
    expect(whole.length).toBeGreaterThan(2_000);
    const part = await fetch(`${server.baseUrl}${detail.body.article.audioUrl}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);

    const list = await articles('?page=3');
    const headlines = await fetch(`${server.baseUrl}${list.headlinesAudioUrl!}`);
    expect(headlines.status).toBe(200);
    expect((await headlines.arrayBuffer()).byteLength).toBeGreaterThan(2_000);
    // The token is for that page only.
    const otherPage = list.headlinesAudioUrl!.replace('page=3', 'page=2');
    expect((await fetch(`${server.baseUrl}${otherPage}`)).status).toBe(404);
    // Expired after six hours.
    server.clock.advance(7 * 3_600_000);
    const expired = await fetch(`${server.baseUrl}${detail.body.article.audioUrl}`);
    expect(expired.status).toBe(410);
    server.clock.advance(-7 * 3_600_000);
  });

  it('makes at most ten new recordings a minute for one person', async () => {
    const urls: string[] = [];
    for (let n = 4; n <= 15; n++)
      urls.push((await articles(`?search=number%20${n}%20`, other.token)).headlinesAudioUrl!);
    for (const url of urls.slice(0, 10))
      expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(200);
    const refused = await fetch(`${server.baseUrl}${urls[10]!}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /Try again in \d+ seconds/,
    );
    // One already made is served freely; a minute later new ones are made again.
    expect((await fetch(`${server.baseUrl}${urls[0]!}`)).status).toBe(200);
    server.clock.advance(61_000);
    expect((await fetch(`${server.baseUrl}${urls[10]!}`)).status).toBe(200);
  });

  it('records a failing source and waits longer before the next try', async () => {
    feeds.routes.set('/broken.xml', { body: 'down', type: 'text/plain', status: 500 });
    const broken = await addSource({
      name: 'Broken',
      url: `${feeds.origin}/broken.xml`,
      language: 'eng',
      intervalMinutes: 30,
    });
    expect(broken).toMatchObject({ state: 'failing', failures: 1, articleCount: 0 });
    expect(broken.lastError).toMatch(/500/);
    const again = await pollAgain(broken);
    expect(again.failures).toBe(2);
    expect(Date.parse(again.nextPollAt!) - Date.parse(again.lastPolledAt!)).toBeGreaterThan(60_000);
    feeds.routes.set('/broken.xml', {
      body: '<html><body>Not a feed</body></html>',
      type: 'text/html',
    });
    const html = await pollAgain(again);
    expect(html.lastError).toMatch(/RSS|Atom|JSON|feed/i);

    // A source that is not local may not reach loopback or a private network: refused when it
    // is saved, by address or by a name that resolves there, and never fetched.
    feeds.routes.set('/outside.xml', {
      body: rss('Out', englishItems(1, 500), server.clock.now()),
      type: 'application/rss+xml',
    });
    for (const url of [
      `${feeds.origin}/outside.xml`,
      `http://localhost:${new URL(feeds.origin).port}/outside.xml`,
      'http://10.1.2.3/feed.xml',
      'http://[::ffff:127.0.0.1]/feed.xml',
    ]) {
      const outside = await server.post<{ message: string }>(
        `${ADMIN}/sources`,
        { name: 'Outside', url, language: 'eng', local: false },
        admin.token,
      );
      expect([url, outside.status]).toEqual([url, 400]);
      expect(outside.body.message).toMatch(
        /^This feed address cannot be added: .*(loopback|private network) address.*only public addresses are fetched\.$/,
      );
    }
    expect(feeds.requests.some((entry) => entry.path === '/outside.xml')).toBe(false);
    expect(
      (
        await server.get<{ sources: { name: string }[] }>(`${ADMIN}/sources`, admin.token)
      ).body.sources.map((source) => source.name),
    ).not.toContain('Outside');
  });

  it('refuses duplicate and malformed sources, pauses, resumes and removes them', async () => {
    const sameName = await server.post<{ message: string }>(
      `${ADMIN}/sources`,
      { name: 'The Daily Ramp', url: 'https://example.org/other.xml', language: 'eng' },
      admin.token,
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toMatch(/The Daily Ramp/);
    const sameUrl = await server.post<{ message: string }>(
      `${ADMIN}/sources`,
      { name: 'Another', url: `${feeds.origin}/daily.xml`, language: 'eng' },
      admin.token,
    );
    expect(sameUrl.status).toBe(409);
    for (const body of [
      { name: ' ', url: 'https://example.org/a.xml', language: 'eng' },
      { name: 'A', url: 'not a url', language: 'eng' },
      { name: 'A', url: 'https://example.org/a.xml', language: 'tel' },
      { name: 'A', url: 'https://example.org/a.xml', language: 'eng', intervalMinutes: 1 },
      { name: 'A', url: 'https://example.org/a.xml', language: 'eng', categories: ['x', 'X'] },
      { name: 'A', url: 'https://example.org/a.xml', language: 'eng', categories: [''] },
    ]) {
      const reply = await server.post<{ message: string }>(`${ADMIN}/sources`, body, admin.token);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    const blankName = await server.post<{ message: string }>(
      `${ADMIN}/sources`,
      { name: '  ', url: 'https://example.org/b.xml', language: 'eng' },
      admin.token,
    );
    expect(blankName.body.message).toBe("Enter the source's name.");
    const blankCategory = await server.post<{ message: string }>(
      `${ADMIN}/sources`,
      { name: 'B', url: 'https://example.org/b.xml', language: 'eng', categories: ['  '] },
      admin.token,
    );
    expect(blankCategory).toMatchObject({
      status: 400,
      body: { message: 'A category name cannot be blank.' },
    });

    const daily = (await sources()).sources.find((entry) => entry.name === 'The Daily Ramp')!;
    const paused = await send<AdminNewsSourceReply>(
      'PATCH',
      `${ADMIN}/sources/${daily.id}`,
      { paused: true },
      admin.token,
    );
    expect(paused.status).toBe(200);
    expect(paused.body.source).toMatchObject({ paused: true, nextPollAt: null });
    expect(await server.app.newsScheduler.tick()).not.toContain(daily.id);
    const resumed = await send<AdminNewsSourceReply>(
      'PATCH',
      `${ADMIN}/sources/${daily.id}`,
      { paused: false, categories: ['Policy', 'Technology'] },
      admin.token,
    );
    expect(resumed.body.source).toMatchObject({
      paused: false,
      categories: ['Policy', 'Technology'],
    });
    await settled('The Daily Ramp');

    const [first] = (await articles('')).articles;
    await server.put(`${NEWS}/articles/${first!.id}/read`, { read: true }, reader.token);
    const removed = await send<{ message: string }>(
      'DELETE',
      `${ADMIN}/sources/${daily.id}`,
      undefined,
      admin.token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.message).toMatch(/25/);
    expect((await articles('')).total).toBe(0);
    expect(await server.app.database.db.selectFrom('news_reads').selectAll().execute()).toEqual([]);
    expect(
      (await send('DELETE', `${ADMIN}/sources/${daily.id}`, undefined, admin.token)).status,
    ).toBe(404);
    expect(
      (await send('PATCH', `${ADMIN}/sources/nothing`, { paused: true }, admin.token)).status,
    ).toBe(404);
  });

  it('removes articles older than the retention window', async () => {
    expect((await articles('?lang=hin')).total).toBe(2);
    const stored = () => server.app.database.db.selectFrom('news_articles').select('id').execute();
    const before = (await stored()).length;
    // A day short of the window: nothing goes.
    server.clock.advance(29 * 86_400_000);
    expect(await server.app.newsScheduler.prune()).toBe(0);
    server.clock.advance(2 * 86_400_000);
    expect(await server.app.newsScheduler.prune()).toBe(before);
    expect(await stored()).toEqual([]);
  });
});
