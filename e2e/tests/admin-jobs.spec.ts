// The administrators' job postings page on the real portal: sign in on the page, add a posting
// (refused first with its errors tied to the fields), find it, close it, import a feed whose bad
// row is reported with its problem; axe on each state in two themes.
import { test, expect, type Page } from '@playwright/test';
import { ADMIN } from './env';
import { chooseTheme, expectNoAxeViolations } from './support';

async function signInOnPage(page: Page) {
  await page.goto('/adminJobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeVisible();
  await page.getByLabel('Administrator email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Check Access' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Postings', exact: true }),
  ).toBeVisible();
}

test('an administrator adds, finds and closes a posting, and imports a feed', async ({ page }) => {
  await signInOnPage(page);
  await expectNoAxeViolations(page, '/adminJobs list');

  await page.getByRole('button', { name: 'Add a posting' }).click();
  await expect(page.getByRole('heading', { name: 'Add a posting' })).toBeVisible();
  await expectNoAxeViolations(page, '/adminJobs add form, empty');
  await page.getByRole('button', { name: 'Save the posting' }).click();
  // The errors are listed and the first field gets focus.
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, '/adminJobs add form with errors');

  // Visible fields only: the list's own filters stay in the page, hidden, while the form is open.
  const field = (label: string | RegExp) =>
    page.getByLabel(label).and(page.locator(':visible')).first();
  await field(/^Source/).fill('E2E employer');
  await field(/^Id at the source/).fill('e2e-1');
  await field(/^Company or employer/).fill('Kaveri Looms');
  await field(/^Job title/).fill('Handloom Quality Checker');
  await field(/^Location/).fill('Mysuru, Karnataka');
  await field(/^Type of work/).fill('Full-time');
  await field(/^Experience needed/).fill('Freshers');
  await field(/^Education needed/).fill('Class XII');
  await field(/^Responsibilities/).fill('Check woven saris for defects\nRecord each batch');
  await field(/^Minimum qualifications/).fill('Class XII pass');
  await field(/^Preferred qualifications/).fill('Knows handloom weaves');
  await field(/^About the job/).fill('A weavers’ cooperative.');
  await field(/^For persons with disabilities/).fill('Step-free workshop.');
  await page.getByRole('checkbox', { name: 'Hearing Impairment' }).check();
  await field(/^Posted on/).fill('2026-11-20');
  await page
    .getByLabel(/^Category/)
    .first()
    .selectOption('corporate_job');
  await field(/^Email address for applications/).fill('jobs@kaveri.example.org');
  await page.getByRole('button', { name: 'Save the posting' }).click();
  await expect(page.locator('[data-nc-live="polite"]')).toContainText('Posting added.');

  await page.getByLabel('Search postings').fill('Handloom');
  await page.getByRole('button', { name: 'Show postings' }).click();
  await expect(
    page.getByRole('region', { name: 'Postings', exact: true }).getByText('One posting.'),
  ).toBeVisible();
  const card = page.getByRole('heading', { name: /Handloom Quality Checker/ });
  await expect(card).toBeVisible();
  await page
    .getByRole('button', { name: /^Close/ })
    .first()
    .click();
  await expect(page.locator('[data-nc-live="polite"]')).toContainText(
    'Handloom Quality Checker is closed',
  );
  await expect(page.getByRole('button', { name: /^Reopen/ }).first()).toBeVisible();

  const feed = [
    'externalId,job_category,company,title,address,job_nature,work_experience,required_education,responsibilities,minQualification,prefQualification,aboutJob,pwd_details,suitableFor,accommodations,postedOn,closesOn,contactEmail',
    'f-1,corporate_job,Nilgiri Tea,Tea Taster,Coonoor,Full-time,Freshers,Any,Taste tea,Any,,A tea estate.,Open to all,Blindness,,2026-11-19,,hr@nilgiri.example.org',
    'f-2,corporate_job,,No Company,Ooty,Full-time,Freshers,Any,Tasks,Any,,About,PwD,,,2026-11-19,,hr@nilgiri.example.org',
  ].join('\n');
  await page.getByLabel(/^Feed file/).setInputFiles({
    name: 'tea.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(feed),
  });
  await page.getByRole('button', { name: 'Import the feed' }).click();
  await expect(
    page.getByText(/Import finished: 1 added, 0 updated, 0 unchanged, 1 refused\./).first(),
  ).toBeVisible();
  await expect(page.getByText('Field company must not be empty')).toBeVisible();
  await expectNoAxeViolations(page, '/adminJobs with an import report');

  await chooseTheme(page, /yellow and black/i);
  await expectNoAxeViolations(page, '/adminJobs (yellow and black)');
});
