import { screen } from '@testing-library/react';
import { installFakeApi, renderPage, signInAs, signOut } from '@nclude/shared/testing';
import ResumeForJobsPage from './ResumeForJobsPage';
import { failedReply, noResumeReply, readingReply, reply, resumeReply } from './fixtures';

const render = () => renderPage('/resumeforjobs', '/resumeforjobs', <ResumeForJobsPage />);

beforeEach(() => signInAs());
afterEach(signOut);

it('says why recommendations need a resume and offers the form for jobs', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(noResumeReply()) });
  render();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Resume for Job Recommendations' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Job recommendations are made from your resume/)).toBeVisible();
  expect(await screen.findByLabelText('Your resume (required)')).toBeInTheDocument();
  expect(screen.getByText('Upload your latest resume to get them.')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Upload your resume' })).toBeVisible();
  // Skip belongs to the career purpose only.
  expect(screen.queryByRole('link', { name: 'Skip' })).not.toBeInTheDocument();
});

it('says when a resume is already there, with the way to the jobs and to what we understood', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(resumeReply()) });
  render();
  expect(
    await screen.findByText(
      'You have already uploaded your resume, asha-resume.pdf. Your recommendations use it.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'See Job Opportunities' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  expect(screen.getByRole('link', { name: 'Check what we understood' })).toHaveAttribute(
    'href',
    '/opportunity/resume',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Upload a newer resume' })).toBeVisible();
  expect(screen.getByLabelText('Your resume (required)')).toBeInTheDocument();
});

it('points to the reading while it runs', async () => {
  installFakeApi({ 'GET /careers/resume': () => reply(readingReply()) });
  render();
  expect(
    await screen.findByText('Your resume, asha-resume.pdf, is still being read.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'See how the reading is going' })).toHaveAttribute(
    'href',
    '/opportunity/uploadingResume/recommend',
  );
});

it('says at once why the last reading failed, and asks for the resume again', async () => {
  installFakeApi({
    'GET /careers/resume': () => reply(failedReply('This PDF is password-protected.')),
  });
  render();
  expect(
    await screen.findByText('Your resume could not be read. This PDF is password-protected.'),
  ).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('heading', { level: 2, name: 'Upload your resume again' })).toBeVisible();
});
