import {
  engineName,
  signUp,
  startTestServer,
  wrongCode,
  type SignedUpUser,
  type TestServer,
} from './helpers';

const PUBLIC_URL = 'https://portal.nclude.example';
const LINK_INVALID = 'This link is invalid or has expired.';

describe(`linking an email or phone (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: `${PUBLIC_URL}/`, OTP_SENDS_PER_IP: '1000' });
  });
  afterAll(async () => {
    await server.close();
  });

  const userInfo = async (token: string) =>
    (
      await server.get<{ user: { email: string | null; phoneNumber: string | null } }>(
        '/v1/api/user/getUserInfo',
        token,
      )
    ).body.user;

  /** The token of the latest link emailed to `to`. */
  function emailedToken(to: string): string {
    const entry = server
      .outbox()
      .filter((e) => e.channel === 'email' && e.to === to)
      .pop();
    const match = entry ? /\/link\?token=([\w-]+)&callback_info=email/.exec(entry.text) : null;
    if (!match?.[1]) throw new Error(`No link emailed to ${to}`);
    return match[1];
  }

  describe('phone, proven by OTP', () => {
    let user: SignedUpUser;
    beforeAll(async () => {
      user = await signUp(server, { email: 'no.phone@example.org' });
    });

    it('sends a code to a number that is not whitelisted, then links it with the right code', async () => {
      const phoneNumber = '8123456789';
      const sent = await server.post('/v1/api/auth/linkAccountToken', { phoneNumber }, user.token);
      expect(sent).toMatchObject({
        status: 200,
        body: {
          success: true,
          message: 'We sent a code to 8123456789. Enter it to link your phone number.',
        },
      });
      const otp = server.lastOtp(phoneNumber);
      expect(server.outbox().pop()).toMatchObject({ channel: 'sms', to: phoneNumber });

      const wrong = await server.post(
        '/v1/api/auth/linkUserAccount',
        { phoneNumber, otp: wrongCode(otp) },
        user.token,
      );
      expect(wrong).toMatchObject({
        status: 400,
        body: { success: false, message: 'Invalid OTP. 4 attempts left.' },
      });
      expect((await userInfo(user.token)).phoneNumber).toBeNull();

      const linked = await server.post(
        '/v1/api/auth/linkUserAccount',
        { phoneNumber, otp },
        user.token,
      );
      expect(linked).toMatchObject({
        status: 200,
        body: { success: true, message: 'Your phone number has been linked to your account.' },
      });
      expect(await userInfo(user.token)).toMatchObject({
        email: 'no.phone@example.org',
        phoneNumber,
      });

      const again = await server.post(
        '/v1/api/auth/linkAccountToken',
        { phoneNumber: '8123456780' },
        user.token,
      );
      expect(again).toMatchObject({
        status: 409,
        body: { success: false, message: 'Your account already has a phone number.' },
      });
    });

    it('refuses an expired code', async () => {
      const other = await signUp(server, { email: 'expired.otp@example.org' });
      const phoneNumber = '8123456701';
      await server.post('/v1/api/auth/linkAccountToken', { phoneNumber }, other.token);
      const otp = server.lastOtp(phoneNumber);
      server.clock.advance(server.config.otpTtlSeconds * 1000 + 1);
      const response = await server.post(
        '/v1/api/auth/linkUserAccount',
        { phoneNumber, otp },
        other.token,
      );
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'This OTP has expired. Please request a new OTP.' },
      });
      expect((await userInfo(other.token)).phoneNumber).toBeNull();
    });

    it('refuses a code that was never requested, and a phone link without a session', async () => {
      const other = await signUp(server, { email: 'never.sent@example.org' });
      const response = await server.post(
        '/v1/api/auth/linkUserAccount',
        { phoneNumber: '8123456702', otp: '1234' },
        other.token,
      );
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'No OTP was requested for this contact. Please request a new OTP.' },
      });
      const anonymous = await server.post('/v1/api/auth/linkUserAccount', {
        phoneNumber: '8123456702',
        otp: '1234',
      });
      expect(anonymous).toMatchObject({ status: 401, body: { success: false } });
      expect(
        (await server.post('/v1/api/auth/linkAccountToken', { phoneNumber: '8123456702' })).status,
      ).toBe(401);
    });

    it('answers for a number of another account as for a free one, telling its owner; refuses it with its code (409)', async () => {
      const owner = await signUp(server);
      const other = await signUp(server, { email: 'wants.phone@example.org' });
      const free = await server.post<{ message: string }>(
        '/v1/api/auth/linkAccountToken',
        { phoneNumber: '8123456799' },
        other.token,
      );
      const request = await server.post(
        '/v1/api/auth/linkAccountToken',
        { phoneNumber: owner.phoneNumber },
        other.token,
      );
      expect(request.status).toBe(free.status);
      expect(request.body).toEqual({
        ...free.body,
        message: free.body.message.replace('8123456799', owner.phoneNumber as string),
      });
      const told = server.outbox().pop();
      expect(told).toMatchObject({ channel: 'sms', to: owner.phoneNumber });
      expect(told?.text).toContain('already belongs to one');
      // Even someone holding a valid code for that number cannot move it to their account.
      await server.post('/v1/api/auth/sendOtp', { phoneNumber: owner.phoneNumber });
      const otp = server.lastOtp(owner.phoneNumber as string);
      const link = await server.post(
        '/v1/api/auth/linkUserAccount',
        { phoneNumber: owner.phoneNumber, otp },
        other.token,
      );
      expect(link.status).toBe(409);
      expect((await userInfo(other.token)).phoneNumber).toBeNull();
    });
  });

  describe('email, proven by a single-use emailed link', () => {
    it('emails a link to PUBLIC_URL/link; the token links the address once, without a session', async () => {
      const user = await signUp(server);
      const email = 'Linked.Address@Example.org';
      const sent = await server.post('/v1/api/auth/linkAccountToken', { email }, user.token);
      expect(sent).toMatchObject({
        status: 200,
        body: {
          success: true,
          message:
            'We sent a link to linked.address@example.org. Open it to link your email address.',
        },
      });
      const mail = server.outbox().pop();
      expect(mail).toMatchObject({
        channel: 'email',
        to: 'linked.address@example.org',
        subject: 'Link your email address to Nclude',
      });
      expect(mail?.text).toContain(`${PUBLIC_URL}/link?token=`);
      expect(mail?.text).toContain('expires in 24 hours');
      const token = emailedToken('linked.address@example.org');
      expect(token.length).toBeGreaterThanOrEqual(43);

      // The token is stored hashed, never as sent.
      const stored = await server.app.database.db
        .selectFrom('link_tokens')
        .select('token_hash')
        .where('user_id', '=', user.userId)
        .execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(token);

      const linked = await server.post('/v1/api/auth/linkUserAccount', {
        token,
        callback_info: 'email',
      });
      expect(linked).toMatchObject({
        status: 200,
        body: { success: true, message: 'Your email address has been linked to your account.' },
      });
      expect((await userInfo(user.token)).email).toBe('linked.address@example.org');

      const reused = await server.post('/v1/api/auth/linkUserAccount', {
        token,
        callback_info: 'email',
      });
      // Opened again after it worked: the same outcome, said plainly, and nothing changes.
      expect(reused).toMatchObject({
        status: 200,
        body: { success: true, message: 'Your email address is already linked to your account.' },
      });

      const again = await server.post(
        '/v1/api/auth/linkAccountToken',
        { email: 'second@example.org' },
        user.token,
      );
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'Your account already has an email address.' },
      });
    });

    it('refuses forged, expired and mismatched tokens', async () => {
      const user = await signUp(server);
      await server.post(
        '/v1/api/auth/linkAccountToken',
        { email: 'expiring@example.org' },
        user.token,
      );
      const token = emailedToken('expiring@example.org');
      for (const body of [
        { token: 'A'.repeat(43), callback_info: 'email' },
        {
          token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
          callback_info: 'email',
        },
        { token, callback_info: 'phone' },
      ]) {
        const response = await server.post('/v1/api/auth/linkUserAccount', body);
        expect(response).toMatchObject({ status: 400, body: { message: LINK_INVALID } });
      }
      server.clock.advance(24 * 3_600_000 + 1000);
      const expired = await server.post('/v1/api/auth/linkUserAccount', {
        token,
        callback_info: 'email',
      });
      expect(expired).toMatchObject({ status: 400, body: { message: LINK_INVALID } });
      expect((await userInfo(user.token)).email).toBeNull();
    });

    it('refuses an address taken after the link was sent (409), and tells the owner when asked again', async () => {
      const user = await signUp(server);
      const taken = await server.post(
        '/v1/api/auth/linkAccountToken',
        { email: 'user1@example.org' },
        user.token,
      );
      // user1@example.org is whitelisted, not yet an account: it is free to link.
      expect(taken.status).toBe(200);
      const token = emailedToken('user1@example.org');
      await signUp(server, { email: 'user1@example.org' });
      const late = await server.post('/v1/api/auth/linkUserAccount', {
        token,
        callback_info: 'email',
      });
      expect(late).toMatchObject({
        status: 409,
        body: { message: 'This email address belongs to another account.' },
      });
      // Asked again, the owner is told by email and the answer is the one of a send.
      const direct = await server.post(
        '/v1/api/auth/linkAccountToken',
        { email: 'USER1@example.org' },
        user.token,
      );
      expect(direct).toMatchObject({
        status: 200,
        body: {
          message: 'We sent a link to user1@example.org. Open it to link your email address.',
        },
      });
      expect(server.outbox().pop()).toMatchObject({
        channel: 'email',
        to: 'user1@example.org',
        subject: 'Your request to link this contact to Nclude',
      });
      expect((await userInfo(user.token)).email).toBeNull();
    });

    it('limits link emails per user', async () => {
      const user = await signUp(server);
      for (let i = 0; i < server.config.otpSendsPerContact; i += 1) {
        const ok = await server.post(
          '/v1/api/auth/linkAccountToken',
          { email: `many${i}@example.org` },
          user.token,
        );
        expect(ok.status).toBe(200);
      }
      const limited = await server.post(
        '/v1/api/auth/linkAccountToken',
        { email: 'one.more@example.org' },
        user.token,
      );
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(
        /^Too many link requests\. Please try again in \d+ minutes?\.$/,
      );
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('probing which contacts are registered', () => {
    it('answers every number alike and counts every request: repeated probes end in 429 before the contact is looked at', async () => {
      const owners = await Promise.all([signUp(server), signUp(server), signUp(server)]);
      const prober = await signUp(server, { email: 'prober@example.org' });
      const probe = (phoneNumber: string) =>
        server.post('/v1/api/auth/linkAccountToken', { phoneNumber }, prober.token);
      for (const owner of owners)
        expect(await probe(owner.phoneNumber as string)).toMatchObject({
          status: 200,
          body: {
            message: `We sent a code to ${owner.phoneNumber}. Enter it to link your phone number.`,
          },
        });
      // The 4th request of the day waits a minute, whatever the number: registered or not, the
      // answer is the same 429.
      const registered = await probe(owners[0]?.phoneNumber as string);
      const unregistered = await probe('9999999990');
      for (const answer of [registered, unregistered]) {
        expect(answer).toMatchObject({
          status: 429,
          body: {
            success: false,
            message: 'Too many link requests. Please try again in 1 minute.',
          },
        });
        expect(answer.headers.get('retry-after')).toBe('60');
      }
      // Then 2 minutes after the next one, and so on: a slow trickle, not a scan.
      server.clock.advance(60_000);
      expect((await probe('9999999991')).status).toBe(200);
      const next = await probe('9999999992');
      expect(next.status).toBe(429);
      expect(next.headers.get('retry-after')).toBe('120');
    });

    it('limits link requests per client across accounts, refused ones included', async () => {
      const limited = await startTestServer({ OTP_SENDS_PER_IP: '3' });
      try {
        const first = await signUp(limited, { email: 'first.prober@example.org' });
        const second = await signUp(limited, { email: 'second.prober@example.org' });
        const probe = (token: string, body: Record<string, string>) =>
          limited.post('/v1/api/auth/linkAccountToken', body, token);
        expect((await probe(first.token, { phoneNumber: '9000000001' })).status).toBe(200);
        expect((await probe(first.token, { email: 'first.other@example.org' })).status).toBe(409);
        expect((await probe(second.token, { email: 'first.prober@example.org' })).status).toBe(409);
        // A fourth request from this client within the window, under any account.
        const fourth = await probe(second.token, { phoneNumber: '9000000002' });
        expect(fourth.status).toBe(429);
        expect(fourth.body.message).toBe('Too many link requests. Please try again in 15 minutes.');
      } finally {
        await limited.close();
      }
    });
  });

  describe('bad requests', () => {
    it.each([
      ['neither contact', {}, 'Please provide an email address or a phone number'],
      [
        'both contacts',
        { email: 'a@example.org', phoneNumber: '8123456789' },
        'Provide either an email address or a phone number, not both',
      ],
      ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['a short phone number', { phoneNumber: '12345' }, 'Enter valid 10 Digit Number'],
      [
        'a phone number as a number',
        { phoneNumber: 8123456789 },
        'Field Mobile Number must be text',
      ],
    ])('linkAccountToken refuses %s', async (_label, body, message) => {
      const user = await signUp(server);
      const response = await server.post('/v1/api/auth/linkAccountToken', body, user.token);
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });

    it.each([
      ['an empty body', {}, 'Send either a link token, or a phone number with its OTP'],
      [
        'a blank token',
        { token: '  ' },
        'Send either a link token, or a phone number with its OTP',
      ],
      ['an overlong token', { token: 'x'.repeat(200) }, 'Field Link is too long'],
      ['a token object', { token: { $ne: null } }, 'Field Link must be text'],
    ])('linkUserAccount refuses %s', async (_label, body, message) => {
      const response = await server.post('/v1/api/auth/linkUserAccount', body);
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });
  });

  describe('POST /auth/clientErrors', () => {
    it('logs a report and answers 204 without a session', async () => {
      const response = await fetch(`${server.baseUrl}/v1/api/auth/clientErrors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          page: '/link',
          message: 'Linking failed: 400 This link is invalid',
        }),
      });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    });

    it.each([
      ['no page', { message: 'x' }, 'Missing required field: page'],
      ['a blank message', { page: '/link', message: ' ' }, 'Missing required field: message'],
      ['a long message', { page: '/link', message: 'x'.repeat(1001) }, 'Field message is too long'],
      ['a long page', { page: 'x'.repeat(201), message: 'x' }, 'Field page is too long'],
    ])('refuses %s', async (_label, body, message) => {
      const response = await server.post('/v1/api/auth/clientErrors', body);
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });

    it('is rate limited', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await fetch(`${server.baseUrl}/v1/api/auth/clientErrors`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page: '/profile', message: `failure ${i}` }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toContain(429);
    });
  });
});
