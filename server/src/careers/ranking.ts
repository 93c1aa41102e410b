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

function termsOfText(text: string): string[] {
  return tokenize(text).flatMap((word) => termsOf(word) ?? []);
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

/** What ranking needs of a posting, worked out once when it is indexed. */
interface Candidate {
  job: JobPostingsTable;
  terms: Set<string>;
  suitable: DisabilityType[];
  range: [number, number] | null;
}

/** Postings indexed between two pauses of the event loop when building asynchronously. */
const BUILD_CHUNK = 500;

/**
 * An index of postings, built once per set of postings and searched for each person. Build it
 * with `RecommendationIndex.build` in a server: that yields to the event loop between chunks, so
 * indexing thousands of postings never stalls other requests.
 */
export class RecommendationIndex {
  private readonly index = new MiniSearch<IndexedPosting>({
    // The company's description says nothing of the person's fit: it is not searched.
    fields: ['title', 'skills', 'duties'],
    storeFields: [],
    tokenize,
    processTerm: (term) => termsOf(term),
  });
  private readonly candidates = new Map<string, Candidate>();
  /** The postings that name each disability as suited. */
  private readonly suitedTo = new Map<DisabilityType, Set<string>>();

  constructor(postings: readonly JobPostingsTable[] = []) {
    this.add(postings);
  }

  static async build(postings: readonly JobPostingsTable[]): Promise<RecommendationIndex> {
    const index = new RecommendationIndex();
    for (let start = 0; start < postings.length; start += BUILD_CHUNK) {
      index.add(postings.slice(start, start + BUILD_CHUNK));
      await new Promise((resume) => setImmediate(resume));
    }
    return index;
  }

  private add(postings: readonly JobPostingsTable[]): void {
    for (const job of postings) {
      const suitable = JSON.parse(job.suitable_for) as DisabilityType[];
      this.candidates.set(job.id, {
        job,
        terms: new Set(termsOfText(postingText(job))),
        suitable,
        range: experienceRange(job.work_experience),
      });
      for (const type of suitable) {
        const ids = this.suitedTo.get(type) ?? new Set<string>();
        ids.add(job.id);
        this.suitedTo.set(type, ids);
      }
    }
    this.index.addAll(
      postings.map((job) => ({
        id: job.id,
        title: job.title,
        skills: `${job.min_qualification}\n${job.pref_qualification}\n${job.required_education}`,
        duties: job.responsibilities,
      })),
    );
  }

  get size(): number {
    return this.candidates.size;
  }

  /**
   * The postings recommended for `profile`, best first: only those with something of the person
   * in them, and (given `today`) only those still open on that day.
   */
  rank(
    profile: CandidateProfile,
    texts: ReasonTexts,
    limit = this.candidates.size,
    today: string | null = null,
  ): Recommendation[] {
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
        boost: { title: 3, skills: 2, duties: 1 },
        prefix: (term) => [...term].length >= 5,
      }))
        found.set(String(result.id), result.score);
    }
    const best = Math.max(0, ...found.values());
    // The person's skills as terms, once: each posting then only looks them up.
    const skills = profile.skills
      .map((skill) => ({ skill, terms: termsOfText(skill) }))
      .filter((entry) => entry.terms.length > 0);
    const scored: {
      candidate: Candidate;
      score: number;
      suits: boolean;
      closeRole: boolean;
      fit: number;
      matchedSkills: string[];
    }[] = [];
    // Only postings with something of the person can be recommended: those the search found, and
    // those naming their disability as suited.
    const ids = new Set(found.keys());
    if (profile.disability)
      for (const id of this.suitedTo.get(profile.disability) ?? []) ids.add(id);
    for (const id of ids) {
      const candidate = this.candidates.get(id)!;
      const { job, suitable, range } = candidate;
      if (today !== null && job.closes_on !== null && job.closes_on < today) continue;
      const text = best > 0 ? (found.get(id) ?? 0) / best : 0;
      const suits = profile.disability !== null && suitable.includes(profile.disability);
      const matchedSkills = skills
        .filter((entry) => entry.terms.every((term) => candidate.terms.has(term)))
        .map((entry) => entry.skill);
      const closeRole = matchedSkills.length === 0 && text > 0.5 && Boolean(profile.titles[0]);
      // A job is recommended for something the person has: a skill, their kind of work, or
      // their disability named as suited. Experience alone suits too many jobs to mean much.
      if (matchedSkills.length === 0 && !closeRole && !suits) continue;
      const unsuited = profile.disability !== null && suitable.length > 0 && !suits;
      const fit = experienceFit(profile.years, range);
      const score =
        TEXT_WEIGHT * text +
        (suits ? SUITS_WEIGHT : 0) +
        EXPERIENCE_WEIGHT * fit -
        (unsuited ? UNSUITED_PENALTY : 0);
      scored.push({ candidate, score, suits, closeRole, fit, matchedSkills });
    }
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.job.posted_on.localeCompare(a.candidate.job.posted_on) ||
        b.candidate.job.id.localeCompare(a.candidate.job.id),
    );
    // Reasons are written only for what is returned.
    return scored
      .slice(0, limit)
      .map(({ candidate, score, suits, closeRole, fit, matchedSkills }) => {
        const parts: string[] = [];
        if (matchedSkills.length > 0)
          parts.push(texts.skills(matchedSkills.slice(0, 4).join(', ')));
        else if (closeRole) parts.push(texts.role(profile.titles[0]!));
        if (suits) parts.push(texts.suits(disabilityWords(profile.disability!)));
        if (candidate.range && fit === 1)
          parts.push(
            profile.years < 1 ? texts.freshers() : texts.experience(String(profile.years)),
          );
        return { job: candidate.job, score, reason: parts.join(' · '), matchedSkills };
      });
  }
}
