import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAnnouncements, REALTIME_EVENTS } from '@nclude/shared';
import type { JobStatus, ResumeReply } from '@nclude/shared/api-schemas';
import {
  announced,
  emitRealtimeEvent,
  installFakeApi,
  pdfFile,
  signInAs,
  signOut,
} from '@nclude/shared/testing';
import ReadingResumePage, { POLL_INTERVAL_MS } from './ReadingResumePage';
import {
  failedReply,
  noResumeReply,
  readingReply,
  renderResumePage,
  reply,
  resumeReply,
} from './fixtures';

const PATTERN = '/opportunity/uploadingResume/:purpose';
const open = (purpose: string) =>
  renderResumePage(PATTERN, `/opportunity/uploadingResume/${purpose}`, <ReadingResumePage />);

/** The server's answers, changed by the test as the reading goes on. */
function serve(first: ResumeReply) {
  const server = { current: first };
  const calls = installFakeApi({ 'GET /careers/resume': () => reply(server.current) });
  return { server, calls };
}

const push = (status: JobStatus, jobId = 'job-r1') =>
  act(async () => {
    emitRealtimeEvent(REALTIME_EVENTS.job, { jobId, kind: 'resume-parse', ...status });
  });

// Always by name: the upload form has a progress bar of its own ("Upload progress"), shown from
// the upload's start until the page moves on, so an unnamed query can catch that one at 100 %.
const READING_BAR = { name: 'Progress of reading your resume' };
const progressBar = () => screen.getByRole('progressbar', READING_BAR);
const findProgressBar = () => screen.findByRole('progressbar', READING_BAR);

beforeEach(() => signInAs());
afterEach(() => {
  signOut();
  act(() => clearAnnouncements());
});

it('follows the reading to its end and continues to the jobs for purpose recommend', async () => {
  const { server } = serve(readingReply(40));
  const { user } = open('recommend');
  expect(screen.getByRole('heading', { level: 1, name: 'Reading Your Resume' })).toBeVisible();
  expect(await screen.findByText(/We are reading your resume/)).toBeVisible();
  expect(progressBar()).toHaveAttribute('value', '40');
  expect(progressBar()).toHaveAttribute('aria-valuetext', '40% done');
  expect(screen.getByText('Reading your resume')).toBeVisible();

  // Another job's events are not this page's.
  await push({ state: 'running', progress: 70, stage: 'Converting', error: null }, 'job-other');
  expect(progressBar()).toHaveAttribute('value', '40');

  // Within the same quarter and stage there is nothing to say; a new stage is said.
  await push({ state: 'running', progress: 45, stage: 'Reading your resume', error: null });
  expect(progressBar()).toHaveAttribute('value', '45');
  expect(announced()).not.toContain('45% done');
  await push({ state: 'running', progress: 90, stage: 'Understanding your resume', error: null });
  expect(progressBar()).toHaveAttribute('value', '90');
  expect(screen.getByText('Understanding your resume')).toBeVisible();
  expect(announced()).toContain('Understanding your resume: 90% done.');

  server.current = resumeReply();
  await push({ state: 'succeeded', progress: 100, stage: null, error: null });
  const next = await screen.findByRole('button', { name: 'Continue to Job Opportunities' });
  expect(next).toHaveFocus();
  expect(next).toHaveAccessibleDescription('Next, see the jobs recommended for you.');
  expect(screen.getByText('Your resume has been read.', { selector: 'p' })).toBeVisible();
  expect(announced()).toContain('Your resume has been read.');
  expect(screen.getByRole('link', { name: 'Check what we understood' })).toHaveAttribute(
    'href',
    '/opportunity/resume',
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  await user.click(next);
  expect(await screen.findByRole('heading', { name: 'Job Opportunities page' })).toBeVisible();
});

it('asks the server every few seconds when no event comes, and continues to the chatbot otherwise', async () => {
  jest.useFakeTimers();
  try {
    const { server, calls } = serve(readingReply(10, null));
    open('career');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(progressBar()).toHaveAttribute('value', '10');
    server.current = readingReply(60, 'Reading your resume');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(progressBar()).toHaveAttribute('value', '60');
    expect(announced()).toContain('Reading your resume: 60% done.');
    server.current = resumeReply();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(screen.getByRole('button', { name: 'Continue to the career assistant' })).toHaveFocus();
    // Once it is done, the page stops asking.
    const asked = calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    expect(calls).toHaveLength(asked);
  } finally {
    jest.useRealTimers();
  }
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Continue to the career assistant' }));
  expect(await screen.findByRole('heading', { name: 'Career chatbot page' })).toBeVisible();
});

it('says why the reading failed and offers the form again, for the same purpose', async () => {
  const { server } = serve(readingReply(40));
  const { user } = open('career');
  await findProgressBar();
  server.current = failedReply('This PDF is password-protected.');
  await push({
    state: 'failed',
    progress: 40,
    stage: null,
    error: 'This PDF is password-protected.',
  });
  expect(
    await screen.findByText('Your resume could not be read. This PDF is password-protected.'),
  ).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('heading', { level: 2, name: 'Upload your resume again' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute(
    'href',
    '/opportunity/chatbot',
  );

  // Uploading again comes back here, and the page follows the new reading.
  const again = installFakeApi({
    'GET /careers/resume': () => reply(readingReply(5, 'Reading your resume')),
    'POST /careers/resume': () => reply(readingReply(0, null)),
  });
  await user.upload(screen.getByLabelText('Your resume (required)'), pdfFile('unlocked.pdf'));
  await user.click(screen.getByRole('button', { name: 'Upload resume' }));
  expect(await findProgressBar()).toHaveAttribute('value', '5');
  expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  expect(screen.queryByText(/password-protected/)).not.toBeInTheDocument();
  expect(again.map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /careers/resume',
    'GET /careers/resume',
  ]);
});

it('offers the form for jobs, without Skip, when purpose recommend fails', async () => {
  serve(failedReply(null));
  open('recommend');
  expect(await screen.findByText('Your resume could not be read.')).toHaveAttribute(
    'role',
    'alert',
  );
  expect(screen.getByLabelText('Your resume (required)')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Skip' })).not.toBeInTheDocument();
});

it('asks for a resume when there is none to read', async () => {
  serve(noResumeReply());
  open('recommend');
  expect(await screen.findByText('You have not uploaded a resume yet.')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Upload your resume' })).toBeVisible();
});

it('does not move focus when the page opens on a finished reading', async () => {
  serve(resumeReply());
  open('recommend');
  const next = await screen.findByRole('button', { name: 'Continue to Job Opportunities' });
  expect(next).not.toHaveFocus();
});
