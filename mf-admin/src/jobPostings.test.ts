import type { AdminJob } from '@nclude/shared/api-schemas';
import {
  draftOf,
  draftProblems,
  emptyDraft,
  localIsoDay,
  newExternalId,
  pageCount,
  postingInput,
  serverProblemField,
  type PostingDraft,
} from './jobPostings';
import { adminJob } from './testing/fixtures';

const valid = (changes: Partial<PostingDraft> = {}): PostingDraft => ({
  ...emptyDraft('2026-03-01', 'OWN-1'),
  source: 'Nclude team',
  job_category: 'corporate_job',
  company: 'Example',
  title: 'Clerk',
  contactEmail: 'hr@example.org',
  ...changes,
});

describe('draftProblems', () => {
  it('finds nothing wrong with a complete draft', () => {
    expect(draftProblems(valid())).toEqual({});
  });

  it('asks for every required field, and only those', () => {
    expect(draftProblems(emptyDraft('', ''))).toEqual({
      source: 'Fill in this field.',
      externalId: 'Fill in this field.',
      job_category: 'Choose a category.',
      company: 'Fill in this field.',
      title: 'Fill in this field.',
      postedOn: 'Fill in this field.',
      contactEmail: 'Fill in this field.',
    });
    // Spaces alone are empty: the server trims them away.
    expect(draftProblems(valid({ company: '   ' }))).toEqual({ company: 'Fill in this field.' });
  });

  it('checks addresses, dates and lengths with the shared rules', () => {
    expect(
      draftProblems(
        valid({
          contactEmail: 'hr at example',
          jobDetailLink: 'javascript:alert(1)',
          logo_url: 'example.com/logo.png',
          postedOn: '2026-02-30',
          closesOn: '01/03/2026',
          title: 'x'.repeat(201),
          job_nature: 'y'.repeat(101),
        }),
      ),
    ).toEqual({
      title: 'Use at most 200 characters.',
      job_nature: 'Use at most 100 characters.',
      postedOn: 'Enter a date written YYYY-MM-DD.',
      closesOn: 'Enter a date written YYYY-MM-DD.',
      contactEmail: 'Please enter a valid email address',
      jobDetailLink: 'Enter a web address starting with https:// or http://.',
      logo_url: 'Enter a web address starting with https:// or http://.',
    });
    expect(draftProblems(valid({ jobDetailLink: 'https://example.com/jobs/1' }))).toEqual({});
  });

  it('refuses a closing date before the posting date, and allows the same day', () => {
    expect(draftProblems(valid({ closesOn: '2026-02-28' }))).toEqual({
      closesOn: 'The closing date cannot be before the date it was posted.',
    });
    expect(draftProblems(valid({ closesOn: '2026-03-01' }))).toEqual({});
  });

  it('keeps accommodations within the contract: 20 lines of 200 characters', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i}`).join('\n');
    expect(draftProblems(valid({ accommodations: `${lines(20)}\n\n  \n` }))).toEqual({});
    expect(draftProblems(valid({ accommodations: lines(21) }))).toEqual({
      accommodations: 'List at most 20 accommodations.',
    });
    expect(draftProblems(valid({ accommodations: `Ramp\n${'z'.repeat(201)}` }))).toEqual({
      accommodations: 'Line 2 is longer than 200 characters.',
    });
  });
});

describe('postingInput', () => {
  it('trims, splits the accommodations, and leaves out empty web addresses', () => {
    const input = postingInput(
      valid({
        title: '  Clerk  ',
        accommodations: ' Ramp \n\nScreen reader\n',
        suitableFor: ['Low-vision', 'Blindness'],
        logo_url: ' ',
        jobDetailLink: ' https://example.com/1 ',
      }),
    );
    expect(input).toMatchObject({
      title: 'Clerk',
      accommodations: ['Ramp', 'Screen reader'],
      suitableFor: ['Blindness', 'Low-vision'],
      jobDetailLink: 'https://example.com/1',
      closesOn: null,
      sample: false,
    });
    expect(input).not.toHaveProperty('logo_url');
  });

  it('gives back what it was given for a posting opened for editing', () => {
    const job = adminJob({ logo_url: 'https://example.com/logo.png' }) as AdminJob;
    const input = postingInput(draftOf(job));
    const fields = Object.keys(input) as (keyof typeof input)[];
    expect(Object.fromEntries(fields.map((key) => [key, job[key as keyof AdminJob]]))).toEqual(
      input,
    );
  });

  it('drops suitability names the contract does not know', () => {
    const job = adminJob({ suitableFor: ['Blindness', 'Something else'] }) as AdminJob;
    expect(draftOf(job).suitableFor).toEqual(['Blindness']);
  });
});

describe('serverProblemField', () => {
  it('finds the field a refusal names, not a word of its prose', () => {
    expect(serverProblemField('Field contactEmail must be an email address')).toBe('contactEmail');
    expect(
      serverProblemField(
        'Field jobDetailLink must be a web address starting with https:// or http://',
      ),
    ).toBe('jobDetailLink');
    expect(serverProblemField('Field address is too long')).toBe('address');
    expect(serverProblemField('Field suitableFor/3 does not accept the value "X"')).toBe(
      'suitableFor',
    );
    expect(serverProblemField('Too many requests. Try again later.')).toBeNull();
  });
});

describe('small helpers', () => {
  it('counts pages, at least one', () => {
    expect([0, 1, 20, 21, 45].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 3]);
  });

  it('writes the local day and a readable new id', () => {
    const now = new Date(2026, 0, 5, 23, 30);
    expect(localIsoDay(now)).toBe('2026-01-05');
    expect(newExternalId(now)).toMatch(/^admin-20260105-[0-9a-z]+$/);
  });
});
