// Recommended jobs: open corporate postings ranked for one person from their parsed resume and
// account information. The text of each posting (title, qualifications, duties) is searched with
// the person's skills, job titles, preferred role and education (BM25F over the fields, with the
// knowledge base's word handling); the score then weighs whether the posting suits the person's disability and whether
// their experience fits what it asks. Each recommendation carries a one-line reason made only of
// facts found on both sides: skills named in both, the disability the posting lists, the years.
import type { DisabilityType } from '@nclude/shared/options';
import type { ParsedResume, ResumePeriod } from '@nclude/shared/api-schemas';
import { termsOf, tokenize } from '../assistant';
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

/**
 * The searched fields of a posting and their weights (BM25F): the title most, then the
 * qualifications and education asked for, then the duties. The company's description says
 * nothing of the person's fit and is not searched.
 */
const FIELDS = [
  { boost: 3, text: (job: JobPostingsTable) => job.title },
  {
    boost: 2,
    text: (job: JobPostingsTable) =>
      `${job.min_qualification}\n${job.pref_qualification}\n${job.required_education}`,
  },
  { boost: 1, text: (job: JobPostingsTable) => job.responsibilities },
] as const;
/** BM25's usual constants: how fast repeats stop counting, and how much length matters. */
const K1 = 1.2;
const B = 0.75;

/** One term's postings: which ones hold it, and how often in each field. */
interface TermPostings {
  docs: number[];
  /** Per field, the count in each of `docs` (same order). */
  counts: number[][];
}

/** Postings indexed between two pauses of the event loop when building asynchronously. */
const BUILD_CHUNK = 500;

/**
 * An index of postings, built once per set of postings and searched for each person. Build it
 * with `RecommendationIndex.build` in a server: that yields to the event loop between chunks, so
 * indexing thousands of postings never stalls other requests. The text is scored with BM25F over
 * an inverted index of its own into one array of numbers: a search touches only the postings
 * that hold a term of the person's, with no objects made per posting.
 */
export class RecommendationIndex {
  private readonly candidates: Candidate[] = [];
  private readonly terms = new Map<string, TermPostings>();
  /** Each posting's length in terms, per field. */
  private readonly lengths: number[][] = FIELDS.map(() => []);
  private readonly totalLengths = FIELDS.map(() => 0);
  /** The postings that name each disability as suited. */
  private readonly suitedTo = new Map<DisabilityType, number[]>();

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
      const doc = this.candidates.length;
      const suitable = JSON.parse(job.suitable_for) as DisabilityType[];
      for (const type of suitable) {
        const docs = this.suitedTo.get(type) ?? [];
        docs.push(doc);
        this.suitedTo.set(type, docs);
      }
      const counts = new Map<string, number[]>();
      FIELDS.forEach((field, f) => {
        const words = termsOfText(field.text(job));
        this.lengths[f]!.push(words.length);
        this.totalLengths[f]! += words.length;
        for (const term of words) {
          const perField = counts.get(term) ?? FIELDS.map(() => 0);
          perField[f]! += 1;
          counts.set(term, perField);
        }
      });
      // The fields together are the whole text a reason's skills are looked up in.
      this.candidates.push({
        job,
        terms: new Set(counts.keys()),
        suitable,
        range: experienceRange(job.work_experience),
      });
      for (const [term, perField] of counts) {
        let entry = this.terms.get(term);
        if (!entry) {
          entry = { docs: [], counts: FIELDS.map(() => []) };
          this.terms.set(term, entry);
        }
        entry.docs.push(doc);
        perField.forEach((count, f) => entry.counts[f]!.push(count));
      }
    }
  }

  /** BM25F scores of the postings for the query's terms (0 where none is held). */
  private textScores(query: string): Float64Array {
    const scores = new Float64Array(this.candidates.length);
    const n = this.candidates.length;
    if (n === 0) return scores;
    const averages = this.totalLengths.map((total) => Math.max(1, total / n));
    for (const term of new Set(termsOfText(query))) {
      const entry = this.terms.get(term);
      if (!entry) continue;
      const df = entry.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (let i = 0; i < df; i += 1) {
        const doc = entry.docs[i]!;
        // BM25F: the fields' counts, each weighted and normalised by its length, then saturated.
        let weighted = 0;
        for (let f = 0; f < FIELDS.length; f += 1) {
          const count = entry.counts[f]![i]!;
          if (count === 0) continue;
          const norm = 1 - B + (B * this.lengths[f]![doc]!) / averages[f]!;
          weighted += (FIELDS[f]!.boost * count) / norm;
        }
        scores[doc]! += (idf * weighted * (K1 + 1)) / (weighted + K1);
      }
    }
    return scores;
  }

  get size(): number {
    return this.candidates.length;
  }

  /**
   * The postings recommended for `profile`, best first: only those with something of the person
   * in them, and (given `today`) only those still open on that day.
   */
  rank(
    profile: CandidateProfile,
    texts: ReasonTexts,
    limit = this.candidates.length,
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
    const text = this.textScores(query);
    let best = 0;
    for (const score of text) if (score > best) best = score;
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
    // Only postings with something of the person can be recommended: those holding a term of
    // theirs, and those naming their disability as suited.
    const suited = new Set(profile.disability ? this.suitedTo.get(profile.disability) : []);
    for (let doc = 0; doc < this.candidates.length; doc += 1) {
      if (text[doc] === 0 && !suited.has(doc)) continue;
      const candidate = this.candidates[doc]!;
      const { job, suitable, range } = candidate;
      if (today !== null && job.closes_on !== null && job.closes_on < today) continue;
      const relevance = best > 0 ? text[doc]! / best : 0;
      const suits = profile.disability !== null && suitable.includes(profile.disability);
      const matchedSkills = skills
        .filter((entry) => entry.terms.every((term) => candidate.terms.has(term)))
        .map((entry) => entry.skill);
      const closeRole = matchedSkills.length === 0 && relevance > 0.5 && Boolean(profile.titles[0]);
      // A job is recommended for something the person has: a skill, their kind of work, or
      // their disability named as suited. Experience alone suits too many jobs to mean much.
      if (matchedSkills.length === 0 && !closeRole && !suits) continue;
      const unsuited = profile.disability !== null && suitable.length > 0 && !suits;
      const fit = experienceFit(profile.years, range);
      const score =
        TEXT_WEIGHT * relevance +
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
