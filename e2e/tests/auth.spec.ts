import { test, expect } from '@playwright/test';
import { accountExists, createAccount, messageSentTo, otpSentTo, signInByEmail } from './support';

const newcomer = {
  userName: 'Asha Rao',
  phoneNumber: '9000000001',
  email: 'user1@example.org',
  password: 'Strong@Pass1',
};

test('a whitelisted newcomer signs up after verifying email and phone with codes from the outbox', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page).toHaveTitle('Signup');
  await page.getByLabel('Name', { exact: true }).fill(newcomer.userName);

  await page.getByRole('textbox', { name: 'Email Address' }).fill(newcomer.email);
  let since = Date.now();
  await page.getByRole('button', { name: /Verify.*email/i }).click();
  let dialog = page.getByRole('dialog');
  const emailCode = await otpSentTo(newcomer.email, since);
  await dialog.getByLabel('Digit 1 of 4').pressSequentially(emailCode);
  await dialog.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute(
    'readonly',
    '',
  );

  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(newcomer.phoneNumber);
  since = Date.now();
  await page.getByRole('button', { name: /Verify.*(phone|mobile)/i }).click();
  dialog = page.getByRole('dialog');
  const smsCode = await otpSentTo(newcomer.phoneNumber, since);
  await dialog.getByLabel('Digit 1 of 4').pressSequentially(smsCode);
  await dialog.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveAttribute(
    'readonly',
    '',
  );

  await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await page.getByLabel('Confirm Password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Signup' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  await expect(page).toHaveTitle('Home');
  await expect(page.getByRole('link', { name: newcomer.userName })).toHaveAttribute(
    'href',
    '/profile',
  );

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the same person logs in by phone, pasting the code, and then by email and password', async ({
  page,
  context,
  request,
}) => {
  // Enrolled by the sign-up test; here too, so that this test stands when that one fails.
  if (!(await accountExists(request, newcomer.phoneNumber))) await createAccount(request, newcomer);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('90000abc');
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(newcomer.phoneNumber);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const dialog = page.getByRole('dialog');
  const code = await otpSentTo(newcomer.phoneNumber, since);
  await expect(dialog.getByRole('button', { name: 'Validate OTP' })).toBeDisabled();
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await dialog.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.press('ControlOrMeta+V');
  for (let i = 0; i < 4; i++) {
    await expect(dialog.getByLabel(`Digit ${i + 1} of 4`)).toHaveValue(code[i]!);
  }
  await dialog.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await signInByEmail(page, newcomer.email, newcomer.password);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login Via Email Instead' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please Fill the required fields')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email Address' }).fill(newcomer.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@Pass1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a contact that is not whitelisted is told so in a message to it, with the way to the access request', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('9123456789');
  const since = Date.now();
  await page.getByRole('button', { name: /Verify.*(phone|mobile)/i }).click();
  // The page answers as for any number (it never says which numbers are enrolled) ...
  await expect(page.getByRole('dialog').getByLabel('Digit 1 of 4')).toBeVisible();
  // ... and the number's owner reads why no code came, and where to ask for access.
  const told = await messageSentTo('9123456789', since);
  expect(told).toMatch(/not authorized/);
  expect(told).toContain('/requestAccess');
});

test('keyboard alone signs a person in', async ({ page, request }) => {
  const account = {
    userName: 'Keyboard User',
    phoneNumber: '9000000003',
    email: 'user3@example.org',
    password: 'Keys@12345',
  };
  await createAccount(request, account);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // Tab from the top of the page: skip link first, then onwards to the mode toggle.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const toggle = page.getByRole('button', { name: 'Login Via Email Instead' });
  for (let i = 0; i < 12 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
});
