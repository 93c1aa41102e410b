// Recommended jobs: open corporate postings ranked for one person from their parsed resume and
// account information. The text of each posting (title, qualifications, duties) is searched with
// the person's skills, job titles, preferred role and education (BM25, the knowledge base's word
// handling); the score then weighs whether the posting suits the person's disability and whether
// their experience fits what it asks. Each recommendation carries a one-line reason made only of
// facts found on both sides: skills named in both, the disability the posting lists, the years.
import MiniSearch from 'minisearch';
import type { DisabilityType } from '@nclude/shared/options';
import type { ParsedResume, ResumePeriod } from '@nclude/shared/api-schemas';
import { termsOf, tokenize } from '../assistant/retrieval';
import type { JobPostingsTable } from '../db/schema';

export interface CandidateProfile {
  skills: string[];
  /** Job titles held, most recent first. */
  titles: string[];
  /** Years of work, from the resume's periods. */
  years: number;
  education: string[];
  disability: DisabilityType | null;
  preferredRole: string | null;
}

export interface Recommendation {
  job: JobPostingsTable;
  score: number;
  /** "Matches your skills: SQL, Excel · suits low vision · fits your 3 years of experience" */
  reason: string;
  matchedSkills: string[];
}

/** Weights of the score's parts (text relevance is scaled to 0..1 among the candidates). */
const TEXT_WEIGHT = 0.6;
const SUITS_WEIGHT = 0.25;
const EXPERIENCE_WEIGHT = 0.15;
/** A posting that lists the disabilities it suits and leaves the person's out sinks this much. */
const UNSUITED_PENALTY = 0.3;

interface IndexedPosting {
  id: string;
  title: string;
  skills: string;
  duties: string;
  about: string;
}

/** A "YYYY-MM" or "YYYY" date as a month count; a bare year starts in January, ends in December. */
function monthIndex(date: string, end: boolean): number {
  const [year, month] = date.split('-');
  return Number(year) * 12 + (month ? Number(month) - 1 : end ? 11 : 0);
}

/** Years of work in the resume (months of its periods, overlaps counted once), to a tenth. */
export function yearsOfWork(resume: ParsedResume, today: string): number {
  const now = monthIndex(today.slice(0, 7), true);
  const spans = resume.experience
    .map((entry) => entry.period)
    .filter((period): period is ResumePeriod => period !== null && period.start !== null)
    .map((period) => {
      const from = monthIndex(period.start!, false);
      const to = period.current || !period.end ? now : monthIndex(period.end, true);
      return [from, Math.min(to, now)] as const;
    })
    .filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to) && to >= from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let covered = -Infinity;
  for (const [from, to] of spans) {
    const start = Math.max(from, covered + 1);
    if (to >= start) total += to - start + 1;
    covered = Math.max(covered, to);
  }
  return Math.round((total / 12) * 10) / 10;
}

/** The years a posting asks for: "Freshers" [0, 1], "0-2 years" [0, 2], "5+ years" [5, ∞). */
export function experienceRange(text: string): [number, number] | null {
  const lower = text.toLowerCase();
  if (/fresher|no experience|entry level/.test(lower)) return [0, 1];
  const range = /(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)/.exec(lower);
  if (range) return [Number(range[1]), Number(range[2])];
  const atLeast = /(\d+(?:\.\d+)?)\s*\+|(?:at least|minimum|min\.?)\s*(\d+(?:\.\d+)?)/.exec(lower);
  if (atLeast) return [Number(atLeast[1] ?? atLeast[2]), Infinity];
  const single = /(\d+(?:\.\d+)?)\s*years?/.exec(lower);
  if (single) return [Number(single[1]), Number(single[1]) + 2];
  return null;
}

/** 1 when the years fit the range, lower the further off; 0.5 when the posting does not say. */
export function experienceFit(years: number, range: [number, number] | null): number {
  if (!range) return 0.5;
  const [low, high] = range;
  if (years >= low - 0.5 && years <= high + 2) return 1;
  if (years < low) return Math.max(0, 1 - (low - years) / 3);
  return Math.max(0.3, 1 - (years - high) / 10);
}

function termSet(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((word) => termsOf(word) ?? []));
}

/** The person's skills every word of which the posting's text names. */
function skillsIn(skills: string[], postingTerms: Set<string>): string[] {
  return skills.filter((skill) => {
    const terms = tokenize(skill).flatMap((word) => termsOf(word) ?? []);
    return terms.length > 0 && terms.every((term) => postingTerms.has(term));
  });
}

function postingText(job: JobPostingsTable): string {
  return [
    job.title,
    job.min_qualification,
    job.pref_qualification,
    job.responsibilities,
    job.required_education,
  ].join('\n');
}

/** "Low-vision" → "low vision", as the reason's words. */
function disabilityWords(type: DisabilityType): string {
  return type.toLowerCase().replace(/-/g, ' ');
}

export interface ReasonTexts {
  skills: (list: string) => string;
  suits: (disability: string) => string;
  experience: (years: string) => string;
  freshers: () => string;
  role: (title: string) => string;
}

/** An index of postings, built once per set of postings and searched for each person. */
export class RecommendationIndex {
  private readonly index = new MiniSearch<IndexedPosting>({
    fields: ['title', 'skills', 'duties', 'about'],
    storeFields: [],
    tokenize,
    processTerm: (term) => termsOf(term),
  });
  private readonly jobs = new Map<string, JobPostingsTable>();
  private readonly terms = new Map<string, Set<string>>();

  constructor(postings: readonly JobPostingsTable[]) {
    for (const job of postings) {
      this.jobs.set(job.id, job);
      this.terms.set(job.id, termSet(postingText(job)));
    }
    this.index.addAll(
      postings.map((job) => ({
        id: job.id,
        title: job.title,
        skills: `${job.min_qualification}\n${job.pref_qualification}`,
        duties: job.responsibilities,
        about: `${job.about_job}\n${job.required_education}`,
      })),
    );
  }

  get size(): number {
    return this.jobs.size;
  }

  rank(profile: CandidateProfile, texts: ReasonTexts, limit = this.jobs.size): Recommendation[] {
    const query = [
      ...profile.skills,
      ...profile.titles.slice(0, 3),
      profile.preferredRole ?? '',
      ...profile.education,
    ]
      .filter(Boolean)
      .join(' ');
    const found = new Map<string, number>();
    if (query.trim() !== '') {
      for (const result of this.index.search(query, {
        boost: { title: 3, skills: 2, duties: 1, about: 0.5 },
        prefix: (term) => [...term].length >= 5,
      }))
        found.set(String(result.id), result.score);
    }
    const best = Math.max(0, ...found.values());
    const recommendations: Recommendation[] = [];
    for (const [id, job] of this.jobs) {
      const text = best > 0 ? (found.get(id) ?? 0) / best : 0;
      const suitable = JSON.parse(job.suitable_for) as DisabilityType[];
      const suits = profile.disability !== null && suitable.includes(profile.disability);
      const unsuited = profile.disability !== null && suitable.length > 0 && !suits;
      const range = experienceRange(job.work_experience);
      const fit = experienceFit(profile.years, range);
      const score =
        TEXT_WEIGHT * text +
        (suits ? SUITS_WEIGHT : 0) +
        EXPERIENCE_WEIGHT * fit -
        (unsuited ? UNSUITED_PENALTY : 0);
      const matchedSkills = skillsIn(profile.skills, this.terms.get(id)!);
      const parts: string[] = [];
      if (matchedSkills.length > 0) parts.push(texts.skills(matchedSkills.slice(0, 4).join(', ')));
      else if (text > 0.5 && profile.titles[0]) parts.push(texts.role(profile.titles[0]));
      if (suits) parts.push(texts.suits(disabilityWords(profile.disability!)));
      if (range && fit === 1)
        parts.push(profile.years < 1 ? texts.freshers() : texts.experience(String(profile.years)));
      recommendations.push({ job, score, reason: parts.join(' · '), matchedSkills });
    }
    return recommendations
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.job.posted_on.localeCompare(a.job.posted_on) ||
          b.job.id.localeCompare(a.job.id),
      )
      .slice(0, limit);
  }
}
