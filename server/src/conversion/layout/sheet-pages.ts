// A spreadsheet printed wider than its paper: the pages that carry its further columns set beside
// the page of rows they go on from.
import type { Box, PageData } from '../pdf-pages';
import { alignedTables } from './aligned-tables';
import { cluster, type Segment } from './items';
import { commonSize } from './lines';

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
