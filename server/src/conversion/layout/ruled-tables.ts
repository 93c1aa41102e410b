// Tables drawn with ruling lines: rules grouped into grids, rows a grid draws no rule between,
// merged cells, header rows and columns.
import type { Box, PageData, TextPiece } from '../pdf-pages';
import { cluster, inReadingOrder, median, type Segment, type TableItem } from './items';
import { CELL_GAP, inLineOrder, pageSegments } from './lines';
import { joinLines, segmentText } from './runs';

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
export function ruledTables(
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
