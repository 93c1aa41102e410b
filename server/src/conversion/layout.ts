// Structure of untagged pages, inferred from layout: lines from text positions, running headers
// and footers removed, tables from ruling lines and from aligned columns, reading order across columns by recursive cuts
// along white space, then paragraphs, headings (by size and weight against the body text), lists
// (drawn or typed bullets, numbers) and words split by end-of-line hyphens joined.
import type { Block, List, PlacedBlock, Run, TableCell } from './model';
import type { Box, PageData, PageImage, TextPiece } from './pdf-pages';

/** A piece of one line: text pieces close together on one baseline. */
export interface Segment {
  kind: 'text';
  page: number;
  runs: Run[];
  x0: number;
  x1: number;
  /** Baseline. */
  y: number;
  size: number;
  bold: boolean;
  /** A drawn bullet sits just before it. */
  bullet: boolean;
  /** Its line is mostly in a right-to-left script. */
  rtl?: boolean;
}

interface TableItem {
  kind: 'table';
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  rows: TableCell[][];
}

interface ImageItem {
  kind: 'image';
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  image: PageImage;
}

type Item = Segment | TableItem | ImageItem;

function top(item: Item): number {
  return item.kind === 'text' ? item.y + item.size * 0.85 : item.y1;
}
function bottom(item: Item): number {
  return item.kind === 'text' ? item.y - item.size * 0.25 : item.y0;
}

export function segmentText(segment: { runs: Run[] }): string {
  return segment.runs.map((r) => r.text).join('');
}

function appendRun(runs: Run[], text: string, href?: string): void {
  const last = runs[runs.length - 1];
  if (last && last.href === href) last.text += text;
  else runs.push(href ? { text, href } : { text });
}

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
function commonSize(pieces: readonly TextPiece[]): number {
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

/** Baselines of a page's text, top first, each with how many cells stand on it. */
function baselines(cells: readonly Segment[]): { y: number; cells: number }[] {
  const rows: { y: number; cells: number; size: number }[] = [];
  for (const s of [...cells].sort((a, b) => b.y - a.y)) {
    const row = rows[rows.length - 1];
    if (row && row.y - s.y <= Math.min(row.size, s.size) * 0.35) row.cells += 1;
    else rows.push({ y: s.y, cells: 1, size: s.size });
  }
  return rows;
}

/**
 * Whether a page's cells stand in two or more of the columns of an earlier page's rows, as the
 * rows of a long table that goes on below (on the same row heights) do.
 */
function moreRowsOf(
  rows: readonly Segment[],
  next: readonly Segment[],
  rowCount: number,
  size: number,
): boolean {
  const tolerance = size * 0.3;
  // Column edges shared by a third of the rows or more: left edges, and right edges of numbers.
  const edges = (pick: (s: Segment) => number) =>
    cluster(rows.map(pick), tolerance).filter(
      (edge) => rows.filter((s) => Math.abs(pick(s) - edge) <= tolerance).length >= rowCount / 3,
    );
  const lefts = edges((s) => s.x0);
  const rights = edges((s) => s.x1);
  const columns = new Set<string>();
  let aligned = 0;
  for (const cell of next) {
    const left = lefts.find((edge) => Math.abs(cell.x0 - edge) <= tolerance);
    const right = rights.find((edge) => Math.abs(cell.x1 - edge) <= tolerance);
    if (left === undefined && right === undefined) continue;
    aligned += 1;
    columns.add(left !== undefined ? `l${left}` : `r${right}`);
  }
  return columns.size >= 2 && aligned >= next.length * 0.8;
}

interface SheetPage {
  page: PageData;
  segments: Segment[];
  cells: Segment[];
}

/**
 * A sheet printed wider than its paper goes on, a page or more later, with the columns that did
 * not fit, row for row at the same heights (spreadsheets print down, then over). Such a page is
 * one whose every baseline is a baseline of an earlier page of rows (four or more lines of two or
 * more cells), starting at that page's first row, whose cells do not stand in that page's columns
 * (as more rows of the table would). It is set to the right of the page it goes on when its
 * columns then join that page's table; the continuing page is left empty.
 */
export function joinSheetColumnPages(pages: SheetPage[]): void {
  const lookBack = 8;
  for (let q = 1; q < pages.length; q++) {
    const next = pages[q]!;
    if (next.cells.length === 0 || next.page.images.length > 0) continue;
    const nextLines = baselines(next.cells);
    if (nextLines.length < 2) continue;
    for (let p = q - 1; p >= Math.max(0, q - lookBack); p--) {
      const sheet = pages[p]!;
      if (sheet.page.height !== next.page.height) continue;
      const rows = baselines(sheet.cells).filter((line) => line.cells >= 2);
      if (rows.length < Math.max(4, nextLines.length)) continue;
      const size = commonSize(sheet.page.pieces) || 10;
      const onRow = (y: number) => rows.some((row) => Math.abs(row.y - y) <= size * 0.2);
      if (Math.abs(rows[0]!.y - nextLines[0]!.y) > size * 0.2) continue;
      if (!nextLines.every((line) => onRow(line.y))) continue;
      if (moreRowsOf(sheet.cells, next.cells, rows.length, size)) continue;
      const edge = Math.max(...sheet.segments.map((s) => s.x1), ...sheet.cells.map((s) => s.x1));
      const dx = edge + size * 2 - Math.min(...next.cells.map((s) => s.x0));
      const moved = (list: Segment[]) =>
        list.map((s) => ({ ...s, page: sheet.page.number, x0: s.x0 + dx, x1: s.x1 + dx }));
      const movedCells = moved(next.cells);
      const cells = [...sheet.cells, ...movedCells];
      // Joined only when the columns become part of a table there, never left as loose text.
      const loose = new Set(alignedTables(cells).rest);
      if (movedCells.filter((c) => loose.has(c)).length > movedCells.length * 0.2) continue;
      const movedBox = <T extends Box>(box: T): T => ({ ...box, x0: box.x0 + dx, x1: box.x1 + dx });
      sheet.segments = [...sheet.segments, ...moved(next.segments)];
      sheet.cells = cells;
      sheet.page = {
        ...sheet.page,
        width: Math.max(sheet.page.width, next.page.width + dx),
        pieces: [...sheet.page.pieces, ...next.page.pieces.map((t) => ({ ...t, x: t.x + dx }))],
        rules: [...sheet.page.rules, ...next.page.rules.map(movedBox)],
        marks: [...sheet.page.marks, ...next.page.marks.map(movedBox)],
        links: [
          ...sheet.page.links,
          ...next.page.links.map((link) => ({ ...link, box: movedBox(link.box) })),
        ],
      };
      next.segments = [];
      next.cells = [];
      next.page = { ...next.page, pieces: [], rules: [], marks: [], links: [] };
      break;
    }
  }
}

/**
 * Segments top to bottom and, on one baseline (give or take a third of their size: recognised
 * words wander), in reading order: left to right, or right to left in a right-to-left line.
 */
function inLineOrder(segments: readonly Segment[]): Segment[] {
  const rows: Segment[][] = [];
  for (const s of [...segments].sort((a, b) => b.y - a.y)) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - s.y) <= Math.min(row[0]!.size, s.size) * 0.35) row.push(s);
    else rows.push([s]);
  }
  return rows.flatMap((row) => row.sort((a, b) => (a.rtl ? b.x1 - a.x1 : a.x0 - b.x0)));
}

function cluster(values: number[], tolerance: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of sorted) {
    if (out.length === 0 || v - out[out.length - 1]! > tolerance) out.push(v);
  }
  return out;
}

function overlaps(a: Box, b: Box, slack: number): boolean {
  return (
    a.x0 - slack <= b.x1 && b.x0 - slack <= a.x1 && a.y0 - slack <= b.y1 && b.y0 - slack <= a.y1
  );
}

/**
 * Rules that touch one another (within 2 pt), directly or through others, in groups: each group
 * one drawn table or frame. Groups come in the order of their last rule on the page. A sweep
 * along x, so that a page of many rules (every cell's border drawn apart) is not compared pair by
 * pair.
 */
function touchingGroups(rules: readonly Box[]): Box[][] {
  const parent = rules.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r]!;
    return r;
  };
  const byLeft = rules.map((_, i) => i).sort((a, b) => rules[a]!.x0 - rules[b]!.x0);
  for (let k = 0; k < byLeft.length; k += 1) {
    const a = rules[byLeft[k]!]!;
    for (let j = k + 1; j < byLeft.length; j += 1) {
      const b = rules[byLeft[j]!]!;
      if (b.x0 - 2 > a.x1) break;
      if (overlaps(a, b, 2)) parent[root(byLeft[j]!)] = root(byLeft[k]!);
    }
  }
  const members = new Map<number, number[]>();
  rules.forEach((_, i) => {
    const r = root(i);
    const list = members.get(r);
    if (list) list.push(i);
    else members.set(r, [i]);
  });
  return [...members.values()]
    .sort((a, b) => a[a.length - 1]! - b[b.length - 1]!)
    .map((indices) => indices.map((i) => rules[i]!));
}

/** Whether one of `rules` runs along x = `x` (vertical) or y = `y` (horizontal) past `at`. */
function ruledAt(rules: readonly Box[], vertical: boolean, line: number, at: number): boolean {
  return rules.some((r) =>
    vertical
      ? Math.abs((r.x0 + r.x1) / 2 - line) <= 2 && r.y0 - 1 <= at && at <= r.y1 + 1
      : Math.abs((r.y0 + r.y1) / 2 - line) <= 2 && r.x0 - 1 <= at && at <= r.x1 + 1,
  );
}

/**
 * Rows a ruled table draws no rule between (a form's address block: a name, a company, a fax
 * number, each a row of its own, ruled only around the block): within a band between two rules
 * that run the table's whole width, two cells or more hold several short lines on shared
 * baselines. Wrapped text (lines near the cell's width, or going on in lower case) is one cell.
 * Answers the y of a break between each two lines.
 */
function unruledRowBreaks(
  page: PageData,
  pieces: readonly TextPiece[],
  xs: readonly number[],
  ys: readonly number[],
  horizontal: readonly Box[],
  vertical: readonly Box[],
): number[] {
  const breaks: number[] = [];
  const across = (y: number) =>
    xs.slice(1).every((x, c) => ruledAt(horizontal, false, y, (xs[c]! + x) / 2));
  for (let r = 0; r + 1 < ys.length; r += 1) {
    const [top, bottom] = [ys[r]!, ys[r + 1]!];
    if (!across(top) || !across(bottom)) continue;
    const midY = (top + bottom) / 2;
    // The band's cells: between the vertical rules that cross it.
    const edges = xs.filter(
      (x, c) => c === 0 || c === xs.length - 1 || ruledAt(vertical, true, x, midY),
    );
    const cells = edges.slice(1).map((x1, c) => {
      const x0 = edges[c]!;
      const within = pieces.filter((p) => {
        const cx = p.x + p.width / 2;
        const cy = p.y + p.size * 0.3;
        return cx > x0 && cx < x1 && cy < top && cy > bottom;
      });
      const lines = pageSegments({ ...page, pieces: within, marks: [] }, CELL_GAP);
      return { width: x1 - x0, lines: inLineOrder(lines) };
    });
    const stacked = cells.filter((cell) => cell.lines.length >= 2);
    if (stacked.length < 2) continue;
    const wrapped = stacked.some((cell) =>
      cell.lines.some((line, i) => {
        const next = cell.lines[i + 1];
        return (
          next !== undefined &&
          (line.x1 - line.x0 > cell.width * 0.7 || /^\p{Ll}/u.test(segmentText(next)))
        );
      }),
    );
    if (wrapped) continue;
    const size = median(cells.flatMap((cell) => cell.lines.map((l) => l.size)));
    const baselines = cluster(
      cells.flatMap((cell) => cell.lines.map((l) => l.y)),
      size * 0.35,
    ).sort((a, b) => b - a);
    // Every line of every cell on one of the band's baselines, and no two in a cell on one.
    const onBaselines = cells.every((cell) =>
      cell.lines.every((l, i) => {
        const at = baselines.findIndex((b) => Math.abs(b - l.y) <= size * 0.35);
        const previous = cell.lines[i - 1];
        return (
          at >= 0 &&
          (previous === undefined ||
            baselines.findIndex((b) => Math.abs(b - previous.y) <= size * 0.35) !== at)
        );
      }),
    );
    if (!onBaselines || baselines.length < 2) continue;
    for (let i = 0; i + 1 < baselines.length; i += 1) {
      breaks.push((baselines[i]! + baselines[i + 1]!) / 2 + size * 0.3);
    }
  }
  return breaks;
}

/**
 * Tables drawn with ruling lines: rows between horizontal rules, columns between vertical ones,
 * and cells merged where the rule between them is missing (`rowSpan`, `colSpan`). Cell text is
 * read from the text pieces inside each cell, so a line the page sets across two cells is cut at
 * the rule between them.
 */
function ruledTables(
  page: PageData,
  segments: Segment[],
): { tables: TableItem[]; rest: Segment[] } {
  const groups = touchingGroups(page.rules);
  const tables: TableItem[] = [];
  let rest = segments;
  const pieces = page.pieces.filter((p) => p.text.trim().length > 0);
  for (const group of groups) {
    const horizontal = group.filter((r) => r.y1 - r.y0 <= 2.5);
    const vertical = group.filter((r) => r.x1 - r.x0 <= 2.5);
    const ys = cluster(
      horizontal.map((r) => (r.y0 + r.y1) / 2),
      2,
    ).reverse();
    const xs = cluster(
      vertical.map((r) => (r.x0 + r.x1) / 2),
      2,
    );
    if (ys.length < 3 || xs.length < 3) continue;
    for (const y of unruledRowBreaks(page, pieces, xs, ys, horizontal, vertical)) {
      horizontal.push({ x0: xs[0]!, x1: xs[xs.length - 1]!, y0: y, y1: y });
      ys.push(y);
    }
    ys.sort((a, b) => b - a);
    const box = { x0: xs[0]!, x1: xs[xs.length - 1]!, y0: ys[ys.length - 1]!, y1: ys[0]! };
    const inside = rest.filter((s) => {
      const cx = (s.x0 + s.x1) / 2;
      const cy = s.y + s.size * 0.3;
      return cx > box.x0 && cx < box.x1 && cy > box.y0 && cy < box.y1;
    });
    if (inside.length === 0) continue;
    const rowCount = ys.length - 1;
    const columnCount = xs.length - 1;
    // Each grid cell belongs to the cell it is merged into: its top-left one.
    const owner: [number, number][][] = Array.from({ length: rowCount }, (_, r) =>
      Array.from({ length: columnCount }, (_, c) => [r, c] as [number, number]),
    );
    for (let r = 0; r < rowCount; r += 1) {
      const midY = (ys[r]! + ys[r + 1]!) / 2;
      for (let c = 0; c < columnCount; c += 1) {
        const midX = (xs[c]! + xs[c + 1]!) / 2;
        const [or, oc] = owner[r]![c]!;
        if (c + 1 < columnCount && !ruledAt(vertical, true, xs[c + 1]!, midY)) {
          // Merged across: the cell to the right joins this one when it is not already part of a
          // cell from above that ends at this column.
          const right = owner[r]![c + 1]!;
          if (right[0] === r && right[1] === c + 1) owner[r]![c + 1] = [or, oc];
        }
        if (r + 1 < rowCount && !ruledAt(horizontal, false, ys[r + 1]!, midX)) {
          owner[r + 1]![c] = [or, oc];
        }
      }
    }
    // Only rectangles make cells; a region of another shape keeps its grid cells apart.
    const regions = new Map<
      string,
      { r0: number; c0: number; r1: number; c1: number; n: number }
    >();
    owner.forEach((row, r) =>
      row.forEach(([or, oc], c) => {
        const key = `${or},${oc}`;
        const region = regions.get(key) ?? { r0: r, c0: c, r1: r, c1: c, n: 0 };
        region.r0 = Math.min(region.r0, r);
        region.c0 = Math.min(region.c0, c);
        region.r1 = Math.max(region.r1, r);
        region.c1 = Math.max(region.c1, c);
        region.n += 1;
        regions.set(key, region);
      }),
    );
    for (const [key, region] of regions) {
      if (region.n === (region.r1 - region.r0 + 1) * (region.c1 - region.c0 + 1)) continue;
      regions.delete(key);
      owner.forEach((row, r) =>
        row.forEach(([or, oc], c) => {
          if (`${or},${oc}` !== key) return;
          owner[r]![c] = [r, c];
          regions.set(`${r},${c}`, { r0: r, c0: c, r1: r, c1: c, n: 1 });
        }),
      );
    }
    const textOf = (region: { r0: number; c0: number; r1: number; c1: number }) => {
      const within = pieces.filter((p) => {
        const cx = p.x + p.width / 2;
        const cy = p.y + p.size * 0.3;
        return (
          cx > xs[region.c0]! &&
          cx < xs[region.c1 + 1]! &&
          cy < ys[region.r0]! &&
          cy > ys[region.r1 + 1]!
        );
      });
      const lines = pageSegments({ ...page, pieces: within, marks: [] }, CELL_GAP);
      return {
        runs: joinLines(inLineOrder(lines)),
        bold: lines.length > 0 && lines.every((l) => l.bold),
      };
    };
    const rows = owner.map((row, r) =>
      row.flatMap(([or, oc], c) => {
        if (or !== r || oc !== c) return [];
        const region = regions.get(`${r},${c}`)!;
        const { runs, bold } = textOf(region);
        const rowSpan = region.r1 - region.r0 + 1;
        const colSpan = region.c1 - region.c0 + 1;
        return [
          { runs, bold, ...(rowSpan > 1 ? { rowSpan } : {}), ...(colSpan > 1 ? { colSpan } : {}) },
        ];
      }),
    );
    // Header rows look different (bold throughout) from the rows below them: one, or a few
    // when a header's cells are grouped under a merged one. A first column bold throughout
    // below them heads its rows.
    const boldRow = (row: (typeof rows)[number]) =>
      row.length > 0 && row.every((c) => c.bold || c.runs.length === 0) && row.some((c) => c.bold);
    let headerRows = 0;
    while (headerRows < Math.min(3, rows.length - 1) && boldRow(rows[headerRows]!)) headerRows += 1;
    if (!rows.slice(headerRows).some((row) => row.some((c) => !c.bold && c.runs.length > 0)))
      headerRows = 0;
    const body = rows.slice(headerRows);
    const headerColumn =
      body.length >= 2 &&
      body.every(
        (row) =>
          row.length > 1 &&
          row[0]!.bold &&
          (row[0]!.rowSpan ?? 1) === 1 &&
          row.slice(1).some((c) => !c.bold && c.runs.length > 0),
      );
    tables.push({
      kind: 'table',
      ...box,
      rows: inReadingOrder(
        inside,
        rows.map((cells, r) =>
          cells.map(({ bold: _bold, ...cell }, c) => {
            if (cell.runs.length === 0) return { ...cell, header: false };
            if (r < headerRows) return { ...cell, header: true, scope: 'col' as const };
            if (headerColumn && c === 0) return { ...cell, header: true, scope: 'row' as const };
            return { ...cell, header: false };
          }),
        ),
      ),
    });
    rest = rest.filter((s) => !inside.includes(s));
  }
  return { tables, rest };
}

/** Bullets as fonts draw them, the Symbol and Wingdings ones in the private use area included. */
const BULLET_CHARS = '[•◦▪▫●○■□‣⁃∙·*\\-–—➢►✓✔\\uF0A7\\uF0B7\\uF076\\uF0D8\\uF0FC]';
/** A cell that is only a list marker ("1.", "a)", "•"): such a column makes a list, not a table. */
const MARKER_ONLY = new RegExp(`^(${BULLET_CHARS}|\\(?(\\d{1,3}|[a-z]|[ivx]{1,5})[.)])$`, 'iu');
const NUMERIC = /^[-+−(]?[\d.,:/%₹$€£]*\d[\d.,:/%₹$€£)]*$/u;

/**
 * Tables drawn without ruling lines: at least three rows whose segments (text pieces set apart by
 * more than word spacing) fall into the same two or more columns. A row is a band of lines: a cell
 * whose text wraps adds lines set closer together than rows are (beside it, cells centred in the
 * row sit between them). Two columns of prose also put two segments on each line, but their lines
 * are long or go on from the line above; a list whose markers stand apart from the text has a
 * column of markers only. Both are left as text.
 */
function alignedTables(segments: Segment[]): { tables: TableItem[]; rest: Segment[] } {
  const byBaseline: Segment[][] = [];
  for (const s of [...segments].sort((a, b) => b.y - a.y || a.x0 - b.x0)) {
    const line = byBaseline[byBaseline.length - 1];
    if (line && Math.abs(line[0]!.y - s.y) <= Math.min(line[0]!.size, s.size) * 0.35) line.push(s);
    else byBaseline.push([s]);
  }
  // A column set higher or lower than the rest of its rows (a script whose font sits high, cells
  // aligned otherwise) stands beside rows of several cells at one steady offset, clear of their
  // cells. Two text columns side by side (a resume's sidebar) are a line beside a line.
  const besideAt = (above: Segment[], below: Segment[]): number | null => {
    if (above.length < 2 && below.length < 2) return null;
    const size = Math.min(above[0]!.size, below[0]!.size);
    const offset = above[0]!.y - below[0]!.y;
    const clear = above.every((a) =>
      below.every((b) => a.x0 >= b.x1 + size * 0.5 || a.x1 <= b.x0 - size * 0.5),
    );
    return clear && offset <= size * 0.75 ? Math.round(offset * 2) / 2 : null;
  };
  const offsets = new Map<number, number>();
  byBaseline.slice(1).forEach((line, i) => {
    const offset = besideAt(byBaseline[i]!, line);
    if (offset !== null) offsets.set(offset, (offsets.get(offset) ?? 0) + 1);
  });
  const steady = [...offsets].filter(([, count]) => count >= 3).map(([offset]) => offset);
  const lines: Segment[][] = [];
  for (const line of byBaseline) {
    const last = lines[lines.length - 1];
    const offset = last ? besideAt(last, line) : null;
    if (last && offset !== null && steady.some((o) => Math.abs(o - offset) <= 0.5))
      last.push(...line);
    else lines.push([...line]);
  }
  for (const line of lines) line.sort((a, b) => a.x0 - b.x0);
  const gapAbove = (i: number) => lines[i - 1]![0]!.y - lines[i]![0]!.y;
  // Distances between lines of several cells, one after the other: a table set with roomy
  // padding puts its rows further apart than paragraphs are, but always as far.
  const full = lines.filter((line) => line.length >= 2);
  const fullGaps = full.slice(1).map((line, i) => full[i]![0]!.y - line[0]!.y);
  const rowRhythm = (gap: number) =>
    fullGaps.filter((g) => Math.abs(g - gap) <= gap * 0.08).length >= 3;
  const tables: TableItem[] = [];
  const used = new Set<Segment>();
  let start = 0;
  while (start < lines.length) {
    if (lines[start]!.length < 2) {
      start += 1;
      continue;
    }
    // Distances between consecutive lines of several cells: the row pitch.
    const pitches: number[] = [];
    const starts = new Set<number>([start]);
    const tight = (i: number) => {
      const size = lines[i]![0]!.size;
      return pitches.length > 0
        ? gapAbove(i) < median(pitches) - size * 0.15
        : gapAbove(i) < size * 0.9;
    };
    // A lone piece belongs to a row when it starts where a cell of the rows above starts, or
    // ends where one ends (right-aligned: numbers, and every cell of a right-to-left table).
    const alignedWith = (s: Segment, lone: Segment) =>
      Math.abs(s.x0 - lone.x0) < s.size * 0.5 || Math.abs(s.x1 - lone.x1) < s.size * 0.5;
    const atCell = (i: number, upTo: number) =>
      lines.slice(start, upTo).some((line) => line.some((s) => alignedWith(s, lines[i]![0]!)));
    /** Where the cells of the rows from `start` to line `upTo` start, the first column first. */
    const columnStarts = (upTo: number) =>
      cluster(
        lines.slice(start, upTo).flatMap((line) => (line.length >= 2 ? line.map((s) => s.x0) : [])),
        lines[start]![0]!.size * 0.5,
      );
    const startsAt = (s: Segment, xs: readonly number[]) =>
      xs.some((x) => Math.abs(s.x0 - x) < s.size * 0.5);
    const atLaterCell = (i: number) =>
      lines
        .slice(start, i)
        .some((line) => line.slice(1).some((s) => alignedWith(s, lines[i]![0]!)));
    const linePitch = (i: number) =>
      pitches.length > 0 ? median(pitches) : lines[i]![0]!.size * 1.5;
    let end = start + 1;
    while (end < lines.length) {
      const line = lines[end]!;
      const size = Math.max(lines[end - 1]![0]!.size, line[0]!.size);
      // A header row set apart from the rows below it (repeated at the top of a page) stands
      // over their cells, one for one.
      const overCells =
        end === start + 1 &&
        lines[start]!.length === line.length &&
        lines[start]!.every((s, i) => s.x0 < line[i]!.x1 && line[i]!.x0 < s.x1);
      if (gapAbove(end) > size * (rowRhythm(gapAbove(end)) || overCells ? 4 : 2.6)) break;
      if (line.length >= 2) {
        if (lines[end - 1]!.length >= 2) pitches.push(gapAbove(end));
        if (!tight(end)) starts.add(end);
        end += 1;
        continue;
      }
      // A lone piece: a cell's wrapped line, close under the line above, or the first line of a
      // row whose other cells, centred, come close under it.
      if (tight(end) && atCell(end, end)) {
        end += 1;
        continue;
      }
      // Under a later column's cell at the lines' pitch: word processors set a cell's wrapped
      // lines as far apart as its rows; the line goes on in the row above.
      if (atLaterCell(end) && gapAbove(end) <= linePitch(end) * 1.1) {
        end += 1;
        continue;
      }
      // Within the first column, with rows of the same columns going on below: a row of its
      // own, as a form or a CV sets a section's name ("Experience") between its rows. A line
      // that runs on into the next column is the text before another table.
      const xs = columnStarts(end);
      if (
        end + 1 < lines.length &&
        lines[end + 1]!.length >= 2 &&
        xs.length >= 2 &&
        startsAt(lines[end]![0]!, xs.slice(0, 1)) &&
        lines[end]![0]!.x1 < xs[1]! - size * 0.5 &&
        lines[end + 1]!.every((s) => startsAt(s, xs))
      ) {
        starts.add(end);
        end += 1;
        continue;
      }
      if (
        end + 1 < lines.length &&
        lines[end + 1]!.length >= 2 &&
        tight(end + 1) &&
        atCell(end, end)
      ) {
        starts.add(end);
        end += 1;
        continue;
      }
      break;
    }
    const bands: Segment[][][] = [];
    for (let i = start; i < end; i += 1) {
      if (starts.has(i)) bands.push([]);
      bands[bands.length - 1]!.push(lines[i]!);
    }
    const table = alignedTable(bands);
    if (table) {
      tables.push(table.item);
      for (const s of table.segments) used.add(s);
    }
    start = end;
  }
  return { tables, rest: segments.filter((s) => !used.has(s)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A table from rows (bands of lines), or null when the columns do not hold. */
function alignedTable(lineBands: Segment[][][]): { item: TableItem; segments: Segment[] } | null {
  if (lineBands.length < 3) return null;
  const all = lineBands.flat(2);
  const size = median(all.map((s) => s.size));
  const bands = splitAtColumnStarts(lineBands, size);
  // Columns: the x-extents of every line's segments, merged where they overlap or nearly touch
  // (a header over right-aligned figures ends where they begin). A line with two pieces in one
  // column, below, shows that white space to be word spacing, not a gutter.
  const columns: Interval[] = [];
  for (const s of bands.flat(2).sort((a, b) => a.x0 - b.x0)) {
    const last = columns[columns.length - 1];
    if (last && s.x0 <= last.b + size * CELL_GAP) last.b = Math.max(last.b, s.x1);
    else columns.push({ a: s.x0, b: s.x1 });
  }
  if (columns.length < 2) return null;
  // Each cell: its lines top to bottom.
  const grid: Segment[][][] = [];
  for (const band of bands) {
    const row: Segment[][] = columns.map(() => []);
    for (const line of band) {
      const taken = new Set<number>();
      for (const s of line) {
        const index = columns.findIndex((c) => s.x0 >= c.a && s.x0 <= c.b);
        // Two pieces of one line in one column: not a grid.
        if (index < 0 || taken.has(index)) return null;
        taken.add(index);
        row[index]!.push(s);
      }
    }
    grid.push(row);
  }
  // Two columns or more hold a cell in most rows, every column in a few, and every row has two
  // cells or more: aligned columns, not words that happen to line up. (A spreadsheet's later
  // columns are often filled only in its last rows.)
  const filled = columns.map((_, c) => grid.filter((row) => row[c]!.length > 0).length);
  if (filled.filter((n) => n >= grid.length * 0.6).length < Math.min(2, columns.length))
    return null;
  if (filled.some((n) => n < Math.min(3, grid.length * 0.6))) return null;
  // Rows of one cell: only a section's name in the first column, between rows of two or more.
  const lone = grid.filter((row) => row.filter((cell) => cell.length > 0).length < 2);
  if (lone.some((row) => row[0]!.length === 0) || lone.length > grid.length / 3) return null;
  const firstLine = (cell: Segment[]) => (cell[0] ? segmentText(cell[0]) : null);
  const texts = (c: number) =>
    grid.map((row) => firstLine(row[c]!)).filter((t): t is string => t !== null);
  // Prose in columns: every column's lines are long, or lines go on from the line above (start
  // in lower case) as wrapped sentences do, where a table's cells each start afresh.
  if (columns.every((_, c) => median(texts(c).map((t) => t.length)) >= 30)) return null;
  const below = grid
    .slice(1)
    .flat()
    .map(firstLine)
    .filter((t): t is string => t !== null);
  if (below.filter((t) => /^\p{Ll}/u.test(t)).length >= below.length * 0.35) return null;
  // A column of list markers.
  if (texts(0).every((t) => MARKER_ONLY.test(t.trim()))) return null;

  const first = grid[0]!.flat();
  const rest = grid.slice(1).flat(2);
  const styled =
    (first.every((s) => s.bold) && rest.some((s) => !s.bold)) ||
    Math.abs(median(first.map((s) => s.size)) - median(rest.map((s) => s.size))) > 0.5;
  // Without a difference in style, a first row is a header only when it labels a column of
  // figures: words over numbers.
  const labelsFigures = columns.some((_, c) => {
    const [head, ...body] = grid.map((row) => row[c]!.map(segmentText).join(' ').trim());
    return (
      Boolean(head) &&
      !NUMERIC.test(head!) &&
      body.every((t) => t === '' || NUMERIC.test(t)) &&
      body.filter((t) => t !== '').length >= 2
    );
  });
  const header = styled || labelsFigures;
  const rows = inReadingOrder(
    all,
    grid.map((row, r) =>
      row.map((cell): TableCell => {
        const runs = joinLines(cell);
        return header && r === 0
          ? { runs, header: true, scope: 'col' as const }
          : { runs, header: false };
      }),
    ),
  );
  return {
    item: {
      kind: 'table',
      x0: Math.min(...all.map((s) => s.x0)),
      x1: Math.max(...all.map((s) => s.x1)),
      y0: Math.min(...all.map((s) => bottom(s))),
      y1: Math.max(...all.map((s) => top(s))),
      rows,
    },
    segments: all,
  };
}

/**
 * Where most rows start a cell (left-aligned columns), a segment that runs across such a start is
 * cut at the space nearest to it: a spreadsheet's cells sit so close that pdf.js gives a cell and
 * its neighbour as one piece ("12.04 LTS Precise Pangolin"). Characters are taken as equally wide.
 */
function splitAtColumnStarts(bands: Segment[][][], size: number): Segment[][][] {
  const lines = bands.flat();
  // Cells of a left-aligned column start at one x; right-aligned cells, and right-to-left ones,
  // start wherever their text's width puts them.
  const lefts = lines.flat().flatMap((s) => (s.rtl ? [] : [s.x0]));
  const starts = cluster(
    lefts.filter((x) => {
      const count = lines.filter((line) =>
        line.some((s) => !s.rtl && Math.abs(s.x0 - x) < size * 0.1),
      ).length;
      return count >= Math.max(3, lines.length * 0.3);
    }),
    size * 0.5,
  );
  const cut = (s: Segment): Segment[] => {
    const text = segmentText(s);
    const start = starts.find((x) => x > s.x0 + size && x < s.x1 - size);
    if (start === undefined || s.rtl) return [s];
    const perChar = (s.x1 - s.x0) / text.length;
    let best = -1;
    for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
      const x = s.x0 + (i + 1) * perChar;
      if (
        Math.abs(x - start) < size * 1.5 &&
        (best < 0 || Math.abs(x - start) < Math.abs(s.x0 + (best + 1) * perChar - start))
      )
        best = i;
    }
    if (best < 0) return [s];
    // Its true end is not known: at most half an em before the column it gives way to.
    const x1 = Math.min(s.x0 + best * perChar, start - size * 0.5);
    // Only where the rows have a column there: a header wider than the right-aligned cells
    // under it spans where the shorter of them start.
    const beside = lines.some((line) =>
      line.some((o) => o !== s && o.x0 < x1 && o.x1 > s.x0 && o.x1 < start),
    );
    if (!beside) return [s];
    const left: Segment = { ...s, runs: sliceRuns(s.runs, 0, best), x1 };
    const right: Segment = { ...s, runs: sliceRuns(s.runs, best + 1, text.length), x0: start };
    return [left, ...cut(right)];
  };
  return bands.map((band) => band.map((line) => line.flatMap(cut)));
}

/** The characters from `from` to `to` of runs, links and languages kept. */
function sliceRuns(runs: readonly Run[], from: number, to: number): Run[] {
  const out: Run[] = [];
  let at = 0;
  for (const run of runs) {
    const a = Math.max(from, at);
    const b = Math.min(to, at + run.text.length);
    if (b > a) out.push({ ...run, text: run.text.slice(a - at, b - at) });
    at += run.text.length;
  }
  return out;
}

/** Cells left to right, or right to left in a table mostly in a right-to-left script. */
function inReadingOrder(segments: readonly Segment[], rows: TableCell[][]): TableCell[][] {
  const rtl = segments.filter((s) => s.rtl).length > segments.length / 2;
  return rtl ? rows.map((row) => [...row].reverse()) : rows;
}

/** Lines of one paragraph joined: hyphenated words rejoined, other lines with a space. */
function joinLines(lines: { runs: Run[] }[]): Run[] {
  const runs: Run[] = [];
  for (const line of lines) {
    if (line.runs.length === 0) continue;
    const last = runs[runs.length - 1];
    const first = line.runs[0]!;
    if (last) {
      if (/\p{L}[-\u00AD]$/u.test(last.text) && /^\p{Ll}/u.test(first.text)) {
        last.text = last.text.slice(0, -1);
      } else if (last.text.endsWith('\u00AD')) {
        last.text = last.text.slice(0, -1);
      } else {
        last.text += ' ';
      }
    }
    for (const run of line.runs) appendRun(runs, run.text, run.href);
  }
  return runs;
}

interface Interval {
  a: number;
  b: number;
}

/** Free x-intervals between the items (not at the edges), at least `min` wide. */
function interiorGaps(items: Item[], min: number): Interval[] {
  const spans = items.map((i) => ({ a: i.x0, b: i.x1 })).sort((p, q) => p.a - q.a);
  const gaps: Interval[] = [];
  let end = -Infinity;
  for (const span of spans) {
    if (end > -Infinity && span.a - end >= min) gaps.push({ a: end, b: span.a });
    end = Math.max(end, span.b);
  }
  return gaps;
}

/**
 * Reading order by recursive cuts: columns (vertical white space across the region) read left to
 * right, otherwise horizontal bands top to bottom, where consecutive bands sharing a column gutter
 * are cut again as one region.
 */
function order(items: Item[], gutter: number): Item[] {
  if (items.length <= 1) return items;
  const gaps = interiorGaps(items, gutter);
  if (gaps.length > 0) {
    const columns: Item[][] = [];
    const bounds = [-Infinity, ...gaps.map((g) => g.a), Infinity];
    for (let i = 0; i < bounds.length - 1; i += 1) {
      const column = items.filter((it) => it.x0 >= bounds[i]! - 0.01 && it.x0 < bounds[i + 1]!);
      if (column.length > 0) columns.push(column);
    }
    if (columns.length > 1) return columns.flatMap((c) => order(c, gutter));
  }
  const sorted = [...items].sort((p, q) => top(q) - top(p));
  const bands: Item[][] = [];
  let low = Infinity;
  for (const item of sorted) {
    const current = bands[bands.length - 1];
    if (current && top(item) > low - 0.5) {
      current.push(item);
      low = Math.min(low, bottom(item));
    } else {
      bands.push([item]);
      low = bottom(item);
    }
  }
  if (bands.length === 1) return sorted.sort((p, q) => top(q) - top(p) || p.x0 - q.x0);
  const groups: Item[][] = [];
  let group: Item[] = [];
  let groupGaps: Interval[] = [];
  for (const band of bands) {
    if (group.length === 0) {
      group = [...band];
      groupGaps = interiorGaps(band, gutter);
      continue;
    }
    const together = [...group, ...band];
    const shared = interiorGaps(together, gutter);
    if (shared.length > 0 && (groupGaps.length > 0 || interiorGaps(band, gutter).length > 0)) {
      group = together;
      groupGaps = shared;
    } else {
      groups.push(group);
      group = [...band];
      groupGaps = interiorGaps(band, gutter);
    }
  }
  groups.push(group);
  return groups.flatMap((g) =>
    g.length === items.length ? g.sort((p, q) => top(q) - top(p) || p.x0 - q.x0) : order(g, gutter),
  );
}

// A dash or an asterisk is a bullet only with a space after it ("--fix-missing" is not a list).
const BULLET = new RegExp(`^(${BULLET_CHARS.replace('*\\-–—', '')}\\s*|[*\\-–—]\\s+)`, 'u');
const NUMBER = /^(\(?(\d{1,3}|[a-z]|[ivx]{1,5})[.)])\s+/i;

export interface LayoutStyle {
  bodySize: number;
  /** Heading styles, most prominent first: level = index + 1. */
  headingStyles: { size: number; bold: boolean }[];
  /** The document numbers its sections ("1 Introduction", "2.3 Method"). */
  numbered?: boolean;
}

/** A heading that opens with its section's number: "2 Related work", "3.1 Method", "A.2 Proofs". */
export const NUMBERED_HEADING = /^(\d{1,2}(\.\d{1,2}){0,4}|[A-Z](\.\d{1,2}){1,3})\.?\s+\p{L}/u;

function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}

function isHeadingCandidate(s: Segment, body: number): boolean {
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

/**
 * The blocks of one untagged page (or one recognised page) in reading order. `cells` are the
 * page's text cut at `CELL_GAP` (tables without rulings are found on them); without them, the
 * segments themselves.
 */
export function pageBlocks(
  page: PageData,
  segments: Segment[],
  style: LayoutStyle,
  cells: Segment[] = segments,
): PlacedBlock[] {
  const ruled = ruledTables(page, segments);
  const inRuled = (s: Segment) =>
    ruled.tables.some((t) => {
      const cx = (s.x0 + s.x1) / 2;
      return cx > t.x0 && cx < t.x1 && s.y > t.y0 && s.y < t.y1;
    });
  const aligned = alignedTables(cells === segments ? ruled.rest : cells.filter((c) => !inRuled(c)));
  const left = new Set(aligned.rest);
  const taken = aligned.tables.length > 0 ? cells.filter((c) => !left.has(c)) : [];
  // A segment goes with the table when the table took a cell of its line under it.
  const rest = ruled.rest.filter(
    (s) => !taken.some((c) => Math.abs(c.y - s.y) < s.size * 0.35 && c.x0 < s.x1 && c.x1 > s.x0),
  );
  const tables = [...ruled.tables, ...aligned.tables];
  const images: ImageItem[] = page.images.map((image) => ({
    kind: 'image',
    x0: image.x0,
    x1: image.x1,
    y0: image.y0,
    y1: image.y1,
    image,
  }));
  const items = order([...rest, ...tables, ...images], Math.max(8, style.bodySize * 0.9));
  const blocks: PlacedBlock[] = [];
  const body = style.bodySize;
  let previous: Segment | null = null;
  const levelOf = (s: Segment): number | null => {
    if (!isHeadingCandidate(s, body)) return null;
    const index = style.headingStyles.findIndex(
      (h) => h.size === roundSize(s.size) && h.bold === s.bold,
    );
    // Where sections are numbered, larger plain lines without a number below the title are the
    // title block's (authors, a date, an address), not sections.
    if (style.numbered && index > 0 && !s.bold && !NUMBERED_HEADING.test(segmentText(s)))
      return null;
    return index < 0 ? null : index + 1;
  };
  type Open =
    | { kind: 'paragraph'; lines: { runs: Run[] }[]; x0: number }
    | { kind: 'heading'; level: number; lines: { runs: Run[] }[]; size: number }
    // The open list and, below it, the nested lists being filled (deepest last).
    | { kind: 'list'; stack: OpenList[] };
  let open: Open | null = null;
  const close = () => {
    if (!open) return;
    if (open.kind === 'paragraph')
      blocks.push({ kind: 'paragraph', runs: joinLines(open.lines), page: page.number });
    else if (open.kind === 'heading')
      blocks.push({
        kind: 'heading',
        level: open.level,
        runs: joinLines(open.lines),
        page: page.number,
      });
    else blocks.push({ kind: 'list', ...closeList(open.stack[0]!), page: page.number });
    open = null;
  };
  for (const item of items) {
    if (item.kind !== 'text') {
      close();
      previous = null;
      if (item.kind === 'table') blocks.push({ kind: 'table', rows: item.rows, page: page.number });
      else {
        const { image } = item;
        blocks.push({
          kind: 'figure',
          page: page.number,
          ...(image.file
            ? {
                image: {
                  file: image.file,
                  width: image.x1 - image.x0,
                  height: image.y1 - image.y0,
                },
              }
            : {}),
        });
      }
      continue;
    }
    const s = item;
    const text = segmentText(s);
    const near =
      previous !== null &&
      previous.y > s.y &&
      previous.y - s.y <= Math.max(previous.size, s.size) * 1.8 &&
      Math.abs(previous.size - s.size) < 0.6;
    const level = levelOf(s);
    const bulletMatch = BULLET.exec(text);
    const numberMatch = NUMBER.exec(text);
    if (level !== null) {
      const current = open as Open | null;
      if (current?.kind === 'heading' && current.level === level && near) {
        current.lines.push({ runs: s.runs });
      } else {
        close();
        open = { kind: 'heading', level, lines: [{ runs: s.runs }], size: s.size };
      }
    } else if (s.bullet || bulletMatch || numberMatch) {
      const ordered = !s.bullet && !bulletMatch && Boolean(numberMatch);
      const strip = s.bullet ? 0 : (bulletMatch ?? numberMatch)![0].length;
      const runs = stripStart(s.runs, strip);
      const item: OpenItem = { lines: [{ runs }], sub: null };
      // Typed markers start the segment: the item's own text (and its wrapped lines) sits right of x0.
      const textX = s.bullet ? s.x0 : s.x0 + 1;
      const current = open as Open | null;
      const indent = s.size * 0.8;
      if (current?.kind === 'list' && previous && previous.y > s.y) {
        const stack = current.stack;
        // Back out of nested lists the item is not indented into.
        while (stack.length > 1 && s.x0 < stack[stack.length - 1]!.x0 - s.size * 0.5) stack.pop();
        const level = stack[stack.length - 1]!;
        const parent = level.items[level.items.length - 1];
        if (parent && s.x0 > level.x0 + indent) {
          // Indented past its level's markers: a list nested in the item above.
          if (parent.sub) parent.sub.items.push(item);
          else parent.sub = { ordered, items: [item], x0: s.x0, textX };
          stack.push(parent.sub);
          parent.sub.textX = textX;
        } else if (stack.length === 1 && level.ordered !== ordered) {
          close();
          open = { kind: 'list', stack: [{ ordered, items: [item], x0: s.x0, textX }] };
        } else {
          level.items.push(item);
          level.textX = textX;
        }
      } else {
        close();
        open = { kind: 'list', stack: [{ ordered, items: [item], x0: s.x0, textX }] };
      }
    } else {
      const current = open as Open | null;
      const level = current?.kind === 'list' ? current.stack[current.stack.length - 1]! : null;
      if (level && near && s.x0 > level.textX - 1) {
        level.items[level.items.length - 1]!.lines.push({ runs: s.runs });
      } else if (current?.kind === 'paragraph' && near && previous && !endsBlock(previous, s)) {
        current.lines.push({ runs: s.runs });
      } else {
        close();
        open = { kind: 'paragraph', lines: [{ runs: s.runs }], x0: s.x0 };
      }
    }
    previous = s;
  }
  close();
  return blocks;
}

interface OpenItem {
  lines: { runs: Run[] }[];
  sub: OpenList | null;
}

interface OpenList {
  ordered: boolean;
  items: OpenItem[];
  /** Left edge of the level's items (marker included when typed): deeper items start right of it. */
  x0: number;
  /** Where the last item's text starts: wrapped lines of the item start there too. */
  textX: number;
}

function closeList(list: OpenList): List {
  return {
    ordered: list.ordered,
    items: list.items.map((item) => {
      const runs = joinLines(item.lines);
      return item.sub ? { runs, sublist: closeList(item.sub) } : { runs };
    }),
  };
}

/** A short line followed by an indented one is where a new paragraph starts. */
function endsBlock(previous: Segment, next: Segment): boolean {
  // Indented from the line's start: the left edge, or the right edge in a right-to-left line.
  if (next.rtl) return previous.x1 - next.x1 > next.size * 1.2;
  return next.x0 - previous.x0 > next.size * 1.2;
}

function stripStart(runs: Run[], count: number): Run[] {
  const out = runs.map((r) => ({ ...r }));
  let left = count;
  while (left > 0 && out.length > 0) {
    const first = out[0]!;
    if (first.text.length <= left) {
      left -= first.text.length;
      out.shift();
    } else {
      first.text = first.text.slice(left);
      left = 0;
    }
  }
  if (out[0]) out[0].text = out[0].text.trimStart();
  return out.filter((r) => r.text.length > 0);
}

export type { Block };
