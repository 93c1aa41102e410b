// Text as the tools hand it back: clipped names and titles, durations in words, the main text cut
// at a sentence, and the first sentences of a page for a summary.

/** Main text handed to a planner from read_page (a few thousand characters). */
export const READ_MAX_CHARS = 6_000;
const SUMMARY_MAX_CHARS = 600;

export function clip(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

export function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} second${value === 1 ? '' : 's'}`;
}

export function lowerFirst(text: string): string {
  return text.startsWith('I ') || text.startsWith("I'")
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Cuts text at a paragraph or sentence end near `max`. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const paragraph = cut.lastIndexOf('\n\n');
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('। '));
  const end = paragraph > max * 0.6 ? paragraph : sentence > max * 0.6 ? sentence + 1 : max;
  return `${cut.slice(0, end).trimEnd()}\n\n(The text continues; this is the first part.)`;
}

/** The first sentences of the main text (a planner with a model writes its own summaries). */
export function firstSentences(text: string, maxChars = SUMMARY_MAX_CHARS): string {
  const paragraphs = text
    .split(/\n+/)
    .map((part) => part.trim())
    // Headings, bylines and menu words are not the story.
    .filter((part) => part.length >= 60 || /[.!?।]$/.test(part));
  const sentences: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.split(/(?<=[.!?।])\s+/)) {
      if (length + sentence.length > maxChars && sentences.length > 0) return sentences.join(' ');
      sentences.push(sentence);
      length += sentence.length + 1;
      if (sentences.length >= 4) return sentences.join(' ');
    }
  }
  return sentences.length > 0 ? clip(sentences.join(' '), maxChars) : clip(text, maxChars);
}
