// The document model between reading and writing: blocks in reading order, with nothing a writer
// must guess. Readers (tagged.ts, layout.ts) build it; writers (html.ts, docx.ts, epub.ts) print it.

export interface Run {
  text: string;
  href?: string;
  /** BCP 47 tag when the run differs from its block. */
  lang?: string;
}

export interface HeadingBlock {
  kind: 'heading';
  level: number;
  runs: Run[];
}

export interface ParagraphBlock {
  kind: 'paragraph';
  runs: Run[];
}

export interface ListItem {
  runs: Run[];
  /** A list nested in this item (from indentation, or an L inside an LI). */
  sublist?: List;
}

export interface List {
  ordered: boolean;
  items: ListItem[];
}

export interface ListBlock extends List {
  kind: 'list';
}

export interface TableCell {
  runs: Run[];
  header: boolean;
  /** Set on header cells: `col` for a header row, `row` for a header column. */
  scope?: 'col' | 'row';
  /** A cell merged over the rows below it or the columns after it, as the page draws it. */
  rowSpan?: number;
  colSpan?: number;
}

export interface TableBlock {
  kind: 'table';
  caption?: Run[];
  rows: TableCell[][];
}

export interface FigureBlock {
  kind: 'figure';
  /** 1-based page the image is on. */
  page: number;
  /** A PNG in the work folder, or none when the image could not be decoded. */
  image?: { file: string; width: number; height: number };
  /** The PDF's alternate text; never made up. */
  alt?: string;
  caption?: Run[];
}

/** Marks where text recognised from an image starts and ends, so readers know it may hold errors. */
export interface OcrNoticeBlock {
  kind: 'ocrStart' | 'ocrEnd';
  page: number;
}

export type Block =
  HeadingBlock | ParagraphBlock | ListBlock | TableBlock | FigureBlock | OcrNoticeBlock;

/** A block with the page it came from and, when it differs from the document's, its language. */
export type PlacedBlock = Block & { page: number; lang?: string };

export interface DocumentModel {
  title: string;
  /** BCP 47 language of the whole document. */
  lang: string;
  blocks: PlacedBlock[];
  pages: number;
  ocrPages: number;
  /** Who wrote it, when known (documents made by the server, such as library books). */
  author?: string;
  /** Its copyright notice, when known. */
  rights?: string;
  /** The EPUB's and DOCX's accessibility summary instead of the converter's (about PDFs). */
  summary?: string;
  /** Recognised pages were read in `used` instead of the `chosen` language: their script said so. */
  ocrLanguage?: { chosen: string; used: string[] };
}

export function runsText(runs: readonly Run[]): string {
  return runs.map((run) => run.text).join('');
}

/** The text of a list's items, nested lists included, in reading order. */
export function listText(list: List): string {
  return list.items
    .map((item) => [runsText(item.runs), item.sublist ? listText(item.sublist) : ''].join(' '))
    .join(' ')
    .trim();
}

/**
 * A list without items that have no text: an empty item's nested list joins the item before it
 * (or takes its place at the top). Null when nothing is left. A screen reader announces an empty
 * item as a bullet with nothing after it.
 */
export function withoutEmptyItems(list: List): List | null {
  const items: ListItem[] = [];
  for (const item of list.items) {
    const sublist = item.sublist ? withoutEmptyItems(item.sublist) : null;
    if (runsText(item.runs).trim()) {
      items.push(sublist ? { runs: item.runs, sublist } : { runs: item.runs });
      continue;
    }
    if (!sublist) continue;
    const previous = items[items.length - 1];
    if (!previous) items.push(...sublist.items);
    else if (previous.sublist) previous.sublist.items.push(...sublist.items);
    else previous.sublist = sublist;
  }
  return items.length > 0 ? { ordered: list.ordered, items } : null;
}
