// The converter on PDFs printed by Chromium with a known structure (fixtures.ts): structure found,
// reading order, OCR, the three writers (HTML scanned by axe, DOCX re-read by mammoth, EPUB
// unzipped) and the failure reasons.
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import {
  convertPdf,
  retireConverters,
  type ConvertOptions,
  type ConvertResult,
} from '../../src/conversion';
import { ConversionError } from '../../src/conversion/types';
import { makeFixtures, type Fixtures } from './fixtures';
import { launchChromium } from '../fixtures/chromium';

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

type FixtureName = keyof Fixtures;
type Format = ConvertOptions['format'];

interface Outcome {
  result: ConvertResult | null;
  error: unknown;
  seconds: number;
}

// Every conversion the tests read is started once, up front, two at a time (each runs in its own
// process, and the machine has two cores); a test awaits the one it asserts on, so tests that
// share a conversion share its result.
// The longest (recognition, twenty pages) go first, so that no conversion runs alone at the end.
const CONVERSIONS: [FixtureName, Format][] = [
  ['scanned', 'html'],
  ['scannedMixed', 'html'],
  ['scannedRuled', 'html'],
  ['scannedArabic', 'html'],
  ['legacyHindi', 'html'],
  ['indic', 'html'],
  ['twentyPages', 'html'],
  ['tagged', 'html'],
  ['untagged', 'html'],
  ['extrasUntagged', 'html'],
  ['extrasTagged', 'html'],
  ['tagged', 'docx'],
  ['extrasUntagged', 'docx'],
  ['tagged', 'epub'],
  ['extrasTagged', 'epub'],
  ['twoColumn', 'html'],
  ['encrypted', 'html'],
  ['damaged', 'html'],
  ['loopingPages', 'html'],
  ['blank', 'html'],
  ['zeroBytes', 'html'],
  ['notPdf', 'html'],
];
const PARALLEL = 2;
const outcomes = new Map<string, Promise<Outcome>>();

function startConversions(): void {
  const waiters: (() => void)[] = [];
  let running = 0;
  const slot = async () => {
    if (running >= PARALLEL) await new Promise<void>((resolve) => waiters.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiters.shift()?.();
  };
  for (const [name, format] of CONVERSIONS) {
    outcomes.set(
      `${name}/${format}`,
      (async () => {
        await slot();
        const started = performance.now();
        try {
          const result = await convert(fixtures[name], format);
          return { result, error: null, seconds: (performance.now() - started) / 1000 };
        } catch (error) {
          return { result: null, error, seconds: (performance.now() - started) / 1000 };
        } finally {
          release();
        }
      })(),
    );
  }
}

async function converted(name: FixtureName, format: Format = 'html'): Promise<ConvertResult> {
  const outcome = await outcomes.get(`${name}/${format}`)!;
  if (!outcome.result) throw outcome.error;
  return outcome.result;
}

const htmlTexts = new Map<string, Promise<string>>();
async function convertedHtml(name: FixtureName): Promise<string> {
  if (!htmlTexts.has(name))
    htmlTexts.set(
      name,
      converted(name).then((r) => readFile(r.outputPath, 'utf8')),
    );
  return htmlTexts.get(name)!;
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nclude-convert-'));
  fixtures = await makeFixtures(dir);
  startConversions();
});

afterAll(async () => {
  // Conversions a failing test did not wait for still finish before their folder goes.
  await Promise.all(outcomes.values());
  await rm(dir, { recursive: true, force: true });
});

describe('structure', () => {
  let tagged: string;
  let untagged: string;
  beforeAll(async () => {
    const a = await converted('tagged');
    tagged = await convertedHtml('tagged');
    untagged = await convertedHtml('untagged');
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
    const browser = await launchChromium();
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

const NESTED_LIST =
  '<ul><li>Books<ul><li>Large print editions</li><li>Braille volumes</li></ul></li><li>Recordings<ol><li>Talking books</li><li>Podcasts</li></ol></li><li>Tactile maps</li></ul>';

describe('tables without borders and nested lists', () => {
  test('untagged: aligned columns make tables; a header from bold type or over figures, else none', async () => {
    const html = await convertedHtml('extrasUntagged');
    expect(html).toContain(
      '<thead><tr><th scope="col">Branch</th><th scope="col">Opens</th><th scope="col">Closes</th><th scope="col">Staff</th></tr></thead>',
    );
    expect(html).toContain(
      '<tr><td>Central Library</td><td>09:00</td><td>18:00</td><td>24</td></tr>',
    );
    expect(html).toContain(
      '<tr><td>North Reading Room</td><td>10:00</td><td>17:00</td><td>8</td></tr>',
    );
    expect(html).toContain('<tr><td>Riverside</td><td>08:30</td><td>16:30</td><td>11</td></tr>');
    // Plain type, but words over a column of figures: a header row.
    expect(html).toContain(
      '<thead><tr><th scope="col">Format</th><th scope="col">Loans</th></tr></thead><tbody><tr><td>Large print</td><td>310</td></tr><tr><td>Braille</td><td>95</td></tr><tr><td>Audio</td><td>402</td></tr></tbody>',
    );
    // Nothing sets the first row apart: no header is made up.
    expect(html).toContain(
      '<table><tbody><tr><td>Braille</td><td>Asha Rao</td></tr><tr><td>Audio</td><td>Vikram Das</td></tr><tr><td>Large print</td><td>Meera Iyer</td></tr></tbody></table>',
    );
    expect(html.match(/<table>/g)).toHaveLength(3);
    // The text between the tables stays paragraphs, in order.
    expect(html).toContain('<p>Loans by format, counted in the spring.</p>');
    expect(html).toContain('<p>Contacts for each service.</p>');
    expect(text(html).indexOf('Riverside')).toBeLessThan(text(html).indexOf('Loans by format'));
  });

  test.each([['extrasUntagged'], ['extrasTagged']] as const)(
    '%s: lists keep their nesting in HTML',
    async (which) => {
      const html = await convertedHtml(which);
      expect(html).toContain(NESTED_LIST);
      expect(html).toContain('<p>All collections can be borrowed for three weeks.</p>');
    },
  );

  test('DOCX: nested items on numbering levels of their own', async () => {
    const result = await converted('extrasUntagged', 'docx');
    const buffer = await readFile(result.outputPath);
    const { value } = await mammoth.convertToHtml({ buffer });
    expect(value).toContain(NESTED_LIST);
    expect(value).toMatch(/<table>.*Branch.*North Reading Room.*<\/table>/s);
    const documentXml = strFromU8(unzipSync(new Uint8Array(buffer))['word/document.xml']!);
    expect(documentXml).toMatch(/<w:ilvl w:val="1"\/>.*Large print editions/s);
  });

  test('EPUB: the nested list inside its item', async () => {
    const result = await converted('extrasTagged', 'epub');
    const files = unzipSync(new Uint8Array(await readFile(result.outputPath)));
    const content = Object.keys(files)
      .filter((name) => name.endsWith('.xhtml') && !name.endsWith('nav.xhtml'))
      .map((name) => strFromU8(files[name]!))
      .join('\n');
    expect(content).toContain(NESTED_LIST);
  });
});

test('two columns are read column by column; running header, page numbers and hyphens handled', async () => {
  const body = text(await convertedHtml('twoColumn'));
  const positions = Array.from({ length: 8 }, (_, i) =>
    body.indexOf(`Column paragraph ${i + 1} explains`),
  );
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(body).toContain('accessibility and readability matter');
  expect(body).not.toMatch(/\b1\s*<\/p>/);
});

test('a 20-page text PDF: every chapter heading, and its speed', async () => {
  const result = await converted('twentyPages');
  const { seconds } = await outcomes.get('twentyPages/html')!;
  const html = await convertedHtml('twentyPages');
  expect(result.pages).toBe(20);
  for (let i = 1; i <= 20; i += 1)
    expect(html).toMatch(new RegExp(`<h2 id="h\\d+">Chapter ${i}</h2>`));
  console.info(
    `20-page text PDF: ${seconds.toFixed(2)} s with process start (beside one other conversion), ${(20 / seconds).toFixed(1)} pages/s`,
  );
});

test('a scanned page is recognised and marked as recognised text', async () => {
  const result = await converted('scanned');
  const { seconds } = await outcomes.get('scanned/html')!;
  const html = await convertedHtml('scanned');
  expect(result.ocrPages).toBe(1);
  expect(html).toContain('recognised from an image (OCR)');
  expect(text(html)).toMatch(/library opens at nine in the morning/);
  expect(text(html)).toMatch(/borrow four books/);
  console.info(
    `scanned page (OCR at 300 dpi): ${seconds.toFixed(2)} s with process start (beside one other conversion)`,
  );
});

test('a scan fed sideways is turned upright, and its script decides over the language chosen', async () => {
  // Hindi chosen for an English page: Hindi's model would read the letters as Devanagari.
  const result = await convert(fixtures.scannedSideways, 'html', { language: 'hi' });
  const html = await readFile(result.outputPath, 'utf8');
  expect(result.ocrPages).toBe(1);
  expect(text(html)).toMatch(/library opens at nine in the morning/);
  expect(text(html)).toMatch(/borrow four books/);
  // Said once, at the top, in the language of the document the person asked for.
  expect(html.match(/class="ocr-note"/g)).toHaveLength(2);
  expect(html).toContain('अंग्रेज़ी की लिपि');
});

test('a scan in English and Telugu is read with both models: each name in its script, one row per country', async () => {
  const html = await convertedHtml('scannedMixed');
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]!).trim());
  expect(rows).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^India\s+భారతదేశం$/u),
      expect.stringMatching(/^Canada\s+కెనడా$/u),
    ]),
  );
  expect(html).toContain('lang="te"');
});

test('a scanned ruled table set askew: its lines found in the image, its cells read and merged', async () => {
  const html = await convertedHtml('scannedRuled');
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => m[1]!);
  expect(rows).toHaveLength(4);
  expect(rows[0]).toMatch(/<td colspan="2">Branch and day<\/td><td>Opens<\/td><td>Closes<\/td>/);
  expect(rows[1]).toMatch(
    /<td rowspan="2">Central<\/td><td>Monday<\/td><td>09:00<\/td><td>18:00<\/td>/,
  );
  expect(text(rows[2]!).trim()).toBe('Saturday 10:00 14:00');
  expect(text(rows[3]!).trim()).toBe('Riverside Monday 08:30 17:00');
  expect(text(html)).toMatch(/Opening hours of the branches/);
});

test("an Arabic scan is read by Arabic's model, right to left", async () => {
  const result = await converted('scannedArabic');
  const html = await convertedHtml('scannedArabic');
  expect(result.language).toBe('ar');
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(text(html)).toMatch(/المكتبة/);
  expect(text(html)).toMatch(/أربعة كتب/);
});

test('Hindi in a legacy font (Latin codes in the text layer) is recognised from the page in Hindi', async () => {
  const result = await converted('legacyHindi');
  const html = await convertedHtml('legacyHindi');
  expect(result.ocrPages).toBe(1);
  expect(result.language).toBe('hi');
  expect(text(html)).toMatch(/भारत एक/);
  expect(text(html)).toMatch(/यह मेरा घर है/);
  // The codes the PDF holds are not passed off as text.
  expect(html).not.toMatch(/Hkjr|esjk/);
});

test('Hindi and Telugu: a text layer pdf.js misreads is read by poppler, not guessed or recognised', async () => {
  const result = await converted('indic');
  const html = await convertedHtml('indic');
  expect(result.language).toBe('hi');
  // pdf.js reads Chromium's Devanagari in glyph order; poppler reads it as written.
  expect(result.ocrPages).toBe(0);
  expect(html).toContain('यहाँ अनेक भाषाएँ बोली जाती हैं और हर भाषा की अपनी लिपि है');
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('भारत एक विशाल देश है');
  expect(html).toContain('తెలుగు');
});

test('DOCX: heading styles, lists and tables as mammoth reads them back', async () => {
  const result = await converted('tagged', 'docx');
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
  const result = await converted('tagged', 'epub');
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
  ['loopingPages', 'damaged'],
  ['blank', 'empty'],
  ['zeroBytes', 'empty'],
  ['notPdf', 'notPdf'],
] as const)('%s input fails with reason %s', async (fixture, reason) => {
  const { error } = await outcomes.get(`${fixture}/html`)!;
  expect(error).toBeInstanceOf(ConversionError);
  expect((error as ConversionError).reason).toBe(reason);
});

test('an aborted conversion ends its process at once', async () => {
  const controller = new AbortController();
  // Aborted while it works (its first page read), not after a guessed delay: a warm converter
  // reads the twenty pages in a fraction of a second.
  const pending = convert(fixtures.twentyPages, 'html', {
    signal: controller.signal,
    onProgress: ({ stage, done, total }) => {
      if (stage === 'reading' && done < total) controller.abort(new Error('cancelled'));
    },
  });
  await expect(pending).rejects.toThrow('cancelled');
});

/** The converter processes this process has started that are running (not ended, not reaped). */
function converterPids(): number[] {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  return readdirSync(`/proc/${process.pid}/task`)
    .flatMap((task) => read(`/proc/${process.pid}/task/${task}/children`).trim().split(/\s+/))
    .filter(Boolean)
    .map(Number)
    .filter((pid) => /conversion[-/]child/.test(read(`/proc/${pid}/cmdline`)))
    .filter((pid) => !/^\d+ \(.*\) [ZX]/.test(read(`/proc/${pid}/stat`)));
}

/** Resolves once none of `pids` runs: each ends by a kill the caller has sent. */
async function ended(pids: number[]): Promise<void> {
  while (converterPids().some((pid) => pids.includes(pid)))
    await new Promise((resolve) => setImmediate(resolve));
}

test('a converter process is kept for the next conversion, and a fresh one follows its retirement', async () => {
  // The conversions started up front have all finished: none is running beside these.
  await Promise.all(outcomes.values());
  retireConverters();
  await ended(converterPids());
  await convert(fixtures.untagged, 'html');
  const kept = converterPids();
  expect(kept).toHaveLength(1);
  await convert(fixtures.untagged, 'docx');
  expect(converterPids()).toEqual(kept);
  retireConverters();
  await ended(kept);
  await convert(fixtures.untagged, 'html');
  const fresh = converterPids();
  expect(fresh).toHaveLength(1);
  expect(fresh).not.toEqual(kept);
  // A conversion that is aborted ends its process: it is not kept.
  const controller = new AbortController();
  const pending = convert(fixtures.twentyPages, 'html', { signal: controller.signal });
  controller.abort(new Error('cancelled'));
  await expect(pending).rejects.toThrow('cancelled');
  await ended(fresh);
  expect(converterPids()).toEqual([]);
  // A hang guard, not a duration: it first waits for every conversion the file started.
}, 600_000);
