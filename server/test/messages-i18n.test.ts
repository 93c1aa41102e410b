// The translations check of the shared test kit, without its barrel: @nclude/shared/testing also
// exports the DOM render helpers, which the server's typecheck (no DOM lib) cannot compile.
import { translationProblems } from '@nclude/shared/testing/translations';
import { captionText } from '../src/captions/messages';
import { conversionText } from '../src/conversion/messages';
import { m, serverMessages } from '../src/messages';
import hi from '../src/messages.hi';
import te from '../src/messages.te';
import { startTestServer, type TestServer } from './helpers';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(m.catalogue)).toEqual([]);
  expect(await translationProblems(conversionText.catalogue)).toEqual([]);
  expect(await translationProblems(captionText.catalogue)).toEqual([]);
});

describe('API answers in the language of Accept-Language', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const login = async (language?: string) => {
    const response = await fetch(`${server.baseUrl}/v1/api/auth/login`, {
      method: 'POST',
      headers: language && language !== 'none' ? { 'accept-language': language } : {},
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };

  it.each([
    ['hi', hi.emptyJsonBody],
    ['te', te.emptyJsonBody],
    ['none', serverMessages.emptyJsonBody],
  ])('POST /auth/login with an empty body, Accept-Language %s', async (language, message) => {
    expect(await login(language)).toMatchObject({ status: 400, body: { message } });
  });

  it.each([
    ['hi', 'मोबाइल नंबर'],
    ['te', 'మొబైల్ నంబర్'],
    ['en', 'Mobile Number'],
  ])('names a field by its label in %s, never by its API name', async (language, label) => {
    const response = await fetch(`${server.baseUrl}/v1/api/auth/sendOtp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ phoneNumber: 9000000001 }),
    });
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(400);
    expect(body.message).toContain(label);
    expect(body.message).not.toContain('phoneNumber');
  });
});

describe('waits in 429 messages are spelled in the reader’s language', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ OTP_SENDS_PER_CONTACT: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['hi', '1 मिनट'],
    ['te', '1 నిమిషం'],
    ['en', '1 minute'],
  ])('a second code too soon, in %s, says "%s"', async (language, wait) => {
    const send = () =>
      fetch(`${server.baseUrl}/v1/api/auth/sendOtp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ email: `wait-${language}@example.com` }),
      });
    await send();
    const response = await send();
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(429);
    expect(body.message).toContain(wait);
    if (language !== 'en') expect(body.message).not.toMatch(/minute|second/);
  });
});
