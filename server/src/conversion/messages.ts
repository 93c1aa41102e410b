// The document conversion area's texts (English; Hindi and Telugu beside it). Stage texts,
// failures and notifications are written in the language the owner used when they asked.
import { defineMessages } from '@nclude/shared/messages';

export const conversionMessages = {
  accepted: 'Your document has been uploaded and is being converted.',
  requestNotFound: 'Request not found',
  outputFormatRequired: 'Output format is mandatory.',
  outputFormatInvalid: 'Choose HTML, DOCX or EPUB as the output format.',
  languageInvalid: 'Choose the document language: automatic, English, Hindi or Telugu.',
  tagTooLong: 'A tag can have at most {max} characters.',
  tooManyActiveDocuments:
    'You already have {count} documents waiting or being converted. Please try again when one of them is ready.',
  tooManyActiveMedia:
    'You already have {count} files waiting or being captioned. Please try again when one of them is ready.',
  fileRequired: 'Choose a PDF document to convert.',
  deleted: 'The request and its files have been deleted.',
  cancelled: 'The conversion has been cancelled.',
  restarted: 'The conversion has started again.',
  notRestartable: 'Only a failed or cancelled conversion can be started again.',
  notCancellable: 'This conversion has already ended.',
  resultNotReady: 'The converted file is not ready yet.',
  // Stages, while it runs
  stageQueued: 'Waiting to start',
  stageReading: 'Reading page {done} of {total}',
  stageRecognising: 'Recognising the text of page {done} of {total}',
  stageStructuring: 'Finding headings, lists and tables',
  stageWriting: 'Writing the {format} file',
  stageSaving: 'Saving the result',
  // Why a PDF cannot be converted
  failedEncrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  failedDamaged:
    'This PDF is damaged and cannot be read. Save it again from the program that made it and upload the new copy.',
  failedEmpty: 'This PDF has no pages or no content to convert.',
  failedNotPdf: 'The file is not a PDF document.',
  failedTooBig:
    'This PDF needs more memory to convert than the server allows. Split it into smaller parts.',
  failedTooManyPages:
    'This PDF has too many pages to convert at once. Split it into smaller parts.',
  // Notifications
  readyTitle: '{fileName} is ready',
  readyBody: 'The {format} version can be downloaded from your previous requests.',
  failedTitle: '{fileName} could not be converted',
} as const;

export const conversionText = defineMessages(conversionMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
