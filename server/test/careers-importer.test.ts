// The feed importer against a real database: which format a feed is by its content, how CSV, JSON
// and schema.org JobPosting JSON-LD become rows of the contract, the report line of every row (its
// problems worded as the API words them), the size limit, a feed run again updating rather than
// copying, the import form's defaults, and bad rows refused without stopping the good ones.
import { JobPostingInput } from '@nclude/shared/api-schemas';
import {
  fromJobPosting,
  htmlToText,
  IMPORT_ROWS_MAX,
  ImportError,
  importPostings,
  sniffFormat,
  type ImportDefaults,
  type ImportReport,
} from '../src/careers/importer';
import { JobPostings } from '../src/careers/postings';
import { schemaProblems } from '../src/validator';
import { engineName, startTestServer, type TestServer } from './helpers';

/** A complete posting as a JSON feed gives it, without the fields the import form can supply. */
function item(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    externalId: 'job-1',
    company: 'Lotus Software',
    title: 'Accessibility Tester',
    address: 'Bengaluru, Karnataka',
    jobDetailLink: 'https://example.org/jobs/job-1',
    job_nature: 'Full-time',
    work_experience: '1-3 years',
    required_education: 'Any graduate',
    responsibilities: 'Test web pages with screen readers',
    minQualification: 'Knows WCAG',
    prefQualification: 'Uses NVDA daily',
    aboutJob: 'Lotus Software makes payroll software.',
    pwd_details: 'Open to persons with visual impairment.',
    suitableFor: ['Blindness'],
    accommodations: ['Screen reader licences'],
    postedOn: '2026-11-20',
    closesOn: null,
    ...overrides,
  };
}

const CSV_HEADER =
  'externalId,job_category,company,title,address,job_nature,work_experience,required_education,responsibilities,minQualification,prefQualification,aboutJob,pwd_details,suitableFor,accommodations,postedOn,closesOn,contactEmail';

/** A CSV line of the header above, from the cells that differ from a good row's. */
function csvLine(cells: Partial<Record<string, string>> = {}): string {
  const row: Record<string, string> = {
    externalId: 'csv-1',
    job_category: 'corporate_job',
    company: 'Indus Bank',
    title: 'Customer Support Associate',
    address: 'Chennai',
    job_nature: 'Full-time',
    work_experience: 'Freshers',
    required_education: 'Any graduate',
    responsibilities: 'Answer calls',
    minQualification: 'Graduate',
    prefQualification: 'Tamil',
    aboutJob: 'A private bank.',
    pwd_details: 'Open to deaf candidates',
    suitableFor: 'Hearing Impairment',
    accommodations: 'Interpreter',
    postedOn: '2026-11-01',
    closesOn: '',
    contactEmail: 'careers@indus.example.org',
    ...cells,
  } as Record<string, string>;
  return CSV_HEADER.split(',')
    .map((name) => row[name] ?? '')
    .join(',');
}

/** A schema.org JobPosting with what a job board usually publishes. */
function jobPosting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', name: 'Dots Press', value: 'ld-1' },
    title: 'Braille Proofreader',
    description: '<p>Proofread Braille books.</p>',
    datePosted: '2026-11-10',
    hiringOrganization: { '@type': 'Organization', name: 'Dots Press' },
    jobLocation: { '@type': 'Place', address: { addressLocality: 'Hyderabad' } },
    ...overrides,
  };
}

function htmlPage(...scripts: string[]): string {
  return `<!doctype html><html><head><title>Jobs</title>${scripts.join('')}</head><body><h1>Jobs</h1></body></html>`;
}

const ldScript = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('the format of a feed, by its content', () => {
  it('takes delimited text as CSV, whatever its separator', () => {
    expect(sniffFormat('externalId,title\nx-1,Clerk')).toBe('csv');
    expect(sniffFormat('externalId;title\nx-1;Clerk')).toBe('csv');
    expect(sniffFormat('externalId|title\nx-1|Clerk')).toBe('csv');
    expect(sniffFormat('"externalId","title"\n"x-1","Clerk"')).toBe('csv');
  });

  it('takes a list or an object as JSON unless it holds a JobPosting', () => {
    expect(sniffFormat('[{"title": "Clerk"}]')).toBe('json');
    expect(sniffFormat('\n  {"jobs": [{"title": "Clerk"}]}')).toBe('json');
    // A JSON feed that merely mentions the word is still a JSON feed.
    expect(sniffFormat('[{"title": "JobPosting reviewer"}]')).toBe('json');
    expect(sniffFormat(JSON.stringify(jobPosting()))).toBe('jsonld');
    expect(sniffFormat(JSON.stringify([jobPosting()], null, 2))).toBe('jsonld');
    expect(sniffFormat('{"@graph": [{"@type" :  "JobPosting"}]}')).toBe('jsonld');
  });

  it('takes an HTML page as JSON-LD in its scripts', () => {
    expect(sniffFormat(htmlPage(ldScript(jobPosting())))).toBe('jsonld');
    expect(sniffFormat('<HTML><body></body></HTML>')).toBe('jsonld');
    expect(sniffFormat('  <script type="application/ld+json">{}</script>')).toBe('jsonld');
  });

  it('looks past a byte order mark', () => {
    const bom = '\uFEFF';
    expect(sniffFormat(`${bom}externalId,title\nx-1,Clerk`)).toBe('csv');
    expect(sniffFormat(`${bom}[{"title": "Clerk"}]`)).toBe('json');
    expect(sniffFormat(`${bom}${JSON.stringify(jobPosting())}`)).toBe('jsonld');
    expect(sniffFormat(`${bom}${htmlPage()}`)).toBe('jsonld');
  });
});

describe('schema.org JobPosting as a row of the contract', () => {
  it('takes the identifier as a PropertyValue, a text or a number, else the URL or a made-up key', () => {
    expect(fromJobPosting(jobPosting()).externalId).toBe('ld-1');
    expect(fromJobPosting(jobPosting({ identifier: 'REQ-77' })).externalId).toBe('REQ-77');
    expect(fromJobPosting(jobPosting({ identifier: 4512 })).externalId).toBe('4512');
    expect(
      fromJobPosting(jobPosting({ identifier: { '@type': 'PropertyValue', value: 99 } }))
        .externalId,
    ).toBe('99');
    const linked = jobPosting({ identifier: undefined, url: 'https://dots.example.org/jobs/5' });
    expect(fromJobPosting(linked)).toMatchObject({
      externalId: 'https://dots.example.org/jobs/5',
      jobDetailLink: 'https://dots.example.org/jobs/5',
    });
    expect(
      fromJobPosting(jobPosting({ identifier: undefined, datePosted: '2026-11-10T09:30:00+05:30' }))
        .externalId,
    ).toBe('Dots Press / Braille Proofreader / 2026-11-10');
  });

  it('takes the employer’s name and logo from hiringOrganization', () => {
    const row = fromJobPosting(
      jobPosting({
        hiringOrganization: {
          '@type': 'Organization',
          name: 'Dots Press',
          logo: 'https://dots.example.org/logo.png',
          sameAs: 'https://dots.example.org',
        },
      }),
    );
    expect(row).toMatchObject({
      company: 'Dots Press',
      logo_url: 'https://dots.example.org/logo.png',
    });
    const nameless = fromJobPosting(jobPosting({ hiringOrganization: undefined }));
    expect(nameless.company).toBe('');
    expect(nameless).not.toHaveProperty('logo_url');
  });

  it('writes the place from an address object, an address text, several places, or remote work', () => {
    const place = (address: unknown) => ({ '@type': 'Place', address });
    const address = (jobLocation: unknown, extra: Record<string, unknown> = {}) =>
      fromJobPosting(jobPosting({ jobLocation, ...extra })).address;
    expect(
      address(
        place({
          '@type': 'PostalAddress',
          streetAddress: '12 MG Road',
          addressLocality: 'Bengaluru',
          addressRegion: 'Karnataka',
          postalCode: '560001',
          addressCountry: 'IN',
        }),
      ),
    ).toBe('12 MG Road, Bengaluru, Karnataka');
    expect(address(place({ addressLocality: 'Pune', addressRegion: '  ' }))).toBe('Pune');
    expect(address(place('Sector 62, Noida'))).toBe('Sector 62, Noida');
    expect(
      address([
        place({ addressLocality: 'Chennai', addressRegion: 'Tamil Nadu' }),
        place('Kochi'),
        { '@type': 'Place' },
      ]),
    ).toBe('Chennai, Tamil Nadu; Kochi');
    expect(address(undefined)).toBe('');
    expect(address(place({ addressLocality: 'Pune' }), { jobLocationType: 'TELECOMMUTE' })).toBe(
      'Work from home',
    );
  });

  it('names the kind of employment from one type or several', () => {
    const nature = (employmentType: unknown) =>
      fromJobPosting(jobPosting({ employmentType })).job_nature;
    expect(nature('PART_TIME')).toBe('Part-time');
    expect(nature(['FULL_TIME', 'INTERN'])).toBe('Full-time, Internship');
    expect(nature(['CONTRACTOR', 'TEMPORARY', 'PER_DIEM', 'VOLUNTEER'])).toBe(
      'Contract, Contract, Contract, Volunteer',
    );
    // A type schema.org does not define is kept as written.
    expect(nature(['FULL_TIME', 'Apprenticeship', 7])).toBe('Full-time, Apprenticeship');
    expect(nature(undefined)).toBe('');
  });

  it('writes the experience asked for in years, freshers for none', () => {
    const experience = (experienceRequirements: unknown) =>
      fromJobPosting(jobPosting({ experienceRequirements })).work_experience;
    const months = (monthsOfExperience: number) => ({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience,
    });
    expect(experience(months(0))).toBe('Freshers');
    expect(experience(months(36))).toBe('3+ years');
    expect(experience(months(18))).toBe('1.5+ years');
    expect(experience('Two years in a newsroom')).toBe('Two years in a newsroom');
    expect(experience(undefined)).toBe('');
  });

  it('turns the HTML description into text with its lists, line breaks and entities', () => {
    const description = [
      '<p>Proofread <b>Braille</b> books &amp; magazines.</p>',
      '<ul><li>Check contractions</li><li>Mark errors&nbsp;clearly</li></ul>',
      '<p>Pay: &#8377;25,000 &#x2013; &#x20B9;30,000 a month<br/>Office: &quot;Dots&quot; &lt;Hyderabad&gt;</p>',
      '<script>track()</script><style>p { color: red }</style>',
      '<div>It&apos;s   a   calm   office.</div>',
    ].join('\n');
    const expected = [
      'Proofread Braille books & magazines.',
      'Check contractions',
      'Mark errors clearly',
      'Pay: ₹25,000 – ₹30,000 a month',
      'Office: "Dots" <Hyderabad>',
      "It's a calm office.",
    ].join('\n');
    expect(htmlToText(description)).toBe(expected);
    // An entity is decoded once: "&amp;lt;" is the text "&lt;", not "<".
    expect(htmlToText('A &amp;lt; B')).toBe('A &lt; B');
    const row = fromJobPosting(jobPosting({ description }));
    expect(row.aboutJob).toBe(expected);
    // Without their own fields, the duties are the description.
    expect(row.responsibilities).toBe(expected);
    const detailed = fromJobPosting(
      jobPosting({
        description,
        responsibilities: '<ul><li>Proofread</li><li>Report</li></ul>',
        qualifications: 'Reads <i>Bharati Braille</i>',
        educationRequirements: { '@type': 'EducationalOccupationalCredential', name: 'Class XII' },
      }),
    );
    expect(detailed).toMatchObject({
      responsibilities: 'Proofread\nReport',
      minQualification: 'Reads Bharati Braille',
      required_education: 'Class XII',
      aboutJob: expected,
    });
    expect(fromJobPosting(jobPosting({ skills: ['Braille', 'Hindi'] })).minQualification).toBe(
      'Braille, Hindi',
    );
  });

  it('decodes every named entity, and an out-of-range number as U+FFFD', () => {
    expect(htmlToText('Wait&hellip; it&rsquo;s 9&ndash;5 &mdash; &ldquo;fine&rdquo;')).toBe(
      'Wait… it’s 9–5 — “fine”',
    );
    expect(htmlToText('Pay &#x110000; now &#99999999;')).toBe('Pay \uFFFD now \uFFFD');
  });

  it('keeps the dates as given (the import cuts them to days) and the contact email', () => {
    const row = fromJobPosting(
      jobPosting({
        datePosted: '2026-11-10T09:30:00+05:30',
        validThrough: '2027-01-31T23:59',
        applicationContact: { '@type': 'ContactPoint', email: 'jobs@dots.example.org' },
      }),
    );
    expect(row).toMatchObject({
      postedOn: '2026-11-10T09:30:00+05:30',
      closesOn: '2027-01-31T23:59',
      contactEmail: 'jobs@dots.example.org',
      sample: false,
      suitableFor: [],
      accommodations: [],
    });
    expect(fromJobPosting(jobPosting()).closesOn).toBeNull();
    expect(fromJobPosting(jobPosting())).not.toHaveProperty('contactEmail');
  });
});

describe(`importing feeds (${engineName()})`, () => {
  let server: TestServer;
  let postings: JobPostings;

  beforeAll(async () => {
    server = await startTestServer();
    postings = new JobPostings(server.app.database.db, server.clock);
  });
  afterAll(() => server.close());

  const run = (text: string, defaults: ImportDefaults) => importPostings(postings, text, defaults);

  /** The stored postings of a source, by their source id. */
  async function stored(source: string) {
    const rows = await server.app.database.db
      .selectFrom('job_postings')
      .selectAll()
      .where('source', '=', source)
      .orderBy('external_id')
      .execute();
    return new Map(rows.map((row) => [row.external_id, row]));
  }

  const refusal = async (text: string, source: string) => {
    const error = await run(text, { source }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).message;
  };

  describe('CSV', () => {
    it('reads quoted cells with commas, quotes and line breaks; a row is a record, not a line', async () => {
      const csv = [
        `\uFEFF${CSV_HEADER}`,
        csvLine({
          externalId: '  q-1  ',
          address: '"Chennai, Tamil Nadu"',
          responsibilities: '"Answer customer calls, politely\nLog each ""ticket""\nEscalate"',
        }),
        '',
        csvLine({ externalId: 'q-2', title: 'Teller' }),
      ].join('\n');
      const report = await run(csv, { source: 'CSV quoting' });
      expect(report).toMatchObject({ format: 'csv', added: 2, refused: 0 });
      expect(report.rows.map((row) => [row.row, row.externalId, row.title])).toEqual([
        [1, 'q-1', 'Customer Support Associate'],
        [2, 'q-2', 'Teller'],
      ]);
      const rows = await stored('CSV quoting');
      expect(rows.get('q-1')).toMatchObject({
        address: 'Chennai, Tamil Nadu',
        responsibilities: 'Answer customer calls, politely\nLog each "ticket"\nEscalate',
        closes_on: null,
        contact_email: 'careers@indus.example.org',
      });
    });

    it('splits list cells on ";" or "|", reads dates with a time, and yes/no flags', async () => {
      const csv = [
        `${CSV_HEADER},sample`,
        `${csvLine({
          externalId: 'l-1',
          suitableFor: 'Blindness; Low-vision|Hearing Impairment',
          accommodations: ' Screen reader licences | Flexible hours ;; ',
          postedOn: '2026-11-03T10:00:00+05:30',
          closesOn: '2026-12-31',
        })},yes`,
        `${csvLine({ externalId: 'l-2', suitableFor: '', accommodations: '' })},no`,
      ].join('\n');
      const report = await run(csv, { source: 'CSV lists' });
      expect(report).toMatchObject({ added: 2, refused: 0 });
      const rows = await stored('CSV lists');
      const first = rows.get('l-1')!;
      expect(JSON.parse(first.suitable_for)).toEqual([
        'Blindness',
        'Low-vision',
        'Hearing Impairment',
      ]);
      expect(JSON.parse(first.accommodations)).toEqual([
        'Screen reader licences',
        'Flexible hours',
      ]);
      expect([first.posted_on, first.closes_on, Number(first.sample)]).toEqual([
        '2026-11-03',
        '2026-12-31',
        1,
      ]);
      const second = rows.get('l-2')!;
      expect([second.suitable_for, second.accommodations, Number(second.sample)]).toEqual([
        '[]',
        '[]',
        0,
      ]);
    });

    it('refuses a file it cannot read as CSV, saying why', async () => {
      const message = await refusal(`${CSV_HEADER}\n"csv-1,unclosed`, 'CSV broken');
      expect(message).toMatch(/^This CSV file cannot be read: Quote Not Closed/);
      expect(await refusal(`${CSV_HEADER}\n\n`, 'CSV broken')).toBe(
        'This feed holds no job postings.',
      );
      expect((await stored('CSV broken')).size).toBe(0);
    });
  });

  describe('JSON', () => {
    it('takes a list of postings or an object with a "jobs" list', async () => {
      const defaults = { source: 'JSON shapes', category: 'corporate_job' as const };
      const list = await run(JSON.stringify([item({ externalId: 'j-1' })]), {
        ...defaults,
        contactEmail: 'a@example.org',
      });
      expect(list).toMatchObject({ format: 'json', added: 1 });
      const wrapped = await run(
        JSON.stringify({ source: 'ignored', jobs: [item({ externalId: 'j-2' })] }),
        { ...defaults, contactEmail: 'b@example.org' },
      );
      expect(wrapped).toMatchObject({ format: 'json', added: 1 });
      expect([...(await stored('JSON shapes')).keys()]).toEqual(['j-1', 'j-2']);
    });

    it('refuses JSON that is not a feed, or not JSON at all', async () => {
      const shape = 'A JSON feed is a list of postings, or an object with a "jobs" list.';
      expect(await refusal('{"jobs": "none"}', 'JSON broken')).toBe(shape);
      expect(await refusal('{"postings": []}', 'JSON broken')).toBe(shape);
      expect(await refusal('[{"title": ', 'JSON broken')).toBe(
        'This JSON feed cannot be read: it is not valid JSON.',
      );
      expect(await refusal('[]', 'JSON broken')).toBe('This feed holds no job postings.');
      expect(await refusal('{"jobs": []}', 'JSON broken')).toBe('This feed holds no job postings.');
    });
  });

  describe('JSON-LD', () => {
    it('finds every JobPosting of a page: scripts, @graph and item lists', async () => {
      const page = htmlPage(
        ldScript({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Dots careers' }),
        '<script type="text/javascript">var jobs = [{"@type": "JobPosting"}];</script>',
        ldScript({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', name: 'Dots Press' },
            jobPosting({ identifier: 'g-1', title: 'Braille Transcriber' }),
          ],
        }),
        `<script type='application/ld+json'>${JSON.stringify({
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, item: jobPosting({ identifier: 'i-1' }) },
            jobPosting({ identifier: 'i-2', '@type': ['JobPosting', 'Thing'] }),
          ],
        })}</script>`,
      );
      const report = await run(page, {
        source: 'JSON-LD page',
        category: 'corporate_job',
        contactEmail: 'jobs@dots.example.org',
      });
      expect(report).toMatchObject({ format: 'jsonld', added: 3, refused: 0 });
      expect(report.rows.map((row) => [row.row, row.externalId])).toEqual([
        [1, 'g-1'],
        [2, 'i-1'],
        [3, 'i-2'],
      ]);
    });

    it('stores a posting as people read it: text, places, kinds of work and days', async () => {
      const list = [
        jobPosting({
          identifier: 'ld-full',
          title: 'Braille Proofreader',
          description: '<p>Proofread Braille books.</p><ul><li>Check contractions</li></ul>',
          datePosted: '2026-11-10T09:30:00+05:30',
          validThrough: '2027-01-31T23:59:00+05:30',
          employmentType: ['PART_TIME', 'CONTRACTOR'],
          jobLocation: [
            { '@type': 'Place', address: { addressLocality: 'Hyderabad', addressRegion: 'TS' } },
            { '@type': 'Place', address: 'Secunderabad' },
          ],
          hiringOrganization: {
            name: 'Dots Press',
            logo: 'https://dots.example.org/logo.png',
          },
          url: 'https://dots.example.org/jobs/ld-full',
          applicationContact: { email: 'Hiring@Dots.example.org' },
        }),
      ];
      const report = await run(JSON.stringify(list), {
        source: 'JSON-LD stored',
        category: 'government_job',
        contactEmail: 'default@example.org',
      });
      expect(report).toMatchObject({ format: 'jsonld', added: 1 });
      expect((await stored('JSON-LD stored')).get('ld-full')).toMatchObject({
        job_category: 'government_job',
        company: 'Dots Press',
        title: 'Braille Proofreader',
        address: 'Hyderabad, TS; Secunderabad',
        logo_url: 'https://dots.example.org/logo.png',
        job_detail_link: 'https://dots.example.org/jobs/ld-full',
        job_nature: 'Part-time, Contract',
        about_job: 'Proofread Braille books.\nCheck contractions',
        posted_on: '2026-11-10',
        closes_on: '2027-01-31',
        contact_email: 'hiring@dots.example.org',
      });
    });

    it('refuses a page whose JSON-LD is broken, or which holds no posting', async () => {
      const broken = htmlPage(
        ldScript(jobPosting()),
        '<script type="application/ld+json">{"@type": "JobPosting",</script>',
      );
      expect(await refusal(broken, 'JSON-LD broken')).toBe(
        'The JSON-LD in this feed cannot be read: it is not valid JSON.',
      );
      expect(await refusal(htmlPage(ldScript({ '@type': 'Organization' })), 'JSON-LD broken')).toBe(
        'This feed holds no job postings.',
      );
      expect((await stored('JSON-LD broken')).size).toBe(0);
    });
  });

  describe('the report', () => {
    it('has a line per row, refusing each bad row with its problems as the API words them', async () => {
      const bad = item({
        externalId: 'r-bad',
        title: 'x'.repeat(201),
        job_category: 'pirate_job',
        jobDetailLink: 'ftp://example.org/job',
        suitableFor: ['Blindness', 'Blind'],
        postedOn: '2026-02-30',
        contactEmail: 'not-an-email',
        source: 'Report',
      });
      const feed = [
        item({ externalId: 'r-1' }),
        bad,
        item({ externalId: 'r-2', company: '' }),
        item({ externalId: 'r-3', title: undefined }),
        42,
        {},
        item({ externalId: 'r-4' }),
      ];
      const report = await run(JSON.stringify(feed), {
        source: 'Report',
        category: 'corporate_job',
        contactEmail: 'jobs@example.org',
      });
      expect(report).toMatchObject({ added: 2, updated: 0, unchanged: 0, refused: 5 });
      expect(
        report.rows.map(({ row, externalId, title, outcome }) => [row, externalId, title, outcome]),
      ).toEqual([
        [1, 'r-1', 'Accessibility Tester', 'added'],
        [2, 'r-bad', 'x'.repeat(201), 'refused'],
        [3, 'r-2', 'Accessibility Tester', 'refused'],
        [4, 'r-3', null, 'refused'],
        [5, null, null, 'refused'],
        [6, null, null, 'refused'],
        [7, 'r-4', 'Accessibility Tester', 'added'],
      ]);
      const problems = report.rows.map((row) => row.problems);
      expect(problems[0]).toEqual([]);
      expect(problems[1]).toEqual([
        'Field job_category does not accept the value "pirate_job"',
        'Field title is too long',
        'Field jobDetailLink must be a web address starting with https:// or http://',
        'Field suitableFor.1 does not accept the value "Blind"',
        'Field postedOn must be a date written YYYY-MM-DD',
        'Field contactEmail must be an email address',
      ]);
      // Exactly what the API's own check says of the same posting (this row needed no defaults).
      expect(problems[1]).toEqual(schemaProblems(JobPostingInput, bad));
      expect(problems[2]).toEqual(['Field company must not be empty']);
      expect(problems[3]).toEqual(['Missing required field: title']);
      // A row missing everything is told its first ten problems, none twice.
      expect(problems[4]).toHaveLength(10);
      expect(new Set(problems[4]).size).toBe(10);
      expect(problems[4]!.slice(0, 3)).toEqual([
        'Missing required field: externalId',
        'Missing required field: company',
        'Missing required field: title',
      ]);
      expect(problems[5]).toEqual(problems[4]);
      expect([...(await stored('Report')).keys()]).toEqual(['r-1', 'r-4']);
    });

    it('keeps going after bad rows in every format', async () => {
      const csv = [
        CSV_HEADER,
        csvLine({ externalId: 'k-1', postedOn: '01/11/2026' }),
        csvLine({ externalId: 'k-2' }),
        // Too few cells: the row lacks the fields at its end.
        'k-3,corporate_job,Indus Bank,Short Row',
        csvLine({ externalId: 'k-4', job_category: 'private_job' }),
        csvLine({ externalId: 'k-5' }),
      ].join('\n');
      const fromCsv = await run(csv, { source: 'Keeps going CSV' });
      expect(fromCsv.rows.map((row) => row.outcome)).toEqual([
        'refused',
        'added',
        'refused',
        'refused',
        'added',
      ]);
      expect(fromCsv.rows[0]!.problems).toEqual([
        'Field postedOn must be a date written YYYY-MM-DD',
      ]);
      expect(fromCsv.rows[2]!.problems).toEqual(
        [
          'address',
          'job_nature',
          'work_experience',
          'required_education',
          'responsibilities',
          'minQualification',
          'prefQualification',
          'aboutJob',
          'pwd_details',
          'postedOn',
        ].map((field) => `Missing required field: ${field}`),
      );
      expect(fromCsv.rows[3]!.problems).toEqual([
        'Field job_category does not accept the value "private_job"',
      ]);
      expect([...(await stored('Keeps going CSV')).keys()]).toEqual(['k-2', 'k-5']);

      const page = htmlPage(
        ldScript([
          jobPosting({ identifier: 'k-ld-1', hiringOrganization: undefined }),
          jobPosting({ identifier: 'k-ld-2' }),
          jobPosting({ identifier: 'k-ld-3', datePosted: 'last week' }),
          jobPosting({ identifier: 'k-ld-4', title: 'Braille Editor' }),
        ]),
      );
      const fromPage = await run(page, {
        source: 'Keeps going JSON-LD',
        category: 'corporate_job',
        contactEmail: 'jobs@dots.example.org',
      });
      expect(fromPage.rows.map((row) => [row.outcome, row.problems])).toEqual([
        ['refused', ['Field company must not be empty']],
        ['added', []],
        ['refused', ['Field postedOn must be a date written YYYY-MM-DD']],
        ['added', []],
      ]);
    });
  });

  it(`refuses a feed of more than ${IMPORT_ROWS_MAX} rows whole, and takes one of exactly that many`, async () => {
    const many = Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, index) =>
      item({ externalId: `m-${index}` }),
    );
    const defaults = {
      source: 'Too many',
      category: 'corporate_job' as const,
      contactEmail: 'jobs@example.org',
    };
    const error = await importPostings(postings, JSON.stringify(many), defaults).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toBe(
      `This feed holds ${IMPORT_ROWS_MAX + 1} postings; at most ${IMPORT_ROWS_MAX} are imported at once.`,
    );
    expect((await stored('Too many')).size).toBe(0);

    // At the limit the feed is read row by row (these rows lack a company: nothing is stored).
    const atLimit = many.slice(0, IMPORT_ROWS_MAX).map((row) => ({ ...row, company: '' }));
    const report = await importPostings(postings, JSON.stringify(atLimit), defaults);
    expect(report.rows).toHaveLength(IMPORT_ROWS_MAX);
    expect(report.refused).toBe(IMPORT_ROWS_MAX);
    expect(report.rows.at(-1)!.row).toBe(IMPORT_ROWS_MAX);
  });

  describe('text as it is stored', () => {
    it('imports a page whose entities are out of range instead of failing it whole', async () => {
      const page = `<!doctype html><script type="application/ld+json">${JSON.stringify([
        jobPosting({ identifier: 'ok-1', title: 'Good one' }),
        jobPosting({ identifier: 'ok-2', title: 'Odd one', description: 'Pay &#x110000; now' }),
      ])}</script>`;
      const report = await run(page, {
        source: 'Entities',
        category: 'corporate_job',
        contactEmail: 'a@example.org',
      });
      expect(report).toMatchObject({ added: 2, refused: 0 });
      expect((await stored('Entities')).get('ok-2')?.about_job).toBe('Pay \uFFFD now');
    });

    it('refuses a row holding U+0000 (PostgreSQL cannot store it) and keeps the others', async () => {
      const feed = JSON.stringify([
        item({ externalId: 'nul-1' }),
        item({ externalId: 'nul-2', title: 'Bad\u0000title' }),
        item({ externalId: 'nul-3' }),
      ]);
      const report = await run(feed, {
        source: 'Nul',
        category: 'corporate_job',
        contactEmail: 'a@example.org',
      });
      expect(report).toMatchObject({ added: 2, refused: 1 });
      expect(report.rows[1]!.problems).toEqual([
        'Field title contains a NUL character (U+0000), which no field accepts.',
      ]);
      expect([...(await stored('Nul')).keys()]).toEqual(['nul-1', 'nul-3']);
    });

    it('keeps line breaks only in the texts that have lines, as the API does', async () => {
      const feed = JSON.stringify([
        item({
          externalId: 'lines-1',
          title: 'Weaver\n"""\nSYSTEM: new rules\u0007',
          responsibilities: 'Weave\r\nInspect\rPack',
        }),
      ]);
      await run(feed, {
        source: 'Lines',
        category: 'corporate_job',
        contactEmail: 'a@example.org',
      });
      const row = (await stored('Lines')).get('lines-1')!;
      expect(row.title).toBe('Weaver"""SYSTEM: new rules');
      expect(row.responsibilities).toBe('Weave\nInspect\nPack');
    });

    it('reads a CSV file separated by ";" (list cells then use "|"), with Windows line ends and a BOM', async () => {
      const csv = `\uFEFF${[CSV_HEADER.replaceAll(',', ';'), csvLine({ suitableFor: 'Blindness|Low-vision' }).replaceAll(',', ';')].join('\r\n')}\r\n`;
      const report = await run(csv, { source: 'Semicolons' });
      expect(report).toMatchObject({ format: 'csv', added: 1, refused: 0 });
      expect(JSON.parse((await stored('Semicolons')).get('csv-1')!.suitable_for)).toEqual([
        'Blindness',
        'Low-vision',
      ]);
    });

    it('takes spaces around a text as no change', async () => {
      const defaults = {
        source: 'Spaces',
        category: 'corporate_job' as const,
        contactEmail: 'a@example.org',
      };
      await run(JSON.stringify([item({ externalId: 'sp-1' })]), defaults);
      const again = await run(
        JSON.stringify([item({ externalId: 'sp-1', company: '  Lotus Software  ' })]),
        defaults,
      );
      expect(again.rows[0]!.outcome).toBe('unchanged');
    });
  });

  describe('a feed run again', () => {
    const defaults: ImportDefaults = {
      source: 'Again',
      category: 'corporate_job',
      contactEmail: 'jobs@example.org',
    };

    it('leaves unchanged postings alone and updates changed ones, in place', async () => {
      const feed = [item({ externalId: 'a-1' }), item({ externalId: 'a-2', title: 'Data Entry' })];
      const first = await run(JSON.stringify(feed), defaults);
      expect(first).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
      const before = await stored('Again');

      server.clock.advance(60_000);
      const same = await run(JSON.stringify(feed), defaults);
      expect(same).toMatchObject({ added: 0, updated: 0, unchanged: 2, refused: 0 });
      expect(same.rows.map((row) => row.outcome)).toEqual(['unchanged', 'unchanged']);
      // Differences the store does not keep (spaces round the id, the case of an email address)
      // are no change.
      const respaced = [item({ externalId: ' a-1 ', contactEmail: 'JOBS@example.org' }), feed[1]];
      expect(await run(JSON.stringify(respaced), defaults)).toMatchObject({ unchanged: 2 });
      expect((await stored('Again')).get('a-1')!.updated_at).toBe(before.get('a-1')!.updated_at);

      server.clock.advance(60_000);
      const changed = [feed[0], item({ externalId: 'a-2', title: 'Data Entry Operator' })];
      const second = await run(JSON.stringify(changed), defaults);
      expect(second).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
      expect(second.rows.map((row) => row.outcome)).toEqual(['unchanged', 'updated']);
      const after = await stored('Again');
      expect(after.size).toBe(2);
      expect(after.get('a-2')).toMatchObject({
        id: before.get('a-2')!.id,
        title: 'Data Entry Operator',
        created_at: before.get('a-2')!.created_at,
      });
      expect(after.get('a-2')!.updated_at).toBe(server.clock.now().toISOString());
      expect(after.get('a-1')!.updated_at).toBe(before.get('a-1')!.updated_at);
    });

    it('keeps a posting per source: the same id from another source is another posting', async () => {
      const feed = JSON.stringify([item({ externalId: 'a-1' })]);
      expect(await run(feed, { ...defaults, source: 'Again, elsewhere' })).toMatchObject({
        added: 1,
      });
      const here = (await stored('Again')).get('a-1')!;
      const there = (await stored('Again, elsewhere')).get('a-1')!;
      expect(there.id).not.toBe(here.id);
      // The same id twice in one feed: the second is the same posting.
      const twice = JSON.stringify([
        item({ externalId: 'a-9' }),
        item({ externalId: 'a-9' }),
        item({ externalId: 'a-9', title: 'Senior Accessibility Tester' }),
      ]);
      const report = await run(twice, defaults);
      expect(report.rows.map((row) => row.outcome)).toEqual(['added', 'unchanged', 'updated']);
      expect((await stored('Again')).get('a-9')!.title).toBe('Senior Accessibility Tester');
    });

    it('never reopens a posting an administrator closed', async () => {
      const feed = (title: string) => JSON.stringify([item({ externalId: 'a-closed', title })]);
      await run(feed('Tester'), defaults);
      const { id } = (await stored('Again')).get('a-closed')!;
      await postings.setClosed(id, true);
      expect((await run(feed('Tester'), defaults)).rows[0]!.outcome).toBe('unchanged');
      expect((await run(feed('Lead Tester'), defaults)).rows[0]!.outcome).toBe('updated');
      expect((await stored('Again')).get('a-closed')).toMatchObject({
        status: 'closed',
        title: 'Lead Tester',
      });
    });
  });

  it('fills in the form’s source, category and contact email only where a row lacks them', async () => {
    const feed = [
      item({ externalId: 'd-1' }),
      item({
        externalId: 'd-2',
        source: 'Employer’s own feed',
        job_category: 'government_job',
        contactEmail: 'own@employer.example.org',
      }),
      item({ externalId: 'd-3', source: '', job_category: '', contactEmail: '' }),
    ];
    const report: ImportReport = await run(JSON.stringify(feed), {
      source: 'Defaults',
      category: 'corporate_job',
      contactEmail: 'form@example.org',
    });
    expect(report).toMatchObject({ added: 3, refused: 0 });
    const mine = await stored('Defaults');
    expect([...mine.keys()]).toEqual(['d-1', 'd-3']);
    for (const id of ['d-1', 'd-3'])
      expect(mine.get(id)).toMatchObject({
        job_category: 'corporate_job',
        contact_email: 'form@example.org',
      });
    expect((await stored('Employer’s own feed')).get('d-2')).toMatchObject({
      job_category: 'government_job',
      contact_email: 'own@employer.example.org',
    });

    // Without a category or an email from the form, rows that lack them are refused for it.
    const bare = await run(JSON.stringify([item({ externalId: 'd-4' })]), {
      source: 'Defaults',
    });
    expect(bare.rows[0]!.problems).toEqual([
      'Missing required field: job_category',
      'Missing required field: contactEmail',
    ]);
  });
});
