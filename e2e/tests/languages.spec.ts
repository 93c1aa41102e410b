import { test, expect, type Page } from '@playwright/test';
import { ADMIN } from './env';
import { createAccount, expectNoAxeViolations, signInThroughApi } from './support';

const reader = {
  userName: 'Bhasha Reader',
  phoneNumber: '9000000106',
  email: '',
  password: 'Bhasha@12345',
};

const LANGUAGES = [
  {
    code: 'hi',
    name: 'हिन्दी',
    login: 'लॉग इन',
    dashboard: 'डैशबोर्ड',
    legend: 'भाषा',
    settings: 'सुगम्यता सेटिंग्स',
  },
  {
    code: 'te',
    name: 'తెలుగు',
    login: 'లాగిన్',
    dashboard: 'డాష్‌బోర్డ్',
    legend: 'భాష',
    settings: 'సౌలభ్య సెట్టింగ్‌లు',
  },
] as const;

const publicPaths = ['/login', '/signup', '/requestAccess', '/approval', '/whitelist'];
const signedInPaths = ['/', '/profile', '/edit-profile', '/edit-account', '/reset-password'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // A number of its own, whitelisted by the administrator as a person would be.
  const admin = await request.post('/v1/api/auth/adminLogin', { data: ADMIN });
  const { token } = (await admin.json()) as { token: string };
  const whitelisted = await request.post('/v1/api/admin/whitelistNumber', {
    data: { phoneNumber: reader.phoneNumber },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(whitelisted.ok(), await whitelisted.text()).toBeTruthy();
  await createAccount(request, reader);
});

async function scanAll(page: Page, paths: string[], label: string) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page, `${path} (${label})`);
  }
}

for (const language of LANGUAGES) {
  test(`the portal speaks ${language.name} once chosen at sign-in, and every page passes axe in it`, async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    // The choice applies at once: the group is then named in the new language.
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('radio', { name: language.name })
      .click();
    await expect(
      page
        .getByRole('group', { name: language.legend })
        .getByRole('radio', { name: language.name }),
    ).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: language.login })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page).toHaveTitle(language.login);

    // Remembered across a reload, before the first paint.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.getByRole('heading', { level: 1, name: language.login })).toBeVisible();
    await expect(page.getByRole('group', { name: language.legend })).toBeVisible();

    // The server answers in the same language.
    const reply = await page.evaluate(async (code) => {
      const response = await fetch('/v1/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': code },
        body: '{}',
      });
      return (await response.json()) as { message: string };
    }, language.code);
    expect(reply.message).not.toMatch(/^[\x20-\x7e]*$/);

    await scanAll(page, publicPaths, language.code);
    await signInThroughApi(page, request, reader.phoneNumber);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: language.dashboard })).toBeVisible();
    await scanAll(page, signedInPaths, language.code);

    // Back to English from the accessibility panel, without a reload.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: language.dashboard })).toBeVisible();
    await page.getByRole('button', { name: language.settings }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}

test('the profile editor reflows at 320 px: no sideways scrolling, every control reachable', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInThroughApi(page, request, reader.phoneNumber);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Information' })).toBeVisible();
  // Measured once the whole form is there (the social links come last).
  await expect(page.getByRole('group', { name: /social/i })).toBeVisible();
  // WCAG 1.4.10: content fits 320 CSS px without scrolling in two directions.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const control of await page.locator('main input, main button, main textarea').all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  await page.screenshot({ path: 'test-results/edit-profile-320.png', fullPage: true });
  await expectNoAxeViolations(page, '/edit-profile at 320 px');
});
