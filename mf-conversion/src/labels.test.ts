import { clockTime, durationLabel, exceedsMegabytes, formatLabel, megabytes } from './labels';

it('shows times in the media as a player does', () => {
  expect([0, 0.9, 65, 599.99, 3729].map(clockTime)).toEqual([
    '0:00',
    '0:00',
    '1:05',
    '9:59',
    '1:02:09',
  ]);
});

it('says a longest recording in hours when it is whole hours, else in minutes', () => {
  expect([180, 60, 90, 1].map(durationLabel)).toEqual([
    '3 hours',
    '1 hour',
    '90 minutes',
    '1 minute',
  ]);
});

it('never shows a file just over a limit as at it', () => {
  const mb = 1024 * 1024;
  expect(megabytes(mb)).toBe('1');
  expect(megabytes(mb + 1)).toBe('1.1');
  expect(exceedsMegabytes(mb, 1)).toBe(false);
  expect(exceedsMegabytes(mb + 1, 1)).toBe(true);
});

it('names the caption formats, and an unknown format as the server spells it', () => {
  expect(['txt', 'vtt', 'srt', 'html', 'ass'].map(formatLabel)).toEqual([
    'TXT',
    'WebVTT',
    'SRT',
    'HTML',
    'ASS',
  ]);
});
