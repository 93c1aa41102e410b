// The blocks of one page in reading order: its tables and figures, and headings, lists (nested by
// indent) and paragraphs from its lines.
import type { PlacedBlock, Run } from '../model';
import type { PageData } from '../pdf-pages';
import { alignedTables } from './aligned-tables';
import { isHeadingCandidate, NUMBERED_HEADING, roundSize, type LayoutStyle } from './headings';
import type { ImageItem, Segment } from './items';
import { closeList, stripStart, type OpenItem, type OpenList } from './lists';
import { BULLET, NUMBER } from './markers';
import { order } from './reading-order';
import { ruledTables } from './ruled-tables';
import { joinLines, segmentText } from './runs';

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

/** A short line followed by an indented one is where a new paragraph starts. */
function endsBlock(previous: Segment, next: Segment): boolean {
  // Indented from the line's start: the left edge, or the right edge in a right-to-left line.
  if (next.rtl) return previous.x1 - next.x1 > next.size * 1.2;
  return next.x0 - previous.x0 > next.size * 1.2;
}
