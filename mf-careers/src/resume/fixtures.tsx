// The resume as the server gives it, and the pages rendered among the pages they lead to, for
// this folder's tests (never imported by the pages).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegions, MemoryRouter, Route, Routes, ToastRegion } from '@nclude/shared';
import type { ParsedResume, ResumeReply } from '@nclude/shared/api-schemas';
import type { FakeReply } from '@nclude/shared/testing';

export const PARSED: ParsedResume = {
  contact: {
    name: 'Asha Rao',
    email: 'asha@example.org',
    phone: '9876543210',
    location: 'Hyderabad, Telangana',
    links: ['https://www.linkedin.com/in/asharao'],
  },
  summary: 'Accountant with five years of audits and GST filing.',
  skills: ['Tally', 'GST', 'Excel'],
  experience: [
    {
      title: 'Accountant',
      employer: 'Tata Steel',
      period: { text: 'Jun 2019 – Present', start: '2019-06', end: null, current: true },
      details: ['Monthly GST returns', 'Audit support'],
    },
    {
      title: 'Audit Assistant',
      employer: 'Rao & Co',
      // The parser knew more than the text says (a table column): kept while the text stays.
      period: { text: 'Summer 2018', start: '2018-05', end: '2018-08', current: false },
      details: [],
    },
  ],
  education: [
    {
      degree: 'B.Com',
      institution: 'Osmania University',
      period: { text: '2015 - 2018', start: '2015', end: '2018', current: false },
      grade: '78%',
    },
  ],
  projects: [{ name: 'Expense tracker', details: ['Excel macros for a family shop'] }],
  certifications: ['Tally Prime Certified'],
  languages: ['Telugu', 'Hindi', 'English'],
};

export function resumeReply(changes: Partial<ResumeReply> = {}): ResumeReply {
  return {
    success: true,
    hasResume: true,
    maxUploadMb: 5,
    fileName: 'asha-resume.pdf',
    parsed: PARSED,
    reviewed: false,
    jobId: 'job-r1',
    status: { state: 'succeeded', progress: 100, stage: null, error: null },
    ...changes,
  };
}

/** A resume being read: no `parsed` yet. */
export const readingReply = (progress = 40, stage: string | null = 'Reading your resume') =>
  resumeReply({ parsed: null, status: { state: 'running', progress, stage, error: null } });

export const failedReply = (error: string | null) =>
  resumeReply({ parsed: null, status: { state: 'failed', progress: 40, stage: null, error } });

export const noResumeReply = () =>
  resumeReply({ hasResume: false, fileName: null, parsed: null, jobId: null, status: null });

export const reply = (body: ResumeReply): FakeReply => ({ body });

/** Where the pages lead, as headings a test can wait for. */
const DESTINATIONS: Record<string, string> = {
  '/jobs': 'Job Opportunities page',
  '/opportunity/chatbot': 'Career chatbot page',
  '/opportunity/resume': 'What We Understood page',
  '/resumeforjobs': 'Resume for jobs page',
  '/opportunity/uploadingResume/:purpose': 'Reading page',
};

/** One page at `url`, matched by `pattern`, with the pages it leads to (as renderPage does). */
export function renderResumePage(pattern: string, url: string, page: ReactElement) {
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <LiveRegions />
      <Routes>
        <Route path={pattern} element={page} />
        {Object.entries(DESTINATIONS)
          .filter(([path]) => path !== pattern)
          .map(([path, heading]) => (
            <Route key={path} path={path} element={<h1>{heading}</h1>} />
          ))}
      </Routes>
      <ToastRegion />
    </MemoryRouter>,
  );
  return { user, ...view };
}
