// Education: entries (degree, institution, period, grade) from a section's lines or from a
// table of qualifications.
import { findPeriod, type FoundPeriod } from './dates';
import { isPlace, withoutPlace } from './places';
import { splitTop, trimSeparators, wordCount } from './text';
import type { Dated, Line } from './types';

/** A degree or school level at the start of a piece of text. */
const DEGREE = new RegExp(
  `^(?:${[
    // B.Com, B.Sc, B.A., B.Tech, B.E., B.Ed, M.Sc, M.Tech, M.Phil, BA, MS…
    String.raw`(?:b|m)\.?\s?(?:com|sc|a|tech|e|ed|des|pharm|arch|lib(?:\.?\s?i\.?\s?sc)?|p\.?\s?ed|f\.?\s?a|b\.?\s?a|c\.?\s?a|voc|stat|s\.?\s?w|phil|ba|bs|ms|l)\b\.?`,
    String.raw`(?:mba|mca|bca|bba|bbm|bsw|msw|bfa|mfa|bms|llb|llm|ll\.b|mbbs|bds|bams|bhms|bpt|mpt|d\.?\s?ed|d\.?\s?el\.?\s?ed|ph\.?\s?d|pgdm|pgdca|dca|adca|iti|ca|cs|cma|icwa|ssc|hsc|sslc|puc)\b`,
    String.raw`diploma|bachelor|master|doctor|chartered accountant|company secretary|cost accountant`,
    String.raw`post\s?graduat|under\s?graduat|graduat|pg\b`,
    String.raw`intermediate|higher secondary|senior secondary|secondary|matriculation|matric|pre-?university`,
    // Class X, Class XII, 10th, 12th Standard, Std. XII
    String.raw`class\s+(?:x|xii|10|12|10th|12th)\b|(?:10|12)(?:th)?\s+(?:class|standard|std|grade)|(?:10|12)th\b|std\.?\s+(?:x|xii|10|12)\b`,
  ].join('|')})`,
  'i',
);
const DEGREE_ANYWHERE =
  /\b(?:bachelor|master|diploma|degree|b\.\s?tech|b\.\s?com|m\.\s?sc|b\.\s?sc)\b/i;
export const INSTITUTION =
  /\b(?:university|college|institute|institution|school|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|academy|polytechnic|iit|nit|iiit|iim|board|cbse|icse|nios|campus|kendriya|gurukul|madrasa|centre|center)\b/i;
const GRADE = new RegExp(
  [
    // "CGPA 8.4/10", "GPA: 3.6"
    String.raw`\b(?:c?gpa|cpi|sgpa|ogpa)\s*[:-]?\s*\d{1,2}(?:\.\d{1,2})?(?:\s*\/\s*\d{1,2}(?:\.\d{1,2})?)?`,
    // "7.8 CGPA", "8.2/10 CGPA"
    String.raw`\b\d{1,2}(?:\.\d{1,2})?\s*(?:\/\s*\d{1,2}\s*)?(?:c?gpa|cpi)\b`,
    // "78%", "Percentage: 82.5%"
    String.raw`(?:(?:percentage|marks|aggregate|score)\s*[:-]?\s*)?\b\d{1,3}(?:\.\d{1,2})?\s?%`,
    // "First Class with Distinction", "Second Division", "Distinction", "Pass Class", "Grade A"
    String.raw`\b(?:first|second|third|1st|2nd|3rd)\s+(?:class|division)(?:\s+with\s+distinction)?`,
    String.raw`\bdistinction\b`,
    String.raw`\bpass(?:ed)?\s+class\b`,
    String.raw`\bgrade\s*[:-]?\s*[a-e]\+?(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** A grade as written: "8.2 CGPA", "CGPA 8.4/10", "78%", "First Class". Labels before a percentage go. */
export function findGrade(text: string): string {
  const match = GRADE.exec(text);
  if (!match) return '';
  return match[0].replace(/^(?:percentage|marks|aggregate|score)\s*[:-]?\s*/i, '').trim();
}

export function isDegree(text: string): boolean {
  return DEGREE.test(text.trim()) || DEGREE_ANYWHERE.test(text);
}

interface EducationDraft extends Dated {
  degree: string;
  institution: string;
  grade: string;
}

interface EducationFacts {
  degree: string;
  institution: string;
  found: FoundPeriod | null;
  grade: string;
}

const EDUCATION_LABEL =
  /^(degree|qualification|course|programme|program|class|standard|university|college|institute|institution|school|board|year(?:\s+of\s+passing)?|passing\s+year|passed\s+out|duration|period|session|batch|percentage|c?gpa|cpi|grade|marks|result|aggregate)\s*[:：]\s*(\S.*)$/i;

function educationFacts(text: string): EducationFacts {
  const labelled = EDUCATION_LABEL.exec(text);
  if (labelled) {
    const label = labelled[1]!.toLowerCase();
    const value = labelled[2]!.trim();
    const facts: EducationFacts = { degree: '', institution: '', found: null, grade: '' };
    if (/degree|qualification|course|program|class|standard/.test(label)) facts.degree = value;
    else if (/university|college|institut|school|board/.test(label)) facts.institution = value;
    else if (/year|pass|duration|period|session|batch/.test(label)) facts.found = findPeriod(value);
    else
      facts.grade = /^(?:percentage|aggregate|marks)$/.test(label)
        ? value
        : `${labelled[1]} ${value}`;
    return facts;
  }
  let rest = text;
  const found = findPeriod(rest);
  if (found) rest = `${rest.slice(0, found.index)} | ${rest.slice(found.index + found.length)}`;
  const gradeMatch = GRADE.exec(rest);
  const grade = gradeMatch ? findGrade(gradeMatch[0]) : '';
  if (gradeMatch)
    rest = `${rest.slice(0, gradeMatch.index)} | ${rest.slice(gradeMatch.index + gradeMatch[0].length)}`;
  rest = rest.replace(
    /\b(?:year of passing|passed out|passing year|batch|session|duration|grade|result|percentage|marks)\s*[:-]?\s*(?=\||$)/gi,
    ' ',
  );
  const pieces = splitTop(rest, /\s*[|•·;]\s*|\s+[–—-]\s+|\s*,\s*|\s+(?:from|at)\s+/i)
    .map(trimSeparators)
    .filter((p) => p && /\p{L}/u.test(p));
  let degree = '';
  let institution = '';
  const between: string[] = [];
  for (const piece of pieces) {
    if (
      !degree &&
      !institution &&
      isDegree(piece) &&
      !INSTITUTION.test(piece.replace(DEGREE, ''))
    ) {
      degree = piece;
    } else if (!institution && INSTITUTION.test(piece) && !(isDegree(piece) && !degree)) {
      institution = piece;
    } else if (isPlace(piece)) {
      continue;
    } else if (degree && !institution) {
      between.push(piece);
    } else if (!degree && !institution && isDegree(piece)) {
      degree = piece;
    }
  }
  if (degree && !institution && between.length > 0) {
    // No word says which is the institution: the piece after the degree ("JNTU Hyderabad").
    institution = between.pop()!;
  }
  if (degree && between.length > 0) degree = [degree, ...between].join(', ');
  return { degree, institution, found, grade };
}

export function parseEducation(lines: readonly Line[]): EducationDraft[] {
  const entries: EducationDraft[] = [];
  let cur: EducationDraft | null = null;
  const table = lines.filter((l) => l.kind === 'row');
  if (table.length > 0) entries.push(...educationTable(table));
  for (const line of lines) {
    if (line.kind === 'row') continue;
    const facts = educationFacts(line.text);
    const fresh =
      !cur ||
      (facts.degree && cur.degree) ||
      (facts.institution && cur.institution && !facts.degree) ||
      (facts.found && cur.period && (facts.degree || facts.institution));
    if (!facts.degree && !facts.institution && !cur) {
      continue;
    }
    if (fresh && (facts.degree || facts.institution)) {
      cur = {
        at: line.index,
        degree: facts.degree,
        institution: facts.institution,
        period: facts.found?.period ?? null,
        grade: facts.grade,
      };
      entries.push(cur);
      continue;
    }
    if (!cur) continue;
    if (!cur.degree && facts.degree) cur.degree = facts.degree;
    if (!cur.institution && facts.institution) cur.institution = facts.institution;
    if (!cur.period && facts.found) cur.period = facts.found.period;
    if (!cur.grade && facts.grade) cur.grade = facts.grade;
    // A line naming neither, after the degree: the institution when none has a telling word.
    if (!cur.institution && !facts.degree && !facts.found && !facts.grade && line.kind !== 'item') {
      const plain = trimSeparators(line.text);
      if (plain && !isPlace(plain) && wordCount(plain) <= 10) cur.institution = withoutPlace(plain);
    }
  }
  return entries;
}

const COLUMN = {
  degree: /qualification|degree|course|class|exam|standard|programme|program|education/i,
  institution: /institut|college|school|university|board/i,
  period: /year|period|duration|passing|session|batch/i,
  grade: /percent|%|c?gpa|grade|marks|score|result|division|class obtained/i,
};

function educationTable(rows: readonly Line[]): EducationDraft[] {
  const header = rows[0]!;
  const cells = header.cells ?? [];
  const find = (pattern: RegExp, not: number[] = []) =>
    cells.findIndex((c, i) => !not.includes(i) && pattern.test(c));
  const grade = find(COLUMN.grade);
  const period = find(COLUMN.period, [grade]);
  const institution = find(COLUMN.institution, [grade, period]);
  const degree = find(COLUMN.degree, [grade, period, institution]);
  if (degree < 0 || (institution < 0 && period < 0)) {
    return parseEducation(
      rows.map((r) => ({ ...r, kind: 'paragraph' as const, cells: undefined })),
    );
  }
  return rows.slice(1).flatMap((row) => {
    const c = row.cells ?? [];
    const at = (i: number) => (i >= 0 ? (c[i] ?? '') : '');
    if (!at(degree)) return [];
    return [
      {
        at: row.index,
        degree: at(degree),
        institution: withoutPlace(at(institution)),
        period: findPeriod(at(period))?.period ?? null,
        grade: at(grade),
      },
    ];
  });
}
