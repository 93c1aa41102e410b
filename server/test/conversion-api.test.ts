// /v1/api/conversion/documents against a real server, job runtime and converter: upload, progress,
// result, notification and download; every bad input refused with its message; one user's
// requests invisible to another.
import type { ConversionListReply, ConversionRequest } from '@nclude/shared/api-schemas';
import {
  engineName,
  formOf,
  pdfBytes,
  sendForm,
  settledRequest,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';
import { textPdf } from './pdf-fixtures';

const DOCUMENTS = '/v1/api/conversion/documents';

const report = textPdf(
  [
    ['Annual Report', 'This report describes the year.', 'It has two pages.'],
    ['Results', 'Revenue grew in every quarter.'],
  ],
  { title: 'Annual Report' },
);

// Real conversions and speech recognition run here, sharing two cores with the rest of the suite.
jest.setTimeout(300_000);

describe(`document conversion API (${engineName()})`, () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    // Listing tests queue several documents at once: the per-person limit has its own test below.
    server = await startTestServer({
      DOCUMENT_UPLOAD_LIMIT_MB: '1',
      OTP_SENDS_PER_IP: '1000',
      ACTIVE_DOCUMENTS_PER_PERSON: '20',
    });
    owner = await signUp(server, { userName: 'Document Owner', email: 'owner@example.org' });
    stranger = await signUp(server, { userName: 'Someone Else' });
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (
    fields: Record<string, string>,
    file: { name: string; data: Buffer } | undefined,
    token = owner.token,
  ) =>
    sendForm<{ document: ConversionRequest; message: string }>(
      server,
      'POST',
      DOCUMENTS,
      formOf(fields, file),
      token,
    );

  const settled = (id: string, token = owner.token) => settledRequest(server, DOCUMENTS, id, token);

  it('converts an uploaded PDF to HTML, notifies the owner and serves the result', async () => {
    const response = await upload(
      { output_format: 'html', tag: 'Finance', language: 'en' },
      { name: 'annual report.pdf', data: report },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your document has been uploaded and is being converted.');
    const created = response.body.document;
    expect(created).toMatchObject({
      fileName: 'annual report.pdf',
      tag: 'Finance',
      outputFormat: 'html',
      language: 'en',
      isDownloadable: false,
      url: null,
    });

    const done = await settled(created.id);
    expect(done).toMatchObject({
      isDownloadable: true,
      downloadName: 'annual report.html',
      status: { state: 'succeeded', progress: 100, error: null },
    });
    const download = await fetch(`${server.baseUrl}${done.url}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/html/);
    expect(download.headers.get('content-disposition')).toContain('attachment;');
    expect(download.headers.get('content-disposition')).toContain('annual%20report.html');
    const html = await download.text();
    expect(html).toMatch(/<h1[^>]*>\s*Annual Report\s*<\/h1>/);
    expect(html).toContain('Revenue grew in every quarter.');

    const notifications = await server.get<{
      notifications: { title: string; link: string; read: boolean }[];
      unread: number;
    }>('/v1/api/notifications', owner.token);
    expect(notifications.body.notifications[0]).toMatchObject({
      title: 'annual report.pdf is ready',
      link: `/docaccess?request=${created.id}`,
      read: false,
    });
    // The email links to the page, never to the file.
    const mail = server
      .outbox()
      .filter((entry) => entry.to === 'owner@example.org')
      .pop();
    expect(mail?.text).toContain(`${server.config.publicUrl}/docaccess?request=${created.id}`);
    expect(mail?.text).not.toContain('/v1/api/');

    // Nobody else sees it.
    for (const path of [`${DOCUMENTS}/${created.id}`, `${DOCUMENTS}/${created.id}/download`]) {
      const other = await server.get(path, stranger.token);
      expect(other).toMatchObject({ status: 404, body: { message: 'Request not found' } });
    }
    const otherDelete = await fetch(`${server.baseUrl}${DOCUMENTS}/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(otherDelete.status).toBe(404);
    const strangerList = await server.get<ConversionListReply>(DOCUMENTS, stranger.token);
    expect(strangerList.body).toMatchObject({ documents: [], totalBooks: 0, tags: [] });
  });

  it.each([
    [
      'no output format',
      { tag: 'x' },
      { name: 'a.pdf', data: report },
      400,
      'Output format is mandatory.',
    ],
    [
      'an unknown output format',
      { output_format: 'pdf' },
      { name: 'a.pdf', data: report },
      400,
      'Choose HTML, DOCX or EPUB as the output format.',
    ],
    [
      'an unknown language',
      { output_format: 'html', language: 'fr' },
      { name: 'a.pdf', data: report },
      400,
      'Choose the document language: automatic, English, Hindi or Telugu.',
    ],
    [
      'a 51-character tag',
      { output_format: 'html', tag: 'x'.repeat(51) },
      { name: 'a.pdf', data: report },
      400,
      'A tag can have at most 50 characters.',
    ],
    ['no file', { output_format: 'html' }, undefined, 400, 'Choose a PDF document to convert.'],
    [
      'an empty file',
      { output_format: 'html' },
      { name: 'a.pdf', data: Buffer.alloc(0) },
      400,
      'Choose a PDF document to convert.',
    ],
    [
      'a zip renamed to .pdf',
      { output_format: 'docx' },
      { name: 'renamed.pdf', data: Buffer.from('PK\u0003\u0004 a zip renamed to .pdf') },
      400,
      'The file must be a PDF document.',
    ],
    [
      'a file over the limit',
      { output_format: 'docx' },
      { name: 'big.pdf', data: pdfBytes(1024 * 1024 + 1) },
      413,
      'The file is too large. The limit is 1 MB.',
    ],
  ])('refuses %s, and starts no job', async (_case, fields, file, status, message) => {
    const before = await server.get<ConversionListReply>(DOCUMENTS, owner.token);
    const response = await upload(fields, file);
    expect(response).toMatchObject({ status, body: { success: false, message } });
    const after = await server.get<ConversionListReply>(DOCUMENTS, owner.token);
    expect(after.body.totalBooks).toBe(before.body.totalBooks);
  });

  it('refuses the upload without a session before reading it', async () => {
    const response = await sendForm(
      server,
      'POST',
      DOCUMENTS,
      formOf({ output_format: 'html' }, { name: 'a.pdf', data: report }),
    );
    expect(response.status).toBe(401);
  });

  it.each([
    ['password-protected', textPdf([['Secret']], { encrypted: true }), /password-protected/],
    ['damaged', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'), /damaged/],
  ])('fails a %s PDF at once with the reason the list shows', async (_name, data, reason) => {
    const { body } = await upload({ output_format: 'html' }, { name: 'bad.pdf', data });
    const done = await settled(body.document.id);
    expect(done.status.state).toBe('failed');
    expect(done.status.error).toMatch(reason);
    const job = await server.app.jobs.get(
      (
        await server.app.database.db
          .selectFrom('conversion_requests')
          .select('job_id')
          .where('id', '=', done.id)
          .executeTakeFirstOrThrow()
      ).job_id as string,
    );
    // Bad input is not retried.
    expect(job?.attempts).toBe(1);
  });

  it('pages, searches case-insensitively across all requests, and lists the tags', async () => {
    const user = await signUp(server, { userName: 'List Reader' });
    for (const [name, tag] of [
      ['Budget 2024.pdf', 'Work'],
      ['holiday plan.pdf', 'home'],
      ['budget notes.pdf', null],
      ['Recipe.pdf', 'Home'],
      ['letter.pdf', 'work'],
      ['minutes.pdf', 'Work'],
    ] as const) {
      const fields: Record<string, string> = { output_format: 'docx' };
      if (tag) fields.tag = tag;
      expect((await upload(fields, { name, data: report }, user.token)).status).toBe(200);
    }
    const first = await server.get<ConversionListReply>(`${DOCUMENTS}?page=1&limit=5`, user.token);
    expect(first.body.totalBooks).toBe(6);
    expect(first.body.documents.map((d) => d.fileName)).toEqual([
      'minutes.pdf',
      'letter.pdf',
      'Recipe.pdf',
      'budget notes.pdf',
      'holiday plan.pdf',
    ]);
    const second = await server.get<ConversionListReply>(`${DOCUMENTS}?page=2&limit=5`, user.token);
    expect(second.body.documents.map((d) => d.fileName)).toEqual(['Budget 2024.pdf']);
    expect(first.body.tags).toEqual(['Home', 'Work', 'home', 'work']);

    const budget = await server.get<ConversionListReply>(`${DOCUMENTS}?search=BUDGET`, user.token);
    expect(budget.body.documents.map((d) => d.fileName).sort()).toEqual([
      'Budget 2024.pdf',
      'budget notes.pdf',
    ]);
    const home = await server.get<ConversionListReply>(`${DOCUMENTS}?search=home`, user.token);
    expect(home.body.totalBooks).toBe(2);
    const wildcard = await server.get<ConversionListReply>(`${DOCUMENTS}?search=%25`, user.token);
    expect(wildcard.body.totalBooks).toBe(0);
    const badPage = await server.get(`${DOCUMENTS}?page=0`, user.token);
    expect(badPage.status).toBe(400);
  });

  it('deletes a request with its files, and retries a failed one', async () => {
    const { body } = await upload(
      { output_format: 'epub' },
      { name: 'to delete.pdf', data: textPdf([['Short', 'A line.']]) },
    );
    const done = await settled(body.document.id);
    expect(done.status.state).toBe('succeeded');
    const files = () =>
      server.app.database.db
        .selectFrom('files')
        .select('id')
        .where('owner_user_id', '=', owner.userId)
        .execute();
    const filesBefore = (await files()).length;
    const deleted = await fetch(`${server.baseUrl}${DOCUMENTS}/${done.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await files()).length).toBe(filesBefore - 2);
    expect((await server.get(`${DOCUMENTS}/${done.id}`, owner.token)).status).toBe(404);

    const failed = await upload(
      { output_format: 'html' },
      { name: 'locked.pdf', data: textPdf([['Secret']], { encrypted: true }) },
    );
    await settled(failed.body.document.id);
    const retried = await server.post<{ document: ConversionRequest }>(
      `${DOCUMENTS}/${failed.body.document.id}/retry`,
      undefined,
      owner.token,
    );
    expect(retried.status).toBe(200);
    expect((await settled(failed.body.document.id)).status.state).toBe('failed');
    const notRetryable = await server.post(
      `${DOCUMENTS}/${body.document.id}/retry`,
      undefined,
      owner.token,
    );
    expect(notRetryable.status).toBe(404);
  });
});

describe(`active conversions per person (${engineName()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ACTIVE_DOCUMENTS_PER_PERSON: '2', OTP_SENDS_PER_IP: '1000' });
    // Stopped, the runtime leaves every job queued: the requests stay active as long as the test
    // needs them to.
    await server.app.jobs.stop();
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (token: string, name: string) =>
    sendForm<{ document: ConversionRequest; message: string }>(
      server,
      'POST',
      DOCUMENTS,
      formOf({ output_format: 'html' }, { name, data: report }),
      token,
    );

  it('refuses a third waiting document with 429 and a sentence, before reading it; others are not held up', async () => {
    const busy = await signUp(server, { userName: 'Busy Reader' });
    const other = await signUp(server, { userName: 'Another Reader' });
    const first = await send(busy.token, 'one.pdf');
    const second = await send(busy.token, 'two.pdf');
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await send(busy.token, 'three.pdf');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
    expect(third.body.message).toBe(
      'You already have 2 documents waiting or being converted. Please try again when one of them is ready.',
    );
    const listed = await server.get<ConversionListReply>(DOCUMENTS, busy.token);
    expect(listed.body.documents.map((document) => document.fileName).sort()).toEqual([
      'one.pdf',
      'two.pdf',
    ]);
    // Refused before the body was read: not even a partial upload is stored.
    const stored = await server.app.database.db
      .selectFrom('files')
      .select('original_name')
      .where('original_name', '=', 'three.pdf')
      .execute();
    expect(stored).toEqual([]);

    expect((await send(other.token, 'mine.pdf')).status).toBe(200);
    // Once one of them ends, the next is accepted.
    const cancelled = await server.post(
      `${DOCUMENTS}/${first.body.document.id}/cancel`,
      undefined,
      busy.token,
    );
    expect(cancelled.status).toBe(200);
    expect((await send(busy.token, 'three.pdf')).status).toBe(200);
  });
});
