// Sign-in abuse limits: per-client wrong codes, progressive spacing of codes per contact,
// one-try codes for a contact under attack, the per-account password delay, and their
// atomicity under parallel requests. Clients are told apart by X-Forwarded-For (TRUST_PROXY=1).
import { progressiveDelayMs } from '../src/auth/limits';
import {
  ADMIN_PASSWORD,
  createAccount,
  engineName,
  signUp,
  startTestServer,
  wrongCode,
  type JsonResponse,
  type TestServer,
} from './helpers';

/** A JSON POST as if from the client `ip` (the test server trusts one proxy hop). */
async function postFrom<T = Record<string, unknown>>(
  server: TestServer,
  ip: string,
  path: string,
  body: unknown,
): Promise<JsonResponse<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as T,
  };
}

const retryAfter = (response: JsonResponse) => Number(response.headers.get('retry-after'));

describe('progressiveDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    const fifteenMinutes = 15 * 60_000;
    expect(
      [0, 1, 2, 3, 9, 10, 11, 500].map((n) => progressiveDelayMs(n, 1000, fifteenMinutes)),
    ).toEqual([1000, 2000, 4000, 8000, 512_000, fifteenMinutes, fifteenMinutes, fifteenMinutes]);
    expect(progressiveDelayMs(-1, 1000, fifteenMinutes)).toBe(0);
  });
});

describe(`one-time code limits (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  const sendOtp = (ip: string, phoneNumber: string) =>
    postFrom(server, ip, '/v1/api/auth/sendOtp', { phoneNumber });
  const otpLogin = (ip: string, phoneNumber: string, otp: string) =>
    postFrom<{ userId: string }>(server, ip, '/v1/api/auth/otpLogin', { phoneNumber, otp });

  /** An attacker's 2 sends and 10 wrong codes (5 per code) for `phoneNumber`. */
  async function attack(ip: string, phoneNumber: string): Promise<void> {
    for (let send = 0; send < 2; send += 1) {
      expect((await sendOtp(ip, phoneNumber)).status).toBe(200);
      const code = server.lastOtp(phoneNumber);
      for (let i = 0; i < 5; i += 1)
        expect((await otpLogin(ip, phoneNumber, wrongCode(code))).status).toBe(400);
    }
  }

  it("the issue's scenario: 2 sends and 10 wrong codes by an attacker do not keep the owner out", async () => {
    const owner = await signUp(server, { phoneNumber: '9100000001' });
    const phoneNumber = '9100000001';
    await attack('203.0.113.66', phoneNumber);
    // The attacker's own client now waits before each further guess.
    const guess = await otpLogin('203.0.113.66', phoneNumber, '1234');
    expect(guess).toMatchObject({
      status: 429,
      body: {
        message:
          'Too many wrong codes were entered from your network. Please wait 1 second before trying again.',
      },
    });

    // The owner, on another network, asks for a fresh code: at most the progressive wait.
    let sent = await sendOtp('2001:db8:77:1::10', phoneNumber);
    if (sent.status === 429) {
      expect(retryAfter(sent)).toBeLessThanOrEqual(60);
      server.clock.advance(retryAfter(sent) * 1000);
      sent = await sendOtp('2001:db8:77:1::10', phoneNumber);
    }
    expect(sent.status).toBe(200);
    const login = await otpLogin('2001:db8:77:1::10', phoneNumber, server.lastOtp(phoneNumber));
    expect(login).toMatchObject({ status: 200, body: { userId: owner.userId } });
  });

  it('a contact under attack gets one-try codes: a typo costs a new code, never a lock-out', async () => {
    const owner = await signUp(server, { phoneNumber: '9100000002' });
    const phoneNumber = '9100000002';
    await attack('203.0.113.67', phoneNumber);
    const ownerIp = '198.51.100.20';

    expect((await sendOtp(ownerIp, phoneNumber)).status).toBe(200);
    const code = server.lastOtp(phoneNumber);
    expect(await otpLogin(ownerIp, phoneNumber, wrongCode(code))).toMatchObject({
      status: 400,
      body: {
        message:
          'Invalid OTP. Because of repeated wrong codes for this contact, each code accepts only one try. Please request a new OTP.',
      },
    });
    // The code is dead, even for the right digits.
    expect((await otpLogin(ownerIp, phoneNumber, code)).status).toBe(400);

    // The 4th code of the day waits a minute after the 3rd.
    const early = await sendOtp(ownerIp, phoneNumber);
    expect(early).toMatchObject({
      status: 429,
      body: {
        message:
          'A code was sent to this contact a short while ago. Please wait 1 minute before asking for another one.',
      },
    });
    expect(retryAfter(early)).toBe(60);
    server.clock.advance(60_000);
    expect((await sendOtp(ownerIp, phoneNumber)).status).toBe(200);
    expect(await otpLogin(ownerIp, phoneNumber, server.lastOtp(phoneNumber))).toMatchObject({
      status: 200,
      body: { userId: owner.userId },
    });

    // Signing in cleared the contact's send history: the next code goes out at once.
    expect((await sendOtp(ownerIp, phoneNumber)).status).toBe(200);
  });

  it('spaces codes to one contact: 3 free in 24 hours, then 1, 2, 4 … minutes up to 30', async () => {
    const phoneNumber = '9000000004';
    const ip = '198.51.100.30';
    for (let i = 0; i < 3; i += 1) expect((await sendOtp(ip, phoneNumber)).status).toBe(200);
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const refused = await sendOtp(ip, phoneNumber);
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      server.clock.advance(retryAfter(refused) * 1000 - 1000);
      expect((await sendOtp(ip, phoneNumber)).status).toBe(429);
      server.clock.advance(1000);
      expect((await sendOtp(ip, phoneNumber)).status).toBe(200);
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1800, 1800]);
    // Another client is spaced out just the same: the spacing belongs to the contact.
    expect((await sendOtp('198.51.100.31', phoneNumber)).status).toBe(429);
    server.clock.advance(24 * 3_600_000);
    for (let i = 0; i < 3; i += 1) expect((await sendOtp(ip, phoneNumber)).status).toBe(200);
  });

  it('counts a refused (not whitelisted) contact exactly like a send, with the same answers', async () => {
    const ip = '198.51.100.40';
    // Answered like a send (#24: the reply never tells which contacts are enrolled).
    const refusal = await sendOtp(ip, '9888888888');
    expect(refusal.status).toBe(200);
    expect((await sendOtp(ip, '9888888888')).status).toBe(200);
    expect((await sendOtp(ip, '9888888888')).status).toBe(200);
    const limited = await sendOtp(ip, '9888888888');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'A code was sent to this contact a short while ago. Please wait 1 minute before asking for another one.',
    );

    // Many different unknown contacts from one client run into the per-client limit.
    const scanner = '2001:db8:99:1::1';
    const statuses: number[] = [];
    for (let i = 0; i < server.config.otpSendsPerIp + 1; i += 1)
      statuses.push((await sendOtp(scanner, `98000000${String(i).padStart(2, '0')}`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address in the same /64 is the same client.
    const sameClient = await sendOtp('2001:db8:99:1:ffff::2', '9800000099');
    expect(sameClient.status).toBe(429);
    expect(sameClient.body.message).toBe(
      'Too many OTP requests from your network. Please try again in 15 minutes.',
    );
  });

  it('delays a client after 10 wrong codes an hour across contacts: 1 s, 2 s, 4 s …, others unaffected', async () => {
    const ip = '192.0.2.50';
    const check = (phoneNumber: string, otp: string, from = ip) =>
      postFrom(server, from, '/v1/api/auth/validate', { phoneNumber, otp });
    for (const phoneNumber of ['9000000001', '9000000002']) {
      expect((await sendOtp('192.0.2.99', phoneNumber)).status).toBe(200);
      const code = server.lastOtp(phoneNumber);
      for (let i = 0; i < 5; i += 1)
        expect((await check(phoneNumber, wrongCode(code))).status).toBe(400);
    }
    expect((await sendOtp('192.0.2.99', '9000000003')).status).toBe(200);
    const code = server.lastOtp('9000000003');
    // Checked before the code: even the right one waits.
    const waiting = await check('9000000003', code);
    expect(waiting).toMatchObject({
      status: 429,
      body: {
        success: false,
        message:
          'Too many wrong codes were entered from your network. Please wait 1 second before trying again.',
      },
    });
    expect(retryAfter(waiting)).toBe(1);
    // Another client is not slowed down.
    expect((await check('9000000003', wrongCode(code), '192.0.2.51')).status).toBe(400);

    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const refused = await check('9000000003', wrongCode(code));
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      server.clock.advance(retryAfter(refused) * 1000);
      expect((await check('9000000003', wrongCode(code))).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
    const longer = await check('9000000003', code);
    expect(longer.status).toBe(429);
    expect(retryAfter(longer)).toBe(8);

    // An hour after its wrong codes, the client checks freely again.
    server.clock.advance(3_600_000);
    expect((await sendOtp('192.0.2.99', '9000000003')).status).toBe(200);
    expect((await check('9000000003', server.lastOtp('9000000003'))).status).toBe(200);
    const failures = await server.app.database.db
      .selectFrom('otp_failures')
      .select(['client'])
      .where('contact', '=', '9000000003')
      .execute();
    expect(failures.map((row) => row.client).sort()).toEqual(
      ['192.0.2.50', '192.0.2.50', '192.0.2.50', '192.0.2.51'].sort(),
    );
  });
});

describe(`password guessing per account (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (email: string, password: string) =>
    server.post('/v1/api/auth/login', { email, password });
  const waitMessage = (wait: string) =>
    `Too many wrong passwords for this account. Please wait ${wait} before trying again.`;

  it('allows 5 wrong passwords in 15 minutes, then 1 s, 2 s … before each attempt; a right one clears it', async () => {
    const { password } = await createAccount(server, 'user', 'guessed@example.org');
    for (let i = 0; i < 5; i += 1)
      expect(await login('guessed@example.org', 'wrong-password')).toMatchObject({
        status: 401,
        body: { message: 'Incorrect email or password' },
      });
    // Checked before the password: the right one waits too.
    const refused = await login('Guessed@Example.org ', password);
    expect(refused).toMatchObject({ status: 429, body: { message: waitMessage('1 second') } });
    expect(retryAfter(refused)).toBe(1);

    server.clock.advance(1000);
    expect((await login('guessed@example.org', 'wrong-password')).status).toBe(401);
    const second = await login('guessed@example.org', password);
    expect(second).toMatchObject({ status: 429, body: { message: waitMessage('2 seconds') } });
    server.clock.advance(2000);
    expect((await login('guessed@example.org', password)).status).toBe(200);

    // Cleared: five wrong passwords are free again.
    for (let i = 0; i < 5; i += 1)
      expect((await login('guessed@example.org', 'wrong-password')).status).toBe(401);
    expect((await login('guessed@example.org', password)).status).toBe(429);
    // Failures older than 15 minutes no longer count.
    server.clock.advance(15 * 60_000 + 1000);
    expect((await login('guessed@example.org', password)).status).toBe(200);
  });

  it('answers an address without an account exactly the same (no enumeration)', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('nobody.here@example.org', 'wrong-password')).status).toBe(401);
    const refused = await login('nobody.here@example.org', 'wrong-password');
    expect(refused).toMatchObject({ status: 429, body: { message: waitMessage('1 second') } });
    expect(retryAfter(refused)).toBe(1);
  });

  it('shares one count between login and adminLogin', async () => {
    const email = server.config.adminEmail;
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'wrong-password')).status).toBe(401);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await server.post('/v1/api/auth/adminLogin', { email, password: 'wrong-password' }))
          .status,
      ).toBe(401);
    const admin = await server.post('/v1/api/auth/adminLogin', { email, password: ADMIN_PASSWORD });
    expect(admin).toMatchObject({ status: 429, body: { message: waitMessage('1 second') } });
    expect((await login(email, ADMIN_PASSWORD)).status).toBe(429);
    server.clock.advance(1000);
    expect(
      (await server.post('/v1/api/auth/adminLogin', { email, password: ADMIN_PASSWORD })).status,
    ).toBe(200);
  });
});

describe(`password guessing from elsewhere (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', LOGIN_ACCOUNT_FREE_FAILURES: '12' });
  });
  afterAll(async () => {
    await server.close();
  });

  const loginFrom = (ip: string, email: string, password: string) =>
    postFrom(server, ip, '/v1/api/auth/login', { email, password });

  it('slows the guessing client, not the owner signing in from their own network', async () => {
    const { password } = await createAccount(server, 'user', 'targeted@example.org');
    for (let i = 0; i < 5; i += 1)
      expect((await loginFrom('203.0.113.9', 'targeted@example.org', 'guess')).status).toBe(401);
    expect((await loginFrom('203.0.113.9', 'targeted@example.org', 'guess')).status).toBe(429);
    // The owner, elsewhere: no wait, and the guesser's delay stays.
    expect((await loginFrom('198.51.100.7', 'targeted@example.org', password)).status).toBe(200);
    expect((await loginFrom('203.0.113.9', 'targeted@example.org', password)).status).toBe(429);
  });

  it('slows every client once many networks together pass LOGIN_ACCOUNT_FREE_FAILURES', async () => {
    const { password } = await createAccount(server, 'user', 'swarmed@example.org');
    // 12 wrong passwords from 4 networks, each within its own free 5.
    for (let i = 0; i < 12; i += 1)
      expect(
        (await loginFrom(`192.0.2.${(i % 4) + 1}`, 'swarmed@example.org', 'guess')).status,
      ).toBe(401);
    const owner = await loginFrom('198.51.100.8', 'swarmed@example.org', password);
    expect(owner.status).toBe(429);
    expect(retryAfter(owner)).toBe(1);
    server.clock.advance(1000);
    expect((await loginFrom('198.51.100.8', 'swarmed@example.org', password)).status).toBe(200);
  });
});

describe(`limits under parallel requests (${engineName()})`, () => {
  it('counts exactly OTP_CLIENT_FREE_FAILURES parallel wrong codes of one client before it waits', async () => {
    const server = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const phones = ['9000000001', '9000000002', '9000000003', '9000000004'];
      const codes: Record<string, string> = {};
      for (const phoneNumber of phones) {
        expect(
          (await postFrom(server, '192.0.2.1', '/v1/api/auth/sendOtp', { phoneNumber })).status,
        ).toBe(200);
        codes[phoneNumber] = server.lastOtp(phoneNumber);
      }
      const responses = await Promise.all(
        phones.flatMap((phoneNumber) =>
          Array.from({ length: 5 }, () =>
            postFrom(server, '192.0.2.2', '/v1/api/auth/validate', {
              phoneNumber,
              otp: wrongCode(codes[phoneNumber] as string),
            }),
          ),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(server.config.otpClientFreeFailures);
      expect(statuses.filter((s) => s === 429)).toHaveLength(
        20 - server.config.otpClientFreeFailures,
      );
      const recorded = await server.app.database.db
        .selectFrom('otp_failures')
        .select('contact')
        .where('client', '=', '192.0.2.2')
        .execute();
      expect(recorded).toHaveLength(server.config.otpClientFreeFailures);
    } finally {
      await server.close();
    }
  });

  it('sends exactly OTP_SENDS_PER_CONTACT codes to one contact asked for by many clients at once', async () => {
    const server = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postFrom(server, `198.51.100.${i + 1}`, '/v1/api/auth/sendOtp', {
            phoneNumber: '9000000005',
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(server.config.otpSendsPerContact);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10 - server.config.otpSendsPerContact);
    } finally {
      await server.close();
    }
  });

  it('lets exactly LOGIN_FREE_FAILURES parallel wrong passwords for one account reach the check', async () => {
    const server = await startTestServer();
    try {
      await createAccount(server, 'user', 'parallel.guess@example.org');
      const responses = await Promise.all(
        Array.from({ length: 12 }, () =>
          server.post('/v1/api/auth/login', {
            email: 'parallel.guess@example.org',
            password: 'wrong-password',
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(server.config.loginFreeFailures);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - server.config.loginFreeFailures);
    } finally {
      await server.close();
    }
  });
});
