import { readFileSync, existsSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, OUTBOX_FILE } from './env';

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  at: string;
}

function readOutbox(file = OUTBOX_FILE): OutboxMessage[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** Waits for the newest message to `to` sent after `since` whose text matches `pattern`. */
export async function messageTo(
  to: string,
  since: number,
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      () => {
        const message = readOutbox()
          .filter((m) => m.to === to && Date.parse(m.at) >= since - 1000 && pattern.test(m.text))
          .at(-1);
        match = message?.text.match(pattern) ?? null;
        return match !== null;
      },
      { message: `a message to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return match!;
}

/** The text of the newest message to `to` written since `since`, if there is one yet. */
function latestTextTo(to: string, since: number, outboxFile: string): string | undefined {
  return readOutbox(outboxFile)
    .filter((m) => m.to === to && Date.parse(m.at) >= since - 1000)
    .at(-1)?.text;
}

/** Waits for the newest message to `to` sent after `since` and returns its text. */
export async function messageSentTo(
  to: string,
  since: number,
  outboxFile = OUTBOX_FILE,
): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(() => (text = latestTextTo(to, since, outboxFile)), {
      message: `a message delivered to ${to}`,
    })
    .toBeTruthy();
  return text!;
}

/**
 * Waits for the newest message to `to` sent after `since` and returns the 4-digit code in it
 * (from the portal under test, or from the outbox file of another instance).
 */
export async function otpSentTo(
  to: string,
  since: number,
  outboxFile = OUTBOX_FILE,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => (code = latestTextTo(to, since, outboxFile)?.match(/\b(\d{4})\b/)?.[1]), {
      message: `an OTP delivered to ${to}`,
    })
    .toBeTruthy();
  return code!;
}

export interface Account {
  userName: string;
  phoneNumber: string;
  email: string;
  password: string;
}

/** Proves a contact with the OTP sent to it, as the sign-up page does. */
async function verifyContact(
  request: APIRequestContext,
  contact: { phoneNumber: string; email: string },
): Promise<void> {
  const since = Date.now();
  const send = await request.post('/v1/api/auth/sendOtp', {
    data: { ...contact, userType: 'user' },
  });
  expect(send.ok(), await send.text()).toBeTruthy();
  const otp = await otpSentTo(contact.phoneNumber || contact.email, since);
  const validate = await request.post('/v1/api/auth/validate', { data: { ...contact, otp } });
  expect(validate.ok(), await validate.text()).toBeTruthy();
}

/**
 * Creates an account through the public API, proving the phone (and the email, when given) by
 * OTP as a user would: the server keeps only contacts that were proven.
 */
export async function createAccount(request: APIRequestContext, account: Account): Promise<void> {
  await verifyContact(request, { phoneNumber: account.phoneNumber, email: '' });
  if (account.email) await verifyContact(request, { phoneNumber: '', email: account.email });
  const signup = await request.post('/v1/api/auth/signup', {
    data: { ...account, userType: 'user' },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const admin = await request.post('/v1/api/auth/adminLogin', { data: ADMIN });
  expect(admin.ok(), await admin.text()).toBeTruthy();
  return ((await admin.json()) as { token: string }).token;
}

/**
 * Whether someone has signed up with this phone number or email (the administrator's check).
 * `token`: an administrator's session, when the caller holds one (signing in again ends it).
 */
export async function accountExists(
  request: APIRequestContext,
  contact: string,
  token?: string,
): Promise<boolean> {
  const known = await request.get('/v1/api/admin/checkUser', {
    params: { contact },
    headers: { authorization: `Bearer ${token ?? (await adminToken(request))}` },
  });
  expect(known.ok(), await known.text()).toBeTruthy();
  return ((await known.json()) as { accountExists: boolean }).accountExists;
}

/**
 * A member with a number of their own: whitelisted by the administrator, as a person would be
 * (with scope 'library' for a reader of the Accessible Library), then signed up. A member who
 * already has an account is left as they are: a test file's `beforeAll` runs again in the
 * worker that replaces one stopped by a failure.
 */
export async function createWhitelistedMember(
  request: APIRequestContext,
  account: Account,
  scope: 'library' | null = null,
): Promise<void> {
  const token = await adminToken(request);
  if (await accountExists(request, account.phoneNumber, token)) return;
  const whitelisted = await request.post('/v1/api/admin/whitelistNumber', {
    data: { phoneNumber: account.phoneNumber, ...(scope ? { scope } : {}) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(whitelisted.ok(), await whitelisted.text()).toBeTruthy();
  await createAccount(request, account);
}

/** Signs in through the email form. */
export async function signInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login Via Email Instead' }).click();
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Chooses a colour theme in the accessibility panel. */
export async function chooseTheme(page: Page, themeName: RegExp | string): Promise<void> {
  await page.getByRole('button', { name: /accessibility settings/i }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('radio', { name: themeName }).check();
  await panel.getByRole('button', { name: 'Close' }).click();
}

/** axe WCAG 2.2 AA scan of the page as it is now; fails listing every violation. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Scan what a person sees once entrance animations (dialogs fade in) have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** What the phone-OTP sign-in answers: the session the login page stores. */
export type Session = Record<string, string | null>;

/** Signs a person in through the phone-OTP API and answers the session. */
export async function sessionThroughApi(
  request: APIRequestContext,
  phoneNumber: string,
): Promise<Session> {
  const since = Date.now();
  const send = await request.post('/v1/api/auth/sendOtp', {
    data: { phoneNumber, email: '', userType: 'user' },
  });
  expect(send.ok(), await send.text()).toBeTruthy();
  const otp = await otpSentTo(phoneNumber, since);
  const login = await request.post('/v1/api/auth/otpLogin', { data: { phoneNumber, otp } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return (await login.json()) as Session;
}

/** Hands a session to the page the way the login page would store it (the page is at /login). */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => {
    for (const key of ['token', 'userId', 'scope', 'role', 'userName'] as const) {
      const value = stored[key];
      if (value) localStorage.setItem(key, value);
    }
  }, session);
}

/**
 * Signs a person in through the phone-OTP API and hands the session to the page; used where the
 * sign-in itself is not what a test is about.
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  phoneNumber: string,
): Promise<void> {
  await storeSession(page, await sessionThroughApi(request, phoneNumber));
}
