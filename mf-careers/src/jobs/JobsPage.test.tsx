import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearAnnouncements,
  clearToasts,
  LiveRegions,
  MemoryRouter,
  REALTIME_EVENTS,
  Route,
  Routes,
  ToastRegion,
} from '@nclude/shared';
import {
  announced,
  emitRealtimeEvent,
  installFakeApi,
  renderPage,
  setViewportNarrow,
  signInAs,
  signOut,
  type FakeHandler,
  type FakeRequest,
} from '@nclude/shared/testing';
import JobsPage from './JobsPage';
import { pageCount } from './jobText';
import { failure, jobs, jobsReply, recommended, resumeReply } from './fixtures';

/** The list call answers `total` jobs, 10 a page, numbered across pages. */
function serve(total: number, overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /careers/resume': () => resumeReply(),
    'GET /careers/jobs': (call) => {
      const page = Number(call.query.get('page'));
      const from = (page - 1) * 10 + 1;
      return jobsReply(jobs(Math.max(0, Math.min(10, total - from + 1)), from), total);
    },
    ...overrides,
  });
}

const listCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/careers/jobs');
/** The query of the latest list call, as a plain object. */
function lastListQuery(calls: FakeRequest[]): Record<string, string> {
  const last = listCalls(calls).at(-1);
  return last ? Object.fromEntries(last.query) : {};
}
const recommendedCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.path === '/careers/jobs/recommended');

/** The list's summary under its heading (the live region says the same). */
const SUMMARY = { selector: '.jobs-summary' };

const render1 = () => renderPage('/jobs', '/jobs', <JobsPage />);

/** /jobs with the pages it goes to. */
function renderWithDestinations() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/jobs']}>
      <LiveRegions />
      <Routes>
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/resumeforjobs" element={<h1>Resume for jobs page</h1>} />
      </Routes>
      <ToastRegion />
    </MemoryRouter>,
  );
  return user;
}

const listHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
beforeEach(() => {
  setViewportNarrow(false);
  signInAs();
});
afterEach(() => {
  signOut();
  act(() => {
    clearAnnouncements();
    clearToasts();
  });
});

it('counts pages as the spec does', () => {
  expect([0, 1, 10, 11, 25].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 3]);
});

it('shows government jobs first, 10 a page in the server’s order, with the resume above', async () => {
  const calls = serve(2);
  render1();
  expect(screen.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeInTheDocument();
  expect(
    screen.getByText('Upload your latest resume to get job recommendations.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('Your resume on file: asha-cv.pdf.')).toBeInTheDocument();

  const tabs = within(screen.getByRole('tablist', { name: 'Job categories' })).getAllByRole('tab');
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
    ['Government Jobs', 'true'],
    ['Corporate jobs', 'false'],
  ]);
  expect(await screen.findByText('2 open jobs.', SUMMARY)).toBeInTheDocument();
  const cards = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 });
  expect(cards.map((card) => card.querySelector('.jobs-card__title')?.textContent)).toEqual([
    'Job 1',
    'Job 2',
  ]);
  // No recommendations for government jobs (spec 02 §2).
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  expect(lastListQuery(calls)).toEqual({ job_category: 'government_job', page: '1', limit: '10' });
  expect(listCalls(calls)[0]?.authorization).toBe('Bearer token-123');
});

it('shows the spinner while the jobs load', async () => {
  let answer: (reply: ReturnType<typeof jobsReply>) => void = () => undefined;
  installFakeApi({
    'GET /careers/resume': () => resumeReply(),
    'GET /careers/jobs': () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  render1();
  expect(await screen.findByText('Loading jobs…')).toBeInTheDocument();
  act(() => answer(jobsReply(jobs(1))));
  expect(await screen.findByText('One open job.', SUMMARY)).toBeInTheDocument();
  expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument();
});

it('switches category from the tabs and goes back to page 1', async () => {
  const calls = serve(25);
  const { user } = render1();
  await user.click(await screen.findByRole('button', { name: 'Next page' }));
  await screen.findByText('Job 11');
  expect(lastListQuery(calls).page).toBe('2');

  await user.click(screen.getByRole('tab', { name: 'Corporate jobs' }));
  expect(screen.getByRole('tab', { name: 'Corporate jobs' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await screen.findByText('Job 1');
  expect(lastListQuery(calls)).toMatchObject({ job_category: 'corporate_job', page: '1' });
  expect(listHeading('Corporate jobs')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Recommended Jobs' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await waitFor(() => expect(announced()).toContain('Corporate jobs. 25 open jobs. Page 1 of 3.'));

  // The tabs work by keyboard too (arrows select, ARIA tabs pattern).
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Government Jobs' })).toHaveFocus();
  await waitFor(() => expect(lastListQuery(calls).job_category).toBe('government_job'));
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

it('searches on the server with Enter or the button, back on page 1, and says how many match', async () => {
  const calls = serve(25, {
    'GET /careers/jobs': (call) => {
      const search = call.query.get('search');
      if (search === 'clerk') return jobsReply(jobs(3), 3);
      if (search === 'Data') return jobsReply([], 0);
      return jobsReply(jobs(10, (Number(call.query.get('page')) - 1) * 10 + 1), 25);
    },
  });
  const { user } = render1();
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Page' }), '3');
  await waitFor(() => expect(lastListQuery(calls).page).toBe('3'));

  const box = screen.getByRole('searchbox', { name: 'Search jobs' });
  expect(box).toHaveAccessibleDescription(
    'Looks through the company, job title, responsibilities and address.',
  );
  await user.type(box, 'clerk{Enter}');
  expect(await screen.findByText('3 jobs match “clerk”.', SUMMARY)).toBeInTheDocument();
  expect(lastListQuery(calls)).toMatchObject({ search: 'clerk', page: '1' });
  expect(announced()).toContain('3 jobs match “clerk”.');

  await user.clear(box);
  await user.type(box, '  Data ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No jobs match “Data”.', SUMMARY)).toBeInTheDocument();
  expect(lastListQuery(calls).search).toBe('Data');

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(await screen.findByText('25 open jobs. Page 1 of 3.', SUMMARY)).toBeInTheDocument();
  expect(lastListQuery(calls)).toEqual({ job_category: 'government_job', page: '1', limit: '10' });
  expect(box).toHaveFocus();
  expect(box).toHaveValue('');
});

it('pages with "Page n of N" and moves focus to the list heading', async () => {
  const calls = serve(25);
  const { user } = render1();
  const pages = await screen.findByRole('navigation', { name: 'Pages of jobs' });
  expect(within(pages).getByText('of 3')).toBeInTheDocument();
  expect(within(pages).getAllByRole('option')).toHaveLength(3);

  await user.click(within(pages).getByRole('button', { name: 'Next page' }));
  expect(listHeading('Government Jobs')).toHaveFocus();
  await screen.findByText('Job 11');
  expect(lastListQuery(calls)).toMatchObject({ page: '2', limit: '10' });
  expect(screen.getByText('25 open jobs. Page 2 of 3.', SUMMARY)).toBeInTheDocument();
  expect(announced()).toContain('25 open jobs. Page 2 of 3.');
  expect(listHeading('Government Jobs')).toHaveFocus();
});

it('shows recommended corporate jobs with their reasons, paged by Previous and Next', async () => {
  const calls = serve(3, {
    'GET /careers/jobs/recommended': (call) => ({
      body:
        call.query.get('page') === '1'
          ? Array.from({ length: 10 }, (_, index) =>
              recommended({ _id: `corp-${index + 1}`, title: `Analyst ${index + 1}` }),
            )
          : [recommended({ _id: 'corp-11', title: 'Analyst 11', reason: 'Open to freshers' })],
    }),
  });
  const { user } = render1();
  await user.click(await screen.findByRole('tab', { name: 'Corporate jobs' }));
  const toggle = screen.getByRole('switch', { name: 'Recommended Jobs' });
  expect(toggle).toHaveAccessibleDescription(/ranked from your resume/);
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(toggle).toHaveTextContent('On');

  expect(
    await screen.findAllByText('Matches your skills: SQL, Excel · suits low vision'),
  ).toHaveLength(10);
  expect(listHeading('Recommended Jobs')).toBeInTheDocument();
  expect(screen.getAllByText('Why it is recommended:')).toHaveLength(10);
  expect(recommendedCalls(calls)[0]?.query.toString()).toBe('page=1&limit=10');
  await waitFor(() =>
    expect(announced()).toContain(
      'Recommended Jobs. Recommended for you, page 1: 10 jobs, the best first.',
    ),
  );

  const pager = screen.getByRole('navigation', { name: 'Pages of recommended jobs' });
  expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Open to freshers')).toBeInTheDocument();
  expect(recommendedCalls(calls)[1]?.query.get('page')).toBe('2');
  expect(
    within(screen.getByRole('navigation', { name: 'Pages of recommended jobs' })).getByRole(
      'button',
      { name: 'Next page' },
    ),
  ).toHaveAttribute('aria-disabled', 'true');

  // Off again: the whole corporate list, from page 1.
  await user.click(screen.getByRole('switch', { name: 'Recommended Jobs' }));
  await screen.findByText('3 open jobs.', SUMMARY);
  expect(lastListQuery(calls)).toMatchObject({ job_category: 'corporate_job', page: '1' });
});

it('goes to /resumeforjobs when the server says there is no resume', async () => {
  let resumeCalls = 0;
  const calls = serve(3, {
    // Uploaded elsewhere and removed since: the page first knew of a resume.
    'GET /careers/resume': () => {
      resumeCalls += 1;
      return resumeReply(resumeCalls === 1 ? {} : { hasResume: false, fileName: null });
    },
    'GET /careers/jobs/recommended': () =>
      failure(409, 'Upload your resume first: recommendations are made from it.'),
  });
  const user = renderWithDestinations();
  await user.click(await screen.findByRole('tab', { name: 'Corporate jobs' }));
  await screen.findByText('Your resume on file: asha-cv.pdf.');
  await user.click(screen.getByRole('switch', { name: 'Recommended Jobs' }));
  expect(await screen.findByRole('heading', { name: 'Resume for jobs page' })).toBeInTheDocument();
  expect(recommendedCalls(calls)).toHaveLength(1);
});

it('goes straight to /resumeforjobs when it already knows there is no resume', async () => {
  const calls = serve(3, {
    'GET /careers/resume': () => resumeReply({ hasResume: false, fileName: null, status: null }),
  });
  const user = renderWithDestinations();
  expect(await screen.findByText('You have not uploaded a resume yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Corporate jobs' }));
  await user.click(screen.getByRole('switch', { name: 'Recommended Jobs' }));
  expect(await screen.findByRole('heading', { name: 'Resume for jobs page' })).toBeInTheDocument();
  expect(recommendedCalls(calls)).toHaveLength(0);
});

it('says so while the resume is still being read, and checks again', async () => {
  let ready = false;
  const calls = serve(3, {
    'GET /careers/resume': () =>
      resumeReply({ status: { state: 'running', progress: 40, stage: null, error: null } }),
    'GET /careers/jobs/recommended': () =>
      ready
        ? { body: [recommended()] }
        : failure(409, 'Your resume is still being read. The recommendations follow in a moment.'),
  });
  const { user } = render1();
  expect(
    await screen.findByText('We are still reading it; recommendations follow once that is done.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Corporate jobs' }));
  await user.click(screen.getByRole('switch', { name: 'Recommended Jobs' }));
  const message = 'Your resume is still being read. The recommendations follow in a moment.';
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(announced()).toContain(message));

  ready = true;
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  expect(
    await screen.findByText('Matches your skills: SQL, Excel · suits low vision'),
  ).toBeInTheDocument();
  expect(recommendedCalls(calls)).toHaveLength(2);
});

it('shows the recommendations as soon as the resume has been read', async () => {
  let ready = false;
  const calls = serve(3, {
    'GET /careers/resume': () =>
      resumeReply({ status: { state: 'running', progress: 40, stage: null, error: null } }),
    'GET /careers/jobs/recommended': () =>
      ready
        ? { body: [recommended()] }
        : failure(409, 'Your resume is still being read. The recommendations follow in a moment.'),
  });
  const { user } = render1();
  await user.click(await screen.findByRole('tab', { name: 'Corporate jobs' }));
  await user.click(screen.getByRole('switch', { name: 'Recommended Jobs' }));
  await screen.findByRole('button', { name: 'Check again' });
  ready = true;
  act(() =>
    emitRealtimeEvent(REALTIME_EVENTS.job, {
      jobId: 'parse-1',
      kind: 'resume-parse',
      state: 'succeeded',
      progress: 100,
      stage: null,
      error: null,
    }),
  );
  expect(
    await screen.findByText('Matches your skills: SQL, Excel · suits low vision'),
  ).toBeInTheDocument();
  expect(recommendedCalls(calls)).toHaveLength(2);
});

it('says when reading the resume failed instead of "still being read"', async () => {
  serve(3, {
    'GET /careers/resume': () =>
      resumeReply({
        status: {
          state: 'failed',
          progress: 0,
          stage: null,
          error: 'No text was found in this PDF.',
        },
      }),
    'GET /careers/jobs/recommended': () =>
      failure(409, 'Your resume is still being read. The recommendations follow in a moment.'),
  });
  const { user } = render1();
  await user.click(await screen.findByRole('tab', { name: 'Corporate jobs' }));
  await user.click(screen.getByRole('switch', { name: 'Recommended Jobs' }));
  expect(
    await screen.findByText(
      'Your resume could not be read. No text was found in this PDF. Upload it again.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
});

it('says why the jobs could not be loaded and offers Retry', async () => {
  let broken = true;
  serve(1, {
    'GET /careers/jobs': () =>
      broken ? failure(500, 'Database unavailable') : jobsReply(jobs(1), 1),
  });
  const { user } = render1();
  expect(
    await screen.findByText('The jobs could not be loaded. Database unavailable'),
  ).toBeInTheDocument();
  broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('One open job.', SUMMARY)).toBeInTheDocument();
});

it('keeps the resume form in a disclosure, with the server’s size limit', async () => {
  serve(1);
  const { user } = render1();
  const disclosure = await screen.findByRole('button', { name: 'Replace your resume' });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('Your resume (required)')).not.toBeInTheDocument();
  await user.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByText(/A PDF file of at most 5 MB/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload resume' })).toBeInTheDocument();
});

it('works in the narrow layout: one column, the tabs still switch', async () => {
  setViewportNarrow(true);
  const calls = serve(2);
  const { user, container } = render1();
  await screen.findByText('2 open jobs.', SUMMARY);
  expect(container.querySelector('.jobs-page--narrow')).not.toBeNull();
  await user.click(screen.getByRole('tab', { name: 'Corporate jobs' }));
  await waitFor(() => expect(lastListQuery(calls).job_category).toBe('corporate_job'));
});
