// Lists as a page's lines fill them: open items and nested lists, closed into the model's lists,
// and the typed marker taken off an item's text.
import type { List, Run } from '../model';
import { joinLines } from './runs';

export interface OpenItem {
  lines: { runs: Run[] }[];
  sub: OpenList | null;
}

export interface OpenList {
  ordered: boolean;
  items: OpenItem[];
  /** Left edge of the level's items (marker included when typed): deeper items start right of it. */
  x0: number;
  /** Where the last item's text starts: wrapped lines of the item start there too. */
  textX: number;
}

export function closeList(list: OpenList): List {
  return {
    ordered: list.ordered,
    items: list.items.map((item) => {
      const runs = joinLines(item.lines);
      return item.sub ? { runs, sublist: closeList(item.sub) } : { runs };
    }),
  };
}

export function stripStart(runs: Run[], count: number): Run[] {
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
