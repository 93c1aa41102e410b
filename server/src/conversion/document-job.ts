// The document-conversion job: copies the uploaded PDF into the job's scratch folder, runs the
// converter (off the event loop), stores the result for the owner and tells them, in the
// language they used when they asked, with a link to their requests page.
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db';
import { PermanentJobError, type JobHandler, type JobRecord } from '../jobs/types';
import { inLanguage } from '../language';
import { diskSource, type FilesService } from '../storage/files';
import { conversionText } from './messages';
import {
  attachResult,
  downloadName,
  notifyRequestOwner,
  removeRequest,
  requestById,
  DOCUMENT_JOB_KIND,
  type DocumentJobInput,
  type Notifier,
} from './requests';
import {
  ConversionError,
  ConverterMemoryError,
  type ConversionFailure,
  type ConvertOptions,
  type ConvertProgress,
  type ConvertResult,
} from './types';

export interface DocumentResult {
  [key: string]: string | number;
  resultFileId: string;
  pages: number;
  ocrPages: number;
}

export interface DocumentJobDependencies {
  db: Db;
  files: FilesService;
  notifier: Notifier;
  convert(options: ConvertOptions): Promise<ConvertResult>;
}

/** Why a PDF cannot be converted, for people (also the resume reader's reasons). */
export const FAILURE_MESSAGE: Record<ConversionFailure, Parameters<typeof conversionText>[0]> = {
  encrypted: 'failedEncrypted',
  damaged: 'failedDamaged',
  empty: 'failedEmpty',
  notPdf: 'failedNotPdf',
  tooManyPages: 'failedTooManyPages',
};

/** Overall percent for a converter stage: reading and recognising take most of the time. */
const STAGE_SPAN: Record<ConvertProgress['stage'], [number, number]> = {
  reading: [0, 55],
  recognising: [0, 55],
  structuring: [55, 75],
  writing: [75, 95],
};

function stageText(progress: ConvertProgress, format: string): string {
  const counts = { done: progress.done, total: progress.total };
  switch (progress.stage) {
    case 'reading':
      return conversionText('stageReading', counts);
    case 'recognising':
      return conversionText('stageRecognising', counts);
    case 'structuring':
      return conversionText('stageStructuring');
    case 'writing':
      return conversionText('stageWriting', { format: format.toUpperCase() });
  }
}

export function documentJobHandler(
  deps: DocumentJobDependencies,
): JobHandler<DocumentJobInput, DocumentResult> {
  return {
    kind: DOCUMENT_JOB_KIND,
    maxAttempts: 3,
    // A 1,000-page scanned document at ~1.5 s a page, with room to spare.
    timeoutMs: 3 * 60 * 60_000,

    async run(context) {
      const request = await requestById(deps.db, context.input.requestId);
      // Deleted while queued: nothing to do, and nothing a retry could change.
      if (!request?.source_file_id) throw new PermanentJobError(conversionText('requestNotFound'));
      const say = <T>(compose: () => T): T => inLanguage(request.ui_language, compose);

      const inputPath = join(context.workDir, 'input.pdf');
      await pipeline(await deps.files.open(request.source_file_id), createWriteStream(inputPath));
      let converted: ConvertResult;
      try {
        converted = await deps.convert({
          inputPath,
          workDir: context.workDir,
          format: request.output_format as ConvertOptions['format'],
          language: request.language as ConvertOptions['language'],
          fallbackTitle: request.file_name.replace(/\.pdf$/i, ''),
          signal: context.signal,
          onProgress: (progress) => {
            const [from, to] = STAGE_SPAN[progress.stage];
            const share = progress.total > 0 ? progress.done / progress.total : 0;
            context.progress(
              Math.round(from + (to - from) * share),
              say(() => stageText(progress, request.output_format)),
            );
          },
        });
      } catch (error) {
        if (error instanceof ConversionError)
          throw new PermanentJobError(say(() => conversionText(FAILURE_MESSAGE[error.reason])));
        // The same PDF would exceed the limit again: retrying cannot help.
        if (error instanceof ConverterMemoryError)
          throw new PermanentJobError(say(() => conversionText('failedTooBig')));
        throw error;
      }

      context.progress(
        96,
        say(() => conversionText('stageSaving')),
      );
      const { size } = await stat(converted.outputPath);
      const name = downloadName(request.file_name, converted.extension);
      const source = await diskSource(name, converted.outputPath, size);
      const resultFileId = await attachResult(
        deps.db,
        deps.files,
        request,
        source,
        converted.contentType,
      );
      return { resultFileId, pages: converted.pages, ocrPages: converted.ocrPages };
    },

    async settled(job: JobRecord<DocumentJobInput, DocumentResult>) {
      await notifyRequestOwner(deps.db, deps.notifier, job, {
        ready: (request) => ({
          title: conversionText('readyTitle', { fileName: request.file_name }),
          body: conversionText('readyBody', { format: request.output_format.toUpperCase() }),
        }),
        failedTitle: (request) => conversionText('failedTitle', { fileName: request.file_name }),
        link: (request) => `/docaccess?request=${request.id}`,
      });
    },

    async cleanUp(job) {
      await removeRequest(deps.db, deps.files, job.input.requestId);
    },
  };
}
