// Section titles: whether a line names a section ("Work Experience:", "TECHNICAL SKILLS"),
// allowing for small misreadings, and which one.
import { OTHER_NAMES, SECTION_LAST_WORDS, SECTION_NAMES } from './tables/section-names';
import { titleKey, wordCount } from './text';
import type { Line, ResumeSection } from './types';

/** Levenshtein distance, stopping early once above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Close enough to a name to be it misread: one slip in a word, two in a long title. */
function nearly(key: string, name: string): boolean {
  if (key === name) return true;
  const max = name.length >= 12 ? 2 : name.length >= 6 ? 1 : 0;
  return max > 0 && distance(key, name, max) <= max;
}

/**
 * The section a title names ("Work Experience:", "TECHNICAL SKILLS", "Hobbies"), or null when the
 * text is not a section title. Case, a trailing colon and stray punctuation do not count; small
 * misreadings (OCR) do not either.
 */
export function sectionOf(text: string): ResumeSection | null {
  let key = titleKey(text);
  // Letter-spaced titles ("E D U C A T I O N"): compared without any spaces.
  const spaced = /^(?:\p{L} )+\p{L}$/u.test(key);
  const squeeze = (name: string) => (spaced ? name.replace(/ /g, '') : name);
  if (spaced) key = squeeze(key);
  if (!key || key.split(' ').length > 6) return null;
  const matches = (name: string) => nearly(key, squeeze(name));
  for (const [section, names] of Object.entries(SECTION_NAMES) as [ResumeSection, string[]][]) {
    if (names.some(matches)) return section;
  }
  if (OTHER_NAMES.some(matches)) return 'other';
  for (const [pattern, section] of SECTION_LAST_WORDS) if (pattern.test(key)) return section;
  return null;
}

/** A block that can be a section title: a heading, or a paragraph of five words at most. */
export function titleCandidate(line: Line): boolean {
  if (line.kind === 'item' || line.kind === 'row') return false;
  const words = wordCount(line.text);
  return line.kind === 'heading' ? words <= 6 : words <= 5;
}

/** "Skills: Python, SQL": a section's name as a label, its content on the same line. */
export function labelledSection(text: string): { section: ResumeSection; rest: string } | null {
  const match = /^([^:]{2,40}?)\s*[:：]\s*(\S.*)$/u.exec(text);
  if (!match) return null;
  const section = sectionOf(match[1]!);
  return section && section !== 'contact' && section !== 'other'
    ? { section, rest: match[2]! }
    : null;
}

export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
}
