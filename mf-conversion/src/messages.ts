// Every text of the conversion pages (documents, and captions of audio and video): English inline (also the fallback), Hindi and
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

  // Previous requests for audio and video (/avaccess)
  requestsIntroMedia:
    'Your captions of audio and video. Finished ones can be downloaded here, and their transcripts read beside the recording; the list updates by itself.',
  convertLinkMedia: 'Caption a new audio or video file',
  searchPlaceholderMedia: 'Search media name or tags...',
  noRequestsMedia: 'You have no audio or video requests yet.',
  transcript: 'Transcript',
  transcriptOf: 'Open the transcript of {fileName}',

  // Output formats and document languages
  formatHtml: 'HTML',
  formatDocx: 'DOCX',
  formatEpub: 'EPUB',
  formatTxt: 'TXT',
  formatVtt: 'WebVTT',
  formatSrt: 'SRT',
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

  // Convert media (/avaccess/new)
  convertMediaHeading: 'Convert Media',
  aboutTitleMedia: 'About captions',
  aboutTextMedia:
    'Upload an audio or video recording and we write down what is said in it: captions timed to the recording, and a transcript to read.',
  aboutTxt: 'TXT: the transcript as plain text, to read, search or print.',
  aboutVtt: 'WebVTT: a caption file for web players and YouTube-style video sites.',
  aboutSrt: 'SRT: a caption file for video players, editors and YouTube-style video sites.',
  aboutEngine: 'The captions are made by {engine}.',
  aboutNotifyMedia:
    'When the captions are ready you get a notification with a link to them. Under Previous Requests you can download them or read the transcript beside the recording.',
  loadingOptions: 'Loading what this server can caption…',
  optionsFailed: 'The caption settings could not be loaded. {reason}',
  captionsUnavailable: 'Captions are not available on this server. {reason}',
  mediaFileLabel: 'Audio or video file (required)',
  mediaFileHint:
    'Supported Input Formats: mp3, wav, aac, flac, ogg, wma, m4a, midi, mp4, avi, mov, wmv, mkv, flv. Max file size limit - {maxUploadMb} MB. Recordings up to {duration}.',
  mediaFileRequired: 'Choose an audio or video file to caption.',
  midiRefused:
    '{fileName} is a MIDI file: it holds musical notes, not recorded sound, so there is no speech to caption. Choose an audio or video recording.',
  fileTooLarge: '{fileName} is {size} MB, more than the limit of {max} MB. Choose a smaller file.',
  mediaOutputLabel: 'Output format',
  spokenLanguageLabel: 'Spoken language',
  spokenLanguageHint: 'The language spoken in the recording.',

  // Processing (/docaccess/uploading)
  processingHeading: 'Processing Your Uploaded File',
  processingNamed:
    'We are converting {fileName}. A notification with a download link will be sent to you when it is ready.',
  processingText:
    'We are converting your file. A notification with a download link will be sent to you when it is ready.',
  processingList: 'You can also follow its progress under Previous Requests.',
  okGotIt: 'Ok, Got it',
  processingNamedMedia:
    'We are making captions of {fileName}. A notification with a download link will be sent to you when they are ready.',
  processingTextMedia:
    'We are making captions of your file. A notification with a download link will be sent to you when they are ready.',

  // Transcript (/avaccess/transcript/:requestId)
  transcriptHeading: 'Transcript of {fileName}',
  backToRequests: 'Back to Previous Requests',
  loadingTranscript: 'Loading the transcript…',
  transcriptFailed: 'The transcript could not be loaded. {reason}',
  transcriptNotReady: 'There is no transcript of {fileName} yet. Status: {status}.',
  transcriptNotReadyHint: 'This page shows it as soon as the captions are made.',
  madeBy: 'Captions made by {engine}.',
  playerLabel: 'Recording: {fileName}',
  noPlayer: 'Your browser cannot play this recording; read its transcript instead.',
  mediaFailed: 'The recording could not be played.',
  noCues: 'No speech was found in this recording.',
  cueListHint:
    'Each line starts at the time shown. Choose a line to play the recording from there; the line playing now is marked.',
} as const;

export const m = defineMessages(conversionMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});

export type ConversionMessageKey = Parameters<typeof m>[0];
