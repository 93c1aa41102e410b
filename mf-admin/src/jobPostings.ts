// The job postings page's rules that need no screen: the posting as a form holds it (a draft of
// strings), the checks made before anything is sent, the JobPostingInput built from it, and the
// words for the API's categories, states and import outcomes.
import { formatDate, t } from '@nclude/shared';
import type {
  AdminJob,
  AdminJobsQuery,
  ImportReportRow,
  JobCategory,
  JobPostingInput,
  PostingState,
} from '@nclude/shared/api-schemas';
import { DISABILITY_TYPES, isOneOf, type DisabilityType } from '@nclude/shared/options';
import { isEmailAddress, isIsoDay, isWebAddress } from '@nclude/shared/validation';
import { m, type AdminMessageKey } from './messages';

/** Postings a page; the API allows up to 50. */
export const JOBS_PAGE_SIZE = 20;

// The contract's lists are TypeBox values, which browser code does not import: these follow
// shared/src/api/careers.ts (JOB_CATEGORIES, POSTING_STATES), and the types keep them honest.
export const JOB_CATEGORY_VALUES = [
  'government_job',
  'corporate_job',
] as const satisfies readonly JobCategory[];

export type StateFilter = NonNullable<AdminJobsQuery['state']>;
export const STATE_FILTERS = [
  'all',
  'open',
  'closed',
  'expired',
] as const satisfies readonly StateFilter[];

export type ImportOutcome = ImportReportRow['outcome'];

export function categoryLabel(category: JobCategory): string {
  return m(category === 'corporate_job' ? 'categoryCorporate' : 'categoryGovernment');
}

const STATE_LABELS: Record<StateFilter, AdminMessageKey> = {
  all: 'stateAll',
  open: 'stateOpen',
  closed: 'stateClosed',
  expired: 'stateExpired',
};

export function stateLabel(state: StateFilter | PostingState): string {
  return m(STATE_LABELS[state]);
}

const OUTCOME_LABELS: Record<ImportOutcome, AdminMessageKey> = {
  added: 'outcomeAdded',
  updated: 'outcomeUpdated',
  unchanged: 'outcomeUnchanged',
  refused: 'outcomeRefused',
};

export function outcomeLabel(outcome: ImportOutcome): string {
  return m(OUTCOME_LABELS[outcome]);
}

/** Total pages for `total` postings, at least 1. */
export function pageCount(total: number, limit = JOBS_PAGE_SIZE): number {
  return total <= 0 ? 1 : Math.ceil(total / limit);
}

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // A posting's dates are calendar days ("2026-01-05"), read by Date as midnight UTC: formatted in
  // UTC so an administrator west of Greenwich does not see the day before.
  timeZone: 'UTC',
};

/** A posting's day in the reader's language, or the text as given. */
export function formatDay(day: string): string {
  return formatDate(day, DAY) ?? day;
}

/** Today on the administrator's own calendar, YYYY-MM-DD (the default "posted on"). */
export function localIsoDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An id for a posting added by hand: unique enough within one source, and readable. */
export function newExternalId(now: Date = new Date()): string {
  const random = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `admin-${localIsoDay(now).replaceAll('-', '')}-${now.getTime().toString(36)}${random}`;
}

/** The posting as the form holds it: what the fields show, before any check. */
export interface PostingDraft {
  source: string;
  externalId: string;
  job_category: JobCategory | '';
  company: string;
  title: string;
  address: string;
  logo_url: string;
  jobDetailLink: string;
  job_nature: string;
  work_experience: string;
  required_education: string;
  responsibilities: string;
  minQualification: string;
  prefQualification: string;
  aboutJob: string;
  pwd_details: string;
  suitableFor: DisabilityType[];
  /** One accommodation per line. */
  accommodations: string;
  postedOn: string;
  /** '' for no closing date. */
  closesOn: string;
  contactEmail: string;
  sample: boolean;
}

/** Fields that can be wrong, in the order the form shows them (the error summary's order). */
export const DRAFT_FIELDS = [
  'source',
  'externalId',
  'job_category',
  'company',
  'title',
  'address',
  'job_nature',
  'work_experience',
  'required_education',
  'responsibilities',
  'minQualification',
  'prefQualification',
  'aboutJob',
  'pwd_details',
  'suitableFor',
  'accommodations',
  'postedOn',
  'closesOn',
  'contactEmail',
  'jobDetailLink',
  'logo_url',
] as const satisfies readonly (keyof PostingDraft)[];
export type DraftField = (typeof DRAFT_FIELDS)[number];

type TextField = Exclude<DraftField, 'job_category' | 'suitableFor' | 'accommodations'>;

/**
 * The contract's limits (shared/src/api/careers.ts, JobPostingInput), in characters as the
 * server counts them (UTF-16 units).
 */
export const POSTING_LIMITS: Record<Exclude<TextField, 'postedOn' | 'closesOn'>, number> = {
  source: 200,
  externalId: 200,
  company: 200,
  title: 200,
  address: 300,
  logo_url: 2048,
  jobDetailLink: 2048,
  job_nature: 100,
  work_experience: 100,
  required_education: 300,
  responsibilities: 5000,
  minQualification: 1000,
  prefQualification: 1000,
  aboutJob: 5000,
  pwd_details: 2000,
  contactEmail: 320,
};
export const ACCOMMODATIONS_MAX = 20;
export const ACCOMMODATION_MAX = 200;

const REQUIRED: readonly DraftField[] = [
  'source',
  'externalId',
  'job_category',
  'company',
  'title',
  'postedOn',
  'contactEmail',
];

export function isRequired(field: DraftField): boolean {
  return REQUIRED.includes(field);
}

export function emptyDraft(today: string, externalId: string): PostingDraft {
  return {
    source: '',
    externalId,
    job_category: '',
    company: '',
    title: '',
    address: '',
    logo_url: '',
    jobDetailLink: '',
    job_nature: '',
    work_experience: '',
    required_education: '',
    responsibilities: '',
    minQualification: '',
    prefQualification: '',
    aboutJob: '',
    pwd_details: '',
    suitableFor: [],
    accommodations: '',
    postedOn: today,
    closesOn: '',
    contactEmail: '',
    sample: false,
  };
}

export function draftOf(job: AdminJob): PostingDraft {
  return {
    source: job.source,
    externalId: job.externalId,
    job_category: job.job_category,
    company: job.company,
    title: job.title,
    address: job.address,
    logo_url: job.logo_url ?? '',
    jobDetailLink: job.jobDetailLink ?? '',
    job_nature: job.job_nature,
    work_experience: job.work_experience,
    required_education: job.required_education,
    responsibilities: job.responsibilities,
    minQualification: job.minQualification,
    prefQualification: job.prefQualification,
    aboutJob: job.aboutJob,
    pwd_details: job.pwd_details,
    // The list's type is plain strings; only the contract's names can be sent back.
    suitableFor: job.suitableFor.filter((name): name is DisabilityType =>
      isOneOf(DISABILITY_TYPES, name),
    ),
    accommodations: job.accommodations.join('\n'),
    postedOn: job.postedOn,
    closesOn: job.closesOn ?? '',
    contactEmail: job.contactEmail,
    sample: job.sample,
  };
}

function accommodationLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What is wrong with the draft, field by field, in the form's order; {} when it can be sent. */
export function draftProblems(draft: PostingDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  for (const field of DRAFT_FIELDS) {
    const problem = fieldProblem(draft, field);
    if (problem) problems[field] = problem;
  }
  return problems;
}

function fieldProblem(draft: PostingDraft, field: DraftField): string | null {
  if (field === 'suitableFor') return null;
  if (field === 'job_category') return draft.job_category === '' ? m('errorChooseCategory') : null;
  if (field === 'accommodations') {
    const lines = accommodationLines(draft.accommodations);
    if (lines.length > ACCOMMODATIONS_MAX)
      return m('errorTooManyAccommodations', { max: ACCOMMODATIONS_MAX });
    const long = lines.findIndex((line) => line.length > ACCOMMODATION_MAX);
    return long >= 0
      ? m('errorAccommodationTooLong', { line: long + 1, max: ACCOMMODATION_MAX })
      : null;
  }
  const value = draft[field].trim();
  if (value === '') return isRequired(field) ? m('errorRequired') : null;
  if (field === 'postedOn' || field === 'closesOn') {
    if (!isIsoDay(value)) return m('errorDate');
    const posted = draft.postedOn.trim();
    return field === 'closesOn' && isIsoDay(posted) && value < posted
      ? m('errorClosesBeforePosted')
      : null;
  }
  if (value.length > POSTING_LIMITS[field])
    return m('errorTooLong', { max: POSTING_LIMITS[field] });
  if (field === 'contactEmail') return isEmailAddress(value) ? null : t('invalidEmail');
  if (field === 'logo_url' || field === 'jobDetailLink')
    return isWebAddress(value) ? null : m('errorWebAddress');
  return null;
}

/** The posting to send; call it on a draft without problems. */
export function postingInput(draft: PostingDraft): JobPostingInput {
  const text = (value: string) => value.trim();
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const input: JobPostingInput = {
    externalId: text(draft.externalId),
    job_category: draft.job_category === '' ? 'government_job' : draft.job_category,
    company: text(draft.company),
    title: text(draft.title),
    address: text(draft.address),
    job_nature: text(draft.job_nature),
    work_experience: text(draft.work_experience),
    required_education: text(draft.required_education),
    responsibilities: text(draft.responsibilities),
    minQualification: text(draft.minQualification),
    prefQualification: text(draft.prefQualification),
    aboutJob: text(draft.aboutJob),
    pwd_details: text(draft.pwd_details),
    // In the product's order, whatever order they were ticked in.
    suitableFor: DISABILITY_TYPES.filter((name) => draft.suitableFor.includes(name)),
    accommodations: accommodationLines(draft.accommodations),
    postedOn: text(draft.postedOn),
    closesOn: optional(draft.closesOn) ?? null,
    source: text(draft.source),
    contactEmail: text(draft.contactEmail),
    sample: draft.sample,
  };
  // The contract's optional web addresses are left out rather than sent empty.
  const logo = optional(draft.logo_url);
  const link = optional(draft.jobDetailLink);
  if (logo) input.logo_url = logo;
  if (link) input.jobDetailLink = link;
  return input;
}

/**
 * The field a refusal of the server names ("Field contactEmail must be an email address"): the
 * first word of the message that is a field's API name, so the message can be tied to that field.
 * The earliest wins because later words are prose ("…must be a web address…").
 */
export function serverProblemField(message: string): DraftField | null {
  for (const word of message.split(/[^A-Za-z_]+/))
    if ((DRAFT_FIELDS as readonly string[]).includes(word)) return word as DraftField;
  return null;
}
