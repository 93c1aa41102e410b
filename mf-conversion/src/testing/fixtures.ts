// Requests as the server lists them, for this remote's tests.
import type { ConversionListReply, ConversionRequest } from '@nclude/shared/api-schemas';
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
