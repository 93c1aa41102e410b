// Experience: entries (title, employer, period, duties) from a section's lines, however the
// header is laid out: one line, two, labelled fields, or a bullet.
import type { ResumeExperience, ResumePeriod } from '@nclude/shared/api-schemas';
import { findPeriod, withoutPeriod } from './dates';
import { ORG_WORDS, TITLE_WORDS } from './tables/words';
import { isPlace, townAfterOrganisation, withoutPlace } from './places';
import { splitTop, tidyItem, wordCount } from './text';
import type { Dated, Line } from './types';

interface ExperienceDraft extends Dated {
  parts: string[];
  /** Values of labelled lines ("Company: …", "Designation: …"), which need no guessing. */
  fields: { title?: string; employer?: string };
  details: string[];
  /** Its header may still take lines (title and employer on lines of their own). */
  headerOpen: boolean;
  /** Started by a heading, a dated line or a "Title, Employer" line: a real entry. */
  anchored: boolean;
}

const EXPERIENCE_LABEL =
  /^(company(?:\s+name)?|organi[sz]ation|employer|firm|designation|role|position|post|job\s+title|title|duration|period|tenure|working\s+since|dates?)\s*[:：]\s*(\S.*)$/i;

function isSentence(text: string): boolean {
  // Abbreviations end organisations' names: "Pvt. Ltd.", "Inc.", "Co.".
  return /[.!?]$/.test(text) && !/\b(?:ltd|pvt|inc|co|corp|llp|jr|sr)\.$/i.test(text);
}

export function headerish(line: Line): boolean {
  if (line.kind === 'item') return false;
  const words = wordCount(line.text);
  if (line.kind === 'heading') return words <= 16;
  return words <= 14 && !isSentence(line.text) && !/^\p{Ll}/u.test(line.text);
}

/**
 * Title and employer from one header text, by the usual separators, strongest first. "at" and a
 * comma split once ("Title at Employer, Place"); bars and dashes split every time.
 */
const HEADER_SEPARATORS: { separator: RegExp; once: boolean }[] = [
  { separator: /\s*\|\s*|\s+[•·]\s+/u, once: false },
  { separator: /\s+[–—-]\s+|\s*[–—]\s*/u, once: false },
  { separator: /\s+(?:at|@)\s+/i, once: true },
  { separator: /\s*,\s*/, once: true },
];

function splitTitleEmployer(text: string): string[] {
  for (const { separator, once } of HEADER_SEPARATORS) {
    const parts = splitTop(text, separator);
    if (parts.length >= 2) return once ? [parts[0]!, parts.slice(1).join(', ')] : parts;
  }
  return [text];
}

/** Leaning to a job title (above 0) or to an organisation's name (below 0). */
function titleLean(text: string): number {
  return (TITLE_WORDS.test(text) ? 1 : 0) - (ORG_WORDS.test(text) ? 1 : 0);
}

function titleAndEmployer(parts: readonly string[]): { title: string; employer: string } {
  let pieces: string[];
  if (parts.length >= 2) {
    const first = splitTitleEmployer(parts[0]!);
    pieces = first.length >= 2 && parts.slice(1).every((p) => isPlace(p)) ? first : [...parts];
  } else {
    pieces = parts[0] ? splitTitleEmployer(parts[0]) : [];
  }
  pieces = pieces.filter(
    (p, i) =>
      pieces.length === 1 ||
      !(isPlace(p) || (i > 0 && townAfterOrganisation(pieces.slice(0, i).join(', '), p))),
  );
  let title = pieces[0] ?? '';
  let employer = pieces.slice(1).join(', ');
  if (pieces.length === 1 && titleLean(title) < 0) {
    employer = title;
    title = '';
  }
  // "Employer | Title": the organisation first.
  if (title && employer && titleLean(employer) > titleLean(title))
    [title, employer] = [employer, title];
  return { title: tidyItem(withoutPlace(title)), employer: tidyItem(withoutPlace(employer)) };
}

/** A header's fields are all there when it names both a title and an employer. */
function headerComplete(parts: readonly string[]): boolean {
  if (parts.length >= 2) return true;
  const { title, employer } = titleAndEmployer(parts);
  return Boolean(title && employer);
}

export function parseExperience(lines: readonly Line[]): ExperienceDraft[] {
  const entries: ExperienceDraft[] = [];
  const open = (
    line: Line,
    part: string,
    period: ResumePeriod | null,
    anchored: boolean,
  ): ExperienceDraft => {
    const entry: ExperienceDraft = {
      at: line.index,
      parts: part ? [part] : [],
      fields: {},
      details: [],
      period,
      headerOpen: true,
      anchored,
    };
    entries.push(entry);
    return entry;
  };
  const periodAt = (j: number) => {
    const line = lines[j];
    if (!line || !headerish(line)) return null;
    const found = findPeriod(line.text);
    return found && found.strength >= 2 ? { found, rest: withoutPeriod(line.text, found) } : null;
  };
  /** A header line naming only one of title and employer (the other is on the next line). */
  const halfHeader = (j: number) => {
    const line = lines[j];
    if (!line || !headerish(line)) return false;
    const found = findPeriod(line.text);
    return !headerComplete([found ? withoutPeriod(line.text, found) : line.text]);
  };
  /**
   * Whether an undated line starts an entry whose dates come below it: a title over a line of
   * dates, over "Employer | dates", or over an employer over dates. A short line of duties above
   * a complete "Title, Employer" line is not one.
   */
  const headsDates = (i: number) => {
    const next = periodAt(i + 1);
    if (next) return !next.rest || halfHeader(i + 1);
    const after = periodAt(i + 2);
    return halfHeader(i + 1) && after !== null && !after.rest;
  };
  let cur: ExperienceDraft | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const found = findPeriod(line.text);
    const rest = found ? withoutPeriod(line.text, found) : line.text;
    const labelled = line.kind === 'item' ? null : EXPERIENCE_LABEL.exec(line.text);
    if (labelled && wordCount(labelled[2]!) <= 10) {
      const label = labelled[1]!.toLowerCase();
      const value = labelled[2]!.trim();
      if (/duration|period|tenure|since|dates?/.test(label)) {
        const period = findPeriod(value)?.period ?? null;
        if (cur && !cur.period) cur.period = period;
        else cur = open(line, '', period, true);
      } else {
        const key = /designation|role|position|post|title/.test(label) ? 'title' : 'employer';
        // A field already given, or duties already listed: the next entry's first field.
        if (!cur || cur.fields[key] !== undefined || cur.details.length > 0) {
          cur = open(line, '', null, true);
        }
        cur.fields[key] = tidyItem(value);
      }
      continue;
    }
    if (line.kind === 'item') {
      // A bullet that is an entry (a dated "Title, Employer" with its duties nested under it).
      const bulletHeader =
        found !== null &&
        found.strength >= 2 &&
        wordCount(rest) <= 10 &&
        (line.parent || splitTitleEmployer(rest).length >= 2);
      if (bulletHeader) {
        cur = open(line, rest, found.period, true);
        cur.headerOpen = false;
      } else if (cur) {
        cur.details.push(line.text);
        cur.headerOpen = false;
      }
      continue;
    }
    if (found && !rest) {
      // A date alone: its entry's (set flush right and read later, or on a line of its own).
      if (cur && !cur.period) cur.period = found.period;
      else if (found.strength >= 2) cur = open(line, '', found.period, true);
      else if (cur) cur.details.push(line.text);
      continue;
    }
    if (!headerish(line)) {
      if (cur) {
        cur.details.push(line.text);
        cur.headerOpen = false;
      }
      continue;
    }
    const dated = found !== null && found.strength >= 2;
    if (
      cur &&
      cur.headerOpen &&
      !(dated && cur.period) &&
      !headerComplete(cur.parts) &&
      // A stray first line ("Total experience: 5 years") does not take the next entry's title.
      (cur.anchored || cur.period !== null || !headsDates(i))
    ) {
      // The employer (or the title) on a line of its own.
      cur.parts.push(rest);
      if (!cur.period && found) cur.period = found.period;
      continue;
    }
    const pair = splitTitleEmployer(rest).length >= 2;
    const startsEntry =
      !cur ||
      dated ||
      line.kind === 'heading' ||
      headsDates(i) ||
      (pair && (TITLE_WORDS.test(rest) || ORG_WORDS.test(rest)) && cur.details.length > 0);
    if (startsEntry) {
      // A bare year in a long header line is more likely a number than a date.
      const usable = found && (dated || line.kind === 'heading' || wordCount(rest) <= 8);
      cur = open(
        line,
        rest,
        usable ? found.period : null,
        dated || line.kind === 'heading' || pair || headsDates(i),
      );
    } else if (cur) {
      cur.details.push(line.text);
      cur.headerOpen = false;
    }
  }
  return entries;
}

export function experienceOf(draft: ExperienceDraft): ResumeExperience | null {
  const guessed = titleAndEmployer(draft.parts);
  const title = draft.fields.title ?? guessed.title;
  const employer =
    draft.fields.employer !== undefined ? withoutPlace(draft.fields.employer) : guessed.employer;
  if (!title && !employer) return null;
  // An undated line that names neither a title nor an employer is not an entry ("3 years").
  if (!draft.period && !draft.anchored && !(title && employer)) return null;
  return { title, employer, period: draft.period, details: draft.details };
}
