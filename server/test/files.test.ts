import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HttpError } from '../src/errors';
import { bufferSource, contentDisposition, displayName } from '../src/storage/files';
import {
  ADMIN_PASSWORD,
  ORG_PASSWORD,
  engineName,
  formOf,
  logIn,
  pdfBytes,
  sendForm,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';

describe(`files (${engineName()})`, () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let adminToken: string;
  let orgToken: string;
  let resumeUrl: string;

  beforeAll(async () => {
    server = await startTestServer({ OTP_SENDS_PER_IP: '1000' });
    owner = await signUp(server, { userName: 'Resume Owner' });
    stranger = await signUp(server, { userName: 'Someone Else' });
    adminToken = await logIn(server, server.config.adminEmail, ADMIN_PASSWORD);
    orgToken = await logIn(server, server.config.orgEmail, ORG_PASSWORD);
    const uploaded = await sendForm<{ user: { resume: string } }>(
      server,
      'PATCH',
      '/v1/api/user/patchUser',
      formOf({}, { name: '../../etc/"cv"\r\nx.pdf', data: pdfBytes(700, 'owner resume') }),
      owner.token,
    );
    expect(uploaded.status).toBe(200);
    resumeUrl = uploaded.body.user.resume;
  });
  afterAll(async () => {
    await server.close();
  });

  const download = (url: string, token?: string) =>
    fetch(`${server.baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('serves a resume to its owner as an inline PDF with a safe file name', async () => {
    const response = await download(resumeUrl, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="_cv_x.pdf"; filename*=UTF-8''%22cv%22x.pdf`,
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString()).toContain('owner resume');
  });

  it('serves any file to an admin', async () => {
    expect((await download(resumeUrl, adminToken)).status).toBe(200);
  });

  it('answers 404 to another user and an org, 401 without a session', async () => {
    for (const token of [stranger.token, orgToken]) {
      const response = await download(resumeUrl, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'File not found' });
    }
    const anonymous = await download(resumeUrl);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      success: false,
      message: 'Please log in to continue.',
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '..%2F..%2Fjwt-secret',
      `${'a'.repeat(64)}`,
    ]) {
      const response = await download(`/v1/api/files/${id}`, adminToken);
      expect(response.status).toBe(404);
    }
    const tooLong = await download(`/v1/api/files/${'a'.repeat(65)}`, adminToken);
    expect(tooLong.status).toBe(400);
  });

  it('shows certificates to admins only, not even to their owner', async () => {
    const id = await server.app.files.save(
      'certificate',
      owner.userId,
      bufferSource('cert.pdf', pdfBytes()),
    );
    const url = server.app.files.urlFor(id);
    expect((await download(url, owner.token)).status).toBe(404);
    expect((await download(url, stranger.token)).status).toBe(404);
    expect((await download(url, adminToken)).status).toBe(200);
    const anonymousCertificate = await server.app.files.save(
      'certificate',
      null,
      bufferSource('c.pdf', pdfBytes()),
    );
    expect((await download(server.app.files.urlFor(anonymousCertificate), adminToken)).status).toBe(
      200,
    );
  });

  it('stores content under generated keys only, never the user’s file name', async () => {
    const rows = await server.app.database.db.selectFrom('files').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const dir = join(server.dataDir, 'files');
    const stored = readdirSync(dir);
    for (const row of rows) {
      expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(existsSync(join(dir, row.storage_key))).toBe(true);
    }
    expect(stored.every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
    const resume = rows.find((row) => row.kind === 'resume');
    expect(resume).toMatchObject({
      original_name: '"cv"x.pdf',
      content_type: 'application/pdf',
      owner_user_id: owner.userId,
      size: 700,
    });
  });

  it('answers 404 (not 500) when the stored content has gone missing', async () => {
    const id = await server.app.files.save(
      'resume',
      owner.userId,
      bufferSource('gone.pdf', pdfBytes()),
    );
    const row = await server.app.database.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { rmSync } = await import('node:fs');
    rmSync(join(server.dataDir, 'files', row.storage_key));
    expect((await download(server.app.files.urlFor(id), owner.token)).status).toBe(404);
  });

  it('refuses non-PDF content and oversized files in FilesService itself', async () => {
    await expect(
      server.app.files.save(
        'certificate',
        null,
        bufferSource('fake.pdf', Buffer.from('PK\u0003\u0004zip')),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: 'The file must be a PDF document.' });
    await expect(
      server.app.files.save('certificate', null, bufferSource('empty.pdf', Buffer.alloc(0))),
    ).rejects.toBeInstanceOf(HttpError);
    await expect(
      server.app.files.save(
        'resume',
        null,
        bufferSource('big.pdf', pdfBytes(server.config.uploadLimitBytes + 1)),
      ),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: 'The file is too large. The limit is 5 MB.',
    });
  });
});

describe('file names', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['C:\\Users\\me\\cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['\u0000\u001f  ', 'resume.pdf'],
    ['', 'resume.pdf'],
  ])('displayName(%j) is %j', (input, expected) => {
    expect(displayName(input, 'resume.pdf')).toBe(expected);
  });

  it('keeps names to 200 characters', () => {
    expect(Array.from(displayName(`${'é'.repeat(300)}.pdf`, 'resume.pdf'))).toHaveLength(200);
  });

  it('builds an RFC 6266 content-disposition with an ASCII fallback', () => {
    expect(contentDisposition('Résumé (final) 100%.pdf')).toBe(
      `inline; filename="R_sum_ (final) 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25.pdf`,
    );
    expect(contentDisposition('a"b\\c.pdf')).toBe(
      `inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
