// Requests as the server lists them, for this remote's tests.
import type {
  ConversionListReply,
  ConversionRequest,
  MediaOptionsReply,
  TranscriptReply,
} from '@nclude/shared/api-schemas';
import type { FakeReply } from '@nclude/shared/testing';

export function request(changes: Partial<ConversionRequest> = {}): ConversionRequest {
  return {
    id: 'req-1',
    fileName: 'report.pdf',
    tag: 'Work',
    createdAt: '2025-11-18T12:00:00.000Z',
    outputFormat: 'html',
    language: 'auto',
    isDownloadable: false,
    url: null,
    downloadName: null,
    status: { state: 'running', progress: 40, stage: 'Reading page 3 of 12', error: null },
    jobId: 'job-1',
    ...changes,
  };
}

export const succeeded = (changes: Partial<ConversionRequest> = {}) =>
  request({
    isDownloadable: true,
    url: '/v1/api/conversion/documents/req-1/download',
    downloadName: 'report.html',
    status: { state: 'succeeded', progress: 100, stage: null, error: null },
    ...changes,
  });

export function listReply(
  documents: ConversionRequest[],
  totalBooks = documents.length,
  tags: string[] = [],
): FakeReply {
  const body: ConversionListReply = { success: true, documents, totalBooks, tags };
  return { body };
}

/** A finished captions request, as the media list gives it. */
export const captioned = (changes: Partial<ConversionRequest> = {}) =>
  request({
    id: 'media-1',
    fileName: 'lecture.mp4',
    tag: 'Physics',
    outputFormat: 'vtt',
    language: 'en',
    isDownloadable: true,
    url: '/v1/api/conversion/media/media-1/download',
    downloadName: 'lecture.vtt',
    status: { state: 'succeeded', progress: 100, stage: null, error: null },
    jobId: 'job-m1',
    ...changes,
  });

export function mediaOptionsReply(changes: Partial<MediaOptionsReply> = {}): FakeReply {
  const body: MediaOptionsReply = {
    success: true,
    available: true,
    reason: null,
    engine: 'pocketsphinx (US English)',
    engineNote: 'Its captions are rough: check names and numbers.',
    languages: ['en'],
    formats: ['txt', 'vtt', 'srt'],
    maxUploadMb: 200,
    maxDurationMinutes: 180,
    ...changes,
  };
  return { body };
}

export function transcriptReply(changes: Partial<TranscriptReply> = {}): TranscriptReply {
  return {
    success: true,
    request: captioned(),
    engine: 'pocketsphinx (US English)',
    engineNote: null,
    mediaKind: 'video',
    durationSeconds: 75,
    cues: [
      { start: 0.5, end: 4, lines: ['Good morning, everyone.'] },
      { start: 4, end: 9.25, lines: ['Today we look at how', 'light bends in water.'] },
      { start: 65, end: 70, lines: ['That is all for today.'] },
    ],
    mediaUrl: '/v1/api/conversion/media/media-1/media?token=first',
    captionsUrl: '/v1/api/conversion/media/media-1/captions?token=first',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...changes,
  };
}
