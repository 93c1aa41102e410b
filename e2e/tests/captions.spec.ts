// Captions as a member makes them: a short video with speech (espeak-ng and ffmpeg, made here)
// uploaded from the keyboard, the notification, the transcript page with the player and its
// captions track, a cue that seeks the video, and axe on each page; a MIDI file refused on the form.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { speechWav, videoWith } from '../../server/test/media-fixtures';
import { createWhitelistedMember, expectNoAxeViolations, signInThroughApi } from './support';

const member = {
  userName: 'Caption Reader',
  phoneNumber: '9000000041',
  email: '',
  password: 'Caption@123',
};

let dir: string;
let video: Buffer;

test.beforeAll(async ({ request }) => {
  dir = mkdtempSync(join(tmpdir(), 'nclude-e2e-captions-'));
  const speech = speechWav(dir, 'talk', ['Welcome to the library.', 'Books are on the left.'], {
    pauseSeconds: 1.5,
  });
  video = readFileSync(videoWith(speech, dir, 'talk.mp4', 6));
  await createWhitelistedMember(request, member);
});

test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('a member captions a video from the keyboard, is notified, and seeks it from the transcript', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/avaccess/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Convert Media' })).toBeVisible();
  await expectNoAxeViolations(page, '/avaccess/new with its options');
  // The dialog says which engine will make the captions.
  await page.getByRole('button', { name: 'click here' }).click();
  await expect(page.getByRole('dialog')).toContainText('pocketsphinx (US English)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Audio or video file (required)').focus();
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: 'library tour.mp4', mimeType: 'video/mp4', buffer: video });
  await page.getByRole('combobox', { name: /Output format/ }).selectOption('vtt');
  await page.getByRole('combobox', { name: /Tag/ }).fill('Tours');
  await page.getByRole('button', { name: 'Convert', exact: true }).focus();
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Processing Your Uploaded File' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ok, Got it' }).click();
  await expect(page).toHaveURL(/\/avaccess$/);
  await expect(page.getByText('library tour.mp4').first()).toBeVisible();

  await expect(page.getByRole('button', { name: /Notifications 1 unread/ })).toBeVisible({
    timeout: 90_000,
  });
  const open = page.getByRole('link', { name: 'Open the transcript of library tour.mp4' });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'download library tour.vtt' })).toBeVisible();
  await expectNoAxeViolations(page, '/avaccess with a finished request');

  await open.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transcript of library tour.mp4' }),
  ).toBeVisible();
  const player = page.locator('video');
  await expect(player).toBeVisible();
  await expect(page.locator('video track[kind="captions"]')).toHaveAttribute('default', '');
  // The track loads through its token address: Chromium parses its cues.
  await expect
    .poll(() =>
      player.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0),
    )
    .toBeGreaterThan(0);
  await expect(page.getByText('Captions made by pocketsphinx (US English).')).toBeVisible();

  const cues = page
    .getByRole('list')
    .filter({ has: page.getByRole('button') })
    .getByRole('button');
  const count = await cues.count();
  expect(count).toBeGreaterThan(0);
  const last = cues.nth(count - 1);
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(last).toBeFocused();
  const seconds = await player.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(seconds).toBeGreaterThan(0.5);
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page, '/avaccess/transcript');
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a MIDI file is refused on the form with the reason', async ({ page, request }) => {
  await signInThroughApi(page, request, member.phoneNumber);
  await page.goto('/avaccess/new');
  await page.getByLabel('Audio or video file (required)').setInputFiles({
    name: 'tune.mid',
    mimeType: 'audio/midi',
    buffer: Buffer.from('MThd'),
  });
  await expect(page.getByText(/MIDI/).first()).toBeVisible();
});
