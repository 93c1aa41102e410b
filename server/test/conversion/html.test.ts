// The HTML writer's contents list: worth having across pages, noise on a page or two.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeHtml } from '../../src/conversion/html';
import type { DocumentModel } from '../../src/conversion/model';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nclude-html-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const report = (pages: number): DocumentModel => ({
  title: 'Annual report',
  lang: 'en',
  pages,
  ocrPages: 0,
  blocks: ['Annual report', 'Income', 'Spending'].map((text, i) => ({
    kind: 'heading' as const,
    level: i === 0 ? 1 : 2,
    runs: [{ text }],
    page: Math.min(pages, i + 1),
  })),
});

test.each([
  [1, false],
  [2, false],
  [3, true],
])('a document of %i pages with three headings has a contents list: %s', async (pages, listed) => {
  const file = path.join(dir, `${pages}.html`);
  await writeHtml(report(pages), file);
  const html = await readFile(file, 'utf8');
  expect(html.includes('<nav aria-label="Contents">')).toBe(listed);
  expect(html).toContain('<h2 id="h3">Spending</h2>');
});
