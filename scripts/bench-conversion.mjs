// The document converter's figures for `pnpm bench` (or alone: `pnpm bench conversion`), on the
// fixed corpus of bench-corpus.mjs, with the compiled converter (server/dist/conversion.js, whose
// child is dist/conversion-child.js, as the server runs it) and through the running server's API:
// - text-PDF pages/s of convertPdf and end to end (upload, job, stored result), beside pdf.js's bare
//   getTextContent over all pages in the same run (the ceiling);
// - OCR seconds per page of a scan drawn at 300 dpi;
// - peak resident size (VmHWM) of the converter's process on a 1,000-page PDF;
// - on real documents others made (server/test/conversion/corpus, a tuned part and a held-out part
//   reported apart), the scores of the scorer the converter is judged by (../shared/corpus-dev):
//   overall, text, heading F1, table-cell F1 and reading order;
// - structure scores against the HTML the corpus was printed from: heading F1, table-cell F1,
//   reading-order agreement and text similarity (a check of the printer, not of real documents);
// - the cheap authenticated endpoint's p99 while four conversions run.
// Figures, not assertions: a target missed is printed, not failed.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { conversionCorpus } from './bench-corpus.mjs';
import { repoRoot } from './toolchain.mjs';

const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
const autocannon = requireFromRoot('autocannon');
const serverDir = path.join(repoRoot, 'server');

const secondsSince = (started) => (performance.now() - started) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const THROUGHPUT_RUNS = 3;
const f3 = (x) => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');

/**
 * pdf.js alone, loaded and opened as the converter does (its `openPdf`: the same options, and
 * the builtins its legacy build replaces put back), then every page's text content.
 */
async function pdfjsTextPagesPerSecond(openPdf, file) {
  const started = performance.now();
  const document = await openPdf(new Uint8Array(readFileSync(file)));
  let items = 0;
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    items += (await page.getTextContent()).items.length;
    page.cleanup();
  }
  const seconds = secondsSince(started);
  await document.destroy();
  return { pages: document.numPages, seconds, items };
}

/** The pids of this process's children (the converter's process while convertPdf runs). */
function childPids() {
  const pids = [];
  for (const task of readdirSync(`/proc/${process.pid}/task`)) {
    try {
      const list = readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim();
      if (list) pids.push(...list.split(/\s+/).map(Number));
    } catch {
      // the thread ended
    }
  }
  return pids;
}

function statusKb(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs the compiled convertPdf on one file; with `watchMemory`, samples the converter process's
 * high-water mark (VmHWM: the kernel's own peak, so a sample taken late still holds the earlier
 * peak) every 50 ms. No product hook needed: the converter is the child this process starts now.
 */
async function convert(convertPdf, file, { watchMemory = false, format = 'html' } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-convert-'));
  const peaks = new Map();
  // The bench's other children (the server it started) are not the converter.
  const others = new Set(childPids());
  const sample = () => {
    for (const pid of childPids().filter((p) => !others.has(p))) {
      peaks.set(pid, Math.max(peaks.get(pid) ?? 0, statusKb(pid, 'VmHWM')));
    }
  };
  const timer = watchMemory ? setInterval(sample, 50) : null;
  const started = performance.now();
  // When each stage was first reported: where the time goes (start-up is until the first).
  const stages = {};
  try {
    const result = await convertPdf({
      onProgress: ({ stage }) => {
        stages[stage] ??= secondsSince(started);
      },
      inputPath: file,
      workDir,
      format,
      language: 'auto',
      fallbackTitle: path.basename(file, '.pdf'),
    });
    const seconds = secondsSince(started);
    return {
      result,
      seconds,
      html: format === 'html' ? readFileSync(result.outputPath, 'utf8') : null,
      peakKb: Math.max(0, ...peaks.values()),
      stages: { ...stages, done: seconds },
    };
  } finally {
    if (timer) clearInterval(timer);
    rmSync(workDir, { recursive: true, force: true });
  }
}

// ---- structure scores ------------------------------------------------------------------------

/**
 * The blocks of an HTML document in order, read by Chromium from the DOM (the same reader for the
 * corpus's source and the converter's output): headings with their level, paragraphs, list items
 * and tables (cells with row and column). Only <main> when there is one: the converter's title
 * banner and table of contents are its additions; its OCR notes are too.
 */
/* global document -- readBlocks runs inside Chromium's page (page.evaluate) */
function readBlocks() {
  const norm = (s) => s.replace(/\s+/g, ' ').trim();
  const root = document.querySelector('main') ?? document.body;
  const blocks = [];
  for (const el of root.querySelectorAll('h1,h2,h3,h4,h5,h6,p,li,table')) {
    if (el.tagName !== 'TABLE' && el.closest('table')) continue;
    if (el.closest('.ocr-note') || (el.tagName === 'P' && el.closest('li'))) continue;
    if (el.tagName === 'TABLE') {
      const cells = [];
      [...el.rows].forEach((row, r) =>
        [...row.cells].forEach((cell, c) => cells.push({ r, c, text: norm(cell.textContent) })),
      );
      const caption = el.caption ? norm(el.caption.textContent) : '';
      blocks.push({ kind: 'table', caption, cells });
      continue;
    }
    const heading = /^H(\d)$/.exec(el.tagName);
    blocks.push({
      kind: heading ? 'heading' : el.tagName === 'LI' ? 'item' : 'paragraph',
      level: heading ? Number(heading[1]) : 0,
      text: norm(el.textContent),
    });
  }
  return blocks;
}

/** True positives of two multisets of strings. */
function overlap(a, b) {
  const counts = new Map();
  for (const x of b) counts.set(x, (counts.get(x) ?? 0) + 1);
  let tp = 0;
  for (const x of a) {
    const n = counts.get(x) ?? 0;
    if (n > 0) {
      tp++;
      counts.set(x, n - 1);
    }
  }
  return tp;
}

const f1 = ({ tp, expected, found }) =>
  expected + found === 0 ? 1 : (2 * tp) / (expected + found);

const words = (blocks) =>
  blocks.flatMap((b) =>
    (b.kind === 'table' ? [b.caption, ...b.cells.map((c) => c.text)] : [b.text])
      .join(' ')
      .split(/\s+/)
      .filter(Boolean),
  );

/** Word-level Levenshtein distance (two rows of the table). */
function editDistance(a, b) {
  let previous = new Int32Array(b.length + 1).map((_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

function dice(a, b) {
  const x = a.split(' ');
  const y = b.split(' ');
  return (2 * overlap(x, y)) / (x.length + y.length);
}

/**
 * Reading order: each source text block (heading, paragraph, item) is found in the output (same
 * text, else the most similar block with Dice ≥ 0.5); the agreement is the share of pairs of found
 * blocks that the output keeps in the source's order (Kendall's concordant pairs, (τ + 1) / 2).
 */
function readingOrder(source, output) {
  const text = (blocks) => blocks.filter((b) => b.kind !== 'table').map((b) => b.text);
  const src = text(source);
  const out = text(output);
  const free = new Map();
  out.forEach((t, i) => free.set(t, [...(free.get(t) ?? []), i]));
  const used = new Set();
  const positions = [];
  for (const t of src) {
    let at = (free.get(t) ?? []).find((i) => !used.has(i));
    if (at === undefined) {
      let best = 0.5;
      out.forEach((o, i) => {
        if (used.has(i)) return;
        const score = dice(t, o);
        if (score >= best) {
          best = score;
          at = i;
        }
      });
    }
    if (at !== undefined) {
      used.add(at);
      positions.push(at);
    }
  }
  let concordant = 0;
  let pairs = 0;
  for (let i = 0; i < positions.length; i++) {
    for (let j = i + 1; j < positions.length; j++) {
      pairs++;
      if (positions[i] < positions[j]) concordant++;
    }
  }
  return { concordant, pairs, found: positions.length, blocks: src.length };
}

function score(source, output) {
  const headings = (blocks, withLevel) =>
    blocks
      .filter((b) => b.kind === 'heading')
      .map((b) => (withLevel ? `${b.level}|${b.text}` : b.text));
  const cells = (blocks) =>
    blocks
      .filter((b) => b.kind === 'table')
      .flatMap((b) => b.cells.map((c) => `${c.r}|${c.c}|${c.text}`));
  const counts = (a, b) => ({ tp: overlap(a, b), expected: a.length, found: b.length });
  const a = words(source);
  const b = words(output);
  return {
    heading: counts(headings(source, true), headings(output, true)),
    headingText: counts(headings(source, false), headings(output, false)),
    cells: counts(cells(source), cells(output)),
    order: readingOrder(source, output),
    text: { distance: editDistance(a, b), length: Math.max(a.length, b.length) },
    tokens: counts(a, b),
  };
}

function sum(scores, pick) {
  const total = {};
  for (const s of scores) {
    for (const [k, v] of Object.entries(pick(s))) total[k] = (total[k] ?? 0) + v;
  }
  return total;
}

const orderAgreement = (o) => (o.pairs === 0 ? 1 : o.concordant / o.pairs);
const textSimilarity = (t) => (t.length === 0 ? 1 : 1 - t.distance / t.length);

// ---- the API ---------------------------------------------------------------------------------

async function api(base, token, method, route, body) {
  const response = await fetch(`${base}/v1/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

function upload(base, token, file) {
  const form = new FormData();
  form.append('output_format', 'html');
  form.append('language', 'auto');
  form.append(
    'file',
    new Blob([readFileSync(file)], { type: 'application/pdf' }),
    path.basename(file),
  );
  return api(base, token, 'POST', '/conversion/documents', form).then((r) => r.document);
}

async function waitFor(base, token, id, done, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { document } = await api(base, token, 'GET', `/conversion/documents/${id}`);
    if (done(document.status.state)) return document;
    if (Date.now() > until) throw new Error(`conversion ${id} still ${document.status.state}`);
    await sleep(50);
  }
}

const FINISHED = (state) => ['succeeded', 'failed', 'cancelled'].includes(state);

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// ---- real documents --------------------------------------------------------------------------

const REAL_CORPUS = path.join(serverDir, 'test', 'conversion', 'corpus');
/**
 * The scorer the converter is judged by, kept beside the checkout (never in it). It is copied into
 * the cache so that its two packages (root devDependencies) resolve from the repository.
 */
const JUDGE_SCORER =
  process.env.CONVERSION_SCORER ??
  path.join(repoRoot, '..', 'shared', 'corpus-dev', 'score-conversion.mjs');

/**
 * Converts every document of one part of the dev corpus (real documents: corpus/SOURCES.md) and
 * scores the HTML against the references; answers the scorer's means and the seconds taken.
 */
async function scoreRealDocuments(convertPdf, part) {
  const corpus = path.join(REAL_CORPUS, part);
  const out = mkdtempSync(path.join(os.tmpdir(), `nclude-bench-real-${part}-`));
  const started = performance.now();
  let pages = 0;
  try {
    for (const name of readdirSync(corpus).filter((n) => n.endsWith('.pdf'))) {
      try {
        const run = await convert(convertPdf, path.join(corpus, name));
        pages += run.result.pages;
        writeFileSync(path.join(out, name.replace(/\.pdf$/, '.html')), run.html);
      } catch (error) {
        // Scored as missing (0 on every metric), as a person would get nothing.
        process.stdout.write(`  ${part}/${name}: ${error.message}\n`);
      }
    }
    const seconds = secondsSince(started);
    const cache = path.join(repoRoot, '.cache', 'bench-conversion');
    mkdirSync(cache, { recursive: true });
    const scorer = path.join(cache, 'score-conversion.mjs');
    copyFileSync(JUDGE_SCORER, scorer);
    const json = path.join(out, 'scores.json');
    const result = spawnSync(process.execPath, [scorer, out, '--corpus', corpus, '--json', json], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`the scorer failed: ${result.stderr.trim()}`);
    const { summary, rows } = JSON.parse(readFileSync(json, 'utf8'));
    return { summary, files: rows.length, pages, seconds };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function benchRealDocuments(convertPdf, report) {
  if (!existsSync(JUDGE_SCORER)) {
    report('real documents', `not scored: no scorer at ${JUDGE_SCORER} (set CONVERSION_SCORER)`);
    return;
  }
  const targets = { overall: '≥ 0.85', table: '≥ 0.80', head: '≥ 0.85', order: '≥ 0.95' };
  for (const part of ['tuned', 'held-out']) {
    const { summary, files, pages, seconds } = await scoreRealDocuments(convertPdf, part);
    const figure = (key) => `${key} ${f3(summary[key][0])}`;
    report(
      `real documents, ${part} (${files} files, ${pages} pages, ${seconds.toFixed(0)} s)`,
      ['overall', 'text', 'head', 'table', 'order'].map(figure).join(', '),
      part === 'held-out'
        ? Object.entries(targets)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')
        : 'tuned on: see held-out',
    );
  }
}

// ---- the bench -------------------------------------------------------------------------------

/**
 * `launchBrowser()` starts Chromium (Playwright); `signIn()` answers a bearer token; `report(name,
 * value, target)` prints a row. The server at `base` runs four jobs at once (JOB_CONCURRENCY=4).
 */
export async function benchConversion({ base, signIn, launchBrowser, report }) {
  const corpus = await conversionCorpus(launchBrowser);
  report(
    'conversion corpus',
    `${corpus.scored.length} scored PDFs, ${corpus.cached ? 'cached' : 'generated'} in .cache/bench-conversion`,
  );
  const { convertPdf, retireConverters, openPdf } = await import(
    pathToFileURL(path.join(serverDir, 'dist', 'conversion.js')).href
  );
  await benchRealDocuments(convertPdf, report);

  // Throughput on the long text report: the ceiling and the converter one after the other, three
  // times, each figure the median (the machine is shared; one run can catch a neighbour's burst).
  const ceilings = [];
  const texts = [];
  // The converter's process is kept for the next conversion: the first run here starts one
  // (cold), the others find it ready (warm).
  retireConverters();
  const cold = await convert(convertPdf, corpus.long.pdf);
  for (let i = 0; i < THROUGHPUT_RUNS; i++) {
    ceilings.push(await pdfjsTextPagesPerSecond(openPdf, corpus.long.pdf));
    texts.push(await convert(convertPdf, corpus.long.pdf));
  }
  const rates = (runs, pages) => runs.map((r) => pages(r) / r.seconds).sort((a, b) => a - b);
  const median = (sorted) => sorted[Math.floor(sorted.length / 2)];
  const spread = (sorted) => `${sorted.length} runs: ${sorted.map((x) => x.toFixed(1)).join(', ')}`;
  const ceilingRates = rates(ceilings, (r) => r.pages);
  const textRates = rates(texts, (r) => r.result.pages);
  const ceilingRate = median(ceilingRates);
  const textRate = median(textRates);
  const pages = texts[0].result.pages;
  report(
    `pdf.js getTextContent, ${pages}-page text PDF (ceiling)`,
    `${ceilingRate.toFixed(1)} pages/s (${spread(ceilingRates)})`,
  );
  report(
    `convertPdf → HTML, ${pages}-page text PDF, converter process ready`,
    `${textRate.toFixed(1)} pages/s, ${pct(textRate / ceilingRate)} of the ceiling (${spread(textRates)})`,
    '>= 60% of ceiling',
  );
  const coldRate = pages / cold.seconds;
  report(
    `convertPdf → HTML, ${pages}-page text PDF, converter process started for it`,
    `${coldRate.toFixed(1)} pages/s, ${pct(coldRate / ceilingRate)} of the ceiling (${cold.seconds.toFixed(2)} s)`,
  );
  const medianText = texts.find((t) => pages / t.seconds === textRate);
  const marks = Object.entries(medianText.stages);
  report(
    '  where its median run spent the time',
    marks
      .map(
        ([, at], i) =>
          `${i === 0 ? 'start-up' : marks[i - 1][0]} ${(at - (marks[i - 1]?.[1] ?? 0)).toFixed(2)} s`,
      )
      .join(', '),
  );

  const token = await signIn();
  const started = performance.now();
  const uploaded = await upload(base, token, corpus.long.pdf);
  const finished = await waitFor(base, token, uploaded.id, FINISHED);
  const endToEnd = secondsSince(started);
  report(
    `API end to end (upload → job → stored HTML), ${pages} pages`,
    finished.status.state === 'succeeded'
      ? `${(pages / endToEnd).toFixed(1)} pages/s (${endToEnd.toFixed(2)} s, ${pct(pages / endToEnd / ceilingRate)} of the ceiling)`
      : `${finished.status.state}: ${finished.status.error}`,
    '>= 60% of ceiling',
  );
  await api(base, token, 'DELETE', `/conversion/documents/${uploaded.id}`);

  // OCR: three pages scanned at 300 dpi, first with a converter started for them (the time
  // includes starting it and loading the models), then again with that converter ready.
  retireConverters();
  const ocrCold = await convert(convertPdf, corpus.scanned.pdf);
  const ocr = await convert(convertPdf, corpus.scanned.pdf);
  // The recognising stage alone: from its first report to the next stage's.
  const ocrMarks = Object.entries(ocr.stages);
  const recognising = ocrMarks.findIndex(([stage]) => stage === 'recognising');
  const recognisingSeconds =
    recognising >= 0 ? ocrMarks[recognising + 1][1] - ocrMarks[recognising][1] : NaN;
  const ocrPages = Math.max(1, ocr.result.ocrPages);
  report(
    `OCR, ${ocr.result.ocrPages} of ${ocr.result.pages} pages scanned at 300 dpi, converter ready`,
    `${(ocr.seconds / ocrPages).toFixed(2)} s/page (${ocr.seconds.toFixed(2)} s in all; the recognising stage ${(recognisingSeconds / ocrPages).toFixed(2)} s/page)`,
    '<= 2 s/page',
  );
  report(
    `OCR, the same, converter started for it`,
    `${(ocrCold.seconds / ocrPages).toFixed(2)} s/page (${ocrCold.seconds.toFixed(2)} s in all, start-up and models included)`,
  );

  // Memory: the 1,000-page PDF, in a converter process of its own (its peak is this PDF's).
  retireConverters();
  const big = await convert(convertPdf, corpus.thousand.pdf, { watchMemory: true });
  report(
    `converter peak RSS (VmHWM), ${big.result.pages}-page PDF → HTML`,
    `${(big.peakKb / 1024).toFixed(0)} MB (${big.seconds.toFixed(1)} s, ${(big.result.pages / big.seconds).toFixed(1)} pages/s)`,
    '< 1 GB',
  );

  // Structure scores on the scored documents, and the OCR's text against its source.
  const browser = await launchBrowser();
  const scores = [];
  let ocrText;
  try {
    const page = await browser.newPage();
    const blocksOf = async (html) => {
      // The HTML is only parsed: nothing of it runs or loads.
      await page.setContent(html.replace(/<(script|img)\b[^>]*>/gi, ''), { waitUntil: 'load' });
      return page.evaluate(readBlocks);
    };
    for (const doc of corpus.scored) {
      const converted = await convert(convertPdf, doc.pdf);
      const s = score(
        await blocksOf(readFileSync(doc.html, 'utf8')),
        await blocksOf(converted.html),
      );
      scores.push(s);
      report(
        `  ${doc.name} (${converted.result.pages} pages)`,
        `headings ${f3(f1(s.heading))}, cells ${f3(f1(s.cells))}, order ${f3(orderAgreement(s.order))} (${s.order.found}/${s.order.blocks} found), text ${f3(textSimilarity(s.text))}`,
      );
    }
    ocrText = score(
      await blocksOf(readFileSync(corpus.scanned.html, 'utf8')),
      await blocksOf(ocr.html),
    );
  } finally {
    await browser.close();
  }
  const heading = sum(scores, (s) => s.heading);
  const headingText = sum(scores, (s) => s.headingText);
  const cells = sum(scores, (s) => s.cells);
  const order = sum(scores, (s) => s.order);
  const similarity = sum(scores, (s) => s.text);
  const tokens = sum(scores, (s) => s.tokens);
  report(
    'heading F1 (text and level) on the corpus',
    `${f3(f1(heading))} (${heading.tp} of ${heading.expected} found, ${heading.found} output; text alone ${f3(f1(headingText))})`,
    '>= 0.9',
  );
  report(
    'table-cell F1 (row, column, text) on the corpus',
    `${f3(f1(cells))} (${cells.tp} of ${cells.expected} found, ${cells.found} output)`,
    '>= 0.9',
  );
  report(
    'reading-order agreement (concordant block pairs)',
    `${f3(orderAgreement(order))} (${order.found} of ${order.blocks} blocks found)`,
    '>= 0.95',
  );
  report(
    'text similarity (1 − word edit distance / length)',
    `${f3(textSimilarity(similarity))} (word F1 ${f3(f1(tokens))})`,
    '>= 0.97',
  );
  report(
    'OCR text similarity (300 dpi scan)',
    `${f3(textSimilarity(ocrText.text))} (word F1 ${f3(f1(ocrText.tokens))}, headings ${f3(f1(ocrText.headingText))} by text)`,
  );

  // The cheap authenticated endpoint, idle and then while four 1,000-page conversions run.
  const connections = Number(process.env.BENCH_CONVERSION_CONNECTIONS ?? 10);
  const session = {
    url: `${base}/v1/api/auth/session`,
    headers: { authorization: `Bearer ${token}` },
    connections,
  };
  const idle = await load({ ...session, duration: 5 });
  report(
    `/auth/session at ${connections} connections, no conversions`,
    `p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms, ${idle.requests.average.toFixed(0)} req/s`,
  );
  const jobs = [];
  for (let i = 0; i < 4; i++) jobs.push(await upload(base, token, corpus.thousand.pdf));
  await Promise.all(jobs.map((j) => waitFor(base, token, j.id, (s) => s !== 'queued', 60_000)));
  const busy = await load({ ...session, duration: 10 });
  const states = await Promise.all(
    jobs.map((j) =>
      api(base, token, 'GET', `/conversion/documents/${j.id}`).then((r) => r.document.status.state),
    ),
  );
  const running = states.filter((s) => s === 'running').length;
  report(
    `/auth/session at ${connections} connections, 4 conversions running`,
    `p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms, ${busy.requests.average.toFixed(0)} req/s, non-2xx ${busy.non2xx} (${running} of 4 still running at the end)`,
    'p99 < 50 ms',
  );
  for (const j of jobs) {
    const { document } = await api(base, token, 'GET', `/conversion/documents/${j.id}`);
    if (!FINISHED(document.status.state)) {
      await api(base, token, 'POST', `/conversion/documents/${j.id}/cancel`);
    }
    await waitFor(base, token, j.id, FINISHED, 60_000);
    await api(base, token, 'DELETE', `/conversion/documents/${j.id}`);
  }
}
