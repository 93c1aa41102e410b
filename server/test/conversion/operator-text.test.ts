// The converter reads a page's text from its operator list instead of asking pdf.js for it
// (operator-text.ts): on every page of the dev corpus (real documents others made) where it does,
// the items must be the ones pdf.js's getTextContent gives — the same text, spaces and
// whitespace items, positions, widths and fonts, and the same marked-content boundaries.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PageCheck } from '../fixtures/operator-text-check';

jest.setTimeout(600_000);

const serverDir = path.join(__dirname, '..', '..');
const CORPUS = path.join(__dirname, 'corpus');
const documents = ['tuned', 'held-out'].flatMap((part) =>
  readdirSync(path.join(CORPUS, part))
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => path.join(CORPUS, part, name)),
);

let report: Record<string, PageCheck[]> = {};
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(serverDir, 'test', 'fixtures', 'operator-text-check.ts'),
      ...documents,
    ],
    { cwd: serverDir, maxBuffer: 64 * 1024 * 1024 },
  );
  report = JSON.parse(stdout) as Record<string, PageCheck[]>;
});

test.each(documents.map((file) => path.relative(CORPUS, file)))(
  '%s: the text read from the operators is the text pdf.js reads',
  (name) => {
    const pages = report[path.join(CORPUS, name)]!;
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((p) => p.difference !== null)).toEqual([]);
  },
);

test('right-to-left pages are left to pdf.js, and most others are read from the operators', () => {
  const pages = Object.values(report).flat();
  expect(pages.filter((p) => p.rightToLeft && p.read)).toEqual([]);
  const others = pages.filter((p) => !p.rightToLeft);
  expect(others.filter((p) => p.read).length / others.length).toBeGreaterThan(0.8);
});
