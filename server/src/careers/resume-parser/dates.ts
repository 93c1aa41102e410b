// Periods: dates and ranges of dates as resumes write them ("Jun 2019 – Present", "2018-20",
// "since 2019"), read as "YYYY-MM" / "YYYY".
import type { ResumePeriod } from '@nclude/shared/api-schemas';
import { clean } from './lines';
import { trimSeparators } from './text';

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
/** One date: "Jun 2019", "June, 2019", "Jun'19", "03/2019", "2019". */
const DATE = `(?:${MONTH}[\\s,\\-]*(?:${YEAR}|['’]\\s?\\d{2})|(?:0?[1-9]|1[0-2])\\s?[/.\\-]\\s?${YEAR}|${YEAR})`;
const NOW =
  '(?:present|current(?:ly)?|now|till\\s+(?:date|now|today)|to\\s*date|today|ongoing|continuing|date)';
const DASH = '(?:[-–—~→]+|to|till|until|through|thru)';

const RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}/.\\-])(${DATE})\\s*${DASH}\\s*(${DATE}|${NOW}|\\d{2}(?!\\s?%))(?![\\p{L}\\p{N}]|[/.]\\d)`,
  'iu',
);
const SINCE = new RegExp(
  `(?:\\b(?:since|from)\\s+(${DATE})(?!\\s*${DASH})|(?<![\\p{L}\\p{N}/.\\-])(${DATE})\\s+(?:onwards|till\\s+date|to\\s+date))(?![\\p{L}\\p{N}])`,
  'iu',
);
const SINGLE = new RegExp(
  `(?<![\\p{L}\\p{N}/.\\-])(${DATE})(?![\\p{L}\\p{N}%]|[/.\\-]\\d|\\s?%)`,
  'iu',
);

interface DatePart {
  value: string;
  /** A month was given. */
  month: boolean;
  year: number;
}

function twoDigitYear(yy: number): number {
  // No resume in this portal predates 1951 or looks past 2050.
  return yy <= 50 ? 2000 + yy : 1900 + yy;
}

function readDate(text: string): DatePart | null {
  const t = text.trim().toLowerCase();
  const named = new RegExp(`^(${MONTH})[\\s,\\-]*(?:(${YEAR})|['’]\\s?(\\d{2}))$`, 'i').exec(t);
  if (named) {
    const month = MONTHS.findIndex((m) => named[1]!.startsWith(m)) + 1;
    const year = named[2] ? Number(named[2]) : twoDigitYear(Number(named[3]));
    return { value: `${year}-${String(month).padStart(2, '0')}`, month: true, year };
  }
  const numeric = new RegExp(`^(0?[1-9]|1[0-2])\\s?[/.\\-]\\s?(${YEAR})$`).exec(t);
  if (numeric) {
    const year = Number(numeric[2]);
    return { value: `${year}-${numeric[1]!.padStart(2, '0')}`, month: true, year };
  }
  const bare = new RegExp(`^(${YEAR})$`).exec(t);
  return bare ? { value: bare[1]!, month: false, year: Number(bare[1]) } : null;
}

export interface FoundPeriod {
  period: ResumePeriod;
  /** Where the period's text is in the searched text. */
  index: number;
  length: number;
  /**
   * 3: a range ("2018 – 2020", "Jun 2019 – Present"); 2: a single month and year, or "since";
   * 1: a bare year, which may as well be a number in a sentence.
   */
  strength: 1 | 2 | 3;
}

export function findPeriod(text: string): FoundPeriod | null {
  const range = RANGE.exec(text);
  if (range) {
    const start = readDate(range[1]!);
    const endText = range[2]!;
    const isNow = new RegExp(`^${NOW}$`, 'i').test(endText.trim());
    let end: string | null = null;
    if (!isNow) {
      if (/^\d{2}$/.test(endText) && start) {
        // "2018-20": the century of the start (an academic year "2019-20"); a course lasts a few
        // years at most, so "2012 — 89" is a year and a number, not a range.
        let year = Math.floor(start.year / 100) * 100 + Number(endText);
        if (year < start.year) year += 100;
        end = year - start.year <= 6 && !start.month ? String(year) : null;
      } else {
        end = readDate(endText)?.value ?? null;
      }
    }
    if (start && (isNow || end)) {
      return {
        period: { text: range[0].trim(), start: start.value, end, current: isNow },
        index: range.index,
        length: range[0].length,
        strength: 3,
      };
    }
  }
  const since = SINCE.exec(text);
  if (since) {
    const start = readDate((since[1] ?? since[2])!);
    if (start) {
      return {
        period: { text: since[0].trim(), start: start.value, end: null, current: true },
        index: since.index,
        length: since[0].length,
        strength: 2,
      };
    }
  }
  const single = SINGLE.exec(text);
  if (single) {
    const date = readDate(single[1]!);
    if (date) {
      // A single date is when the study or work ended ("Year of passing: 2021").
      return {
        period: { text: single[0].trim(), start: null, end: date.value, current: false },
        index: single.index,
        length: single[0].length,
        strength: date.month ? 2 : 1,
      };
    }
  }
  return null;
}

/**
 * The first period in `text` ("Jun 2019 – Present", "2018 - 2020", "Jan 2020 to Mar 2022",
 * "03/2019 – 12/2021", "since 2019", "2021"), as written and as "YYYY-MM" / "YYYY" dates; null
 * when there is none. A range ending "Present", "Current", "till date" or "now" is current, with no
 * end; a single date is taken as the end (a year of passing).
 */
export function parsePeriod(text: string): ResumePeriod | null {
  return findPeriod(clean(text))?.period ?? null;
}

/** The text around a period, with the separators that joined them removed. */
export function withoutPeriod(text: string, found: FoundPeriod): string {
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found.length);
  const join = `${trimSeparators(before)} ${trimSeparators(after)}`;
  const rest = trimSeparators(join.replace(/\(\s*\)/g, ' '));
  // Labels left alone around a date ("Duration:") are not a title.
  return /^(?:duration|period|dates?|tenure|from|year(?: of passing)?|batch|session)\s*:?$/i.test(
    rest,
  )
    ? ''
    : rest;
}
