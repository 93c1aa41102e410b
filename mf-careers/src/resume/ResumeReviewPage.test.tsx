import { act, screen, within } from '@testing-library/react';
import { clearAnnouncements, REALTIME_EVENTS } from '@nclude/shared';
import type { ParsedResume } from '@nclude/shared/api-schemas';
import {
  announced,
  emitRealtimeEvent,
  installFakeApi,
  renderPage,
  signInAs,
  signOut,
  type FakeRequest,
} from '@nclude/shared/testing';
import ResumeReviewPage from './ResumeReviewPage';
import { failedReply, noResumeReply, PARSED, readingReply, reply, resumeReply } from './fixtures';

const render = () => renderPage('/opportunity/resume', '/opportunity/resume', <ResumeReviewPage />);
const saves = (calls: FakeRequest[]) => calls.filter((call) => call.method === 'PUT');
const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => signInAs());
afterEach(() => {
  signOut();
  act(() => clearAnnouncements());
});

it('shows what was understood as a form, with the contract’s limits', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(resumeReply()) });
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'What We Understood' })).toBeVisible();
  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Asha Rao');
  expect(name).toHaveAttribute('maxLength', '200');
  expect(name).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.org');
  expect(screen.getByRole('textbox', { name: 'Links (LinkedIn, GitHub, portfolio)' })).toHaveValue(
    'https://www.linkedin.com/in/asharao',
  );
  expect(screen.getByRole('textbox', { name: 'About you' })).toHaveAttribute('maxLength', '3000');
  const skills = screen.getByRole('textbox', { name: 'Your skills' });
  expect(skills).toHaveValue('Tally\nGST\nExcel');
  expect(skills).toHaveAccessibleDescription('One per line, at most 100.');
  expect(screen.getByText('Read from asha-resume.pdf.')).toBeVisible();
  expect(screen.queryByText('Checked by you')).not.toBeInTheDocument();

  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual([
    'Contact details',
    'Summary',
    'Skills',
    'Experience',
    'Education',
    'Projects',
    'Certifications',
    'Languages',
  ]);
  expect(
    screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
  ).toEqual([
    'Experience 1: Accountant at Tata Steel',
    'Experience 2: Audit Assistant at Rao & Co',
    'Education 1: B.Com, Osmania University',
    'Project 1: Expense tracker',
  ]);
  const first = group('Experience 1: Accountant at Tata Steel');
  expect(within(first).getByRole('textbox', { name: 'Job title' })).toHaveValue('Accountant');
  expect(within(first).getByRole('textbox', { name: 'Period' })).toHaveValue('Jun 2019 – Present');
  expect(within(first).getByRole('textbox', { name: 'What you did' })).toHaveValue(
    'Monthly GST returns\nAudit support',
  );
  expect(
    within(group('Education 1: B.Com, Osmania University')).getByRole('textbox', {
      name: 'Grade',
    }),
  ).toHaveValue('78%');
});

it('saves the corrections: edits, added and removed entries, periods', async () => {
  const calls = installFakeApi({
    'GET /careers/resume': () => reply(resumeReply()),
    'PUT /careers/resume': (call) =>
      reply(
        resumeReply({
          parsed: (call.body as unknown as { resume: ParsedResume }).resume,
          reviewed: true,
        }),
      ),
  });
  const { user } = render();
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Asha R.');
  await user.type(screen.getByRole('textbox', { name: 'Your skills' }), '{Enter}Zoho Books');

  // Periods are sent as text: the server reads their dates.
  const period = within(group('Experience 1: Accountant at Tata Steel')).getByRole('textbox', {
    name: 'Period',
  });
  await user.clear(period);
  await user.type(period, '2019 - 2021');

  // Added: focus goes to the new entry's first field.
  await user.click(screen.getByRole('button', { name: 'Add education' }));
  const degree = within(group('Education 2')).getByRole('textbox', { name: 'Degree or course' });
  expect(degree).toHaveFocus();
  expect(announced()).toContain('Education 2 added.');
  await user.type(degree, 'MBA');
  const added = group('Education 2: MBA');
  await user.type(
    within(added).getByRole('textbox', { name: 'School, college or university' }),
    'IGNOU',
  );
  await user.type(within(added).getByRole('textbox', { name: 'Period' }), 'since 2023');

  // An entry added and left empty is not saved.
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  expect(within(group('Experience 3')).getByRole('textbox', { name: 'Job title' })).toHaveFocus();

  // Removed: named by its entry, focus goes back to the section's heading.
  await user.click(screen.getByRole('button', { name: 'Remove project 1: Expense tracker' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Projects' })).toHaveFocus();
  expect(screen.getByText('No projects listed.')).toBeVisible();
  expect(announced()).toContain('Project 1 removed.');

  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Checked by you')).toBeVisible();
  expect(announced()).toContain('Your changes are saved. Recommendations now use them.');
  expect(saves(calls)).toHaveLength(1);
  const textOf = (text: string) => ({ text, start: null, end: null, current: false });
  const [work1, work2] = PARSED.experience;
  const [study1] = PARSED.education;
  expect(saves(calls)[0]!.body).toEqual({
    jobId: 'job-r1',
    resume: {
      ...PARSED,
      contact: { ...PARSED.contact, name: 'Asha R.' },
      skills: ['Tally', 'GST', 'Excel', 'Zoho Books'],
      experience: [
        { ...work1, period: textOf('2019 - 2021') },
        { ...work2, period: textOf(work2!.period!.text) },
      ],
      education: [
        { ...study1, period: textOf(study1!.period!.text) },
        { degree: 'MBA', institution: 'IGNOU', period: textOf('since 2023'), grade: '' },
      ],
      projects: [],
    },
  });
});

it('offers the newer reading when a save finds the resume replaced', async () => {
  let current = resumeReply();
  installFakeApi({
    'GET /careers/resume': () => reply(current),
    'PUT /careers/resume': () => ({
      status: 409,
      body: {
        success: false,
        message:
          'A newer resume was uploaded while you were checking this one. Check what we understood from the new one.',
      },
    }),
  });
  const { user } = render();
  await screen.findByRole('textbox', { name: 'Name' });
  current = resumeReply({
    jobId: 'job-r2',
    parsed: { ...PARSED, contact: { ...PARSED.contact, name: 'Asha Rao (new)' } },
  });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/A newer resume was uploaded/)).toHaveAttribute('role', 'alert');
  await user.click(screen.getByRole('button', { name: 'Check the new reading' }));
  expect(await screen.findByDisplayValue('Asha Rao (new)')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Check the new reading' })).toBeNull();
});

it('removes an experience by its name and says so', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(resumeReply()) });
  const { user } = render();
  await user.click(
    await screen.findByRole('button', {
      name: 'Remove experience 2: Audit Assistant at Rao & Co',
    }),
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Experience' })).toHaveFocus();
  expect(screen.queryByRole('group', { name: /Audit Assistant/ })).not.toBeInTheDocument();
  // The visible text begins the accessible name.
  expect(
    screen.getByRole('button', { name: 'Remove experience 1: Accountant at Tata Steel' }),
  ).toHaveTextContent('Remove experience 1');
});

it('lists what is too long before saving, tied to the fields', async () => {
  const calls = installFakeApi({ 'GET /careers/resume': () => reply(resumeReply()) });
  const { user } = render();
  const skills = await screen.findByRole('textbox', { name: 'Your skills' });
  await user.type(skills, '{Enter}');
  await user.paste('x'.repeat(101));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const summary = document.querySelector('.nc-error-summary');
  expect(summary).toHaveAttribute('role', 'alert');
  expect(
    within(summary as HTMLElement).getByRole('link', {
      name: 'Your skills: Line 4 is longer than 100 characters.',
    }),
  ).toHaveAttribute('href', '#resume-skills');
  expect(skills).toHaveFocus();
  expect(skills).toHaveAccessibleDescription(
    expect.stringContaining('Line 4 is longer than 100 characters.'),
  );
  expect(skills).toHaveAttribute('aria-invalid', 'true');
  expect(saves(calls)).toHaveLength(0);
});

it('names the entry of a field that is too long', async () => {
  installFakeApi({
    'GET /careers/resume': () =>
      reply(
        resumeReply({
          parsed: { ...PARSED, projects: [{ name: 'Tracker', details: Array(31).fill('Step') }] },
        }),
      ),
  });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  expect(
    screen.getByRole('link', {
      name: 'Project 1: Tracker, About the project: Use at most 30 lines; this has 31.',
    }),
  ).toBeVisible();
});

it('says when a list is full instead of adding to it', async () => {
  const course = PARSED.education[0]!;
  installFakeApi({
    'GET /careers/resume': () =>
      reply(resumeReply({ parsed: { ...PARSED, education: Array(20).fill(course) } })),
  });
  const { user } = render();
  const add = await screen.findByRole('button', { name: 'Add education' });
  await user.click(add);
  expect(screen.getByText('You can list at most 20 education entries.')).toHaveAttribute(
    'role',
    'alert',
  );
  expect(screen.queryByRole('group', { name: 'Education 21' })).not.toBeInTheDocument();
  expect(add).toHaveFocus();
});

it('shows why the server did not save', async () => {
  installFakeApi({
    'GET /careers/resume': () => reply(resumeReply()),
    'PUT /careers/resume': () => ({
      status: 409,
      body: {
        success: false,
        message: 'Upload your resume first: recommendations are made from it.',
      },
    }),
  });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText(
      'Your changes could not be saved. Upload your resume first: recommendations are made from it.',
    ),
  ).toHaveAttribute('role', 'alert');
  expect(screen.queryByText('Checked by you')).not.toBeInTheDocument();
});

it('says “Checked by you” for a resume the person has saved before', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(resumeReply({ reviewed: true })) });
  render();
  expect(await screen.findByText('Checked by you')).toBeVisible();
});

it('points to the reading while it runs, and shows the form when it ends', async () => {
  let current = readingReply();
  installFakeApi({ 'GET /careers/resume': () => reply(current) });
  render();
  expect(
    await screen.findByText(
      'Your resume is still being read. What we understood appears here when it is done.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'See how the reading is going' })).toHaveAttribute(
    'href',
    '/opportunity/uploadingResume/recommend',
  );
  current = resumeReply();
  await act(async () => {
    emitRealtimeEvent(REALTIME_EVENTS.job, {
      jobId: 'job-r1',
      kind: 'resume-parse',
      state: 'succeeded',
      progress: 100,
      stage: null,
      error: null,
    });
  });
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
});

it('sends a person without a resume to upload one', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(noResumeReply()) });
  render();
  expect(
    await screen.findByText('You have not uploaded a resume yet, so there is nothing to check.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Upload your resume' })).toHaveAttribute(
    'href',
    '/resumeforjobs',
  );
});

it('says why a resume could not be read', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(failedReply('The file is empty.')) });
  render();
  expect(
    await screen.findByText('Your resume could not be read. The file is empty.'),
  ).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('link', { name: 'Upload your resume again' })).toHaveAttribute(
    'href',
    '/resumeforjobs',
  );
});
