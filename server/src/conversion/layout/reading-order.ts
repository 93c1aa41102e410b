// Reading order of a page's items across columns, by recursive cuts along white space.
import { bottom, top, type Interval, type Item } from './items';

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
export function order(items: Item[], gutter: number): Item[] {
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
