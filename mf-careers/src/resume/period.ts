// A period of work or study as the person writes it on "What We Understood", read into the
// contract's dates (ResumePeriod of shared/src/api/careers.ts): "YYYY-MM" or "YYYY".
//
// The server's resume parser has its own, fuller reader (server/src/careers/resume-parser.ts,
// `parsePeriod`), which finds a period inside a longer line. Browser code cannot import server
// code, so this one reads a field that holds only the period, with the same meanings: a range
// ending "Present" (or "Current", "till date", "now"…) is current with no end; "since 2019" is
// current from 2019; a single date is when the work or study ended (a year of passing). Anything
// else keeps its text with no dates, rather than guessing.
import type { ResumePeriod } from '@nclude/shared/api-schemas';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
// The contract's dates are four-digit years; these bounds are the server parser's.
const YEAR = '(19[5-9]\\d|20\\d\\d)';

const NAMED = new RegExp(`^${MONTH}[\\s,\\-]*${YEAR}$`, 'i');
const NUMERIC = new RegExp(`^(0?[1-9]|1[0-2])\\s?[/.\\-]\\s?${YEAR}$`);
const BARE = new RegExp(`^${YEAR}$`);
const NOW =
  /^(?:present|current(?:ly)?|now|till\s+(?:date|now|today)|to\s*date|date|today|ongoing|continuing)$/i;
/** Where a range may be split: dashes of any kind, or the words people write between dates. */
const SEPARATOR = /\s*(?:[-–—~→]+|\bto\b|\btill\b|\buntil\b|\bthrough\b)\s*/gi;
const SINCE = /^(?:since|from)\s+(.+)$/i;
const ONWARDS = /^(.+?)\s+(?:onwards|till\s+date|to\s+date)$/i;

/** One date ("Jun 2019", "June, 2019", "03/2019", "2019") as "YYYY-MM" or "YYYY". */
function readDate(text: string): string | null {
  const t = text.trim();
  const named = NAMED.exec(t);
  if (named) {
    const month = MONTHS.findIndex((name) => named[1]!.toLowerCase().startsWith(name)) + 1;
    return `${named[2]}-${String(month).padStart(2, '0')}`;
  }
  const numeric = NUMERIC.exec(t);
  if (numeric) return `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`;
  return BARE.exec(t)?.[1] ?? null;
}

/** A range's end: a date, "Present", or two digits after a year ("2018-20", an academic year). */
function readEnd(text: string, start: string): { end: string | null; current: boolean } | null {
  const t = text.trim();
  if (NOW.test(t)) return { end: null, current: true };
  if (/^\d{2}$/.test(t)) {
    const startYear = Number(start.slice(0, 4));
    let year = Math.floor(startYear / 100) * 100 + Number(t);
    if (year < startYear) year += 100;
    // "2019-06" is a month, not a span of 87 years: only a near end reads as a year.
    return year - startYear <= 10 ? { end: String(year), current: false } : null;
  }
  const end = readDate(t);
  return end ? { end, current: false } : null;
}

function readRange(text: string): Omit<ResumePeriod, 'text'> | null {
  // Every place a separator occurs is tried: "03-2019 – 12-2021" splits at the dash in the
  // middle, not at the one inside the first date.
  for (const match of text.matchAll(SEPARATOR)) {
    const start = readDate(text.slice(0, match.index));
    if (!start) continue;
    const end = readEnd(text.slice(match.index + match[0].length), start);
    if (end) return { start, ...end };
  }
  return null;
}

/**
 * The period written in `text`, with its dates when it has a form this reads ("Jun 2019 –
 * Present", "2018 - 2020", "03/2019 – 12/2021", "since 2019", "2021"), else with null dates.
 * Null for an empty text: no period.
 */
export function periodFromText(text: string): ResumePeriod | null {
  const written = text.trim();
  if (written === '') return null;
  // Full-width digits and odd spaces (pasted from a PDF) read as plain ones.
  const plain = written.normalize('NFKC').replace(/\s+/g, ' ');
  const range = readRange(plain);
  if (range) return { text: written, ...range };
  const since = SINCE.exec(plain) ?? ONWARDS.exec(plain);
  const sinceStart = since ? readDate(since[1]!) : null;
  if (sinceStart) return { text: written, start: sinceStart, end: null, current: true };
  const single = readDate(plain);
  if (single) return { text: written, start: null, end: single, current: false };
  return { text: written, start: null, end: null, current: false };
}

/**
 * The period to save for a field that started as `original`: the parser's own reading while the
 * text is unchanged (it may know more than this reader, e.g. from a table column), else the text
 * read afresh.
 */
export function periodToSave(text: string, original: ResumePeriod | null): ResumePeriod | null {
  if (original && text.trim() === original.text.trim()) return original;
  return periodFromText(text);
}
