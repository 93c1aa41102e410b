// Control characters in what clients send: removed from every text field (JSON bodies, multipart
// fields, query strings, JSON decoded inside a field), kept as tab and line feed in multi-line
// fields, and U+0000 refused with a 400 wherever it hides.
import { Type } from '@sinclair/typebox';
import { OptionalText, Text } from '@nclude/shared/api-schemas';
import { stripControls } from '../src/nul-guard';
import { NUL_ISSUE, validatorCompiler } from '../src/validator';
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
  type SignedUpUser,
  type TestServer,
} from './helpers';

const NUL = 'The request contains a NUL character (U+0000), which no field accepts.';

interface UserBody {
  user: { userName: string; profileInfo: string | null; social: string[] };
}

function validate(schema: ReturnType<typeof Type.Object>, value: unknown, httpPart = 'body') {
  const check = validatorCompiler({ schema, httpPart, method: 'POST', url: '/' });
  return check(value) as { value?: unknown; error?: unknown };
}

describe('stripControls', () => {
  it('removes C0 and C1 controls from single-line text, NUL aside', () => {
    expect(stripControls('a\r\nb\tc\u0007d\u001be\u007ff\u0085g\u009fh')).toBe('abcdefgh');
    expect(stripControls('keeps ünïcödé, emoji 🙂 and\u00a0no-break space')).toBe(
      'keeps ünïcödé, emoji 🙂 and\u00a0no-break space',
    );
    // U+0000 is refused elsewhere with a 400, never silently dropped.
    expect(stripControls('a\u0000b')).toBe('a\u0000b');
  });

  it('keeps tab and line feed in multi-line text and normalises CR LF and CR to LF', () => {
    expect(stripControls('one\r\ntwo\rthree\n\tfour\u000b\u000c\u0085', true)).toBe(
      'one\ntwo\nthree\n\tfour',
    );
  });
});

describe('validatorCompiler', () => {
  const schema = Type.Object({
    name: Type.String({ maxLength: 5 }),
    note: OptionalText(50, { multiline: true }),
    plain: OptionalText(50, 'described'),
    tags: Type.Optional(Type.Array(Type.String())),
    free: Type.Optional(Text(50, { multiline: true })),
  });

  it('cleans every string along the schema before checking it', () => {
    const result = validate(schema, {
      name: 'ab\r\ncde',
      note: 'line 1\r\nline 2\tend\u0007',
      plain: 'x\ny',
      tags: ['t\u00851'],
      free: 'a\rb',
      unknown: 'u\nv',
    });
    expect(result).toEqual({
      value: {
        name: 'abcde',
        note: 'line 1\nline 2\tend',
        plain: 'xy',
        tags: ['t1'],
        free: 'a\nb',
        unknown: 'uv',
      },
    });
  });

  it('checks the length of the cleaned text', () => {
    // Six characters as sent, five once the CR is gone.
    expect(validate(schema, { name: 'abc\rde' }).value).toEqual({ name: 'abcde' });
    expect(validate(schema, { name: 'abcdef' }).error).toBeDefined();
  });

  it('reports a NUL anywhere, by path', () => {
    expect(validate(schema, { name: 'a', tags: ['ok', 'n\u0000'] }).error).toEqual([
      { instancePath: '/tags/1', message: NUL_ISSUE },
    ]);
  });

  it('cleans query strings and params after converting them', () => {
    const query = Type.Object({ contact: Type.String({ maxLength: 20 }) });
    expect(validate(query, { contact: '\r\n9000000001\t' }, 'querystring')).toEqual({
      value: { contact: '9000000001' },
    });
  });

  it('answers a deeply nested value with a validation error, not a stack overflow', () => {
    let deep: unknown = 'x\n';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(validate(schema, { name: 'a', tags: deep }).error).toBeDefined();
  });

  it('keeps a "__proto__" key a plain property', () => {
    const body = JSON.parse('{"name":"ab","__proto__":{"polluted":"x\\ny"}}') as object;
    const result = validate(schema, body);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });
});

describe(`control characters through the API (${engineName()})`, () => {
  let server: TestServer;
  let user: SignedUpUser;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ ACCESS_REQUESTS_PER_IP: '1000' });
    user = await signUp(server, { userName: 'Tab\tCR\rLF\nName' });
    admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
  });

  const patchUser = (form: FormData) =>
    sendForm<UserBody>(server, 'PATCH', '/v1/api/user/patchUser', form, user.token);

  it('removes them from a JSON field (sign-up name)', async () => {
    const info = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
    expect(info.body.user.userName).toBe('TabCRLFName');
  });

  it('removes them from single-line multipart fields and keeps tabs and newlines in profileInfo', async () => {
    const response = await patchUser(
      formOf({
        userName: 'Asha\r\nBcc: someone@example.org',
        profileInfo: 'First line\r\nSecond\tline\rThird line\u0007',
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      userName: 'AshaBcc: someone@example.org',
      profileInfo: 'First line\nSecond\tline\nThird line',
    });
  });

  it('removes them from the strings decoded from the social JSON field', async () => {
    const response = await patchUser(
      formOf({ social: JSON.stringify(['https://example.org/\r\nme\u0085', ' \t ']) }),
    );
    expect(response.status).toBe(200);
    expect(response.body.user.social).toEqual(['https://example.org/me']);
  });

  it('refuses a \\u0000 escape inside the social JSON field with the NUL 400', async () => {
    const before = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
    for (const social of [
      '["https://example.org/\\u0000"]',
      '["https://example.org/", "\\u0000"]',
      '{"\\u0000": 1}',
    ]) {
      const response = await patchUser(formOf({ social, userName: 'Changed Name' }));
      expect(response).toMatchObject({ status: 400, body: { success: false, message: NUL } });
    }
    const after = await server.get<UserBody>('/v1/api/user/getUserInfo', user.token);
    expect(after.body.user).toEqual(before.body.user);
  });

  it('refuses a JSON-typed multipart field holding a NUL', async () => {
    // FormData gives a typed part a file name (it would be a file): the part is written by hand.
    const boundary = 'hygiene-boundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="social"\r\n` +
      'Content-Type: application/json\r\n\r\n["https://example.org/\\u0000"]\r\n' +
      `--${boundary}--\r\n`;
    const response = await fetch(`${server.baseUrl}/v1/api/user/patchUser`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: NUL });
  });

  it('removes them from query strings', async () => {
    const response = await server.get(
      `/v1/api/admin/checkUser?contact=${encodeURIComponent('\r\n90000\t00001\u0085')}`,
      admin,
    );
    expect(response).toMatchObject({
      status: 200,
      body: { contact: '9000000001', whitelisted: true },
    });
  });

  it('keeps the lines of a rejection note and sends no control characters to the requester', async () => {
    const who = {
      userName: 'Note\u0085 Reader',
      phoneNumber: '8844444444',
      email: 'note.reader@example.org',
      disabilityType: 'Low-vision',
    };
    const sent = await sendForm(
      server,
      'POST',
      '/v1/api/auth/requestAccess',
      formOf(
        { ...who, otp: await accessRequestCode(server, who.phoneNumber) },
        { name: 'c.pdf', data: pdfBytes() },
      ),
    );
    expect(sent.status).toBe(200);
    const list = await server.get<{ requests: { id: string; userName: string }[] }>(
      '/v1/api/admin/accessRequests',
      admin,
    );
    const request = list.body.requests.find((r) => r.userName === 'Note Reader');
    expect(request).toBeDefined();
    const rejected = await server.post(
      `/v1/api/admin/accessRequests/${request?.id}/reject`,
      { note: 'Please send\r\na clearer scan.\u001b[31m' },
      admin,
    );
    expect(rejected.status).toBe(200);
    const mail = server
      .outbox()
      .filter((entry) => entry.to === who.email)
      .pop();
    expect(mail?.text).toContain('The administrator wrote: "Please send\na clearer scan.[31m".');
  });
});
