const { chromium } = require('@playwright/test');
const fs = require('fs');
(async () => {
  const b = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
  const base = 'http://127.0.0.1:8080';
  await p.goto(base + '/login');
  await p.getByRole('heading', { level: 1 }).waitFor();
  await p.screenshot({ path: '/tmp/shots/login.png' });
  await p.goto(base + '/signup');
  await p.getByRole('heading', { level: 1 }).waitFor();
  await p.getByRole('button', { name: 'Signup' }).click();
  await p.waitForTimeout(300);
  await p.screenshot({ path: '/tmp/shots/signup-errors.png', fullPage: true });
  const pw = fs.readFileSync('/work/main/data/admin-password', 'utf8').trim();
  await p.goto(base + '/login');
  await p.getByRole('button', { name: 'Login Via Email Instead' }).click();
  await p.getByRole('textbox', { name: 'Email Address' }).fill('admin@nclude.local');
  await p.getByLabel('Password', { exact: true }).fill(pw);
  await p.getByRole('button', { name: 'Login', exact: true }).click();
  await p.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await p.waitForTimeout(400);
  await p.screenshot({ path: '/tmp/shots/dashboard.png', fullPage: true });
  await p.getByRole('button', { name: /accessibility settings/i }).click();
  await p.waitForTimeout(500);
  await p.screenshot({ path: '/tmp/shots/panel.png' });
  await p
    .getByRole('dialog')
    .getByRole('radio', { name: /yellow and black/i })
    .check();
  await p.getByRole('dialog').getByRole('radio', { name: 'A++' }).check();
  await p.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await p.goto(base + '/news');
  await p.waitForTimeout(500);
  await p.screenshot({ path: '/tmp/shots/news-yellow.png', fullPage: true });
  await p.setViewportSize({ width: 400, height: 800 });
  await p.goto(base + '/');
  await p.waitForTimeout(400);
  await p.getByRole('button', { name: /menu/i }).click();
  await p.waitForTimeout(300);
  await p.screenshot({ path: '/tmp/shots/mobile-menu.png' });
  await b.close();
})();
