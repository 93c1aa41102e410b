// Accessible News as a reader uses it, on the real portal with the sample feeds polled at start:
// filter by language, source and category, page through, open an article (focus on its heading,
// marked read on the server), Back to the same page and filters with focus on its link, reload
// keeps the state; Listen (Debian's headless Chromium has no voices, so the server's espeak-ng
// recording plays), the headlines read aloud; the narrow layout; axe on every view in two themes.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  chooseTheme,
  createWhitelistedMember,
  expectNoAxeViolations,
  signInThroughApi,
} from './support';

const reader = {
  userName: 'Meera Iyer',
  phoneNumber: '9000000081',
  email: '',
  password: 'News@12345',
};

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

/** The sample feeds are polled by background jobs once the server starts. */
async function waitForSampleNews(request: APIRequestContext, token: string): Promise<void> {
  for (const lang of ['eng', 'hin']) {
    await expect
      .poll(
        async () => {
          const reply = await request.get(`/v1/api/news/articles?lang=${lang}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return reply.ok() ? ((await reply.json()) as { total: number }).total : 0;
        },
        { timeout: 60_000, message: `the ${lang} sample feeds polled` },
      )
      .toBeGreaterThanOrEqual(20);
  }
}

const articleLinks = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.locator('.news-item') })
    .getByRole('link');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createWhitelistedMember(request, reader);
});

test('filter, page, open an article, Back with focus restored, reload keeps it', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, reader.phoneNumber);
  await waitForSampleNews(request, await tokenOf(page));
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessible News' })).toBeVisible();
  await expect(page.locator('.news-summary')).toHaveText(/Showing 1–10 of \d+ articles/);
  await expectNoAxeViolations(page, '/news list');

  // Category appears only with a source, in English.
  const filters = page.getByRole('search', { name: 'Filter articles' });
  await expect(filters.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
  await filters
    .getByRole('combobox', { name: 'Source' })
    .selectOption('Nclude Sample Desk (sample)');
  await expect(filters.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await filters.getByRole('combobox', { name: 'Category' }).selectOption('Policy');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/source=Nclude/);
  await expect(page).toHaveURL(/category=Policy/);
  await expect(page.locator('.news-summary')).toHaveText(/of \d+ article/);
  const policyCount = await articleLinks(page).count();
  expect(policyCount).toBeGreaterThan(0);

  // Back to all English sources, page 2.
  await filters.getByRole('combobox', { name: 'Source' }).selectOption({ index: 0 });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).not.toHaveURL(/source=/);
  await page
    .getByRole('navigation', { name: 'Pages of articles' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.news-summary')).toHaveText(/Showing 11–20 of/);

  // A cut title keeps its whole text in the link's name.
  const links = articleLinks(page);
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    const name =
      (await links.nth(i).getAttribute('aria-label')) ?? (await links.nth(i).innerText());
    const shown = (await links.nth(i).innerText()).replace(/…$/, '');
    expect(name.startsWith(shown.trim())).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(76);
  }

  // Open the third article: focus on its heading, read on the server.
  const link = links.nth(2);
  const title = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  await link.click();
  await expect(page).toHaveURL(/article=/);
  const heading = page.getByRole('heading', { level: 2, name: title });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Read the original article/ })).toBeVisible();
  await expect(page.locator('script', { hasText: 'alert' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/news article');
  await page.screenshot({ path: 'test-results/news-article.png', fullPage: true });

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).not.toHaveURL(/article=/);
  await expect(
    articleLinks(page)
      .filter({ hasText: title.slice(0, 20) })
      .first(),
  ).toBeFocused();
  // Read now: its Unread badge is gone, and it stays so after a reload (kept on the server).
  await page.reload();
  await expect(page.locator('.news-summary')).toHaveText(/Showing 11–20 of/);
  const item = page.locator('.news-item').filter({ hasText: title.slice(0, 20) });
  await expect(item).not.toHaveClass(/news-item--unread/);
  await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/news-list.png', fullPage: true });
});

test('Hindi news, and listening to an article and the headlines', async ({ page, request }) => {
  await signInThroughApi(page, request, reader.phoneNumber);
  await page.goto('/news?lang=hin');
  await expect(page.locator('.news-summary')).toHaveText(/Showing 1–10 of/);
  // No category filter for Hindi, even with a source.
  const filters = page.getByRole('search', { name: 'Filter articles' });
  await filters.getByRole('combobox', { name: 'Source' }).selectOption({ index: 1 });
  await expect(filters.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
  await expect(articleLinks(page).first()).toHaveText(/[\u0900-\u097F]/);

  await page.getByRole('button', { name: 'Listen to the headlines' }).click();
  await expect(page.locator('.news-read-aloud__status').first()).toHaveText(/Reading aloud/, {
    timeout: 60_000,
  });
  await expect
    .poll(() =>
      page
        .locator('.news-read-aloud audio')
        .first()
        .evaluate((audio: HTMLAudioElement) => audio.currentTime),
    )
    .toBeGreaterThan(0.3);
  await page.getByRole('button', { name: 'Pause' }).first().click();
  await expect(page.locator('.news-read-aloud__status').first()).toHaveText(/Paused/);
  await page.getByRole('button', { name: 'Stop' }).first().click();

  await articleLinks(page).first().click();
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  await expect(page.locator('.news-read-aloud__status')).toHaveText(/Reading aloud/, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('.news-read-aloud__status')).toHaveText(/Reading aloud/);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.locator('.news-read-aloud__status')).toHaveText(/Stopped/);
  await expectNoAxeViolations(page, '/news Hindi article');
});

for (const theme of ['yellow and black']) {
  test(`every news view passes axe in the ${theme} theme, wide and at 320 px`, async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, reader.phoneNumber);
    await page.goto('/news');
    await chooseTheme(page, new RegExp(theme, 'i'));
    await expect(page.locator('.news-summary')).toHaveText(/Showing/);
    await expectNoAxeViolations(page, `/news list (${theme})`);
    await articleLinks(page).first().click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectNoAxeViolations(page, `/news article (${theme})`);

    await page.setViewportSize({ width: 320, height: 700 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('.news-summary')).toHaveText(/Showing/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `/news list at 320 px (${theme})`);
    await page.screenshot({ path: 'test-results/news-narrow.png', fullPage: true });
  });
}
