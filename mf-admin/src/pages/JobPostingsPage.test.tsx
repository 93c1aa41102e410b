import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAnnouncements, clearToasts, sessionStore } from '@nclude/shared';
import {
  installFakeApi,
  renderPage as renderAt,
  type FakeHandler,
  type FakeRequest,
} from '@nclude/shared/testing';
import JobPostingsPage from './JobPostingsPage';
import { adminJob, adminJobsReply, adminLoginReply, importReply } from '../testing/fixtures';

type Job = ReturnType<typeof adminJob>;

function renderPage(options: { applyAccept?: boolean } = {}) {
  return renderAt('/adminJobs', '/adminJobs', <JobPostingsPage />, options).user;
}

function signInAsAdmin() {
  sessionStore.signIn({
    token: 'admin-token',
    userId: 'admin-1',
    role: 'admin',
    scope: null,
    userName: 'Portal Admin',
  });
}

const politeRegion = () => document.querySelector('[data-nc-live="polite"]') as HTMLElement;
const findFormError = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="alert"].nc-form-error' });
/** The list's summary on screen (the same words are also said in the live region). */
const SUMMARY = { selector: 'p' };
const listHeading = () => screen.getByRole('heading', { level: 2, name: 'Postings' });
const listCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/admin/jobs');
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const filters = () => within(screen.getByRole('search', { name: 'Filter the postings' }));

/**
 * A fake of the admin jobs API that remembers closings and reopenings, so a reload after an
 * action shows its result as the server would.
 */
function jobsApi(initial: Job[], extra: Record<string, FakeHandler> = {}) {
  let jobs = initial;
  const setState = (jobId: string, state: string) => {
    jobs = jobs.map((job) => (job._id === jobId ? { ...job, state } : job));
  };
  const handlers: Record<string, FakeHandler> = {
    'GET /admin/jobs': (request) => {
      const state = request.query.get('state');
      const shown = state && state !== 'all' ? jobs.filter((job) => job.state === state) : jobs;
      return adminJobsReply(shown);
    },
    'POST /admin/jobs/job-1/close': () => {
      setState('job-1', 'closed');
      return {
        body: {
          success: true,
          message: 'Customer Support Associate is closed: it no longer appears in the job lists.',
        },
      };
    },
    'POST /admin/jobs/job-1/reopen': () => {
      setState('job-1', 'open');
      return { body: { success: true, message: 'Customer Support Associate is open again.' } };
    },
    ...extra,
  };
  return installFakeApi(handlers);
}

beforeEach(() => {
  sessionStore.signOut();
});

afterEach(() => {
  act(() => {
    clearToasts();
    clearAnnouncements();
  });
});

describe('JobPostingsPage, locked', () => {
  it('asks for the administrator sign-in, then opens the tool with focus on the list', async () => {
    const calls = jobsApi([adminJob()], { '/auth/adminLogin': () => adminLoginReply() });
    const user = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Administrator email address'), 'admin@nclude.local');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Check Access' }));

    await waitFor(() => expect(listHeading()).toHaveFocus());
    expect(politeRegion()).toHaveTextContent('Access granted. The job postings tool is open.');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Customer Support Associate' }),
    ).toBeInTheDocument();
    expect(listCalls(calls)[0]?.authorization).toBe('Bearer admin-token');
  });
});

describe('JobPostingsPage, the list', () => {
  beforeEach(signInAsAdmin);

  it('shows each posting with its facts in words and links the other admin page', async () => {
    const calls = jobsApi([
      adminJob(),
      adminJob({
        _id: 'job-2',
        title: 'Data Entry Operator',
        company: 'Example Municipal Corporation',
        job_category: 'government_job',
        state: 'expired',
        closesOn: null,
        applications: 0,
        sample: true,
      }),
    ]);
    renderPage();
    const first = (await screen.findByRole('heading', { name: 'Customer Support Associate' }))
      .parentElement as HTMLElement;
    const facts = (card: HTMLElement) =>
      Object.fromEntries(
        [...card.querySelectorAll('dl > div')].map((pair) => [
          pair.querySelector('dt')?.textContent,
          pair.querySelector('dd')?.textContent,
        ]),
      );
    expect(facts(first)).toEqual({
      Company: 'Example Services',
      Category: 'Corporate job',
      State: 'Open',
      'Posted on': '5 January 2026',
      'Closes on': '28 February 2026',
      Applications: '3',
      Source: 'NCS feed',
      'Id at the source': 'NCS-42',
      'Applications go to': 'jobs@example.com',
    });
    expect(within(first).queryByText(/Sample posting/)).not.toBeInTheDocument();

    const second = screen.getByRole('heading', { name: 'Data Entry Operator' })
      .parentElement as HTMLElement;
    expect(facts(second)).toMatchObject({
      Category: 'Government job',
      State: 'Past its closing date',
      'Closes on': 'No closing date',
      Applications: '0',
    });
    expect(within(second).getByText('Sample posting: not a real vacancy')).toBeInTheDocument();
    expect(
      within(second).getByRole('button', {
        name: 'Close Data Entry Operator at Example Municipal Corporation',
      }),
    ).toBeInTheDocument();

    expect(screen.getByText('2 postings.', SUMMARY)).toBeInTheDocument();
    const query = listCalls(calls)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: '1', limit: '20', state: 'all' });

    const nav = screen.getByRole('navigation', { name: 'Administration pages' });
    expect(within(nav).getByRole('link', { name: 'Job Postings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Whitelist' })).toHaveAttribute(
      'href',
      '/whitelist',
    );
  });

  it('filters on the server by search, category and state, announces the count, and clears', async () => {
    const calls = jobsApi([adminJob()]);
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Customer Support Associate' });

    await user.type(filters().getByRole('searchbox', { name: 'Search postings' }), '  support ');
    await user.selectOptions(
      filters().getByRole('combobox', { name: 'Category' }),
      'Corporate job',
    );
    await user.selectOptions(filters().getByRole('combobox', { name: 'State' }), 'Closed');
    // Choosing in the selects alone reloads nothing: the button applies the filters.
    expect(listCalls(calls)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show postings' }));

    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent('No postings match these filters.'),
    );
    expect(Object.fromEntries(listCalls(calls)[1]?.query ?? [])).toEqual({
      page: '1',
      limit: '20',
      state: 'closed',
      job_category: 'corporate_job',
      search: 'support',
    });
    expect(screen.getByText('No postings match these filters.', SUMMARY)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(filters().getByRole('searchbox', { name: 'Search postings' })).toHaveFocus();
    expect(filters().getByRole('searchbox', { name: 'Search postings' })).toHaveValue('');
    expect(filters().getByRole('combobox', { name: 'State' })).toHaveValue('all');
    await waitFor(() => expect(politeRegion()).toHaveTextContent('One posting.'));
    expect(Object.fromEntries(listCalls(calls)[2]?.query ?? [])).toEqual({
      page: '1',
      limit: '20',
      state: 'all',
    });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('pages through the postings with the kit pager, focus on the list heading', async () => {
    const page = (n: number) =>
      Array.from({ length: 20 }, (_, i) =>
        adminJob({ _id: `job-${n}-${i}`, title: `Posting ${n}.${i}` }),
      );
    const calls = installFakeApi({
      'GET /admin/jobs': (request) =>
        adminJobsReply(page(Number(request.query.get('page'))).slice(0, 20), 45),
    });
    const user = renderPage();
    expect(await screen.findByText('45 postings. Page 1 of 3.', SUMMARY)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of postings' });
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));

    expect(listHeading()).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Posting 2.0' })).toBeInTheDocument();
    expect(politeRegion()).toHaveTextContent('45 postings. Page 2 of 3.');
    expect(listCalls(calls)[1]?.query.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), '3');
    expect(await screen.findByRole('heading', { name: 'Posting 3.0' })).toBeInTheDocument();
    expect(listCalls(calls)[2]?.query.get('page')).toBe('3');
  });

  it('shows the last page that exists when the one shown has emptied', async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) =>
      adminJob({ _id: `job-a${i}`, title: `Posting ${i}` }),
    );
    const last = adminJob({ _id: 'job-last', title: 'Last one' });
    let closed = false;
    const calls = installFakeApi({
      'GET /admin/jobs': (request) => {
        const total = closed ? 20 : 21;
        if (request.query.get('page') === '1') return adminJobsReply(firstPage, total);
        return adminJobsReply(closed ? [] : [last], total);
      },
      'POST /admin/jobs/job-last/close': () => {
        closed = true;
        return { body: { success: true, message: 'Last one is closed.' } };
      },
    });
    const user = renderPage();
    await screen.findByText('21 postings. Page 1 of 2.', SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(
      await screen.findByRole('button', { name: 'Close Last one at Example Services' }),
    );

    // Page 2 is empty now: page 1 is shown rather than an empty page that says there are 20.
    expect(await screen.findByText('20 postings.', SUMMARY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Posting 0' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of postings' })).not.toBeInTheDocument();
    expect(listCalls(calls).map((call) => call.query.get('page'))).toEqual(['1', '2', '2', '1']);
    // The Close button went with its posting: focus is on the list's heading, not lost.
    expect(listHeading()).toHaveFocus();
  });

  it('says when the list cannot be loaded, with Retry', async () => {
    let fail = true;
    installFakeApi({
      'GET /admin/jobs': () =>
        fail
          ? { status: 500, body: { success: false, message: 'The database is away.' } }
          : adminJobsReply([adminJob()]),
    });
    const user = renderPage();
    expect(
      await findFormError('The postings could not be loaded. The database is away.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Customer Support Associate' }),
    ).toBeInTheDocument();
  });
});

describe('JobPostingsPage, closing and reopening', () => {
  beforeEach(signInAsAdmin);

  it('closes and reopens a posting, announcing the server message, focus kept on the button', async () => {
    const calls = jobsApi([adminJob()]);
    const user = renderPage();
    const close = await screen.findByRole('button', {
      name: 'Close Customer Support Associate at Example Services',
    });
    close.focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent(
        'Customer Support Associate is closed: it no longer appears in the job lists.',
      ),
    );
    const reopen = await screen.findByRole('button', {
      name: 'Reopen Customer Support Associate at Example Services',
    });
    expect(reopen).toHaveFocus();
    expect(screen.getByText('Closed', { selector: '.admin-state' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /admin/jobs',
      'POST /admin/jobs/job-1/close',
      'GET /admin/jobs',
    ]);
    expect(calls[1]?.authorization).toBe('Bearer admin-token');

    await user.keyboard(' ');
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent('Customer Support Associate is open again.'),
    );
    expect(
      await screen.findByRole('button', {
        name: 'Close Customer Support Associate at Example Services',
      }),
    ).toHaveFocus();
  });

  it('moves focus to the list heading when the closed posting leaves the filtered list', async () => {
    jobsApi([adminJob(), adminJob({ _id: 'job-2', title: 'Other posting' })]);
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Customer Support Associate' });
    await user.selectOptions(filters().getByRole('combobox', { name: 'State' }), 'Open');
    await user.click(screen.getByRole('button', { name: 'Show postings' }));
    await screen.findByText('2 postings.', SUMMARY);

    await user.click(
      screen.getByRole('button', { name: 'Close Customer Support Associate at Example Services' }),
    );
    await screen.findByText('One posting.', SUMMARY);
    expect(
      screen.queryByRole('heading', { name: 'Customer Support Associate' }),
    ).not.toBeInTheDocument();
    expect(listHeading()).toHaveFocus();
  });

  it('shows a failure in the posting it concerns', async () => {
    jobsApi([adminJob()], {
      'POST /admin/jobs/job-1/close': () => ({
        status: 404,
        body: { success: false, message: 'That job posting does not exist.' },
      }),
    });
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'Close Customer Support Associate at Example Services',
      }),
    );
    const card = screen.getByRole('heading', { name: 'Customer Support Associate' })
      .parentElement as HTMLElement;
    expect(
      await within(card).findByText(
        'Customer Support Associate could not be changed. That job posting does not exist.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', {
        name: 'Close Customer Support Associate at Example Services',
      }),
    ).not.toHaveAttribute('aria-busy');
  });
});

describe('JobPostingsPage, adding a posting', () => {
  beforeEach(signInAsAdmin);

  it('checks the fields before sending, ties each problem to its field, and lists them', async () => {
    const calls = jobsApi([]);
    const user = renderPage();
    await screen.findByText('There are no job postings yet.', SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Add a posting' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Add a posting' });
    expect(heading).toHaveFocus();
    // The list is hidden while the form is open.
    expect(screen.queryByRole('heading', { name: 'Postings' })).not.toBeInTheDocument();
    expect((textbox('Id at the source (required)') as HTMLInputElement).value).toMatch(
      /^admin-\d{8}-[0-9a-z]+$/,
    );
    expect(screen.getByLabelText('Posted on (required)')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Applications close on')).toHaveValue('');

    await user.type(textbox('Email address for applications (required)'), 'not-an-email');
    await user.type(textbox('The posting on the employer’s website'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save the posting' }));

    const summary = screen
      .getAllByRole('alert')
      .find((alert) => alert.classList.contains('nc-error-summary')) as HTMLElement;
    expect(summary).toBeDefined();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Source: Fill in this field.',
      'Category: Choose a category.',
      'Company or employer: Fill in this field.',
      'Job title: Fill in this field.',
      'Email address for applications: Please enter a valid email address',
      'The posting on the employer’s website: Enter a web address starting with https:// or http://.',
    ]);
    expect(textbox('Source (required)')).toHaveFocus();
    expect(textbox('Source (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Source (required)')).toHaveAccessibleDescription(
      expect.stringContaining('Error: Fill in this field.'),
    );
    expect(textbox('Email address for applications (required)')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    // The summary's links move focus to their field.
    await user.click(within(summary).getByRole('link', { name: /^Job title/ }));
    expect(textbox('Job title (required)')).toHaveFocus();
    // A corrected field loses its error as it is typed.
    await user.type(textbox('Job title (required)'), 'Clerk');
    expect(textbox('Job title (required)')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a closing date before the posting date', async () => {
    jobsApi([]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a posting' }));
    fireEvent.change(screen.getByLabelText('Posted on (required)'), {
      target: { value: '2026-03-10' },
    });
    fireEvent.change(screen.getByLabelText('Applications close on'), {
      target: { value: '2026-03-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Save the posting' }));
    expect(screen.getByLabelText('Applications close on')).toHaveAccessibleDescription(
      expect.stringContaining('The closing date cannot be before the date it was posted.'),
    );
  });

  it('sends the posting, shows a server refusal at its field, then announces "Posting added."', async () => {
    const answers = [
      {
        status: 400,
        body: { success: false, message: 'Field contactEmail must be an email address' },
      },
      { body: { success: true, id: 'job-9', outcome: 'added' } },
    ];
    const calls = jobsApi([], { 'POST /admin/jobs': () => answers.shift()! });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a posting' }));

    await user.clear(textbox('Id at the source (required)'));
    await user.type(textbox('Id at the source (required)'), 'OWN-7');
    await user.type(textbox('Source (required)'), '  Nclude team ');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category (required)' }),
      'Government job',
    );
    await user.type(textbox('Company or employer (required)'), 'Example Corporation');
    await user.type(textbox('Job title (required)'), 'Data Entry Operator');
    await user.type(textbox('Responsibilities'), 'Enter records{Enter}Check records');
    await user.click(screen.getByRole('checkbox', { name: 'Low-vision' }));
    await user.click(screen.getByRole('checkbox', { name: 'Blindness' }));
    await user.type(
      textbox('Accommodations at work'),
      'Screen reader{Enter}{Enter}  Flexible hours  ',
    );
    fireEvent.change(screen.getByLabelText('Posted on (required)'), {
      target: { value: '2026-03-01' },
    });
    await user.type(textbox('Email address for applications (required)'), 'hr@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'This is a sample posting' }));
    await user.click(screen.getByRole('button', { name: 'Save the posting' }));

    expect(
      await findFormError('The posting was not saved. Field contactEmail must be an email address'),
    ).toBeInTheDocument();
    const email = textbox('Email address for applications (required)');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Field contactEmail must be an email address'),
    );

    await user.click(screen.getByRole('button', { name: 'Save the posting' }));
    await waitFor(() => expect(politeRegion()).toHaveTextContent('Posting added.'));
    expect(screen.getByRole('button', { name: 'Add a posting' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Add a posting' })).not.toBeInTheDocument();

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      externalId: 'OWN-7',
      job_category: 'government_job',
      company: 'Example Corporation',
      title: 'Data Entry Operator',
      address: '',
      job_nature: '',
      work_experience: '',
      required_education: '',
      responsibilities: 'Enter records\nCheck records',
      minQualification: '',
      prefQualification: '',
      aboutJob: '',
      pwd_details: '',
      // In the product's order, not the order ticked.
      suitableFor: ['Blindness', 'Low-vision'],
      accommodations: ['Screen reader', 'Flexible hours'],
      postedOn: '2026-03-01',
      closesOn: null,
      source: 'Nclude team',
      contactEmail: 'hr@example.org',
      sample: true,
    });
    // The list is loaded again to show the new posting.
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('says so when an "add" met a posting with the same source and id', async () => {
    jobsApi([], {
      'POST /admin/jobs': () => ({ body: { success: true, id: 'job-1', outcome: 'updated' } }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a posting' }));
    await user.clear(textbox('Id at the source (required)'));
    await user.type(textbox('Id at the source (required)'), 'NCS-42');
    await user.type(textbox('Source (required)'), 'NCS feed');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category (required)' }),
      'Corporate job',
    );
    await user.type(textbox('Company or employer (required)'), 'Example');
    await user.type(textbox('Job title (required)'), 'Clerk');
    await user.type(textbox('Email address for applications (required)'), 'hr@example.org');
    await user.click(screen.getByRole('button', { name: 'Save the posting' }));
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent(
        'A posting from NCS feed with the id NCS-42 already existed: it was updated.',
      ),
    );
  });

  it('works by keyboard alone: open, submit with Enter, cancel back to the opener', async () => {
    const calls = jobsApi([]);
    const user = renderPage();
    await screen.findByText('There are no job postings yet.', SUMMARY);
    screen.getByRole('button', { name: 'Add a posting' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Add a posting' })).toHaveFocus();

    await user.tab();
    expect(textbox('Source (required)')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(textbox('Source (required)')).toHaveAttribute('aria-invalid', 'true');

    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Add a posting' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('JobPostingsPage, editing a posting', () => {
  beforeEach(signInAsAdmin);

  const editButton = () =>
    screen.findByRole('button', { name: 'Edit Customer Support Associate at Example Services' });

  it('shows the posting with its source and id read-only, and sends the same ids', async () => {
    const calls = jobsApi([adminJob()], {
      'POST /admin/jobs': () => ({ body: { success: true, id: 'job-1', outcome: 'updated' } }),
    });
    const user = renderPage();
    await user.click(await editButton());

    expect(
      screen.getByRole('heading', { name: 'Edit the posting Customer Support Associate' }),
    ).toHaveFocus();
    const source = textbox('Source (required)');
    const externalId = textbox('Id at the source (required)');
    expect(source).toHaveValue('NCS feed');
    expect(source).toHaveAttribute('readonly');
    expect(source).toHaveAccessibleDescription('Cannot be changed: it identifies this posting.');
    expect(externalId).toHaveValue('NCS-42');
    expect(externalId).toHaveAttribute('readonly');
    await user.type(externalId, 'X');
    expect(externalId).toHaveValue('NCS-42');

    expect(screen.getByRole('combobox', { name: 'Category (required)' })).toHaveValue(
      'corporate_job',
    );
    expect(screen.getByRole('checkbox', { name: 'Blindness' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Low-vision' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dwarfism' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Suits people with' })).toHaveAccessibleDescription(
      'Tick every disability the role suits. Recommendations use this.',
    );
    expect(textbox('Accommodations at work')).toHaveValue(
      'Screen reader (NVDA) on office computers\nFlexible hours',
    );
    expect(screen.getByLabelText('Applications close on')).toHaveValue('2026-02-28');

    await user.clear(textbox('Job title (required)'));
    await user.type(textbox('Job title (required)'), 'Senior Support Associate');
    await user.clear(screen.getByLabelText('Applications close on'));
    await user.click(screen.getByRole('button', { name: 'Save the posting' }));

    await waitFor(() => expect(politeRegion()).toHaveTextContent('Posting updated.'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      source: 'NCS feed',
      externalId: 'NCS-42',
      title: 'Senior Support Associate',
      closesOn: null,
      jobDetailLink: 'https://example.com/jobs/1',
      suitableFor: ['Blindness', 'Low-vision'],
      accommodations: ['Screen reader (NVDA) on office computers', 'Flexible hours'],
      sample: false,
    });
    expect(post?.body).not.toHaveProperty('logo_url');
    // Back in the list, on the button that opened the form.
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(await editButton()).toHaveFocus();
  });

  it('says "Nothing changed." and reloads nothing when the server found no change', async () => {
    const calls = jobsApi([adminJob()], {
      'POST /admin/jobs': () => ({ body: { success: true, id: 'job-1', outcome: 'unchanged' } }),
    });
    const user = renderPage();
    await user.click(await editButton());
    await user.click(screen.getByRole('button', { name: 'Save the posting' }));
    await waitFor(() => expect(politeRegion()).toHaveTextContent('Nothing changed.'));
    expect(await editButton()).toHaveFocus();
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('cancels back to the Edit button, sending nothing', async () => {
    const calls = jobsApi([adminJob()]);
    const user = renderPage();
    await user.click(await editButton());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await editButton()).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('JobPostingsPage, importing a feed', () => {
  beforeEach(signInAsAdmin);

  const feedField = () => screen.getByLabelText('Feed file');

  it('uploads the feed with the defaults, then shows the report, refused postings first', async () => {
    const calls = jobsApi([adminJob()], { 'POST /admin/jobs/import': () => importReply() });
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Customer Support Associate' });
    expect(feedField()).toHaveAttribute('accept', '.csv,.json,.jsonld,.html,.htm');
    expect(
      screen.getByRole('link', { name: 'Download a sample CSV file of job postings' }),
    ).toHaveAttribute('href', 'http://localhost/samples/jobs-sample.csv');

    const defaults = within(
      screen.getByRole('group', { name: 'For postings that do not say (optional)' }),
    );
    await user.upload(feedField(), new File(['externalId\n1\n'], 'feed.csv', { type: 'text/csv' }));
    await user.type(defaults.getByRole('textbox', { name: 'Source' }), 'NCS feed');
    await user.selectOptions(
      defaults.getByRole('combobox', { name: 'Category' }),
      'Government job',
    );
    await user.type(
      defaults.getByRole('textbox', { name: 'Email address for applications' }),
      'jobs@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Import the feed' }));

    const report = await screen.findByRole('region', { name: 'Import report' });
    await waitFor(() => expect(within(report).getByRole('heading', { level: 3 })).toHaveFocus());
    expect(
      within(report).getByText('Import finished: 1 added, 0 updated, 1 unchanged, 1 refused.'),
    ).toBeInTheDocument();
    expect(politeRegion()).toHaveTextContent(
      'Import finished: 1 added, 0 updated, 1 unchanged, 1 refused.',
    );
    expect(within(report).getByText('Read as CSV.')).toBeInTheDocument();

    const table = within(report).getByRole('table', {
      name: 'Postings of the feed, refused ones first (3)',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Row', 'Id at the source', 'Job title', 'Outcome', 'Problems'],
      [
        '3',
        '(empty)',
        'Driver',
        'Refused',
        'Field externalId must not be emptyField postedOn must be a date written YYYY-MM-DD',
      ],
      ['1', 'F-1', 'Clerk', 'Added', 'None'],
      ['2', 'F-2', 'Typist', 'Unchanged', 'None'],
    ]);
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Field externalId must not be empty',
      'Field postedOn must be a date written YYYY-MM-DD',
    ]);

    await user.selectOptions(within(report).getByRole('combobox', { name: 'Show' }), 'Refused (1)');
    expect(within(report).getAllByRole('row')).toHaveLength(2);
    expect(politeRegion()).toHaveTextContent('Postings of the feed, refused ones first (1)');

    const upload = calls.find((call) => call.path === '/admin/jobs/import');
    expect(upload?.authorization).toBe('Bearer admin-token');
    expect(upload?.body).toEqual({
      source: 'NCS feed',
      job_category: 'government_job',
      contactEmail: 'jobs@example.org',
      file: expect.any(File),
    });
    expect((upload?.body.file as File).name).toBe('feed.csv');
    // The fields go before the file: the server reads the parts in order.
    expect([...(upload?.form?.keys() ?? [])]).toEqual([
      'source',
      'job_category',
      'contactEmail',
      'file',
    ]);
    // A posting was added: the list is loaded again.
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends no default the administrator left empty', async () => {
    const calls = jobsApi([], { 'POST /admin/jobs/import': () => importReply() });
    const user = renderPage();
    await user.upload(feedField(), new File(['{}'], 'feed.jsonld'));
    await user.click(screen.getByRole('button', { name: 'Import the feed' }));
    await screen.findByRole('region', { name: 'Import report' });
    expect(Object.keys(calls.find((call) => call.method === 'POST')?.body ?? {})).toEqual(['file']);
  });

  it('checks the file and the email address before sending anything', async () => {
    const calls = jobsApi([]);
    const user = renderPage({ applyAccept: false });
    await screen.findByText('There are no job postings yet.', SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Import the feed' }));
    expect(feedField()).toHaveAccessibleDescription(
      expect.stringContaining('Choose a feed file first.'),
    );
    expect(feedField()).toHaveFocus();

    await user.upload(feedField(), new File(['%PDF'], 'feed.pdf'));
    expect(feedField()).toHaveAccessibleDescription(
      expect.stringContaining('Choose a .csv, .json, .jsonld, .html or .htm file.'),
    );

    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(feedField(), big);
    expect(feedField()).toHaveAccessibleDescription(
      expect.stringContaining('This file is larger than 10 MB.'),
    );

    await user.upload(feedField(), new File(['a'], 'feed.csv'));
    const contact = within(
      screen.getByRole('group', { name: 'For postings that do not say (optional)' }),
    ).getByRole('textbox', { name: 'Email address for applications' });
    await user.type(contact, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Import the feed' }));
    expect(contact).toHaveFocus();
    expect(contact).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server refusal of a feed', async () => {
    jobsApi([], {
      'POST /admin/jobs/import': () => ({
        status: 400,
        body: {
          success: false,
          message: 'This file is not text: a feed is a CSV, JSON or JSON-LD file in UTF-8.',
        },
      }),
    });
    const user = renderPage();
    await user.upload(feedField(), new File(['x'], 'feed.json'));
    await user.click(screen.getByRole('button', { name: 'Import the feed' }));
    expect(
      await findFormError(
        'The feed was not imported. This file is not text: a feed is a CSV, JSON or JSON-LD file in UTF-8.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
  });
});
