import { DISABILITY_TYPES, EMPLOYMENT_STATUSES, JOB_SEARCH_STATUSES, isOneOf } from './options';

describe('option lists', () => {
  it('has the 21 disability types in the spec order, without duplicates', () => {
    expect(DISABILITY_TYPES).toHaveLength(21);
    expect(new Set(DISABILITY_TYPES).size).toBe(21);
    expect(DISABILITY_TYPES[0]).toBe('Blindness');
    expect(DISABILITY_TYPES[1]).toBe('Low-vision');
    expect(DISABILITY_TYPES[20]).toBe("Parkinson's disease");
  });

  it('has six employment and six job search statuses', () => {
    expect(EMPLOYMENT_STATUSES).toEqual([
      'Employed-private sector',
      'Employed-public sector',
      'Unemployed',
      'Student',
      'Retired',
      'Other',
    ]);
    expect(JOB_SEARCH_STATUSES).toEqual([
      'Actively Looking',
      'Open to Opportunities',
      'Not Looking',
      'Considering a Career Change',
      'Available for Freelance/Contract',
      'Looking for Internship',
    ]);
  });

  it('isOneOf checks membership exactly', () => {
    expect(isOneOf(DISABILITY_TYPES, 'Dwarfism')).toBe(true);
    expect(isOneOf(DISABILITY_TYPES, 'dwarfism')).toBe(false);
    expect(isOneOf(EMPLOYMENT_STATUSES, 42)).toBe(false);
  });
});
