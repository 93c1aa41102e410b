// /v1/api/conversion/documents: PDF documents converted to accessible HTML, DOCX or EPUB, as
// background jobs. The list keeps the spec's shape (documents, totalBooks) and adds what the
// pages need to show progress, failures and downloads. Captions of audio and video reuse these
// shapes under /v1/api/conversion/media, plus the engine's options and the transcript.
import { Type, type Static } from '@sinclair/typebox';
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_OUTPUT_FORMATS,
  ID_MAX,
  MEDIA_LANGUAGES,
  MEDIA_OUTPUT_FORMATS,
  REQUEST_PAGE_SIZE,
  REQUEST_PAGE_SIZE_MAX,
  SEARCH_MAX,
  TAG_MAX,
} from '../validation';
import { SuccessMessage, multipartSchema } from './common';
import { JobStatus } from './jobs';

export const DocumentOutputFormat = Type.Union(
  DOCUMENT_OUTPUT_FORMATS.map((format) => Type.Literal(format)),
);
export const DocumentLanguage = Type.Union(
  DOCUMENT_LANGUAGES.map((language) => Type.Literal(language)),
);

export const ConversionRequest = Type.Object({
  id: Type.String(),
  /** The uploaded file's name as the user chose it. */
  fileName: Type.String(),
  tag: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  outputFormat: Type.String({ description: 'html, docx or epub (txt, vtt or srt for media)' }),
  language: Type.String({ description: 'auto, en, hi or te' }),
  /** The spec's flag: true once the result can be downloaded. */
  isDownloadable: Type.Boolean(),
  /** API address of the result (GET with the bearer token); null until it exists. */
  url: Type.Union([Type.String(), Type.Null()]),
  /** The name the result downloads under: the original name with the output's extension. */
  downloadName: Type.Union([Type.String(), Type.Null()]),
  status: JobStatus,
  /** The job doing the work: realtime `job` events name it (JobEvent.jobId). */
  jobId: Type.Union([Type.String(), Type.Null()]),
});
export type ConversionRequest = Static<typeof ConversionRequest>;

export const ConversionListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: REQUEST_PAGE_SIZE_MAX, default: REQUEST_PAGE_SIZE }),
  ),
  search: Type.Optional(
    Type.String({
      maxLength: SEARCH_MAX,
      description: 'Case-insensitive part of a file name or tag, across all the user’s requests',
    }),
  ),
});
export type ConversionListQuery = Static<typeof ConversionListQuery>;

export const ConversionListReply = Type.Object({
  success: Type.Literal(true),
  documents: Type.Array(ConversionRequest),
  /** The spec's name for the number of matching requests (all pages). */
  totalBooks: Type.Integer({ minimum: 0 }),
  /** Every tag the user has used, for the tag field's suggestions. */
  tags: Type.Array(Type.String()),
});
export type ConversionListReply = Static<typeof ConversionListReply>;

/** POST /conversion/documents: the spec's fields, plus the document language. */
export const DocumentUploadBody = multipartSchema(
  {
    // Optional in the schema so a missing one gets the product's message from the service.
    output_format: Type.Optional(Type.String({ maxLength: 10, description: 'html, docx or epub' })),
    tag: Type.Optional(Type.String({ maxLength: TAG_MAX * 4 })),
    language: Type.Optional(
      Type.String({ maxLength: 10, description: 'auto (default), en, hi, te' }),
    ),
  },
  { name: 'file', description: 'The PDF to convert' },
);
export type DocumentUploadBody = Static<typeof DocumentUploadBody>;

export const ConversionRequestReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  document: ConversionRequest,
});
export type ConversionRequestReply = Static<typeof ConversionRequestReply>;

export const ConversionRequestParams = Type.Object({
  requestId: Type.String({ maxLength: ID_MAX }),
});
export type ConversionRequestParams = Static<typeof ConversionRequestParams>;

/** DELETE /conversion/documents/:requestId. */
export const ConversionDeleteReply = SuccessMessage;

export const MediaOutputFormat = Type.Union(MEDIA_OUTPUT_FORMATS.map((f) => Type.Literal(f)));
export const MediaLanguage = Type.Union(MEDIA_LANGUAGES.map((code) => Type.Literal(code)));

/** POST /conversion/media: the spec's fields (tag, audio), plus the output and spoken language. */
export const MediaUploadBody = multipartSchema(
  {
    output_format: Type.Optional(
      Type.String({ maxLength: 10, description: 'txt (default), vtt or srt' }),
    ),
    tag: Type.Optional(Type.String({ maxLength: TAG_MAX * 4 })),
    language: Type.Optional(
      Type.String({ maxLength: 10, description: 'The spoken language: en (default), hi, te' }),
    ),
  },
  { name: 'audio', description: 'The audio or video file to caption' },
);
export type MediaUploadBody = Static<typeof MediaUploadBody>;

/** GET /conversion/media/options: what the form may offer on this server. */
export const MediaOptionsReply = Type.Object({
  success: Type.Literal(true),
  /** False when the server cannot caption (ffmpeg or the engine missing); `reason` says why. */
  available: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** The engine that makes the captions, for people ("pocketsphinx (US English)"). */
  engine: Type.Union([Type.String(), Type.Null()]),
  /** Said beside the engine when its accuracy is low; null for a good engine. */
  engineNote: Type.Union([Type.String(), Type.Null()]),
  /** The spoken languages the engine recognises (a subset of en, hi, te). */
  languages: Type.Array(MediaLanguage),
  formats: Type.Array(MediaOutputFormat),
  maxUploadMb: Type.Integer({ minimum: 1 }),
  maxDurationMinutes: Type.Integer({ minimum: 1 }),
});
export type MediaOptionsReply = Static<typeof MediaOptionsReply>;

export const TranscriptCue = Type.Object({
  /** Seconds from the start of the media. */
  start: Type.Number({ minimum: 0 }),
  end: Type.Number({ minimum: 0 }),
  /** The cue's lines (at most two of at most 42 characters). */
  lines: Type.Array(Type.String()),
});
export type TranscriptCue = Static<typeof TranscriptCue>;

/** GET /conversion/media/:requestId/transcript: the transcript page's data. */
export const TranscriptReply = Type.Object({
  success: Type.Literal(true),
  request: ConversionRequest,
  /** The engine that made these captions, for people. */
  engine: Type.String(),
  engineNote: Type.Union([Type.String(), Type.Null()]),
  /** video (shown in a video player) or audio. */
  mediaKind: Type.Union([Type.Literal('audio'), Type.Literal('video')]),
  durationSeconds: Type.Number({ minimum: 0 }),
  cues: Type.Array(TranscriptCue),
  /**
   * Addresses for <video>/<audio> and <track>, which cannot send the bearer header: each carries
   * a token for this request and this user that expires (`expiresAt`); fetch the transcript again
   * for new ones.
   */
  mediaUrl: Type.String(),
  captionsUrl: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type TranscriptReply = Static<typeof TranscriptReply>;

/** The `token` query parameter of the media and captions addresses. */
export const MediaTokenQuery = Type.Object({
  token: Type.String({ maxLength: 512 }),
});
export type MediaTokenQuery = Static<typeof MediaTokenQuery>;
