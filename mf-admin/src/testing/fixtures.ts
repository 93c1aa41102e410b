// Replies this remote's tests use often; the test kit itself is @nclude/shared/testing.
import type { AdminNewsSource } from '@nclude/shared/api-schemas';
import type { FakeReply } from '@nclude/shared/testing';

export const adminLoginReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    token: 'admin-token',
    scope: null,
    userId: 'admin-1',
    hasUserInfo: true,
    message: 'Logged in',
    role: 'admin',
    userName: 'Portal Admin',
    ...overrides,
  },
});

/** A successful bulk report. */
export const bulkReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    message: 'Successfully Whitelisted',
    added: 3,
    alreadyPresent: 1,
    invalid: [
      { row: 3, value: '12345', reason: 'Enter valid 10 Digit Number' },
      { row: 6, value: '=HYPERLINK("x")', reason: 'Formulas are not allowed' },
    ],
    ...overrides,
  },
});

/** A posting as GET /admin/jobs lists it. */
export const adminJob = (overrides: Record<string, unknown> = {}) => ({
  _id: 'job-1',
  job_category: 'corporate_job',
  company: 'Example Services',
  title: 'Customer Support Associate',
  address: 'Hyderabad',
  logo_url: null,
  jobDetailLink: 'https://example.com/jobs/1',
  job_nature: 'Full-time',
  work_experience: '0-2 years',
  required_education: 'Graduate',
  responsibilities: 'Answer customer emails\nKeep records',
  minQualification: 'Good written English',
  prefQualification: '',
  aboutJob: 'Support for our customers.',
  pwd_details: 'Accessible office.',
  suitableFor: ['Blindness', 'Low-vision'],
  accommodations: ['Screen reader (NVDA) on office computers', 'Flexible hours'],
  postedOn: '2026-01-05',
  closesOn: '2026-02-28',
  source: 'NCS feed',
  sample: false,
  markAsRead: false,
  externalId: 'NCS-42',
  contactEmail: 'jobs@example.com',
  state: 'open',
  applications: 3,
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const adminJobsReply = (
  jobs: ReturnType<typeof adminJob>[],
  totalJobCount = jobs.length,
): FakeReply => ({ body: { success: true, jobs, totalJobCount } });

/** An import of three postings: one added, one unchanged, one refused. */
export const importReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    message: 'Import finished: 1 added, 0 updated, 1 unchanged, 1 refused.',
    format: 'csv',
    rows: [
      { row: 1, externalId: 'F-1', title: 'Clerk', outcome: 'added', problems: [] },
      { row: 2, externalId: 'F-2', title: 'Typist', outcome: 'unchanged', problems: [] },
      {
        row: 3,
        externalId: null,
        title: 'Driver',
        outcome: 'refused',
        problems: [
          'Field externalId must not be empty',
          'Field postedOn must be a date written YYYY-MM-DD',
        ],
      },
    ],
    added: 1,
    updated: 0,
    unchanged: 1,
    refused: 1,
    ...overrides,
  },
});

/** A news source as GET /admin/news/sources lists it: read without trouble, last at 10:00 UTC. */
export const newsSource = (overrides: Partial<AdminNewsSource> = {}): AdminNewsSource => ({
  id: 'source-1',
  name: 'Daily Herald',
  url: 'https://herald.example.com/feed.xml',
  language: 'eng',
  categories: ['National', 'Sports'],
  intervalMinutes: 30,
  paused: false,
  local: false,
  fromConfig: false,
  articleCount: 42,
  state: 'idle',
  lastPolledAt: '2026-01-05T10:00:00.000Z',
  lastSuccessAt: '2026-01-05T10:00:00.000Z',
  lastError: null,
  failures: 0,
  nextPollAt: '2026-01-05T10:30:00.000Z',
  ...overrides,
});
