// Every text of the resume pages (Career Discovery, Resume for Job Recommendations, Reading Your
// Resume, What We Understood): English inline (also the fallback), Hindi and Telugu in
// messages.hi.ts and messages.te.ts, loaded on demand. Page titles live in remote.json; the
// upload form's texts in ../messages.ts.
import { defineMessages, getLanguage, manifestText, type RemoteManifest } from '@nclude/shared';
import manifest from '../../remote.json';

export const resumeMessages = {
  // Shared by the pages
  checkUnderstood: 'Check what we understood',
  seeReading: 'See how the reading is going',
  uploadHeading: 'Upload your resume',
  uploadAgainHeading: 'Upload your resume again',
  readFailed: 'Your resume could not be read. {reason}',
  readFailedNoReason: 'Your resume could not be read.',
  readCancelled: 'The reading of your resume was stopped before it finished.',

  // Career Discovery (/opportunity, /opportunity/new)
  discoveryIntro:
    'The career assistant talks with you about your work and studies and suggests careers, skills to learn and next steps that suit you.',
  discoveryAskResume:
    'Upload your resume so it starts from your real skills and experience instead of asking about each one. We read it, and you can check and correct what we understood.',

  // Resume for Job Recommendations (/resumeforjobs)
  jobsWhy:
    'Job recommendations are made from your resume: we match your skills, experience and education with corporate job postings, and say why each job is suggested.',
  jobsAskResume: 'Upload your latest resume to get them.',
  haveResume: 'You have already uploaded your resume, {fileName}. Your recommendations use it.',
  haveResumeUnnamed: 'You have already uploaded your resume. Your recommendations use it.',
  stillReading: 'Your resume, {fileName}, is still being read.',
  stillReadingUnnamed: 'Your resume is still being read.',
  seeJobs: 'See Job Opportunities',
  uploadNewerHeading: 'Upload a newer resume',
  uploadNewerHint: 'A new upload replaces the resume you have now, and it is read again.',

  // Reading Your Resume (/opportunity/uploadingResume/:purpose)
  readingIntro:
    'We are reading your resume to understand your skills, experience and education. This usually takes a minute. You may leave this page: a notification tells you when it is done.',
  progressLabel: 'Progress of reading your resume',
  progressText: '{percent}% done',
  waitingToStart: 'Waiting to start',
  readingStage: 'Reading your resume',
  progressNews: '{stage}: {percent}% done.',
  readDone: 'Your resume has been read.',
  nextJobs: 'Next, see the jobs recommended for you.',
  nextChat: 'Next, talk about your career with the career assistant.',
  continueJobs: 'Continue to Job Opportunities',
  continueChat: 'Continue to the career assistant',
  checkUnderstoodWhy:
    'Suggestions are made from what we understood. You can correct it at any time.',
  noResume: 'You have not uploaded a resume yet.',
  noReading: 'We have no reading of your resume. Upload it again to have it read.',

  // What We Understood (/opportunity/resume)
  reviewIntro:
    'This is what we read from your resume. Job recommendations and the career assistant use it, so correct anything we got wrong, add what is missing, and save.',
  reviewFile: 'Read from {fileName}.',
  checkedByYou: 'Checked by you',
  reviewNoResume: 'You have not uploaded a resume yet, so there is nothing to check.',
  reviewStillReading:
    'Your resume is still being read. What we understood appears here when it is done.',
  reviewNotRead: 'Your resume has not been read yet.',
  goUpload: 'Upload your resume',
  goUploadAgain: 'Upload your resume again',
  linesHintMax: 'One per line, at most {max}.',

  sectionContact: 'Contact details',
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  locationLabel: 'Location',
  linksLabel: 'Links (LinkedIn, GitHub, portfolio)',

  sectionSummary: 'Summary',
  summaryLabel: 'About you',
  summaryHint: 'A few sentences about you and your work, at most {max} characters.',

  sectionSkills: 'Skills',
  skillsLabel: 'Your skills',

  sectionExperience: 'Experience',
  experienceEntry: 'Experience {n}',
  experienceNamed: 'Experience {n}: {name}',
  titleAtEmployer: '{title} at {employer}',
  jobTitleLabel: 'Job title',
  employerLabel: 'Employer',
  periodLabel: 'Period',
  periodHint: 'As you would write it, for example “Jun 2019 – Present” or “2018 – 2020”.',
  experienceDetailsLabel: 'What you did',
  addExperience: 'Add experience',
  removeExperience: 'Remove experience {n}',
  removeExperienceNamed: 'Remove experience {n}: {name}',
  experienceAdded: 'Experience {n} added.',
  experienceRemoved: 'Experience {n} removed.',
  noExperience: 'No experience listed.',
  experienceFull: 'You can list at most {max} experience entries.',

  sectionEducation: 'Education',
  educationEntry: 'Education {n}',
  educationNamed: 'Education {n}: {name}',
  degreeAtInstitution: '{degree}, {institution}',
  degreeLabel: 'Degree or course',
  institutionLabel: 'School, college or university',
  gradeLabel: 'Grade',
  gradeHint: 'For example “8.2 CGPA” or “78%”. Leave it empty if you prefer.',
  addEducation: 'Add education',
  removeEducation: 'Remove education {n}',
  removeEducationNamed: 'Remove education {n}: {name}',
  educationAdded: 'Education {n} added.',
  educationRemoved: 'Education {n} removed.',
  noEducation: 'No education listed.',
  educationFull: 'You can list at most {max} education entries.',

  sectionProjects: 'Projects',
  projectEntry: 'Project {n}',
  projectNamed: 'Project {n}: {name}',
  projectNameLabel: 'Project name',
  projectDetailsLabel: 'About the project',
  addProject: 'Add project',
  removeProject: 'Remove project {n}',
  removeProjectNamed: 'Remove project {n}: {name}',
  projectAdded: 'Project {n} added.',
  projectRemoved: 'Project {n} removed.',
  noProjects: 'No projects listed.',
  projectsFull: 'You can list at most {max} projects.',

  sectionCertifications: 'Certifications',
  certificationsLabel: 'Your certifications',
  sectionLanguages: 'Languages',
  languagesLabel: 'Languages you know',

  save: 'Save changes',
  saving: 'Saving your changes',
  saved: 'Your changes are saved. Recommendations now use them.',
  saveFailed: 'Your changes could not be saved. {reason}',
  showNewReading: 'Check the new reading',
  tooLong: 'Use at most {max} characters; this has {count}.',
  lineTooLong: 'Line {line} is longer than {max} characters.',
  tooManyLines: 'Use at most {max} lines; this has {count}.',
  fieldIn: '{entry}, {field}',
} as const;

export const m = defineMessages(resumeMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});

type TitleKey =
  'titleCareerDiscovery' | 'titleReadingResume' | 'titleWhatWeUnderstood' | 'titleResumeForJobs';

/** A page's h1: its title in remote.json, so the tab's title and the heading never differ. */
export function pageTitle(key: TitleKey): string {
  return manifestText((manifest as RemoteManifest).messages, key, getLanguage());
}
