// Every text of the document conversion pages: English inline (also the fallback), Hindi and
// Telugu in messages.hi.ts and messages.te.ts, loaded on demand. Page titles and the sidebar and
// header labels live in remote.json.
import { defineMessages } from '@nclude/shared';

export const conversionMessages = {
  // Previous requests (/docaccess)
  requestsHeading: 'Previous Requests',
  fromNotification: '(from your notification)',
  requestsIntro:
    'Your document conversions. Finished ones can be downloaded here; the list updates by itself.',
  convertLink: 'Convert a new document',
  searchLabel: 'Search your requests',
  searchPlaceholder: 'Search document name or tags...',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  loadingRequests: 'Loading your requests…',
  loadFailed: 'Your requests could not be loaded. {reason}',
  noRequests: 'You have no conversion requests yet.',
  noMatches: 'No requests match “{search}”.',
  matchCount: 'Requests matching “{search}”: {count}.',
  listHeading: 'Your requests',
  tableCaption: 'Your requests, page {page} of {pages}',
  paginationLabel: 'Pages of your requests',
  columnFile: 'File name',
  columnTag: 'Tag',
  columnCreated: 'Created',
  columnFormat: 'Output format',
  columnStatus: 'Status',
  columnActions: 'Actions',
  noTag: 'None',
  statusSuccess: 'Success',
  statusInProgress: 'In Progress',
  statusFailed: 'Failed',
  statusCancelled: 'Cancelled',
  waitingToStart: 'Waiting to start',
  progressLabel: 'Progress of {fileName}',
  progressText: '{percent}% done',
  failedWithoutReason: 'The conversion failed.',
  downloadFile: 'download {fileName}',
  download: 'Download',
  downloading: 'Downloading {fileName}…',
  downloadFailed: '{fileName} could not be downloaded. {reason}',
  retry: 'Retry',
  retryFile: 'Retry {fileName}',
  retried: '{fileName} is being converted again.',
  cancel: 'Cancel',
  cancelFile: 'Cancel the conversion of {fileName}',
  cancelTitle: 'Cancel the conversion of {fileName}?',
  cancelText: 'The conversion stops. You can start it again later with Retry.',
  cancelConfirm: 'Cancel conversion',
  keepConverting: 'Keep converting',
  cancelled: 'The conversion of {fileName} was cancelled.',
  delete: 'Delete',
  deleteFile: 'Delete {fileName}',
  deleteTitle: 'Delete {fileName}?',
  deleteText: 'The request and its converted file are removed. This cannot be undone.',
  deleteConfirm: 'Delete',
  keepIt: 'Keep it',
  deleted: '{fileName} was deleted.',
  actionFailed: 'That did not work. {reason}',
  isReady: '{fileName} is ready',
  hasFailed: '{fileName} could not be converted: {reason}',
  wasCancelled: 'The conversion of {fileName} was cancelled',

  // Output formats and document languages
  formatHtml: 'HTML',
  formatDocx: 'DOCX',
  formatEpub: 'EPUB',
  languageAuto: 'Automatic',
  languageEn: 'English',
  languageHi: 'Hindi',
  languageTe: 'Telugu',

  // Convert document (/docaccess/new)
  convertHeading: 'Convert Document',
  aboutLead: 'To read what this service does and which formats it makes,',
  clickHere: 'click here',
  aboutTitle: 'About document conversion',
  aboutText:
    'Upload a PDF and we turn it into an accessible document: its headings, paragraphs, lists, tables and images with their descriptions, in reading order. Scanned pages are read with text recognition.',
  aboutFormats: 'You can choose one of these output formats:',
  aboutHtml:
    'HTML: a web page that follows your font size and colours, for screen readers and browsers.',
  aboutDocx: 'DOCX: a Word document with real heading styles, lists and tables.',
  aboutEpub: 'EPUB: an e-book for reading apps and braille displays.',
  aboutNotify:
    'When the conversion is ready you get a notification with a link to it, and you can download it under Previous Requests.',
  fileLabel: 'PDF document (required)',
  fileHint: 'Supported Input Formats: PDF. Max file size limit - 300 MB',
  fileRequired: 'Choose a PDF file to convert.',
  outputLabel: 'Output format (required)',
  outputRequired: 'Output format is mandatory.',
  languageLabel: 'Document language',
  languageHint: 'Automatic tells the language from the text. Choose one for a scanned document.',
  tagLabel: 'Tag (optional)',
  tagHint:
    'A word to find this request by later, at most {max} characters. Your earlier tags are suggested.',
  tagTooLong: 'Enter a tag of at most {max} characters.',
  convert: 'Convert',
  uploading: 'Uploading…',
  disabledHint: 'Please fill out all required fields to enable the button.',
  uploadStarted: 'Uploading {fileName}.',
  uploadFailed: '{fileName} was not uploaded. {reason}',

  // Processing (/docaccess/uploading)
  processingHeading: 'Processing Your Uploaded File',
  processingNamed:
    'We are converting {fileName}. A notification with a download link will be sent to you when it is ready.',
  processingText:
    'We are converting your file. A notification with a download link will be sent to you when it is ready.',
  processingList: 'You can also follow its progress under Previous Requests.',
  okGotIt: 'Ok, Got it',
} as const;

export const m = defineMessages(conversionMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});

export type ConversionMessageKey = Parameters<typeof m>[0];
