import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearAnnouncements,
  clearToasts,
  LiveRegions,
  MemoryRouter,
  Route,
  Routes,
  ToastRegion,
  useLocation,
} from '@nclude/shared';
import {
  announced,
  installFakeApi,
  setViewportNarrow,
  signInAs,
  signOut,
  type FakeHandler,
  type FakeRequest,
} from '@nclude/shared/testing';
import JobsPage from './JobsPage';
import { application, applicationsReply, failure, job, jobsReply, resumeReply } from './fixtures';

const APPLIED_MESSAGE =
  'Your application for Junior Assistant was sent to State Public Service Commission.';

function AppliedProbe() {
  const location = useLocation();
  return <h1>Applied page {JSON.stringify(location.state)}</h1>;
}

/** /jobs with the page "Apply to this job" goes to. */
function renderJobs() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/jobs']}>
      <LiveRegions />
      <Routes>
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/appliedjob" element={<AppliedProbe />} />
      </Routes>
      <ToastRegion />
    </MemoryRouter>,
  );
  return user;
}

function serve(overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /careers/resume': () => resumeReply(),
    'GET /careers/jobs': () =>
      jobsReply([job(), job({ _id: 'job-2', title: 'Typist', markAsRead: true, sample: false })]),
    'POST /careers/jobs/job-1/read': () => ({ body: { success: true, message: '' } }),
    'POST /careers/jobs/job-2/read': () => ({ body: { success: true, message: '' } }),
    'GET /careers/applications': () => applicationsReply(),
    'POST /careers/jobs/job-1/apply': () => ({
      body: {
        success: true,
        message: APPLIED_MESSAGE,
        application: application({ id: 'app-9' }),
      },
    }),
    ...overrides,
  });
}

const calledAt = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** jsdom's name computation puts a space between inline parts ("Typist , Full-time"). */
const normal = (name: string) => name.replace(/\s+([,:])/g, '$1');
const namedExactly = (expected: string) => (name: string) => normal(name) === expected;

const cardToggle = (title: string) =>
  screen.findByRole('button', { name: (name) => normal(name).startsWith(`${title},`) });

async function openCard(user: ReturnType<typeof userEvent.setup>, title = 'Junior Assistant') {
  const toggle = await cardToggle(title);
  await user.click(toggle);
  return toggle;
}

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

it('names each job in its heading button, with "New" in words while unread', async () => {
  serve();
  renderJobs();
  const unread = await screen.findByRole('button', {
    name: namedExactly(
      'Junior Assistant, New, Sample posting, State Public Service Commission, Nampally, Hyderabad, Full-time',
    ),
  });
  expect(unread.closest('h3')).not.toBeNull();
  expect(unread.closest('li')).toHaveClass('jobs-card--unread');
  const read = screen.getByRole('button', {
    name: namedExactly('Typist, State Public Service Commission, Nampally, Hyderabad, Full-time'),
  });
  expect(read.closest('li')).not.toHaveClass('jobs-card--unread');
});

it('opens a card to its details and marks it read on the server once', async () => {
  const calls = serve();
  const user = renderJobs();
  const toggle = await cardToggle('Junior Assistant');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(details).not.toBeVisible();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(details).toBeVisible();
  const panel = within(details as HTMLElement);
  const fact = (term: string) => panel.getByText(term).nextElementSibling?.textContent;
  expect(fact('Experience')).toBe('Freshers');
  expect(fact('Education')).toBe('Any graduate');
  expect(fact('Minimum qualifications')).toBe('A degree from a recognised university');
  expect(fact('Preferred qualifications')).toBe('Typing at 30 words a minute');
  expect(fact('About the job')).toBe('Office work in the commission’s records section.');
  expect(fact('For persons with disabilities')).toBe(
    '4% of posts are reserved for persons with benchmark disabilities.',
  );
  expect(fact('Posted on')).toBe('18 November 2025');
  expect(fact('Applications close on')).toBe('31 December 2025');
  expect(fact('Source')).toBe('Sample catalogue');
  const [duties, accommodations] = panel.getAllByRole('list');
  expect(
    within(duties as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Maintain files and registers', 'Draft letters', 'Answer public queries']);
  expect(
    within(accommodations as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Screen reader (NVDA) on office computers', 'Ground-floor desk']);
  expect(panel.getByText('Suits: Low-vision, Locomotor Disability')).toBeInTheDocument();
  expect(
    panel.getByText('Written to try the portal: this is not a real vacancy.'),
  ).toBeInTheDocument();

  const website = panel.getByRole('link', {
    name: 'See this job on its website (opens in a new tab)',
  });
  expect(website).toHaveAttribute('href', 'https://jobs.example.org/junior-assistant');
  expect(website).toHaveAttribute('target', '_blank');
  expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  expect(website).toHaveAccessibleDescription('Junior Assistant');
  expect(
    panel.getByRole('button', {
      name: namedExactly('Apply to this job: Junior Assistant at State Public Service Commission'),
    }),
  ).toHaveTextContent(/^Apply to this job/);

  // Read now: "New" goes, in words as well as in style.
  await waitFor(() => expect(toggle).not.toHaveAccessibleName(/New/));
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(calledAt(calls, 'POST', '/careers/jobs/job-1/read')).toHaveLength(1);

  // A job read before is not marked again.
  await openCard(user, 'Typist');
  expect(calledAt(calls, 'POST', '/careers/jobs/job-2/read')).toHaveLength(0);
});

it('makes no link of a website address that is not http or https', async () => {
  serve({
    'GET /careers/jobs': () => jobsReply([job({ jobDetailLink: 'javascript:alert(1)' })]),
  });
  const user = renderJobs();
  await openCard(user);
  expect(screen.queryByRole('link', { name: /See this job/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Apply to this job/ })).toBeInTheDocument();
});

it('says when a job could not be marked read and shows it unread again', async () => {
  serve({ 'POST /careers/jobs/job-1/read': () => failure(500, 'Database unavailable') });
  const user = renderJobs();
  const toggle = await openCard(user);
  expect(
    await screen.findByText('Junior Assistant could not be marked as read. Database unavailable'),
  ).toBeInTheDocument();
  expect(toggle).toHaveAccessibleName(/^Junior Assistant\s*, New\s*,/);
});

it('shows exactly what applying shares before the first application, then applies', async () => {
  const calls = serve();
  const user = renderJobs();
  await openCard(user);
  const apply = screen.getByRole('button', { name: /^Apply to this job/ });
  await user.click(apply);

  const dialog = await screen.findByRole('dialog', {
    name: 'Share your details with State Public Service Commission?',
  });
  expect(dialog).toHaveAccessibleDescription(
    'To apply for Junior Assistant, we send these details to State Public Service Commission by email:',
  );
  const shared = within(dialog);
  const value = (term: string) => shared.getByText(term).nextElementSibling?.textContent;
  expect(value('Name')).toBe('Asha Rao');
  expect(value('Email')).toBe('asha@example.com');
  expect(value('Phone')).toBe('9876543210');
  expect(value('Resume')).toBe('asha-cv.pdf');
  expect(calledAt(calls, 'POST', '/careers/jobs/job-1/apply')).toHaveLength(0);

  await user.click(shared.getByRole('button', { name: 'Agree and apply' }));
  expect(await screen.findByRole('heading', { name: /^Applied page/ })).toHaveTextContent(
    'Applied page {"applicationId":"app-9"}',
  );
  expect(calledAt(calls, 'POST', '/careers/jobs/job-1/apply').map((call) => call.body)).toEqual([
    { consent: true },
  ]);
  expect(announced()).toContain(APPLIED_MESSAGE);
});

it('cancels the dialog without applying and gives focus back to the Apply button', async () => {
  const calls = serve({
    'GET /careers/applications': () =>
      applicationsReply({
        sharing: { name: 'Asha Rao', email: '', phone: '9876543210', resume: '' },
      }),
  });
  const user = renderJobs();
  await openCard(user);
  const apply = screen.getByRole('button', { name: /^Apply to this job/ });
  await user.click(apply);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Email').nextElementSibling).toHaveTextContent('Not given');
  expect(within(dialog).getByText('Resume').nextElementSibling).toHaveTextContent(
    'None on file: only your contact details are sent.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(apply).toHaveFocus();
  expect(calledAt(calls, 'POST', '/careers/jobs/job-1/apply')).toHaveLength(0);
});

it('applies at once when the person agreed before', async () => {
  const calls = serve({
    'GET /careers/applications': () => applicationsReply({ consented: true }),
  });
  const user = renderJobs();
  await openCard(user);
  await user.click(screen.getByRole('button', { name: /^Apply to this job/ }));
  expect(await screen.findByRole('heading', { name: /^Applied page/ })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calledAt(calls, 'POST', '/careers/jobs/job-1/apply').map((call) => call.body)).toEqual([
    { consent: false },
  ]);
});

it('shows in the card why an application was refused (already applied, with its date)', async () => {
  serve({
    'GET /careers/applications': () => applicationsReply({ consented: true }),
    'POST /careers/jobs/job-1/apply': () =>
      failure(409, 'You have already applied for this job, on 20 November 2025.'),
  });
  const user = renderJobs();
  const toggle = await openCard(user);
  const apply = screen.getByRole('button', { name: /^Apply to this job/ });
  await user.click(apply);
  const details = within(
    document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement,
  );
  expect(await details.findByRole('alert')).toHaveTextContent(
    'Your application was not sent. You have already applied for this job, on 20 November 2025.',
  );
  expect(apply).toHaveFocus();
});

it('shows in the dialog why an application was refused (closed), and keeps it open', async () => {
  serve({
    'POST /careers/jobs/job-1/apply': () => failure(409, 'Applications for this job have closed.'),
  });
  const user = renderJobs();
  await openCard(user);
  await user.click(screen.getByRole('button', { name: /^Apply to this job/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Agree and apply' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Your application was not sent. Applications for this job have closed.',
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('asks for consent when the server wants it after all (400)', async () => {
  let attempts = 0;
  const calls = serve({
    'GET /careers/applications': () => applicationsReply({ consented: true }),
    'POST /careers/jobs/job-1/apply': () => {
      attempts += 1;
      return attempts === 1
        ? failure(
            400,
            'To apply, first agree that your name, contact details and resume are sent to the employer.',
          )
        : {
            body: { success: true, message: APPLIED_MESSAGE, application: application() },
          };
    },
  });
  const user = renderJobs();
  await openCard(user);
  await user.click(screen.getByRole('button', { name: /^Apply to this job/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('alert')).toHaveTextContent(/first agree that your name/);
  await user.click(within(dialog).getByRole('button', { name: 'Agree and apply' }));
  expect(await screen.findByRole('heading', { name: /^Applied page/ })).toBeInTheDocument();
  expect(calledAt(calls, 'POST', '/careers/jobs/job-1/apply').map((call) => call.body)).toEqual([
    { consent: false },
    { consent: true },
  ]);
});

it('says when what applying shares could not be found out', async () => {
  const calls = serve({ 'GET /careers/applications': () => failure(0, 'offline') });
  const user = renderJobs();
  await openCard(user);
  await user.click(screen.getByRole('button', { name: /^Apply to this job/ }));
  expect(
    await screen.findByText(
      'Your application was not sent. Could not reach the server. Check your internet connection and try again.',
    ),
  ).toBeInTheDocument();
  expect(calledAt(calls, 'POST', '/careers/jobs/job-1/apply')).toHaveLength(0);
});
