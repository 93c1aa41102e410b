// A page drawn as grey levels for OCR, or a scan's own pixels taken as they are when the page is
// only that image.
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { greyOf, type GreyImage } from '../scan-rules';
import { multiply, transformBox, type Matrix } from './geometry';
import { greyOfDecoded, type DecodedImage } from './images';
import { loadPdfjs, objectOf } from './pdfjs';

/** Operators that draw nothing by themselves: a page of only these and one image is a scan. */
const SCAN_NEUTRAL_OPS = [
  'dependency',
  'setGState',
  'setFillRGBColor',
  'setStrokeRGBColor',
  'setFillGray',
  'setStrokeGray',
  'clip',
  'eoClip',
  'beginMarkedContent',
  'beginMarkedContentProps',
  'endMarkedContent',
] as const;

/** A scan's pixels are used as they are when they are within this share of the resolution asked. */
const NATIVE_RESOLUTION_SLACK = 0.1;

/**
 * A scanned page as its own pixels: when all a page draws is one image, upright or turned by a
 * quarter, covering the page, at about `scale` pixels a point, the page image is that image's
 * pixels, only turned to the viewport. Drawing it instead (decoding, scaling and reading back
 * the canvas) costs a scan page about half a second of the converter's one thread.
 */
async function scanPixels(
  page: PDFPageProxy,
  scale: number,
  rotation: number,
): Promise<{ scale: number; height: number; grey: GreyImage } | null> {
  const { OPS } = await loadPdfjs();
  const neutral = new Set<number>(SCAN_NEUTRAL_OPS.map((name) => OPS[name]));
  const { fnArray, argsArray } = await page.getOperatorList();
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  let found: { id: string; ctm: Matrix } | null = null;
  for (let i = 0; i < fnArray.length; i += 1) {
    const fn = fnArray[i]!;
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) saved.push(ctm);
    else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd)
      ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      saved.push(ctm);
      const matrix = args?.[0] as Matrix | null;
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix);
    } else if (fn === OPS.constructPath) {
      // A clipping path is drawn with "end path": nothing on the page.
      if (args?.[0] !== OPS.endPath) return null;
    } else if (fn === OPS.paintImageXObject && !found) found = { id: args![0] as string, ctm };
    else if (!neutral.has(fn)) return null;
  }
  if (!found) return null;
  // The image's unit square on the viewport, in points: its axes must lie along the page's.
  const viewport = page.getViewport({ scale: 1, rotation });
  const m = multiply(viewport.transform as Matrix, found.ctm);
  const turned = Math.abs(m[0]) < 1e-6 && Math.abs(m[3]) < 1e-6;
  if (!turned && (Math.abs(m[1]) > 1e-6 || Math.abs(m[2]) > 1e-6)) return null;
  const box = transformBox(m, 0, 0, 1, 1);
  const [pageWidth, pageHeight] = [viewport.width, viewport.height];
  const slack = 0.02 * Math.max(pageWidth, pageHeight);
  if (box.x0 > slack || box.y0 > slack || box.x1 < pageWidth - slack) return null;
  if (box.y1 < pageHeight - slack) return null;
  const decoded = (await objectOf(page, found.id)) as DecodedImage | null;
  const source = decoded ? greyOfDecoded(decoded) : null;
  if (!source) return null;
  // Pixels a point across and down the viewport.
  const [across, down] = turned
    ? [source.height / (box.x1 - box.x0), source.width / (box.y1 - box.y0)]
    : [source.width / (box.x1 - box.x0), source.height / (box.y1 - box.y0)];
  if (Math.abs(across - down) > 0.02 * across) return null;
  if (Math.abs(across - scale) > NATIVE_RESOLUTION_SLACK * scale) return null;
  const width = Math.ceil(pageWidth * across);
  const height = Math.ceil(pageHeight * across);
  // Each viewport pixel's source pixel, by the inverse of `m` (image row 0 is the top, v = 1).
  const inverse = (x: number, y: number) => {
    const det = m[0] * m[3] - m[1] * m[2];
    const [dx, dy] = [x - m[4], y - m[5]];
    return [(m[3] * dx - m[2] * dy) / det, (m[0] * dy - m[1] * dx) / det] as const;
  };
  const column = (u: number) => Math.floor(u * source.width);
  const row = (v: number) => Math.floor((1 - v) * source.height);
  const xs = Int32Array.from({ length: width }, (_, x) => {
    const [u, v] = inverse((x + 0.5) / across, 0);
    return turned ? row(v) : column(u);
  });
  const ys = Int32Array.from({ length: height }, (_, y) => {
    const [u, v] = inverse(0, (y + 0.5) / across);
    return turned ? column(u) : row(v);
  });
  // An image drawn upright is the page as it is (its edges within the slack of the page's, and
  // its height a few pixels off the page's at most).
  if (!turned && m[0] > 0 && m[3] < 0) return { scale: across, height: pageHeight, grey: source };
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y += 1) {
    const sy = ys[y]!;
    if (sy < 0 || sy >= (turned ? source.width : source.height)) continue;
    for (let x = 0, o = y * width; x < width; x += 1, o += 1) {
      const sx = xs[x]!;
      if (sx < 0 || sx >= (turned ? source.height : source.width)) continue;
      data[o] = turned
        ? source.data[sx * source.width + sy]!
        : source.data[sy * source.width + sx]!;
    }
  }
  return { scale: across, height: pageHeight, grey: { data, width, height } };
}

/**
 * The page drawn at `dpi` for OCR as grey levels; a scan at about that resolution is its own
 * pixels (`scanPixels`), at their resolution (`scale`, pixels a point).
 */
export async function renderPage(
  doc: PDFDocumentProxy,
  number: number,
  dpi: number,
  /** Clockwise, on top of the page's own rotation: turns a scan set sideways upright. */
  rotation: 0 | 90 | 180 | 270 = 0,
): Promise<{ scale: number; height: number; grey: GreyImage }> {
  const page = await doc.getPage(number);
  try {
    const native = await scanPixels(page, dpi / 72, (page.rotate + rotation) % 360);
    if (native) return native;
    const scale = dpi / 72;
    const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as never,
      canvasContext: context as never,
      viewport,
    }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return {
      scale,
      height: viewport.height / scale,
      grey: greyOf(pixels.data, canvas.width, canvas.height),
    };
  } finally {
    page.cleanup();
  }
}
