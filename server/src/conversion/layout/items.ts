// The items a page's layout is made of (text segments, tables, images) and the small helpers on
// them that the layout's parts share.
import type { Run, TableCell } from '../model';
import type { PageImage } from '../pdf-pages';

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

export interface TableItem {
  kind: 'table';
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  rows: TableCell[][];
}

export interface ImageItem {
  kind: 'image';
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  image: PageImage;
}

export type Item = Segment | TableItem | ImageItem;

export function top(item: Item): number {
  return item.kind === 'text' ? item.y + item.size * 0.85 : item.y1;
}
export function bottom(item: Item): number {
  return item.kind === 'text' ? item.y - item.size * 0.25 : item.y0;
}

export interface Interval {
  a: number;
  b: number;
}

export function cluster(values: number[], tolerance: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of sorted) {
    if (out.length === 0 || v - out[out.length - 1]! > tolerance) out.push(v);
  }
  return out;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Cells left to right, or right to left in a table mostly in a right-to-left script. */
export function inReadingOrder(segments: readonly Segment[], rows: TableCell[][]): TableCell[][] {
  const rtl = segments.filter((s) => s.rtl).length > segments.length / 2;
  return rtl ? rows.map((row) => [...row].reverse()) : rows;
}
