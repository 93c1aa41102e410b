// /v1/api/careers: the person's job lists (the spec's jobs call: jobs, totalJobCount), read
// marks, recommended jobs (the spec's plain array, each with its reason), applying and the
// history of applications, and their resume (upload, read as a background job, corrections).
// /v1/api/admin/jobs: postings for administrators (add, edit, close, list) and feed imports with
// a report per row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApplicationParams,
  ApplicationReply,
  FeedParams,
  JobFeedsReply,
  AdminJobSaved,
  AdminJobsQuery,
  AdminJobsReply,
  ApplicationsReply,
  ImportReply,
  ApplyBody,
  ApplyReply,
  JobParams,
  JobPostingInput,
  JobsQuery,
  JobsReply,
  RecommendedQuery,
  RecommendedReply,
  ResumeReply,
  ResumeSaveBody,
  SuccessMessage,
  multipartSchema,
  withErrors,
  JobCategory,
  JOB_PAGE_SIZE,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { feedText, IMPORT_FILE_BYTES, importPostings, ImportError } from './importer';
import { careerText } from './messages';
import type { JobPostings } from './postings';
import type { CareersService } from './service';
import { badRequest, conflict, notFound } from '../errors';
import type { FeedScheduler } from './feeds';
import type { FilesService, FileSource } from '../storage/files';
import { multipartBody, uploadedFile } from '../storage/multipart';
import { readFile } from 'node:fs/promises';

export interface CareersRoutesOptions {
  careers: CareersService;
  files: FilesService;
  /** Makes an upload the person's resume (the profile's one rule for it). */
  replaceResume: (userId: string, source: FileSource) => Promise<string>;
}

export const careersRoutes: FastifyPluginAsyncTypebox<CareersRoutesOptions> = async (
  app,
  { careers, files, replaceResume },
) => {
  const signedIn = app.requireSession;
  const security = [{ bearer: [] }];
  const tags = ['careers'];

  app.get(
    '/jobs',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Open jobs of a category (government_job by default), newest first, 10 a page',
        querystring: JobsQuery,
        response: withErrors(JobsReply),
      },
    },
    async (request) =>
      careers.listJobs(sessionOf(request), {
        category: request.query.job_category ?? 'government_job',
        page: request.query.page ?? 1,
        limit: request.query.limit ?? JOB_PAGE_SIZE,
        search: request.query.search ?? '',
      }),
  );

  app.get(
    '/jobs/recommended',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Corporate jobs ranked for you from your resume, each with the reason',
        description:
          'A plain array (the spec’s shape). 409 with a message when there is no resume yet, or while it is being read.',
        querystring: RecommendedQuery,
        response: withErrors(RecommendedReply),
      },
    },
    async (request) =>
      careers.recommended(sessionOf(request), {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? JOB_PAGE_SIZE,
      }),
  );

  app.post(
    '/jobs/:jobId/read',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Mark a job as read (opened)',
        params: JobParams,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      await careers.markRead(sessionOf(request), request.params.jobId);
      return { success: true as const, message: '' };
    },
  );

  app.post(
    '/jobs/:jobId/apply',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Apply: your name, contact details and resume go to the employer by email',
        description:
          'The first application needs {consent: true}; later ones may send false. A closed job answers 409, a second application 409 with its date.',
        params: JobParams,
        body: ApplyBody,
        response: withErrors(ApplyReply),
      },
    },
    async (request) =>
      careers.apply(sessionOf(request), request.params.jobId, request.body.consent),
  );

  app.get(
    '/applications',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Your applications, newest first, and what applying shares',
        response: withErrors(ApplicationsReply),
      },
    },
    async (request) => careers.applications(sessionOf(request)),
  );

  app.get(
    '/applications/:applicationId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'One of your applications (another person’s is not found)',
        params: ApplicationParams,
        response: withErrors(ApplicationReply),
      },
    },
    async (request) => ({
      success: true as const,
      application: await careers.application(sessionOf(request), request.params.applicationId),
    }),
  );

  app.get(
    '/resume',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Your resume as understood, and the reading in progress',
        response: withErrors(ResumeReply),
      },
    },
    async (request) => careers.resume(sessionOf(request)),
  );

  const resumeLimitMb = Math.round(files.limitFor('resume') / 1048576);
  app.post(
    '/resume',
    {
      onRequest: signedIn,
      preValidation: multipartBody({
        fileField: 'file',
        maxFileBytes: files.limitFor('resume'),
        maxFields: 2,
        maxFieldBytes: 1024,
      }),
      schema: {
        tags,
        security,
        summary: 'Upload your resume (a PDF); it replaces the one on your profile and is read',
        description: `A PDF (by content) of at most ${resumeLimitMb} MB. Reading it is a background job: its progress arrives as realtime \`job\` events and in GET /resume.`,
        consumes: ['multipart/form-data'],
        body: multipartSchema({}),
        response: withErrors(ResumeReply),
      },
    },
    async (request) =>
      careers.uploadResume(sessionOf(request), uploadedFile(request), replaceResume),
  );

  app.put(
    '/resume',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Save your corrections to what was understood',
        body: ResumeSaveBody,
        response: withErrors(ResumeReply),
      },
    },
    async (request) => careers.saveResume(sessionOf(request), request.body),
  );
};

export interface AdminJobsRoutesOptions {
  postings: JobPostings;
  feeds: FeedScheduler;
  feedIntervalMinutes: number;
}

const ImportBody = multipartSchema({
  source: Type.Optional(Type.String({ maxLength: 200 })),
  job_category: Type.Optional(JobCategory),
  contactEmail: Type.Optional(Type.String({ maxLength: 320 })),
});

export const adminJobsRoutes: FastifyPluginAsyncTypebox<AdminJobsRoutesOptions> = async (
  app,
  { postings, feeds, feedIntervalMinutes },
) => {
  const onRequest = app.requireRole('admin');
  const security = [{ bearer: [] }];
  const tags = ['admin'];

  app.post(
    '/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Add a job posting, or update the one with the same source and externalId',
        description: 'Updating a posting an administrator closed keeps it closed.',
        body: JobPostingInput,
        response: withErrors(AdminJobSaved),
      },
    },
    async (request) => ({ success: true as const, ...(await postings.upsert(request.body)) }),
  );

  app.get(
    '/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every posting, newest first: open, closed, or past its closing date',
        querystring: AdminJobsQuery,
        response: withErrors(AdminJobsReply),
      },
    },
    async (request) => {
      const { jobs, total } = await postings.adminList({
        category: request.query.job_category ?? null,
        state: request.query.state ?? 'all',
        page: request.query.page ?? 1,
        limit: request.query.limit ?? JOB_PAGE_SIZE,
        search: request.query.search ?? '',
      });
      return { success: true as const, jobs, totalJobCount: total };
    },
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const)
    app.post(
      `/:jobId/${action}`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: closed
            ? 'Close a posting before its closing date (filled, withdrawn)'
            : 'Open a closed posting again',
          params: JobParams,
          response: withErrors(SuccessMessage),
        },
      },
      async (request) => {
        const job = await postings.row(request.params.jobId);
        if (!job) throw notFound(careerText('jobNotFound'));
        await postings.setClosed(job.id, closed);
        return {
          success: true as const,
          message: careerText(closed ? 'postingClosed' : 'postingReopened', { title: job.title }),
        };
      },
    );

  app.get(
    '/feeds',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The feeds imported on a schedule (JOB_FEEDS), each with its last run',
        response: withErrors(JobFeedsReply),
      },
    },
    async () => ({
      success: true as const,
      intervalMinutes: feedIntervalMinutes,
      feeds: await feeds.status(),
    }),
  );

  app.post(
    '/feeds/:name/run',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Import a scheduled feed now',
        description: '409 while a run of it is still going.',
        params: FeedParams,
        response: withErrors(SuccessMessage),
      },
    },
    async (request) => {
      const { name } = request.params;
      const outcome = await feeds.runNow(name);
      if (outcome === 'unknown') throw notFound(careerText('feedNotFound', { name }));
      if (outcome === 'running') throw conflict(careerText('feedRunning', { name }));
      return { success: true as const, message: careerText('feedStarted', { name }) };
    },
  );

  app.post(
    '/import',
    {
      onRequest,
      preValidation: multipartBody({
        fileField: 'file',
        maxFileBytes: IMPORT_FILE_BYTES,
        maxFields: 4,
        maxFieldBytes: 1024,
      }),
      schema: {
        tags,
        security,
        summary: 'Import a feed: CSV, JSON, or schema.org JobPosting JSON-LD (alone or in HTML)',
        description:
          'Each row is checked on its own and reported: added, updated, unchanged, or refused with its problems. Rows without a source, category or contact email take the form’s.',
        consumes: ['multipart/form-data'],
        body: ImportBody,
        response: withErrors(ImportReply),
      },
    },
    async (request) => {
      const file = uploadedFile(request);
      if (!file || file.size === 0) throw badRequest(careerText('importFileRequired'));
      try {
        const text = feedText(await readFile(file.path));
        const report = await importPostings(postings, text, {
          source: request.body.source?.trim() || `Admin import: ${file.fileName}`.slice(0, 200),
          category: request.body.job_category,
          contactEmail: request.body.contactEmail?.trim() || undefined,
        });
        return {
          success: true as const,
          message: careerText('importDone', {
            added: report.added,
            updated: report.updated,
            unchanged: report.unchanged,
            refused: report.refused,
          }),
          ...report,
        };
      } catch (error) {
        if (error instanceof ImportError) throw badRequest(error.message);
        throw error;
      }
    },
  );
};
