import { act, screen } from '@testing-library/react';
import { clearAnnouncements, readItem } from '@nclude/shared';
import { installFakeApi, pdfFile, renderPage, signInAs, signOut } from '@nclude/shared/testing';
import CareerDiscoveryPage from './CareerDiscoveryPage';
import { noResumeReply, renderResumePage, reply, resumeReply } from './fixtures';

beforeEach(() => signInAs());
afterEach(() => {
  signOut();
  act(() => clearAnnouncements());
});

it('goes on to the career chatbot when the server says a resume exists', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(resumeReply()) });
  renderResumePage('/opportunity', '/opportunity', <CareerDiscoveryPage />);
  expect(await screen.findByRole('heading', { name: 'Career chatbot page' })).toBeInTheDocument();
  expect(readItem('resume')).toBe('true');
});

it('asks for a resume otherwise, with the upload form and Skip', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(noResumeReply()) });
  renderPage('/opportunity/new', '/opportunity/new', <CareerDiscoveryPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Career Discovery' })).toBeInTheDocument();
  const file = await screen.findByLabelText('Your resume (required)');
  expect(file).toHaveAccessibleDescription(expect.stringContaining('at most 5 MB'));
  expect(screen.getByText(/Upload your resume so it starts from your real skills/)).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Upload your resume' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute(
    'href',
    '/opportunity/chatbot',
  );
  expect(readItem('resume')).toBe('false');
});

it('uploads for the career purpose and follows the reading', async () => {
  const calls = installFakeApi({
    'GET /careers/resume': () => reply(noResumeReply()),
    'POST /careers/resume': () => reply(resumeReply({ parsed: null })),
  });
  const { user } = renderResumePage('/opportunity', '/opportunity', <CareerDiscoveryPage />);
  await user.upload(await screen.findByLabelText('Your resume (required)'), pdfFile('cv.pdf'));
  await user.click(screen.getByRole('button', { name: 'Upload resume' }));
  expect(await screen.findByRole('heading', { name: 'Reading page' })).toBeInTheDocument();
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /careers/resume',
    'POST /careers/resume',
  ]);
});

it('says when the resume cannot be checked, with Retry', async () => {
  let attempt = 0;
  installFakeApi({
    'GET /careers/resume': () =>
      (attempt += 1) === 1
        ? { status: 500, body: { success: false, message: 'The server is busy.' } }
        : reply(noResumeReply()),
  });
  const { user } = renderPage('/opportunity', '/opportunity', <CareerDiscoveryPage />);
  expect(
    await screen.findByText('Your resume could not be checked. The server is busy.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Your resume (required)')).toBeInTheDocument();
});
