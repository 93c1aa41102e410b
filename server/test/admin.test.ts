// The admin whitelist tool: server-side admin sign-in, Check User, single entries, and who may
// call the admin API at all.
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

const DENIED = 'Wrong credentials. Access denied.';

describe(`admin whitelist tool (${engineName()})`, () => {
  let server: TestServer;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    const row = await server.app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@nclude.local')
      .executeTakeFirstOrThrow();
    adminId = row.id;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('adminLogin', () => {
    it('gives an admin a session like /auth/login', async () => {
      const response = await server.post('/v1/api/auth/adminLogin', {
        email: 'Admin@Nclude.local',
        password: ADMIN_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        token: expect.any(String),
        role: 'admin',
        userName: 'Administrator',
      });
      const session = await server.get('/v1/api/auth/session', response.body.token as string);
      expect(session.body).toMatchObject({ role: 'admin' });
      admin = response.body.token as string;
    });

    it('refuses everything else with 401 "Wrong credentials. Access denied."', async () => {
      const user = await createAccount(server, 'user', 'plain-user@example.org');
      for (const body of [
        { email: 'admin@nclude.local', password: 'wrong-password' },
        { email: 'plain-user@example.org', password: user.password },
        { email: 'org@nclude.local', password: ORG_PASSWORD },
        { email: 'nobody@example.org', password: ADMIN_PASSWORD },
        { email: 'not-an-email', password: ADMIN_PASSWORD },
      ]) {
        const response = await server.post('/v1/api/auth/adminLogin', body);
        expect(response).toEqual(
          expect.objectContaining({ status: 401, body: { success: false, message: DENIED } }),
        );
      }
      // The user's credentials are fine for the ordinary login.
      expect(
        (
          await server.post('/v1/api/auth/login', {
            email: 'plain-user@example.org',
            password: user.password,
          })
        ).status,
      ).toBe(200);
    });

    it('asks for both fields and checks their types', async () => {
      expect(
        await server.post('/v1/api/auth/adminLogin', { email: '', password: '' }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Please Fill the required fields' },
      });
      expect(
        await server.post('/v1/api/auth/adminLogin', { email: ['a'], password: 'x' }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Field Email Address must be text' },
      });
    });

    it('has no /user/secrets', async () => {
      expect((await server.get('/v1/api/user/secrets', admin)).status).toBe(404);
      expect((await server.get('/v1/api/user/secrets')).status).toBe(404);
    });
  });

  describe('authorization', () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/v1/api/admin/checkUser?contact=9000000001', undefined],
      ['POST', '/v1/api/admin/whitelistNumber', { phoneNumber: '9100000100' }],
      ['POST', '/v1/api/admin/whitelistEmail', { email: 'x@example.org' }],
      ['GET', '/v1/api/admin/accessRequests', undefined],
    ];

    it('answers 403 to user and org tokens and 401 without a token', async () => {
      const user = await signUp(server);
      const org = await logIn(server, 'org@nclude.local', ORG_PASSWORD);
      for (const [method, path, body] of calls) {
        for (const token of [user.token, org]) {
          const response =
            method === 'GET' ? await server.get(path, token) : await server.post(path, body, token);
          expect(response).toMatchObject({
            status: 403,
            body: { success: false, message: 'This needs an administrator.' },
          });
        }
        const anonymous = method === 'GET' ? await server.get(path) : await server.post(path, body);
        expect(anonymous.status).toBe(401);
      }
      for (const path of ['/v1/api/admin/whitelistNumbers', '/v1/api/admin/whitelistEmails']) {
        const form = formOf(
          {},
          { name: 'n.csv', data: 'phoneNumber\n9100000101\n', type: 'text/csv' },
        );
        const response = await sendForm(server, 'POST', path, form, user.token);
        expect(response.status).toBe(403);
        const asOrg = await sendForm(
          server,
          'POST',
          path,
          formOf({}, { name: 'n.csv', data: 'email\na@b.co\n' }),
          org,
        );
        expect(asOrg.status).toBe(403);
      }
      // Nothing slipped through.
      const check = await server.get('/v1/api/admin/checkUser?contact=9100000101', admin);
      expect(check.body).toMatchObject({ whitelisted: false });
    });
  });

  describe('uploads', () => {
    it('checks the caller before reading the body: 401 or 403 even for a malformed one', async () => {
      const user = await signUp(server);
      const org = await logIn(server, 'org@nclude.local', ORG_PASSWORD);
      const malformed = async (path: string, token?: string) => {
        const headers: Record<string, string> = {
          'content-type': 'multipart/form-data; boundary=----nothing',
        };
        if (token) headers.authorization = `Bearer ${token}`;
        const response = await fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers,
          body: TRUNCATED_FORM,
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      for (const path of ['/v1/api/admin/whitelistNumbers', '/v1/api/admin/whitelistEmails']) {
        expect(await malformed(path)).toMatchObject({ status: 401, body: { success: false } });
        expect(await malformed(path, 'not-a-token')).toMatchObject({ status: 401 });
        for (const token of [user.token, org])
          expect(await malformed(path, token)).toMatchObject({
            status: 403,
            body: { success: false, message: 'This needs an administrator.' },
          });
        // Not multipart at all: still the caller first.
        expect((await server.post(path, { file: 'x' })).status).toBe(401);
        expect((await server.post(path, { file: 'x' }, user.token)).status).toBe(403);
        // The admin gets the body error.
        expect((await malformed(path, admin)).status).toBe(400);
      }
    });
  });

  describe('checkUser', () => {
    it('tells whether a phone is whitelisted, its scope, by whom and whether an account exists', async () => {
      const response = await server.get('/v1/api/admin/checkUser?contact=9000000001', admin);
      expect(response).toMatchObject({ status: 200 });
      expect(response.body).toEqual({
        success: true,
        contact: '9000000001',
        kind: 'phone',
        whitelisted: true,
        scope: 'library',
        addedBy: { role: 'admin', userId: adminId, email: 'admin@nclude.local' },
        addedAt: expect.any(String),
        accountExists: false,
      });
    });

    it('names the adder by account, not by a name the adder can edit', async () => {
      const adder = await createAccount(server, 'admin', 'second.admin@example.org', 'Admin Two');
      const added = await server.post(
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: '9100000311' },
        adder.token,
      );
      expect(added.status).toBe(200);
      // A display name is anyone's to choose: it never reaches the answer.
      await server.app.database.db
        .updateTable('users')
        .set({ user_name: 'Administrator (admin@nclude.local)' })
        .where('id', '=', adder.userId)
        .execute();
      const check = await server.get('/v1/api/admin/checkUser?contact=9100000311', admin);
      expect(check.body).toMatchObject({
        whitelisted: true,
        addedBy: { role: 'admin', userId: adder.userId, email: 'second.admin@example.org' },
      });
      expect(JSON.stringify(check.body)).not.toContain('Administrator (');

      // The adder's account is gone: the entry stays, nobody is named.
      await server.app.database.db.deleteFrom('users').where('id', '=', adder.userId).execute();
      const orphan = await server.get('/v1/api/admin/checkUser?contact=9100000311', admin);
      expect(orphan.body).toMatchObject({ whitelisted: true, addedBy: null });
    });

    it('names nobody for entries the system added', async () => {
      await signUp(server, { phoneNumber: '9100000312' });
      const check = await server.get('/v1/api/admin/checkUser?contact=9100000312', admin);
      expect(check.body).toMatchObject({ whitelisted: true, addedBy: null, accountExists: true });
    });

    it('recognises emails (any case) and existing accounts', async () => {
      const user = await signUp(server, { email: 'Checked@Example.org' });
      const response = await server.get(
        `/v1/api/admin/checkUser?contact=${encodeURIComponent(' CHECKED@example.org ')}`,
        admin,
      );
      expect(response.body).toMatchObject({
        contact: user.email,
        kind: 'email',
        whitelisted: true,
        scope: null,
        accountExists: true,
      });
    });

    it('answers for contacts that are not whitelisted', async () => {
      const response = await server.get('/v1/api/admin/checkUser?contact=9199999999', admin);
      expect(response.body).toMatchObject({
        whitelisted: false,
        scope: null,
        addedBy: null,
        addedAt: null,
        accountExists: false,
      });
    });

    it.each([
      ['12ab', 'Please enter a valid phone number'],
      ['12345', 'Please enter a valid phone number'],
      ['someone@', 'Please enter a valid email address'],
      ['%20', 'Please provide an email address or a phone number'],
    ])('refuses %s with 400 "%s"', async (contact, message) => {
      const response = await server.get(`/v1/api/admin/checkUser?contact=${contact}`, admin);
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });

    it('needs the contact parameter', async () => {
      const response = await server.get('/v1/api/admin/checkUser', admin);
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'Missing required field: Mobile number or email address' },
      });
    });
  });

  describe('single entries', () => {
    it('whitelists a number once, then reports it as already present', async () => {
      const first = await server.post(
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: ' 9100000200 ' },
        admin,
      );
      expect(first).toMatchObject({
        status: 200,
        body: { success: true, message: 'Successfully Whitelisted', added: 1, alreadyPresent: 0 },
      });
      const again = await server.post(
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: '9100000200', scope: null },
        admin,
      );
      expect(again.body).toMatchObject({ added: 0, alreadyPresent: 1 });
      const check = await server.get('/v1/api/admin/checkUser?contact=9100000200', admin);
      expect(check.body).toMatchObject({ whitelisted: true, scope: null });

      // Adding it again with scope library gives it the library.
      const library = await server.post(
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: '9100000200', scope: 'library' },
        admin,
      );
      expect(library.body).toMatchObject({ added: 0, alreadyPresent: 1 });
      const after = await server.get('/v1/api/admin/checkUser?contact=9100000200', admin);
      expect(after.body).toMatchObject({ scope: 'library' });
    });

    it('whitelists an email in lower case, with scope library', async () => {
      const response = await server.post(
        '/v1/api/admin/whitelistEmail',
        { email: 'New.Person@Example.org', scope: 'library' },
        admin,
      );
      expect(response.body).toMatchObject({ added: 1, alreadyPresent: 0 });
      const check = await server.get(
        '/v1/api/admin/checkUser?contact=new.person@example.org',
        admin,
      );
      expect(check.body).toMatchObject({ whitelisted: true, scope: 'library' });
      // The whitelisted person can now receive a code.
      expect(
        (await server.post('/v1/api/auth/sendOtp', { email: 'new.person@example.org' })).status,
      ).toBe(200);
    });

    it.each([
      [
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: '91000abc00' },
        'Please enter a valid phone number',
      ],
      [
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: '910000' },
        'Please enter a valid phone number',
      ],
      ['/v1/api/admin/whitelistNumber', {}, 'Missing required field: Mobile Number'],
      [
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: 9100000300 },
        'Field Mobile Number must be text',
      ],
      [
        '/v1/api/admin/whitelistNumber',
        { phoneNumber: '9100000300', scope: 'all' },
        'Scope must be "library" or empty',
      ],
      ['/v1/api/admin/whitelistEmail', { email: 'nope' }, 'Please enter a valid email address'],
      ['/v1/api/admin/whitelistEmail', { email: 'a b@c.de' }, 'Please enter a valid email address'],
      ['/v1/api/admin/whitelistEmail', {}, 'Missing required field: Email Address'],
    ])('POST %s %j → 400 "%s"', async (path, body, message) => {
      const response = await server.post(path, body, admin);
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });
  });
});
