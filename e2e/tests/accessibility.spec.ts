import { test, expect, type Page } from '@playwright/test';
import { ADMIN, ORG } from './env';
import {
  chooseTheme,
  createAccount,
  expectNoAxeViolations,
  sessionThroughApi,
  signInByEmail,
  signInThroughApi,
  storeSession,
  type Session,
} from './support';

const member = {
  userName: 'Axe Scanner',
  phoneNumber: '9000000004',
  email: '',
  password: 'Scan@12345',
};

const publicRoutes = [
  { path: '/login', heading: 'Login' },
  { path: '/signup', heading: 'Signup' },
  { path: '/requestAccess', heading: 'Request Access' },
  { path: '/approval', heading: 'Approval Status' },
  { path: '/link?token=not-a-real-token&callback_info=email', heading: 'Link Account' },
  { path: '/whitelist', heading: 'Whitelist' },
];
// Every path the registry lists (the shell derives its routes from it), plus the shell's own.
const signedInRoutes = [
  { path: '/', heading: 'Dashboard' },
  { path: '/profile', heading: 'Profile' },
  { path: '/edit-profile', heading: 'Profile Information' },
  { path: '/edit-account', heading: 'Account Information' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/link/email', heading: 'Link email' },
  { path: '/link/phone', heading: 'Link phone' },
  { path: '/orgProfile', heading: 'Organisation Profile' },
  { path: '/docaccess', heading: 'Previous Requests' },
  { path: '/docaccess/new', heading: 'Convert Document' },
  { path: '/docaccess/uploading', heading: 'Processing Your Uploaded File' },
  { path: '/avaccess', heading: 'Previous Requests' },
  { path: '/avaccess/new', heading: 'Convert Media' },
  { path: '/avaccess/uploading', heading: 'Processing Your Uploaded File' },
  { path: '/chatbot', heading: 'Information Access' },
  { path: '/opportunity', heading: 'Career Discovery' },
  { path: '/opportunity/new', heading: 'Career Discovery' },
  { path: '/opportunity/chatbot', heading: 'Career Discovery' },
  { path: '/opportunity/uploadingResume/career', heading: 'Reading Your Resume' },
  { path: '/opportunity/resume', heading: 'What We Understood' },
  { path: '/jobs', heading: 'Job Opportunities' },
  { path: '/appliedjob', heading: 'Applied to job successfully' },
  { path: '/resumeforjobs', heading: 'Resume for Job Recommendations' },
  { path: '/news', heading: 'Accessible News' },
  { path: '/browser-agent', heading: 'I-Stem Assistant' },
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

/** The member's session, signed in once: each route's test opens its page with it. */
let session: Session;

test.beforeAll(async ({ request }) => {
  await createAccount(request, member);
  session = await sessionThroughApi(request, member.phoneNumber);
});

// One route a test: a slow scan on a busy machine holds up only its own page.
for (const theme of ['default', 'yellow and black']) {
  for (const route of publicRoutes) {
    test(`${route.path} passes axe WCAG 2.2 AA in the ${theme} theme`, async ({ page }) => {
      await page.goto('/login');
      if (theme !== 'default') await chooseTheme(page, new RegExp(theme, 'i'));
      await scan(page, route.path, route.heading, theme);
    });
  }

  for (const route of signedInRoutes) {
    test(`${route.path} signed in passes axe WCAG 2.2 AA in the ${theme} theme`, async ({
      page,
    }) => {
      await storeSession(page, session);
      if (theme !== 'default') {
        // Chosen signed in, as a member would: the setting is then the member's own.
        await page.goto('/');
        await chooseTheme(page, new RegExp(theme, 'i'));
      }
      await scan(page, route.path, route.heading, theme);
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
    await scan(page, '/orgProfile', 'Organisation Profile', theme);

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
