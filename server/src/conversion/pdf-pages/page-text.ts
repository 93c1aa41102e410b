// A page's text items read from its operator list with the fonts pdf.js has loaded
// (operator-text.ts), where pdf.js's own text extraction is not needed.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { textFromOperators, type OperatorFont, type OperatorTextEntry } from '../operator-text';
import { loadPdfjs } from './pdfjs';

/** What `textFromOperators` needs of a font pdf.js has loaded, or null when it has not. */
function operatorFont(page: PDFPageProxy, loadedName: string): OperatorFont | null {
  try {
    if (!page.commonObjs.has(loadedName)) return null;
    const font = page.commonObjs.get(loadedName) as {
      name?: string;
      vertical?: boolean;
      isType3Font?: boolean;
      fontMatrix?: number[];
    };
    return {
      name: font.name ?? '',
      vertical: Boolean(font.vertical),
      type3: Boolean(font.isType3Font),
      fontMatrix: font.fontMatrix ?? [0.001, 0, 0, 0.001, 0, 0],
    };
  } catch {
    return null;
  }
}

/**
 * The page's text items read from its operator list (operator-text.ts), or null when the page
 * needs pdf.js's own text extraction.
 */
export async function operatorText(
  page: PDFPageProxy,
  operators: { fnArray: number[]; argsArray: unknown[] },
): Promise<OperatorTextEntry[] | null> {
  const pdfjs = await loadPdfjs();
  const ref = page.ref as { num: number; gen: number } | null;
  if (!ref) return null;
  return textFromOperators(
    operators,
    pdfjs.OPS,
    (loadedName) => operatorFont(page, loadedName),
    page.view,
    `p${ref.num}R${ref.gen ? ref.gen : ''}`,
    pdfjs.normalizeUnicode,
  );
}
