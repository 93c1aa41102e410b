// Lists of items (skills, languages, certifications): one line cut into its items, labels and
// sentences left out.
import { HUMAN_LANGUAGES } from './tables/words';
import { clean } from './lines';
import { splitTop, tidyItem, titleKey, wordCount } from './text';

export function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase().replace(/\s+/g, ' ');
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A label ahead of a list ("Languages: Python, Java"), when short enough to be one. */
function splitLabel(text: string): { label: string; rest: string } {
  const match = /^([^:,|;()]{2,40}?)\s*[:：]\s*(.+)$/u.exec(text);
  if (match && wordCount(match[1]!) <= 4) return { label: match[1]!, rest: match[2]! };
  return { label: '', rest: text };
}

const SKILL_SEPARATOR = /\s*[,;|•·▪●«»]\s*|\s+[–—]\s+|\s+\/\s+(?=\p{Lu})/u;

/**
 * The skills in one line of a skills section: "Python, SQL | Excel" → three; a label before a
 * colon ("Languages: Python, Java") is not a skill; commas inside parentheses do not split
 * ("MS Office (Word, Excel)" is one). Sentences (more than eight words) are not skills.
 */
export function splitSkills(text: string, options: { ocr?: boolean } = {}): string[] {
  const { rest } = splitLabel(clean(text));
  const separator = options.ocr
    ? new RegExp(`${SKILL_SEPARATOR.source}|\\s\\+\\s|\\s[eo©]\\s(?=\\p{Lu})`, 'u')
    : SKILL_SEPARATOR;
  return splitTop(rest, separator)
    .map(tidyItem)
    .filter((s) => s.length > 0 && wordCount(s) <= 8 && /\p{L}/u.test(s));
}

export function isHumanLanguage(item: string): boolean {
  const key = titleKey(item.replace(/\(.*?\)/g, ' ').replace(/[-–—:].*$/, ''));
  return HUMAN_LANGUAGES.has(key);
}

export function splitLanguages(text: string): string[] {
  const { rest } = splitLabel(text);
  return splitTop(rest, /\s*[,;|•·«»/]\s*|\s+(?:and|&)\s+/u)
    .map(tidyItem)
    .filter((s) => s.length > 0 && wordCount(s) <= 5 && /\p{L}/u.test(s));
}
