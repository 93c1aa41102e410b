// Headings by size and weight against the body text: the document's body size and heading styles,
// and which lines may be headings.
import type { Segment } from './items';
import { BULLET } from './markers';
import { segmentText } from './runs';

export interface LayoutStyle {
  bodySize: number;
  /** Heading styles, most prominent first: level = index + 1. */
  headingStyles: { size: number; bold: boolean }[];
  /** The document numbers its sections ("1 Introduction", "2.3 Method"). */
  numbered?: boolean;
}

/** A heading that opens with its section's number: "2 Related work", "3.1 Method", "A.2 Proofs". */
export const NUMBERED_HEADING = /^(\d{1,2}(\.\d{1,2}){0,4}|[A-Z](\.\d{1,2}){1,3})\.?\s+\p{L}/u;

export function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}

export function isHeadingCandidate(s: Segment, body: number): boolean {
  const text = segmentText(s);
  if (text.length > 150 || BULLET.test(text) || s.bullet) return false;
  if (s.size >= body * 1.15) return true;
  return s.bold && s.size >= body * 0.95 && !/[.,;:]$/.test(text) && text.length < 100;
}

/** Body size and heading styles of the whole document, from every page's segments. */
export function layoutStyle(all: Segment[]): LayoutStyle {
  const weight = new Map<number, number>();
  for (const s of all) {
    const size = roundSize(s.size);
    weight.set(size, (weight.get(size) ?? 0) + segmentText(s).length);
  }
  let bodySize = 12;
  let best = -1;
  for (const [size, w] of weight) {
    if (w > best) {
      best = w;
      bodySize = size;
    }
  }
  const styles = new Map<string, { size: number; bold: boolean }>();
  for (const s of all) {
    if (!isHeadingCandidate(s, bodySize)) continue;
    const style = { size: roundSize(s.size), bold: s.bold };
    styles.set(`${style.size}/${style.bold}`, style);
  }
  const headingStyles = [...styles.values()]
    .sort((a, b) => b.size - a.size || Number(b.bold) - Number(a.bold))
    .slice(0, 6);
  const numbered =
    all.filter((s) => isHeadingCandidate(s, bodySize) && NUMBERED_HEADING.test(segmentText(s)))
      .length >= 2;
  return { bodySize, headingStyles, numbered };
}
