// Structure of untagged pages, inferred from layout: lines from text positions, running headers
// and footers removed, tables from ruling lines and from aligned columns, reading order across columns by recursive cuts
// along white space, then paragraphs, headings (by size and weight against the body text), lists
// (drawn or typed bullets, numbers) and words split by end-of-line hyphens joined.
// Each step is a module of this folder; this one exports what the rest of the converter uses.
export { pageBlocks } from './blocks';
export { layoutStyle, NUMBERED_HEADING, type LayoutStyle } from './headings';
export type { Segment } from './items';
export { CELL_GAP, OCR_CELL_GAP, OCR_WORD_GAP, pageSegments, WORD_GAP } from './lines';
export { segmentText } from './runs';
export { removeRunningLines } from './running-lines';
export { joinSheetColumnPages } from './sheet-pages';
export type { Block } from '../model';
