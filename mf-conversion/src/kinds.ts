// The two kinds of conversion this remote offers, PDF documents (/docaccess) and captions of audio
// and video (/avaccess): one description each, read by the same list, form and processing pages.
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_OUTPUT_FORMATS,
  isMidiFile,
  isPdfFileName,
  MEDIA_EXTENSIONS,
  MEDIA_OUTPUT_FORMATS,
  t,
} from '@nclude/shared';
import { mediaOptions, type ConversionCollection } from './conversionApi';
import { durationLabel, exceedsMegabytes, megabytes } from './labels';
import { m, type ConversionMessageKey } from './messages';

/** What the upload form may offer: fixed for documents, the server's options for media. */
export interface FormSettings {
  /** False when this server cannot convert the kind at all; `reason` says why. */
  available: boolean;
  reason: string | null;
  /** The engine doing the work and a note on its accuracy, for people; null when not said. */
  engine: string | null;
  engineNote: string | null;
  formats: readonly string[];
  /** The preselected output format; '' when the user must choose one. */
  defaultFormat: string;
  languages: readonly string[];
  defaultLanguage: string;
  /** The file field's hint, in the reader's language at the time it is shown. */
  fileHint: () => string;
  /** Why this file cannot be sent, said on the field as soon as it is chosen; null if it may be. */
  refuseFile: (file: File) => string | null;
}

/** The message keys of the texts that differ between the kinds. */
export interface KindTexts {
  requestsIntro: ConversionMessageKey;
  convertLink: ConversionMessageKey;
  searchPlaceholder: ConversionMessageKey;
  noRequests: ConversionMessageKey;
  convertHeading: ConversionMessageKey;
  aboutTitle: ConversionMessageKey;
  aboutText: ConversionMessageKey;
  aboutNotify: ConversionMessageKey;
  fileLabel: ConversionMessageKey;
  fileRequired: ConversionMessageKey;
  outputLabel: ConversionMessageKey;
  languageLabel: ConversionMessageKey;
  languageHint: ConversionMessageKey;
  processingNamed: ConversionMessageKey;
  processingText: ConversionMessageKey;
}

export interface ConversionKind {
  /** The API collection: /conversion/documents or /conversion/media. */
  collection: ConversionCollection;
  /** The list's path; the form, the processing page and the transcripts live under it. */
  basePath: '/docaccess' | '/avaccess';
  texts: KindTexts;
  /** Every output format of the kind, listed in the "click here" dialog until the form knows more. */
  formats: readonly string[];
  /** A finished request has a transcript page (basePath/transcript/:requestId). */
  hasTranscript: boolean;
  /** The file input's `accept`: what the browser's picker offers first. */
  accept: string;
  /** Fixed settings, or the call that fetches them. */
  settings: FormSettings | ((signal: AbortSignal) => Promise<FormSettings>);
}

export const DOCUMENTS: ConversionKind = {
  collection: 'documents',
  basePath: '/docaccess',
  texts: {
    requestsIntro: 'requestsIntro',
    convertLink: 'convertLink',
    searchPlaceholder: 'searchPlaceholder',
    noRequests: 'noRequests',
    convertHeading: 'convertHeading',
    aboutTitle: 'aboutTitle',
    aboutText: 'aboutText',
    aboutNotify: 'aboutNotify',
    fileLabel: 'fileLabel',
    fileRequired: 'fileRequired',
    outputLabel: 'outputLabel',
    languageLabel: 'languageLabel',
    languageHint: 'languageHint',
    processingNamed: 'processingNamed',
    processingText: 'processingText',
  },
  formats: DOCUMENT_OUTPUT_FORMATS,
  hasTranscript: false,
  accept: '.pdf,application/pdf',
  settings: {
    available: true,
    reason: null,
    engine: null,
    engineNote: null,
    formats: DOCUMENT_OUTPUT_FORMATS,
    defaultFormat: '',
    languages: DOCUMENT_LANGUAGES,
    defaultLanguage: 'auto',
    // Spec 02 §5: the 300 MB of the hint is display only; the server enforces its own limit.
    fileHint: () => m('fileHint'),
    refuseFile: (file) => (isPdfFileName(file.name) ? null : t('pdfOnly')),
  },
};

async function mediaSettings(signal: AbortSignal): Promise<FormSettings> {
  const options = await mediaOptions(signal);
  return {
    available: options.available,
    reason: options.reason,
    engine: options.engine,
    engineNote: options.engineNote,
    formats: options.formats,
    // TXT is the spec's one media output, so it stays the default.
    defaultFormat: options.formats.includes('txt') ? 'txt' : (options.formats[0] ?? ''),
    languages: options.languages,
    defaultLanguage: options.languages.includes('en') ? 'en' : (options.languages[0] ?? ''),
    fileHint: () =>
      m('mediaFileHint', {
        maxUploadMb: options.maxUploadMb,
        duration: durationLabel(options.maxDurationMinutes),
      }),
    refuseFile: (file) => {
      if (isMidiFile(file.name, file.type)) return m('midiRefused', { fileName: file.name });
      if (exceedsMegabytes(file.size, options.maxUploadMb))
        return m('fileTooLarge', {
          fileName: file.name,
          size: megabytes(file.size),
          max: options.maxUploadMb,
        });
      return null;
    },
  };
}

export const MEDIA: ConversionKind = {
  collection: 'media',
  basePath: '/avaccess',
  texts: {
    requestsIntro: 'requestsIntroMedia',
    convertLink: 'convertLinkMedia',
    searchPlaceholder: 'searchPlaceholderMedia',
    noRequests: 'noRequestsMedia',
    convertHeading: 'convertMediaHeading',
    aboutTitle: 'aboutTitleMedia',
    aboutText: 'aboutTextMedia',
    aboutNotify: 'aboutNotifyMedia',
    fileLabel: 'mediaFileLabel',
    fileRequired: 'mediaFileRequired',
    outputLabel: 'mediaOutputLabel',
    languageLabel: 'spokenLanguageLabel',
    languageHint: 'spokenLanguageHint',
    processingNamed: 'processingNamedMedia',
    processingText: 'processingTextMedia',
  },
  formats: MEDIA_OUTPUT_FORMATS,
  hasTranscript: true,
  accept: [...MEDIA_EXTENSIONS.map((extension) => `.${extension}`), 'audio/*', 'video/*'].join(','),
  settings: mediaSettings,
};

/** Each kind by its API collection. */
export const KINDS: Record<ConversionCollection, ConversionKind> = {
  documents: DOCUMENTS,
  media: MEDIA,
};
