import { test, expect, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { ADMIN, ORG } from './env';
import { createAccount, messageTo, otpSentTo, signInByEmail } from './support';

test.describe.configure({ mode: 'serial' });

const stranger = {
  userName: 'Meera Iyer',
  phoneNumber: '9111111111',
  email: 'meera@example.net',
  password: 'First@Pass1',
  newPassword: 'Second@Pass2',
};

function pdf(name: string) {
  const text = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

async function verifyByOtp(page: Page, field: 'email' | 'phone', contact: string) {
  const since = Date.now();
  const name = field === 'email' ? 'Verify email address' : 'Verify mobile number';
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Digit 1 of 4').pressSequentially(await otpSentTo(contact, since));
  await dialog.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(dialog).toBeHidden();
}

test('a stranger requests access with a PDF certificate', async ({ page }) => {
  await page.goto('/requestAccess');
  await expect(page).toHaveTitle('Request Access');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByText('Enter your name.').first()).toBeVisible();

  await page.getByLabel('Enter Name*').fill(stranger.userName);
  await page.getByLabel('Enter Phone Number*').fill(stranger.phoneNumber);
  await page.getByLabel('Enter Email*').fill(stranger.email);
  await page.getByLabel('Select Disability Type*').selectOption('Low-vision');
  await page
    .getByLabel('Attach disability certificate (PDF)*')
    .setInputFiles(pdf('certificate.pdf'));
  await expect(page.getByRole('main').getByText('certificate.pdf')).toBeVisible();
  // Submitting sends a code to the phone, entered in the dialog it opens.
  const since = Date.now();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await dialog
    .getByLabel('Digit 1 of 4')
    .pressSequentially(await otpSentTo(stranger.phoneNumber, since));
  await dialog.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('main')
      .getByText(
        'We have sent your Information to the Admin, We will notify you once your request is processed.',
      ),
  ).toBeVisible();
});

test('the admin approves the request from the emailed link, once', async ({ page }) => {
  const [link] = await messageTo(ADMIN.email, 0, /\/approval\?token=[\w-]+/);
  await page.goto(link);
  await expect(page).toHaveTitle('Approval Page');
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Status' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/approved/i)
      .first(),
  ).toBeVisible();
  // The link is single-use: opening it again tells the admin so.
  await page.goto(link);
  await expect(
    page.getByRole('main').getByText('An error occurred during verification.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/already been used/i)).toBeVisible();
  // The requester is told they can sign up now.
  await messageTo(stranger.email, 0, /sign up/i);
});

test('the approved stranger signs up, completes profile and account, and uploads a resume', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(stranger.userName);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(stranger.email);
  await verifyByOtp(page, 'email', stranger.email);
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(stranger.phoneNumber);
  await verifyByOtp(page, 'phone', stranger.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(stranger.password);
  await page.getByLabel('Confirm Password').fill(stranger.password);
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Approval gave the library scope (the sidebar offers the library once its remote is deployed).
  const session = await page.request.get('/v1/api/auth/session', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
    },
  });
  expect(await session.json()).toMatchObject({ scope: 'library' });

  await page.getByRole('link', { name: stranger.userName }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Link Email' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit profile information' }).click();
  await page
    .getByRole('textbox', { name: 'Profile information', exact: true })
    .fill('Accessibility tester and Braille reader.');
  await page.getByLabel('Resume (PDF only)').setInputFiles(pdf('meera-resume.pdf'));
  const links = [
    'https://www.linkedin.com/in/meera-iyer',
    'https://twitter.com/meera_reads',
    'https://meera.example.net/',
  ];
  for (let i = 0; i < 3; i++) {
    const field = page.getByRole('textbox', { name: new RegExp(`^Social link ${i + 1}`) });
    if ((await field.count()) === 0)
      await page.getByRole('button', { name: 'Add social link' }).click();
    await page.getByRole('textbox', { name: new RegExp(`^Social link ${i + 1}`) }).fill(links[i]!);
  }
  await page.getByRole('button', { name: 'Add social link' }).click();
  await expect(
    page.getByRole('main').getByText('You can add a maximum of 3 social links'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Social link 4/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Accessibility tester and Braille reader.'),
  ).toBeVisible();
  const social = page.getByRole('link', { name: /linkedin|twitter|meera\.example/i });
  await expect(social).toHaveCount(3);
  await expect(social.nth(0)).toHaveAttribute('href', links[0]!);
  await expect(social.nth(1)).toHaveAttribute('href', links[1]!);
  await expect(page.getByRole('link', { name: /resume/i })).toBeVisible();

  await page.getByRole('link', { name: 'Edit account information' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Information' })).toBeVisible();
  await page.getByLabel('Employment status').selectOption('Student');
  await page.getByLabel('Job search status').selectOption('Looking for Internship');
  await page.getByLabel('Disability').selectOption('Low-vision');
  await page.getByLabel('Preferred industry').fill('Publishing');
  await page.getByLabel('Preferred role').fill('Accessibility editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText('Looking for Internship')).toBeVisible();
  await expect(page.getByRole('main').getByText('Accessibility editor')).toBeVisible();
});

test('the new member resets the password and logs in with the new one', async ({ page }) => {
  await signInByEmail(page, stranger.email, stranger.password);
  await page.goto('/reset-password');
  // The change is proven by the current password (or a code, for someone who forgot it).
  await page.getByLabel('Current password', { exact: true }).fill(stranger.password);
  await page.getByLabel('New Password', { exact: true }).fill('weak');
  await expect(page.getByRole('main').getByText('Password strength: Weak')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(stranger.newPassword);
  await expect(page.getByRole('main').getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Different@1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('main').getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(stranger.newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('main').getByText('Your password has been changed.').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByRole('button', { name: 'Login Via Email Instead' }).click();
  await page.getByRole('textbox', { name: 'Email Address' }).fill(stranger.email);
  await page.getByLabel('Password', { exact: true }).fill(stranger.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('main').getByText('Incorrect email or password')).toBeVisible();
  await signInByEmail(page, stranger.email, stranger.newPassword);
});

test('an organisation enrols three numbers from a CSV and sees who signed up', async ({
  page,
  request,
}) => {
  await signInByEmail(page, ORG.email, ORG.password);
  await expect(page.getByRole('link', { name: 'Nclude Partner Organisation' })).toHaveAttribute(
    'href',
    '/orgProfile',
  );
  await page.goto('/orgProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation Profile' })).toBeVisible();
  await page.getByLabel('Attach a file of mobile numbers').setInputFiles({
    name: 'enrol.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phoneNumber\n9222222221\n9222222222\n9222222223\n'),
  });
  await page.getByRole('button', { name: 'Upload The File' }).click();
  await expect(
    page.getByRole('main').getByText('Phone numbers are whitelisted!').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByText('3 enrolled, 0 already in your list').first(),
  ).toBeVisible();

  await createAccount(request, {
    userName: 'Enrolled Person',
    phoneNumber: '9222222222',
    email: '',
    password: 'Enrol@12345',
  });
  await page.reload();
  const table = page.getByRole('table', { name: /Users enrolled by your organisation/ });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /9222222222/ })).toContainText('Yes');
  await expect(table.getByRole('row', { name: /9222222221/ })).toContainText('No');
});

test('the whitelist tool refuses wrong credentials, then whitelists a number, an email and an .xlsx file', async ({
  page,
}) => {
  await page.goto('/whitelist');
  await expect(page).toHaveTitle('Whitelist');
  await page.getByLabel('Administrator email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Check Access' }).click();
  await expect(page.getByRole('main').getByText('Wrong credentials. Access denied.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Check Access' }).click();
  const numbersTab = page.getByRole('tab', { name: 'WhiteList Numbers' });
  await expect(numbersTab).toBeVisible();

  await numbersTab.click();
  await page.getByLabel('Mobile number', { exact: true }).fill('93333');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('main').getByText('Please enter a valid phone number').first(),
  ).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill('9333333331');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('status').getByText('Successfully Whitelisted').first(),
  ).toBeVisible();

  // Keyboard moves between tabs, as in the WAI-ARIA tabs pattern.
  await numbersTab.focus();
  await page.keyboard.press('ArrowRight');
  const emailsTab = page.getByRole('tab', { name: 'WhiteList Emails' });
  await expect(emailsTab).toBeFocused();
  await expect(emailsTab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email address', { exact: true }).fill('tool@example.net');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('status').getByText('Successfully Whitelisted').first(),
  ).toBeVisible();

  await numbersTab.click();
  const addUsers = page.getByRole('button', { name: 'Add Users' });
  await expect(addUsers).toBeDisabled();
  const sheet = XLSX.utils.aoa_to_sheet([['phoneNumber'], ['9444444441'], ['9444444442'], ['12']]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Numbers');
  await page.getByLabel('File of mobile numbers').setInputFiles({
    name: 'numbers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  });
  await expect(addUsers).toBeEnabled();
  await addUsers.click();
  await expect(
    page.getByRole('main').getByText('2 added, 0 already whitelisted').first(),
  ).toBeVisible();
  const invalid = page.getByRole('table', { name: /Rows that were not added/ });
  await expect(invalid.getByRole('row', { name: /12/ })).toContainText(
    'Please enter a valid phone number',
  );

  await page.getByRole('tab', { name: 'Check User' }).click();
  await page.getByLabel('Mobile number or email address').fill('9444444441');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page
      .getByRole('main')
      .getByText('9444444441 is whitelisted, with access to the Accessible Library.'),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByText('No account exists with this mobile number yet.'),
  ).toBeVisible();
  await page.getByLabel('Mobile number or email address').fill('tool@example.net');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page
      .getByRole('main')
      .getByText('tool@example.net is whitelisted, with access to the Accessible Library.'),
  ).toBeVisible();
});
