import { test, expect, type Page } from '@playwright/test';
import { chooseTheme, createAccount, expectNoAxeViolations, signInThroughApi } from './support';

const member = {
  userName: 'Axe Scanner',
  phoneNumber: '9000000004',
  email: '',
  password: 'Scan@12345',
};

const publicRoutes = [
  { path: '/login', heading: 'Login' },
  { path: '/signup', heading: 'Signup' },
];
// Areas whose remotes arrive in later issues show the shell's "not available" page.
const signedInRoutes = [
  { path: '/', heading: 'Dashboard' },
  { path: '/docaccess', heading: null },
  { path: '/opportunity', heading: null },
  { path: '/jobs', heading: null },
  { path: '/chatbot', heading: null },
  { path: '/news', heading: null },
  { path: '/browser-agent', heading: null },
  { path: '/profile', heading: null },
  { path: '/no-such-page', heading: null },
];

async function scan(page: Page, path: string, heading: string | null, theme: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  if (heading) await expect(h1).toHaveText(heading);
  await expectNoAxeViolations(page, `${path} (${theme})`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createAccount(request, member);
});

for (const theme of ['default', 'yellow and black']) {
  test(`every public route passes axe WCAG 2.2 AA in the ${theme} theme`, async ({ page }) => {
    await page.goto('/login');
    if (theme !== 'default') await chooseTheme(page, new RegExp(theme, 'i'));
    for (const route of publicRoutes) await scan(page, route.path, route.heading, theme);
  });

  test(`every signed-in route passes axe WCAG 2.2 AA in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, member.phoneNumber);
    await page.goto('/');
    if (theme !== 'default') await chooseTheme(page, new RegExp(theme, 'i'));
    for (const route of signedInRoutes) await scan(page, route.path, route.heading, theme);
    // The open accessibility panel is a page state of its own.
    await page.goto('/');
    await page.getByRole('button', { name: /accessibility settings/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `accessibility panel (${theme})`);
  });
}

test('the narrow layout offers a hamburger menu with a Logout entry', async ({ page, request }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/');
  const menu = page.getByRole('button', { name: /menu/i });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'narrow layout with menu open');
});
