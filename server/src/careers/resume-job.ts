// Reading a resume, as a background job: the PDF goes through the document converter (its
// reading order, two columns, and recognition of scanned pages) into the document model, which
// the resume parser reads into fields. The result is kept on the person's resume profile; they
// are told when it is ready (and asked to check it) or why it could not be read.
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Language } from '@nclude/shared/contracts';
import {
  ConversionError,
  ConverterMemoryError,
  conversionText,
  FAILURE_MESSAGE,
  type convertPdf,
  type DocumentModel,
} from '../conversion';
import type { Db } from '../db';
import { PermanentJobError, type JobHandler, type JobRecord } from '../jobs/types';
import { inLanguage } from '../language';
import type { NotificationService } from '../notifications/service';
import type { FilesService } from '../storage/files';
import { careerText } from './messages';
import { parseResume } from './resume-parser';

export const RESUME_JOB_KIND = 'resume-parse';

export interface ResumeJobInput {
  [key: string]: string;
  userId: string;
  fileId: string;
  /** The person's interface language when they uploaded it. */
  language: Language;
}

export interface ResumeJobResult {
  [key: string]: number;
  skills: number;
  experience: number;
}

export interface ResumeJobDependencies {
  db: Db;
  files: FilesService;
  notifications: NotificationService;
  convert: typeof convertPdf;
}

export function resumeJobHandler(
  deps: ResumeJobDependencies,
): JobHandler<ResumeJobInput, ResumeJobResult> {
  return {
    kind: RESUME_JOB_KIND,
    maxAttempts: 3,
    timeoutMs: 10 * 60_000,

    async run(context) {
      const { userId, fileId, language } = context.input;
      const say = (compose: () => string) => inLanguage(language, compose);
      const inputPath = join(context.workDir, 'resume.pdf');
      await pipeline(await deps.files.open(fileId), createWriteStream(inputPath));
      context.progress(
        5,
        say(() => careerText('stageReading')),
      );
      let model: DocumentModel;
      try {
        const result = await deps.convert({
          inputPath,
          workDir: context.workDir,
          format: 'model',
          language: 'auto',
          fallbackTitle: 'Resume',
          signal: context.signal,
          onProgress: ({ done, total }) =>
            context.progress(
              5 + (total > 0 ? (80 * done) / total : 0),
              say(() => careerText('stageReading')),
            ),
        });
        model = JSON.parse(await readFile(result.outputPath, 'utf8')) as DocumentModel;
      } catch (error) {
        if (error instanceof ConversionError)
          throw new PermanentJobError(
            say(() =>
              error.reason === 'empty'
                ? careerText('resumeEmpty')
                : conversionText(FAILURE_MESSAGE[error.reason]),
            ),
          );
        if (error instanceof ConverterMemoryError)
          throw new PermanentJobError(say(() => conversionText('failedTooBig')));
        throw error;
      }
      context.progress(
        90,
        say(() => careerText('stageUnderstanding')),
      );
      const parsed = parseResume(model);
      const now = new Date().toISOString();
      // Only the person's current reading is kept: after a newer upload, its own job writes.
      await deps.db
        .updateTable('resume_profiles')
        .set({ parsed: JSON.stringify(parsed), reviewed: 0, updated_at: now })
        .where('user_id', '=', userId)
        .where('file_id', '=', fileId)
        // Null while the upload is still recording which job reads it.
        .where((eb) => eb.or([eb('job_id', '=', context.jobId), eb('job_id', 'is', null)]))
        .execute();
      return { skills: parsed.skills.length, experience: parsed.experience.length };
    },

    async settled(job: JobRecord<ResumeJobInput, ResumeJobResult>) {
      if (job.state === 'cancelled') return;
      const { userId, language } = job.input;
      const ready = job.state === 'succeeded';
      await inLanguage(language, () =>
        deps.notifications.notify(userId, {
          kind: ready ? 'resume-ready' : 'resume-failed',
          title: ready ? careerText('resumeReadyTitle') : careerText('resumeFailedTitle'),
          body: ready ? careerText('resumeReadyBody') : (job.error ?? ''),
          link: ready ? '/opportunity/resume' : '/resumeforjobs',
        }),
      );
    },
  };
}
