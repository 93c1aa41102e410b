// The recommendations' relevance set (server/careers/ranking-judgements.json: synthetic job
// seekers with corporate postings of the sample catalogue graded 0–3 by hand) and nDCG@k, for the
// ranking tests and `pnpm bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobPostingInput } from '@nclude/shared/api-schemas';
import type { DisabilityType } from '@nclude/shared/options';
import type { JobPostingsTable } from '../../src/db/schema';
import type { CandidateProfile } from '../../src/careers/ranking';

// import.meta.url, not __dirname: the file also runs as an ES module under tsx (`pnpm bench`).
const CAREERS = fileURLToPath(new URL('../../careers', import.meta.url));

export interface Judgement {
  id: string;
  description: string;
  resume: {
    skills: string[];
    experience: { title: string; years: number }[];
    education: string[];
    summary: string;
  };
  disability: DisabilityType;
  /** externalId → grade (3 excellent, 2 good, 1 plausible); unlisted postings are 0. */
  relevant: Record<string, number>;
}

export function judgements(): Judgement[] {
  return JSON.parse(readFileSync(join(CAREERS, 'ranking-judgements.json'), 'utf8')) as Judgement[];
}

export function sampleCatalogue(): JobPostingInput[] {
  return JSON.parse(readFileSync(join(CAREERS, 'sample-jobs.json'), 'utf8')) as JobPostingInput[];
}

/** The sample catalogue's open corporate postings as rows, ids = externalIds, as of `today`. */
export function corporateRows(today: string): JobPostingsTable[] {
  return sampleCatalogue()
    .filter((job) => job.job_category === 'corporate_job')
    .filter((job) => job.closesOn === null || job.closesOn >= today)
    .map((job) => ({
      id: job.externalId,
      source: job.source,
      external_id: job.externalId,
      job_category: job.job_category,
      company: job.company,
      title: job.title,
      address: job.address,
      logo_url: job.logo_url ?? null,
      job_detail_link: job.jobDetailLink ?? null,
      job_nature: job.job_nature,
      work_experience: job.work_experience,
      required_education: job.required_education,
      responsibilities: job.responsibilities,
      min_qualification: job.minQualification,
      pref_qualification: job.prefQualification,
      about_job: job.aboutJob,
      pwd_details: job.pwd_details,
      suitable_for: JSON.stringify(job.suitableFor),
      accommodations: JSON.stringify(job.accommodations),
      posted_on: job.postedOn,
      closes_on: job.closesOn,
      contact_email: job.contactEmail,
      sample: 1,
      status: 'open',
      search_text: '',
      created_at: '2026-11-25T00:00:00.000Z',
      updated_at: '2026-11-25T00:00:00.000Z',
    }));
}

export function profileOf(judgement: Judgement): CandidateProfile {
  return {
    skills: judgement.resume.skills,
    titles: judgement.resume.experience.map((entry) => entry.title),
    years: judgement.resume.experience.reduce((sum, entry) => sum + entry.years, 0),
    education: judgement.resume.education,
    disability: judgement.disability,
    preferredRole: null,
  };
}

/** nDCG@k of a ranking (ids, best first) against graded relevance. */
export function ndcgAt(k: number, ranked: string[], relevant: Record<string, number>): number {
  const gain = (grade: number, rank: number) => (2 ** grade - 1) / Math.log2(rank + 2);
  const dcg = ranked.slice(0, k).reduce((sum, id, rank) => sum + gain(relevant[id] ?? 0, rank), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, rank) => sum + gain(grade, rank), 0);
  return ideal === 0 ? 1 : dcg / ideal;
}

/** Reason texts as the server writes them in English. */
export const ENGLISH_REASONS = {
  skills: (list: string) => `Matches your skills: ${list}`,
  suits: (disability: string) => `suits ${disability}`,
  experience: (years: string) => `fits your ${years} years of experience`,
  freshers: () => 'open to freshers',
  role: (title: string) => `Close to your work as ${title}`,
};
