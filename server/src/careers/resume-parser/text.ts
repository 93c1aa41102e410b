// Small text helpers every part uses: counting words, trimming separators, splitting outside
// parentheses, tidying an item.
import { BULLET_GLYPHS } from './lines';

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function titleKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function trimSeparators(text: string): string {
  return text
    .replace(/^[\s|,;:·•–—\-()[\]]+/u, '')
    .replace(/[\s|,;:·•–—\-([]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The last match of `separator` (global) outside parentheses and brackets. */
export function lastTopSeparator(
  text: string,
  separator: RegExp,
): { index: number; length: number } | null {
  let last: { index: number; length: number } | null = null;
  for (const match of text.matchAll(separator)) {
    const before = text.slice(0, match.index);
    const depth = (before.match(/[([]/g)?.length ?? 0) - (before.match(/[)\]]/g)?.length ?? 0);
    if (depth <= 0 && match[0].length > 0) last = { index: match.index, length: match[0].length };
  }
  return last;
}

/** Splits on `separator` outside parentheses and brackets. */
export function splitTop(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  const global = new RegExp(
    separator.source,
    separator.flags.includes('g') ? separator.flags : `${separator.flags}g`,
  );
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth += 1;
    if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    if (depth === 0) {
      global.lastIndex = i;
      const match = global.exec(text);
      if (match && match.index === i && match[0].length > 0) {
        parts.push(current);
        current = '';
        i += match[0].length;
        continue;
      }
    }
    current += ch;
    i += 1;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** An abbreviation's dot ends these as written: "Pvt. Ltd.", "K. Rao & Co.". */
const ABBREVIATION_END = /\b(?:ltd|pvt|co|inc|corp|llp|jr|sr|bros|st|dept|govt|univ)\.$/i;

export function tidyItem(text: string): string {
  const out = text
    .replace(new RegExp(`^[\\s${BULLET_GLYPHS}\\-–—>]+`, 'u'), '')
    .replace(/[\s;,:]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ABBREVIATION_END.test(out) ? out : out.replace(/[\s.]+$/u, '');
}
