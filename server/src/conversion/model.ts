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
