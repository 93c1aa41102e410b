// Sentences and sections: a section's text is read aloud sentence by sentence (each sentence's
// characters are highlighted while it plays), and a long chapter is cut into listenable sections
// at paragraph boundaries, never inside a sentence.
import { INGEST_LIMITS, type BookSection } from './model';

export interface Span {
  /** Characters [from, to) of the text. */
  from: number;
  to: number;
}

// Ends a sentence: . ? ! … and the danda and double danda of Hindi and Telugu (। ॥), then any
// closing quotes or brackets.
const TERMINATOR = /[.?!…।॥]+["'”’»)\]]*/gu;
// "Mr. Rao", "e.g. this", "J. K. Rowling", "3.5": a full stop that ends no sentence.
const ABBREVIATION =
  /(?:\b(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|Mt|vs|etc|No|Vol|Fig|e\.g|i\.e)|\b\p{Lu})\.$/u;
/** Longer than this is read in pieces (at commas, then spaces) so highlighting keeps up. */
const SENTENCE_MAX = 400;

function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

function trimmed(text: string, from: number, to: number): Span | null {
  while (from < to && /\s/u.test(text[from]!)) from++;
  while (to > from && /\s/u.test(text[to - 1]!)) to--;
  return from < to ? { from, to } : null;
}

/** Cuts [from, to) at the last comma or space before `max` characters, repeatedly. */
function splitLong(text: string, span: Span, max: number): Span[] {
  const pieces: Span[] = [];
  let start = span.from;
  while (span.to - start > max) {
    const window = text.slice(start, start + max);
    let cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('، '));
    if (cut < max / 3) cut = window.lastIndexOf(' ');
    const end = cut > 0 ? start + cut + 1 : start + max;
    const piece = trimmed(text, start, end);
    if (piece) pieces.push(piece);
    start = end;
  }
  const rest = trimmed(text, start, span.to);
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * The sentences of `text` as character spans (trimmed of spaces), in order. A blank line (a
 * paragraph end) or a line end ends a sentence too; spans without letters or digits (a row of
 * asterisks) are left out, since there is nothing to say.
 */
export function splitSentences(text: string, maxChars = SENTENCE_MAX): Span[] {
  const ends: number[] = [];
  for (const match of text.matchAll(TERMINATOR)) {
    const end = match.index + match[0].length;
    const next = text[end];
    // A full stop inside "3.5" or "www.example.org" ends nothing: a sentence end is followed by
    // a space, a line end or the end of the text.
    if (next !== undefined && !/\s/u.test(next)) continue;
    if (match[0] === '.' && ABBREVIATION.test(text.slice(Math.max(0, end - 6), end))) continue;
    ends.push(end);
  }
  for (const match of text.matchAll(/\n/g)) ends.push(match.index);
  ends.push(text.length);
  ends.sort((a, b) => a - b);
  const spans: Span[] = [];
  let start = 0;
  for (const end of ends) {
    if (end <= start) continue;
    const span = trimmed(text, start, end);
    start = end;
    if (!span || !hasWords(text.slice(span.from, span.to))) continue;
    spans.push(...(span.to - span.from > maxChars ? splitLong(text, span, maxChars) : [span]));
  }
  return spans;
}

/** Paragraphs longer than a section are cut between sentences. */
function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const parts: string[] = [];
  let current = '';
  for (const span of splitSentences(paragraph, max)) {
    const sentence = paragraph.slice(span.from, span.to);
    if (current && current.length + 1 + sentence.length > max) {
      parts.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * A chapter's (or a heading's) paragraphs as sections of at most `max` characters, cut at
 * paragraph boundaries; the first keeps `title`, the others are "title (2)", "title (3)".
 */
export function sectionsOf(
  title: string,
  paragraphs: readonly string[],
  max: number = INGEST_LIMITS.sectionChars,
): BookSection[] {
  const texts: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs.flatMap((p) => pieces(p, max))) {
    if (current.length > 0 && length + 2 + paragraph.length > max) {
      texts.push(current.join('\n\n'));
      current = [];
      length = 0;
    }
    length += (current.length ? 2 : 0) + paragraph.length;
    current.push(paragraph);
  }
  if (current.length) texts.push(current.join('\n\n'));
  return texts.map((text, i) => ({ title: i === 0 ? title : `${title} (${i + 1})`, text }));
}
