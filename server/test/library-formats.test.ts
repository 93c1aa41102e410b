// The library's download formats against a real server, database, jobs runtime and file storage:
// each format built once by its job (HTML with its language and headings, DOCX re-read by
// mammoth, EPUB with its navigation and a document per chapter, the sections' MP3s zipped under
// numbered names), one job however many ask, kept until the book changes; Telangana Books as MP3
// only; the spec's zip of a book; downloads recorded; and the library scope on every call.
import { translationProblems } from '@nclude/shared/testing/translations';
import type { BookReply, CreateFormatReply } from '@nclude/shared/api-schemas';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { libraryFormatText, libraryFormatMessages } from '../src/library/format-messages';
import { LIBRARY_FORMAT_JOB_KIND, LibraryFormats, sectionFileName } from '../src/library/formats';
import { contentDisposition } from '../src/storage/files';
import { LocalDiskStorage, StoredFileMissingError } from '../src/storage/storage';
import {
  engineName,
  signUp,
  startTestServer,
  until,
  type SignedUpUser,
  type TestServer,
} from './helpers';
import { insertBook, removeToneMp3s, signUpReader, type InsertedBook } from './library-fixtures';

const LIBRARY = '/v1/api/library';
const BUILDING = 'Please Wait while we fetch this format of the book...';
type Format = 'html' | 'docx' | 'epub' | 'mp3';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(libraryFormatText.catalogue)).toEqual([]);
  expect(libraryFormatMessages.formatBuilding).toBe(BUILDING);
});

it('names zipped sections "01-02 Chapter - Section.mp3", safely', () => {
  expect(sectionFileName(1, 2, 'The Start', 'A: Part?')).toBe('01-02 The Start - A Part.mp3');
  expect(sectionFileName(2, 1, 'Endings', 'Endings')).toBe('02-01 Endings.mp3');
  expect(sectionFileName(10, 11, 'a/b\\c', '')).toBe('10-11 a b c.mp3');
});

describe(`library download formats (${engineName()})`, () => {
  let server: TestServer;
  let reader: SignedUpUser;
  let outsider: SignedUpUser;
  let book: InsertedBook;
  let telangana: InsertedBook;
  let recording: InsertedBook;

  const ask = (bookId: string, formatType: string, token = reader.token) =>
    server.post<CreateFormatReply & { message: string }>(
      `${LIBRARY}/formats`,
      { bookId, formatType },
      token,
    );

  /** Asks until the format is ready, as the download dialog does. */
  const ready = (bookId: string, formatType: Format) =>
    until(async () => {
      const { status, body } = await ask(bookId, formatType);
      if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
      return body.state === 'ready' ? body : undefined;
    });

  const download = async (url: string, token = reader.token) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  const formatRow = (bookId: string, formatType: Format) =>
    server.app.database.db
      .selectFrom('library_formats')
      .selectAll()
      .where('book_id', '=', bookId)
      .where('format_type', '=', formatType)
      .executeTakeFirstOrThrow();

  const formatJobs = async () =>
    Number(
      (
        await server.app.database.db
          .selectFrom('jobs')
          .where('kind', '=', LIBRARY_FORMAT_JOB_KIND)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    server = await startTestServer();
    reader = await signUpReader(server, 'lata.reader@example.org', 'Lata Iyer');
    outsider = await signUp(server, { userName: 'Not A Reader' });
    book = await insertBook(server, {
      slug: 'nadi-ki-kahani',
      title: 'नदी की कहानी',
      author: 'सीमा वर्मा',
      language: 'hi',
      category: 'कहानियाँ',
      chapters: [
        {
          title: 'पहाड़ से',
          sections: [
            { title: 'झरना', seconds: 2, text: 'पहाड़ पर एक छोटा झरना था।\n\nवह गाता हुआ नीचे उतरा।' },
            { title: 'घाटी', seconds: 2, text: 'घाटी में उसे और धाराएँ मिलीं।' },
          ],
        },
        {
          title: 'सागर तक',
          sections: [{ title: 'सागर तक', seconds: 2, text: 'अंत में नदी सागर से मिली।' }],
        },
      ],
    });
    telangana = await insertBook(server, {
      slug: 'bathukamma-patalu',
      title: 'బతుకమ్మ పాటలు',
      language: 'te',
      category: 'సంస్కృతి',
      collection: 'telangana',
      chapters: [{ title: 'పూలు', sections: [{ title: 'తంగేడు', seconds: 2, text: 'పూల పండుగ.' }] }],
    });
    recording = await insertBook(server, {
      slug: 'a-recording',
      title: 'A Recording',
      chapters: [{ title: 'Side A', sections: [{ title: 'Track 1', seconds: 2 }] }],
    });
  });

  afterAll(async () => {
    await server?.close();
    removeToneMp3s();
  });

  it('answers 401 without a session and 403 without the library scope, on every call', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/formats', { bookId: book.id, formatType: 'html' }],
      ['GET', `/formats/${book.id}/html`, undefined],
      ['POST', '/downloads', { bookId: book.id, formatType: 'html', formatLink: '/x' }],
      ['GET', `/downloadd/${book.slug}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const send = (token?: string) =>
        method === 'POST'
          ? server.post(`${LIBRARY}${path}`, body, token)
          : server.get(`${LIBRARY}${path}`, token);
      expect([path, (await send()).status]).toEqual([path, 401]);
      const refused = await send(outsider.token);
      expect([path, refused.status]).toEqual([path, 403]);
      expect(refused.body.message).toMatch(/library/);
    }
    expect(await formatJobs()).toBe(0);
  });

  it('documents its calls in the OpenAPI description', async () => {
    const { body } = await server.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/v1/api/openapi.json',
    );
    expect(body.paths[`${LIBRARY}/formats`]?.post).toBeDefined();
    expect(body.paths[`${LIBRARY}/formats/{bookId}/{formatType}`]?.get).toBeDefined();
    expect(body.paths[`${LIBRARY}/downloads`]?.post).toBeDefined();
    expect(body.paths[`${LIBRARY}/downloadd/{bookName}`]?.get).toBeDefined();
  });

  it('builds a format with one job however many ask while it is being built', async () => {
    // Jobs held, so "building" lasts as long as the test needs.
    await server.app.jobs.stop();
    const [first, second] = await Promise.all([ask(book.id, 'html'), ask(book.id, 'html')]);
    for (const reply of [first, second])
      expect(reply).toMatchObject({
        status: 200,
        body: { success: true, state: 'building', message: BUILDING, newFormat: null },
      });
    expect(second.body.jobId).toBe(first.body.jobId);
    expect((await ask(book.id, 'html')).body.jobId).toBe(first.body.jobId);
    expect(await formatJobs()).toBe(1);
    // Not built yet: nothing to download, and the spec's zip says to wait.
    const early = await server.get(`${LIBRARY}/formats/${book.id}/html`, reader.token);
    expect(early.status).toBe(404);
    expect(early.body.message).toMatch(/HTML/);
    const zip = await server.get(`${LIBRARY}/downloadd/${book.slug}`, reader.token);
    expect(zip).toMatchObject({ status: 409, body: { message: BUILDING } });
    await server.app.jobs.start();

    const done = await ready(book.id, 'html');
    expect(done).toMatchObject({
      success: true,
      jobId: null,
      newFormat: { formatType: 'html', url: `${LIBRARY}/formats/${book.id}/html` },
    });
  });

  it('writes the HTML with the book’s language, title, details and chapters as headings', async () => {
    const { response, bytes } = await download(`${LIBRARY}/formats/${book.id}/html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      contentDisposition('नदी की कहानी.html', 'attachment'),
    );
    const html = bytes.toString('utf8');
    expect(html).toContain('<html lang="hi">');
    expect(html).toMatch(/<h1 id="h1">नदी की कहानी<\/h1>/);
    expect(html).toContain('लेखक: सीमा वर्मा');
    expect(html).toContain('Written for the Nclude tests; free to use.');
    expect(html).toMatch(/<h2 id="h\d+">पहाड़ से<\/h2>/);
    expect(html).toMatch(/<h3 id="h\d+">झरना<\/h3>/);
    expect(html).toMatch(/<h3 id="h\d+">घाटी<\/h3>/);
    // A chapter that is one section of its own name has no second heading.
    expect(html).toMatch(/<h2 id="h\d+">सागर तक<\/h2>/);
    expect(html).not.toMatch(/<h3 id="h\d+">सागर तक<\/h3>/);
    expect(html).toContain('<p>पहाड़ पर एक छोटा झरना था।</p>');
    expect(html).toContain('<p>वह गाता हुआ नीचे उतरा।</p>');
  });

  it('writes the DOCX, which mammoth reads back with its headings and text', async () => {
    const { url } = (await ready(book.id, 'docx')).newFormat!;
    const { response, bytes } = await download(url!);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const { value } = await mammoth.convertToHtml({ buffer: bytes });
    expect(value).toContain('<h1>नदी की कहानी</h1>');
    expect(value).toContain('<h2>पहाड़ से</h2>');
    expect(value).toContain('<h3>घाटी</h3>');
    expect(value).toContain('घाटी में उसे और धाराएँ मिलीं।');
    const core = strFromU8(unzipSync(bytes)['docProps/core.xml']!);
    expect(core).toContain('<dc:language>hi</dc:language>');
    expect(core).toContain('सीमा वर्मा');
  });

  it('writes the EPUB with a title page, a document per chapter and the navigation', async () => {
    const { url } = (await ready(book.id, 'epub')).newFormat!;
    const { response, bytes } = await download(url!);
    expect(response.headers.get('content-type')).toBe('application/epub+zip');
    expect(response.headers.get('content-disposition')).toContain('.epub');
    const files = unzipSync(bytes);
    expect(strFromU8(files.mimetype!)).toBe('application/epub+zip');
    const nav = strFromU8(files['OEBPS/nav.xhtml']!);
    for (const heading of ['नदी की कहानी', 'पहाड़ से', 'झरना', 'घाटी', 'सागर तक'])
      expect(nav).toContain(`>${heading}</a>`);
    // The title page, then one content document per chapter.
    expect(Object.keys(files).filter((name) => /part-\d+\.xhtml$/.test(name))).toHaveLength(3);
    expect(strFromU8(files['OEBPS/part-2.xhtml']!)).toContain('पहाड़ पर एक छोटा झरना था।');
    expect(strFromU8(files['OEBPS/part-3.xhtml']!)).toContain('lang="hi"');
    const opf = strFromU8(files['OEBPS/content.opf']!);
    expect(opf).toContain('<dc:language>hi</dc:language>');
    expect(opf).toContain('<dc:creator>सीमा वर्मा</dc:creator>');
    expect(opf).toContain('<dc:rights>Written for the Nclude tests; free to use.</dc:rights>');
  });

  it('zips the sections’ MP3s under numbered chapter and section names', async () => {
    const { url } = (await ready(book.id, 'mp3')).newFormat!;
    const { response, bytes } = await download(url!);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      contentDisposition('नदी की कहानी (MP3).zip', 'attachment'),
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual([
      '01-01 पहाड़ से - झरना.mp3',
      '01-02 पहाड़ से - घाटी.mp3',
      '02-01 सागर तक.mp3',
    ]);
    Object.values(files).forEach((content, index) =>
      expect(Buffer.from(content).equals(book.audio[index]!)).toBe(true),
    );
  });

  it('keeps a built format: asking again answers ready without a new job', async () => {
    const jobs = await formatJobs();
    const before = await formatRow(book.id, 'html');
    const again = await ask(book.id, 'html');
    expect(again.body).toMatchObject({ state: 'ready', jobId: null });
    expect(await formatJobs()).toBe(jobs);
    expect((await formatRow(book.id, 'html')).storage_key).toBe(before.storage_key);
  });

  it('builds it again once the book changes, and removes the outdated file', async () => {
    const before = await formatRow(book.id, 'html');
    server.clock.advance(60_000);
    await server.app.database.db
      .updateTable('library_books')
      .set({ updated_at: server.clock.now().toISOString() })
      .where('id', '=', book.id)
      .execute();
    expect((await server.get(`${LIBRARY}/formats/${book.id}/html`, reader.token)).status).toBe(404);
    // The book's own links agree: the outdated file is not offered.
    const outdated = await server.get<BookReply>(`${LIBRARY}/book/${book.slug}`, reader.token);
    expect(outdated.body.book.formats.find((f) => f.formatType === 'html')?.url).toBeNull();
    expect((await ask(book.id, 'html')).body.state).toBe('building');
    await ready(book.id, 'html');
    const after = await formatRow(book.id, 'html');
    expect(after.storage_key).not.toBe(before.storage_key);
    const storage = new LocalDiskStorage(join(server.dataDir, 'files'));
    // Removed by the job just after the new file takes its place.
    await until(() =>
      storage.get(before.storage_key!).then(
        (stream) => {
          (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
          return false;
        },
        (error: unknown) => error instanceof StoredFileMissingError,
      ),
    );
    const { response } = await download(`${LIBRARY}/formats/${book.id}/html`);
    expect(response.status).toBe(200);
  });

  it('answers the spec’s zip of a book once its MP3 zip is built', async () => {
    await ready(book.id, 'mp3');
    const { response, bytes } = await download(`${LIBRARY}/downloadd/${book.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Object.keys(unzipSync(bytes))).toHaveLength(3);
  });

  it('offers Telangana Books as MP3 only', async () => {
    for (const formatType of ['html', 'docx', 'epub']) {
      const refused = await ask(telangana.id, formatType);
      expect(refused).toMatchObject({ status: 400 });
      expect(refused.body.message).toMatch(/MP3 only/);
    }
    expect((await server.get(`${LIBRARY}/formats/${telangana.id}/epub`, reader.token)).status).toBe(
      400,
    );
    const { url } = (await ready(telangana.id, 'mp3')).newFormat!;
    const { bytes } = await download(url!);
    expect(Object.keys(unzipSync(bytes))).toEqual(['01-01 పూలు - తంగేడు.mp3']);
  });

  it('refuses what cannot be built with a reason', async () => {
    const noText = await ask(recording.id, 'epub');
    expect(noText.status).toBe(409);
    expect(noText.body.message).toMatch(/audio only.*EPUB/);
    expect((await ask('no-such-book', 'html')).status).toBe(404);
    const badFormat = await ask(book.id, 'pdf');
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toEqual(expect.any(String));
    await server.app.database.db
      .updateTable('library_sections')
      .set({ audio_key: null })
      .where('book_id', '=', recording.id)
      .execute();
    const noAudio = await ask(recording.id, 'mp3');
    expect(noAudio.status).toBe(409);
    expect(noAudio.body.message).toMatch(/no audio/);
  });

  it('answers in the reader’s language', async () => {
    const response = await fetch(`${server.baseUrl}${LIBRARY}/formats`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${reader.token}`,
        'content-type': 'application/json',
        'accept-language': 'te',
      },
      body: JSON.stringify({ bookId: telangana.id, formatType: 'html' }),
    });
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(400);
    expect(body.message).toMatch(/[\u0c00-\u0c7f]/);
  });

  it('records a download', async () => {
    const recorded = await server.post(
      `${LIBRARY}/downloads`,
      { bookId: book.id, formatType: 'epub', formatLink: `${LIBRARY}/formats/${book.id}/epub` },
      reader.token,
    );
    expect(recorded).toMatchObject({
      status: 200,
      body: { message: 'Your download of this book is recorded.' },
    });
    const rows = await server.app.database.db
      .selectFrom('library_downloads')
      .selectAll()
      .where('book_id', '=', book.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: reader.userId, format_type: 'epub' }),
    ]);
    const telanganaHtml = await server.post(
      `${LIBRARY}/downloads`,
      { bookId: telangana.id, formatType: 'html', formatLink: '' },
      reader.token,
    );
    expect(telanganaHtml.status).toBe(400);
    const unknown = await server.post(
      `${LIBRARY}/downloads`,
      { bookId: 'nothing', formatType: 'mp3', formatLink: '' },
      reader.token,
    );
    expect(unknown.status).toBe(404);
  });
  it('removes a book’s built files with its formats (before the book is deleted)', async () => {
    const db = server.app.database.db;
    const storage = new LocalDiskStorage(join(server.dataDir, 'files'));
    const rows = await db
      .selectFrom('library_formats')
      .select('storage_key')
      .where('book_id', '=', book.id)
      .execute();
    expect(rows).toHaveLength(4);
    const formats = new LibraryFormats({ db, storage, jobs: server.app.jobs, clock: server.clock });
    await formats.removeBookFormats(book.id);
    for (const row of rows)
      await expect(storage.get(row.storage_key!)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(
      await db.selectFrom('library_formats').where('book_id', '=', book.id).selectAll().execute(),
    ).toEqual([]);
  });
});
