// The Accessible Library as a reader uses it, on the real portal with its seed library read aloud
// by espeak-ng at start: browse by language and category, play a book, pause, reload and Resume
// at the saved point; the player's keyboard shortcuts; download and review from a book's
// options; the book shelf; axe on every library route in two themes. A member without the
// library scope is kept out by the server as well as the page.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  chooseTheme,
  createWhitelistedMember,
  expectNoAxeViolations,
  signInThroughApi,
} from './support';

const reader = {
  userName: 'Lakshmi Rao',
  phoneNumber: '9000000071',
  email: '',
  password: 'Books@12345',
};
const outsider = {
  userName: 'Ravi Kumar',
  phoneNumber: '9000000072',
  email: '',
  password: 'Books@12345',
};
const BOOK = 'The Lamp in the Window';
const BOOK_NAME = 'the-lamp-in-the-window';
const PLAY_PATH = `/play/books/Stories/${BOOK_NAME}`;

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

/** The seed books are read aloud by a background job after the server starts. */
async function waitForSeedLibrary(request: APIRequestContext, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const reply = await request.get('/v1/api/library/books?limit=50', {
          headers: { authorization: `Bearer ${token}` },
        });
        return reply.ok() ? ((await reply.json()) as { totalBooks: number }).totalBooks : 0;
      },
      { timeout: 180_000, message: 'the seed library read aloud' },
    )
    .toBeGreaterThanOrEqual(11);
}

/** The player's audio position, in seconds. */
const audioTime = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createWhitelistedMember(request, reader, 'library');
  await createWhitelistedMember(request, outsider);
});

test('browse, play, pause, reload and Resume at the saved point', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signInThroughApi(page, request, reader.phoneNumber);
  await waitForSeedLibrary(request, await tokenOf(page));

  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse All Books' })).toBeVisible();
  await page.getByLabel('Language of the books').selectOption('en');
  const categories = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Nclude Books' }) });
  await expect(categories.getByRole('link', { name: 'Stories' })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Telangana Books' })).toBeVisible();
  await expectNoAxeViolations(page, '/library');

  await categories.getByRole('link', { name: 'Stories' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Audiobooks under Stories in English' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'category books');
  await page.getByRole('link', { name: BOOK }).click();
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
  await expect(page.getByText(/only for people with print disabilities/)).toBeVisible();
  await expectNoAxeViolations(page, 'play page');

  const player = page.getByRole('region', { name: 'Audio player' });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // The place kept is where the audio stopped, whichever save carried it: the one on pause, or
  // the last one while playing when the audio had stalled there (an unchanged place is not sent
  // twice).
  const stoppedAt = Math.floor((await audioTime(page)) * 10) / 10;
  const token = await tokenOf(page);
  const keptPlace = async () => {
    const reply = await request.get(`/v1/api/library/listen/${BOOK_NAME}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await reply.json()) as { progress: { index: number; offsetSeconds: number } | null })
      .progress;
  };
  await expect
    .poll(keptPlace, { timeout: 20_000, message: 'the place kept on pause' })
    .toMatchObject({ index: 0, offsetSeconds: stoppedAt });
  // The sentence being read is marked in the section's text.
  await expect(page.locator('[aria-current="true"]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/library-play.png', fullPage: true });

  await page.reload();
  const resume = page.getByRole('button', { name: /^Resume/ });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(stoppedAt);
  await expect(resume).toBeHidden();
  await page
    .getByRole('region', { name: 'Audio player' })
    .getByRole('button', { name: 'Pause' })
    .click();
});

test('keyboard shortcuts in the player, with their help', async ({ page, request }) => {
  await signInThroughApi(page, request, reader.phoneNumber);
  await page.goto(PLAY_PATH);
  const player = page.getByRole('region', { name: 'Audio player' });
  await player.getByRole('button', { name: 'Play', exact: true }).focus();
  await page.keyboard.press('k');
  await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await page.keyboard.press('k');
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const before = await audioTime(page);
  await page.keyboard.press('l');
  await expect.poll(() => audioTime(page)).toBeGreaterThan(before + 8);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expectNoAxeViolations(page, 'shortcut help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('download a format and review a book from its options', async ({ page, request }) => {
  await signInThroughApi(page, request, reader.phoneNumber);
  await page.goto('/category/en/books/Stories');
  await page.getByRole('button', { name: `Options for ${BOOK}` }).click();
  await page.getByRole('menuitem', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: `Download ${BOOK}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('Please select a format.')).toBeVisible();
  await expectNoAxeViolations(page, 'download dialog with its error');
  await dialog.getByRole('radio', { name: /HTML/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.html$/);

  await page.goto('/category/en/books/Stories');
  await page.getByRole('button', { name: `Options for ${BOOK}` }).click();
  await page.getByRole('menuitem', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: `Review ${BOOK}` });
  await review.getByRole('radio', { name: '4 stars' }).check();
  await review.getByLabel(/Comment/).fill('A calm voice and a kind story.');
  await expectNoAxeViolations(page, 'review dialog');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`Your review of ${BOOK} is saved.`),
  ).toBeVisible();
});

test('the book shelf continues where the reader stopped; every route passes axe in two themes', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, reader.phoneNumber);
  await page.goto('/bookshelf');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Shelf' })).toBeVisible();
  await expect(page.getByText(BOOK).first()).toBeVisible();
  await expect(page.getByText(/% listened/).first()).toBeVisible();
  await expectNoAxeViolations(page, '/bookshelf');
  await page.getByRole('link', { name: `Continue listening to ${BOOK}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();

  await chooseTheme(page, /yellow and black/i);
  for (const path of [
    '/library',
    '/bookshelf',
    `/category/hi/books/${encodeURIComponent('कहानियाँ')}`,
    '/category/te/other/telangana-books',
    '/category/en/other/nclude-books',
    PLAY_PATH,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Loading books...')).toHaveCount(0);
    await expectNoAxeViolations(page, `${path} (yellow and black)`);
  }
  await page.goto('/category/te/other/telangana-books');
  await page.screenshot({ path: 'test-results/library-telangana.png', fullPage: true });
});

test('a member without the library scope is kept out by the server', async ({ page, request }) => {
  await signInThroughApi(page, request, outsider.phoneNumber);
  const token = await tokenOf(page);
  const reply = await request.get('/v1/api/library/categories/en', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(403);
  // The shell says why instead of sending a signed-in person back to the login page.
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accessible Library' })).toHaveCount(0);
});
