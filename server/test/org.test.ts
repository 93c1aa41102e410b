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

    // Enrolled numbers have no scope and name the organisation in Check User.
    const admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    const check = await server.get('/v1/api/admin/checkUser?contact=9700000002', admin);
    expect(check.body).toMatchObject({
      whitelisted: true,
      scope: null,
      addedBy: 'Nclude Partner Organisation',
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
    expect(response.body).toMatchObject({
      added: 1,
      alreadyPresent: 1,
      invalid: [{ row: 4, value: 'xyz', reason: 'Please enter a valid phone number' }],
    });
    const mine = await server.get<OrgUsers>('/v1/api/org/users', other.token);
    expect(mine.body.users.map((u) => u.phoneNumber)).toEqual(['9700000009']);
    const first = await server.get<OrgUsers>('/v1/api/org/users', org);
    expect(first.body.users.map((u) => u.phoneNumber)).not.toContain('9700000009');
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
