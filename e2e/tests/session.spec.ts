import { test, expect } from '@playwright/test';
import { createAccount, signInByEmail } from './support';

test('signing in elsewhere ends the older session, which is sent to the login page', async ({
  browser,
  request,
}) => {
  const account = {
    userName: 'Two Places',
    phoneNumber: '9000000002',
    email: 'user2@example.org',
    password: 'Twice@12345',
  };
  await createAccount(request, account);

  const first = await browser.newContext();
  const second = await browser.newContext();
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();

  await signInByEmail(firstPage, account.email, account.password);
  const oldToken = await firstPage.evaluate(() => localStorage.getItem('token'));
  await signInByEmail(secondPage, account.email, account.password);

  await expect(firstPage).toHaveURL(/\/login$/);
  expect(await firstPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await firstPage.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  // The old token is revoked on the server, not only forgotten by the browser.
  const reuse = await request.get('/v1/api/auth/session', {
    headers: { Authorization: `Bearer ${oldToken}` },
  });
  expect(reuse.status()).toBe(401);
  await expect(secondPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await first.close();
  await second.close();
});
