import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, ORG } from './env';
import {
  chooseTheme,
  createWhitelistedMember,
  sessionThroughApi,
  expectNoAxeViolations,
  signInByEmail,
  storeSession,
  type Session,
} from './support';

const member = {
  userName: 'Axe Scanner',
  phoneNumber: '9000000121',
  email: '',
  password: 'Scan@12345',
};

interface RegistryRoute {
  path: string;
  requiresToken: boolean;
}

/**
 * The routes of every remote, read from the manifests the server builds `/remotes.json` from (a
 * test below checks that the portal serves the same list): a new remote's pages are scanned
 * without editing this file. Playwright lists tests before the portal starts, so they are read
 * from the checkout rather than fetched.
 */
function registryRoutes(): RegistryRoute[] {
  const root = path.join(__dirname, '..', '..');
  return readdirSync(root)
    .filter((name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'remote.json')))
    .sort()
    .flatMap((name) => {
      const manifest = JSON.parse(readFileSync(path.join(root, name, 'remote.json'), 'utf8')) as {
        routes: RegistryRoute[];
      };
      return manifest.routes.map(({ path, requiresToken }) => ({ path, requiresToken }));
    });
}

/** Addresses for the routes with parameters: a new such route fails its test until it has one. */
const SAMPLE_ADDRESSES: Record<string, string[]> = {
  '/link/:toLink': ['/link/email', '/link/phone'],
  '/link': ['/link?token=not-a-real-token&callback_info=email'],
  '/opportunity/uploadingResume/:purpose': ['/opportunity/uploadingResume/career'],
  '/avaccess/transcript/:requestId': ['/avaccess/transcript/no-such-request'],
  '/category/:language/books/:category': ['/category/en/books/Stories'],
  '/category/:language/:mainCategory/:category': ['/category/hi/magazines/Science'],
  '/category/:language/other/:categoryName': ['/category/te/other/telangana-books'],
  '/play/:mainCategory/:category/:bookName': ['/play/books/Stories/the-lamp-in-the-window'],
};

const ROUTES = registryRoutes();
/** The shell's own pages, which no remote lists. */
const SHELL_ROUTES: RegistryRoute[] = [
  { path: '/', requiresToken: true },
  { path: '/no-such-page', requiresToken: true },
];
/** Headings that mean the route's page did not open. */
const NOT_OPENED = ['Page not found', 'Page unavailable', 'Not authorized'];

function addressesOf(route: RegistryRoute): string[] {
  return SAMPLE_ADDRESSES[route.path] ?? (route.path.includes(':') ? [] : [route.path]);
}

async function scan(page: Page, address: string, theme: string) {
  await page.goto(address);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).not.toHaveText('');
  if (address === '/no-such-page') await expect(h1).toHaveText('Page not found');
  else for (const heading of NOT_OPENED) await expect(h1).not.toHaveText(heading);
  // Pages that load their content say so; the scan is of the loaded page.
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  await expectNoAxeViolations(page, `${address} (${theme})`);
}

/** The member's session, signed in once a worker: each route's test opens its page with it. */
let session: Session;

test.beforeAll(async ({ request }) => {
  await createWhitelistedMember(request, member, 'library');
  session = await sessionThroughApi(request, member.phoneNumber);
});

test('the scan covers every route of the registry the portal serves', async ({ request }) => {
  const reply = await request.get('/remotes.json');
  expect(reply.ok()).toBeTruthy();
  const served = ((await reply.json()) as { remotes: { routes: RegistryRoute[] }[] }).remotes
    .flatMap((remote) => remote.routes.map((route) => route.path))
    .sort();
  expect(served).toEqual(ROUTES.map((route) => route.path).sort());
});

// One address a test: a slow scan on a busy machine holds up only its own page.
for (const theme of ['default', 'yellow and black']) {
  for (const route of [...ROUTES, ...SHELL_ROUTES]) {
    const addresses = addressesOf(route);
    if (addresses.length === 0)
      test(`${route.path} has a sample address for the scan`, () => {
        throw new Error(`add an address for ${route.path} to SAMPLE_ADDRESSES`);
      });
    for (const address of addresses)
      test(`${address}${route.requiresToken ? ' signed in' : ''} passes axe WCAG 2.2 AA in the ${theme} theme`, async ({
        page,
      }) => {
        if (route.requiresToken) {
          await storeSession(page, session);
          // Chosen signed in, as a member would: the setting is then the member's own.
          if (theme !== 'default') await page.goto('/');
        } else await page.goto('/login');
        if (theme !== 'default') await chooseTheme(page, new RegExp(theme, 'i'));
        await scan(page, address, theme);
      });
  }

  test(`the open accessibility panel passes axe WCAG 2.2 AA in the ${theme} theme`, async ({
    page,
  }) => {
    await storeSession(page, session);
    await page.goto('/');
    if (theme !== 'default') await chooseTheme(page, new RegExp(theme, 'i'));
    await page.getByRole('button', { name: /accessibility settings/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `accessibility panel (${theme})`);
  });
}

for (const theme of ['default', 'yellow and black']) {
  test(`the organisation page and the unlocked whitelist tool pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    await signInByEmail(page, ORG.email, ORG.password);
    if (theme !== 'default') await chooseTheme(page, new RegExp(theme, 'i'));
    await scan(page, '/orgProfile', theme);

    // The whitelist tool's own sign-in replaces the organisation's session.
    await page.goto('/whitelist');
    await expectNoAxeViolations(page, `/whitelist locked, signed in as another role (${theme})`);
    await page.getByLabel('Administrator email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Check Access' }).click();
    for (const tab of ['Check User', 'WhiteList Numbers', 'WhiteList Emails', 'Access Requests']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page, `/whitelist ${tab} (${theme})`);
    }
  });
}

test('the narrow layout offers a hamburger menu with a Logout entry', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await storeSession(page, session);
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
