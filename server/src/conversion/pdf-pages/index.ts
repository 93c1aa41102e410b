// Reads a PDF with pdf.js one page at a time into small plain records (text pieces with their
// positions, ruling lines, bullet marks, links, images written to disk, the page's structure tree)
// so that no page's parsed objects outlive its turn: a 1,000-page PDF is read in bounded memory.
// Each part is a module of this folder; this one exports what the rest of the converter uses.
export { pathShapes } from './geometry';
export type { Box, PageData, PageImage, StructContent, StructNode, TextPiece } from './page-data';
export { operatorText } from './page-text';
export { loadPdfjs, openPdf } from './pdfjs';
export { readPage, releasePage, type ReadPageOptions } from './read-page';
export { renderPage } from './render-page';
