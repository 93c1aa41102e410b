// How scanned pages are recognised: the resolution they are drawn at, when a reading is sure, and
// how many pages are read at once.
import { availableParallelism } from 'node:os';
import { ocrLanguageOf, type OcrLanguage } from '../ocr';
import type { PageData } from '../pdf-pages';
import { textLanguage } from '../scripts';

/** Resolution pages are drawn at for recognition. */
const OCR_DPI = 300;
/**
 * At most the pixels of an A4 page at 300 dpi: a scan whose PDF page claims a poster's size (its
 * image stored at 96 dpi, say) is drawn at a lower resolution rather than as a giant bitmap.
 */
const OCR_MAX_PIXELS = 2480 * 3508;
/**
 * Below this mean word confidence an English reading is tried again with an Indic model beside
 * English's: English scans read at 88-95 here, a page half in Telugu at 71 (81 read with both).
 */
export const MIXED_SCRIPT_CONFIDENCE = 85;
/**
 * A reading at least this sure, in the script of a model it was read with, is taken for an
 * upright page read by the right model: English scans read at 88-95 here, and the corpus's
 * turned scans and pages in another script than expected read below it.
 */
const SURE_CONFIDENCE = 85;

export function sureReading(read: {
  pieces: { text: string }[];
  confidence: number;
  languages: readonly OcrLanguage[];
}): boolean {
  if (read.confidence < SURE_CONFIDENCE) return false;
  const found = ocrLanguageOf(textLanguage(read.pieces.map((p) => p.text).join('')));
  return found !== null && read.languages.includes(found);
}

/** The resolution a page is drawn at for recognition. */
export function ocrDpi(page: PageData): number {
  const squareInches = (page.width / 72) * (page.height / 72);
  return Math.min(OCR_DPI, Math.floor(Math.sqrt(OCR_MAX_PIXELS / Math.max(squareInches, 1))));
}

/**
 * Scanned pages read at once, each by its own Tesseract worker (a thread): two cores here, and a
 * page's recognition is most of its time.
 */
export const OCR_PARALLEL = Math.min(2, availableParallelism());

/** `work` on each item, at most `parallel` at a time; rejects with the first failure. */
export async function inTurns<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}
