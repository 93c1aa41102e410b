// Document conversion as a member does it: a PDF (printed by this very browser, so tagged and
// real) uploaded from the keyboard, In Progress on the list, the notification, the download, and
// the converted HTML itself passing axe; a file that is not a PDF refused on the form.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { createWhitelistedMember, expectNoAxeViolations, signInThroughApi } from './support';

const member = {
  userName: 'Document Reader',
  phoneNumber: '9000000031',
  email: '',
  password: 'Convert@123',
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createWhitelistedMember(request, member);
});

/** A tagged PDF with a heading, a list and a table, printed by Chromium. */
async function printedReport(page: Page): Promise<Buffer> {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Field Report</title></head>
    <body><h1>Field Report</h1><p>Three villages were visited in March.</p>
    <h2>Findings</h2><ul><li>Ramps at every school</li><li>Braille signs at the clinic</li></ul>
    <table><tr><th>Village</th><th>Schools</th></tr><tr><td>Aranya</td><td>2</td></tr></table>
    </body></html>`);
  return page.pdf({ format: 'A4', tagged: true });
}

test('a member converts a PDF from the keyboard, is notified, and downloads accessible HTML', async ({
  page,
  request,
  browser,
}) => {
  const printer = await browser.newPage();
  const pdf = await printedReport(printer);
  await printer.close();

  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/docaccess/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Convert Document' })).toBeVisible();

  // Keyboard only: Tab to the file field, Space opens the picker; the rest is typed.
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('PDF document (required)').focus();
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: 'field report.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: /Output format/ })).toBeFocused();
  await page.keyboard.type('HTML');
  await page.getByRole('combobox', { name: /Tag/ }).focus();
  await page.keyboard.type('Reports');
  await page.getByRole('button', { name: 'Convert', exact: true }).focus();
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Processing Your Uploaded File' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ok, Got it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Previous Requests' })).toBeVisible();
  await expect(page.getByText('field report.pdf').first()).toBeVisible();

  // The notification arrives on its own (socket), and the row turns into a download link.
  await expect(page.getByRole('button', { name: /Notifications 1 unread/ })).toBeVisible({
    timeout: 60_000,
  });
  const link = page.getByRole('link', { name: 'download field report.html' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, '/docaccess with a finished request');

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('field report.html');
  const html = readFileSync((await download.path()) as string, 'utf8');
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/<h1[^>]*>\s*Field Report\s*<\/h1>/);
  expect(html).toContain('Braille signs at the clinic');
  expect(html).toMatch(/<th[^>]*scope="col"[^>]*>\s*Village/);

  // The converted document itself passes axe WCAG 2.2 AA.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.setContent(html);
  await expectNoAxeViolations(reader, 'the converted HTML');
  await readerContext.close();

  // The notification list links to the result page.
  await page.getByRole('button', { name: /Notifications 1 unread/ }).click();
  await expect(page.getByRole('link', { name: /field report\.pdf is ready/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the notifications list');
});

test('a file that is not a PDF is refused on the form, which keeps the choice and says why', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/docaccess/new');
  await page.getByLabel('PDF document (required)').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('These are plain notes, not a PDF.'),
  });
  await page.getByRole('combobox', { name: /Output format/ }).selectOption('docx');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('The file must be a PDF document.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Convert Document' })).toBeVisible();
  await expect(page.getByText('notes.pdf').first()).toBeVisible();
});
