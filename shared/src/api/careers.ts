// Careers: the person's resume as the portal understood it, job postings (government and
// corporate), recommendations with their reasons, and applications. The spec's job fields keep
// their names except `responsibilities`, spelled correctly (the spec's `resposibilites` was a
// typo the issue asked to fix in the API too).
import { Type, type Static } from '@sinclair/typebox';
import { DISABILITY_TYPES } from '../options';

/** A period of work or study as written ("Jun 2019 – Present") and as dates ("2019-06"). */
export const ResumePeriod = Type.Object({
  /** As the resume says it. */
  text: Type.String(),
  /** "YYYY-MM" or "YYYY"; null when not given or not readable. */
  start: Type.Union([Type.String(), Type.Null()]),
  /** "YYYY-MM" or "YYYY"; null when current or not given. */
  end: Type.Union([Type.String(), Type.Null()]),
  /** "Present", "Current", "till date", "now". */
  current: Type.Boolean(),
});
export type ResumePeriod = Static<typeof ResumePeriod>;

export const ResumeExperience = Type.Object({
  title: Type.String(),
  employer: Type.String(),
  period: Type.Union([ResumePeriod, Type.Null()]),
  /** What the person did, one line per item. */
  details: Type.Array(Type.String()),
});
export type ResumeExperience = Static<typeof ResumeExperience>;

export const ResumeEducation = Type.Object({
  /** "B.Com", "Bachelor of Technology in Computer Science", "Class XII". */
  degree: Type.String(),
  institution: Type.String(),
  period: Type.Union([ResumePeriod, Type.Null()]),
  /** "8.2 CGPA", "78%"; empty when not given. */
  grade: Type.String(),
});
export type ResumeEducation = Static<typeof ResumeEducation>;

export const ResumeProject = Type.Object({
  name: Type.String(),
  details: Type.Array(Type.String()),
});
export type ResumeProject = Static<typeof ResumeProject>;

/** A resume as the parser read it; the person reviews and corrects it ("What we understood"). */
export const ParsedResume = Type.Object({
  contact: Type.Object({
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    location: Type.String(),
    /** LinkedIn, GitHub, a portfolio… */
    links: Type.Array(Type.String()),
  }),
  summary: Type.String(),
  skills: Type.Array(Type.String()),
  experience: Type.Array(ResumeExperience),
  education: Type.Array(ResumeEducation),
  projects: Type.Array(ResumeProject),
  certifications: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
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
export const JobPostingInput = Type.Object({
  /** The source's own id for the posting: imports update the posting with the same one. */
  externalId: Type.String({ minLength: 1, maxLength: 200 }),
  job_category: JobCategory,
  company: Type.String({ minLength: 1, maxLength: 200 }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  address: Type.String({ maxLength: 300 }),
  logo_url: Type.Optional(Type.String({ maxLength: 2048 })),
  /** The posting on the employer's or recruiter's own site. */
  jobDetailLink: Type.Optional(Type.String({ maxLength: 2048 })),
  /** "Full-time", "Part-time", "Contract", "Internship", "Work from home"… */
  job_nature: Type.String({ maxLength: 100 }),
  /** "0-2 years", "Freshers", "5+ years". */
  work_experience: Type.String({ maxLength: 100 }),
  required_education: Type.String({ maxLength: 300 }),
  responsibilities: Type.String({ maxLength: 5000 }),
  minQualification: Type.String({ maxLength: 1000 }),
  prefQualification: Type.String({ maxLength: 1000 }),
  aboutJob: Type.String({ maxLength: 5000 }),
  /** What the posting says for persons with disabilities (reservation, facilities). */
  pwd_details: Type.String({ maxLength: 2000 }),
  /** Which of the 21 specified disabilities the role suits. */
  suitableFor: Type.Array(Disability, { maxItems: DISABILITY_TYPES.length }),
  /** Workplace accommodations offered ("Screen reader (NVDA) on office computers"). */
  accommodations: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
  postedOn: Type.String({ format: 'date' }),
  closesOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** Where the posting came from ("Sample catalogue", "NCS feed", an employer). */
  source: Type.String({ minLength: 1, maxLength: 200 }),
  /** Receives applications; never shown to people browsing. */
  contactEmail: Type.String({ format: 'email', maxLength: 320 }),
  /** Written for this project to try the portal: shown as such, never a real vacancy. */
  sample: Type.Boolean(),
});
export type JobPostingInput = Static<typeof JobPostingInput>;
