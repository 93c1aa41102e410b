// Lines from text positions: a page's text pieces grouped into segments (one line of one column
// or cell each), right-to-left lines read from their right end, markers joined to their text.
import type { Run } from '../model';
import type { PageData, TextPiece } from '../pdf-pages';
import type { Segment } from './items';
import { MARKER_ONLY } from './markers';
import { appendRun, segmentText } from './runs';

/**
 * Space wider than this (in ems) ends a segment. Words are set closer; a spreadsheet's or a form's
 * cells can be set closer still, so tables are looked for on segments cut at `CELL_GAP`.
 */
export const WORD_GAP = 0.9;
export const CELL_GAP = 0.45;
/**
 * The same for recognised words: Tesseract's row height (our em for a scan) is smaller than the
 * font's size, and its word boxes are apart by the whole space, sentence spaces wider still.
 */
export const OCR_WORD_GAP = 1.5;
export const OCR_CELL_GAP = 1;

/** Letters written right to left (Arabic, Hebrew, Syriac, Thaana, N'Ko) against all letters. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

function rightToLeftRow(row: readonly TextPiece[]): boolean {
  if (!row.some((piece) => RTL_LETTER.test(piece.text))) return false;
  let rtl = 0;
  let letters = 0;
  for (const piece of row) {
    for (const ch of piece.text) {
      if (!/\p{L}/u.test(ch)) continue;
      letters += 1;
      if (RTL_LETTER.test(ch)) rtl += 1;
    }
  }
  return rtl > letters / 2;
}

/**
 * Between two words of right-to-left text (or a word and the brackets or figures beside it)
 * pdf.js gives a space of its own as it does between cells: there it parts words.
 */
function wordsApart(a: TextPiece, b: TextPiece): boolean {
  const inRtl = (piece: TextPiece) => RTL_LETTER.test(piece.text) || !/\p{L}/u.test(piece.text);
  return (RTL_LETTER.test(a.text) || RTL_LETTER.test(b.text)) && inRtl(a) && inRtl(b);
}

/**
 * Text pieces of a page grouped into segments (one line of one column or cell each). A line
 * mostly in a right-to-left script is read from its right end: its first segment is the rightmost.
 */
export function pageSegments(page: PageData, wordGap = WORD_GAP): Segment[] {
  // Cut at cell spacing, a space that pdf.js put between two pieces also ends a segment: word
  // processors and spreadsheets set each cell (and each tab stop) apart, and pdf.js marks the
  // gap with a space of its own, however narrow.
  // Both pieces around such a space know of each other: a right-to-left line is walked the other
  // way round.
  const spacedFrom = new Map<TextPiece, Set<TextPiece>>();
  if (wordGap < WORD_GAP) {
    let before: TextPiece | null = null;
    let afterSpace = false;
    for (const piece of page.pieces) {
      if (piece.text.trim().length === 0) {
        afterSpace = before !== null;
        continue;
      }
      if (afterSpace && before) {
        for (const [a, b] of [
          [before, piece],
          [piece, before],
        ] as const) {
          const set = spacedFrom.get(a) ?? new Set<TextPiece>();
          set.add(b);
          spacedFrom.set(a, set);
        }
      }
      before = piece;
      afterSpace = false;
    }
  }
  const pieces = page.pieces
    .filter((p) => p.text.trim().length > 0)
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextPiece[][] = [];
  for (const piece of pieces) {
    const row = rows.find(
      (r) => Math.abs(r[0]!.y - piece.y) <= Math.min(r[0]!.size, piece.size) * 0.35,
    );
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  const segments: Segment[] = [];
  for (const row of rows) {
    const rtl = rightToLeftRow(row);
    row.sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
    let current: Segment | null = null;
    let last: TextPiece | null = null;
    let edge = 0;
    // pdf.js gives some pieces (Indic clusters) no width: their gap to the next is unknown.
    let widthKnown = true;
    for (const piece of row) {
      if (rtl) widthKnown = piece.width > 0;
      const gap = widthKnown ? (rtl ? edge - (piece.x + piece.width) : piece.x - edge) : 0;
      const size = Math.max(piece.size, current?.size ?? 0);
      const spaced =
        last !== null && spacedFrom.get(piece)?.has(last) === true && !wordsApart(last, piece);
      if (!current || gap > size * wordGap || (spaced && gap > size * 0.2)) {
        current = {
          kind: 'text',
          page: page.number,
          runs: [],
          x0: piece.x,
          x1: piece.x + piece.width,
          y: piece.y,
          size: piece.size,
          bold: piece.bold,
          bullet: false,
          ...(rtl ? { rtl } : {}),
        };
        segments.push(current);
        appendRun(current.runs, piece.text, piece.href);
      } else {
        const previous = segmentText(current);
        const space =
          gap > piece.size * 0.12 && !/\s$/.test(previous) && !/^\s/.test(piece.text) ? ' ' : '';
        appendRun(current.runs, space + piece.text, piece.href);
        current.size = Math.max(current.size, piece.size);
        current.bold &&= piece.bold;
        current.y = Math.min(current.y, piece.y);
      }
      current.x0 = Math.min(current.x0, piece.x);
      current.x1 = Math.max(current.x1, piece.x + piece.width);
      edge = rtl ? current.x0 : current.x1;
      if (!rtl) widthKnown = piece.width > 0;
      last = piece;
    }
  }
  const joined = joinMarkers(segments, commonSize(pieces));
  for (const segment of joined) {
    segment.runs = trimRuns(segment.runs);
    // A drawn bullet sits before the text: left of it, or right of it in a right-to-left line.
    segment.bullet = page.marks.some(
      (m) =>
        (segment.rtl
          ? m.x0 >= segment.x1 - 1 && m.x0 - segment.x1 < segment.size * 2
          : m.x1 <= segment.x0 + 1 && segment.x0 - m.x1 < segment.size * 2) &&
        (m.y0 + m.y1) / 2 > segment.y - segment.size * 0.1 &&
        (m.y0 + m.y1) / 2 < segment.y + segment.size * 0.8,
    );
  }
  return joined.filter((s) => segmentText(s).length > 0);
}

/** The size most of a page's characters are set in. */
export function commonSize(pieces: readonly TextPiece[]): number {
  const sizes = new Map<number, number>();
  for (const p of pieces) sizes.set(p.size, (sizes.get(p.size) ?? 0) + p.text.length);
  return [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** A section number set apart from its heading: "2", "3.1", "A.2", "IV". */
const SECTION_NUMBER = /^(\d{1,2}(\.\d{1,2}){0,4}\.?|[A-Z](\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.?)$/u;

/**
 * A list marker or a section number joined to the text that follows it on its line. Word and
 * LibreOffice put a tab after a bullet or a number, and LaTeX a quad after a section number: left
 * apart, the markers read as a column of their own and the items lose their text.
 */
function joinMarkers(segments: Segment[], bodySize: number): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const marker = segments[i]!;
    const next = segments[i + 1];
    const text = segmentText(marker).trim();
    // The text follows the marker: to its right, or to its left in a right-to-left line.
    const gap = next ? (marker.rtl ? marker.x0 - next.x1 : next.x0 - marker.x1) : -1;
    if (next && Math.abs(next.y - marker.y) <= marker.size * 0.35 && gap > 0) {
      const size = Math.max(marker.size, next.size);
      const listMarker = MARKER_ONLY.test(text) && gap < size * 4;
      // Set in a heading's weight or, where weight is unknown (recognised words), its size.
      const sectionNumber =
        SECTION_NUMBER.test(text) &&
        gap < size * 3 &&
        ((marker.bold && next.bold) || size >= bodySize * 1.15) &&
        Math.abs(marker.size - next.size) < 0.6;
      if (listMarker || sectionNumber) {
        out.push({
          ...next,
          x0: Math.min(marker.x0, next.x0),
          x1: Math.max(marker.x1, next.x1),
          runs: [{ text: `${text} ` }, ...next.runs],
          y: Math.min(marker.y, next.y),
        });
        i += 1;
        continue;
      }
    }
    out.push(marker);
  }
  return out;
}

function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((r) => ({ ...r, text: r.text.replace(/\s+/g, ' ') }));
  if (out.length > 0) {
    out[0]!.text = out[0]!.text.trimStart();
    out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd();
  }
  return out.filter((r) => r.text.length > 0);
}

/**
 * Segments top to bottom and, on one baseline (give or take a third of their size: recognised
 * words wander), in reading order: left to right, or right to left in a right-to-left line.
 */
export function inLineOrder(segments: readonly Segment[]): Segment[] {
  const rows: Segment[][] = [];
  for (const s of [...segments].sort((a, b) => b.y - a.y)) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - s.y) <= Math.min(row[0]!.size, s.size) * 0.35) row.push(s);
    else rows.push([s]);
  }
  return rows.flatMap((row) => row.sort((a, b) => (a.rtl ? b.x1 - a.x1 : a.x0 - b.x0)));
}
