// Malformed multipart bodies on the upload routes: every way a client (or a broken proxy) can get
// the form wrong is answered with a clear 4xx, never a 500 and never a hang.
import { request as httpRequest } from 'node:http';
import { DelimiterScanner, multipartBoundary } from '../src/storage/multipart';
import {
  accessRequestCode,
  engineName,
  formOf,
  pdfBytes,
  sendForm,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';

const UNREADABLE = 'The form data could not be read. Please try again.';
const REQUEST_ACCESS = '/v1/api/auth/requestAccess';
const PATCH_USER = '/v1/api/user/patchUser';

interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends `body` exactly as given (no FormData encoding) with a correct Content-Length, and waits
 * at most a few seconds for the answer: a server that waits for bytes that never come fails.
 */
function sendRaw(
  server: TestServer,
  method: string,
  path: string,
  contentType: string | null,
  body: Buffer | string,
  token?: string,
): Promise<RawAnswer> {
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const url = new URL(path, server.baseUrl);
  const headers: Record<string, string | number> = { 'content-length': data.length };
  if (contentType !== null) headers['content-type'] = contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers, timeout: 5000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Left as text: the expectation on the body then fails with the text shown.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('timeout', () => {
      request.destroy();
      reject(new Error(`no answer to ${method} ${path} within 5 s`));
    });
    request.on('error', reject);
    request.end(data);
  });
}

const B = 'nclude-boundary-1234';
const FORM_TYPE = `multipart/form-data; boundary=${B}`;

function field(name: string, value: string): string {
  return `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

const ACCESS_FIELDS =
  field('userName', 'Broken Form') +
  field('phoneNumber', '8833333333') +
  field('email', 'broken.form@example.org') +
  field('disabilityType', 'Low-vision');

const FILE_HEAD =
  `--${B}\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';

/** The malformed bodies, each with the content type it is sent with. */
function malformedCases(fields: string): [string, string | null, Buffer | string][] {
  const pdf = pdfBytes(4000).toString('latin1');
  return [
    ['a multipart content type without boundary', 'multipart/form-data', fields],
    ['an empty boundary', 'multipart/form-data; boundary=', fields],
    ['a boundary that never appears', 'multipart/form-data; boundary=not-in-the-body', fields],
    ['an empty body', FORM_TYPE, ''],
    ['a body truncated inside a part header', FORM_TYPE, `${fields}--${B}\r\nContent-Dispos`],
    ['a body without the closing boundary', FORM_TYPE, fields],
    ['a part without Content-Disposition', FORM_TYPE, `--${B}\r\n\r\nno name\r\n--${B}--\r\n`],
    [
      'a part whose Content-Disposition has no name',
      FORM_TYPE,
      `--${B}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${B}--\r\n`,
    ],
    [
      'garbage bytes',
      FORM_TYPE,
      Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 256)),
    ],
    ['garbage after a valid opening', FORM_TYPE, `--${B}\r\n\u00ff\u0000\u0001\u0002garbage`],
    [
      'a body cut in the middle of the file',
      FORM_TYPE,
      `${fields}${FILE_HEAD}${pdf.slice(0, 2000)}`,
    ],
    [
      'a part header line without a colon',
      FORM_TYPE,
      `--${B}\r\nnot a header\r\n\r\nvalue\r\n--${B}--\r\n`,
    ],
  ];
}

describe(`malformed multipart bodies (${engineName()})`, () => {
  let server: TestServer;
  let user: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ ACCESS_REQUESTS_PER_IP: '1000' });
    user = await signUp(server);
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each([
    ['POST', REQUEST_ACCESS, ACCESS_FIELDS, false],
    ['PATCH', PATCH_USER, field('profileInfo', 'Broken'), true],
  ] as const)('%s %s', (method, path, fields, signedIn) => {
    it.each(malformedCases(fields))('answers 400 to %s', async (_name, contentType, body) => {
      const answer = await sendRaw(
        server,
        method,
        path,
        contentType,
        body,
        signedIn ? user.token : undefined,
      );
      expect(answer).toEqual({ status: 400, body: { success: false, message: UNREADABLE } });
    });

    it('answers 415 to a body that is not multipart, or has no content type', async () => {
      for (const contentType of ['text/plain', 'multipart/mixed; boundary=x', null]) {
        const answer = await sendRaw(
          server,
          method,
          path,
          contentType,
          'userName=x',
          signedIn ? user.token : undefined,
        );
        expect(answer).toMatchObject({ status: 415, body: { success: false } });
      }
    });
  });

  it('keeps the server healthy and the forms working after all that', async () => {
    const accepted = await sendForm(
      server,
      'POST',
      REQUEST_ACCESS,
      formOf(
        {
          userName: 'Whole Form',
          phoneNumber: '8833333399',
          email: 'whole.form@example.org',
          disabilityType: 'Low-vision',
          otp: await accessRequestCode(server, '8833333399'),
        },
        { name: 'c.pdf', data: pdfBytes() },
      ),
    );
    expect(accepted.status).toBe(200);
    const patched = await sendForm(
      server,
      'PATCH',
      PATCH_USER,
      formOf({ profileInfo: 'Whole' }),
      user.token,
    );
    expect(patched.status).toBe(200);
    // No broken form left a certificate or resume behind.
    const files = await server.app.database.db.selectFrom('files').select('kind').execute();
    expect(files.map((file) => file.kind)).toEqual(['certificate']);
  });
});

describe('DelimiterScanner', () => {
  const body =
    'preamble\r\n' +
    field('a', 'one --nclude-boundary-1234-- in a value') +
    field('b', `two\r\n-- ${B}`) +
    `--${B}--\r\nepilogue`;

  it.each([1, 2, 3, 7, 23, 1000])('counts parts and sees the end in chunks of %i bytes', (size) => {
    const scanner = new DelimiterScanner(B);
    for (let i = 0; i < body.length; i += size)
      scanner.push(Buffer.from(body.slice(i, i + size), 'latin1'));
    expect(scanner).toMatchObject({ parts: 2, closed: true });
  });

  it('does not see the end of a body cut just after a delimiter', () => {
    for (const cut of [`${field('a', 'x')}--${B}`, `${field('a', 'x')}--${B}-`]) {
      const scanner = new DelimiterScanner(B);
      scanner.push(Buffer.from(cut, 'latin1'));
      expect(scanner.closed).toBe(false);
    }
  });

  it('reads the boundary parameter, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; BOUNDARY="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary('multipart/form-data; boundary=')).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(201)}`)).toBeNull();
  });
});
