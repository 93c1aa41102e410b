// /v1/api/careers and /v1/api/admin/jobs against a real server, job runtime and converter: the job
// lists with search, paging and read marks; a resume uploaded, read in the background, corrected;
// recommendations with their reasons; applying (consent, the employer's email with the resume
// attached, the notification, once only, never to a closed job); the administrator's postings and
// feed imports with a report per row; and who may do what.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AdminJobsReply,
  ApplicationsReply,
  ApplyReply,
  JobPostingInput,
  JobsReply,
  RecommendedJob,
  ResumeReply,
} from '@nclude/shared/api-schemas';
import {
  createAccount,
  engineName,
  formOf,
  pdfBytes,
  sendForm,
  signUp,
  startTestServer,
  until,
  type SignedUpUser,
  type TestServer,
} from './helpers';
import { pdf } from './conversion/fixtures';
import { launchChromium } from './fixtures/chromium';

const CAREERS = '/v1/api/careers';
const ADMIN_JOBS = '/v1/api/admin/jobs';

const RESUME_HTML = `<!doctype html><html lang="en"><head><style>
body { font-family: "DejaVu Sans", sans-serif; font-size: 11pt; line-height: 1.4; }
h1 { font-size: 22pt; margin: 0 } h2 { font-size: 14pt; margin: 18px 0 6px }
</style></head><body>
<h1>Asha Verma</h1>
<p>asha.verma@example.org | +91 98765 43210 | Pune, Maharashtra</p>
<h2>Summary</h2>
<p>Frontend developer who builds accessible web applications.</p>
<h2>Skills</h2>
<p>React, TypeScript, JavaScript, HTML, CSS, WCAG, Accessibility testing</p>
<h2>Experience</h2>
<p><b>Frontend Developer, Infosys, Pune</b></p>
<p>June 2019 – Present</p>
<ul><li>Built accessible React interfaces used by 2 million customers.</li></ul>
<h2>Education</h2>
<p><b>B.Tech in Computer Science</b>, College of Engineering Pune, 2019</p>
</body></html>`;

/** The resume above as a PDF, printed by Chromium like a word processor's export. */
async function printResume(dir: string): Promise<Buffer> {
  const browser = await launchChromium();
  try {
    const file = join(dir, 'resume.pdf');
    await pdf(browser, RESUME_HTML, file, {
      margin: { top: '40px', bottom: '40px', left: '48px', right: '48px' },
    });
    return readFileSync(file);
  } finally {
    await browser.close();
  }
}

function posting(overrides: Partial<JobPostingInput> = {}): JobPostingInput {
  return {
    source: 'Test feed',
    externalId: 'test-001',
    job_category: 'corporate_job',
    company: 'Lotus Software',
    title: 'Accessibility Tester',
    address: 'Bengaluru, Karnataka',
    jobDetailLink: 'https://example.org/jobs/test-001',
    job_nature: 'Full-time',
    work_experience: '1-3 years',
    required_education: 'Any graduate',
    responsibilities: 'Test web pages with screen readers\nWrite clear bug reports',
    minQualification: 'Graduate. Knows WCAG.',
    prefQualification: 'NVDA or JAWS daily use.',
    aboutJob: 'Lotus Software makes payroll software used across India.',
    pwd_details: 'Open to persons with visual impairment.',
    suitableFor: ['Blindness', 'Low-vision'],
    accommodations: ['Screen reader licences', 'Flexible hours'],
    postedOn: '2026-11-20',
    closesOn: null,
    contactEmail: 'hiring@lotus.example.org',
    ...overrides,
  } as JobPostingInput;
}

describe(`careers API (${engineName()})`, () => {
  let server: TestServer;
  let asha: SignedUpUser;
  let ravi: SignedUpUser;
  let admin: { token: string };
  let dir: string;
  let resumePdf: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nclude-careers-'));
    resumePdf = await printResume(dir);
    server = await startTestServer({ OTP_SENDS_PER_IP: '1000' });
    asha = await signUp(server, { userName: 'Asha Verma', email: 'asha@example.org' });
    ravi = await signUp(server, { userName: 'Ravi Kumar' });
    admin = await createAccount(server, 'admin', 'jobs-admin@example.org');
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const jobs = (query: string, token = asha.token) =>
    server.get<JobsReply>(`${CAREERS}/jobs${query}`, token);

  it('lists the sample catalogue by category, newest first, ten a page, with a total', async () => {
    const government = await jobs('');
    expect(government.status).toBe(200);
    expect(government.body.jobs).toHaveLength(10);
    expect(government.body.totalJobCount).toBeGreaterThan(10);
    expect(government.body.jobs.every((job) => job.job_category === 'government_job')).toBe(true);
    const days = government.body.jobs.map((job) => job.postedOn);
    expect([...days].sort().reverse()).toEqual(days);
    // The sample catalogue is dated as of the day it is seeded: nothing in it has closed yet.
    expect(government.body.jobs.every((job) => job.sample)).toBe(true);

    const corporate = await jobs('?job_category=corporate_job&page=2&limit=5');
    expect(corporate.body.jobs).toHaveLength(5);
    expect(corporate.body.jobs.every((job) => job.job_category === 'corporate_job')).toBe(true);
    const first = await jobs('?job_category=corporate_job&page=1&limit=5');
    const ids = new Set(first.body.jobs.map((job) => job._id));
    expect(corporate.body.jobs.some((job) => ids.has(job._id))).toBe(false);
  });

  it('searches titles, companies and places without regard to case', async () => {
    const all = await jobs('?job_category=government_job&limit=50');
    const title = all.body.jobs[0]!.title;
    const found = await jobs(
      `?job_category=government_job&search=${encodeURIComponent(title.toUpperCase())}`,
    );
    expect(found.body.jobs.map((job) => job.title)).toContain(title);
    expect(found.body.totalJobCount).toBeLessThan(all.body.totalJobCount);
    const none = await jobs('?job_category=government_job&search=zzqx%20nothing');
    expect(none.body).toEqual({ success: true, jobs: [], totalJobCount: 0 });
    // A search with LIKE's own wildcards finds them as text, not as patterns.
    const wildcard = await jobs('?job_category=government_job&search=%25');
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.totalJobCount).toBe(0);
  });

  it('refuses bad queries with their messages, and strangers with 401', async () => {
    expect((await jobs('?job_category=pirate_job')).status).toBe(400);
    const page = await jobs('?page=0');
    expect(page.status).toBe(400);
    expect((page.body as unknown as { message: string }).message).toMatch(/page/i);
    expect((await jobs('?limit=500')).status).toBe(400);
    expect((await server.get(`${CAREERS}/jobs`)).status).toBe(401);
    expect((await server.get(`${CAREERS}/applications`)).status).toBe(401);
    expect((await server.get(`${CAREERS}/resume`)).status).toBe(401);
  });

  it('keeps read marks per person', async () => {
    const job = (await jobs('')).body.jobs[0]!;
    expect(job.markAsRead).toBe(false);
    expect((await server.post(`${CAREERS}/jobs/${job._id}/read`, {}, asha.token)).status).toBe(200);
    const again = (await jobs('')).body.jobs.find((entry) => entry._id === job._id);
    expect(again?.markAsRead).toBe(true);
    const forRavi = (await jobs('', ravi.token)).body.jobs.find((entry) => entry._id === job._id);
    expect(forRavi?.markAsRead).toBe(false);
    const missing = await server.post<{ message: string }>(
      `${CAREERS}/jobs/no-such-job/read`,
      {},
      asha.token,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('That job posting does not exist.');
  });

  it('asks for a resume before recommending', async () => {
    const response = await server.get<{ message: string }>(
      `${CAREERS}/jobs/recommended`,
      ravi.token,
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'Upload your resume first: recommendations are made from it.',
    );
    const resume = await server.get<ResumeReply>(`${CAREERS}/resume`, ravi.token);
    expect(resume.body).toMatchObject({
      hasResume: false,
      fileName: null,
      parsed: null,
      jobId: null,
      status: null,
    });
  });

  it('refuses a resume that is missing, not a PDF, or too large', async () => {
    const upload = (file?: { name: string; data: Buffer }) =>
      sendForm<{ message: string }>(
        server,
        'POST',
        `${CAREERS}/resume`,
        formOf({}, file),
        ravi.token,
      );
    const none = await upload();
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose your resume, a PDF file.');
    const text = await upload({ name: 'resume.pdf', data: Buffer.from('Not a PDF at all') });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/PDF/);
    const limit = server.app.files.limitFor('resume');
    const big = await upload({ name: 'big.pdf', data: pdfBytes(limit + 1024) });
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/MB/);
    expect((await server.get<ResumeReply>(`${CAREERS}/resume`, ravi.token)).body.hasResume).toBe(
      false,
    );
  });

  it('says when a resume could not be read, and where to upload it again', async () => {
    // A PDF header over nothing: the converter cannot read it.
    const broken = await sendForm<ResumeReply>(
      server,
      'POST',
      `${CAREERS}/resume`,
      formOf({}, { name: 'broken.pdf', data: pdfBytes(2000) }),
      ravi.token,
    );
    expect(broken.status).toBe(200);
    const failed = await until(async () => {
      const { body } = await server.get<ResumeReply>(`${CAREERS}/resume`, ravi.token);
      return body.status?.state === 'failed' ? body : undefined;
    });
    expect(failed.status?.error).toEqual(expect.any(String));
    expect(failed.parsed).toBeNull();
    const recommended = await server.get<{ message: string }>(
      `${CAREERS}/jobs/recommended`,
      ravi.token,
    );
    expect(recommended.status).toBe(409);
    expect(recommended.body.message).toBe(
      'Your resume could not be read, so there are no recommendations yet. Upload it again as a PDF.',
    );
    const note = await until(async () => {
      const { body } = await server.get<{ notifications: { title: string; link: string }[] }>(
        '/v1/api/notifications',
        ravi.token,
      );
      return body.notifications.find((entry) => entry.title === 'Your resume could not be read');
    });
    expect(note.link).toBe('/resumeforjobs');
  });

  it('reads an uploaded resume in the background, then recommends with reasons', async () => {
    const uploaded = await sendForm<ResumeReply>(
      server,
      'POST',
      `${CAREERS}/resume`,
      formOf({}, { name: 'Asha Verma resume.pdf', data: resumePdf }),
      asha.token,
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ hasResume: true, fileName: 'Asha Verma resume.pdf' });
    expect(uploaded.body.jobId).toEqual(expect.any(String));

    const read = await until(async () => {
      const { body } = await server.get<ResumeReply>(`${CAREERS}/resume`, asha.token);
      return body.status?.state === 'succeeded' || body.status?.state === 'failed'
        ? body
        : undefined;
    });
    expect(read.status?.state).toBe('succeeded');
    expect(read.reviewed).toBe(false);
    // One upload, one reading (a second would overwrite corrections when it ends).
    const readings = await server.app.database.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'resume-parse')
      .where('owner_user_id', '=', asha.userId)
      .execute();
    expect(readings).toHaveLength(1);
    const parsed = read.parsed!;
    expect(parsed.contact.name).toBe('Asha Verma');
    expect(parsed.contact.email).toBe('asha.verma@example.org');
    expect(parsed.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'WCAG']));
    expect(parsed.experience[0]).toMatchObject({
      title: 'Frontend Developer',
      employer: 'Infosys',
    });

    const note = await until(async () => {
      const { body } = await server.get<{ notifications: { title: string; link: string }[] }>(
        '/v1/api/notifications',
        asha.token,
      );
      return body.notifications.find((entry) => entry.title === 'Your resume has been read');
    });
    expect(note.link).toMatch(/^\/(opportunity\/resume|resumeforjobs)/);

    const recommended = await server.get<RecommendedJob[]>(
      `${CAREERS}/jobs/recommended`,
      asha.token,
    );
    expect(recommended.status).toBe(200);
    expect(recommended.body.length).toBeGreaterThan(0);
    expect(recommended.body.length).toBeLessThanOrEqual(10);
    expect(recommended.body.every((job) => job.job_category === 'corporate_job')).toBe(true);
    const best = recommended.body[0]!;
    expect(best.reason).toMatch(/^[A-Z]/);
    // A reason names only facts found on both sides.
    for (const skill of best.matchedSkills)
      expect(parsed.skills.map((entry) => entry.toLowerCase())).toContain(skill.toLowerCase());
    const frontEnd = recommended.body.findIndex((job) =>
      /front|web|react|accessib/i.test(`${job.title} ${job.minQualification}`),
    );
    expect(frontEnd).toBeGreaterThanOrEqual(0);
    expect(frontEnd).toBeLessThan(5);
  });

  it('saves corrections that the recommendations then use', async () => {
    const { body: before } = await server.get<ResumeReply>(`${CAREERS}/resume`, asha.token);
    const parsed = before.parsed!;
    const noDates = (text: string) => ({ text, start: null, end: null, current: false });
    const corrected = {
      ...parsed,
      skills: ['Tally', 'GST', 'Accounts payable', 'Bookkeeping'],
      experience: [
        {
          title: 'Accountant',
          employer: 'Sharma Traders',
          // Dates a browser sends are not taken: the server reads them from the text.
          period: { text: 'June 2019 – present', start: '1999', end: '2001', current: false },
          details: ['Kept the books of a wholesale business in Tally'],
        },
      ],
      education: [
        ...parsed.education,
        {
          degree: 'Diploma in Accounting',
          institution: 'ICAI',
          period: noDates('2015 to 2017'),
          grade: '',
        },
      ],
    };
    const save = (body: unknown, token = asha.token) =>
      server.put<ResumeReply & { message: string }>(`${CAREERS}/resume`, body, token);
    const saved = await save({ jobId: before.jobId, resume: corrected });
    expect(saved.status).toBe(200);
    const reply = saved.body;
    expect(reply.reviewed).toBe(true);
    expect(reply.parsed?.skills).toEqual(corrected.skills);
    expect(reply.parsed?.experience[0]?.period).toEqual({
      text: 'June 2019 – present',
      start: '2019-06',
      end: null,
      current: true,
    });
    // The untouched period keeps the parser's reading; the new one is read from its text.
    expect(reply.parsed?.education[0]?.period).toEqual(parsed.education[0]?.period);
    expect(reply.parsed?.education[1]?.period).toEqual({
      text: '2015 to 2017',
      start: '2015',
      end: '2017',
      current: false,
    });

    const recommended = await server.get<RecommendedJob[]>(
      `${CAREERS}/jobs/recommended`,
      asha.token,
    );
    const best = recommended.body[0]!;
    expect(best.matchedSkills.length).toBeGreaterThan(0);
    expect(`${best.title} ${best.reason}`).toMatch(/account|tally|gst|bookkeep|financ/i);

    const bad = await save({ jobId: before.jobId, resume: { ...corrected, skills: 'Tally' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/skills/);
    // Corrections of an earlier reading never overwrite a newer one.
    const stale = await save({ jobId: 'an-earlier-reading', resume: corrected });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'A newer resume was uploaded while you were checking this one. Check what we understood from the new one.',
    );
    const nobody = await save({ jobId: before.jobId, resume: corrected }, ravi.token);
    expect(nobody.status).toBe(409);
    expect(nobody.body.message).toBe('Upload your resume first: recommendations are made from it.');
  });

  it('lets an administrator add, update and close postings; nobody else', async () => {
    const added = await server.post<{ id: string; outcome: string }>(
      ADMIN_JOBS,
      posting(),
      admin.token,
    );
    expect(added.status).toBe(200);
    expect(added.body.outcome).toBe('added');
    const again = await server.post<{ id: string; outcome: string }>(
      ADMIN_JOBS,
      posting({ title: 'Senior Accessibility Tester' }),
      admin.token,
    );
    expect(again.body).toMatchObject({ id: added.body.id, outcome: 'updated' });
    const same = await server.post<{ outcome: string }>(
      ADMIN_JOBS,
      posting({ title: 'Senior Accessibility Tester' }),
      admin.token,
    );
    expect(same.body.outcome).toBe('unchanged');

    const listed = await jobs('?job_category=corporate_job&search=Lotus');
    expect(listed.body.jobs).toHaveLength(1);
    expect(listed.body.jobs[0]).toMatchObject({
      title: 'Senior Accessibility Tester',
      sample: false,
      suitableFor: ['Blindness', 'Low-vision'],
    });

    expect((await server.post(ADMIN_JOBS, posting(), asha.token)).status).toBe(403);
    expect((await server.post(ADMIN_JOBS, posting())).status).toBe(401);
    const invalid = await server.post<{ message: string }>(
      ADMIN_JOBS,
      posting({ contactEmail: 'not an address' }),
      admin.token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Field contactEmail must be an email address');
    const badDate = await server.post<{ message: string }>(
      ADMIN_JOBS,
      posting({ postedOn: '2026-13-45' }),
      admin.token,
    );
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('Field postedOn must be a date written YYYY-MM-DD');
    const blank = await server.post<{ message: string }>(
      ADMIN_JOBS,
      posting({ company: '   ' }),
      admin.token,
    );
    expect(blank.body.message).toBe('Field company must not be empty');
    const badLink = await server.post<{ message: string }>(
      ADMIN_JOBS,
      posting({ jobDetailLink: 'javascript:alert(1)' }),
      admin.token,
    );
    expect(badLink.body.message).toBe(
      'Field jobDetailLink must be a web address starting with https:// or http://',
    );
    const badType = await server.post<{ message: string }>(
      ADMIN_JOBS,
      posting({ suitableFor: ['hearing'] as never }),
      admin.token,
    );
    expect(badType.body.message).toBe('Field suitableFor.0 does not accept the value "hearing"');

    const closing = await server.post<{ message: string }>(
      `${ADMIN_JOBS}/${added.body.id}/close`,
      {},
      admin.token,
    );
    expect(closing.status).toBe(200);
    expect(closing.body.message).toBe(
      'Senior Accessibility Tester is closed: it no longer appears in the job lists.',
    );
    expect((await jobs('?job_category=corporate_job&search=Lotus')).body.jobs).toHaveLength(0);
    // The same posting sent again (a feed run again) stays closed.
    await server.post(ADMIN_JOBS, posting({ title: 'Senior Accessibility Tester' }), admin.token);
    expect((await jobs('?job_category=corporate_job&search=Lotus')).body.jobs).toHaveLength(0);

    const adminList = (query: string, token = admin.token) =>
      server.get<AdminJobsReply>(`${ADMIN_JOBS}${query}`, token);
    const closedOnes = await adminList('?state=closed&search=Lotus');
    expect(closedOnes.body.totalJobCount).toBe(1);
    expect(closedOnes.body.jobs[0]).toMatchObject({
      _id: added.body.id,
      state: 'closed',
      externalId: 'test-001',
      contactEmail: 'hiring@lotus.example.org',
      applications: 0,
    });
    expect((await adminList('?state=open&search=Lotus')).body.totalJobCount).toBe(0);
    const everything = await adminList('?limit=50');
    expect(everything.body.totalJobCount).toBeGreaterThan(70);
    expect((await adminList('', asha.token)).status).toBe(403);
    expect((await adminList('?state=sleeping')).status).toBe(400);

    const reopened = await server.post<{ message: string }>(
      `${ADMIN_JOBS}/${added.body.id}/reopen`,
      {},
      admin.token,
    );
    expect(reopened.body.message).toBe('Senior Accessibility Tester is open again.');
    expect((await jobs('?job_category=corporate_job&search=Lotus')).body.jobs).toHaveLength(1);
    await server.post(`${ADMIN_JOBS}/${added.body.id}/close`, {}, admin.token);
    expect((await server.post(`${ADMIN_JOBS}/${added.body.id}/close`, {}, asha.token)).status).toBe(
      403,
    );
    expect((await server.post(`${ADMIN_JOBS}/nothing-here/close`, {}, admin.token)).status).toBe(
      404,
    );
  });

  it('applies once with consent, emails the employer the resume, and lists the application', async () => {
    const made = await server.post<{ id: string }>(
      ADMIN_JOBS,
      posting({ externalId: 'apply-001', title: 'Payroll Accountant', company: 'Kaveri Mills' }),
      admin.token,
    );
    const jobId = made.body.id;
    const apply = (consent: boolean, token = asha.token) =>
      server.post<ApplyReply & { message: string }>(
        `${CAREERS}/jobs/${jobId}/apply`,
        { consent },
        token,
      );

    const before = await server.get<ApplicationsReply>(`${CAREERS}/applications`, asha.token);
    expect(before.body).toMatchObject({
      applications: [],
      consented: false,
      sharing: { name: 'Asha Verma', email: 'asha@example.org', resume: 'Asha Verma resume.pdf' },
    });

    const noConsent = await apply(false);
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe(
      'To apply, first agree that your name, contact details and resume are sent to the employer.',
    );

    const applied = await apply(true);
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe(
      'Your application for Payroll Accountant was sent to Kaveri Mills.',
    );
    const mail = server.outbox().find((entry) => entry.to === 'hiring@lotus.example.org');
    expect(mail?.subject).toBe('Application for Payroll Accountant from Asha Verma (via Nclude)');
    expect(mail?.text).toContain('Email: asha@example.org');
    expect(mail?.attachments).toEqual([
      { filename: 'Asha Verma resume.pdf', contentType: 'application/pdf', size: resumePdf.length },
    ]);
    const notified = await server.get<{ notifications: { title: string; link: string }[] }>(
      '/v1/api/notifications',
      asha.token,
    );
    expect(notified.body.notifications[0]).toMatchObject({
      title: 'Application sent: Payroll Accountant',
      link: '/appliedjob',
    });

    const twice = await apply(true);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/^You have already applied for this job, on /);

    const after = await server.get<ApplicationsReply>(`${CAREERS}/applications`, asha.token);
    expect(after.body.consented).toBe(true);
    expect(after.body.applications).toHaveLength(1);
    expect(after.body.applications[0]).toMatchObject({
      job: { _id: jobId, title: 'Payroll Accountant' },
      shared: { name: 'Asha Verma', resume: 'Asha Verma resume.pdf' },
    });
    // Ravi sees none of Asha's applications.
    const hisList = await server.get<ApplicationsReply>(`${CAREERS}/applications`, ravi.token);
    expect(hisList.body.applications).toEqual([]);
    const mine = after.body.applications[0]!;
    const one = await server.get<{ application: { id: string } }>(
      `${CAREERS}/applications/${mine.id}`,
      asha.token,
    );
    expect(one.status).toBe(200);
    expect(one.body.application).toEqual(mine);
    const notHis = await server.get<{ message: string }>(
      `${CAREERS}/applications/${mine.id}`,
      ravi.token,
    );
    expect(notHis.status).toBe(404);
    expect(notHis.body.message).toBe('That application does not exist.');

    // Consent is given once: the next application may send false.
    const other = await server.post<{ id: string }>(
      ADMIN_JOBS,
      posting({ externalId: 'apply-002', title: 'Data Entry Operator' }),
      admin.token,
    );
    const second = await server.post(
      `${CAREERS}/jobs/${other.body.id}/apply`,
      { consent: false },
      asha.token,
    );
    expect(second.status).toBe(200);

    await server.post(`${ADMIN_JOBS}/${other.body.id}/close`, {}, admin.token);
    const closed = await server.post<{ message: string }>(
      `${CAREERS}/jobs/${other.body.id}/apply`,
      { consent: true },
      ravi.token,
    );
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Applications for this job have closed.');
    const missing = await server.post(`${CAREERS}/jobs/none/apply`, { consent: true }, ravi.token);
    expect(missing.status).toBe(404);
    expect((await server.post(`${CAREERS}/jobs/${jobId}/apply`, {}, ravi.token)).status).toBe(400);
  });

  it('does not take applications after the closing date', async () => {
    const today = new Date(server.clock.now().getTime()).toISOString().slice(0, 10);
    const made = await server.post<{ id: string }>(
      ADMIN_JOBS,
      posting({ externalId: 'closing-001', closesOn: today }),
      admin.token,
    );
    server.clock.advance(2 * 86_400_000);
    const late = await server.post<{ message: string }>(
      `${CAREERS}/jobs/${made.body.id}/apply`,
      { consent: true },
      ravi.token,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Applications for this job have closed.');
    const { body } = await server.get<AdminJobsReply>(
      `${ADMIN_JOBS}?state=expired&job_category=corporate_job`,
      admin.token,
    );
    expect(body.jobs.map((job) => job._id)).toContain(made.body.id);
    const counted = await server.get<AdminJobsReply>(
      `${ADMIN_JOBS}?search=Payroll%20Accountant`,
      admin.token,
    );
    expect(counted.body.jobs[0]?.applications).toBe(1);
  });

  describe('feed imports', () => {
    const importFeed = (
      name: string,
      data: string | Buffer,
      fields: Record<string, string> = {},
      token = admin.token,
    ) =>
      sendForm<{
        message: string;
        format: string;
        added: number;
        updated: number;
        refused: number;
        rows: { row: number; outcome: string; problems: string[]; title: string | null }[];
      }>(
        server,
        'POST',
        `${ADMIN_JOBS}/import`,
        formOf(fields, { name, data, type: 'text/plain' }),
        token,
      );

    it('imports a CSV feed and reports each row, refusing bad rows with their problems', async () => {
      const csv = [
        'externalId,job_category,company,title,address,job_nature,work_experience,required_education,responsibilities,minQualification,prefQualification,aboutJob,pwd_details,suitableFor,accommodations,postedOn,closesOn,contactEmail',
        'csv-1,corporate_job,Indus Bank,Customer Support Associate,"Chennai, Tamil Nadu",Full-time,Freshers,Any graduate,"Answer customer calls; log tickets",Graduate,Tamil and English,Indus Bank is a private bank.,Open to deaf candidates,Hearing Impairment,Sign language interpreter,2026-11-01,,careers@indus.example.org',
        'csv-2,corporate_job,,No Company,"Mumbai",Full-time,Freshers,Any,Tasks,Min,Pref,About,PwD,,,2026-11-01,,careers@indus.example.org',
        'csv-3,corporate_job,Indus Bank,Teller,"Chennai",Full-time,Freshers,Any,Tasks,Min,Pref,About,PwD,,,01/11/2026,,no-email',
      ].join('\n');
      const response = await importFeed('feed.csv', csv, { source: 'Indus careers' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ format: 'csv', added: 1, refused: 2 });
      expect(response.body.message).toBe(
        'Import finished: 1 added, 0 updated, 0 unchanged, 2 refused.',
      );
      expect(response.body.rows).toEqual([
        {
          row: 1,
          externalId: 'csv-1',
          title: 'Customer Support Associate',
          outcome: 'added',
          problems: [],
        },
        {
          row: 2,
          externalId: 'csv-2',
          title: 'No Company',
          outcome: 'refused',
          problems: ['Field company must not be empty'],
        },
        {
          row: 3,
          externalId: 'csv-3',
          title: 'Teller',
          outcome: 'refused',
          problems: [
            'Field postedOn must be a date written YYYY-MM-DD',
            'Field contactEmail must be an email address',
          ],
        },
      ]);

      const found = await jobs('?job_category=corporate_job&search=Indus');
      expect(found.body.jobs.map((job) => job.title)).toEqual(['Customer Support Associate']);
      expect(found.body.jobs[0]!.suitableFor).toEqual(['Hearing Impairment']);

      const again = await importFeed('feed.csv', csv, { source: 'Indus careers' });
      expect(again.body).toMatchObject({ added: 0, refused: 2 });
      expect(again.body.rows[0]!.outcome).toBe('unchanged');
    });

    it('imports schema.org JobPosting JSON-LD from an HTML page', async () => {
      const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        identifier: { '@type': 'PropertyValue', value: 'ld-77' },
        title: 'Braille Proofreader',
        description: '<p>Proofread Braille books.</p><ul><li>Check contractions</li></ul>',
        datePosted: '2026-11-10',
        validThrough: '2027-01-31T23:59',
        employmentType: 'PART_TIME',
        hiringOrganization: { '@type': 'Organization', name: 'Dots Press' },
        jobLocation: {
          '@type': 'Place',
          address: { addressLocality: 'Hyderabad', addressRegion: 'Telangana' },
        },
      })}</script></head><body></body></html>`;
      const response = await importFeed('jobs.html', html, {
        source: 'Dots Press site',
        job_category: 'corporate_job',
        contactEmail: 'jobs@dots.example.org',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ format: 'jsonld', added: 1, refused: 0 });
      const found = await jobs('?job_category=corporate_job&search=Braille%20Proofreader');
      expect(found.body.jobs[0]).toMatchObject({
        company: 'Dots Press',
        address: 'Hyderabad, Telangana',
        closesOn: '2027-01-31',
      });
      expect(found.body.jobs[0]!.aboutJob).toContain('Proofread Braille books.');
      expect(found.body.jobs[0]!.aboutJob).not.toContain('<p>');
    });

    it('refuses a feed that is not text, not valid, or absent, and non-administrators', async () => {
      const binary = await importFeed('feed.csv', Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x12]));
      expect(binary.status).toBe(400);
      expect(binary.body.message).toBe(
        'This file is not text: a feed is a CSV, JSON or JSON-LD file in UTF-8.',
      );
      const broken = await importFeed('feed.json', '[{"title": ');
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe('This JSON feed cannot be read: it is not valid JSON.');
      const empty = await sendForm<{ message: string }>(
        server,
        'POST',
        `${ADMIN_JOBS}/import`,
        formOf({}),
        admin.token,
      );
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Choose a feed file: CSV, JSON or JSON-LD.');
      expect((await importFeed('feed.csv', 'a,b\n1,2', {}, asha.token)).status).toBe(403);
    });
  });
});
