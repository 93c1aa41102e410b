// Tables drawn without ruling lines: rows of segments that fall into the same columns, told apart
// from prose set in columns and from lists.
import type { Run, TableCell } from '../model';
import {
  bottom,
  cluster,
  inReadingOrder,
  median,
  top,
  type Interval,
  type Segment,
  type TableItem,
} from './items';
import { CELL_GAP } from './lines';
import { MARKER_ONLY } from './markers';
import { joinLines, segmentText } from './runs';

const NUMERIC = /^[-+−(]?[\d.,:/%₹$€£]*\d[\d.,:/%₹$€£)]*$/u;

/**
 * Tables drawn without ruling lines: at least three rows whose segments (text pieces set apart by
 * more than word spacing) fall into the same two or more columns. A row is a band of lines: a cell
 * whose text wraps adds lines set closer together than rows are (beside it, cells centred in the
 * row sit between them). Two columns of prose also put two segments on each line, but their lines
 * are long or go on from the line above; a list whose markers stand apart from the text has a
 * column of markers only. Both are left as text.
 */
export function alignedTables(segments: Segment[]): { tables: TableItem[]; rest: Segment[] } {
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
