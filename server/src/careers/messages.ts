// The careers area's texts (English; Hindi and Telugu beside it): refusals, the reasons of
// recommendations, the resume's parse, and the emails and notifications an application sends.
import { defineMessages } from '@nclude/shared/messages';

export const careerMessages = {
  jobNotFound: 'That job posting does not exist.',
  jobClosed: 'Applications for this job have closed.',
  alreadyApplied: 'You have already applied for this job, on {date}.',
  consentRequired:
    'To apply, first agree that your name, contact details and resume are sent to the employer.',
  resumeRequired: 'Upload your resume first: recommendations are made from it.',
  resumeStillReading: 'Your resume is still being read. The recommendations follow in a moment.',
  resumeNotRead:
    'Your resume could not be read, so there are no recommendations yet. Upload it again as a PDF.',
  resumeReplaced:
    'A newer resume was uploaded while you were checking this one. Check what we understood from the new one.',
  resumeFileRequired: 'Choose your resume, a PDF file.',
  applied: 'Your application for {title} was sent to {company}.',
  resumeSaved: 'Your corrections are saved. Recommendations now use them.',
  // Reasons of recommendations
  reasonSkills: 'Matches your skills: {list}',
  reasonRole: 'Close to your work as {title}',
  reasonSuits: 'suits {disability}',
  reasonExperience: 'fits your {years} years of experience',
  reasonFreshers: 'open to freshers',
  // The resume's parse (a background job)
  stageReading: 'Reading your resume',
  stageUnderstanding: 'Understanding your resume',
  resumeReadyTitle: 'Your resume has been read',
  resumeReadyBody: 'Check what we understood: recommendations are made from it.',
  resumeFailedTitle: 'Your resume could not be read',
  resumeEmpty:
    'No text was found in this PDF, even by recognising its images. Upload a resume saved as a PDF from a word processor.',
  // The application
  appliedTitle: 'Application sent: {title}',
  appliedBody: 'Your details and resume were sent to {company}. They will contact you directly.',
  employerSubject: 'Application for {title} from {name} (via Nclude)',
  employerBody:
    '{name} has applied for the job "{title}" you posted on Nclude, a portal for people with disabilities.\n\nEmail: {email}\nPhone: {phone}\n\nTheir resume is attached. Please reply to them directly.',
  importFileRequired: 'Choose a feed file: CSV, JSON or JSON-LD.',
  importNotText: 'This file is not text: a feed is a CSV, JSON or JSON-LD file in UTF-8.',
  importDone:
    'Import finished: {added} added, {updated} updated, {unchanged} unchanged, {refused} refused.',
  feedNotFound: 'No scheduled feed is named "{name}".',
  feedRunning: 'The feed "{name}" is being imported already.',
  feedStarted: 'The feed "{name}" is being imported. Its report follows on this page.',
  applicationNotFound: 'That application does not exist.',
  importJsonLdInvalid: 'The JSON-LD in this feed cannot be read: it is not valid JSON.',
  importJsonInvalid: 'This JSON feed cannot be read: it is not valid JSON.',
  importJsonShape: 'A JSON feed is a list of postings, or an object with a "jobs" list.',
  importCsvInvalid: 'This CSV file cannot be read: {detail}',
  importEmpty: 'This feed holds no job postings.',
  importTooMany: 'This feed holds {count} postings; at most {max} are imported at once.',
  feedTooLarge: 'The feed is larger than 10 MB.',
  feedAnswered: "The feed's server answered {status}.",
  importNul: 'Field {field} contains a NUL character (U+0000), which no field accepts.',
  notGiven: 'not given',
  postingClosed: '{title} is closed: it no longer appears in the job lists.',
  postingReopened: '{title} is open again.',
} as const;

export const careerText = defineMessages(careerMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
