import { formatDay, linesOf, safeWebLink } from './jobText';

it('reads the lines of a multi-line field without bullets or blank lines', () => {
  expect(linesOf('- Maintain files\r\n\n• Draft letters\n  2. Answer queries  \n*   ')).toEqual([
    'Maintain files',
    'Draft letters',
    'Answer queries',
  ]);
  expect(linesOf('')).toEqual([]);
});

it('links only to http and https addresses', () => {
  expect(safeWebLink('https://jobs.example.org/a?b=1')).toBe('https://jobs.example.org/a?b=1');
  expect(safeWebLink('http://jobs.example.org/')).toBe('http://jobs.example.org/');
  for (const address of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', '', null])
    expect(safeWebLink(address)).toBeNull();
});

it('shows a posting’s calendar day as that day in every time zone', () => {
  const zone = process.env.TZ;
  // West of Greenwich, midnight UTC is still the day before.
  process.env.TZ = 'America/Los_Angeles';
  try {
    expect(formatDay('2025-11-18')).toBe('18 November 2025');
  } finally {
    process.env.TZ = zone;
  }
  expect(formatDay('soon')).toBe('soon');
});
