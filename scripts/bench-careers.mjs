// The careers area's figures for `pnpm bench` (or alone: `pnpm bench careers`):
// - the resume parser's field F1 on the generated resumes (server/test/careers/resume-fixtures.ts:
//   twelve resumes printed to PDF by Chromium, three of them scans), each read as the background
//   job reads it: the compiled converter (server/dist/conversion.js, format 'model'), then
//   parseResume; overall, per field group, text PDFs beside scans, and the time per resume;
// - nDCG@10 of the recommendations on the hand-graded relevance set
//   (server/careers/ranking-judgements.json), mean and worst;
// - the ranking's latency over 10,000 corporate postings generated from the sample catalogue:
//   the index's build, then each relevance-set profile ranked many times, in process; and the same
//   through the API of the running server (GET /v1/api/careers/jobs/recommended).
// Figures, not assertions: a target missed is printed, not failed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureChromium } from './provision.mjs';
import { importTypeScript, log, repoRoot } from './toolchain.mjs';

const serverDir = path.join(repoRoot, 'server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));
// The relevance set is graded against the catalogue as of this day (the ranking tests' day).
const TODAY = '2026-11-25';
const POSTINGS = 10_000;
const WARM_UP_ROUNDS = 3;
const RANK_ROUNDS = Number(process.env.BENCH_CAREERS_ROUNDS ?? 20);
// A slow ranking would otherwise hold the bench for minutes: past the budget, no new round starts
// once the fewest rounds worth a median and a p95 are done.
const RANK_BUDGET_MS = 30_000;
const RANK_MIN_ROUNDS = 3;
const API_REQUESTS = 50;
// Smaller than the importer's limits (5,000 rows, 10 MB a feed).
const IMPORT_CHUNK = 2000;

const ms = (value) => `${value.toFixed(1)} ms`;
const f3 = (value) => value.toFixed(3);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => quantile(values, 0.5);

const tsModule = importTypeScript;

/**
 * judgements.ts finds the relevance set through __dirname, which exists only in CommonJS (Jest
 * compiles the tests to it); as an ES module under tsx it throws. tsx's CommonJS loader runs it as
 * Jest does.
 */
async function tsCommonJs(file) {
  const tsx = path.dirname(requireFromServer.resolve('tsx/package.json'));
  const api = await import(pathToFileURL(path.join(tsx, 'dist', 'cjs', 'api', 'index.mjs')).href);
  return api.require(file, import.meta.url);
}

// ---- resume parser ---------------------------------------------------------------------------

function fieldRow(s) {
  return `${f3(s.f1)} (P ${f3(s.precision)}, R ${f3(s.recall)}; tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`;
}

async function benchResumes(dir, report) {
  // The fixtures' Chromium is this one (they read CHROMIUM_PATH when loaded).
  process.env.CHROMIUM_PATH ??= ensureChromium();
  const fixtures = await tsModule(path.join(serverDir, 'test', 'careers', 'resume-fixtures.ts'));
  const { parseResume } = await tsModule(
    path.join(serverDir, 'src', 'careers', 'resume-parser', 'index.ts'),
  );
  // The converter as the server runs it: the bundle, whose child is dist/conversion-child.js.
  const { convertPdf } = await import(
    pathToFileURL(path.join(serverDir, 'dist', 'conversion.js')).href
  );

  log('careers: printing the generated resumes with Chromium');
  let started = performance.now();
  const resumes = await fixtures.makeResumeFixtures(dir);
  log(
    `careers: ${resumes.length} resumes printed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // One at a time, so that each resume's time is its own and not shared with another conversion.
  const results = [];
  for (const resume of resumes) {
    const workDir = path.join(dir, `work-${resume.name}`);
    mkdirSync(workDir);
    started = performance.now();
    const converted = await convertPdf({
      inputPath: resume.file,
      workDir,
      format: 'model',
      language: 'auto',
      fallbackTitle: 'Resume',
    });
    const model = JSON.parse(readFileSync(converted.outputPath, 'utf8'));
    const parseStarted = performance.now();
    const parsed = parseResume(model);
    const done = performance.now();
    const scores = fixtures.resumeFieldScores(resume.expected, parsed);
    results.push({
      resume,
      parsed,
      scores,
      seconds: (done - started) / 1000,
      parseMs: done - parseStarted,
    });
    const misses = scores.filter((s) => s.fp + s.fn > 0);
    log(
      `careers: ${resume.name} (${resume.layout}) ${((done - started) / 1000).toFixed(2)} s, F1 ${f3(fixtures.overallF1([scores]))}${
        misses.length
          ? `; misses: ${misses.map((s) => `${s.field} fp ${s.fp} fn ${s.fn}`).join(', ')}`
          : ''
      }`,
    );
    for (const s of misses) logMiss(resume, parsed, s.field);
    rmSync(workDir, { recursive: true, force: true });
  }

  const scanned = results.filter((r) => r.resume.layout === 'scanned');
  const text = results.filter((r) => r.resume.layout !== 'scanned');
  const f1Of = (list) => fixtures.overallF1(list.map((r) => r.scores));
  report(
    'careers resume parser overall field F1',
    `${f3(f1Of(results))} on ${results.length} resumes (text PDFs ${f3(f1Of(text))} of ${text.length}, scanned ${f3(f1Of(scanned))} of ${scanned.length})`,
    '>= 0.9',
  );
  for (const s of fixtures.pooledFieldScores(results.map((r) => r.scores))) {
    const inText = fixtures
      .pooledFieldScores(text.map((r) => r.scores))
      .find((t) => t.field === s.field);
    const inScans = fixtures
      .pooledFieldScores(scanned.map((r) => r.scores))
      .find((t) => t.field === s.field);
    report(
      `careers resume F1: ${s.field}`,
      `${fieldRow(s)}; text ${f3(inText.f1)}, scanned ${f3(inScans.f1)}`,
    );
  }
  const timing = (list) => {
    const seconds = list.map((r) => r.seconds);
    return `median ${median(seconds).toFixed(2)} s, max ${Math.max(...seconds).toFixed(2)} s`;
  };
  report('careers resume convert+parse per text PDF', `${timing(text)} (${text.length} resumes)`);
  report(
    'careers resume convert+parse per scanned PDF (OCR)',
    `${timing(scanned)} (${scanned.length} resumes)`,
  );
  report(
    'careers resume parse alone (parseResume on the model)',
    `median ${ms(median(results.map((r) => r.parseMs)))}, max ${ms(Math.max(...results.map((r) => r.parseMs)))}`,
  );
  return resumes;
}

/** What was expected and what was read of one field, so that a shortfall can be looked into. */
function logMiss(resume, parsed, field) {
  const pick = (r) => {
    if (['name', 'email', 'phone', 'location', 'links'].includes(field)) return r.contact[field];
    if (field === 'experience')
      return r.experience.map(
        (e) => `${e.title} | ${e.employer} | ${e.period?.start}–${e.period?.end}`,
      );
    if (field === 'education')
      return r.education.map(
        (e) => `${e.degree} | ${e.institution} | ${e.period?.start}–${e.period?.end}`,
      );
    if (field === 'projects') return r.projects.map((p) => p.name);
    return r[field];
  };
  log(`    ${field} expected ${JSON.stringify(pick(resume.expected))}`);
  log(`    ${field} read     ${JSON.stringify(pick(parsed))}`);
}

// ---- ranking ---------------------------------------------------------------------------------

/** A small seeded generator (mulberry32): the same 10,000 postings on every run. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SENIORITY = ['', '', 'Senior ', 'Junior ', 'Trainee ', 'Lead ', 'Associate ', 'Assistant '];
const TITLE_NOTES = ['', '', '', ' (Contract)', ' (Work from home)', ' – Night shift', ' – Hybrid'];
const NAME_PARTS = (
  'Akash Bharat Chandra Deccan Ganga Himal Indra Jyoti Kaveri Lotus Meghna Narmada Orion ' +
  'Prithvi Sagar Tara Udaya Vayu Yamuna Zenith Nila Surya Kiran Pragati'
).split(' ');
const NAME_KINDS = (
  'Infotech Services Solutions Fintech Logistics Retail Health Analytics Software BPO ' +
  'Consulting Foods'
).split(' ');
const COMPANY_FORMS = ['Pvt Ltd', 'Ltd', 'LLP', 'India Pvt Ltd'];
const CITIES = [
  'Bengaluru, Karnataka',
  'Hyderabad, Telangana',
  'Chennai, Tamil Nadu',
  'Pune, Maharashtra',
  'Mumbai, Maharashtra',
  'Noida, Uttar Pradesh',
  'Gurugram, Haryana',
  'Kolkata, West Bengal',
  'Kochi, Kerala',
  'Jaipur, Rajasthan',
  'Ahmedabad, Gujarat',
  'Work from home (India)',
];
const EXPERIENCE = ['Freshers', '0-2 years', '1-3 years', '2-5 years', '3+ years', '5-8 years'];

/**
 * 10,000 corporate postings made from the catalogue's own (as rows, like corporateRows): each
 * takes a template's text, with its duties shuffled and lines borrowed from other postings, a
 * seniority and note in the title, a made-up company and place, a reference number (real feeds
 * carry one, and it grows the index's vocabulary as they do), its own experience and disabilities.
 */
function generatePostings(templates, count) {
  const random = prng(20261125);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const shuffled = (list) => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const disabilities = [...new Set(templates.flatMap((t) => JSON.parse(t.suitable_for)))];
  const lines = (text) => text.split('\n').filter(Boolean);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length];
    const other = pick(templates);
    const company = `${pick(NAME_PARTS)}${pick(NAME_PARTS).toLowerCase()} ${pick(NAME_KINDS)} ${pick(COMPANY_FORMS)}`;
    const duties = shuffled([
      ...lines(template.responsibilities),
      pick(lines(other.responsibilities)),
    ]);
    const suitable = disabilities.filter(() => random() < 0.4);
    const id = `bench-${String(i).padStart(5, '0')}`;
    const posted = new Date(Date.parse(`${TODAY}T00:00:00Z`) - Math.floor(random() * 60) * 86400e3);
    rows.push({
      ...template,
      id,
      external_id: id,
      source: 'Bench feed',
      company,
      title: `${pick(SENIORITY)}${template.title}${pick(TITLE_NOTES)}`,
      address: pick(CITIES),
      job_detail_link: `https://example.org/jobs/${id}`,
      work_experience: random() < 0.5 ? template.work_experience : pick(EXPERIENCE),
      responsibilities: duties.join('\n'),
      min_qualification:
        random() < 0.3
          ? `${template.min_qualification} ${lines(other.min_qualification)[0]}`
          : template.min_qualification,
      pref_qualification: random() < 0.3 ? other.pref_qualification : template.pref_qualification,
      about_job: `${template.about_job.replaceAll(template.company, company)}\nRef. NCL-${(i * 7919) % 100_000}`,
      suitable_for: JSON.stringify(random() < 0.1 ? [] : suitable),
      posted_on: posted.toISOString().slice(0, 10),
      sample: 0,
    });
  }
  return rows;
}

function benchRelevance(ranking, careersTest, report) {
  const index = new ranking.RecommendationIndex(careersTest.corporateRows(TODAY));
  const scores = careersTest.judgements().map((judgement) => {
    const ranked = index
      .rank(careersTest.profileOf(judgement), careersTest.ENGLISH_REASONS, 10)
      .map((r) => r.job.id);
    return { id: judgement.id, ndcg: careersTest.ndcgAt(10, ranked, judgement.relevant) };
  });
  const mean = scores.reduce((sum, s) => sum + s.ndcg, 0) / scores.length;
  const worst = scores.reduce((low, s) => (s.ndcg < low.ndcg ? s : low));
  const below = scores.filter((s) => s.ndcg < 0.8);
  report(
    'careers recommendations nDCG@10',
    `${f3(mean)} mean of ${scores.length} profiles over ${index.size} postings; min ${f3(worst.ndcg)} (${worst.id})`,
    '>= 0.8',
  );
  if (below.length)
    log(`careers: profiles under 0.8: ${below.map((s) => `${s.id} ${f3(s.ndcg)}`).join(', ')}`);
}

function benchLatency(ranking, careersTest, rows, report) {
  const profiles = careersTest.judgements().map((j) => careersTest.profileOf(j));
  const started = performance.now();
  const index = new ranking.RecommendationIndex(rows);
  report(
    `careers recommendation index build (${index.size} postings)`,
    ms(performance.now() - started),
  );
  for (let round = 0; round < WARM_UP_ROUNDS; round++)
    for (const profile of profiles) index.rank(profile, careersTest.ENGLISH_REASONS, 10);
  const times = [];
  const until = performance.now() + RANK_BUDGET_MS;
  for (
    let round = 0;
    round < RANK_ROUNDS && (round < RANK_MIN_ROUNDS || performance.now() < until);
    round++
  ) {
    for (const profile of profiles) {
      const at = performance.now();
      index.rank(profile, careersTest.ENGLISH_REASONS, 10);
      times.push(performance.now() - at);
    }
  }
  report(
    `careers rank() per request over ${index.size} postings (in process)`,
    `median ${ms(median(times))}, p95 ${ms(quantile(times, 0.95))}, max ${ms(Math.max(...times))} (${times.length} requests, ${profiles.length} profiles)`,
    '< 50 ms',
  );
}

// ---- through the API -------------------------------------------------------------------------

/** A row back into the feed's shape (JobPostingInput), for the importer. */
function inputOf(row) {
  return {
    externalId: row.external_id,
    job_category: row.job_category,
    company: row.company,
    title: row.title,
    address: row.address,
    jobDetailLink: row.job_detail_link,
    job_nature: row.job_nature,
    work_experience: row.work_experience,
    required_education: row.required_education,
    responsibilities: row.responsibilities,
    minQualification: row.min_qualification,
    prefQualification: row.pref_qualification,
    aboutJob: row.about_job,
    pwd_details: row.pwd_details,
    suitableFor: JSON.parse(row.suitable_for),
    accommodations: JSON.parse(row.accommodations),
    postedOn: row.posted_on,
    // Open whatever day the server thinks it is.
    closesOn: null,
    source: row.source,
    contactEmail: row.contact_email,
    sample: false,
  };
}

async function api(base, token, route, init = {}) {
  const response = await fetch(`${base}${route}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  }).catch((error) => {
    const cause = error.cause ? ` (${error.cause.code ?? error.cause.message})` : '';
    throw new Error(`${init.method ?? 'GET'} ${route}: ${error.message}${cause}`);
  });
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

function form(fields, file, name, type) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([file], { type }), name);
  return body;
}

async function benchApi({ base, signIn }, rows, resumes, report) {
  const token = await signIn().catch((error) => {
    const cause = error.cause ? ` (${error.cause.code ?? error.cause.message})` : '';
    throw new Error(`sign-in: ${error.message}${cause}`);
  });
  // The administrator's own resume, read by the server's background job: recommendations need one.
  const resume = resumes.find((r) => r.layout !== 'scanned');
  await api(base, token, '/v1/api/careers/resume', {
    method: 'POST',
    body: form({}, readFileSync(resume.file), `${resume.name}.pdf`, 'application/pdf'),
  });
  for (let i = 0; ; i++) {
    const { status } = await api(base, token, '/v1/api/careers/resume');
    if (status?.state === 'succeeded') break;
    if (status?.state === 'failed') throw new Error(`the resume was not read: ${status.error}`);
    if (i > 240) throw new Error('the resume was still being read after two minutes');
    await new Promise((done) => setTimeout(done, 500));
  }

  const started = performance.now();
  let refused = 0;
  for (let from = 0; from < rows.length; from += IMPORT_CHUNK) {
    const feed = JSON.stringify(rows.slice(from, from + IMPORT_CHUNK).map(inputOf));
    const result = await api(base, token, '/v1/api/admin/jobs/import', {
      method: 'POST',
      body: form({ job_category: 'corporate_job' }, feed, 'bench-feed.json', 'application/json'),
    });
    refused += result.refused;
    if (result.refused)
      log(
        `careers: import refused ${result.refused}, e.g. ${JSON.stringify(result.rows.find((r) => r.outcome === 'refused'))}`,
      );
  }
  log(
    `careers: ${rows.length} postings imported through the API in ${((performance.now() - started) / 1000).toFixed(1)} s (${refused} refused)`,
  );

  const recommended = () => api(base, token, '/v1/api/careers/jobs/recommended');
  // The first request after the import builds the server's index of the postings.
  let at = performance.now();
  const first = await recommended();
  const firstMs = performance.now() - at;
  const times = [];
  for (let i = 0; i < API_REQUESTS; i++) {
    at = performance.now();
    await recommended();
    times.push(performance.now() - at);
  }
  report(
    `careers GET /jobs/recommended over ${rows.length - refused} postings + the catalogue (API)`,
    `median ${ms(median(times))}, p95 ${ms(quantile(times, 0.95))} (${API_REQUESTS} requests, the admin with ${resume.name}'s resume, no disability set); first after the import ${ms(firstMs)} (builds the index), ${first.length} jobs a page`,
    '< 50 ms',
  );
}

export async function benchCareers({ base, signIn, report }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-careers-'));
  try {
    const resumes = await benchResumes(dir, report);

    const ranking = await tsModule(path.join(serverDir, 'src', 'careers', 'ranking.ts'));
    const careersTest = await tsCommonJs(path.join(serverDir, 'test', 'careers', 'judgements.ts'));
    benchRelevance(ranking, careersTest, report);
    const templates = careersTest.corporateRows(TODAY);
    const rows = generatePostings(templates, POSTINGS);
    log(`careers: ${rows.length} postings generated from ${templates.length} of the catalogue`);
    benchLatency(ranking, careersTest, rows, report);

    // The ranking above held the event loop for a long while, past the server's keep-alive:
    // one turn of the loop lets fetch see the closed connection instead of reusing it.
    await new Promise((done) => setTimeout(done, 100));
    try {
      await benchApi({ base, signIn }, rows, resumes, report);
    } catch (error) {
      // The in-process figure stands on its own; this one is printed as missing, with why.
      report('careers GET /jobs/recommended (API)', `not measured: ${error.message}`, '< 50 ms');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
