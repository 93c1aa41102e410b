// Option lists shared by the UI (selects) and the server (validation): one source of truth.
// Values are the product's wording (§3) in the product's order; they are stored and sent as-is.

/** The 21 disability types, in the product's order. */
export const DISABILITY_TYPES = [
  'Blindness',
  'Low-vision',
  'Leprosy Cured persons',
  'Hearing Impairment',
  'Locomotor Disability',
  'Dwarfism',
  'Intellectual Disability',
  'Mental Illness',
  'Autism Spectrum Disorder',
  'Cerebral Palsy',
  'Muscular Dystrophy',
  'Chronic Neurological conditions',
  'Specific Learning Disabilities',
  'Multiple Sclerosis',
  'Speech and Language disability',
  'Thalassemia',
  'Hemophilia',
  'Sickle cell disease',
  'Multiple Disabilities including deaf-blindness',
  'Acid Attack victims',
  "Parkinson's disease",
] as const;
export type DisabilityType = (typeof DISABILITY_TYPES)[number];

/** Employment status options (account information). */
export const EMPLOYMENT_STATUSES = [
  'Employed-private sector',
  'Employed-public sector',
  'Unemployed',
  'Student',
  'Retired',
  'Other',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Job search status options (account information). */
export const JOB_SEARCH_STATUSES = [
  'Actively Looking',
  'Open to Opportunities',
  'Not Looking',
  'Considering a Career Change',
  'Available for Freelance/Contract',
  'Looking for Internship',
] as const;
export type JobSearchStatus = (typeof JOB_SEARCH_STATUSES)[number];

/** True when `value` is one of `options` (narrows the type). */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}
