// Running headers, footers and page numbers, found by what repeats in the margins across pages,
// removed.
import type { PageData } from '../pdf-pages';
import type { Segment } from './items';
import { segmentText } from './runs';

const PAGE_NUMBER = /^(page|pg\.?|पृष्ठ|పేజీ)?\s*[\divxlcIVXLC]+(\s*(of|\/|का|యొక్క)\s*\d+)?$/i;

function marginKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/**
 * Removes running headers, footers and page numbers: lines in the top or bottom margin whose
 * text (numbers aside) repeats on many pages, or that are only a page number alone on its line.
 */
export function removeRunningLines(pages: { page: PageData; segments: Segment[] }[]): void {
  const inMargin = (page: PageData, s: Segment) =>
    s.y > page.height * 0.9 || s.y < page.height * 0.1;
  const counts = new Map<string, number>();
  for (const { page, segments } of pages) {
    const keys = new Set(
      segments.filter((s) => inMargin(page, s)).map((s) => marginKey(segmentText(s))),
    );
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const repeatAt = Math.max(2, Math.ceil(pages.length * 0.4));
  // Running lines are set no larger than the body text: a repeated heading at the top of each
  // page ("Chapter 2", "Chapter 3") is content.
  const sizes = new Map<number, number>();
  for (const { segments } of pages) {
    for (const s of segments)
      sizes.set(Math.round(s.size), (sizes.get(Math.round(s.size)) ?? 0) + 1);
  }
  const body = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 12;
  for (const entry of pages) {
    // A page number stands alone on its line; a number with neighbours on the same baseline is
    // content (the last row of a table that reaches into the bottom margin).
    const alone = (s: Segment) =>
      !entry.segments.some((other) => other !== s && Math.abs(other.y - s.y) < s.size * 0.5);
    entry.segments = entry.segments.filter((s) => {
      if (!inMargin(entry.page, s) || s.size > body * 1.1) return true;
      const text = segmentText(s).trim();
      if (PAGE_NUMBER.test(text)) return !alone(s);
      return pages.length < 2 || (counts.get(marginKey(text)) ?? 0) < repeatAt;
    });
  }
}
