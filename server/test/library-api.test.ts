// /v1/api/library against a real server and database, with books written by the fixtures (real
// MP3s in the server's storage): who may call it (401, 403 on every call), categories, browse
// with search and paging, category and collection lists, a book, its topics, the play page's
// data, section audio with Range and the signed token, clip-begin, next/previous at both ends,
// the saved place across sessions and its checks, the shelf, section text and reviews.
import { translationProblems } from '@nclude/shared/testing/translations';
import type {
  BookReply,
  BooksPage,
  ListenReply,
  ReviewReply,
  ReviewsReply,
  SectionTextReply,
  ShelfReply,
  TopicsReply,
} from '@nclude/shared/api-schemas';
import { libraryText } from '../src/library/messages';
import { AUDIO_TOKEN_MS } from '../src/library/service';
import {
  engineName,
  logIn,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';
import {
  insertBook,
  markFormatBuilt,
  removeToneMp3s,
  signUpReader,
  type InsertedBook,
} from './library-fixtures';

const LIBRARY = '/v1/api/library';
const NO_MORE = 'No more sections or pages to play';

describe(`library API (${engineName()})`, () => {
  let server: TestServer;
  let reader: SignedUpUser;
  let second: SignedUpUser;
  let outsider: SignedUpUser;
  let garden: InsertedBook;
  let river: InsertedBook;

  beforeAll(async () => {
    server = await startTestServer();
    reader = await signUpReader(server, 'asha.reader@example.org', 'Asha Rao');
    second = await signUpReader(server, 'ravi.reader@example.org', 'Ravi Kumar Singh');
    outsider = await signUp(server, { userName: 'Not A Reader' });
    garden = await insertBook(server, {
      slug: 'a-garden-of-words',
      title: 'A Garden of Words',
      author: 'Mira Sen',
      category: 'Poetry',
      chapters: [
        {
          title: 'Morning',
          sections: [
            {
              title: 'Dew',
              seconds: 2,
              text: 'The dew is cold. The sun is up.',
              sentences: [
                { from: 0, to: 16, startMs: 0, endMs: 1200 },
                { from: 17, to: 31, startMs: 1200, endMs: 2000 },
              ],
            },
            { title: 'Birds', seconds: 3 },
          ],
        },
        { title: 'Evening', sections: [{ title: 'Stars', seconds: 2 }] },
      ],
    });
    river = await insertBook(server, {
      slug: 'bright-river',
      title: 'Bright River',
      author: 'Kavya Iyer',
      chapters: [{ title: 'One', sections: [{ title: 'Source', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'clever-crow',
      title: 'Clever Crow',
      author: 'Dev Patel',
      chapters: [{ title: 'One', sections: [{ title: 'Pebbles', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'deep-forest',
      title: 'Deep Forest',
      chapters: [{ title: 'One', sections: [{ title: 'Trees', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'eagle-flight',
      title: 'Eagle Flight',
      chapters: [{ title: 'One', sections: [{ title: 'Wings', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'falling-leaves',
      title: 'Falling Leaves',
      category: 'Essays',
      chapters: [{ title: 'One', sections: [{ title: 'Autumn', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'kahani',
      title: 'छोटी कहानी',
      language: 'hi',
      category: 'कहानियाँ',
      chapters: [{ title: 'एक', sections: [{ title: 'शुरुआत', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'nclude-guide',
      title: 'Guide to Nclude',
      category: 'Guides',
      collection: 'nclude',
      chapters: [{ title: 'One', sections: [{ title: 'Start', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'telangana-songs',
      title: 'Bathukamma Songs',
      language: 'te',
      category: 'Songs',
      collection: 'telangana',
      chapters: [{ title: 'One', sections: [{ title: 'Song', seconds: 2 }] }],
    });
    await insertBook(server, {
      slug: 'telangana-tales',
      title: 'Telangana Tales',
      language: 'te',
      category: 'Tales',
      collection: 'telangana',
      chapters: [{ title: 'One', sections: [{ title: 'Tale', seconds: 2 }] }],
    });
    // Still being ingested: invisible to readers.
    await insertBook(server, {
      slug: 'unfinished',
      title: 'Unfinished Draft',
      category: 'Drafts',
      status: 'ingesting',
      chapters: [{ title: 'One', sections: [{ title: 'Draft', seconds: 2 }] }],
    });
    await markFormatBuilt(server, garden.id, 'epub');
  });

  afterAll(async () => {
    await server?.close();
    removeToneMp3s();
  });

  const get = <T>(path: string, token = reader.token) => server.get<T>(`${LIBRARY}${path}`, token);
  const titles = (page: BooksPage) => page.books.map((book) => book.title);

  /** An audio request: status, headers and the bytes. */
  const audio = async (path: string, init: { token?: string; range?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.range) headers.range = init.range;
    const response = await fetch(`${server.baseUrl}${LIBRARY}${path}`, { headers });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.startsWith('application/json')
      ? (JSON.parse(bytes.toString('utf8')) as { message: string })
      : null;
    return { status: response.status, headers: response.headers, bytes, json };
  };

  it('has complete Hindi and Telugu translations of its messages', async () => {
    expect(await translationProblems(libraryText.catalogue)).toEqual([]);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const { body } = await server.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/v1/api/openapi.json',
    );
    for (const [path, method] of [
      ['/categories/{language}', 'get'],
      ['/listen/{bookAwsName}', 'get'],
      ['/section/play/{bookAwsName}/{index}', 'get'],
      ['/progress/{bookAwsName}', 'put'],
      ['/book/addReview', 'post'],
      ['/book/{bookId}/reviews', 'get'],
    ] as const)
      expect(body.paths[`${LIBRARY}${path}`]?.[method]).toBeDefined();
  });

  describe('who may call it', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/categories/en'],
      ['GET', '/books'],
      ['GET', '/booksByCategoryAndLang?category=Stories&language=en'],
      ['POST', '/category-books', { category: 'Stories' }],
      ['GET', '/nclude-books'],
      ['GET', '/telangana-books'],
      ['GET', '/book/a-garden-of-words'],
      ['GET', '/getBookTopics/a-garden-of-words'],
      ['GET', '/listen/a-garden-of-words'],
      ['GET', '/section/play/a-garden-of-words/0'],
      ['GET', '/section/next/a-garden-of-words'],
      ['GET', '/section/prev/a-garden-of-words'],
      ['GET', '/getProgress/a-garden-of-words'],
      ['GET', '/play/a-garden-of-words'],
      ['GET', '/section/text/a-garden-of-words/0'],
      ['PUT', '/progress/a-garden-of-words', { index: 0, offsetSeconds: 1 }],
      ['GET', '/shelf'],
      ['POST', '/book/addReview', { bookId: 'x', rating: 5 }],
      ['GET', '/book/x/reviews'],
    ];

    it('answers 403 with a clear message on every call to an account without the library scope', async () => {
      for (const [method, path, body] of calls) {
        const response = await fetch(`${server.baseUrl}${LIBRARY}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${outsider.token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect({ call: `${method} ${path}`, status: response.status }).toEqual({
          call: `${method} ${path}`,
          status: 403,
        });
        expect(((await response.json()) as { message: string }).message).toBe(
          libraryText('scopeRequired'),
        );
      }
    });

    it('answers 401 on every call without a session', async () => {
      for (const [method, path, body] of calls) {
        const response = await fetch(`${server.baseUrl}${LIBRARY}${path}`, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        expect({ call: `${method} ${path}`, status: response.status }).toEqual({
          call: `${method} ${path}`,
          status: 401,
        });
      }
    });
  });

  describe('catalogue', () => {
    it('lists the categories of ready, non-collection books in a language, by name', async () => {
      expect((await get<string[]>('/categories/en')).body).toEqual(['Essays', 'Poetry', 'Stories']);
      expect((await get<string[]>('/categories/hi')).body).toEqual(['कहानियाँ']);
      expect((await get<string[]>('/categories/te')).body).toEqual([]);
      expect((await get('/categories/fr')).status).toBe(400);
    });

    it('browses ready books by title, 5 a page, with search over title, author and category', async () => {
      const first = await get<BooksPage>('/books?language=en');
      expect(first.status).toBe(200);
      expect(first.body.totalBooks).toBe(7);
      expect(titles(first.body)).toEqual([
        'A Garden of Words',
        'Bright River',
        'Clever Crow',
        'Deep Forest',
        'Eagle Flight',
      ]);
      const second = await get<BooksPage>('/books?language=en&page=2');
      expect(titles(second.body)).toEqual(['Falling Leaves', 'Guide to Nclude']);
      const paged = await get<BooksPage>('/books?language=en&page=2&limit=2');
      expect(titles(paged.body)).toEqual(['Clever Crow', 'Deep Forest']);
      // All languages, the collections included; never a book still being ingested.
      const all = await get<BooksPage>('/books?limit=50');
      expect(all.body.totalBooks).toBe(10);
      expect(titles(all.body)).not.toContain('Unfinished Draft');

      expect(titles((await get<BooksPage>('/books?search=CROW')).body)).toEqual(['Clever Crow']);
      expect(titles((await get<BooksPage>('/books?search=mira%20sen')).body)).toEqual([
        'A Garden of Words',
      ]);
      expect(titles((await get<BooksPage>('/books?search=essays')).body)).toEqual([
        'Falling Leaves',
      ]);
      expect(
        titles((await get<BooksPage>(`/books?search=${encodeURIComponent('कहानी')}`)).body),
      ).toEqual(['छोटी कहानी']);
      // LIKE's wildcards are taken literally.
      expect((await get<BooksPage>('/books?search=%25')).body.totalBooks).toBe(0);
      expect((await get<BooksPage>('/books?search=_')).body.totalBooks).toBe(0);
      expect((await get<BooksPage>('/books?search=draft')).body.totalBooks).toBe(0);
    });

    it('says which paging value is wrong', async () => {
      const response = await get('/books?page=0');
      expect(response).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/at least 1/) },
      });
      expect((await get('/books?limit=51')).status).toBe(400);
      // Far past the end: an empty page, not a database error.
      const far = await get<BooksPage>('/books?page=99999999999999');
      expect(far).toMatchObject({ status: 200, body: { books: [], totalBooks: 10 } });
    });

    it('gives each book its fields, formats and counts', async () => {
      const { body } = await get<BookReply>('/book/a-garden-of-words');
      expect(body.book).toMatchObject({
        _id: garden.id,
        bookName: 'A Garden of Words',
        title: 'A Garden of Words',
        author: 'Mira Sen',
        category: 'Poetry',
        language: 'en',
        bookAwsName: 'a-garden-of-words',
        collection: null,
        chapterCount: 2,
        sectionCount: 3,
        durationSeconds: 7,
        averageRating: null,
        reviewCount: 0,
      });
      expect(body.book.formats).toEqual([
        { formatType: 'docx', url: null },
        { formatType: 'html', url: null },
        { formatType: 'epub', url: `/v1/api/library/formats/${garden.id}/epub` },
        { formatType: 'mp3', url: null },
      ]);
    });

    it('answers 404 for a book that does not exist or is not ready', async () => {
      for (const slug of ['no-such-book', 'unfinished']) {
        const response = await get(`/book/${slug}`);
        expect(response).toMatchObject({
          status: 404,
          body: { message: libraryText('bookNotFound') },
        });
      }
    });

    it('lists a category’s books in a language (GET and the spec’s POST)', async () => {
      const byGet = await get<BooksPage>('/booksByCategoryAndLang?category=Stories&language=en');
      expect(byGet.body.totalBooks).toBe(4);
      expect(titles(byGet.body)).toEqual([
        'Bright River',
        'Clever Crow',
        'Deep Forest',
        'Eagle Flight',
      ]);
      const paged = await get<BooksPage>(
        '/booksByCategoryAndLang?category=Stories&language=en&limit=3&page=2',
      );
      expect(paged.body).toMatchObject({ totalBooks: 4 });
      expect(titles(paged.body)).toEqual(['Eagle Flight']);
      expect((await get('/booksByCategoryAndLang?category=Stories')).status).toBe(400);

      const byPost = await server.post<BooksPage>(
        `${LIBRARY}/category-books?limit=2`,
        { category: 'Stories', language: 'en' },
        reader.token,
      );
      expect(byPost.status).toBe(200);
      expect(byPost.body.totalBooks).toBe(4);
      expect(titles(byPost.body)).toEqual(['Bright River', 'Clever Crow']);
      const hindi = await server.post<BooksPage>(
        `${LIBRARY}/category-books`,
        { category: 'कहानियाँ' },
        reader.token,
      );
      expect(titles(hindi.body)).toEqual(['छोटी कहानी']);
    });

    it('lists the two collections; Telangana Books offer only MP3', async () => {
      const nclude = await get<BooksPage>('/nclude-books');
      expect(nclude.body.totalBooks).toBe(1);
      expect(titles(nclude.body)).toEqual(['Guide to Nclude']);
      expect(nclude.body.books[0]!.formats).toHaveLength(4);

      const telangana = await get<BooksPage>('/telangana-books');
      expect(titles(telangana.body)).toEqual(['Bathukamma Songs', 'Telangana Tales']);
      for (const book of telangana.body.books)
        expect(book.formats).toEqual([{ formatType: 'mp3', url: null }]);
      const songs = await get<BooksPage>('/telangana-books?category=Songs&language=te');
      expect(songs.body).toMatchObject({ totalBooks: 1 });
      expect(titles((await get<BooksPage>('/telangana-books?limit=1&page=2')).body)).toEqual([
        'Telangana Tales',
      ]);
    });

    it('gives a book’s chapters and sections in reading order', async () => {
      const { body } = await get<TopicsReply>('/getBookTopics/a-garden-of-words');
      expect(body.chapters).toEqual([
        {
          index: 0,
          title: 'Morning',
          sections: [
            { index: 0, title: 'Dew', durationSeconds: 2 },
            { index: 1, title: 'Birds', durationSeconds: 3 },
          ],
        },
        {
          index: 1,
          title: 'Evening',
          sections: [{ index: 2, title: 'Stars', durationSeconds: 2 }],
        },
      ]);
      expect((await get('/getBookTopics/unfinished')).status).toBe(404);
    });

    it('gives a section’s text with its sentences’ times in seconds', async () => {
      const { body } = await get<SectionTextReply>('/section/text/a-garden-of-words/0');
      expect(body).toEqual({
        index: 0,
        title: 'Dew',
        text: 'The dew is cold. The sun is up.',
        sentences: [
          { from: 0, to: 16, startSeconds: 0, endSeconds: 1.2 },
          { from: 17, to: 31, startSeconds: 1.2, endSeconds: 2 },
        ],
      });
      expect((await get<SectionTextReply>('/section/text/a-garden-of-words/1')).body).toMatchObject(
        { text: '', sentences: [] },
      );
      expect((await get('/section/text/a-garden-of-words/3')).status).toBe(404);
      expect((await get('/section/text/a-garden-of-words/99999999999')).status).toBe(404);
    });
  });

  describe('audio', () => {
    it('serves a section’s MP3 whole and by Range (first, middle, last, invalid)', async () => {
      const bytes = garden.audio[1]!;
      const size = bytes.length;
      const whole = await audio('/section/play/a-garden-of-words/1', { token: reader.token });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('audio/mpeg');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('content-length')).toBe(String(size));
      expect(whole.headers.get('cache-control')).toMatch(/^private/);
      expect(whole.bytes.equals(bytes)).toBe(true);
      // An MP3 frame: the sync word.
      expect(
        whole.bytes.subarray(0, 3).toString('latin1') === 'ID3' || whole.bytes[0] === 0xff,
      ).toBe(true);

      const first = await audio('/section/play/a-garden-of-words/1', {
        token: reader.token,
        range: 'bytes=0-99',
      });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
      expect(first.headers.get('content-length')).toBe('100');
      expect(first.bytes.equals(bytes.subarray(0, 100))).toBe(true);

      const middle = await audio('/section/play/a-garden-of-words/1', {
        token: reader.token,
        range: 'bytes=1000-2999',
      });
      expect(middle.status).toBe(206);
      expect(middle.headers.get('content-range')).toBe(`bytes 1000-2999/${size}`);
      expect(middle.bytes.equals(bytes.subarray(1000, 3000))).toBe(true);

      const last = await audio('/section/play/a-garden-of-words/1', {
        token: reader.token,
        range: 'bytes=-500',
      });
      expect(last.status).toBe(206);
      expect(last.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
      expect(last.bytes.equals(bytes.subarray(size - 500))).toBe(true);

      const open = await audio('/section/play/a-garden-of-words/1', {
        token: reader.token,
        range: `bytes=${size - 10}-`,
      });
      expect(open.status).toBe(206);
      expect(open.bytes.equals(bytes.subarray(size - 10))).toBe(true);

      const invalid = await audio('/section/play/a-garden-of-words/1', {
        token: reader.token,
        range: `bytes=${size}-`,
      });
      expect(invalid.status).toBe(416);
      expect(invalid.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(invalid.json?.message).toBeTruthy();
    });

    it('answers 404 with the spec’s text past the last section, and for unknown books', async () => {
      const past = await audio('/section/play/a-garden-of-words/3', { token: reader.token });
      expect(past).toMatchObject({ status: 404, json: { message: NO_MORE } });
      const farPast = await audio('/section/play/a-garden-of-words/99999999999', {
        token: reader.token,
      });
      expect(farPast).toMatchObject({ status: 404, json: { message: NO_MORE } });
      const unknown = await audio('/section/play/no-such-book/0', { token: reader.token });
      expect(unknown).toMatchObject({
        status: 404,
        json: { message: libraryText('bookNotFound') },
      });
    });

    it('gives the play page its data and a token that opens this book’s audio only', async () => {
      const listen = await get<ListenReply>('/listen/bright-river');
      expect(listen.status).toBe(200);
      expect(listen.body).toMatchObject({
        book: { _id: river.id, bookAwsName: 'bright-river' },
        chapters: [{ title: 'One', sections: [{ index: 0, title: 'Source' }] }],
        progress: null,
      });
      const expiresAt = new Date(listen.body.expiresAt).getTime();
      expect(expiresAt - server.clock.now().getTime()).toBe(AUDIO_TOKEN_MS);
      const token = encodeURIComponent(listen.body.audioToken);

      const played = await audio(`/section/play/bright-river/0?token=${token}`, {
        range: 'bytes=0-9',
      });
      expect(played.status).toBe(206);
      expect(played.bytes.equals(river.audio[0]!.subarray(0, 10))).toBe(true);

      // Another book's token, an altered one, and rubbish: 404.
      expect((await audio(`/section/play/a-garden-of-words/0?token=${token}`)).status).toBe(404);
      const altered =
        listen.body.audioToken.slice(0, -2) + (listen.body.audioToken.endsWith('AA') ? 'BB' : 'AA');
      expect(
        (await audio(`/section/play/bright-river/0?token=${encodeURIComponent(altered)}`)).status,
      ).toBe(404);
      expect((await audio('/section/play/bright-river/0?token=%E0%A4')).status).toBe(404);
      expect((await audio('/section/play/bright-river/0?token=a.b.c')).status).toBe(404);
      // A book that is not there answers as a forged token does: probing tells nothing.
      expect(await audio(`/section/play/no-such-book/0?token=${token}`)).toMatchObject({
        status: 404,
        json: { message: libraryText('linkExpired') },
      });
    });

    it('gives clip-begin: the saved offset in the saved section, else 0', async () => {
      const saved = await server.put(
        `${LIBRARY}/progress/a-garden-of-words`,
        { index: 1, offsetSeconds: 1.5 },
        second.token,
      );
      expect(saved).toMatchObject({ status: 200, body: { success: true } });
      const inSaved = await audio('/section/play/a-garden-of-words/1', { token: second.token });
      expect(inSaved.headers.get('clip-begin')).toBe('1.5');
      const other = await audio('/section/play/a-garden-of-words/0', { token: second.token });
      expect(other.headers.get('clip-begin')).toBe('0');
      for (const path of ['/getProgress/a-garden-of-words', '/play/a-garden-of-words']) {
        const resumed = await audio(path, { token: second.token });
        expect(resumed.status).toBe(200);
        expect(resumed.headers.get('section-index')).toBe('1');
        expect(resumed.headers.get('clip-begin')).toBe('1.5');
        expect(resumed.bytes.equals(garden.audio[1]!)).toBe(true);
      }
      // Someone who has not started: the first section from its start.
      const fresh = await audio('/play/a-garden-of-words', { token: reader.token });
      expect(fresh.headers.get('section-index')).toBe('0');
      expect(fresh.headers.get('clip-begin')).toBe('0');
    });

    it('steps to the next and previous sections, saving the place, with 404 at both ends', async () => {
      const ravi = await signUpReader(server, 'ravi.steps@example.org', 'Ravi Steps');
      const step = (way: 'next' | 'prev', range?: string) =>
        audio(`/section/${way}/a-garden-of-words`, { token: ravi.token, range });
      const place = async () =>
        (await get<ListenReply>('/listen/a-garden-of-words', ravi.token)).body.progress;

      // Not started: before the first section there is nothing.
      expect(await step('prev')).toMatchObject({ status: 404, json: { message: NO_MORE } });
      expect(await place()).toBeNull();
      const one = await step('next');
      expect(one.status).toBe(200);
      expect(one.headers.get('section-index')).toBe('1');
      expect(one.headers.get('clip-begin')).toBe('0');
      expect(one.bytes.equals(garden.audio[1]!)).toBe(true);
      expect(await place()).toMatchObject({ index: 1, offsetSeconds: 0 });
      // A player's later Range request (seeking in what it plays) continues that section.
      const seek = await step('next', 'bytes=200-');
      expect(seek.status).toBe(206);
      expect(seek.headers.get('section-index')).toBe('1');
      expect(seek.bytes.equals(garden.audio[1]!.subarray(200))).toBe(true);
      expect(await place()).toMatchObject({ index: 1 });
      expect((await step('next')).headers.get('section-index')).toBe('2');
      expect(await step('next')).toMatchObject({ status: 404, json: { message: NO_MORE } });
      expect(await place()).toMatchObject({ index: 2, offsetSeconds: 0 });
      expect((await step('prev')).headers.get('section-index')).toBe('1');
      expect((await step('prev')).headers.get('section-index')).toBe('0');
      expect(await step('prev')).toMatchObject({ status: 404, json: { message: NO_MORE } });
      expect(await place()).toMatchObject({ index: 0, offsetSeconds: 0 });
    });
  });

  describe('the saved place', () => {
    it('is kept per reader across sessions and devices', async () => {
      const saved = await server.put(
        `${LIBRARY}/progress/bright-river`,
        { index: 0, offsetSeconds: 1.25 },
        reader.token,
      );
      expect(saved.status).toBe(200);
      // Signing in again (another device): the same place.
      const again = await logIn(server, reader.email!, reader.password);
      const there = await get<ListenReply>('/listen/bright-river', again);
      expect(there.body.progress).toMatchObject({ index: 0, offsetSeconds: 1.25 });
      server.clock.advance(1_000);
      await server.put(
        `${LIBRARY}/progress/bright-river`,
        { index: 0, offsetSeconds: 1.75 },
        again,
      );
      const third = await logIn(server, reader.email!, reader.password);
      reader = { ...reader, token: third };
      const back = await get<ListenReply>('/listen/bright-river');
      expect(back.body.progress).toMatchObject({ index: 0, offsetSeconds: 1.75 });
      // Another reader's place is theirs alone.
      const theirs = await get<ListenReply>('/listen/bright-river', second.token);
      expect(theirs.body.progress).toBeNull();
    });

    it('refuses a section that does not exist or an offset past its end', async () => {
      const put = (body: unknown, slug = 'a-garden-of-words') =>
        server.put<{ message: string }>(`${LIBRARY}/progress/${slug}`, body, reader.token);
      const noSection = await put({ index: 3, offsetSeconds: 0 });
      expect(noSection.status).toBe(400);
      expect(noSection.body.message).toBe(
        libraryText('progressIndex', { count: 3, last: 2, index: 3 }),
      );
      const pastEnd = await put({ index: 0, offsetSeconds: 5 });
      expect(pastEnd.status).toBe(400);
      expect(pastEnd.body.message).toBe(
        libraryText('progressOffset', { index: 0, duration: 2, offset: 5 }),
      );
      expect((await put({ index: 99999999999, offsetSeconds: 0 })).status).toBe(400);
      expect((await put({ index: 0, offsetSeconds: -1 })).status).toBe(400);
      expect((await put({ index: 0 })).status).toBe(400);
      expect((await put({ index: 0, offsetSeconds: 1 }, 'no-such-book')).status).toBe(404);
      // The end of a section, reported a little late by a player: accepted.
      expect((await put({ index: 0, offsetSeconds: 2.5 })).status).toBe(200);
    });
  });

  it('puts the reader’s books on the shelf, most recent first, with the share listened', async () => {
    const empty = await signUpReader(server, 'new.reader@example.org', 'New Reader');
    const none = await get<ShelfReply>('/shelf', empty.token);
    expect(none.body).toEqual({ success: true, books: [], message: libraryText('shelfEmpty') });

    server.clock.advance(1_000);
    await server.put(
      `${LIBRARY}/progress/a-garden-of-words`,
      { index: 1, offsetSeconds: 1.5 },
      reader.token,
    );
    const { body } = await get<ShelfReply>('/shelf');
    expect(body.success).toBe(true);
    expect(body.books.map((book) => book.bookAwsName)).toEqual([
      'a-garden-of-words',
      'bright-river',
    ]);
    // 2 s of the first section and 1.5 s of the second, of 7 s.
    expect(body.books[0]).toMatchObject({
      progress: { index: 1, offsetSeconds: 1.5 },
      fractionListened: 0.5,
    });
    expect(body.books[1]!.fractionListened).toBeCloseTo(1.75 / 2);
  });

  describe('reviews', () => {
    const review = (body: unknown, token = reader.token) =>
      server.post<ReviewReply & { message: string }>(`${LIBRARY}/book/addReview`, body, token);

    it('refuses a rating outside 1–5 with a message naming the field and the bound', async () => {
      const high = await review({ bookId: garden.id, rating: 6 });
      expect(high).toMatchObject({
        status: 400,
        body: { message: 'Field Rating must be at most 5' },
      });
      const low = await review({ bookId: garden.id, rating: 0 });
      expect(low).toMatchObject({
        status: 400,
        body: { message: 'Field Rating must be at least 1' },
      });
      expect((await review({ bookId: garden.id, rating: 4.5 })).status).toBe(400);
      expect((await review({ bookId: 'no-such-book', rating: 4 })).status).toBe(404);
    });

    it('keeps one review per reader and book (a second one edits it), with the average', async () => {
      const first = await review({ bookId: garden.id, rating: 4, comment: 'Lovely.' });
      expect(first.status).toBe(200);
      expect(first.body.review).toMatchObject({
        rating: 4,
        comment: 'Lovely.',
        reviewer: 'Asha',
        mine: true,
      });
      server.clock.advance(1_000);
      const edited = await review({ bookId: garden.id, rating: 5, comment: 'Even better again.' });
      expect(edited.body.review).toMatchObject({ rating: 5, comment: 'Even better again.' });
      await review({ bookId: garden.id, rating: 2 }, second.token);

      const mine = await get<ReviewsReply>(`/book/${garden.id}/reviews`);
      expect(mine.body).toMatchObject({
        averageRating: 3.5,
        reviewCount: 2,
        mine: { rating: 5, comment: 'Even better again.', reviewer: 'Asha', mine: true },
        reviews: [{ rating: 2, comment: '', reviewer: 'Ravi', mine: false }],
      });
      const theirs = await get<ReviewsReply>(`/book/${garden.id}/reviews`, second.token);
      expect(theirs.body).toMatchObject({
        mine: { rating: 2, reviewer: 'Ravi' },
        reviews: [{ rating: 5, reviewer: 'Asha' }],
      });
      const book = await get<BookReply>('/book/a-garden-of-words');
      expect(book.body.book).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
      expect((await get(`/book/no-such-book/reviews`)).status).toBe(404);
    });
  });

  it('refuses an audio token once it has expired (410), and then a new one works', async () => {
    const listen = await get<ListenReply>('/listen/bright-river');
    const path = `/section/play/bright-river/0?token=${encodeURIComponent(listen.body.audioToken)}`;
    expect((await audio(path)).status).toBe(200);
    server.clock.advance(AUDIO_TOKEN_MS + 1_000);
    expect(await audio(path)).toMatchObject({
      status: 410,
      json: { message: libraryText('linkExpired') },
    });
    const renewed = await get<ListenReply>('/listen/bright-river');
    expect(
      (
        await audio(
          `/section/play/bright-river/0?token=${encodeURIComponent(renewed.body.audioToken)}`,
        )
      ).status,
    ).toBe(200);
  });
});
