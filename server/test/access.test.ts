// Access requests and their approval: the phone number proven by a code, one pending request per
// phone number (the newest proven one), the emailed single-use link, the admin review,
// notifications, and who may read the certificate.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NAME_FIELD_MAX } from '@nclude/shared/validation';
import hi from '../src/messages.hi';
import {
  ADMIN_PASSWORD,
  createAccount,
  engineName,
  formOf,
  logIn,
  pdfBytes,
  sendForm,
  signUp,
  startTestServer,
  type TestServer,
} from './helpers';

const REQUEST = '/v1/api/auth/requestAccess';
const CODE = '/v1/api/auth/requestAccessCode';
const APPROVAL = '/v1/api/org/approval';
const SENT =
  'We have sent your Information to the Admin, We will notify you once your request is processed.';

interface Listed {
  id: string;
  userName: string;
  phoneNumber: string;
  email: string;
  disabilityType: string;
  status: string;
  createdAt: string;
  certificate: string | null;
}

let counter = 0;

function person() {
  counter += 1;
  const n = String(counter).padStart(3, '0');
  return {
    userName: `Requester ${n}`,
    phoneNumber: `8800000${n}`,
    email: `requester${n}@example.org`,
    disabilityType: 'Low-vision',
  };
}

describe(`access requests and approval (${engineName()})`, () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({
      ACCESS_REQUESTS_PER_IP: '1000',
      OTP_SENDS_PER_IP: '1000',
      OTP_SENDS_PER_CONTACT: '1000',
    });
    admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
  });

  /** The code sent to a phone number for its request, if the number is one codes go to. */
  async function codeFor(phoneNumber: string): Promise<string | undefined> {
    const sent = await server.post(CODE, { phoneNumber });
    return sent.status === 200 ? server.lastOtp(phoneNumber.trim()) : undefined;
  }

  /** A request with a fresh code for its phone number, unless `fields` bring their own. */
  const requestAccess = async (fields: Record<string, string>, pdf: Buffer | null = pdfBytes()) => {
    const otp = fields.otp ?? (fields.phoneNumber ? await codeFor(fields.phoneNumber) : undefined);
    return sendForm(
      server,
      'POST',
      REQUEST,
      formOf(
        { ...fields, ...(otp ? { otp } : {}) },
        pdf ? { name: 'certificate (1).pdf', data: pdf } : undefined,
      ),
    );
  };

  /** The token of the latest approval email sent to the admin. */
  function latestToken(): string {
    const mail = server
      .outbox()
      .filter((entry) => entry.to === 'admin@nclude.local' && /approval\?token=/.test(entry.text))
      .pop();
    const token = mail ? /approval\?token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
    if (!token) throw new Error('no approval email');
    return token;
  }

  async function pending(): Promise<Listed[]> {
    const response = await server.get<{ requests: Listed[] }>(
      '/v1/api/admin/accessRequests?status=pending',
      admin,
    );
    expect(response.status).toBe(200);
    return response.body.requests;
  }

  /** Every stored certificate belongs to a request, and every stored file has its content on disk. */
  async function expectNoOrphanedCertificates(): Promise<void> {
    const db = server.app.database.db;
    const certificates = await db
      .selectFrom('files')
      .select('id')
      .where('kind', '=', 'certificate')
      .execute();
    const referenced = await db
      .selectFrom('access_requests')
      .select('certificate_file_id')
      .where('certificate_file_id', 'is not', null)
      .execute();
    expect(certificates.map((f) => f.id).sort()).toEqual(
      referenced.map((r) => r.certificate_file_id).sort(),
    );
    const rows = await db.selectFrom('files').select('storage_key').execute();
    const dir = join(server.dataDir, 'files');
    const onDisk = existsSync(dir) ? readdirSync(dir) : [];
    expect(onDisk.filter((name) => !name.endsWith('.part')).sort()).toEqual(
      rows.map((row) => row.storage_key).sort(),
    );
  }

  it('tells the requester the decision in the language they asked in; the admin reads English', async () => {
    const who = person();
    const response = await fetch(`${server.baseUrl}${REQUEST}`, {
      method: 'POST',
      headers: { 'accept-language': 'hi' },
      body: formOf(
        { ...who, otp: (await codeFor(who.phoneNumber))! },
        { name: 'प्रमाणपत्र.pdf', data: pdfBytes() },
      ),
    });
    expect(response.status).toBe(200);
    const adminMail = server
      .outbox()
      .filter((entry) => entry.to === 'admin@nclude.local')
      .pop();
    expect(adminMail?.subject).toBe(`Nclude access request from ${who.userName}`);
    expect(adminMail?.text).toContain('expires in 7 days');

    const approved = await server.post(APPROVAL, { token: latestToken() });
    expect(approved.body).toMatchObject({ message: expect.stringMatching(/^Access approved/) });
    const told = server.outbox().filter((e) => e.to === who.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(hi.approvedSubject);
    expect(told[0]?.text).toContain(`${server.config.publicUrl}/signup`);
  });

  it('records a request, emails the admin a link, and approving whitelists and notifies', async () => {
    const who = person();
    const response = await requestAccess(who);
    expect(response).toMatchObject({ status: 200, body: { success: true, message: SENT } });

    const mail = server
      .outbox()
      .filter((entry) => entry.to === 'admin@nclude.local')
      .pop();
    expect(mail).toMatchObject({
      channel: 'email',
      subject: `Nclude access request from ${who.userName}`,
    });
    expect(mail?.text).toContain(`Phone number: ${who.phoneNumber}`);
    expect(mail?.text).toContain(`${server.config.publicUrl}/approval?token=`);
    expect(mail?.text).toContain('expires in 7 days');

    const listed = (await pending()).find((r) => r.phoneNumber === who.phoneNumber);
    expect(listed).toMatchObject({
      userName: who.userName,
      email: who.email,
      disabilityType: 'Low-vision',
      status: 'pending',
      certificate: expect.stringMatching(/^\/v1\/api\/files\/[0-9a-f-]{36}$/),
    });

    const token = latestToken();
    const approved = await server.post(APPROVAL, { token });
    expect(approved).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: `Access approved for ${who.userName}. They have been told they can now sign up.`,
      },
    });

    for (const contact of [who.phoneNumber, who.email]) {
      const check = await server.get(`/v1/api/admin/checkUser?contact=${contact}`, admin);
      expect(check.body).toMatchObject({
        whitelisted: true,
        scope: 'library',
        addedBy: { role: 'admin', userId: expect.any(String), email: 'admin@nclude.local' },
      });
    }
    const told = server
      .outbox()
      .filter((e) => e.to === who.email || e.to === who.phoneNumber)
      .filter((e) => !/verification code/.test(e.text));
    expect(told.map((e) => e.channel).sort()).toEqual(['email', 'sms']);
    for (const entry of told) expect(entry.text).toContain(`${server.config.publicUrl}/signup`);

    // The link works once.
    const reused = await server.post(APPROVAL, { token });
    expect(reused).toMatchObject({
      status: 400,
      body: { success: false, message: 'This approval link has already been used.' },
    });
    expect((await pending()).some((r) => r.phoneNumber === who.phoneNumber)).toBe(false);

    // The requester can now sign up, with the library scope.
    await server.post('/v1/api/auth/sendOtp', { phoneNumber: who.phoneNumber });
    const otp = server.lastOtp(who.phoneNumber);
    await server.post('/v1/api/auth/validate', { phoneNumber: who.phoneNumber, otp });
    const signed = await server.post('/v1/api/auth/signup', {
      userName: who.userName,
      phoneNumber: who.phoneNumber,
      password: 'Requester-1',
      userType: 'user',
    });
    expect(signed).toMatchObject({ status: 200, body: { scope: 'library' } });
  });

  it('refuses forged, blank, expired and already-decided approval tokens', async () => {
    const forged = await server.post(APPROVAL, { token: 'A'.repeat(43) });
    expect(forged).toMatchObject({
      status: 400,
      body: {
        message: 'This approval link is not valid. Open the link exactly as it was emailed.',
      },
    });
    expect(await server.post(APPROVAL, { token: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'No token provided.' },
    });
    expect(await server.post(APPROVAL, {})).toMatchObject({
      status: 400,
      body: { message: 'Missing required field: Link' },
    });
    expect((await server.post(APPROVAL, { token: 5 })).status).toBe(400);

    const late = person();
    await requestAccess(late);
    const lateToken = latestToken();
    server.clock.advance(7 * 24 * 3_600_000 + 1000);
    // Sessions last 7 days too: sign the admin in again.
    admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    expect(await server.post(APPROVAL, { token: lateToken })).toMatchObject({
      status: 400,
      body: {
        message:
          'This approval link has expired. Approve the request from the whitelist tool instead.',
      },
    });

    // Decided in the tool first: the emailed link then says so.
    const decided = person();
    await requestAccess(decided);
    const token = latestToken();
    const id = (await pending()).find((r) => r.phoneNumber === decided.phoneNumber)?.id;
    const rejected = await server.post(
      `/v1/api/admin/accessRequests/${id}/reject`,
      { note: 'The certificate is unreadable' },
      admin,
    );
    expect(rejected).toMatchObject({
      status: 200,
      body: { message: `Access request from ${decided.userName} rejected. They have been told.` },
    });
    expect(await server.post(APPROVAL, { token })).toMatchObject({
      status: 409,
      body: { message: 'This access request has already been rejected.' },
    });
    const told = server
      .outbox()
      .filter((e) => e.to === decided.email)
      .pop();
    expect(told?.text).toContain(
      'was not approved. The administrator wrote: "The certificate is unreadable".',
    );
    expect(
      server.outbox().filter((e) => e.to === decided.phoneNumber && /not approved/.test(e.text)),
    ).toHaveLength(1);
    expect(
      await server.post(`/v1/api/admin/accessRequests/${id}/approve`, {}, admin),
    ).toMatchObject({ status: 409 });
  });

  it('files a request only with the code sent to its phone number, and never says whether the number is known', async () => {
    const who = person();
    const known = await server.post(CODE, { phoneNumber: '9000000001' }); // seeded, whitelisted
    const unknown = await server.post(CODE, { phoneNumber: who.phoneNumber });
    expect(known).toMatchObject({ status: 200 });
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    expect(server.outbox().pop()).toMatchObject({ to: who.phoneNumber });
    expect(await server.post(CODE, { phoneNumber: '12' })).toMatchObject({ status: 400 });

    const mailsBefore = server.outbox().length;
    const without = await requestAccess({ ...who, otp: '' });
    expect(without).toMatchObject({
      status: 400,
      body: { message: 'Please enter the OTP' },
    });
    const code = server.lastOtp(who.phoneNumber);
    const wrong = await requestAccess({ ...who, otp: code === '0000' ? '1111' : '0000' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP. 4 attempts left.' },
    });
    // Refused before anything was kept or sent.
    expect((await pending()).some((r) => r.phoneNumber === who.phoneNumber)).toBe(false);
    expect(server.outbox()).toHaveLength(mailsBefore);
    await expectNoOrphanedCertificates();
    expect(await requestAccess({ ...who, otp: code })).toMatchObject({
      status: 200,
      body: { message: SENT },
    });
    // A code is used once.
    expect(await requestAccess({ ...who, otp: code })).toMatchObject({ status: 400 });
  });

  it('takes the newest proven request for a phone number; a stranger who filed first blocks nothing', async () => {
    const victim = person();
    const stranger = person();
    // Knows the victim's email address and files with it first, from their own phone.
    const first = await requestAccess(
      { ...stranger, email: victim.email, userName: 'Someone Else' },
      pdfBytes(800, 'stranger certificate'),
    );
    expect(first).toMatchObject({ status: 200, body: { message: SENT } });
    // Knows the victim's phone number, but not the code sent to it.
    await codeFor(victim.phoneNumber);
    const guessed = await requestAccess({
      ...stranger,
      phoneNumber: victim.phoneNumber,
      otp: '1234',
    });
    expect(guessed.status).toBe(400);

    // The victim is answered as anyone is, and their request waits for the administrator.
    const own = await requestAccess(victim, pdfBytes(700, 'victim certificate'));
    expect(own).toMatchObject({ status: 200, body: { message: SENT } });
    const firstToken = latestToken();
    const mine = () =>
      pending().then((all) => all.filter((r) => r.phoneNumber === victim.phoneNumber));
    const [filed] = await mine();
    expect(filed).toMatchObject({ userName: victim.userName, email: victim.email });

    // Filed again (a clearer certificate): the newer request replaces the waiting one, with its
    // certificate and the links the admins hold.
    const again = await requestAccess(
      { ...victim, disabilityType: 'Blindness' },
      pdfBytes(900, 'clearer certificate'),
    );
    expect(again).toMatchObject({ status: 200, body: { message: SENT } });
    const now = await mine();
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ disabilityType: 'Blindness' });
    expect(now[0]!.id).not.toBe(filed!.id);
    const certificate = await fetch(`${server.baseUrl}${now[0]!.certificate}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await certificate.text()).toContain('clearer certificate');
    await expectNoOrphanedCertificates();
    expect((await server.post(APPROVAL, { token: firstToken })).status).toBe(400);
    const approved = await server.post(APPROVAL, { token: latestToken() });
    expect(approved).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining(victim.userName) },
    });
    // The stranger's request is theirs alone, still waiting: the administrator decides it.
    expect((await pending()).filter((r) => r.phoneNumber === stranger.phoneNumber)).toHaveLength(1);
  });

  it('removes CR, LF and other control characters from the fields before they reach an email', async () => {
    const who = person();
    const response = await requestAccess({
      ...who,
      userName: `Evil\r\nBcc: victim@example.org\u0007\u0085 ${who.userName}`,
      email: ` ${who.email}\r\n`,
    });
    expect(response.status).toBe(200);
    const mail = server
      .outbox()
      .filter((entry) => entry.to === 'admin@nclude.local')
      .pop();
    expect(mail?.subject).toBe(
      `Nclude access request from EvilBcc: victim@example.org ${who.userName}`,
    );
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.text).toContain(`Name: EvilBcc: victim@example.org ${who.userName}\n`);
    const listed = (await pending()).find((r) => r.phoneNumber === who.phoneNumber);
    expect(listed).toMatchObject({
      userName: `EvilBcc: victim@example.org ${who.userName}`,
      email: who.email,
    });
  });

  it('shows the certificate to admins only', async () => {
    const who = person();
    await requestAccess(who);
    const url = (await pending()).find((r) => r.phoneNumber === who.phoneNumber)?.certificate;
    expect(url).toBeTruthy();
    const user = await signUp(server);
    const org = await logIn(server, 'org@nclude.local', server.config.orgPassword);
    const statusOf = async (token?: string) =>
      (
        await fetch(`${server.baseUrl}${url}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).status;
    expect(await statusOf(admin)).toBe(200);
    expect(await statusOf(user.token)).toBe(404);
    expect(await statusOf(org)).toBe(404);
    expect(await statusOf()).toBe(401);
  });

  it.each([
    [
      { phoneNumber: '8811111111', email: 'a@b.co', disabilityType: 'Blindness' },
      'Missing required field: Name',
    ],
    [
      { userName: 'Asha', email: 'a@b.co', disabilityType: 'Blindness' },
      'Missing required field: Mobile Number',
    ],
    [
      { userName: 'As', phoneNumber: '8811111111', email: 'a@b.co', disabilityType: 'Blindness' },
      'Enter a user name of at least 3 characters.',
    ],
    [
      // 101 characters people see (202 UTF-16 code units): the limit sign-up and the profile keep.
      {
        userName: '\u0928\u093f'.repeat(101),
        phoneNumber: '8811111111',
        email: 'a@b.co',
        disabilityType: 'Blindness',
      },
      'Enter a user name of at most 100 characters.',
    ],
    [
      { userName: 'Asha', phoneNumber: '88111', email: 'a@b.co', disabilityType: 'Blindness' },
      'Enter valid 10 Digit Number',
    ],
    [
      { userName: 'Asha', phoneNumber: '88111abcde', email: 'a@b.co', disabilityType: 'Blindness' },
      'Please enter a valid phone number',
    ],
    [
      { userName: 'Asha', phoneNumber: '8811111111', email: 'a@b', disabilityType: 'Blindness' },
      'Please enter a valid email address',
    ],
    [
      { userName: 'Asha', phoneNumber: '8811111111', email: 'a@b.co', disabilityType: 'Tiredness' },
      'Please choose a disability type from the list',
    ],
    [
      {
        userName: 'x'.repeat(NAME_FIELD_MAX + 1),
        phoneNumber: '8811111111',
        email: 'a@b.co',
        disabilityType: 'Blindness',
      },
      'Field Name is too long',
    ],
  ])('refuses %j with 400 "%s"', async (fields, message) => {
    const response = await requestAccess(fields);
    expect(response).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('refuses a missing certificate, a non-PDF, an oversized file and a JSON body', async () => {
    const who = {
      userName: 'Asha Rao',
      phoneNumber: '8811111111',
      email: 'asha@example.org',
      disabilityType: 'Dwarfism',
    };
    expect(await requestAccess(who, null)).toMatchObject({
      status: 400,
      body: { message: 'Please attach your disability certificate as a PDF file.' },
    });
    expect(await requestAccess(who, Buffer.from('GIF89a not a pdf at all'))).toMatchObject({
      status: 400,
      body: { message: 'The file must be a PDF document.' },
    });
    const big = await requestAccess(who, pdfBytes(5 * 1024 * 1024 + 100));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file is too large. The limit is 5 MB.');
    expect((await server.post(REQUEST, who)).status).toBe(415);
    // Nothing of these attempts was recorded.
    expect((await pending()).some((r) => r.phoneNumber === who.phoneNumber)).toBe(false);
  });

  it('lists by status and refuses an unknown status or request id', async () => {
    const who = {
      userName: 'Listed Person',
      phoneNumber: '9555500001',
      email: 'listed@example.org',
      disabilityType: 'Dwarfism',
    };
    expect((await requestAccess(who)).status).toBe(200);
    const id = (await pending()).find((r) => r.phoneNumber === who.phoneNumber)?.id;
    expect(
      (await server.post(`/v1/api/admin/accessRequests/${id}/approve`, {}, admin)).status,
    ).toBe(200);
    const approved = await server.get<{ requests: Listed[] }>(
      '/v1/api/admin/accessRequests?status=approved',
      admin,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.requests.length).toBeGreaterThan(0);
    expect(approved.body.requests.every((r) => r.status === 'approved')).toBe(true);
    expect(await server.get('/v1/api/admin/accessRequests?status=lost', admin)).toMatchObject({
      status: 400,
      body: { message: 'Status must be pending, approved or rejected' },
    });
    expect(
      await server.post('/v1/api/admin/accessRequests/not-a-request/approve', {}, admin),
    ).toMatchObject({ status: 404, body: { message: 'There is no access request with this id.' } });
    expect(
      await server.post(
        '/v1/api/admin/accessRequests/00000000-0000-4000-8000-000000000000/reject',
        { note: null },
        admin,
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await server.post('/v1/api/admin/accessRequests/x/reject', { note: 42 }, admin),
    ).toMatchObject({ status: 400, body: { message: 'Field Note must be text' } });
  });

  it('lets only admins review requests', async () => {
    const user = await createAccount(server, 'user', 'reviewer-user@example.org');
    const org = await logIn(server, 'org@nclude.local', server.config.orgPassword);
    for (const token of [user.token, org]) {
      const list = await server.get('/v1/api/admin/accessRequests', token);
      expect(list).toMatchObject({
        status: 403,
        body: { message: 'This needs an administrator.' },
      });
      const approve = await server.post('/v1/api/admin/accessRequests/x/approve', {}, token);
      expect(approve.status).toBe(403);
    }
    expect((await server.get('/v1/api/admin/accessRequests')).status).toBe(401);
  });
});

describe(`access request rate limit (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ACCESS_REQUESTS_PER_IP: '2' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 429 after the hourly number of requests from one address', async () => {
    let n = 0;
    const send = async () => {
      n += 1;
      const phoneNumber = `882222222${n}`;
      expect((await server.post(CODE, { phoneNumber })).status).toBe(200);
      return sendForm(
        server,
        'POST',
        REQUEST,
        formOf(
          {
            userName: 'Asha Rao',
            phoneNumber,
            email: `asha${n}@example.org`,
            disabilityType: 'Dwarfism',
            otp: server.lastOtp(phoneNumber),
          },
          { name: 'c.pdf', data: pdfBytes() },
        ),
      );
    };
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/Too many requests/),
    });
  });
});
