// Recommendations: experience read from resumes and postings, the ranking against the hand-graded
// relevance set (nDCG@10; the figure is `pnpm bench careers`'s, the floor here catches a break),
// and reasons that state only facts found in both the resume and the posting.
import type { ParsedResume } from '@nclude/shared/api-schemas';
import {
  experienceFit,
  experienceRange,
  RecommendationIndex,
  yearsOfWork,
} from '../src/careers/ranking';
import { termsOf, tokenize } from '../src/assistant/retrieval';
import {
  corporateRows,
  ENGLISH_REASONS,
  judgements,
  ndcgAt,
  profileOf,
} from './careers/judgements';

const TODAY = '2026-11-25';

const period = (start: string | null, end: string | null, current = false) => ({
  text: `${start} – ${current ? 'Present' : end}`,
  start,
  end,
  current,
});

function resumeWith(experience: ParsedResume['experience']): ParsedResume {
  return {
    contact: { name: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    skills: [],
    experience,
    education: [],
    projects: [],
    certifications: [],
    languages: [],
  };
}

describe('experience', () => {
  it('reads the years a posting asks for', () => {
    expect(experienceRange('Freshers')).toEqual([0, 1]);
    expect(experienceRange('0-2 years')).toEqual([0, 2]);
    expect(experienceRange('2 to 5 years')).toEqual([2, 5]);
    expect(experienceRange('5+ years')).toEqual([5, Infinity]);
    expect(experienceRange('Minimum 3 years')).toEqual([3, Infinity]);
    expect(experienceRange('Any')).toBeNull();
  });

  it('counts a resume’s years once where periods overlap, up to today for current work', () => {
    const resume = resumeWith([
      { title: 'Accountant', employer: 'A', period: period('2020-01', null, true), details: [] },
      { title: 'Intern', employer: 'B', period: period('2019-07', '2020-06'), details: [] },
      { title: 'Volunteer', employer: 'C', period: null, details: [] },
    ]);
    // July 2019 to November 2026: 89 months.
    expect(yearsOfWork(resume, TODAY)).toBe(7.4);
    expect(yearsOfWork(resumeWith([]), TODAY)).toBe(0);
    const years = resumeWith([
      { title: 'Clerk', employer: 'D', period: period('2018', '2019'), details: [] },
    ]);
    expect(yearsOfWork(years, TODAY)).toBe(2);
  });

  it('fits experience to a range: inside is best, too little drops fast, more drops slowly', () => {
    expect(experienceFit(3, [2, 5])).toBe(1);
    expect(experienceFit(0.5, [2, 5])).toBeLessThan(0.6);
    expect(experienceFit(12, [0, 2])).toBeGreaterThanOrEqual(0.3);
    expect(experienceFit(4, null)).toBe(0.5);
  });
});

describe('the ranking', () => {
  const index = new RecommendationIndex(corporateRows(TODAY));

  it('ranks the hand-graded relevance set with nDCG@10 of at least 0.8', () => {
    const scores = judgements().map((judgement) => {
      const ranked = index.rank(profileOf(judgement), ENGLISH_REASONS, 10).map((r) => r.job.id);
      return ndcgAt(10, ranked, judgement.relevant);
    });
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    expect(scores.length).toBeGreaterThanOrEqual(15);
    expect(mean).toBeGreaterThanOrEqual(0.8);
  });

  it('gives reasons made only of facts in both the resume and the posting', () => {
    for (const judgement of judgements()) {
      const profile = profileOf(judgement);
      for (const recommendation of index.rank(profile, ENGLISH_REASONS, 10)) {
        const { job, reason, matchedSkills } = recommendation;
        const postingTerms = new Set(
          tokenize(
            [
              job.title,
              job.min_qualification,
              job.pref_qualification,
              job.responsibilities,
              job.required_education,
            ].join('\n'),
          ).flatMap((word) => termsOf(word) ?? []),
        );
        for (const skill of matchedSkills) {
          expect(profile.skills).toContain(skill);
          for (const word of tokenize(skill))
            for (const term of termsOf(word) ?? []) expect(postingTerms).toContain(term);
        }
        if (reason.includes('suits ')) {
          expect(JSON.parse(job.suitable_for)).toContain(judgement.disability);
          expect(reason).toContain(
            `suits ${judgement.disability.toLowerCase().replace(/-/g, ' ')}`,
          );
        }
        const listed = /^Matches your skills: ([^·]+)/.exec(reason)?.[1]?.trim();
        if (listed) for (const skill of listed.split(', ')) expect(matchedSkills).toContain(skill);
      }
    }
  });

  it('puts a posting that leaves out the person’s disability below one that suits it', () => {
    const rows = corporateRows(TODAY);
    const blind = judgements().find((judgement) => judgement.disability === 'Blindness')!;
    const ranked = new RecommendationIndex(rows).rank(profileOf(blind), ENGLISH_REASONS);
    const firstUnsuited = ranked.findIndex(
      (entry) => !(JSON.parse(entry.job.suitable_for) as string[]).includes('Blindness'),
    );
    const lastSuitedWithSkills = ranked.findLastIndex(
      (entry) =>
        (JSON.parse(entry.job.suitable_for) as string[]).includes('Blindness') &&
        entry.matchedSkills.length > 0,
    );
    expect(firstUnsuited === -1 || lastSuitedWithSkills < firstUnsuited).toBe(true);
  });
});
