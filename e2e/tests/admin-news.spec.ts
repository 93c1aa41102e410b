// The administrators' news sources page on the real portal: sign in on the page, see the sample
// sources polled at start, test a feed (a failure shown at its field, then a working one), add a
// source (refused first for a taken name), pause and resume it, delete it with confirmation; axe on
// each state in two themes.
import { test, expect, type Page } from '@playwright/test';
import { ADMIN } from './env';
import { chooseTheme, expectNoAxeViolations } from './support';

async function signInOnPage(page: Page) {
  await page.goto('/adminNews');
  await expect(page.getByRole('heading', { level: 1, name: 'News sources' })).toBeVisible();
  await page.getByLabel('Administrator email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Check Access' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a source' })).toBeVisible();
}

test('an administrator tests, adds, pauses, resumes and deletes a news source', async ({
  page,
  baseURL,
}) => {
  await signInOnPage(page);
  // The sample sources of a fresh portal, polled at start.
  const sample = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Nclude Sample Desk (sample)' }),
  });
  await expect(sample.getByText('From configuration')).toBeVisible();
  await expect(sample.getByText('Idle', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, '/adminNews');

  const feedAddress = page.getByLabel(/^Feed address/);
  await feedAddress.fill(`${baseURL}/v1/api/news/samples/no-such-feed.xml`);
  await page.getByLabel('Local source (development and tests)').check();
  await page.getByRole('button', { name: 'Test feed' }).click();
  await expect(page.getByText(/404/).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, '/adminNews with a failed test');

  // The sample feed under a second address (its query differs), as a new source.
  await feedAddress.fill(`${baseURL}/v1/api/news/samples/sample-desk.xml?copy=e2e`);
  await page.getByRole('button', { name: 'Test feed' }).click();
  const result = page.getByRole('heading', { level: 3, name: /^Test of / });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Format: rss.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'The first titles' })).toBeVisible();

  await page.getByLabel(/^Name/).fill('Nclude Sample Desk (sample)');
  await page.getByLabel(/^Language/).selectOption({ label: 'English' });
  await page.getByLabel(/^Categories/).fill('Policy, Technology');
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByText(/exists already/).first()).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await expectNoAxeViolations(page, '/adminNews with a form error');

  await page.getByLabel(/^Name/).fill('Desk copy');
  await page.getByRole('button', { name: 'Add source' }).click();
  const copy = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Desk copy' }),
  });
  await expect(copy.getByText('Idle', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/admin-news.png', fullPage: true });

  await copy.getByRole('button', { name: 'Pause Desk copy' }).click();
  await expect(copy.getByText('Paused', { exact: true })).toBeVisible();
  await copy.getByRole('button', { name: 'Resume Desk copy' }).click();
  await expect(copy.getByRole('button', { name: 'Pause Desk copy' })).toBeVisible();

  await copy.getByRole('button', { name: 'Delete Desk copy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Desk copy”?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, '/adminNews delete dialog');
  await confirm.getByRole('button', { name: 'Delete source' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Desk copy' })).toHaveCount(0);

  await chooseTheme(page, /yellow and black/i);
  await expectNoAxeViolations(page, '/adminNews (yellow and black)');
});
