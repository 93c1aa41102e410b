// Careers: the person's resume as the portal understood it, job postings (government and
// corporate), recommendations with their reasons, and applications. The spec's job fields keep
// their names except `responsibilities`, spelled correctly (the spec's `resposibilites` was a
// typo the issue asked to fix in the API too).
import { Type, type Static } from '@sinclair/typebox';
import { DISABILITY_TYPES } from '../options';
import { RESUME_LIMITS } from '../validation';
import { Text } from './common';
import { JobStatus } from './jobs';

const L = RESUME_LIMITS;
const line = (max: number = L.entryLine) => Type.String({ maxLength: max });
const lines = (limit: { items: number; length: number }) =>
  Type.Array(line(limit.length), { maxItems: limit.items });

/** A period of work or study as written ("Jun 2019 – Present") and as dates ("2019-06"). */
export const ResumePeriod = Type.Object({
  /** As the resume says it. */
  text: line(L.period),
  /** "YYYY-MM" or "YYYY"; null when not given or not readable. */
  start: Type.Union([Type.String({ pattern: '^\\d{4}(-\\d{2})?$' }), Type.Null()]),
  /** "YYYY-MM" or "YYYY"; null when current or not given. */
  end: Type.Union([Type.String({ pattern: '^\\d{4}(-\\d{2})?$' }), Type.Null()]),
  /** "Present", "Current", "till date", "now". */
  current: Type.Boolean(),
});
export type ResumePeriod = Static<typeof ResumePeriod>;

export const ResumeExperience = Type.Object({
  title: line(),
  employer: line(),
  period: Type.Union([ResumePeriod, Type.Null()]),
  /** What the person did, one line per item. */
  details: lines(L.details),
});
export type ResumeExperience = Static<typeof ResumeExperience>;

export const ResumeEducation = Type.Object({
  /** "B.Com", "Bachelor of Technology in Computer Science", "Class XII". */
  degree: line(),
  institution: line(),
  period: Type.Union([ResumePeriod, Type.Null()]),
  /** "8.2 CGPA", "78%"; empty when not given. */
  grade: line(L.grade),
});
export type ResumeEducation = Static<typeof ResumeEducation>;

export const ResumeProject = Type.Object({
  name: line(),
  details: lines(L.details),
});
export type ResumeProject = Static<typeof ResumeProject>;

/** A resume as the parser read it; the person reviews and corrects it ("What we understood"). */
export const ParsedResume = Type.Object({
  contact: Type.Object({
    name: line(L.name),
    email: line(L.email),
    phone: line(L.phone),
    location: line(L.location),
    /** LinkedIn, GitHub, a portfolio… */
    links: lines(L.links),
  }),
  summary: Text(L.summary, { multiline: true }),
  skills: lines(L.skills),
  experience: Type.Array(ResumeExperience, { maxItems: L.experience }),
  education: Type.Array(ResumeEducation, { maxItems: L.education }),
  projects: Type.Array(ResumeProject, { maxItems: L.projects }),
  certifications: lines(L.certifications),
  languages: lines(L.languages),
});
export type ParsedResume = Static<typeof ParsedResume>;

export const JOB_CATEGORIES = ['government_job', 'corporate_job'] as const;
export const JobCategory = Type.Union(JOB_CATEGORIES.map((category) => Type.Literal(category)));
export type JobCategory = Static<typeof JobCategory>;

export const Disability = Type.Union(DISABILITY_TYPES.map((type) => Type.Literal(type)));

/**
 * A job posting as an importer, an administrator or the sample catalogue gives it. Text fields
 * are plain text (line breaks kept); dates are "YYYY-MM-DD".
 */
/** Text with at least one letter that is not a space (spaces alone are trimmed to nothing). */
export const NOT_BLANK = '\\S';

export const JobPostingInput = Type.Object({
  /** The source's own id for the posting: imports update the posting with the same one. */
  externalId: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }),
  job_category: JobCategory,
  company: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }),
  title: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }),
  address: Type.String({ maxLength: 300 }),
  logo_url: Type.Optional(Type.String({ format: 'web-address', maxLength: 2048 })),
  /** The posting on the employer's or recruiter's own site. */
  jobDetailLink: Type.Optional(Type.String({ format: 'web-address', maxLength: 2048 })),
  /** "Full-time", "Part-time", "Contract", "Internship", "Work from home"… */
  job_nature: Type.String({ maxLength: 100 }),
  /** "0-2 years", "Freshers", "5+ years". */
  work_experience: Type.String({ maxLength: 100 }),
  required_education: Type.String({ maxLength: 300 }),
  responsibilities: Text(5000, { multiline: true }),
  minQualification: Text(1000, { multiline: true }),
  prefQualification: Text(1000, { multiline: true }),
  aboutJob: Text(5000, { multiline: true }),
  /** What the posting says for persons with disabilities (reservation, facilities). */
  pwd_details: Text(2000, { multiline: true }),
  /** Which of the 21 specified disabilities the role suits. */
  suitableFor: Type.Array(Disability, { maxItems: DISABILITY_TYPES.length }),
  /** Workplace accommodations offered ("Screen reader (NVDA) on office computers"). */
  accommodations: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
  postedOn: Type.String({ format: 'date' }),
  closesOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** Where the posting came from ("Sample catalogue", "NCS feed", an employer). */
  source: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }),
  /** Receives applications; never shown to people browsing. */
  contactEmail: Type.String({ format: 'email', maxLength: 320 }),
  /** Written for this project to try the portal: shown as such, never a real vacancy. */
  sample: Type.Optional(Type.Boolean()),
});
export type JobPostingInput = Static<typeof JobPostingInput>;

/** A posting as people browsing see it (the partner's email is never shown). */
export const Job = Type.Object({
  _id: Type.String(),
  job_category: JobCategory,
  company: Type.String(),
  title: Type.String(),
  address: Type.String(),
  logo_url: Type.Union([Type.String(), Type.Null()]),
  jobDetailLink: Type.Union([Type.String(), Type.Null()]),
  job_nature: Type.String(),
  work_experience: Type.String(),
  required_education: Type.String(),
  responsibilities: Type.String(),
  minQualification: Type.String(),
  prefQualification: Type.String(),
  aboutJob: Type.String(),
  pwd_details: Type.String(),
  suitableFor: Type.Array(Type.String()),
  accommodations: Type.Array(Type.String()),
  postedOn: Type.String(),
  closesOn: Type.Union([Type.String(), Type.Null()]),
  source: Type.String(),
  sample: Type.Boolean(),
  /** The person has opened it (kept on the server). */
  markAsRead: Type.Boolean(),
});
export type Job = Static<typeof Job>;

export const JOB_PAGE_SIZE = 10;

export const JobsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: JOB_PAGE_SIZE })),
  job_category: Type.Optional(JobCategory),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Case-insensitive part of the company, title, responsibilities or address',
    }),
  ),
});
export type JobsQuery = Static<typeof JobsQuery>;

export const JobsReply = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(Job),
  totalJobCount: Type.Integer({ minimum: 0 }),
});
export type JobsReply = Static<typeof JobsReply>;

/** A recommended posting with the reason it is recommended, in the reader's language. */
export const RecommendedJob = Type.Composite([
  Job,
  Type.Object({
    /** "Matches your skills: SQL, Excel · suits low vision · fits your 3 years of experience" */
    reason: Type.String(),
    /** Skills of the resume that the posting names. */
    matchedSkills: Type.Array(Type.String()),
  }),
]);
export type RecommendedJob = Static<typeof RecommendedJob>;

export const RecommendedQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: JOB_PAGE_SIZE })),
});
export type RecommendedQuery = Static<typeof RecommendedQuery>;

/** The spec's answer: a plain array of jobs (the best first). */
export const RecommendedReply = Type.Array(RecommendedJob);
export type RecommendedReply = Static<typeof RecommendedReply>;

export const JobParams = Type.Object({ jobId: Type.String({ maxLength: 64 }) });

export const POSTING_STATES = ['open', 'closed', 'expired'] as const;
/** open; closed by an administrator; or past its closing date. */
export const PostingState = Type.Union(POSTING_STATES.map((state) => Type.Literal(state)));
export type PostingState = Static<typeof PostingState>;

export const AdminJobsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: JOB_PAGE_SIZE })),
  job_category: Type.Optional(JobCategory),
  state: Type.Optional(Type.Union([PostingState, Type.Literal('all')])),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AdminJobsQuery = Static<typeof AdminJobsQuery>;

/** A posting as administrators see it: what people see, and how it is run. */
export const AdminJob = Type.Composite([
  Job,
  Type.Object({
    externalId: Type.String(),
    /** Where applications go. */
    contactEmail: Type.String(),
    state: PostingState,
    /** How many applications were sent. */
    applications: Type.Integer({ minimum: 0 }),
    updatedAt: Type.String(),
  }),
]);
export type AdminJob = Static<typeof AdminJob>;

export const AdminJobsReply = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(AdminJob),
  totalJobCount: Type.Integer({ minimum: 0 }),
});
export type AdminJobsReply = Static<typeof AdminJobsReply>;

export const AdminJobSaved = Type.Object({
  success: Type.Literal(true),
  id: Type.String(),
  outcome: Type.Union([Type.Literal('added'), Type.Literal('updated'), Type.Literal('unchanged')]),
});
export type AdminJobSaved = Static<typeof AdminJobSaved>;

export const ImportOutcome = Type.Union([
  Type.Literal('added'),
  Type.Literal('updated'),
  Type.Literal('unchanged'),
  Type.Literal('refused'),
]);

/** One posting of a feed and what became of it. */
export const ImportReportRow = Type.Object({
  /** The posting's place in the feed, from 1. */
  row: Type.Integer(),
  externalId: Type.Union([Type.String(), Type.Null()]),
  title: Type.Union([Type.String(), Type.Null()]),
  outcome: ImportOutcome,
  /** Why it was refused, each as the API would say it. */
  problems: Type.Array(Type.String()),
});
export type ImportReportRow = Static<typeof ImportReportRow>;

export const ImportReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  format: Type.Union([Type.Literal('csv'), Type.Literal('json'), Type.Literal('jsonld')]),
  rows: Type.Array(ImportReportRow),
  added: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  refused: Type.Integer(),
});
export type ImportReply = Static<typeof ImportReply>;

/** A feed imported on a schedule (JOB_FEEDS) and its last run. */
export const JobFeedStatus = Type.Object({
  name: Type.String(),
  /** Its address, or the path of its file on the server. */
  location: Type.String(),
  lastRun: Type.Union([
    Type.Object({
      jobId: Type.Union([Type.String(), Type.Null()]),
      startedAt: Type.String(),
      /** The run's job: queued, running, succeeded, failed, cancelled; null once deleted. */
      state: Type.Union([Type.String(), Type.Null()]),
      finishedAt: Type.Union([Type.String(), Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
      result: Type.Union([
        Type.Object({
          format: Type.String(),
          added: Type.Integer(),
          updated: Type.Integer(),
          unchanged: Type.Integer(),
          refused: Type.Integer(),
          refusedRows: Type.Array(
            Type.Object({
              row: Type.Integer(),
              title: Type.Union([Type.String(), Type.Null()]),
              problems: Type.Array(Type.String()),
            }),
          ),
        }),
        Type.Null(),
      ]),
    }),
    Type.Null(),
  ]),
  nextRunAt: Type.String(),
});
export type JobFeedStatus = Static<typeof JobFeedStatus>;

export const JobFeedsReply = Type.Object({
  success: Type.Literal(true),
  intervalMinutes: Type.Integer(),
  feeds: Type.Array(JobFeedStatus),
});
export type JobFeedsReply = Static<typeof JobFeedsReply>;

export const FeedParams = Type.Object({ name: Type.String({ maxLength: 200 }) });
export type JobParams = Static<typeof JobParams>;

export const ApplyBody = Type.Object({
  /** The person agreed that their name, contact details and resume go to the employer. */
  consent: Type.Boolean(),
});
export type ApplyBody = Static<typeof ApplyBody>;

/** What went to the employer with an application. */
export const SharedDetails = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** The resume file's name, or empty when none was sent. */
  resume: Type.String(),
});
export type SharedDetails = Static<typeof SharedDetails>;

export const Application = Type.Object({
  id: Type.String(),
  appliedAt: Type.String({ format: 'date-time' }),
  job: Job,
  shared: SharedDetails,
});
export type Application = Static<typeof Application>;

export const ApplyReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  application: Application,
});
export type ApplyReply = Static<typeof ApplyReply>;

export const ApplicationParams = Type.Object({ applicationId: Type.String({ maxLength: 64 }) });

export const ApplicationReply = Type.Object({
  success: Type.Literal(true),
  application: Application,
});
export type ApplicationReply = Static<typeof ApplicationReply>;

export const ApplicationsReply = Type.Object({
  success: Type.Literal(true),
  applications: Type.Array(Application),
  /** What applying shares, as it would be sent now (shown before the first application). */
  sharing: SharedDetails,
  /** The person agreed to share it once already. */
  consented: Type.Boolean(),
});
export type ApplicationsReply = Static<typeof ApplicationsReply>;

/** The person's resume as the portal holds it. */
export const ResumeReply = Type.Object({
  success: Type.Literal(true),
  /** A resume has been uploaded (the spec's `resume` storage flag comes from this). */
  hasResume: Type.Boolean(),
  /** Largest resume accepted, in MB (said on the form). */
  maxUploadMb: Type.Number(),
  fileName: Type.Union([Type.String(), Type.Null()]),
  /** What was understood; null until the first reading finishes. */
  parsed: Type.Union([ParsedResume, Type.Null()]),
  /** The person has checked (and perhaps corrected) it. */
  reviewed: Type.Boolean(),
  /** The reading in progress or last done; null when there was none. */
  jobId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([JobStatus, Type.Null()]),
});
export type ResumeReply = Static<typeof ResumeReply>;

/** The corrected resume ("What we understood"). */
export const ResumeSaveBody = Type.Object({
  /**
   * The reading being corrected (ResumeReply.jobId): a resume uploaded since, elsewhere, is not
   * overwritten with corrections of the one before.
   */
  jobId: Type.String({ maxLength: 64 }),
  /** Periods whose text changed are read again by the server: their dates here are ignored. */
  resume: ParsedResume,
});
export type ResumeSaveBody = Static<typeof ResumeSaveBody>;
