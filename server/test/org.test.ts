// Organisation enrolment: an org uploads phone numbers, sees only its own, and sees who signed up.
import { randomBytes } from 'node:crypto';
import {
  ADMIN_PASSWORD,
  ORG_PASSWORD,
  createAccount,
  engineName,
  formOf,
  logIn,
  sendForm,
  signUp,
  startTestServer,
  type TestServer,
} from './helpers';

/** A multipart body that ends in the middle of its file part (the form reader refuses it). */
const TRUNCATED_FORM =
  '------nothing\r\nContent-Disposition: form-data; name="file"; filename="n.csv"\r\n' +
  'Content-Type: text/csv\r\n\r\nphoneNumber\n9100000199\n';

const UPLOAD = '/v1/api/org/uploadFileWithUsers';

interface OrgUsers {
  users: { phoneNumber: string; addedAt: string; signedUp: boolean; userName: string | null }[];
}

describe(`organisation enrolment (${engineName()})`, () => {
  let server: TestServer;
  let org: string;

  beforeAll(async () => {
    server = await startTestServer();
    org = await logIn(server, 'org@nclude.local', ORG_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
  });

  const uploadCsv = (token: string, text: string, name = 'users.csv') =>
    sendForm(server, 'POST', UPLOAD, formOf({}, { name, data: text, type: 'text/csv' }), token);

  it('enrols the numbers of a CSV under the organisation and lists them', async () => {
    const response = await uploadCsv(org, 'phoneNumber\n9700000001\n9700000002\n9700000003\n');
    expect(response).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Phone numbers are whitelisted!',
        added: 3,
        alreadyPresent: 0,
        invalid: [],
      },
    });
    const list = await server.get<OrgUsers>('/v1/api/org/users', org);
    expect(list.status).toBe(200);
    expect(list.body.users.map((u) => u.phoneNumber).sort()).toEqual([
      '9700000001',
      '9700000002',
      '9700000003',
    ]);
    expect(list.body.users.every((u) => !u.signedUp && u.userName === null)).toBe(true);

    // Enrolled numbers have no scope and name the organisation's account in Check User.
    const admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    const check = await server.get('/v1/api/admin/checkUser?contact=9700000002', admin);
    expect(check.body).toMatchObject({
      whitelisted: true,
      scope: null,
      addedBy: { role: 'org', userId: expect.any(String), email: 'org@nclude.local' },
    });
  });

  it('shows which enrolled people have signed up', async () => {
    const phoneNumber = '9700000002';
    await server.post('/v1/api/auth/sendOtp', { phoneNumber });
    await server.post('/v1/api/auth/validate', { phoneNumber, otp: server.lastOtp(phoneNumber) });
    const signed = await server.post('/v1/api/auth/signup', {
      userName: 'Enrolled Person',
      phoneNumber,
      password: 'Enrolled-1',
      userType: 'user',
    });
    expect(signed.status).toBe(200);
    const list = await server.get<OrgUsers>('/v1/api/org/users', org);
    expect(list.body.users.find((u) => u.phoneNumber === phoneNumber)).toMatchObject({
      signedUp: true,
      userName: 'Enrolled Person',
    });
    expect(list.body.users.filter((u) => u.signedUp)).toHaveLength(1);
  });

  it('keeps each organisation to its own list', async () => {
    const other = await createAccount(
      server,
      'org',
      `org-${randomBytes(3).toString('hex')}@example.org`,
      'Other Org',
    );
    const response = await uploadCsv(
      other.token,
      'mobile,name\n9700000003,Dup\n9700000009,New\nxyz,Bad\n',
    );
    // 9700000003 is enrolled (and whitelisted) by the first organisation: this one is not told.
    expect(response.body).toMatchObject({
      added: 2,
      alreadyPresent: 0,
      invalid: [{ row: 4, value: 'xyz', reason: 'Please enter a valid phone number' }],
    });
    const mine = await server.get<OrgUsers>('/v1/api/org/users', other.token);
    expect(mine.body.users.map((u) => u.phoneNumber)).toEqual(['9700000003', '9700000009']);
    // Its own earlier enrolments are the ones it is told about.
    expect(
      (await uploadCsv(other.token, 'phoneNumber\n9700000009\n9700000010\n')).body,
    ).toMatchObject({ added: 1, alreadyPresent: 1 });
    const first = await server.get<OrgUsers>('/v1/api/org/users', org);
    expect(first.body.users.map((u) => u.phoneNumber)).not.toContain('9700000009');
  });

  it('does not tell an organisation who already has an account', async () => {
    const stranger = await signUp(server, { userName: 'Private Person' });
    const phone = stranger.phoneNumber as string;
    server.clock.advance(1000);
    const response = await uploadCsv(org, `phoneNumber\n${phone}\n`);
    // The number was whitelisted (and has an account) already: to this org it is simply new.
    expect(response.body).toMatchObject({ added: 1, alreadyPresent: 0, invalid: [] });
    const list = await server.get<OrgUsers>('/v1/api/org/users', org);
    expect(list.body.users.find((u) => u.phoneNumber === phone)).toMatchObject({
      signedUp: false,
      userName: null,
    });
    expect(JSON.stringify(list.body)).not.toContain('Private Person');
  });

  it('does not tell an organisation which numbers are whitelisted by someone else', async () => {
    const admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    const library = '9700000070';
    const whitelisted = await server.post(
      '/v1/api/admin/whitelistNumber',
      { phoneNumber: library, scope: 'library' },
      admin,
    );
    expect(whitelisted.body).toMatchObject({ added: 1 });
    const fresh = '9700000071';
    const response = await uploadCsv(org, `phoneNumber\n${library}\n${fresh}\n`);
    expect(response.body).toMatchObject({ added: 2, alreadyPresent: 0, invalid: [] });
    // Both answers are the same: nothing distinguishes the library entry from the new one.
    const again = await uploadCsv(org, `phoneNumber\n${library}\n${fresh}\n`);
    expect(again.body).toMatchObject({ added: 0, alreadyPresent: 2, invalid: [] });
    // The existing entry is left as the admin made it; the new one is the organisation's.
    expect(
      (await server.get(`/v1/api/admin/checkUser?contact=${library}`, admin)).body,
    ).toMatchObject({
      whitelisted: true,
      scope: 'library',
      addedBy: { role: 'admin', email: 'admin@nclude.local' },
    });
    expect(
      (await server.get(`/v1/api/admin/checkUser?contact=${fresh}`, admin)).body,
    ).toMatchObject({
      whitelisted: true,
      scope: null,
      addedBy: { role: 'org', email: 'org@nclude.local' },
    });
    const list = await server.get<OrgUsers>('/v1/api/org/users', org);
    expect(list.body.users.filter((u) => [library, fresh].includes(u.phoneNumber))).toHaveLength(2);
  });

  it('checks the caller before reading the upload', async () => {
    const user = await signUp(server);
    const malformed = async (token?: string) => {
      const headers: Record<string, string> = {
        'content-type': 'multipart/form-data; boundary=----nothing',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${server.baseUrl}${UPLOAD}`, {
        method: 'POST',
        headers,
        body: TRUNCATED_FORM,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await malformed()).toMatchObject({ status: 401, body: { success: false } });
    expect(await malformed(user.token)).toMatchObject({
      status: 403,
      body: { success: false, message: 'This needs an organisation account.' },
    });
    // Over the 2 MB limit: refused for the caller, not for the size (the body is never buffered).
    const big = formOf(
      {},
      { name: 'big.csv', data: Buffer.alloc(3 * 1024 * 1024, 0x31), type: 'text/csv' },
    );
    expect((await sendForm(server, 'POST', UPLOAD, big)).status).toBe(401);
    expect((await sendForm(server, 'POST', UPLOAD, big, user.token)).status).toBe(403);
    expect((await server.post(UPLOAD, { file: 'x' })).status).toBe(401);
    expect((await malformed(org)).status).toBe(400);
  });

  it('refuses user and admin tokens with 403, and no token with 401', async () => {
    const user = await signUp(server);
    const admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    for (const token of [user.token, admin]) {
      const list = await server.get('/v1/api/org/users', token);
      expect(list).toMatchObject({
        status: 403,
        body: { success: false, message: 'This needs an organisation account.' },
      });
      const upload = await uploadCsv(token, 'phoneNumber\n9700000050\n');
      expect(upload.status).toBe(403);
    }
    expect((await server.get('/v1/api/org/users')).status).toBe(401);
    expect((await uploadCsv('', 'phoneNumber\n9700000050\n')).status).toBe(401);
    const admin2 = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    const check = await server.get('/v1/api/admin/checkUser?contact=9700000050', admin2);
    expect(check.body).toMatchObject({ whitelisted: false });
  });

  it('gives clear 4xx answers for bad uploads', async () => {
    org = await logIn(server, 'org@nclude.local', ORG_PASSWORD);
    expect(await uploadCsv(org, 'email\na@b.co\n')).toMatchObject({
      status: 400,
      body: { success: false, message: 'The file needs a column named phoneNumber.' },
    });
    expect(await sendForm(server, 'POST', UPLOAD, formOf({}), org)).toMatchObject({
      status: 400,
      body: { message: 'Please choose a file to upload.' },
    });
    const binary = await sendForm(
      server,
      'POST',
      UPLOAD,
      formOf({}, { name: 'numbers.csv', data: Buffer.from([0, 1, 2, 3, 255, 254, 0, 9]) }),
      org,
    );
    expect(binary).toMatchObject({
      status: 400,
      body: { message: 'The file must be a .csv, .xls or .xlsx spreadsheet.' },
    });
    const wrongField = await sendForm(
      server,
      'POST',
      UPLOAD,
      formOf({}, { field: 'numbers', name: 'n.csv', data: 'phoneNumber\n9700000060\n' }),
      org,
    );
    expect(wrongField.status).toBe(400);
    expect((await server.post(UPLOAD, { file: 'x' }, org)).status).toBe(415);
  });
});
