// The parsed resume as the "What We Understood" form edits it: every field a string (lists one
// item per line), entries with stable keys so adding or removing one keeps the others' fields
// and focus in place. A period is its text: the server reads its dates (the parser's reader).
import type {
  ParsedResume,
  ResumeEducation,
  ResumeExperience,
  ResumePeriod,
  ResumeProject,
} from '@nclude/shared/api-schemas';
import { RESUME_LIMITS } from '@nclude/shared/validation';

/** The contract's bounds, which the form checks before saving. */
export const LIMITS = RESUME_LIMITS;

export interface LineLimit {
  items: number;
  length: number;
}

export interface ExperienceDraft {
  key: number;
  title: string;
  employer: string;
  period: string;
  details: string;
}

export interface EducationDraft {
  key: number;
  degree: string;
  institution: string;
  period: string;
  grade: string;
}

export interface ProjectDraft {
  key: number;
  name: string;
  details: string;
}

export interface ResumeDraft {
  name: string;
  email: string;
  phone: string;
  location: string;
  links: string;
  summary: string;
  skills: string;
  experience: ExperienceDraft[];
  education: EducationDraft[];
  projects: ProjectDraft[];
  certifications: string;
  languages: string;
}

let lastKey = 0;
/** A key no entry on the page has had (React keys and field ids). */
export function entryKey(): number {
  lastKey += 1;
  return lastKey;
}

/** The items of a one-per-line field: trimmed, blank lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const periodDraft = (period: ResumePeriod | null): string => period?.text ?? '';

/** A period as saved: its text, whose dates the server reads. */
const periodOf = (text: string): ResumePeriod | null =>
  text.trim() ? { text: text.trim(), start: null, end: null, current: false } : null;

export const emptyExperience = (): ExperienceDraft => ({
  key: entryKey(),
  title: '',
  employer: '',
  period: periodDraft(null),
  details: '',
});

export const emptyEducation = (): EducationDraft => ({
  key: entryKey(),
  degree: '',
  institution: '',
  period: periodDraft(null),
  grade: '',
});

export const emptyProject = (): ProjectDraft => ({ key: entryKey(), name: '', details: '' });

export function draftOf(parsed: ParsedResume): ResumeDraft {
  return {
    name: parsed.contact.name,
    email: parsed.contact.email,
    phone: parsed.contact.phone,
    location: parsed.contact.location,
    links: parsed.contact.links.join('\n'),
    summary: parsed.summary,
    skills: parsed.skills.join('\n'),
    experience: parsed.experience.map((entry) => ({
      key: entryKey(),
      title: entry.title,
      employer: entry.employer,
      period: periodDraft(entry.period),
      details: entry.details.join('\n'),
    })),
    education: parsed.education.map((entry) => ({
      key: entryKey(),
      degree: entry.degree,
      institution: entry.institution,
      period: periodDraft(entry.period),
      grade: entry.grade,
    })),
    projects: parsed.projects.map((entry) => ({
      key: entryKey(),
      name: entry.name,
      details: entry.details.join('\n'),
    })),
    certifications: parsed.certifications.join('\n'),
    languages: parsed.languages.join('\n'),
  };
}

const blank = (...values: string[]) => values.every((value) => value.trim() === '');

/**
 * The body of the save call. An entry left wholly empty (added, then not filled in) is left
 * out: it says nothing, and recommendations would count it as a job or a course.
 */
export function resumeToSave(draft: ResumeDraft): ParsedResume {
  const experience: ResumeExperience[] = draft.experience
    .filter((entry) => !blank(entry.title, entry.employer, entry.period, entry.details))
    .map((entry) => ({
      title: entry.title.trim(),
      employer: entry.employer.trim(),
      period: periodOf(entry.period),
      details: linesOf(entry.details),
    }));
  const education: ResumeEducation[] = draft.education
    .filter((entry) => !blank(entry.degree, entry.institution, entry.period, entry.grade))
    .map((entry) => ({
      degree: entry.degree.trim(),
      institution: entry.institution.trim(),
      period: periodOf(entry.period),
      grade: entry.grade.trim(),
    }));
  const projects: ResumeProject[] = draft.projects
    .filter((entry) => !blank(entry.name, entry.details))
    .map((entry) => ({ name: entry.name.trim(), details: linesOf(entry.details) }));
  return {
    contact: {
      name: draft.name.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
      location: draft.location.trim(),
      links: linesOf(draft.links),
    },
    summary: draft.summary.trim(),
    skills: linesOf(draft.skills),
    experience,
    education,
    projects,
    certifications: linesOf(draft.certifications),
    languages: linesOf(draft.languages),
  };
}

export type LengthProblem =
  | { kind: 'tooLong'; max: number; count: number }
  | { kind: 'lineTooLong'; line: number; max: number }
  | { kind: 'tooManyLines'; max: number; count: number };

/** A text longer than the contract allows, counted as it is sent (trimmed). */
export function checkText(value: string, max: number): LengthProblem | null {
  const count = value.trim().length;
  return count > max ? { kind: 'tooLong', max, count } : null;
}

/** A one-per-line field with too many items, or an item too long (named by its line). */
export function checkLines(value: string, limit: LineLimit): LengthProblem | null {
  const lines = value.split(/\r?\n/);
  const long = lines.findIndex((line) => line.trim().length > limit.length);
  if (long >= 0) return { kind: 'lineTooLong', line: long + 1, max: limit.length };
  const count = linesOf(value).length;
  return count > limit.items ? { kind: 'tooManyLines', max: limit.items, count } : null;
}
