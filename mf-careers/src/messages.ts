// Texts shared by the careers pages (the resume form, used on three of them). Each area keeps its
// own catalogue beside its pages (resume/, jobs/, chat/). English inline (also the fallback),
// Hindi and Telugu in messages.hi.ts and messages.te.ts. Page titles live in remote.json.
import { defineMessages } from '@nclude/shared';

export const careersMessages = {
  resumeFileLabel: 'Your resume (required)',
  resumeFileHint: 'A PDF file of at most {max} MB. Your latest resume gives the best suggestions.',
  resumeFileRequired: 'Choose your resume, a PDF file.',
  resumeNotPdf: '{fileName} is not a PDF. Choose your resume saved as a PDF.',
  resumeTooLarge: '{fileName} is larger than {max} MB. Choose a smaller PDF.',
  resumeIncomplete: 'Choose your resume first; the button then uploads it.',
  uploadResume: 'Upload resume',
  uploadingResume: 'Uploading your resume',
  uploadStarted: 'Uploading {fileName}.',
  uploadFailed: '{fileName} could not be uploaded. {reason}',
  skip: 'Skip',
  skipHint: 'You can talk about your career without a resume; suggestions are better with one.',
  loadingResume: 'Checking your resume…',
  resumeLoadFailed: 'Your resume could not be checked. {reason}',
} as const;

export const m = defineMessages(careersMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
