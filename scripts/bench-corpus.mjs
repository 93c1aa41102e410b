// The conversion bench's fixed corpus: PDFs printed by Chromium from HTML written here with a
// seeded generator, so every run measures the same documents and the HTML is the ground truth the
// structure scores compare the converter's output with. Printed with the converter tests' own
// helper (server/test/conversion/fixtures.ts, loaded through tsx), and cached under
// .cache/bench-conversion/<hash of this generator and that helper>: Chromium takes a minute or more
// for the 1,000-page PDF, which need not be printed again until the generator changes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript, repoRoot } from './toolchain.mjs';

const FIXTURES = path.join(repoRoot, 'server', 'test', 'conversion', 'fixtures.ts');

/** Small, fast and seeded: the same corpus on every machine. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  `access account action address advice answer area audio author balance basis board book
braille budget building camera centre chapter choice city class clinic college column community
contract council course court culture data decision design device digital district doctor
document effort energy equipment event evidence family feature field figure finance form frame
future garden group guide health history home hospital idea image income index island journal
justice kitchen knowledge language leader letter library light line list market meaning measure
media member memory message method model money morning music nation network notice number office
option order page paper partner patient people period person picture place plan policy portal
power practice price process product program project public quality question radio reader record
region report research result review river road room rule safety sample school screen season
section service session signal skill society software sound source space speech staff standard
station story street student study subject summer support system table teacher team text theory
time tool town trade training transport travel unit user value village voice volunteer water
website window winter word work world writer year`.split(/\s+/);
const VERBS = `allows brings builds changes checks collects covers creates describes explains finds
follows gives helps holds improves includes keeps leads lists makes meets moves opens offers
prepares protects provides reaches records reduces serves shows starts supports teaches uses`.split(
  /\s+/,
);

/** The generator: sentences, paragraphs, lists and tables of plain words (no hyphenation). */
function writer(seed) {
  const rng = mulberry32(seed);
  const pick = (list) => list[Math.floor(rng() * list.length)];
  const int = (lo, hi) => lo + Math.floor(rng() * (hi - lo + 1));
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  const phrase = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const sentence = () =>
    `${cap(pick(WORDS))} ${phrase(int(1, 3))} ${pick(VERBS)} the ${phrase(int(2, 6))} ${rng() < 0.4 ? `for every ${phrase(int(1, 3))}` : `in ${int(2, 99)} ${pick(WORDS)}s`}.`;
  const paragraph = (lo = 3, hi = 6) => Array.from({ length: int(lo, hi) }, sentence).join(' ');
  const title = (lo = 2, hi = 4) =>
    phrase(int(lo, hi))
      .split(' ')
      .map((w, i) => (i === 0 ? cap(w) : w))
      .join(' ');
  const used = new Set();
  // Headings are unique in a document so the scores can match them by text.
  const heading = () => {
    for (;;) {
      const t = title();
      if (!used.has(t)) {
        used.add(t);
        return t;
      }
    }
  };
  const list = () => {
    const tag = rng() < 0.5 ? 'ul' : 'ol';
    const items = Array.from({ length: int(3, 5) }, () => `<li>${cap(phrase(int(3, 8)))}</li>`);
    return `<${tag}>${items.join('')}</${tag}>`;
  };
  const table = (maxColumns) => {
    const columns = int(3, maxColumns);
    const head = Array.from({ length: columns }, (_, i) => (i === 0 ? 'Item' : cap(pick(WORDS))));
    const body = Array.from({ length: int(3, 6) }, () =>
      Array.from({ length: columns }, (_, i) =>
        i === 0 ? cap(phrase(int(1, 2))) : rng() < 0.6 ? String(int(1, 9999)) : pick(WORDS),
      ),
    );
    return `<table><caption>${cap(phrase(int(2, 4)))}</caption><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  };
  /** Sections of headings (2 and 3), paragraphs, lists and tables under one h1. */
  const report = ({ sections, tables = true, maxColumns = 4 }) => {
    const parts = [`<h1>${heading()}</h1>`, `<p>${paragraph()}</p>`];
    for (let s = 0; s < sections; s++) {
      parts.push(`<h2>${heading()}</h2>`, `<p>${paragraph()}</p>`);
      if (rng() < 0.4) parts.push(list());
      if (rng() < 0.5) parts.push(`<p>${paragraph(2, 4)}</p>`);
      if (rng() < 0.4) parts.push(`<h3>${heading()}</h3>`, `<p>${paragraph()}</p>`);
      if (tables && rng() < 0.35) parts.push(table(maxColumns));
    }
    return parts.join('\n');
  };
  return { heading, paragraph, report };
}

const document = (style, body, extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bench corpus</title><style>${style}${extra}</style></head><body>${body}</body></html>`;

const COLUMNS = (n) =>
  `.cols { column-count: ${n}; column-gap: 2.5em; } h1 { column-span: all; } table { font-size: 9pt; }`;
const RUNNING = {
  displayHeaderFooter: true,
  headerTemplate:
    '<div style="font-size:9px;width:100%;text-align:center">Bench Corpus Quarterly</div>',
  footerTemplate:
    '<div style="font-size:9px;width:100%;text-align:center"><span class="pageNumber"></span></div>',
  margin: { top: '60px', bottom: '60px', left: '40px', right: '40px' },
};

/** A page of text (a heading and paragraphs) that fits on one A4 page with room to spare. */
function onePage(w) {
  return `<h2>${w.heading()}</h2>${Array.from({ length: 4 }, () => `<p>${w.paragraph(4, 5)}</p>`).join('')}`;
}

async function generate(dir, browser, { pdf, STYLE }) {
  const docs = [];
  const write = async (name, html, options) => {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(path.join(dir, `${name}.html`), html);
    await pdf(browser, html, file, options);
    return { name, pdf: file, html: path.join(dir, `${name}.html`) };
  };
  // Scored documents: one column tagged and untagged (the same HTML), two and three columns with
  // running headers and page numbers.
  const single = document(STYLE, writer(1).report({ sections: 14 }));
  docs.push(await write('report-tagged', single, { tagged: true }));
  docs.push(await write('report-untagged', single, { tagged: false }));
  const two = document(
    STYLE,
    `<div class="cols">${writer(2).report({ sections: 12, maxColumns: 3 })}</div>`,
    COLUMNS(2),
  );
  docs.push(await write('two-column-tagged', two, { tagged: true, ...RUNNING }));
  docs.push(await write('two-column-untagged', two, { tagged: false, ...RUNNING }));
  const three = document(
    STYLE,
    `<div class="cols">${writer(3).report({ sections: 12, tables: false })}</div>`,
    COLUMNS(3),
  );
  docs.push(await write('three-column-untagged', three, { tagged: false, ...RUNNING }));

  // Throughput: a long untagged text report.
  const long = await write('text-long', document(STYLE, writer(4).report({ sections: 260 })), {
    tagged: false,
  });
  // Memory: exactly 1,000 pages, one forced page break after each.
  const w = writer(5);
  const pages = Array.from(
    { length: 1000 },
    (_, i) => `${onePage(w)}${i < 999 ? '<div style="break-after:page"></div>' : ''}`,
  ).join('');
  const thousand = await write('thousand', document(STYLE, `<h1>${w.heading()}</h1>${pages}`), {
    tagged: false,
  });

  // Scanned: pages drawn at 300 dpi (A4 is 8.27 × 11.69 in: 2481 × 3508 pixels) as images only,
  // printed full-page so the PDF holds no text layer.
  const sw = writer(6);
  const scanBodies = Array.from({ length: 3 }, () => onePage(sw));
  const shots = [];
  for (const body of scanBodies) {
    const page = await browser.newPage({
      viewport: { width: 794, height: 1123 },
      deviceScaleFactor: 300 / 96,
    });
    await page.setContent(document(STYLE, body, 'body { margin: 72px; }'));
    shots.push(await page.screenshot({ type: 'png' }));
    await page.close();
  }
  writeFileSync(path.join(dir, 'scanned.html'), document(STYLE, scanBodies.join('\n')));
  const scannedFile = path.join(dir, 'scanned.pdf');
  await pdf(
    browser,
    `<!DOCTYPE html><html><head><style>@page { margin: 0 } body { margin: 0 } img { width: 210mm; height: 296mm; display: block; break-after: page; }</style></head><body>${shots.map((png) => `<img alt="" src="data:image/png;base64,${png.toString('base64')}">`).join('')}</body></html>`,
    scannedFile,
    { tagged: false },
  );
  return {
    scored: docs,
    long,
    thousand,
    scanned: { name: 'scanned', pdf: scannedFile, html: path.join(dir, 'scanned.html') },
  };
}

/** The corpus, generated once per version of its generator; `launch` starts Chromium if needed. */
export async function conversionCorpus(launch) {
  const hash = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readFileSync(FIXTURES))
    .digest('hex')
    .slice(0, 12);
  const root = path.join(repoRoot, '.cache', 'bench-conversion');
  const dir = path.join(root, hash);
  const manifest = path.join(dir, 'corpus.json');
  if (existsSync(manifest)) return { ...JSON.parse(readFileSync(manifest, 'utf8')), cached: true };
  const fixtures = await importTypeScript(FIXTURES);
  // Older versions go: only the current corpus is kept.
  rmSync(root, { recursive: true, force: true });
  const building = `${dir}.partial`;
  mkdirSync(building, { recursive: true });
  const browser = await launch();
  try {
    const corpus = await generate(building, browser, fixtures);
    const relocated = JSON.parse(JSON.stringify(corpus).replaceAll(building, dir));
    writeFileSync(path.join(building, 'corpus.json'), JSON.stringify(relocated, null, 2));
    renameSync(building, dir);
    return { ...relocated, cached: false };
  } finally {
    await browser.close();
  }
}
