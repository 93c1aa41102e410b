// /v1/api/admin/library against a real server, job runtime, espeak-ng and ffmpeg: only
// administrators may use it; a small TXT book uploaded is listed at once, read aloud by the ingest
// job and then in the readers' library; uploads refused by content and by their details; the list
// with its statuses; a failed book tried again; a deleted book's audio gone from storage.
import { join } from 'node:path';
import { translationProblems } from '@nclude/shared/testing/translations';
import { zipSync } from 'fflate';
import type {
  AdminLibraryBook,
  AdminLibraryBooksReply,
  AdminLibraryUploadReply,
  BooksPage,
} from '@nclude/shared/api-schemas';
import { ingestText } from '../src/library/ingest/messages';
import { libraryAdminText } from '../src/library/admin-messages';
import { m } from '../src/messages';
import { recogniseBookContent } from '../src/storage/content';
import { LocalDiskStorage, StoredFileMissingError } from '../src/storage/storage';
import {
  createAccount,
  engineName,
  formOf,
  sendForm,
  startTestServer,
  until,
  type SignedUpUser,
  type TestServer,
} from './helpers';
import { signUpReader } from './library-fixtures';
import { deflatedRepeat, zipOf } from './zip-builder';

const ADMIN_LIBRARY = '/v1/api/admin/library';

const LAMP = [
  'Chapter 1',
  '',
  'A small lamp stood by the window. It was lit at dusk.',
  '',
  'Chapter 2',
  '',
  'The night was long. The lamp stayed on until morning.',
  '',
].join('\n');

describe(`library administration API (${engineName()})`, () => {
  let server: TestServer;
  let admin: { token: string };
  let reader: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAccount(server, 'admin', 'library-admin@example.org');
    reader = await signUpReader(server, 'lamp.reader@example.org', 'Lamp Reader');
  });

  afterAll(async () => {
    await server.close();
  });

  const upload = (
    fields: Record<string, string>,
    file: { name: string; data: Buffer | string; type?: string } | undefined,
    token = admin.token,
  ) =>
    sendForm<AdminLibraryUploadReply & { message: string }>(
      server,
      'POST',
      `${ADMIN_LIBRARY}/books`,
      formOf(fields, file && { ...file, type: file.type ?? 'text/plain' }),
      token,
    );

  const list = async (query = '') => {
    const { status, body } = await server.get<AdminLibraryBooksReply>(
      `${ADMIN_LIBRARY}/books${query}`,
      admin.token,
    );
    expect(status).toBe(200);
    return body;
  };

  const remove = async (bookId: string, token = admin.token) => {
    const response = await fetch(`${server.baseUrl}${ADMIN_LIBRARY}/books/${bookId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  const bookOf = async (id: string): Promise<AdminLibraryBook | undefined> =>
    (await list('?limit=50')).books.find((book) => book._id === id);

  const settled = (id: string) =>
    until(async () => {
      const book = await bookOf(id);
      return book && book.status !== 'ingesting' ? book : undefined;
    });

  it('has complete Hindi and Telugu translations of its messages, and documents its calls', async () => {
    expect(await translationProblems(libraryAdminText.catalogue)).toEqual([]);
    const { body } = await server.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/v1/api/openapi.json',
    );
    expect(Object.keys(body.paths[`${ADMIN_LIBRARY}/books`]!).sort()).toEqual(['get', 'post']);
    expect(body.paths[`${ADMIN_LIBRARY}/books/{bookId}`]).toHaveProperty('delete');
    expect(body.paths[`${ADMIN_LIBRARY}/books/{bookId}/retry`]).toHaveProperty('post');
  });

  it('answers 401 without a session and 403 to anyone but an administrator', async () => {
    expect((await server.get(`${ADMIN_LIBRARY}/books`)).status).toBe(401);
    const forbidden = [
      await server.get(`${ADMIN_LIBRARY}/books`, reader.token),
      await upload({ category: 'Stories' }, { name: 'lamp.txt', data: LAMP }, reader.token),
      await server.post(`${ADMIN_LIBRARY}/books/x/retry`, undefined, reader.token),
      await remove('x', reader.token),
    ];
    for (const response of forbidden) expect(response.status).toBe(403);
  });

  it('refuses a file that is no book by its content, a missing file, and bad details', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const notBook = await upload({ category: 'Stories' }, { name: 'lamp.txt', data: png });
    expect(notBook.status).toBe(400);
    expect(notBook.body.message).toBe(m('notBook'));
    const utf16 = await upload(
      { category: 'Stories' },
      { name: 'lamp.txt', data: Buffer.from('\ufeffChapter 1\nA lamp.', 'utf16le') },
    );
    expect(utf16.status).toBe(400);

    const noFile = await upload({ category: 'Stories' }, undefined);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(libraryAdminText('fileRequired'));

    const file = { name: 'lamp.txt', data: LAMP };
    const noCategory = await upload({ category: '  ' }, file);
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toBe(ingestText('categoryRequired', { max: 80 }));
    const collection = await upload({ category: 'Stories', collection: 'elsewhere' }, file);
    expect(collection.status).toBe(400);
    expect(collection.body.message).toBe(ingestText('badCollection'));
    const language = await upload({ category: 'Stories', language: 'fr' }, file);
    expect(language.status).toBe(400);
    expect(language.body.message).toBe(ingestText('languageUnsupported'));
    const slug = await upload({ category: 'Stories', slug: 'Not A Slug' }, file);
    expect(slug.status).toBe(400);
    expect(slug.body.message).toBe(ingestText('badSlug', { max: 120 }));
    // Nothing refused was stored or listed.
    expect((await list()).totalBooks).toBe(0);
    const stored = await server.app.database.db
      .selectFrom('files')
      .select('id')
      .where('kind', '=', 'book')
      .execute();
    expect(stored).toHaveLength(0);
  });

  let lampId: string;

  it('reads an uploaded TXT book aloud and puts it in the readers’ library', async () => {
    const started = await upload(
      {
        category: 'Stories',
        collection: '',
        language: 'en',
        title: 'The Small Lamp',
        author: 'Asha Rao',
        description: 'A lamp through one night.',
        copyright: 'Written for the Nclude tests.',
        slug: '',
      },
      { name: 'the-small-lamp.txt', data: LAMP },
    );
    expect(started.status).toBe(202);
    expect(started.body.jobId).toEqual(expect.any(String));
    expect(started.body.message).toBe(libraryAdminText('bookUploaded', { name: 'The Small Lamp' }));
    lampId = started.body.bookId!;
    expect(lampId).toEqual(expect.any(String));

    const ready = await settled(lampId);
    expect(ready).toMatchObject({
      status: 'ready',
      error: null,
      progress: null,
      title: 'The Small Lamp',
      author: 'Asha Rao',
      language: 'en',
      category: 'Stories',
      collection: null,
      bookAwsName: 'the-small-lamp',
      sourceName: 'the-small-lamp.txt',
      sectionCount: 2,
      sample: false,
      canRetry: false,
    });
    expect(ready.durationSeconds).toBeGreaterThan(1);

    const library = await server.get<BooksPage>(
      '/v1/api/library/books?search=small%20lamp',
      reader.token,
    );
    expect(library.status).toBe(200);
    expect(library.body.books.map((book) => book.bookAwsName)).toEqual(['the-small-lamp']);
  });

  let brokenId: string;

  it('lists a book whose file cannot be read as failed, with the reason, and tries it again', async () => {
    const notABook = Buffer.from(zipSync({ 'notes.bin': new Uint8Array([1, 2, 3, 4]) }));
    const started = await upload(
      { category: 'Poetry', title: 'Broken Verses' },
      { name: 'broken.zip', data: notABook, type: 'application/zip' },
    );
    expect(started.status).toBe(202);
    brokenId = started.body.bookId!;
    const failed = await settled(brokenId);
    expect(failed).toMatchObject({
      status: 'failed',
      error: ingestText('unknownFormat'),
      canRetry: true,
      bookAwsName: 'broken-verses',
    });
    const job = await server.app.jobs.get(failed.jobId!);
    const firstRun = job!.updatedAt;

    expect((await list('?status=failed')).books.map((book) => book._id)).toEqual([brokenId]);
    expect((await list('?status=ready')).books.map((book) => book._id)).toEqual([lampId]);
    const searched = await list('?search=VERSES');
    expect(searched.totalBooks).toBe(1);
    expect(searched.books[0]!._id).toBe(brokenId);
    const pages = [await list('?limit=1&page=1'), await list('?limit=1&page=2')];
    expect(pages.map((page) => page.totalBooks)).toEqual([2, 2]);
    expect(pages.flatMap((page) => page.books.map((book) => book._id)).sort()).toEqual(
      [brokenId, lampId].sort(),
    );

    server.clock.advance(1_000); // the run again is told by its times
    const retried = await server.post(
      `${ADMIN_LIBRARY}/books/${brokenId}/retry`,
      undefined,
      admin.token,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(libraryAdminText('bookRetried', { title: 'Broken Verses' }));
    // The same job ran again (from the start) and failed for the same reason.
    const again = await until(async () => {
      const record = await server.app.jobs.get(failed.jobId!);
      return record && record.state === 'failed' && record.updatedAt !== firstRun
        ? record
        : undefined;
    });
    expect(again.attempts).toBe(1);
    expect((await settled(brokenId)).error).toBe(ingestText('unknownFormat'));

    const notFailed = await server.post(
      `${ADMIN_LIBRARY}/books/${lampId}/retry`,
      undefined,
      admin.token,
    );
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe(libraryAdminText('notFailed'));
  });

  it('deletes a book with its audio and its upload; an unknown book is 404', async () => {
    const db = server.app.database.db;
    const keys = (
      await db
        .selectFrom('library_sections')
        .select('audio_key')
        .where('book_id', '=', lampId)
        .execute()
    ).map((row) => row.audio_key!);
    expect(keys).toHaveLength(2);
    const storage = new LocalDiskStorage(join(server.dataDir, 'files'));
    await expect(storage.get(keys[0]!)).resolves.toBeDefined();

    const deleted = await remove(lampId);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(libraryAdminText('bookDeleted', { title: 'The Small Lamp' }));

    for (const key of keys) await expect(storage.get(key)).rejects.toThrow(StoredFileMissingError);
    expect(await bookOf(lampId)).toBeUndefined();
    const uploads = await db.selectFrom('files').select('id').where('kind', '=', 'book').execute();
    expect(uploads).toHaveLength(1); // the broken book's upload only
    const library = await server.get<BooksPage>('/v1/api/library/books', reader.token);
    expect(library.body.books).toHaveLength(0);

    const unknown = await remove(lampId);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(libraryAdminText('bookNotFound'));
  });
  it('replaces the book whose address name an upload gives', async () => {
    const started = await upload(
      { category: 'Poetry', title: 'Mended Verses', slug: 'broken-verses' },
      { name: 'verses.txt', data: LAMP },
    );
    expect(started.status).toBe(202);
    expect(started.body.bookId).toBeNull();
    expect(started.body.message).toBe(
      libraryAdminText('bookReplacing', { name: 'Mended Verses', title: 'Broken Verses' }),
    );
    const replaced = await until(async () => {
      const book = await bookOf(brokenId);
      return book?.status === 'ready' ? book : undefined;
    });
    expect(replaced).toMatchObject({
      title: 'Mended Verses',
      bookAwsName: 'broken-verses',
      jobId: started.body.jobId,
      sectionCount: 2,
      error: null,
    });
    expect((await list()).totalBooks).toBe(1);
  });

  it('deletes a book while it is being read, cancelling its job', async () => {
    const long = Array.from(
      { length: 6 },
      (_, n) => `Chapter ${n + 1}\n\nThe lamp burned on through hour ${n + 1} of the night.\n`,
    ).join('\n');
    const started = await upload(
      { category: 'Stories', title: 'A Long Night' },
      { name: 'long.txt', data: long },
    );
    expect(started.status).toBe(202);
    const deleted = await remove(started.body.bookId!);
    expect(deleted.status).toBe(200);
    const job = await until(async () => {
      const record = await server.app.jobs.get(started.body.jobId);
      return record && !['queued', 'running'].includes(record.state) ? record : undefined;
    });
    expect(['cancelled', 'succeeded']).toContain(job.state);
    expect(await bookOf(started.body.bookId!)).toBeUndefined();
    const sections = await server.app.database.db
      .selectFrom('library_sections')
      .select('position')
      .where('book_id', '=', started.body.bookId!)
      .execute();
    expect(sections).toHaveLength(0);
    const source = await server.app.database.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', (job.input as { fileId: string }).fileId)
      .executeTakeFirst();
    expect(source).toBeUndefined();
  });
});

describe(`a hostile library upload (${engineName()})`, () => {
  let server: TestServer;
  let admin: { token: string };
  let reader: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAccount(server, 'admin', 'bomb-admin@example.org');
    reader = await signUpReader(server, 'bomb.reader@example.org', 'Bomb Reader');
  });
  afterAll(async () => {
    await server.close();
  });

  const GIB = 1024;
  const container =
    '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';
  const opf =
    '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0"><metadata/><manifest><item id="c1" href="one.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>';
  // What the review sent: about 1 MB whose chapter says it is 600 bytes and inflates to 1 GiB.
  const bombs = [
    [
      'an EPUB',
      'bomb.epub',
      zipOf([
        { name: 'mimetype', content: Buffer.from('application/epub+zip') },
        { name: 'META-INF/container.xml', content: Buffer.from(container) },
        { name: 'book.opf', content: Buffer.from(opf) },
        { name: 'one.xhtml', method: 8, compressed: deflatedRepeat('a', GIB), size: 600, crc: 0 },
      ]),
    ],
    [
      'a DOCX',
      'bomb.docx',
      zipOf([
        { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
        {
          name: 'word/document.xml',
          method: 8,
          compressed: deflatedRepeat('<w:p/>', GIB),
          size: 600,
          crc: 0,
        },
      ]),
    ],
  ] as const;

  it.each(bombs)(
    '%s that inflates to 1 GiB is refused with the reason, the server neither growing nor stopping',
    async (_kind, name, data) => {
      let peak = 0;
      const sample = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 10);
      const before = process.memoryUsage.rss();
      try {
        const started = await sendForm<AdminLibraryUploadReply>(
          server,
          'POST',
          `${ADMIN_LIBRARY}/books`,
          formOf({ category: 'Stories' }, { name, data, type: 'application/zip' }),
          admin.token,
        );
        expect(started.status).toBe(202);
        // Another member is served meanwhile.
        expect((await server.get<BooksPage>('/v1/api/library/books', reader.token)).status).toBe(
          200,
        );
        const book = await until(async () => {
          const { body } = await server.get<AdminLibraryBooksReply>(
            `${ADMIN_LIBRARY}/books`,
            admin.token,
          );
          const found = body.books.find((b) => b._id === started.body.bookId);
          return found && found.status !== 'ingesting' ? found : undefined;
        });
        expect(book).toMatchObject({
          status: 'failed',
          error: ingestText('tooDense', { ratio: 100 }),
        });
      } finally {
        clearInterval(sample);
      }
      const grewMb = (Math.max(peak, process.memoryUsage.rss()) - before) / 1024 ** 2;
      expect(grewMb).toBeLessThan(100);
    },
  );
});

describe('recogniseBookContent', () => {
  const hindi = Buffer.from('अध्याय 1\nएक छोटा दीपक।', 'utf8');
  it.each([
    ['a zip (DOCX, EPUB, DAISY, MP3s)', Buffer.from([0x50, 0x4b, 3, 4, 20, 0]), 'zip'],
    ['an MP3 with an ID3 tag', Buffer.from('ID3\u0004\u0000', 'latin1'), 'audio'],
    ['UTF-8 text', Buffer.from('Chapter 1\n\nA lamp.\n'), 'text'],
    ['Hindi text cut within a character', hindi.subarray(0, hindi.length - 1), 'text'],
    ['HTML', Buffer.from('<!DOCTYPE html><html lang="en"><h1>One</h1>'), 'text'],
  ])('takes %s', (_name, head, family) => {
    expect(recogniseBookContent(head)?.family).toBe(family);
  });
  it.each([
    ['UTF-16 text (its mark looks like an MPEG frame)', Buffer.from('\ufeffChapter', 'utf16le')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['a video', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86])],
    ['binary data', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(recogniseBookContent(head)).toBeNull();
  });
  it('refuses a whole file that ends within a character', () => {
    expect(recogniseBookContent(hindi.subarray(0, hindi.length - 1), true)).toBeNull();
  });
});
