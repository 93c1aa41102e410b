// The Information Access chatbot as people use it, in both of its modes: on the portal under test
// (no language model: answers are quoted search results with their sources), and on a second
// portal started here with a local OpenAI-compatible server (answers stream in, can be stopped).
// Keyboard only, what a screen reader is told, earlier conversations, axe in two themes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, request as requestContext, type Page } from '@playwright/test';
import { startLlmServer, type LlmServer } from '../../server/test/llm-server';
import {
  chooseTheme,
  createWhitelistedMember,
  expectNoAxeViolations,
  otpSentTo,
  signInThroughApi,
} from './support';

const member = {
  userName: 'Chat Reader',
  phoneNumber: '9000000043',
  email: '',
  password: 'Chat@12345',
};

const polite = (page: Page) => page.locator('[data-nc-live="polite"]');

test.describe.configure({ mode: 'serial' });

test.describe('without a language model', () => {
  test.beforeAll(async ({ request }) => {
    await createWhitelistedMember(request, member);
  });

  test('a member asks by keyboard, hears the answer once, and finds the conversation again', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, member.phoneNumber);
    await page.goto('/chatbot');
    await expect(page.getByRole('heading', { level: 1, name: 'Information Access' })).toBeVisible();
    const log = page.getByRole('log', {
      name: 'Conversation with the Information Access assistant',
    });
    // The spec's greeting goes out on opening; the reply says how answers are made here.
    await expect(log.getByText(/^Hello! I am the Information Access assistant/)).toBeVisible();
    await expect(log.getByText(/No language model is set up on this server/)).toBeVisible();
    await expect(page.getByText(/replies are search results/)).toBeVisible();
    await expectNoAxeViolations(page, '/chatbot after the greeting');

    const box = page.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAttribute('placeholder', 'Start your chat here...');
    await box.focus();
    await page.keyboard.type('How do I apply for a UDID card?');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(
      log.getByText('Search results from the Nclude knowledge base.', { exact: false }),
    ).toBeVisible();
    const source = log
      .getByRole('link', { name: 'swavlambancard.gov.in (opens in a new tab)' })
      .first();
    await expect(source).toHaveAttribute('href', 'https://www.swavlambancard.gov.in/');
    await expect(polite(page)).toContainText('Reply from the assistant: Search results');
    await expect(log.getByText('You', { exact: true })).toHaveCount(1);

    // Shift+Enter writes a second line instead of sending.
    await box.focus();
    await page.keyboard.type('Which documents');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('do I need?');
    await expect(box).toHaveValue('Which documents\ndo I need?');
    await page.keyboard.press('Enter');
    await expect(log.getByText('You', { exact: true })).toHaveCount(2);

    const history = page.getByRole('region', { name: 'Your earlier conversations' });
    await expect(history.getByText('How do I apply for a UDID card? (open now)')).toBeVisible();
    await chooseTheme(page, /yellow and black/i);
    await expectNoAxeViolations(page, '/chatbot with a conversation (yellow and black)');

    // Back later: the conversation opens into the log.
    await page.reload();
    await history.getByRole('button', { name: 'Open “How do I apply for a UDID card?”' }).click();
    await expect(log.getByText('How do I apply for a UDID card?')).toBeVisible();
    await expect(log.getByText(/Which documents/)).toBeVisible();
    await expect(polite(page)).toContainText(
      'Conversation “How do I apply for a UDID card?” opened.',
    );
  });

  test('a question in Hindi is answered from the Hindi documents', async ({ page, request }) => {
    await signInThroughApi(page, request, member.phoneNumber);
    await page.goto('/chatbot');
    const log = page.getByRole('log');
    await expect(log.getByText(/^Hello!/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Your message' }).fill('यूडीआईडी कार्ड कैसे बनवाएं?');
    await page.keyboard.press('Enter');
    await expect(log.getByText(/Nclude ज्ञानकोष से खोज परिणाम/)).toBeVisible();
  });
});

test.describe('with a language model', () => {
  let llm: LlmServer;
  let portal: ChildProcess;
  let dataDir: string;
  const port = 8097;
  const base = `http://127.0.0.1:${port}`;

  test.beforeAll(async () => {
    // The model names the first source it was given, as a real one would, slowly enough to stop.
    llm = await startLlmServer({
      kind: 'reply',
      reply: (body) => {
        const question = body.messages.at(-1)?.content ?? '';
        const title = /^\[1\] (.+)$/m.exec(question)?.[1] ?? 'the knowledge base';
        const address = /^Address: (.+)$/m.exec(question)?.[1] ?? 'https://depwd.gov.in/';
        return `You can apply online on the Swavlamban card portal. ${'It takes a few steps. '.repeat(
          40,
        )}See [${title}](${address}).`;
      },
      pieceChars: 12,
      pieceDelayMs: 60,
    });
    dataDir = mkdtempSync(path.join(tmpdir(), 'nclude-e2e-llm-'));
    portal = spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(__dirname, '..', '..', 'server'),
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'Admin@12345',
        OTP_SENDS_PER_IP: '1000',
        LOG_LEVEL: 'warn',
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'test-model',
      },
    });
    await expect
      .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok ?? false, {
        timeout: 30_000,
      })
      .toBe(true);
  });

  test.afterAll(async () => {
    portal?.kill('SIGTERM');
    await llm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers stream in with their sources, and Stop keeps what had arrived', async ({
    page,
  }) => {
    // A seeded whitelisted phone signs up on this fresh portal.
    const api = await requestContext.newContext({ baseURL: base });
    const phoneNumber = '9000000005';
    const since = Date.now();
    await api.post('/v1/api/auth/sendOtp', { data: { phoneNumber, email: '', userType: 'user' } });
    const otp = await otpSentTo(phoneNumber, since, path.join(dataDir, 'outbox', 'outbox.jsonl'));
    expect((await api.post('/v1/api/auth/validate', { data: { phoneNumber, otp } })).ok()).toBe(
      true,
    );
    const signup = await api.post('/v1/api/auth/signup', {
      data: {
        userName: 'Model Reader',
        password: 'Model@12345',
        email: '',
        phoneNumber,
        userType: 'user',
      },
    });
    expect(signup.ok(), await signup.text()).toBeTruthy();
    const session = (await signup.json()) as Record<string, string | null>;
    await page.goto(`${base}/login`);
    await page.evaluate((stored) => {
      for (const key of ['token', 'userId', 'scope', 'role', 'userName'] as const) {
        const value = stored[key];
        if (value) localStorage.setItem(key, value);
      }
    }, session);

    await page.goto(`${base}/chatbot`);
    await expect(page.getByText(/Answers are written by a language model/)).toBeVisible();
    const log = page.getByRole('log');
    await expect(log.getByText(/^Hello! I am the Information Access assistant/)).toBeVisible();
    await expect(log.getByText(/No language model/)).toHaveCount(0);

    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('How do I get a UDID card?');
    await box.press('Enter');
    // The reply is on screen while it is written, and read out only when complete.
    await expect(log.getByText(/You can apply online/)).toBeVisible();
    await expect(page.locator('.nc-chat__status')).toHaveText(/Working on it|still working on it/);
    await expect(polite(page)).not.toContainText('You can apply online');
    await expect(
      log.getByRole('link', { name: /UDID card.*\(opens in a new tab\)/ }).first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(polite(page)).toContainText('Reply from the assistant: You can apply online');
    await expect(log.getByText('Sources', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/chatbot with a model’s answer');

    // A second question, stopped while it is written.
    await box.fill('And how long does it take?');
    await box.press('Enter');
    await expect(log.getByText(/You can apply online/).nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(log.getByText('You stopped this reply.')).toBeVisible();
    await expect(box).toBeFocused();
    await expect(polite(page)).toContainText('Reply stopped.');
    await api.dispose();
  });
});
