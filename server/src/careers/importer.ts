// Job feeds into postings: CSV (a header row of JobPostingInput's field names; list fields split
// on ";" or "|"), JSON (a list of postings, or {jobs: [...]}), and schema.org JobPosting JSON-LD
// (the structured data job boards publish, alone or inside an HTML page). Every row is checked
// against the contract and reported on its own: added, updated, unchanged, or refused with its
// problems, so one bad row never stops the rest.
import { parse as parseCsv } from 'csv-parse/sync';
import { decodeHTML } from 'entities';
import { Value } from '@sinclair/typebox/value';
import { JobPostingInput, type JobCategory } from '@nclude/shared/api-schemas';
import { isRecord } from '../openai-http';
import { cleanLikeRequest, schemaProblems } from '../validator';
import { careerText } from './messages';
import type { JobPostings, UpsertOutcome } from './postings';

export type ImportFormat = 'csv' | 'json' | 'jsonld';

export interface ImportDefaults {
  /** Names where the rows came from ("NCS feed", "Admin upload"): rows without one get it. */
  source: string;
  /** For rows that do not say (JSON-LD never does). */
  category?: JobCategory;
  /** Where applications go when a row does not say. */
  contactEmail?: string;
}

export interface ImportRowReport {
  /** 1-based: the data row of a CSV file (after the header), or the item of a list. */
  row: number;
  externalId: string | null;
  title: string | null;
  outcome: UpsertOutcome | 'refused';
  problems: string[];
}

export interface ImportReport {
  format: ImportFormat;
  rows: ImportRowReport[];
  added: number;
  updated: number;
  unchanged: number;
  refused: number;
}

/** More rows than this in one import is refused whole: split the feed. */
export const IMPORT_ROWS_MAX = 5000;
/** Largest feed read, uploaded by an administrator or fetched on a schedule. */
export const IMPORT_FILE_BYTES = 10 * 1024 * 1024;

export class ImportError extends Error {}

/** A feed's bytes as text: UTF-8 (a byte order mark dropped); anything binary is refused. */
export function feedText(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000') || text.includes('\ufffd'))
    throw new ImportError(careerText('importNotText'));
  return text;
}

const LIST_FIELDS = ['suitableFor', 'accommodations'] as const;
const DATE_FIELDS = ['postedOn', 'closesOn'] as const;

/** The format of a feed by its content, not its name. */
export function sniffFormat(text: string): ImportFormat {
  const start = text.trimStart();
  if (/^<(!doctype|html|head|body|script)/i.test(start)) return 'jsonld';
  if (start.startsWith('[') || start.startsWith('{'))
    return /"@type"\s*:\s*"JobPosting"/.test(start) ? 'jsonld' : 'json';
  return 'csv';
}

/** "2026-11-03T10:00:00+05:30" or "2026-11-03" → "2026-11-03"; anything else as given. */
function day(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match ? match[1] : value.trim();
}

function listOf(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return value;
  return value
    .split(/[;|]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function flag(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0', ''].includes(text)) return false;
  return value;
}

/** A row with the defaults filled in and its fields in the contract's types, ready to check. */
function normalise(
  raw: Record<string, unknown>,
  defaults: ImportDefaults,
): Record<string, unknown> {
  const row: Record<string, unknown> = { ...raw };
  for (const field of LIST_FIELDS) row[field] = listOf(row[field] ?? []);
  for (const field of DATE_FIELDS) row[field] = day(row[field]);
  if (row.closesOn === '' || row.closesOn === undefined) row.closesOn = null;
  row.sample = flag(row.sample ?? false);
  if (!row.source) row.source = defaults.source;
  if (!row.job_category && defaults.category) row.job_category = defaults.category;
  if (!row.contactEmail && defaults.contactEmail) row.contactEmail = defaults.contactEmail;
  for (const key of Object.keys(row)) if (row[key] === undefined) delete row[key];
  // Optional texts a feed leaves empty are simply absent.
  for (const key of ['logo_url', 'jobDetailLink'] as const) if (row[key] === '') delete row[key];
  return row;
}

function problemsOf(row: Record<string, unknown>, nulPath: string | null): string[] {
  if (nulPath !== null)
    return [careerText('importNul', { field: nulPath.replace(/^\//, '').replace(/\//g, '.') })];
  return [...new Set(schemaProblems(JobPostingInput, row))].slice(0, 10);
}

/**
 * Text of an HTML fragment (JSON-LD descriptions are HTML): block ends become line breaks, and
 * every HTML entity is decoded once (an out-of-range number becomes U+FFFD, as browsers do).
 */
export function htmlToText(html: string): string {
  return decodeHTML(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Contract',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Contract',
};

function text(value: unknown): string {
  if (typeof value === 'string') return htmlToText(value);
  if (typeof value === 'number') return String(value);
  if (isRecord(value) && typeof value.name === 'string') return value.name;
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  return '';
}

function addressOf(posting: Record<string, unknown>): string {
  if (posting.jobLocationType === 'TELECOMMUTE') return 'Work from home';
  const locations = Array.isArray(posting.jobLocation)
    ? posting.jobLocation
    : [posting.jobLocation];
  return locations
    .map((location) => {
      const address = isRecord(location) ? location.address : null;
      if (typeof address === 'string') return address;
      if (!isRecord(address)) return '';
      return [address.streetAddress, address.addressLocality, address.addressRegion]
        .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
        .join(', ');
    })
    .filter(Boolean)
    .join('; ');
}

function experienceOf(value: unknown): string {
  if (isRecord(value) && typeof value.monthsOfExperience === 'number') {
    const years = value.monthsOfExperience / 12;
    return years === 0
      ? 'Freshers'
      : `${Number.isInteger(years) ? years : years.toFixed(1)}+ years`;
  }
  return text(value);
}

/** A schema.org JobPosting as a row of the contract (the rest comes from the defaults). */
export function fromJobPosting(posting: Record<string, unknown>): Record<string, unknown> {
  const organisation = isRecord(posting.hiringOrganization) ? posting.hiringOrganization : {};
  const identifier = posting.identifier;
  const externalId =
    (isRecord(identifier) ? text(identifier.value) : text(identifier)) ||
    text(posting.url) ||
    [text(organisation.name), text(posting.title), day(posting.datePosted)].join(' / ');
  const types = Array.isArray(posting.employmentType)
    ? posting.employmentType
    : [posting.employmentType];
  const contact = isRecord(posting.applicationContact) ? posting.applicationContact : {};
  const description = text(posting.description);
  return {
    externalId,
    company: text(organisation.name),
    title: text(posting.title),
    address: addressOf(posting),
    ...(typeof organisation.logo === 'string' ? { logo_url: organisation.logo } : {}),
    ...(typeof posting.url === 'string' ? { jobDetailLink: posting.url } : {}),
    job_nature: types
      .filter((type): type is string => typeof type === 'string')
      .map((type) => EMPLOYMENT_TYPES[type] ?? type)
      .join(', '),
    work_experience: experienceOf(posting.experienceRequirements),
    required_education: text(posting.educationRequirements),
    responsibilities: text(posting.responsibilities) || description,
    minQualification: text(posting.qualifications) || text(posting.skills),
    prefQualification: '',
    aboutJob: description,
    pwd_details: '',
    suitableFor: [],
    accommodations: [],
    postedOn: posting.datePosted,
    closesOn: posting.validThrough ?? null,
    ...(typeof contact.email === 'string' ? { contactEmail: contact.email } : {}),
    sample: false,
  };
}

/** Every JobPosting in a JSON-LD document or an HTML page's ld+json scripts. */
function jobPostingsIn(text: string): Record<string, unknown>[] {
  const blocks = /^\s*</.test(text)
    ? [
        ...text.matchAll(
          /<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
        ),
      ].map((match) => match[1]!)
    : [text];
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    const type = node['@type'];
    if (type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting')))
      found.push(node);
    if (Array.isArray(node['@graph'])) visit(node['@graph']);
    if (Array.isArray(node.itemListElement))
      node.itemListElement.forEach((item) => visit(isRecord(item) && item.item ? item.item : item));
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block));
    } catch {
      throw new ImportError(careerText('importJsonLdInvalid'));
    }
  }
  return found;
}

/** The feed's rows, as plain records, before any check. */
export function rowsOf(text: string, format: ImportFormat): Record<string, unknown>[] {
  if (format === 'jsonld') return jobPostingsIn(text).map(fromJobPosting);
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ImportError(careerText('importJsonInvalid'));
    }
    const list = Array.isArray(data) ? data : isRecord(data) ? data.jobs : null;
    if (!Array.isArray(list)) throw new ImportError(careerText('importJsonShape'));
    return list.map((item) => (isRecord(item) ? item : { value: item }));
  }
  // The header names the fields: its most frequent separator is the file's (list cells then
  // use one of the others).
  const header = text.split('\n', 1)[0] ?? '';
  const delimiter = [',', ';', '|'].reduce((best, candidate) =>
    header.split(candidate).length > header.split(best).length ? candidate : best,
  );
  try {
    return parseCsv(text, {
      delimiter,
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
      max_record_size: 64 * 1024,
    }) as Record<string, unknown>[];
  } catch (error) {
    throw new ImportError(careerText('importCsvInvalid', { detail: (error as Error).message }));
  }
}

/** Checks each row and stores the good ones; the report has a line per row. */
export async function importPostings(
  postings: JobPostings,
  text: string,
  defaults: ImportDefaults,
  format: ImportFormat = sniffFormat(text),
): Promise<ImportReport> {
  // A byte order mark and Windows line ends are not part of the postings.
  const raw = rowsOf(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), format);
  if (raw.length === 0) throw new ImportError(careerText('importEmpty'));
  if (raw.length > IMPORT_ROWS_MAX)
    throw new ImportError(careerText('importTooMany', { count: raw.length, max: IMPORT_ROWS_MAX }));
  const report: ImportReport = { format, rows: [], added: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const [index, item] of raw.entries()) {
    const cleaned = cleanLikeRequest(JobPostingInput, normalise(item, defaults));
    const row = cleaned.value as Record<string, unknown>;
    const line = {
      row: index + 1,
      externalId: typeof row.externalId === 'string' ? row.externalId : null,
      title: typeof row.title === 'string' ? row.title : null,
    };
    const problems = problemsOf(row, cleaned.nulPath);
    if (problems.length > 0) {
      report.rows.push({ ...line, outcome: 'refused', problems });
      report.refused += 1;
      continue;
    }
    const { outcome } = await postings.upsert(Value.Clean(JobPostingInput, row) as JobPostingInput);
    report.rows.push({ ...line, outcome, problems: [] });
    report[outcome] += 1;
  }
  return report;
}
