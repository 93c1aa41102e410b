import {
  createAccount,
  engineName,
  startTestServer,
  wrongCode,
  ADMIN_PASSWORD,
  type TestServer,
} from './helpers';

const NOT_AUTHORIZED = /not authorized/i;

describe(`auth API (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function sendAndRead(contact: { phoneNumber?: string; email?: string }): Promise<string> {
    const sent = await server.post('/v1/api/auth/sendOtp', { userType: 'user', ...contact });
    expect(sent.status).toBe(200);
    return server.lastOtp((contact.phoneNumber ?? contact.email) as string);
  }

  async function verify(contact: { phoneNumber?: string; email?: string }): Promise<void> {
    const otp = await sendAndRead(contact);
    const validated = await server.post('/v1/api/auth/validate', { otp, ...contact });
    expect(validated).toMatchObject({ status: 200, body: { success: true } });
  }

  describe('sendOtp', () => {
    it('sends a 4-digit code by SMS to a whitelisted phone and writes it to the outbox', async () => {
      const response = await server.post('/v1/api/auth/sendOtp', {
        phoneNumber: '9000000002',
        email: '',
        userType: 'user',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'OTP sent to your phone number' });
      const entry = server.outbox().pop();
      expect(entry).toMatchObject({ channel: 'sms', to: '9000000002' });
      expect(entry?.text).toMatch(
        /^Your Nclude verification code is \d{4}\. It expires in 5 minutes\.$/,
      );
    });

    it('sends by email to a whitelisted address (case-insensitive)', async () => {
      const response = await server.post('/v1/api/auth/sendOtp', {
        email: ' User3@Example.org ',
        phoneNumber: null,
      });
      expect(response).toMatchObject({
        status: 200,
        body: { success: true, message: 'OTP sent to your email address' },
      });
      expect(server.outbox().pop()).toMatchObject({
        channel: 'email',
        to: 'user3@example.org',
        subject: 'Your Nclude verification code',
      });
    });

    it('answers an unknown contact as a known one, telling the contact itself it is not enrolled', async () => {
      for (const [body, sent] of [
        [{ phoneNumber: '9123456789' }, 'OTP sent to your phone number'],
        [{ email: 'stranger@example.com' }, 'OTP sent to your email address'],
      ] as const) {
        const known = await server.post('/v1/api/auth/sendOtp', {
          phoneNumber: '9000000002',
          email: '',
          ...('email' in body ? { email: 'user2@example.org', phoneNumber: '' } : {}),
        });
        const unknown = await server.post('/v1/api/auth/sendOtp', body);
        expect(unknown.status).toBe(known.status);
        expect(unknown.body).toEqual(known.body);
        expect(unknown.body).toEqual({ success: true, message: sent });
        const told = server.outbox().pop();
        expect(told).toMatchObject({ to: 'email' in body ? body.email : body.phoneNumber });
        expect(told?.text).toMatch(NOT_AUTHORIZED);
        expect(told?.text).toContain(`${server.config.publicUrl}/requestAccess`);
        expect(told?.text.replace(server.config.publicUrl, '')).not.toMatch(/\b\d{4}\b/);
      }
      // No code exists for it: nothing a guess could sign in or sign up with.
      const validate = await server.post('/v1/api/auth/validate', {
        phoneNumber: '9123456789',
        otp: '0000',
      });
      expect(validate.status).toBe(400);
    });

    it('sends to an existing account even when it is not whitelisted (the admin)', async () => {
      const response = await server.post('/v1/api/auth/sendOtp', { email: 'admin@nclude.local' });
      expect(response.status).toBe(200);
    });

    it.each([
      [{}, 'Please provide an email address or a phone number'],
      [{ email: '', phoneNumber: '  ' }, 'Please provide an email address or a phone number'],
      [
        { email: 'user1@example.org', phoneNumber: '9000000001' },
        'Provide either an email address or a phone number, not both',
      ],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ phoneNumber: '12345' }, 'Enter valid 10 Digit Number'],
      [{ phoneNumber: '90000abc01' }, 'Please enter a valid phone number'],
      [{ phoneNumber: 9000000001 }, 'Field Mobile Number must be text'],
      [{ email: { $ne: null } }, 'Field Email Address must be text'],
      [{ email: `${'a'.repeat(400)}@example.org` }, 'Field Email Address is too long'],
    ])('rejects %j with 400 "%s"', async (body, message) => {
      const response = await server.post('/v1/api/auth/sendOtp', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('request bodies', () => {
    const url = () => `${server.baseUrl}/v1/api/auth/login`;

    it('answers 400 for malformed JSON', async () => {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'The request body is not valid JSON',
      });
    });

    it('answers 400 for a missing body', async () => {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'The request body is empty; send a JSON object',
      });
    });

    it('answers 400 for a JSON value that is not an object', async () => {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[1,2]',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'The request body must be a JSON object',
      });
    });

    it('answers 413 for a body over the limit', async () => {
      const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) });
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        success: false,
        message: 'The request body is too large (limit 64 KB)',
      });
    });

    it('answers 415 for a content type other than JSON', async () => {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('text/plain'),
      });
    });

    it('answers 404 JSON for an unknown API route', async () => {
      const response = await server.get('/v1/api/nothing/here');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        message: 'No API route matches GET /v1/api/nothing/here',
      });
    });
  });

  describe('validate', () => {
    it('accepts the right code once', async () => {
      const otp = await sendAndRead({ phoneNumber: '9000000003' });
      const ok = await server.post('/v1/api/auth/validate', {
        otp,
        phoneNumber: '9000000003',
        email: '',
      });
      expect(ok).toMatchObject({ status: 200, body: { success: true } });
      const again = await server.post('/v1/api/auth/validate', { otp, phoneNumber: '9000000003' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(
        'No OTP was requested for this contact. Please request a new OTP.',
      );
    });

    it('refuses a wrong code and says how many tries are left', async () => {
      const otp = await sendAndRead({ email: 'user1@example.org' });
      const wrong = await server.post('/v1/api/auth/validate', {
        otp: wrongCode(otp),
        email: 'user1@example.org',
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: { success: false, message: 'Invalid OTP. 4 attempts left.' },
      });
    });

    it('rejects codes that are not 4 digits without using up a try', async () => {
      const otp = await sendAndRead({ email: 'user1@example.org' });
      for (const bad of ['12', '12345', 'abcd']) {
        const response = await server.post('/v1/api/auth/validate', {
          otp: bad,
          email: 'user1@example.org',
        });
        expect(response.body).toEqual({
          success: false,
          message: 'The OTP must be exactly 4 digits',
        });
      }
      const missing = await server.post('/v1/api/auth/validate', { email: 'user1@example.org' });
      expect(missing.body).toEqual({ success: false, message: 'Please enter the OTP' });
      const ok = await server.post('/v1/api/auth/validate', { otp, email: 'user1@example.org' });
      expect(ok.status).toBe(200);
    });

    it('refuses an expired code', async () => {
      const otp = await sendAndRead({ phoneNumber: '9000000004' });
      server.clock.advance(server.config.otpTtlSeconds * 1000 + 1);
      const response = await server.post('/v1/api/auth/validate', {
        otp,
        phoneNumber: '9000000004',
      });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'This OTP has expired. Please request a new OTP.' },
      });
    });

    it('kills a code after 5 wrong tries: the 6th try is refused even with the right code', async () => {
      const otp = await sendAndRead({ phoneNumber: '9000000004' });
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await server.post('/v1/api/auth/validate', {
          otp: wrongCode(otp),
          phoneNumber: '9000000004',
        });
        expect(response.status).toBe(400);
        messages.push(response.body.message as string);
      }
      expect(messages).toEqual([
        'Invalid OTP. 4 attempts left.',
        'Invalid OTP. 3 attempts left.',
        'Invalid OTP. 2 attempts left.',
        'Invalid OTP. 1 attempt left.',
        'Too many wrong attempts. Please request a new OTP.',
      ]);
      const sixth = await server.post('/v1/api/auth/validate', { otp, phoneNumber: '9000000004' });
      expect(sixth).toMatchObject({
        status: 400,
        body: { message: 'Too many wrong attempts. Please request a new OTP.' },
      });
    });

    it('replaces the previous code when a new one is sent', async () => {
      const first = await sendAndRead({ phoneNumber: '9000000005' });
      const second = await sendAndRead({ phoneNumber: '9000000005' });
      if (first !== second) {
        const old = await server.post('/v1/api/auth/validate', {
          otp: first,
          phoneNumber: '9000000005',
        });
        expect(old.status).toBe(400);
      }
      const current = await server.post('/v1/api/auth/validate', {
        otp: second,
        phoneNumber: '9000000005',
      });
      expect(current.status).toBe(200);
    });

    it('refuses a contact for which no code was sent', async () => {
      const response = await server.post('/v1/api/auth/validate', {
        otp: '1234',
        phoneNumber: '9000000005',
      });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'No OTP was requested for this contact. Please request a new OTP.' },
      });
    });
  });

  describe('send limits', () => {
    it('limits codes per client address', async () => {
      const limitedServer = await startTestServer({ OTP_SENDS_PER_IP: '2' });
      try {
        expect(
          (await limitedServer.post('/v1/api/auth/sendOtp', { phoneNumber: '9000000001' })).status,
        ).toBe(200);
        expect(
          (await limitedServer.post('/v1/api/auth/sendOtp', { phoneNumber: '9000000002' })).status,
        ).toBe(200);
        const limited = await limitedServer.post('/v1/api/auth/sendOtp', {
          phoneNumber: '9000000003',
        });
        expect(limited.status).toBe(429);
        expect(limited.body.message).toBe(
          'Too many OTP requests from your network. Please try again in 15 minutes.',
        );
      } finally {
        await limitedServer.close();
      }
    });
  });

  describe('signup', () => {
    const signupBody = {
      userName: 'Asha Rao',
      phoneNumber: '9000000001',
      email: '',
      userType: 'user',
      password: 'Str0ng!pass',
    };

    it('refuses a signup whose contacts were not verified', async () => {
      const response = await server.post('/v1/api/auth/signup', signupBody);
      expect(response).toMatchObject({
        status: 400,
        body: { success: false, message: 'Please verify email or phone' },
      });
    });

    it.each([
      [{ ...signupBody, userName: '' }, 'Please Fill all the details'],
      [{ ...signupBody, password: undefined }, 'Please Fill all the details'],
      [{ ...signupBody, userName: 'Al' }, 'Enter a user name of at least 3 characters.'],
      // Characters people see: "क्ष" is one letter made of three code units.
      [{ ...signupBody, userName: 'क्षक्ष' }, 'Enter a user name of at least 3 characters.'],
      [
        { ...signupBody, userName: 'x'.repeat(101) },
        'Enter a user name of at most 100 characters.',
      ],
      [{ ...signupBody, password: 'short' }, 'Minimum Length for password must be 8'],
      [{ ...signupBody, password: '        ' }, 'The password cannot be made of spaces only'],
      // Control characters are stripped from every text field first: tabs count for nothing.
      [{ ...signupBody, password: ' \t  \t     ' }, 'The password cannot be made of spaces only'],
      [{ ...signupBody, userType: 'admin' }, 'userType must be "user"'],
      [
        { ...signupBody, phoneNumber: '', email: '' },
        'Please provide an email address or a phone number',
      ],
      [{ ...signupBody, phoneNumber: '123' }, 'Enter valid 10 Digit Number'],
      [{ ...signupBody, email: 'bad@' }, 'Please enter a valid email address'],
      [{ ...signupBody, password: 12345678 }, 'Field Password must be text'],
    ])('rejects %j with 400 "%s"', async (body, message) => {
      const response = await server.post('/v1/api/auth/signup', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('creates the account after the phone is verified, with the scope of its whitelist entry', async () => {
      await verify({ phoneNumber: '9000000001' });
      // Only verified contacts are attached (see "signup attaches only verified contacts").
      await verify({ email: 'user1@example.org' });
      const response = await server.post('/v1/api/auth/signup', {
        ...signupBody,
        email: 'user1@example.org',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        token: expect.any(String),
        scope: 'library',
        userId: expect.any(String),
        hasUserInfo: false,
        message: 'Signup successful',
        role: 'user',
        userName: 'Asha Rao',
      });
      const session = await server.get('/v1/api/auth/session', response.body.token as string);
      expect(session.body).toEqual({
        success: true,
        userId: response.body.userId,
        role: 'user',
        scope: 'library',
        userName: 'Asha Rao',
      });
      // The stored password works for email login.
      const login = await server.post('/v1/api/auth/login', {
        email: 'user1@example.org',
        password: 'Str0ng!pass',
      });
      expect(login).toMatchObject({
        status: 200,
        body: { userId: response.body.userId, scope: 'library' },
      });
    });

    it('answers 409 when the phone or email already has an account', async () => {
      await verify({ phoneNumber: '9000000001' });
      const samePhone = await server.post('/v1/api/auth/signup', signupBody);
      expect(samePhone).toMatchObject({
        status: 409,
        body: { success: false, message: 'An account with this phone number already exists' },
      });

      await verify({ email: 'user2@example.org' });
      const sameEmail = await server.post('/v1/api/auth/signup', {
        ...signupBody,
        phoneNumber: '',
        email: 'asha@example.net',
      });
      // asha@example.net is unverified here, so user2's verification is needed; use it with the taken address.
      expect(sameEmail.status).toBe(400);
      const taken = await server.post('/v1/api/auth/signup', {
        ...signupBody,
        phoneNumber: '',
        email: 'user2@example.org',
      });
      expect(taken.status).toBe(200);
      await verify({ email: 'user2@example.org' });
      const again = await server.post('/v1/api/auth/signup', {
        ...signupBody,
        phoneNumber: '',
        email: 'USER2@example.org',
      });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'An account with this email already exists' },
      });
    });

    it('answers 401 when the verified contact is not whitelisted', async () => {
      // Only existing accounts and whitelisted contacts get codes; simulate a verified outsider.
      await server.app.database.db
        .insertInto('contact_verifications')
        .values({
          contact: 'outsider@example.com',
          channel: 'email',
          verified_at: server.clock.now().toISOString(),
        })
        .execute();
      const response = await server.post('/v1/api/auth/signup', {
        ...signupBody,
        phoneNumber: '',
        email: 'outsider@example.com',
      });
      expect(response.status).toBe(401);
      expect(response.body.message).toMatch(NOT_AUTHORIZED);
    });

    it('does not accept a verification older than 30 minutes', async () => {
      await verify({ email: 'user3@example.org' });
      server.clock.advance(31 * 60_000);
      const response = await server.post('/v1/api/auth/signup', {
        ...signupBody,
        phoneNumber: '',
        email: 'user3@example.org',
      });
      expect(response.body.message).toBe('Please verify email or phone');
    });
  });

  describe('login', () => {
    it('signs the admin in with email and password', async () => {
      const response = await server.post('/v1/api/auth/login', {
        email: 'admin@nclude.local',
        password: ADMIN_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        role: 'admin',
        scope: null,
        hasUserInfo: false,
        message: 'Login successful',
      });
    });

    it('answers 401 for a wrong password or an unknown email', async () => {
      const wrong = await server.post('/v1/api/auth/login', {
        email: 'admin@nclude.local',
        password: 'not-the-password',
      });
      expect(wrong).toMatchObject({
        status: 401,
        body: { success: false, message: 'Incorrect email or password' },
      });
      const unknown = await server.post('/v1/api/auth/login', {
        email: 'nobody@example.org',
        password: 'whatever-123',
      });
      expect(unknown).toMatchObject({
        status: 401,
        body: { message: 'Incorrect email or password' },
      });
    });

    it('answers 400 when a field is missing', async () => {
      const response = await server.post('/v1/api/auth/login', { email: 'admin@nclude.local' });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'Please Fill the required fields' },
      });
    });

    it('limits attempts per client address', async () => {
      const limitedServer = await startTestServer({ LOGIN_ATTEMPTS_PER_IP: '2' });
      try {
        const attempt = () =>
          limitedServer.post('/v1/api/auth/login', {
            email: 'x@example.org',
            password: 'whatever-123',
          });
        expect((await attempt()).status).toBe(401);
        expect((await attempt()).status).toBe(401);
        const limited = await attempt();
        expect(limited.status).toBe(429);
        expect(limited.body).toMatchObject({
          success: false,
          message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
        });
        expect(limited.headers.get('retry-after')).toBeTruthy();
      } finally {
        await limitedServer.close();
      }
    });
  });

  describe('otpLogin', () => {
    it('signs in a registered phone with its code', async () => {
      const otp = await sendAndRead({ phoneNumber: '9000000001' });
      const response = await server.post('/v1/api/auth/otpLogin', {
        phoneNumber: '9000000001',
        otp,
      });
      expect(response).toMatchObject({
        status: 200,
        body: { success: true, role: 'user', userName: 'Asha Rao', scope: 'library' },
      });
    });

    it('answers 400 for a wrong code', async () => {
      const otp = await sendAndRead({ phoneNumber: '9000000001' });
      const response = await server.post('/v1/api/auth/otpLogin', {
        phoneNumber: '9000000001',
        otp: wrongCode(otp),
      });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'Invalid OTP. 4 attempts left.' },
      });
    });

    it('answers 404 for a phone without an account', async () => {
      const otp = await sendAndRead({ phoneNumber: '9000000002' });
      const response = await server.post('/v1/api/auth/otpLogin', {
        phoneNumber: '9000000002',
        otp,
      });
      expect(response).toMatchObject({
        status: 404,
        body: {
          success: false,
          message: 'No account is registered with this phone number. Please sign up first.',
        },
      });
    });

    it('answers 400 for a bad phone number', async () => {
      const response = await server.post('/v1/api/auth/otpLogin', {
        phoneNumber: 'abc',
        otp: '1234',
      });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'Please enter a valid phone number' },
      });
    });
  });

  describe('session and logout', () => {
    it('logout revokes the token at once', async () => {
      const login = await server.post('/v1/api/auth/login', {
        email: 'admin@nclude.local',
        password: ADMIN_PASSWORD,
      });
      const token = login.body.token as string;
      expect((await server.get('/v1/api/auth/session', token)).status).toBe(200);
      const logout = await server.post('/v1/api/auth/logout', undefined, token);
      expect(logout).toMatchObject({ status: 200, body: { success: true } });
      const after = await server.get('/v1/api/auth/session', token);
      expect(after).toMatchObject({
        status: 401,
        body: { success: false, message: 'Your session has ended. Please log in again.' },
      });
      expect((await server.post('/v1/api/auth/logout', undefined, token)).status).toBe(401);
    });

    it('accepts logout with an empty JSON body', async () => {
      const login = await server.post('/v1/api/auth/login', {
        email: 'admin@nclude.local',
        password: ADMIN_PASSWORD,
      });
      const response = await fetch(`${server.baseUrl}/v1/api/auth/logout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${login.body.token as string}`,
        },
      });
      expect(response.status).toBe(200);
    });

    it('answers 401 without a token, with a malformed token and with a tampered one', async () => {
      expect(await server.get('/v1/api/auth/session')).toMatchObject({
        status: 401,
        body: { message: 'Please log in to continue.' },
      });
      expect((await server.get('/v1/api/auth/session', 'not-a-jwt')).status).toBe(401);
      const login = await server.post('/v1/api/auth/login', {
        email: 'admin@nclude.local',
        password: ADMIN_PASSWORD,
      });
      const [header, payload, signature] = (login.body.token as string).split('.') as [
        string,
        string,
        string,
      ];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
        'base64url',
      );
      expect(
        (await server.get('/v1/api/auth/session', `${header}.${forged}.${signature}`)).status,
      ).toBe(401);
      const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      );
      expect((await server.get('/v1/api/auth/session', `${unsigned}.${payload}.`)).status).toBe(
        401,
      );
      expect(
        (await server.get('/v1/api/auth/session', `${header}.${payload}.${signature}`)).status,
      ).toBe(200);
    });

    it('expires sessions after TOKEN_TTL_HOURS', async () => {
      const login = await server.post('/v1/api/auth/login', {
        email: 'admin@nclude.local',
        password: ADMIN_PASSWORD,
      });
      server.clock.advance(server.config.tokenTtlHours * 3_600_000 + 1000);
      expect((await server.get('/v1/api/auth/session', login.body.token as string)).status).toBe(
        401,
      );
    });
  });
});

describe(`auth abuse limits and races (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.app.database.db;

  async function sendAndRead(contact: { phoneNumber?: string; email?: string }): Promise<string> {
    const sent = await server.post('/v1/api/auth/sendOtp', contact);
    expect(sent.status).toBe(200);
    return server.lastOtp((contact.phoneNumber ?? contact.email) as string);
  }

  async function verify(contact: { phoneNumber?: string; email?: string }): Promise<void> {
    const otp = await sendAndRead(contact);
    const validated = await server.post('/v1/api/auth/validate', { otp, ...contact });
    expect(validated.status).toBe(200);
  }

  /** The session id (`sid` claim) inside a token. */
  function sessionIdOf(token: string): string {
    const payload = token.split('.')[1] as string;
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
  }

  describe('parallel sends', () => {
    it('sends exactly OTP_SENDS_PER_CONTACT codes to one phone and leaves one live code', async () => {
      const phoneNumber = '9000000003';
      const before = server.outbox().filter((e) => e.to === phoneNumber).length;
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => server.post('/v1/api/auth/sendOtp', { phoneNumber })),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(server.config.otpSendsPerContact);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - server.config.otpSendsPerContact);
      expect(server.outbox().filter((e) => e.to === phoneNumber).length - before).toBe(
        server.config.otpSendsPerContact,
      );
      const live = await db()
        .selectFrom('otps')
        .select('id')
        .where('contact', '=', phoneNumber)
        .where('consumed_at', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
    });

    it('holds the per-address limit under parallel sends to different contacts', async () => {
      const limited = await startTestServer({ OTP_SENDS_PER_IP: '3' });
      try {
        const contacts = [
          ...['9000000001', '9000000002', '9000000003', '9000000004', '9000000005'].map(
            (phoneNumber) => ({ phoneNumber }),
          ),
          ...['user1@example.org', 'user2@example.org', 'user3@example.org'].map((email) => ({
            email,
          })),
        ];
        const responses = await Promise.all(
          contacts.map((contact) => limited.post('/v1/api/auth/sendOtp', contact)),
        );
        expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
        expect(responses.filter((r) => r.status === 429)).toHaveLength(contacts.length - 3);
      } finally {
        await limited.close();
      }
    });
  });

  describe('signup attaches only verified contacts', () => {
    it('ignores an unverified email: the account has none and the owner can still sign up with it', async () => {
      await verify({ phoneNumber: '9000000002' });
      const attacker = await server.post<{ userId: string }>('/v1/api/auth/signup', {
        userName: 'Attacker',
        phoneNumber: '9000000002',
        email: 'user1@example.org',
        userType: 'user',
        password: 'Attacker-Pass-1',
      });
      expect(attacker.status).toBe(200);
      const row = await db()
        .selectFrom('users')
        .select(['email', 'phone_number'])
        .where('id', '=', attacker.body.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ email: null, phone_number: '9000000002' });
      expect(
        (
          await server.post('/v1/api/auth/login', {
            email: 'user1@example.org',
            password: 'Attacker-Pass-1',
          })
        ).status,
      ).toBe(401);

      await verify({ email: 'user1@example.org' });
      const owner = await server.post<{ userId: string }>('/v1/api/auth/signup', {
        userName: 'Real Owner',
        email: 'user1@example.org',
        userType: 'user',
        password: 'Owner-Pass-123',
      });
      expect(owner.status).toBe(200);
      expect(owner.body.userId).not.toBe(attacker.body.userId);
      const login = await server.post('/v1/api/auth/login', {
        email: 'user1@example.org',
        password: 'Owner-Pass-123',
      });
      expect(login).toMatchObject({ status: 200, body: { userId: owner.body.userId } });
    });

    it("ignores an unverified phone: the victim's OTP sign-in does not land in the attacker's account", async () => {
      await verify({ email: 'user2@example.org' });
      const attacker = await server.post<{ userId: string }>('/v1/api/auth/signup', {
        userName: 'Attacker Two',
        phoneNumber: '9000000004',
        email: 'user2@example.org',
        userType: 'user',
        password: 'Attacker-Pass-2',
      });
      expect(attacker.status).toBe(200);
      const row = await db()
        .selectFrom('users')
        .select(['email', 'phone_number'])
        .where('id', '=', attacker.body.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ email: 'user2@example.org', phone_number: null });
      const otp = await sendAndRead({ phoneNumber: '9000000004' });
      const victim = await server.post('/v1/api/auth/otpLogin', {
        phoneNumber: '9000000004',
        otp,
      });
      expect(victim.status).toBe(404);
    });
  });

  describe('single-session policy under parallel sign-ins', () => {
    it('leaves exactly one live session, and it is the one whose token works', async () => {
      const { userId, password } = await createAccount(server, 'user', 'parallel@example.org');
      // Each attempt in flight counts as a wrong password until it succeeds (so parallel guesses
      // cannot pass the per-account limit): at most LOGIN_FREE_FAILURES run at once.
      expect(server.config.loginFreeFailures).toBe(5);
      const logins = await Promise.all(
        Array.from({ length: 5 }, () =>
          server.post<{ token: string }>('/v1/api/auth/login', {
            email: 'parallel@example.org',
            password,
          }),
        ),
      );
      expect(logins.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const live = await db()
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
      const liveId = (live[0] as { id: string }).id;
      const working: string[] = [];
      for (const login of logins) {
        const session = await server.get('/v1/api/auth/session', login.body.token);
        if (session.status === 200) working.push(sessionIdOf(login.body.token));
        else expect(session.status).toBe(401);
      }
      expect(working).toEqual([liveId]);
    });
  });
});
