// A page's text as poppler reads it (`pdftotext -bbox-layout`, Debian's poppler-utils). pdf.js
// ignores /ActualText and reads many Hindi and Telugu text layers in glyph order; poppler reads
// them in Unicode order. Used for pages whose pdf.js text fails the script's rules, before OCR.
import { execFile } from 'node:child_process';
import type { TextPiece } from './pdf-pages';

/** A word box spans ascenders to descenders: about 1.3 em in the fonts measured (Lohit, DejaVu). */
const BOX_TO_EM = 1.3;

let available: Promise<boolean> | null = null;

/** Whether `pdftotext` can be run here (the package is optional: OCR remains without it). */
export function popplerAvailable(): Promise<boolean> {
  available ??= new Promise((resolve) => {
    execFile('pdftotext', ['-v'], { timeout: 10_000 }, (error) => resolve(!error));
  });
  return available;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The words of page `number` as text pieces in PDF space (y up, baselines), or null on failure. */
export async function popplerPieces(
  inputPath: string,
  number: number,
  pageHeight: number,
): Promise<TextPiece[] | null> {
  if (!(await popplerAvailable())) return null;
  const page = String(number);
  const xhtml = await new Promise<string | null>((resolve) => {
    execFile(
      'pdftotext',
      ['-q', '-enc', 'UTF-8', '-f', page, '-l', page, '-bbox-layout', inputPath, '-'],
      { timeout: 30_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => resolve(error ? null : stdout),
    );
  });
  if (xhtml === null) return null;
  const pieces: TextPiece[] = [];
  const word =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const match of xhtml.matchAll(word)) {
    const [x0, y0, x1, y1] = match.slice(1, 5).map(Number) as [number, number, number, number];
    const text = decode(match[5]!);
    if (!text.trim()) continue;
    const height = y1 - y0;
    pieces.push({
      text,
      x: x0,
      // The baseline sits about a fifth of the box above its bottom.
      y: pageHeight - (y1 - height * 0.22),
      width: x1 - x0,
      size: height / BOX_TO_EM,
      font: 'poppler',
      bold: false,
      contentId: null,
    });
  }
  return pieces;
}
