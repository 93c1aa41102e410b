// Careers as a job seeker uses them, on the real portal: a resume uploaded on /resumeforjobs and
// read by the background job (the reading page follows it live), the recommended corporate jobs
// with their reasons, applying with consent once, the applied page with the history, what was
// understood from the resume, and the career chatbot grounded in it. Keyboard first; axe on each
// state in two themes.
import { test, expect, type Browser, type Page } from '@playwright/test';
import {
  chooseTheme,
  createWhitelistedMember,
  expectNoAxeViolations,
  signInThroughApi,
} from './support';

const member = {
  userName: 'Meera Joshi',
  phoneNumber: '9000000051',
  email: '',
  password: 'Jobs@12345',
};

const RESUME_HTML = `<!doctype html><html lang="en"><head><style>
body { font-family: "DejaVu Sans", sans-serif; font-size: 11pt; line-height: 1.4; margin: 40px 48px }
h1 { font-size: 22pt; margin: 0 } h2 { font-size: 14pt; margin: 18px 0 6px }
</style></head><body>
<h1>Meera Joshi</h1>
<p>meera.joshi@example.org | +91 98220 11223 | Pune, Maharashtra</p>
<h2>Summary</h2>
<p>Accountant who keeps the books of small businesses, using a screen reader.</p>
<h2>Skills</h2>
<p>Tally, GST, Accounts payable, Bookkeeping, Excel, NVDA</p>
<h2>Experience</h2>
<p><b>Accountant, Sharma Traders, Pune</b></p>
<p>June 2019 – Present</p>
<ul><li>Kept the books and filed GST returns for a wholesale business.</li></ul>
<h2>Education</h2>
<p><b>B.Com</b>, Savitribai Phule Pune University, 2019</p>
</body></html>`;

/** The resume as a PDF, printed by the browser under test like a word processor's export. */
async function resumePdf(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(RESUME_HTML);
    return await page.pdf({ format: 'A4' });
  } finally {
    await page.close();
  }
}

const polite = (page: Page) => page.locator('[data-nc-live="polite"]');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createWhitelistedMember(request, member);
});

test('a resume is read, recommendations follow with reasons, and an application is sent', async ({
  page,
  request,
  browser,
}) => {
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/resumeforjobs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resume for Job Recommendations' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/resumeforjobs without a resume');

  await page.getByLabel('Your resume (required)').setInputFiles({
    name: 'Meera Joshi resume.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(browser),
  });
  await page.getByRole('button', { name: 'Upload resume' }).focus();
  await page.keyboard.press('Enter');

  // The reading page follows the background job and says when it is done.
  await expect(page).toHaveURL(/\/opportunity\/uploadingResume\/recommend$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Your Resume' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Your resume has been read.')).toBeVisible({
    timeout: 60_000,
  });
  // Said on the page, and by the notification that arrives with it (whichever came last).
  await expect(polite(page)).toContainText('Your resume has been read');
  const next = page.getByRole('button', { name: 'Continue to Job Opportunities' });
  // Focus moves to Continue when the reading ends while the page watches; a short resume may be
  // read before the page first asks, and then focus stays on the page's heading (not stolen).
  const heading = page.getByRole('heading', { level: 1, name: 'Reading Your Resume' });
  const focused = async () =>
    (await next.evaluate((element) => element === document.activeElement)) ||
    (await heading.evaluate((element) => element === document.activeElement));
  await expect.poll(focused).toBe(true);
  await expectNoAxeViolations(page, 'the reading page, done');
  await next.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/jobs/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeVisible();
  await page.getByRole('tab', { name: 'Corporate jobs' }).click();
  const recommended = page.getByRole('switch', { name: /Recommended Jobs/ });
  await recommended.focus();
  await page.keyboard.press('Space');
  await expect(recommended).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Why it is recommended:').first()).toBeVisible();
  // The reasons are the resume's facts: an accountant's skills.
  await expect(
    page.getByText(/Matches your skills: .*(Tally|GST|Bookkeeping|Accounts payable)/i).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/jobs with recommendations');

  // The first card opens (a disclosure), and applying asks for consent once.
  const firstCard = page
    .getByRole('region', { name: 'Recommended Jobs' })
    .getByRole('listitem')
    .first();
  const opener = firstCard.getByRole('heading', { level: 3 }).getByRole('button');
  // The button's text starts with the job's title (then its badges, company and place).
  const title = (await opener.innerText())
    .split(/[\n,]/)
    .map((part) => part.replace(/^[+−-]\s*/, '').trim())
    .find(Boolean)!;
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await firstCard.getByRole('button', { name: /Apply to this job/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Meera Joshi');
  await expect(dialog).toContainText('Meera Joshi resume.pdf');
  await expectNoAxeViolations(page, 'the consent dialog');
  await dialog.getByRole('button', { name: 'Agree and apply' }).click();

  await expect(page).toHaveURL(/\/appliedjob$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Applied to job successfully' }),
  ).toBeVisible();
  await expect(page.getByText('Thank you for applying.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expect(page.getByText(title, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('(just sent)')).toBeVisible();
  await expectNoAxeViolations(page, '/appliedjob with one application');
});

test('what was understood can be checked, and the career chatbot starts from it', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/opportunity/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'What We Understood' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera Joshi');
  await expect(page.getByRole('textbox', { name: 'Your skills' })).toHaveValue(/Tally/);
  await expectNoAxeViolations(page, '/opportunity/resume with a reading');

  // With a resume, Career Discovery goes straight to the chatbot.
  await page.goto('/opportunity');
  await expect(page).toHaveURL(/\/opportunity\/chatbot$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Discovery' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation with the Career Discovery assistant' });
  const box = page.getByRole('textbox', { name: 'Your message' });
  await expect(box).toHaveAttribute('placeholder', 'Chat....');
  await box.focus();
  await page.keyboard.type('Which jobs suit me?');
  await page.keyboard.press('Enter');
  // Without a language model, the reply lists the jobs ranked for this resume, with links.
  await expect(
    log.getByText('Jobs from the Nclude job list that match your resume, best first:'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(log.getByRole('link', { name: /Accountant|Accounts/ }).first()).toBeVisible();
  await expect(log.getByRole('link', { name: 'Recommended Jobs' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  await expectNoAxeViolations(page, '/opportunity/chatbot after a reply');

  await chooseTheme(page, /yellow and black/i);
  for (const path of ['/jobs', '/appliedjob', '/opportunity/resume', '/opportunity/chatbot']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page, `${path} (yellow and black)`);
  }
});
