import { act, render, screen, within } from '@testing-library/react';
import { clearAnnouncements, LiveRegions, MemoryRouter, Route, Routes } from '@nclude/shared';
import { installFakeApi, renderPage, signInAs, signOut } from '@nclude/shared/testing';
import AppliedJobPage from './AppliedJobPage';
import { application, applicationsReply, failure, job } from './fixtures';

const renderApplied = () => renderPage('/appliedjob', '/appliedjob', <AppliedJobPage />);

beforeEach(() => signInAs());
afterEach(() => {
  signOut();
  act(() => clearAnnouncements());
});

it('says the spec’s texts and leads back to /jobs', async () => {
  installFakeApi({ 'GET /careers/applications': () => applicationsReply() });
  renderApplied();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Applied to job successfully' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Thank you for applying.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'We will let our corporate partner know about your application, but please also apply on the job’s own website.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Job Opportunities' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  expect(await screen.findByText('You have not applied for any job yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Your applications' })).toBeInTheDocument();
});

it('lists the applications with their company, date, what was shared and the job’s website', async () => {
  const calls = installFakeApi({
    'GET /careers/applications': () =>
      applicationsReply({
        consented: true,
        applications: [
          application({ id: 'app-2', appliedAt: '2025-11-21T09:05:00.000Z' }),
          application({
            id: 'app-1',
            job: job({ title: 'Typist', company: 'District Court', jobDetailLink: null }),
            shared: { name: 'Asha Rao', email: '', phone: '9876543210', resume: '' },
          }),
        ],
      }),
  });
  renderApplied();
  const list = await screen.findByRole('list');
  const [first, second] = within(list).getAllByRole('listitem');
  const one = within(first as HTMLElement);
  expect(one.getByRole('heading', { level: 3 })).toHaveTextContent('Junior Assistant');
  const fact = (scope: typeof one, term: string) =>
    scope.getByText(term).nextElementSibling?.textContent;
  expect(fact(one, 'Company')).toBe('State Public Service Commission');
  expect(fact(one, 'Applied on')).toMatch(/21 Nov 2025/);
  expect(
    one.getByRole('heading', { level: 4, name: 'Shared with the employer' }),
  ).toBeInTheDocument();
  expect(fact(one, 'Name')).toBe('Asha Rao');
  expect(fact(one, 'Email')).toBe('asha@example.com');
  expect(fact(one, 'Phone')).toBe('9876543210');
  expect(fact(one, 'Resume')).toBe('asha-cv.pdf');
  const website = one.getByRole('link', {
    name: 'See this job on its website (opens in a new tab)',
  });
  expect(website).toHaveAttribute('href', 'https://jobs.example.org/junior-assistant');
  expect(website).toHaveAttribute('target', '_blank');
  expect(website).toHaveAccessibleDescription('Junior Assistant');

  const two = within(second as HTMLElement);
  expect(two.getByRole('heading', { level: 3 })).toHaveTextContent('Typist');
  expect(fact(two, 'Email')).toBe('Not given');
  expect(fact(two, 'Resume')).toBe('None on file: only your contact details are sent.');
  expect(two.queryByRole('link')).not.toBeInTheDocument();
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /careers/applications']);
});

it('marks the application just sent, in words', async () => {
  installFakeApi({
    'GET /careers/applications': () =>
      applicationsReply({
        applications: [application({ id: 'app-9' }), application({ id: 'app-1' })],
      }),
  });
  render(
    <MemoryRouter initialEntries={[{ pathname: '/appliedjob', state: { applicationId: 'app-9' } }]}>
      <LiveRegions />
      <Routes>
        <Route path="/appliedjob" element={<AppliedJobPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const headings = await screen.findAllByRole('heading', { level: 3 });
  expect(headings.map((heading) => heading.textContent)).toEqual([
    'Junior Assistant (just sent)',
    'Junior Assistant',
  ]);
});

it('says why the applications could not be loaded and offers Retry', async () => {
  installFakeApi({ 'GET /careers/applications': () => failure(500, 'Database unavailable') });
  renderApplied();
  expect(
    await screen.findByText('Your applications could not be loaded. Database unavailable'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
