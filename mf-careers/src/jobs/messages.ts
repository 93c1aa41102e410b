// Every text of the job pages (/jobs and /appliedjob): English inline (also the fallback), Hindi
// and Telugu in messages.hi.ts and messages.te.ts, loaded on demand. The spec's own texts ("Job
// Opportunities", "Government Jobs", "Corporate jobs", "Recommended Jobs", "Apply to this job",
// "Applied to job successfully") are kept word for word in English. Page titles live in
// remote.json; the resume form's texts in ../messages.ts.
import { defineMessages } from '@nclude/shared';

export const jobsMessages = {
  // /jobs: the page and the resume
  jobsHeading: 'Job Opportunities',
  resumeHeading: 'Your resume',
  resumeIntro: 'Upload your latest resume to get job recommendations.',
  resumeOnFile: 'Your resume on file: {fileName}.',
  noResumeYet: 'You have not uploaded a resume yet.',
  resumeBeingRead: 'We are still reading it; recommendations follow once that is done.',
  resumeReadFailed: 'Your resume could not be read. {reason} Upload it again.',
  resumeReadFailedNoReason: 'Your resume could not be read. Upload it again.',
  addResume: 'Add your resume',
  replaceResume: 'Replace your resume',

  // Categories, search and the recommended switch
  categoriesLabel: 'Job categories',
  tabGovernment: 'Government Jobs',
  tabCorporate: 'Corporate jobs',
  searchLabel: 'Search jobs',
  searchHint: 'Looks through the company, job title, responsibilities and address.',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  recommendedSwitch: 'Recommended Jobs',
  switchOn: 'On',
  switchOff: 'Off',
  recommendedHint:
    'Shows the corporate jobs that suit you best, ranked from your resume. A search looks through all corporate jobs again.',

  // The list
  loadingJobs: 'Loading jobs…',
  loadFailed: 'The jobs could not be loaded. {reason}',
  noJobs: 'There are no open jobs in this category right now.',
  jobCountOne: 'One open job.',
  jobCount: '{count} open jobs.',
  matchCountOne: 'One job matches “{search}”.',
  matchCount: '{count} jobs match “{search}”.',
  noMatches: 'No jobs match “{search}”.',
  pageStatus: 'Page {page} of {pages}.',
  listAnnouncement: '{list}. {summary}',
  paginationLabel: 'Pages of jobs',
  recommendedCount: 'Recommended for you, page {page}: {count} jobs, the best first.',
  noRecommendations: 'No corporate job matches your resume closely enough yet.',
  noMoreRecommendations: 'There are no more recommended jobs. Go back a page.',
  recommendedPaginationLabel: 'Pages of recommended jobs',
  recommendedPage: 'Page {page}',
  checkAgain: 'Check again',

  // A job card
  newBadge: 'New',
  sampleBadge: 'Sample posting',
  sampleNote: 'Written to try the portal: this is not a real vacancy.',
  whyRecommended: 'Why it is recommended:',
  experience: 'Experience',
  education: 'Education',
  responsibilities: 'Responsibilities',
  minQualification: 'Minimum qualifications',
  prefQualification: 'Preferred qualifications',
  aboutJob: 'About the job',
  pwdDetails: 'For persons with disabilities',
  suits: 'Suits: {list}',
  accommodations: 'Accommodations at work',
  postedOn: 'Posted on',
  closesOn: 'Applications close on',
  noClosingDate: 'No closing date given',
  source: 'Source',
  jobWebsite: 'See this job on its website',
  opensInNewTab: '(opens in a new tab)',
  applyButton: 'Apply to this job',
  applyButtonContext: '{title} at {company}',
  preparingApplication: 'Checking what applying shares…',
  sendingApplication: 'Sending your application…',
  applyFailed: 'Your application was not sent. {reason}',
  markReadFailed: '{title} could not be marked as read. {reason}',

  // The consent dialog (the first application)
  consentTitle: 'Share your details with {company}?',
  consentIntro: 'To apply for {title}, we send these details to {company} by email:',
  sharedName: 'Name',
  sharedEmail: 'Email',
  sharedPhone: 'Phone',
  sharedResume: 'Resume',
  notGiven: 'Not given',
  noResumeShared: 'None on file: only your contact details are sent.',
  consentOnce:
    'We ask once. Later applications send the same details, as they are on your profile then.',
  agreeAndApply: 'Agree and apply',
  cancel: 'Cancel',

  // /appliedjob
  appliedHeading: 'Applied to job successfully',
  appliedThanks: 'Thank you for applying.',
  appliedPartner:
    'We will let our corporate partner know about your application, but please also apply on the job’s own website.',
  backToJobs: 'Back to Job Opportunities',
  historyHeading: 'Your applications',
  loadingApplications: 'Loading your applications…',
  applicationsFailed: 'Your applications could not be loaded. {reason}',
  noApplications: 'You have not applied for any job yet.',
  company: 'Company',
  appliedOn: 'Applied on',
  sharedWithEmployer: 'Shared with the employer',
  justSent: '(just sent)',
} as const;

export const m = defineMessages(jobsMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
