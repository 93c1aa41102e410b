// Scheduled job feeds (JOB_FEEDS) against a real server, job runtime and a feed server on
// loopback: the runs at start, what administrators see of them, a run on request, feeds that
// fail (not text, gone), the schedule's timing, two schedulers never importing one feed twice,
// and the configuration's checks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobFeedsReply, JobsReply } from '@nclude/shared/api-schemas';
import { FeedScheduler } from '../src/careers/feeds';
import { ConfigError, loadConfig } from '../src/config';
import {
  createAccount,
  engineName,
  signUp,
  startTestServer,
  until,
  type TestServer,
} from './helpers';

const FEEDS = '/v1/api/admin/jobs/feeds';

const jsonFeed = [
  {
    externalId: 'fd-1',
    company: 'Ganga Textiles',
    title: 'Quality Inspector',
    address: 'Surat, Gujarat',
    job_nature: 'Full-time',
    work_experience: '1-3 years',
    required_education: 'Diploma',
    responsibilities: 'Inspect fabric rolls',
    minQualification: 'Diploma in textiles',
    prefQualification: '',
    aboutJob: 'A textile mill.',
    pwd_details: 'Open to persons with hearing impairment',
    suitableFor: ['Hearing Impairment'],
    accommodations: [],
    postedOn: '2026-11-20',
    closesOn: null,
  },
  { externalId: 'fd-2', title: 'Missing everything' },
];

const csvFeed = [
  'externalId,company,title,address,job_nature,work_experience,required_education,responsibilities,minQualification,prefQualification,aboutJob,pwd_details,suitableFor,accommodations,postedOn,closesOn',
  'cv-1,Deccan Foods,Packing Supervisor,"Hyderabad, Telangana",Full-time,2-4 years,Graduate,Supervise packing,Graduate,,A food company.,Wheelchair accessible floor,Locomotor Disability,Ramp access,2026-11-18,',
].join('\n');

describe(`scheduled job feeds (${engineName()})`, () => {
  let dir: string;
  let feedServer: Server;
  let feedBase: string;
  let server: TestServer;
  let admin: { token: string };
  let served = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nclude-feeds-'));
    feedServer = createServer((request, response) => {
      served += 1;
      if (request.url === '/jobs.json') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(jsonFeed));
      } else if (request.url === '/binary') {
        response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]));
      } else {
        response.statusCode = 404;
        response.end('not here');
      }
    });
    await new Promise<void>((done) => feedServer.listen(0, '127.0.0.1', done));
    feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    writeFileSync(join(dir, 'deccan.csv'), csvFeed);
    writeFileSync(
      join(dir, 'feeds.json'),
      JSON.stringify([
        {
          name: 'Ganga careers',
          url: `${feedBase}/jobs.json`,
          local: true,
          job_category: 'corporate_job',
          contactEmail: 'hr@ganga.example.org',
        },
        {
          name: 'Deccan file',
          file: 'deccan.csv',
          job_category: 'corporate_job',
          contactEmail: 'jobs@deccan.example.org',
        },
        {
          name: 'Broken',
          url: `${feedBase}/binary`,
          job_category: 'government_job',
          local: true,
        },
        { name: 'Gone', url: `${feedBase}/gone.json`, local: true },
        // Not local: the feed server on loopback is out of its reach.
        { name: 'Inside', url: `${feedBase}/jobs.json` },
      ]),
    );
    server = await startTestServer({
      JOB_FEEDS: join(dir, 'feeds.json'),
      JOB_FEED_INTERVAL_MINUTES: '60',
      OTP_SENDS_PER_IP: '1000',
    });
    admin = await createAccount(server, 'admin', 'feeds-admin@example.org');
  });
  afterAll(async () => {
    await server.close();
    await new Promise((done) => feedServer.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  const status = async () => (await server.get<JobFeedsReply>(FEEDS, admin.token)).body.feeds;
  const settled = () =>
    until(async () => {
      const feeds = await status();
      return feeds.every(
        (feed) => feed.lastRun?.state === 'succeeded' || feed.lastRun?.state === 'failed',
      )
        ? feeds
        : undefined;
    });

  it('imports every feed at start and shows administrators each run', async () => {
    const feeds = await settled();
    const byName = Object.fromEntries(feeds.map((feed) => [feed.name, feed]));
    expect(byName['Ganga careers']?.lastRun).toMatchObject({
      state: 'succeeded',
      result: { format: 'json', added: 1, refused: 1 },
    });
    expect(byName['Ganga careers']?.lastRun?.result?.refusedRows[0]).toMatchObject({
      row: 2,
      title: 'Missing everything',
    });
    expect(byName['Deccan file']?.lastRun).toMatchObject({
      state: 'succeeded',
      result: { format: 'csv', added: 1, refused: 0 },
    });
    expect(byName['Deccan file']?.location).toBe(join(dir, 'deccan.csv'));
    expect(byName.Broken?.lastRun).toMatchObject({
      state: 'failed',
      error: 'This file is not text: a feed is a CSV, JSON or JSON-LD file in UTF-8.',
    });
    expect(byName.Gone?.lastRun).toMatchObject({
      state: 'failed',
      error: "The feed's server answered 404.",
    });
    // Refused before connecting, with the reason, and not retried.
    expect(byName.Inside?.lastRun).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(
        /127\.0\.0\.1 is a loopback address .*only public addresses are fetched/,
      ),
    });
    const next = Date.parse(byName['Ganga careers']!.nextRunAt);
    expect(next - Date.parse(byName['Ganga careers']!.lastRun!.startedAt)).toBe(60 * 60_000);

    // The postings are there for people, with the feed's name as their source.
    const person = await signUp(server);
    const { body } = await server.get<JobsReply>(
      '/v1/api/careers/jobs?job_category=corporate_job&search=Ganga',
      person.token,
    );
    expect(body.jobs).toHaveLength(1);
    expect(body.jobs[0]).toMatchObject({ title: 'Quality Inspector', source: 'Ganga careers' });
    expect((await server.get(FEEDS, person.token)).status).toBe(403);
  });

  it('runs a feed when an administrator asks, and says which feed is unknown', async () => {
    await settled();
    const before = served;
    const run = await server.post<{ message: string }>(
      `${FEEDS}/${encodeURIComponent('Ganga careers')}/run`,
      {},
      admin.token,
    );
    expect(run.status).toBe(200);
    expect(run.body.message).toBe(
      'The feed "Ganga careers" is being imported. Its report follows on this page.',
    );
    const feeds = await settled();
    // Only the local feed's own request: "Inside" never reached the server.
    expect(served).toBe(before + 1);
    expect(feeds.find((feed) => feed.name === 'Ganga careers')?.lastRun?.result).toMatchObject({
      added: 0,
      unchanged: 1,
    });
    const unknown = await server.post<{ message: string }>(`${FEEDS}/Nobody/run`, {}, admin.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No scheduled feed is named "Nobody".');
  });

  it('starts a feed again only when it is due, and once across two schedulers', async () => {
    await settled();
    const make = () =>
      new FeedScheduler({
        db: server.app.database.db,
        jobs: server.app.jobs,
        clock: server.clock,
        feeds: server.config.jobFeeds,
        intervalMinutes: 60,
        log: server.app.log,
      });
    const one = make();
    const two = make();
    expect(await one.tick()).toEqual([]);
    server.clock.advance(61 * 60_000);
    const [first, second] = await Promise.all([one.tick(), two.tick()]);
    expect([...first!, ...second!].sort()).toEqual(
      ['Broken', 'Deccan file', 'Ganga careers', 'Gone', 'Inside'].sort(),
    );
    await settled();
    expect(await one.tick()).toEqual([]);
  });

  it('refuses a feed list that is not right, naming the problem', () => {
    const list = (feeds: unknown) => {
      const file = join(dir, `list-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, JSON.stringify(feeds));
      return () => loadConfig({ DATA_DIR: dir, JOB_FEEDS: file });
    };
    expect(list({ name: 'x' })).toThrow(ConfigError);
    expect(list([{ name: 'A', url: 'ftp://x' }])).toThrow(/"url" must be an http/);
    expect(list([{ name: 'A' }])).toThrow(/either "url" or "file"/);
    expect(list([{ name: 'A', url: 'https://x.example.org/', local: 'yes' }])).toThrow(
      /"local" must be true or false/,
    );
    expect(list([{ name: 'A', file: 'a.csv', job_category: 'pirate' }])).toThrow(/job_category/);
    expect(list([{ name: 'A', file: 'a.csv', contactEmail: 'nope' }])).toThrow(/contactEmail/);
    expect(
      list([
        { name: 'A', file: 'a.csv' },
        { name: 'A', file: 'b.csv' },
      ]),
    ).toThrow(/two feeds are named "A"/);
    expect(() => loadConfig({ DATA_DIR: dir, JOB_FEEDS: join(dir, 'none.json') })).toThrow(
      /cannot read/,
    );
  });
});
