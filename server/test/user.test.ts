import { io as connect } from 'socket.io-client';
import {
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

interface UserBody {
  success: boolean;
  message?: string;
  user: {
    userId: string;
    userName: string;
    email: string | null;
    phoneNumber: string | null;
    role: string;
    profileInfo: string | null;
    resume: string | null;
    social: string[];
  };
}

describe(`profile and account API (${engineName()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SESSION_POLICY: 'multiple', OTP_SENDS_PER_IP: '1000' });
  });
  afterAll(async () => {
    await server.close();
  });

  const patchUser = (token: string | undefined, form: FormData) =>
    sendForm<UserBody>(server, 'PATCH', '/v1/api/user/patchUser', form, token);
  const patchAccount = (token: string | undefined, form: FormData) =>
    sendForm(server, 'PATCH', '/v1/api/user/patchAccountInfo', form, token);

  describe('the name rule, one for sign-up and the profile (product rules §5)', () => {
    // 100 letters a reader sees, 300 UTF-16 code units: "श्री" (4 units) and "नि" (2) are one
    // grapheme each.
    const hundredLetters = 'श्री'.repeat(50) + 'नि'.repeat(50);

    it('refuses a 101-character name at sign-up and on the profile with the same message', async () => {
      const message = 'Enter a user name of at most 100 characters.';
      const signup = await server.post('/v1/api/auth/signup', {
        userName: 'x'.repeat(101),
        phoneNumber: '9000000101',
        email: '',
        userType: 'user',
        password: 'Str0ng!pass',
      });
      expect(signup).toMatchObject({ status: 400, body: { success: false, message } });
      const user = await signUp(server, { email: 'name.rule@example.org' });
      const patched = await patchUser(user.token, formOf({ userName: 'x'.repeat(101) }));
      expect(patched).toMatchObject({ status: 400, body: { success: false, message } });
      // Spaces around the name are not letters of it.
      const padded = await patchUser(user.token, formOf({ userName: ` ${'x'.repeat(100)} ` }));
      expect(padded.status).toBe(200);
      expect(padded.body.user.userName).toBe('x'.repeat(100));
    });

    it('accepts a Devanagari name of 100 visible letters at sign-up and on the profile', async () => {
      expect(hundredLetters.length).toBe(300);
      const user = await signUp(server, {
        email: 'hindi.name@example.org',
        userName: hundredLetters,
      });
      const info = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
      expect(info.body.user.userName).toBe(hundredLetters);
      const patched = await patchUser(user.token, formOf({ userName: `${hundredLetters}` }));
      expect(patched).toMatchObject({ status: 200, body: { user: { userName: hundredLetters } } });
      const oneMore = await patchUser(user.token, formOf({ userName: `${hundredLetters}स` }));
      expect(oneMore).toMatchObject({
        status: 400,
        body: { success: false, message: 'Enter a user name of at most 100 characters.' },
      });
    });
  });

  describe('GET /user/getUserInfo', () => {
    it('returns the signed-in user', async () => {
      const user = await signUp(server, { email: 'profile.one@example.org', userName: 'Asha Rao' });
      const response = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        user: {
          userId: user.userId,
          userName: 'Asha Rao',
          email: 'profile.one@example.org',
          phoneNumber: null,
          role: 'user',
          profileInfo: null,
          resume: null,
          social: [],
        },
      });
    });

    it('answers 401 without a session or with a dead token', async () => {
      expect(await server.get('/v1/api/user/getUserInfo')).toMatchObject({
        status: 401,
        body: { success: false, message: 'Please log in to continue.' },
      });
      expect((await server.get('/v1/api/user/getUserInfo', 'not-a-token')).status).toBe(401);
      expect((await server.get('/v1/api/user/getAccountInfo')).status).toBe(401);
    });
  });

  describe('PATCH /user/patchUser', () => {
    let user: SignedUpUser;
    beforeAll(async () => {
      user = await signUp(server, { userName: 'Ravi Kumar' });
    });

    it('updates name, profile text and social links and returns the user', async () => {
      const response = await patchUser(
        user.token,
        formOf({
          userName: '  Ravi K  ',
          profileInfo: 'Screen reader user, Python developer.',
          email: '',
          phoneNumber: user.phoneNumber as string,
          social: JSON.stringify(['https://www.linkedin.com/in/ravi', '', 'https://x.com/ravi']),
        }),
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Your profile has been updated.',
        user: {
          userName: 'Ravi K',
          profileInfo: 'Screen reader user, Python developer.',
          phoneNumber: user.phoneNumber,
          social: ['https://www.linkedin.com/in/ravi', 'https://x.com/ravi'],
          resume: null,
        },
      });
      const info = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
      expect(info.body.user).toEqual(response.body.user);
    });

    it('leaves fields that are not sent as they are', async () => {
      const response = await patchUser(user.token, formOf({ profileInfo: 'Updated text' }));
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        userName: 'Ravi K',
        profileInfo: 'Updated text',
        social: ['https://www.linkedin.com/in/ravi', 'https://x.com/ravi'],
      });
    });

    it('stores a resume, serves it to its owner, and replaces (deletes) the old one', async () => {
      const first = await patchUser(
        user.token,
        formOf({}, { name: 'Résumé Ravi.pdf', data: pdfBytes(800, 'first') }),
      );
      expect(first.status).toBe(200);
      const firstUrl = first.body.user.resume as string;
      expect(firstUrl).toMatch(/^\/v1\/api\/files\/[0-9a-f-]{36}$/);

      const download = await fetch(`${server.baseUrl}${firstUrl}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(
        `inline; filename="R_sum_ Ravi.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Ravi.pdf`,
      );
      expect(Buffer.from(await download.arrayBuffer()).toString()).toContain('first');

      const second = await patchUser(
        user.token,
        formOf({}, { name: 'cv.pdf', data: pdfBytes(900, 'second') }),
      );
      expect(second.status).toBe(200);
      const secondUrl = second.body.user.resume as string;
      expect(secondUrl).not.toBe(firstUrl);
      expect((await server.get(firstUrl, user.token)).status).toBe(404);
      const fileId = firstUrl.split('/').pop() as string;
      const row = await server.app.database.db
        .selectFrom('files')
        .select('id')
        .where('id', '=', fileId)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('treats an empty file input as no file', async () => {
      const before = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
      const form = formOf({ profileInfo: 'Still here' });
      form.append('file', new Blob([]), '');
      const response = await patchUser(user.token, form);
      expect(response.status).toBe(200);
      expect(response.body.user.resume).toBe(before.body.user.resume);
    });

    it('refuses a fourth social link with the spec text', async () => {
      const links = [1, 2, 3, 4].map((n) => `https://example.org/${n}`);
      const response = await patchUser(user.token, formOf({ social: JSON.stringify(links) }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: expect.stringMatching(/^You can add a maximum of 3 social links/),
      });
    });

    it.each([
      ['not JSON', '[https://x', 'Social links must be a list of web addresses'],
      ['an object', '{"url":"https://x.com"}', 'Social links must be a list of web addresses'],
      ['a list of numbers', '[1, 2]', 'Social links must be a list of web addresses'],
      [
        'a javascript: address',
        '["javascript:alert(1)"]',
        'Social link 1 must be a web address starting with http:// or https://',
      ],
      [
        'a relative path',
        '["https://ok.org", "/profile"]',
        'Social link 2 must be a web address starting with http:// or https://',
      ],
      [
        'an overlong address',
        JSON.stringify([`https://x.org/${'a'.repeat(2100)}`]),
        'Social link 1 is too long',
      ],
    ])('refuses social as %s', async (_label, social, message) => {
      const response = await patchUser(user.token, formOf({ social }));
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });

    it('refuses a changed email or phone and points to linking', async () => {
      const phone = await patchUser(user.token, formOf({ phoneNumber: '9999999999' }));
      expect(phone).toMatchObject({
        status: 400,
        body: {
          success: false,
          message:
            'Your phone number cannot be changed here. To add one, use Link PhoneNumber on your profile.',
        },
      });
      const email = await patchUser(user.token, formOf({ email: 'new@example.org' }));
      expect(email).toMatchObject({
        status: 400,
        body: {
          message:
            'Your email address cannot be changed here. To add one, use Link Email on your profile.',
        },
      });
    });

    it.each([
      ['a 2-character name', { userName: 'ab' }, 'Enter a user name of at least 3 characters.'],
      [
        'a 101-character name',
        { userName: 'x'.repeat(101) },
        'Enter a user name of at most 100 characters.',
      ],
      ['an 801-code-unit name', { userName: 'x'.repeat(801) }, 'Field Name is too long'],
      [
        '2001 characters of profile text',
        { profileInfo: 'x'.repeat(2001) },
        'Field Profile information is too long',
      ],
      [
        'a 40 KB field',
        { profileInfo: 'x'.repeat(40_000) },
        'Field Profile information is too long',
      ],
    ])('refuses %s', async (_label, fields, message) => {
      const response = await patchUser(user.token, formOf(fields));
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });

    it('refuses a file that is not a PDF by content, even named .pdf', async () => {
      const before = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
      const response = await patchUser(
        user.token,
        formOf({}, { name: 'cv.pdf', data: '<html><script>alert(1)</script></html>' }),
      );
      expect(response).toMatchObject({
        status: 400,
        body: { success: false, message: 'The file must be a PDF document.' },
      });
      const after = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
      expect(after.body.user.resume).toBe(before.body.user.resume);
    });

    it('answers 413 for a file over the limit', async () => {
      const response = await patchUser(
        user.token,
        formOf({}, { name: 'big.pdf', data: pdfBytes(5 * 1024 * 1024 + 10) }),
      );
      expect(response).toMatchObject({
        status: 413,
        body: { success: false, message: 'The file is too large. The limit is 5 MB.' },
      });
    });

    it('answers 4xx, never 500, to malformed or unexpected forms', async () => {
      const json = await fetch(`${server.baseUrl}/v1/api/user/patchUser`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'Json Name' }),
      });
      expect(json.status).toBe(415);
      expect(await json.json()).toEqual({
        success: false,
        message: 'Send this form as multipart/form-data',
      });

      const noBoundary = await fetch(`${server.baseUrl}/v1/api/user/patchUser`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'multipart/form-data' },
        body: 'garbage',
      });
      expect(noBoundary.status).toBe(400);
      expect(await noBoundary.json()).toEqual({
        success: false,
        message: 'The form data could not be read. Please try again.',
      });

      const truncated = await fetch(`${server.baseUrl}/v1/api/user/patchUser`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': 'multipart/form-data; boundary=XYZ',
        },
        body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 abc',
      });
      expect(truncated.status).toBeGreaterThanOrEqual(400);
      expect(truncated.status).toBeLessThan(500);

      const twoFiles = formOf({}, { name: 'a.pdf', data: pdfBytes() });
      twoFiles.append('file', new Blob([pdfBytes()]), 'b.pdf');
      expect(await patchUser(user.token, twoFiles)).toMatchObject({
        status: 400,
        body: { message: 'Send only one file' },
      });

      const otherField = formOf({}, { field: 'avatar', name: 'a.pdf', data: pdfBytes() });
      expect(await patchUser(user.token, otherField)).toMatchObject({
        status: 400,
        body: { message: 'A file was sent in the field avatar; only file accepts a file' },
      });

      expect(await patchUser(user.token, formOf({ file: 'not a file' }))).toMatchObject({
        status: 400,
        body: { message: 'Field file must be a file upload' },
      });

      const twice = formOf({ userName: 'First Name' });
      twice.append('userName', 'Second Name');
      expect(await patchUser(user.token, twice)).toMatchObject({
        status: 400,
        body: { message: 'Field userName was sent more than once' },
      });

      const many = formOf(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])));
      expect(await patchUser(user.token, many)).toMatchObject({
        status: 413,
        body: { message: 'The form has too many fields' },
      });

      const proto = formOf({ __proto__x: 'fine' });
      proto.append('constructor', 'x');
      const polluted = await patchUser(user.token, proto);
      expect(polluted.status).toBe(400);
    });

    it('answers 401 before reading the form when there is no session', async () => {
      const response = await patchUser(undefined, formOf({ userName: 'Nobody Here' }));
      expect(response).toMatchObject({ status: 401, body: { success: false } });
    });
  });

  describe('account information', () => {
    it('is null until saved, then saved and merged field by field', async () => {
      const user = await signUp(server);
      expect(await server.get('/v1/api/user/getAccountInfo', user.token)).toMatchObject({
        status: 200,
        body: { success: true, data: null },
      });
      const saved = await patchAccount(
        user.token,
        formOf({
          employmentStatus: 'Student',
          jobSearchStatus: 'Looking for Internship',
          disability: 'Low-vision',
          preferredIndustry: 'Software',
          preferredRole: 'Tester',
        }),
      );
      const expected = {
        employmentStatus: 'Student',
        jobSearchStatus: 'Looking for Internship',
        disability: 'Low-vision',
        preferredIndustry: 'Software',
        preferredRole: 'Tester',
      };
      expect(saved).toMatchObject({
        status: 200,
        body: {
          success: true,
          message: 'Your account information has been updated.',
          data: expected,
        },
      });
      const changed = await patchAccount(
        user.token,
        formOf({ employmentStatus: 'Employed-public sector', preferredRole: '' }),
      );
      expect(changed.body.data).toEqual({
        ...expected,
        employmentStatus: 'Employed-public sector',
        preferredRole: null,
      });
      expect((await server.get('/v1/api/user/getAccountInfo', user.token)).body.data).toEqual(
        changed.body.data,
      );
      // The login answer now says the user has account information.
      const login = await server.post('/v1/api/auth/otpLogin', {
        phoneNumber: user.phoneNumber,
        otp: await (async () => {
          await server.post('/v1/api/auth/sendOtp', { phoneNumber: user.phoneNumber });
          return server.lastOtp(user.phoneNumber as string);
        })(),
      });
      expect(login.body).toMatchObject({ hasUserInfo: true });
    });

    it.each([
      [
        'an unknown employment status',
        { employmentStatus: 'Astronaut' },
        'Please choose an employment status from the list',
      ],
      [
        'an unknown job search status',
        { jobSearchStatus: 'Maybe' },
        'Please choose a job search status from the list',
      ],
      [
        'a disability type in the wrong case',
        { disability: 'blindness' },
        'Please choose a disability type from the list',
      ],
      [
        'a 101-character role',
        { preferredRole: 'x'.repeat(101) },
        'Field Preferred role is too long',
      ],
      [
        'a 5 KB industry',
        { preferredIndustry: 'x'.repeat(5000) },
        'Field Preferred industry is too long',
      ],
    ])('refuses %s', async (_label, fields, message) => {
      const user = await signUp(server);
      const response = await patchAccount(user.token, formOf(fields));
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });

    it('refuses a file and answers 401 without a session', async () => {
      const user = await signUp(server);
      const withFile = await patchAccount(
        user.token,
        formOf({ employmentStatus: 'Student' }, { name: 'a.pdf', data: pdfBytes() }),
      );
      expect(withFile).toMatchObject({
        status: 400,
        body: { message: 'This form does not accept a file' },
      });
      expect((await patchAccount(undefined, formOf({ employmentStatus: 'Student' }))).status).toBe(
        401,
      );
    });
  });

  describe('POST /auth/resetPassword', () => {
    it('changes the password, ends the other sessions (userIdEvent) and keeps this one', async () => {
      const user = await signUp(server, { email: 'reset.me@example.org' });
      const other = await logIn(server, 'reset.me@example.org', user.password);
      const socket = connect(server.baseUrl, {
        path: '/socket.io',
        auth: { token: other },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const event = new Promise<unknown>((resolve) => socket.once('userIdEvent', resolve));

        const response = await server.post(
          '/v1/api/auth/resetPassword',
          { newPassword: 'Brand-New-Pass-2', currentPassword: user.password },
          user.token,
        );
        expect(response).toMatchObject({
          status: 200,
          body: { success: true, message: 'Your password has been changed.' },
        });
        expect(await event).toBe(user.userId);
      } finally {
        socket.disconnect();
      }
      expect((await server.get('/v1/api/auth/session', other)).status).toBe(401);
      expect((await server.get('/v1/api/auth/session', user.token)).status).toBe(200);

      const old = await server.post('/v1/api/auth/login', {
        email: 'reset.me@example.org',
        password: user.password,
      });
      expect(old.status).toBe(401);
      await expect(logIn(server, 'reset.me@example.org', 'Brand-New-Pass-2')).resolves.toEqual(
        expect.any(String),
      );
    });

    it.each([
      ['no password', {}, 'Please enter a new password'],
      ['an empty password', { newPassword: '' }, 'Please enter a new password'],
      ['a 5-character password', { newPassword: 'short' }, 'Minimum Length for password must be 8'],
      [
        'a password of 8 spaces',
        { newPassword: '        ' },
        'The password cannot be made of spaces only',
      ],
      [
        'a 257-character password',
        { newPassword: 'x'.repeat(257) },
        'Field New password is too long',
      ],
      ['a number', { newPassword: 12345678 }, 'Field New password must be text'],
      [
        'no proof',
        { newPassword: 'Brand-New-Pass-2' },
        'Enter your current password, or ask for a code and enter it, to change your password.',
      ],
      [
        'an empty current password and no code',
        { newPassword: 'Brand-New-Pass-2', currentPassword: '', otp: ' ' },
        'Enter your current password, or ask for a code and enter it, to change your password.',
      ],
      [
        'a code that was never sent',
        { newPassword: 'Brand-New-Pass-2', otp: '1234' },
        'No OTP was requested for this contact. Please request a new OTP.',
      ],
      [
        'a current password as a number',
        { newPassword: 'Brand-New-Pass-2', currentPassword: 1 },
        'Field Current password must be text',
      ],
    ])('refuses %s', async (_label, body, message) => {
      const user = await signUp(server);
      const response = await server.post('/v1/api/auth/resetPassword', body, user.token);
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    });

    it('answers 400 for a wrong current password (a 401 would sign the browser out), counted with sign-in attempts (then 429)', async () => {
      const user = await signUp(server, { email: 'wrong.current@example.org' });
      const attempt = (currentPassword: string) =>
        server.post(
          '/v1/api/auth/resetPassword',
          { newPassword: 'Brand-New-Pass-2', currentPassword },
          user.token,
        );
      for (let i = 0; i < 4; i += 1)
        expect(await attempt('Not-My-Password')).toMatchObject({
          status: 400,
          body: { success: false, message: 'Your current password is not correct.' },
        });
      // The same count as /auth/login for this address.
      expect(
        (
          await server.post('/v1/api/auth/login', {
            email: 'wrong.current@example.org',
            password: 'Not-My-Password',
          })
        ).status,
      ).toBe(401);
      const limited = await attempt(user.password);
      expect(limited).toMatchObject({
        status: 429,
        body: {
          message:
            'Too many wrong passwords for this account. Please wait 1 second before trying again.',
        },
      });
      expect(limited.headers.get('retry-after')).toBe('1');
      server.clock.advance(1000);
      expect((await attempt(user.password)).status).toBe(200);
      // Still signed in: this session is kept.
      expect((await server.get('/v1/api/auth/session', user.token)).status).toBe(200);
    });

    it('accepts a code sent to the phone instead of the current password, and ends other sessions', async () => {
      const user = await signUp(server, { email: 'by.code@example.org' });
      const phoneNumber = '7100000001';
      await server.app.database.db
        .updateTable('users')
        .set({ phone_number: phoneNumber })
        .where('id', '=', user.userId)
        .execute();
      const other = await logIn(server, 'by.code@example.org', user.password);

      const sent = await server.post('/v1/api/auth/resetPasswordCode', undefined, user.token);
      expect(sent).toMatchObject({
        status: 200,
        body: {
          success: true,
          message:
            'We sent a code to your phone number ******0001. Enter it to change your password.',
          channel: 'phone',
          sentTo: '******0001',
        },
      });
      const code = server.lastOtp(phoneNumber);
      const wrong = await server.post(
        '/v1/api/auth/resetPassword',
        { newPassword: 'Brand-New-Pass-3', otp: code === '0000' ? '1111' : '0000' },
        user.token,
      );
      expect(wrong).toMatchObject({
        status: 400,
        body: { message: 'Invalid OTP. 4 attempts left.' },
      });
      const changed = await server.post(
        '/v1/api/auth/resetPassword',
        { newPassword: 'Brand-New-Pass-3', otp: code },
        user.token,
      );
      expect(changed).toMatchObject({ status: 200, body: { success: true } });
      expect((await server.get('/v1/api/auth/session', other)).status).toBe(401);
      await expect(logIn(server, 'by.code@example.org', 'Brand-New-Pass-3')).resolves.toEqual(
        expect.any(String),
      );
      // The code is used up.
      const again = await server.post(
        '/v1/api/auth/resetPassword',
        { newPassword: 'Brand-New-Pass-4', otp: code },
        user.token,
      );
      expect(again.status).toBe(400);
    });

    it('sends the code to the email of an account without a phone, with the send limits', async () => {
      const user = await signUp(server, { email: 'Reset.Code@example.org' });
      const send = () => server.post('/v1/api/auth/resetPasswordCode', {}, user.token);
      const sent = await send();
      expect(sent).toMatchObject({
        status: 200,
        body: {
          success: true,
          channel: 'email',
          sentTo: 'r***@example.org',
          message:
            'We sent a code to your email address r***@example.org. Enter it to change your password.',
        },
      });
      // signUp's code was used, so its send history is clear: 3 free codes, then spacing.
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      const code = server.lastOtp('reset.code@example.org');
      expect(
        (
          await server.post(
            '/v1/api/auth/resetPassword',
            { newPassword: 'Brand-New-Pass-5', otp: code },
            user.token,
          )
        ).status,
      ).toBe(200);
    });

    it('resetPasswordCode answers 401 without a session', async () => {
      expect((await server.post('/v1/api/auth/resetPasswordCode')).status).toBe(401);
    });

    it('answers 401 without a session', async () => {
      const response = await server.post('/v1/api/auth/resetPassword', {
        newPassword: 'Whatever-123',
      });
      expect(response.status).toBe(401);
    });
  });
});

describe('OpenAPI document', () => {
  it('describes the profile, link and file routes, with multipart bodies', async () => {
    const server = await startTestServer();
    try {
      const response = await server.get<{
        paths: Record<
          string,
          Record<string, { requestBody?: { content: Record<string, unknown> } }>
        >;
      }>('/v1/api/openapi.json');
      const { paths } = response.body;
      for (const path of [
        '/v1/api/user/getUserInfo',
        '/v1/api/user/getAccountInfo',
        '/v1/api/auth/resetPassword',
        '/v1/api/auth/resetPasswordCode',
        '/v1/api/auth/linkAccountToken',
        '/v1/api/auth/linkUserAccount',
        '/v1/api/auth/clientErrors',
        '/v1/api/files/{fileId}',
      ])
        expect(paths).toHaveProperty([path]);
      expect(
        Object.keys(paths['/v1/api/user/patchUser']?.patch?.requestBody?.content ?? {}),
      ).toEqual(['multipart/form-data']);
      expect(
        Object.keys(paths['/v1/api/user/patchAccountInfo']?.patch?.requestBody?.content ?? {}),
      ).toEqual(['multipart/form-data']);
    } finally {
      await server.close();
    }
  });
});
