// The conversion itself, as it runs inside the converter's child process (child.ts): read the PDF
// page by page, recognise pages without a usable text layer, find the structure, write the output.
// Each step is a module of this folder; this one exports what the rest of the converter uses.
export { withCaptions } from './captions';
export { documentTitle, levelsFromNumbering } from './headings';
export { OCR_PARALLEL } from './recognition';
export { MAX_PAGES, runConversion, type ConversionInput } from './run';
