// Every document of the dev corpus (real documents others made: corpus/SOURCES.md), converted once
// to the document model and written as HTML, DOCX and EPUB: no list item, heading or header cell
// a screen reader would announce empty, in any of the three; every HTML document valid for the W3C
// Nu checker (npm vnu-jar, run by Java), every EPUB for epubcheck and every DOCX opened by
// LibreOffice (both Debian's).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { convertPdf } from '../../src/conversion';
import { writeDocx } from '../../src/conversion/docx';
import { writeEpub } from '../../src/conversion/epub';
import { writeHtml } from '../../src/conversion/html';
import type { DocumentModel } from '../../src/conversion/model';

// A test waits for its document's turn: on a busy machine that can be the whole corpus.
jest.setTimeout(1_200_000);

const CORPUS = path.join(__dirname, 'corpus');

interface Written {
  html: string;
  /** word/document.xml */
  docx: string;
  /** Every content document of the EPUB, joined. */
  epub: string;
  epubPath: string;
  docxPath: string;
}

interface EpubcheckRun {
  /** epubcheck's status for the file (0: valid). */
  status: number;
  output: string;
}

const EPUBCHECK = '/usr/share/java/epubcheck.jar';
const BATCH_EPUBCHECK = path.join(__dirname, 'BatchEpubcheck.java');

/**
 * epubcheck on every EPUB in one Java process (BatchEpubcheck.java, run from source) with Java's
 * quick compiler only: a run per file spent most of its time starting Java.
 */
function epubcheckAll(epubPaths: string[]): Promise<Map<string, EpubcheckRun>> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-cp',
        EPUBCHECK,
        BATCH_EPUBCHECK,
        ...epubPaths,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(new Error(`Java could not run epubcheck: ${error.message} ${stderr}`));
        const runs = new Map<string, EpubcheckRun>();
        for (const block of stdout.split(/^=== /m).slice(1)) {
          const [head, ...said] = block.split('\n');
          const match = /^(\d+) (.+)$/.exec(head!);
          if (match) runs.set(match[2]!, { status: Number(match[1]), output: said.join('\n') });
        }
        resolve(runs);
      },
    );
  });
}

const PARTS = ['tuned', 'held-out'] as const;
const files = PARTS.flatMap((part) =>
  readdirSync(path.join(CORPUS, part))
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => path.join(part, name)),
);

const dir = mkdtempSync(path.join(tmpdir(), 'nclude-corpus-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function writeAll(file: string, index: number): Promise<Written> {
  const workDir = path.join(dir, String(index));
  await mkdir(workDir);
  const result = await convertPdf({
    inputPath: path.join(CORPUS, file),
    workDir,
    format: 'model',
    language: 'auto',
    fallbackTitle: path.basename(file, '.pdf'),
  });
  const model = JSON.parse(await readFile(result.outputPath, 'utf8')) as DocumentModel;
  await writeHtml(model, path.join(workDir, 'out.html'));
  await writeDocx(model, path.join(workDir, 'out.docx'));
  await writeEpub(model, path.join(workDir, 'out.epub'));
  const docx = unzipSync(await readFile(path.join(workDir, 'out.docx')));
  const epub = unzipSync(await readFile(path.join(workDir, 'out.epub')));
  return {
    html: await readFile(path.join(workDir, 'out.html'), 'utf8'),
    docx: strFromU8(docx['word/document.xml']!),
    epub: Object.entries(epub)
      .filter(([name]) => name.endsWith('.xhtml') && !name.endsWith('nav.xhtml'))
      .map(([, data]) => strFromU8(data))
      .join('\n'),
    epubPath: path.join(workDir, 'out.epub'),
    docxPath: path.join(workDir, 'out.docx'),
  };
}

// Every conversion is queued when the file loads, two at a time (each is a process of its own,
// and the machine has two cores); each test awaits its own document.
const written = new Map<string, Promise<Written>>();
{
  let running = 0;
  const waiting: (() => void)[] = [];
  files.forEach((file, index) => {
    written.set(
      file,
      (async () => {
        if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
        running += 1;
        try {
          return await writeAll(file, index);
        } finally {
          running -= 1;
          waiting.shift()?.();
        }
      })(),
    );
  });
}

/** Elements whose text (tags stripped) is empty: `<li></li>`, `<li><ul>…` with no own text, … */
function emptyElements(markup: string, tag: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  for (const match of markup.matchAll(pattern)) {
    // A list item's own text comes before any list nested in it.
    const own = match[1]!.split(/<(?:ul|ol)\b/)[0]!;
    if (!own.replace(/<[^>]+>/g, '').replace(/&nbsp;|\s/g, '')) found.push(match[0].slice(0, 80));
  }
  return found;
}

test('the corpus has its documents: at least 40, a third of them held out', () => {
  expect(files.length).toBeGreaterThanOrEqual(40);
  expect(files.filter((f) => f.startsWith('held-out')).length).toBeGreaterThanOrEqual(
    Math.floor(files.length / 3),
  );
});

test.each(files)('%s: no empty list item, heading or header cell', async (file) => {
  const out = await written.get(file)!;
  const problems: string[] = [];
  for (const [format, markup] of [
    ['html', out.html],
    ['epub', out.epub],
  ] as const) {
    for (const tag of ['li', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
      for (const element of emptyElements(markup, tag)) problems.push(`${format}: ${element}`);
  }
  // A Word paragraph in a list (numbering) whose runs hold no text.
  for (const paragraph of out.docx.match(/<w:p>[\s\S]*?<\/w:p>/g) ?? []) {
    if (paragraph.includes('<w:numPr>') && !/<w:t[^>]*>[^<]*\S/.test(paragraph))
      problems.push('docx: a list paragraph without text');
  }
  expect(problems).toEqual([]);
});

test('a LibreOffice table with merged cells keeps them merged in HTML, EPUB and DOCX', async () => {
  const out = await written.get(path.join('tuned', 'text_document_02_odt.pdf'))!;
  for (const markup of [out.html, out.epub]) {
    expect(markup).toContain('<td colspan="2">Merged row</td>');
    expect(markup).toContain('<td rowspan="2" colspan="2">Merged cell 2x2</td>');
    expect(markup).toContain('<td rowspan="4">Merged column</td>');
  }
  expect(out.docx).toContain('<w:gridSpan w:val="2"/>');
  expect(out.docx).toContain('<w:vMerge w:val="restart"/>');
  expect(out.docx).toContain('<w:vMerge w:val="continue"/>');
});

test('every HTML document passes the W3C Nu checker', async () => {
  const folder = path.join(dir, 'nu');
  await mkdir(folder);
  const htmlFiles: string[] = [];
  for (const file of files) {
    const out = path.join(folder, `${file.replace(/[\\/]/g, '-')}.html`);
    await writeFile(out, (await written.get(file)!).html);
    htmlFiles.push(out);
  }
  const vnu = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');
  // One run for the whole corpus: Java starts once.
  const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...htmlFiles], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Java could not run the Nu checker: ${run.error.message}`);
  const { messages } = JSON.parse(run.stderr) as {
    messages: { type: string; url?: string; message: string; extract?: string }[];
  };
  expect(
    messages.map(
      (m) => `${path.basename(m.url ?? '')}: ${m.type}: ${m.message} ${m.extract ?? ''}`,
    ),
  ).toEqual([]);
});

let epubchecks: Promise<Map<string, EpubcheckRun>> | null = null;
test.each(files)('%s: the EPUB passes epubcheck', async (file) => {
  // The first of these tests starts the one run, once every EPUB is written.
  epubchecks ??= Promise.all(files.map((f) => written.get(f)!)).then((all) =>
    epubcheckAll(all.map((out) => out.epubPath)),
  );
  const run = (await epubchecks).get((await written.get(file)!).epubPath);
  expect(run).toBeDefined();
  expect(run!.output.trim()).toBe('');
  expect(run!.status).toBe(0);
});

test('a table that goes on over the next page, its header repeated, is one table', async () => {
  const { html } = await written.get(path.join('tuned', 'persian-countries.pdf'))!;
  expect(html.match(/<table\b/g)).toHaveLength(1);
  expect(html.match(/<th scope="col">alpha-2<\/th>/g)).toHaveLength(1);
  // The last row of page 1 and the first of page 2, one after the other.
  expect(html).toMatch(/<td>KZ<\/td>.*<\/tr><tr><td>KE<\/td>/s);
});

/** The cells' texts of every row of each table, tags stripped. */
function tableRows(html: string): string[][][] {
  return [...html.matchAll(/<table\b[\s\S]*?<\/table>/g)].map(([table]) =>
    [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)].map(([, cell]) =>
        cell!.replace(/<[^>]+>/g, ''),
      ),
    ),
  );
}

test('a sheet printed with its columns over later pages is one table of all its columns', async () => {
  // Pages 1-2 hold the rows' first three columns, pages 3-4 the fourth, pages 5-6 the last two.
  const { html } = await written.get(path.join('tuned', 'sheet-country-names-en-de-fr-it-es.pdf'))!;
  const tables = tableRows(html);
  expect(tables).toHaveLength(1);
  const rows = tables[0]!;
  expect(rows).toHaveLength(71);
  expect(rows[0]).toEqual(['alpha_3', 'en', 'de', 'fr', 'it', 'es']);
  expect(rows.find((row) => row[0] === 'CUB')).toEqual([
    'CUB',
    'Republic of Cuba',
    'Republik Kuba',
    'République de Cuba',
    'Repubblica di Cuba',
    'República de Cuba',
  ]);
  // A sheet whose rows go on below, at the same row heights, keeps its three columns.
  const currencies = tableRows(
    (await written.get(path.join('tuned', 'sheet-iso4217-currencies.pdf'))!).html,
  );
  expect(currencies).toHaveLength(1);
  expect(currencies[0]!.every((row) => row.length === 3)).toBe(true);
  expect(currencies[0]).toHaveLength(71);
});

test('a right-to-left table of right-aligned cells, some wrapped, over two pages is one table', async () => {
  const tables = tableRows((await written.get(path.join('tuned', 'hebrew-countries.pdf'))!).html);
  expect(tables).toHaveLength(1);
  expect(tables[0]).toHaveLength(31);
  expect(tables[0]!.every((row) => row.length === 5)).toBe(true);
  expect(tables[0]!.find((row) => row[0] === 'BA')).toEqual([
    'BA',
    'BIH',
    '070',
    'Bosnia and Herzegovina',
    'בוסניה והרצגובינה',
  ]);
});

/** Letters and digits only: what two programs' renderings of one text share. */
const letters = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

test('LibreOffice opens every DOCX and reads all its text', async () => {
  const folder = path.join(dir, 'docx');
  await mkdir(folder);
  const docx = new Map<string, Written>();
  for (const file of files) {
    const out = await written.get(file)!;
    const name = file.replace(/[\\/]/g, '-').replace(/\.pdf$/, '');
    await writeFile(path.join(folder, `${name}.docx`), await readFile(out.docxPath));
    docx.set(name, out);
  }
  const text = path.join(dir, 'docx-text');
  // One run for the whole corpus, with a profile of its own (a person's open LibreOffice is left be).
  const run = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'libreoffice-profile')}`,
      '--headless',
      '--convert-to',
      'txt:Text (encoded):UTF8',
      '--outdir',
      text,
      ...[...docx.keys()].map((name) => path.join(folder, `${name}.docx`)),
    ],
    { encoding: 'utf8', timeout: 600_000 },
  );
  if (run.error) throw new Error(`LibreOffice could not run: ${run.error.message}`);
  const problems: string[] = [];
  for (const [name, out] of docx) {
    const ours = letters(
      [...out.docx.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1]!.replace(/&(lt|gt|amp|quot|apos);/g, ' '))
        .join(' '),
    );
    const theirs = await readFile(path.join(text, `${name}.txt`), 'utf8').catch(() => null);
    if (theirs === null) problems.push(`${name}: LibreOffice did not open it`);
    else if (letters(theirs).length < ours.length * 0.95)
      problems.push(
        `${name}: LibreOffice read ${letters(theirs).length} of ${ours.length} letters`,
      );
  }
  expect(problems).toEqual([]);
});
