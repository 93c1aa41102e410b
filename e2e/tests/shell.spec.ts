import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { signInThroughApi, createAccount } from './support';

const member = {
  userName: 'Resilient Reader',
  phoneNumber: '9000000005',
  email: '',
  password: 'Retry@12345',
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createAccount(request, member);
});

test('a remote that is down shows an alert with Retry while the shell keeps working', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Take the sign-in remote down: its manifest and code no longer load.
  await page.route('**/remotes/mf-auth/**', (route) => route.abort('connectionrefused'));
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // The header still works while the remote is down.
  await page.getByRole('button', { name: /accessibility settings/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The remote comes back: Retry loads it without reloading the page.
  await page.unroute('**/remotes/mf-auth/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toBeVisible();
});

test('a signed-in person keeps using the shell while a remote is down', async ({
  page,
  request,
}) => {
  await page.route('**/remotes/mf-auth/**', (route) => route.abort('connectionrefused'));
  await signInThroughApi(page, request, member.phoneNumber);
  // The guard's rules come from the registry, so a page of the down remote is what fails.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

/** The kit's version today (shared/package.json), which the shell brings. */
const KIT = (
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const [KIT_MAJOR, KIT_MINOR] = KIT.split('.').map(Number) as [number, number];

/**
 * Serves the news remote as if it had been built against another version of the kit: its
 * container declares that version of @nclude/shared and asks for that range, which is all Module
 * Federation compares when the remote joins the shell's shared scope.
 */
async function newsBuiltAgainst(page: Page, version: string): Promise<void> {
  const range = `^${version.split('.').slice(0, 2).join('.')}.0`;
  await page.route('**/remotes/mf-news/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const built = await response.text();
    const declared = `version:"${KIT}"`;
    const asked = `requiredVersion:"^${KIT_MAJOR}.${KIT_MINOR}.0"`;
    // The kit is the only shared package at this version: React's are 19.x.
    expect(built).toContain(declared);
    expect(built).toContain(asked);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      status: response.status(),
      headers,
      body: built
        .replaceAll(declared, `version:"${version}"`)
        .replaceAll(asked, `requiredVersion:"${range}"`),
    });
  });
}

test('a remote built against the first version of the kit’s major (an earlier minor) still loads', async ({
  page,
  request,
}) => {
  await newsBuiltAgainst(page, `${KIT_MAJOR}.0.0`);
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/news');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessible News', exact: true }),
  ).toBeVisible();
});

test('a remote built against the next major version of the kit is refused with an alert', async ({
  page,
  request,
}) => {
  await newsBuiltAgainst(page, `${KIT_MAJOR + 1}.0.0`);
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/news');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessible News could not be loaded' }),
  ).toBeVisible();
  // The rest of the portal works on.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('accessibility settings persist across a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /accessibility settings/i }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('radio', { name: 'A++' }).check();
  await panel.getByRole('radio', { name: /yellow and black/i }).check();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /accessibility settings/i })).toBeFocused();
  const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await fontSize()).toBe('18px');
  const themedBackground = await background();
  await page.reload();
  expect(await fontSize()).toBe('18px');
  expect(await background()).toBe(themedBackground);
  expect(themedBackground).toBe('rgb(0, 0, 0)');

  await page.getByRole('button', { name: /accessibility settings/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset All' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  expect(await fontSize()).toBe('16px');
  expect(await background()).toBe('rgb(255, 255, 255)');
});

test('an unknown page says so and offers the way home', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

test('pages carry a Content-Security-Policy that the portal itself never breaks, and load without a registry round trip', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const registryRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/remotes.json') registryRequests.push(sent.url());
  });

  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  // The server inlined the registry and preloads the remote that owns /login.
  expect(await page.locator('#nc-registry').count()).toBe(1);
  expect(
    await page.locator('link[rel="preload"][href*="/remotes/mf-auth/"]').count(),
  ).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await signInThroughApi(page, request, member.phoneNumber);
  for (const path of ['/', '/profile', '/edit-profile', '/whitelist', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  await page.getByRole('button', { name: /accessibility settings/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
  expect(registryRequests).toEqual([]);
});

test('the first paint is the server’s frame of the page, hidden from assistive technology, until the shell replaces it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const frame = page.locator('#nc-frame');
  // Without the shell's entry script the frame stays as the server sent it and its guard left it.
  const shellEntry = /\/main\.[0-9a-f]+\.js$/;
  await page.route(shellEntry, (route) => route.abort());
  await page.goto('/login');
  await expect(frame).toHaveAttribute('inert', '');
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  await expect(frame.locator('h1')).toHaveText('Login');
  await expect(frame.locator('.auth-invitation')).toBeVisible();
  // Out of the accessibility tree and out of reach of the keyboard.
  await expect(page.getByRole('heading')).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // The language the shell will show is in localStorage, out of the server's sight: a frame in
  // another language is dropped. The page's early script mirrors it into a cookie, so the next
  // load's frame comes in that language.
  await page.evaluate(() => localStorage.setItem('uiLanguage', 'hi'));
  await page.reload();
  await expect(frame).toHaveCount(0);
  expect(await context.cookies(baseURL)).toContainEqual(
    expect.objectContaining({ name: 'uiLanguage', value: 'hi' }),
  );
  await page.reload();
  await expect(frame).toHaveAttribute('data-lang', 'hi');
  await expect(frame.locator('h1')).toHaveText('लॉग इन');
  await page.evaluate(() => localStorage.removeItem('uiLanguage'));
  await context.clearCookies();

  // A signed-in reader is sent from /login to the dashboard: no login frame for them, and the
  // dashboard's frame instead at /.
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/login');
  await expect(frame).toHaveCount(0);
  await page.goto('/');
  await expect(frame.locator('.nc-dashboard')).toBeVisible();

  // With the shell (which the guard starts, the page no longer listing it), the page replaces the
  // frame: one heading, the live one.
  await page.unroute(shellEntry);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(frame).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  // Where the guard drops the frame it starts the shell at once: signed in, /login leads home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the frame stays hidden and the page says what it needs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#nc-frame')).toHaveCount(1);
    await expect(page.locator('#nc-frame')).toBeHidden();
    // What is on screen (Playwright's text locators skip <noscript>): the message, not the frame.
    const shown = await page.evaluate(() => document.body.innerText);
    expect(shown).toMatch(/needs JavaScript/);
    expect(shown).not.toMatch(/invitation/);
  });
});
