// Field helpers: the feeds' texts, addresses, dates and names cleaned up and capped, the same way
// for every format.
import { htmlToText, textToHtml } from '../clean';
import { URL_MAX } from './model';

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cut to `max` characters without splitting a surrogate pair. */
export function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Text that may hold HTML (a title, a caption) as plain text on one line. */
export function plain(value: string | undefined | null, max: number): string {
  if (!value) return '';
  // Markup may take many characters per visible one, but not this many.
  const source = value.length > max * 20 ? value.slice(0, max * 20) : value;
  const text = /[<&]/.test(source) ? htmlToText(source) : source;
  return cap(collapse(text), max);
}

export function absolute(value: string | undefined | null, base: string | null): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= URL_MAX ? url.href : null;
  } catch {
    return null;
  }
}

export const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*[\s/>]/i;

/** An Atom text construct's value as HTML, by its type (text by default, unless it is plainly HTML). */
export function atomHtml(value: string | undefined, type: string | undefined): string {
  if (!value?.trim()) return '';
  const kind = (type ?? '').toLowerCase();
  if (kind === 'html' || kind === 'xhtml' || kind.includes('html')) return value;
  if (!kind && LOOKS_LIKE_HTML.test(value)) return value;
  return textToHtml(value);
}

export function firstFilled(...values: (string | undefined)[]): string {
  for (const value of values) if (value?.trim()) return value;
  return '';
}

export function parseDate(value: string | undefined): Date | null {
  const raw = value?.trim();
  if (!raw) return null;
  let time = Date.parse(raw);
  // Indian publishers write "IST"; Date.parse knows only the North American zone names.
  if (Number.isNaN(time)) time = Date.parse(raw.replace(/\bIST\b/, '+0530'));
  return Number.isNaN(time) ? null : new Date(time);
}

export function names(values: (string | undefined)[], max: number, count: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const name = plain(value, max);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length === count) break;
  }
  return out;
}
