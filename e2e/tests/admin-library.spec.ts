// The administrators' library page on the real portal: sign in on the page, add a book from a
// text file (refused first without its category, the error tied to the field), follow it while
// it is read aloud until it is ready, delete it with confirmation; axe on each state in two themes.
import { test, expect, type Page } from '@playwright/test';
import { ADMIN } from './env';
import { chooseTheme, expectNoAxeViolations } from './support';

const BOOK_TEXT = [
  'Chapter 1: The Well',
  '',
  'The village well was the first place the morning reached. Women came with brass pots and news.',
  '',
  'Chapter 2: The Rain',
  '',
  'When the rain came early, the well filled to its brim, and the children counted the steps again.',
].join('\n');

async function signInOnPage(page: Page) {
  await page.goto('/adminLibrary');
  await expect(page.getByRole('heading', { level: 1, name: 'Library books' })).toBeVisible();
  await page.getByLabel('Administrator email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Check Access' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a book' })).toBeVisible();
}

test('an administrator adds a book from a text file, follows it until ready, and deletes it', async ({
  page,
}) => {
  await signInOnPage(page);
  await expectNoAxeViolations(page, '/adminLibrary');

  await page.getByLabel(/^Book file/).setInputFiles({
    name: 'the-well.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(BOOK_TEXT),
  });
  await page.getByRole('button', { name: 'Upload book' }).click();
  // Without a category the field says so and takes focus.
  await expect(page.getByText('Enter the book’s category.').first()).toBeVisible();
  await expect(page.getByLabel(/^Category/).first()).toBeFocused();
  await expectNoAxeViolations(page, '/adminLibrary with a form error');

  await page
    .getByLabel(/^Category/)
    .first()
    .fill('Stories');
  await page.getByLabel(/^Title/).fill('The Well');
  await page.getByRole('button', { name: 'Upload book' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'The Well' });
  await expect(item.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, '/adminLibrary with a ready book');
  await page.screenshot({ path: 'test-results/admin-library.png', fullPage: true });

  await item.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “The Well”?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, '/adminLibrary delete dialog');
  await confirm.getByRole('button', { name: 'Delete book' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'The Well' })).toHaveCount(0);

  await chooseTheme(page, /yellow and black/i);
  await expectNoAxeViolations(page, '/adminLibrary (yellow and black)');
});
