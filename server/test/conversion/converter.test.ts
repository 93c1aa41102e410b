// The converter on PDFs printed by Chromium with a known structure (fixtures.ts): structure found,
// reading order, OCR, the three writers (HTML scanned by axe, DOCX re-read by mammoth, EPUB
// unzipped) and the failure reasons.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { convertPdf, type ConvertOptions, type ConvertResult } from '../../src/conversion';
import { ConversionError } from '../../src/conversion/types';
import { makeFixtures, type Fixtures } from './fixtures';

jest.setTimeout(120_000);

let dir: string;
let fixtures: Fixtures;
let runs = 0;

async function convert(
  input: string,
  format: ConvertOptions['format'],
  extra: Partial<ConvertOptions> = {},
): Promise<ConvertResult> {
  runs += 1;
  const workDir = path.join(dir, `work-${runs}`);
  await import('node:fs/promises').then((fs) => fs.mkdir(workDir));
  return convertPdf({
    inputPath: input,
    workDir,
    format,
    language: 'auto',
    fallbackTitle: 'upload',
    ...extra,
  });
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nclude-convert-'));
  fixtures = await makeFixtures(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('structure', () => {
  let tagged: string;
  let untagged: string;
  beforeAll(async () => {
    const [a, b] = await Promise.all([
      convert(fixtures.tagged, 'html'),
      convert(fixtures.untagged, 'html'),
    ]);
    tagged = await readFile(a.outputPath, 'utf8');
    untagged = await readFile(b.outputPath, 'utf8');
    expect(a).toMatchObject({
      pages: 1,
      ocrPages: 0,
      language: 'en',
      title: 'Annual Access Report',
      extension: 'html',
    });
  });

  test.each([['tagged'], ['untagged']])('%s: headings, lists, table, link and images', (which) => {
    const html = which === 'tagged' ? tagged : untagged;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Annual Access Report</title>');
    expect(html).toMatch(/<h1 id="h1">Annual Access Report<\/h1>/);
    expect(html).toMatch(/<h2 id="h\d">Services offered<\/h2>/);
    expect(html).toMatch(/<h3 id="h\d">Figures for the year<\/h3>/);
    expect(html).toContain(
      '<ul><li>Document conversion</li><li>Audio description</li><li>Braille transcription</li></ul>',
    );
    expect(html).toContain(
      '<ol><li>Sign in to the portal</li><li>Upload the document</li><li>Download the result</li></ol>',
    );
    expect(html).toContain(
      '<thead><tr><th scope="col">Quarter</th><th scope="col">Requests</th><th scope="col">Completed</th></tr></thead>',
    );
    expect(html).toContain('<tr><td>Second</td><td>140</td><td>139</td></tr>');
    expect(html).toContain('<a href="https://example.org/report">');
    expect(html).toMatch(/<img src="data:image\/png;base64,/);
    // Reading order: the document's order of headings.
    const order = [
      'Annual Access Report',
      'Services offered',
      'Steps to request',
      'Figures for the year',
      'Closing words',
    ].map((h) => text(html).lastIndexOf(h));
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  test('tagged: table caption and the figure alternate text come from the tags', () => {
    expect(tagged).toContain('<caption>Requests by quarter</caption>');
    expect(tagged).toContain('alt="A red square with a dark border"');
  });

  test('untagged: images without alternate text get the honest placeholder, never a made-up one', () => {
    expect(untagged).toContain('Image on page 1: the original gives no description');
    expect(untagged).not.toContain('red square');
  });

  test('produced HTML passes axe (WCAG 2.2 AA) in light and dark schemes', async () => {
    const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ colorScheme: scheme });
        for (const html of [tagged, untagged]) {
          await page.setContent(html);
          await page.addScriptTag({ content: axeSource });
          const violations = await page.evaluate(async () => {
            const axe = (
              globalThis as unknown as {
                axe: {
                  run(o: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
                };
              }
            ).axe;
            const result = await axe.run({
              runOnly: {
                type: 'tag',
                values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
              },
            });
            return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
          });
          expect(violations).toEqual([]);
        }
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});

test('two columns are read column by column; running header, page numbers and hyphens handled', async () => {
  const result = await convert(fixtures.twoColumn, 'html');
  const body = text(await readFile(result.outputPath, 'utf8'));
  const positions = Array.from({ length: 8 }, (_, i) =>
    body.indexOf(`Column paragraph ${i + 1} explains`),
  );
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(body).toContain('accessibility and readability matter');
  expect(body).not.toMatch(/\b1\s*<\/p>/);
});

test('a 20-page text PDF: every chapter heading, and its speed', async () => {
  const started = performance.now();
  const result = await convert(fixtures.twentyPages, 'html');
  const seconds = (performance.now() - started) / 1000;
  const html = await readFile(result.outputPath, 'utf8');
  expect(result.pages).toBe(20);
  for (let i = 1; i <= 20; i += 1)
    expect(html).toMatch(new RegExp(`<h2 id="h\\d+">Chapter ${i}</h2>`));
  console.info(
    `20-page text PDF: ${seconds.toFixed(2)} s with process start, ${(20 / seconds).toFixed(1)} pages/s`,
  );
});

test('a scanned page is recognised and marked as recognised text', async () => {
  const started = performance.now();
  const result = await convert(fixtures.scanned, 'html');
  const seconds = (performance.now() - started) / 1000;
  const html = await readFile(result.outputPath, 'utf8');
  expect(result.ocrPages).toBe(1);
  expect(html).toContain('recognised from an image (OCR)');
  expect(text(html)).toMatch(/library opens at nine in the morning/);
  expect(text(html)).toMatch(/borrow four books/);
  console.info(`scanned page (OCR at 300 dpi): ${seconds.toFixed(2)} s with process start`);
});

test('Hindi and Telugu: a broken text layer is detected and recognised instead of guessed', async () => {
  const result = await convert(fixtures.indic, 'html');
  const html = await readFile(result.outputPath, 'utf8');
  expect(result.language).toBe('hi');
  expect(result.ocrPages).toBe(1);
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('भारत एक विशाल देश है');
  expect(html).toContain('తెలుగు');
});

test('DOCX: heading styles, lists and tables as mammoth reads them back', async () => {
  const result = await convert(fixtures.tagged, 'docx');
  const buffer = await readFile(result.outputPath);
  const { value } = await mammoth.convertToHtml({ buffer });
  expect(value).toContain('<h1>Annual Access Report</h1>');
  expect(value).toContain('<h2>Services offered</h2>');
  expect(value).toContain('<h3>Figures for the year</h3>');
  expect(value).toContain(
    '<ul><li>Document conversion</li><li>Audio description</li><li>Braille transcription</li></ul>',
  );
  expect(value).toContain('<ol><li>Sign in to the portal</li>');
  expect(value).toMatch(/<table>.*Quarter.*Second.*140.*<\/table>/s);
  expect(value).toContain('alt="A red square with a dark border"');
  const files = unzipSync(new Uint8Array(buffer));
  const core = strFromU8(files['docProps/core.xml']!);
  expect(core).toContain('<dc:title>Annual Access Report</dc:title>');
  expect(core).toContain('<dc:language>en</dc:language>');
  expect(strFromU8(files['word/document.xml']!)).toContain('<w:tblHeader/>');
});

test('EPUB: navigation from the headings, language and accessibility metadata', async () => {
  const result = await convert(fixtures.tagged, 'epub');
  const files = unzipSync(new Uint8Array(await readFile(result.outputPath)));
  expect(Object.keys(files)[0]).toBe('mimetype');
  expect(strFromU8(files.mimetype!)).toBe('application/epub+zip');
  const opf = strFromU8(files['OEBPS/content.opf']!);
  expect(opf).toContain('<dc:language>en</dc:language>');
  expect(opf).toContain('<meta property="schema:accessMode">textual</meta>');
  expect(opf).toContain('<meta property="schema:accessibilityFeature">structuralNavigation</meta>');
  expect(opf).toContain('<meta property="schema:accessibilityFeature">alternativeText</meta>');
  const nav = strFromU8(files['OEBPS/nav.xhtml']!);
  expect(nav).toContain('epub:type="toc"');
  expect(nav).toMatch(
    /Annual Access Report.*Services offered.*Figures for the year.*Closing words/s,
  );
});

test.each([
  ['encrypted', 'encrypted'],
  ['damaged', 'damaged'],
  ['blank', 'empty'],
  ['zeroBytes', 'empty'],
  ['notPdf', 'notPdf'],
] as const)('%s input fails with reason %s', async (fixture, reason) => {
  const error = await convert(fixtures[fixture], 'html').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConversionError);
  expect((error as ConversionError).reason).toBe(reason);
});

test('an aborted conversion ends its process at once', async () => {
  const controller = new AbortController();
  const pending = convert(fixtures.twentyPages, 'html', { signal: controller.signal });
  setTimeout(() => controller.abort(new Error('cancelled')), 200);
  await expect(pending).rejects.toThrow('cancelled');
});
