// What the server log may hold: in outbox (development) mode every message is written to
// outbox.jsonl, and the log says only that it was, with the channel and a masked recipient.
// One-time codes, approval, link and session tokens and message texts never reach the log.
import { maskRecipient } from '../src/delivery';
import {
  accessRequestCode,
  ADMIN_PASSWORD,
  engineName,
  formOf,
  logIn,
  pdfBytes,
  sendForm,
  signUp,
  startTestServer,
  type TestServer,
} from './helpers';

describe(`server log (${engineName()})`, () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      // The most talkative level: nothing may slip out even when debugging.
      { LOG_LEVEL: 'trace', ACCESS_REQUESTS_PER_IP: '1000' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('masks recipients', () => {
    expect(maskRecipient('someone@example.org')).toBe('s***@example.org');
    expect(maskRecipient('9000000001')).toBe('*******001');
    expect(maskRecipient('123')).toBe('***');
  });

  it('never holds an OTP, a token or a message text, even in outbox mode', async () => {
    // OTPs by email and SMS, used to sign up.
    const byEmail = await server.post('/v1/api/auth/sendOtp', { email: 'user1@example.org' });
    expect(byEmail.status).toBe(200);
    const emailCode = server.lastOtp('user1@example.org');
    const bySms = await server.post('/v1/api/auth/sendOtp', { phoneNumber: '9000000002' });
    expect(bySms.status).toBe(200);
    const smsCode = server.lastOtp('9000000002');
    expect(
      (await server.post('/v1/api/auth/validate', { phoneNumber: '9000000002', otp: smsCode }))
        .status,
    ).toBe(200);

    // An access request: every admin is emailed an approval link, used from the email.
    const requested = await sendForm(
      server,
      'POST',
      '/v1/api/auth/requestAccess',
      formOf(
        {
          userName: 'Logged Requester',
          phoneNumber: '8855555555',
          email: 'logged.requester@example.org',
          disabilityType: 'Low-vision',
          otp: await accessRequestCode(server, '8855555555'),
        },
        { name: 'c.pdf', data: pdfBytes() },
      ),
    );
    expect(requested.status).toBe(200);
    const approvalMail = server
      .outbox()
      .filter((entry) => entry.to === 'admin@nclude.local')
      .pop();
    const approvalToken = /approval\?token=([\w-]+)/.exec(approvalMail?.text ?? '')?.[1];
    expect(approvalToken).toBeDefined();
    const approved = await server.post('/v1/api/org/approval', { token: approvalToken });
    expect(approved.status).toBe(200);

    // A link email, its token used in the body and in a query string.
    const user = await signUp(server, { phoneNumber: '9000000003' });
    const linked = await server.post(
      '/v1/api/auth/linkAccountToken',
      { email: 'user2@example.org' },
      user.token,
    );
    expect(linked.status).toBe(200);
    const linkMail = server.outbox().pop();
    const linkToken = /token=([\w-]+)/.exec(linkMail?.text ?? '')?.[1];
    expect(linkToken).toBeDefined();
    await fetch(`${server.baseUrl}/v1/api/auth/session?token=${linkToken}`);
    const confirmed = await server.post('/v1/api/auth/linkUserAccount', {
      token: linkToken,
      callback_info: 'email',
    });
    expect(confirmed.status).toBe(200);
    const admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    expect(admin).toBeTruthy();
    // A multipart form read with a session: the form reader logs its options, headers included.
    const patched = await sendForm(
      server,
      'PATCH',
      '/v1/api/user/patchUser',
      formOf({ profileInfo: 'Logged' }),
      user.token,
    );
    expect(patched.status).toBe(200);

    const log = lines.join('');
    const outbox = server.outbox();
    expect(outbox.length).toBeGreaterThanOrEqual(6);
    // The log was written (a silent log would pass everything below).
    expect(log).toContain('"reqId"');
    for (const entry of outbox) {
      // Each message: one line saying it was written, with the masked recipient only.
      expect(log).toContain(
        `"msg":"${entry.channel} to ${maskRecipient(entry.to)} written to the outbox"`,
      );
      expect(log).not.toContain(entry.text.slice(0, 40));
      expect(log).not.toContain(JSON.stringify(entry.text).slice(1, -1));
      if (entry.subject) expect(log).not.toContain(entry.subject);
    }
    // A 4-digit code is looked for as a number of its own: "8145" inside a timing such as
    // "responseTime":2.8145 is not a leak.
    for (const code of [emailCode, smsCode])
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?![\\d.])`));
    for (const secret of [approvalToken, linkToken, user.token, admin])
      expect(log).not.toContain(secret);
    // Recipients of the outbox lines are masked.
    const outboxLines = lines.filter((line) => line.includes('written to the outbox'));
    expect(outboxLines).toHaveLength(outbox.length);
    for (const line of outboxLines) {
      expect(line).not.toContain('user1@example.org');
      expect(line).not.toContain('9000000002');
      expect(line).not.toContain('logged.requester@example.org');
    }
  });
});
