// Reads a PDF with pdf.js one page at a time into small plain records (text pieces with their
// positions, ruling lines, bullet marks, links, images written to disk, the page's structure tree)
// so that no page's parsed objects outlive its turn: a 1,000-page PDF is read in bounded memory.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { textFromOperators, type OperatorFont, type OperatorTextEntry } from './operator-text';
import { greyOf, type GreyImage } from './scan-rules';
import { legacyIndicFont, type LegacyScript } from './scripts';

type PdfjsModule = typeof Pdfjs;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One text item as pdf.js gives it, in PDF user space (y grows upwards). */
export interface TextPiece {
  text: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
  bold: boolean;
  /** The marked-content id (`p12R_mc3`) the piece is in, for tagged PDFs. */
  contentId: string | null;
  href?: string;
}

export interface PageImage extends Box {
  /** PNG written into the work folder; absent when the image could not be decoded. */
  file?: string;
  pixelWidth: number;
  pixelHeight: number;
  /** Marked-content id of the image in tagged PDFs (`p12R_mc7`). */
  contentId: string | null;
}

export interface StructNode {
  role?: string;
  alt?: string;
  lang?: string;
  children?: (StructNode | StructContent)[];
}

export interface StructContent {
  type: 'content' | 'object' | 'annotation';
  id: string;
}

export interface PageData {
  number: number;
  width: number;
  height: number;
  pieces: TextPiece[];
  /** Thin filled or stroked rectangles: table borders and rules. */
  rules: Box[];
  /** Small filled shapes about a letter's size: drawn list bullets. */
  marks: Box[];
  images: PageImage[];
  links: { box: Box; url: string; id: string }[];
  struct: StructNode | null;
  /**
   * Letters set in a legacy Hindi or Telugu font (Devanagari or Telugu drawn under Latin codes):
   * the text layer holds the codes, only the page image the letters.
   */
  legacyChars?: Record<LegacyScript, number>;
}

const require = createRequire(import.meta.url);
let pdfjsPromise: Promise<PdfjsModule> | null = null;

function pdfjsFolder(): string {
  return path.resolve(path.dirname(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')), '../..');
}

/**
 * pdf.js's legacy build (the one for Node 20) carries core-js, which replaces Array's `push` and
 * JSON's `parse` and `stringify` for the whole process to mend edge cases (lengths past 2^53, raw
 * JSON) that neither pdf.js nor we meet. Measured: push 8 times slower, JSON 3 times, and the
 * converter's layout pushes on every piece. The natives are put back once pdf.js has loaded.
 */
function keepNativeBuiltins(): () => void {
  const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
  const { parse, stringify } = JSON;
  return () => {
    Object.defineProperty(Array.prototype, 'push', push);
    Object.assign(JSON, { parse, stringify });
  };
}

export function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsPromise ??= (async () => {
    const restore = keepNativeBuiltins();
    const pdfjs = (await import(
      pathToFileURL(path.join(pdfjsFolder(), 'legacy/build/pdf.mjs')).href
    )) as PdfjsModule;
    // Its parsing half, loaded now rather than at the first document (pdf.js runs it on this
    // thread in Node, finding it on globalThis.pdfjsWorker), so that its polyfills go too.
    await import(pathToFileURL(path.join(pdfjsFolder(), 'legacy/build/pdf.worker.mjs')).href);
    restore();
    return pdfjs;
  })();
  return pdfjsPromise;
}

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const folder = pdfjsFolder();
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
    cMapUrl: `${path.join(folder, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(folder, 'standard_fonts')}/`,
    wasmUrl: `${path.join(folder, 'wasm')}/`,
  });
  return task.promise;
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function transformBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const points = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]] as const);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** pdf.js's path operators (its `DrawOPS`): moveTo, lineTo, curveTo, quadraticCurveTo, closePath. */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;
/**
 * The shapes a path draws, in its own coordinates: the bounding box of each subpath, and when it
 * is stroked, each horizontal or vertical straight edge too (a stroked rectangle is four rules).
 */
export function pathShapes(data: ArrayLike<number>, stroked: boolean): Box[] {
  const shapes: Box[] = [];
  let box: Box | null = null;
  let start: [number, number] = [0, 0];
  let at: [number, number] = [0, 0];
  const extend = (x: number, y: number) => {
    box = box
      ? {
          x0: Math.min(box.x0, x),
          y0: Math.min(box.y0, y),
          x1: Math.max(box.x1, x),
          y1: Math.max(box.y1, y),
        }
      : { x0: x, y0: y, x1: x, y1: y };
  };
  const edge = (x: number, y: number) => {
    if (stroked && (Math.abs(x - at[0]) < 0.01 || Math.abs(y - at[1]) < 0.01)) {
      shapes.push({
        x0: Math.min(x, at[0]),
        y0: Math.min(y, at[1]),
        x1: Math.max(x, at[0]),
        y1: Math.max(y, at[1]),
      });
    }
    at = [x, y];
    extend(x, y);
  };
  const endSubpath = () => {
    if (box) shapes.push(box);
    box = null;
  };
  for (let i = 0; i < data.length;) {
    switch (data[i++]) {
      case MOVE_TO:
        endSubpath();
        at = start = [data[i++]!, data[i++]!];
        extend(at[0], at[1]);
        break;
      case LINE_TO:
        edge(data[i++]!, data[i++]!);
        break;
      case CURVE_TO:
        for (let k = 0; k < 3; k += 1) extend(data[i + 2 * k]!, data[i + 2 * k + 1]!);
        at = [data[i + 4]!, data[i + 5]!];
        i += 6;
        break;
      case QUADRATIC_CURVE_TO:
        for (let k = 0; k < 2; k += 1) extend(data[i + 2 * k]!, data[i + 2 * k + 1]!);
        at = [data[i + 2]!, data[i + 3]!];
        i += 4;
        break;
      case CLOSE_PATH:
        edge(start[0], start[1]);
        break;
      default:
        // An operator this reader does not know: the rest of the path cannot be read.
        i = data.length;
    }
  }
  endSubpath();
  return shapes;
}

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** RGBA pixels of a decoded pdf.js image (1-bit grey, RGB or RGBA). */
function toRgba(image: DecodedImage): Uint8ClampedArray | null {
  const { width, height, kind, data } = image;
  if (!data || width <= 0 || height <= 0) return null;
  const out = new Uint8ClampedArray(width * height * 4);
  if (kind === 3) {
    out.set(data.subarray(0, out.length));
  } else if (kind === 2) {
    for (let i = 0, j = 0; j < out.length; i += 3, j += 4) {
      out[j] = data[i]!;
      out[j + 1] = data[i + 1]!;
      out[j + 2] = data[i + 2]!;
      out[j + 3] = 255;
    }
  } else if (kind === 1) {
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        const j = (y * width + x) * 4;
        const value = bit ? 255 : 0;
        out[j] = value;
        out[j + 1] = value;
        out[j + 2] = value;
        out[j + 3] = 255;
      }
    }
  } else {
    return null;
  }
  return out;
}

async function encodePng(width: number, height: number, rgba: Uint8ClampedArray): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const imageData = context.createImageData(width, height);
  imageData.data.set(rgba);
  context.putImageData(imageData, 0, 0);
  return canvas.encode('png');
}

function objectOf(page: PDFPageProxy, id: string): Promise<unknown> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try {
      store.get(id, resolve);
    } catch {
      resolve(null);
    }
  });
}

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

/** Images smaller than this (points) are rules, spacers or dots, not pictures. */
const MIN_IMAGE_POINTS = 8;

export interface ReadPageOptions {
  tagged: boolean;
  workDir: string;
  /** Decoding images costs time and memory: skipped when the page will be recognised anyway. */
  images: boolean;
  /**
   * pdf.js decodes a page's images as it lists its operators, whether or not they are read:
   * with this, what it decoded (a scan's image) is kept for the drawing that follows, until
   * `releasePage`.
   */
  keepDecoded?: boolean;
}

/** Lets go of what pdf.js holds for a page read with `keepDecoded`. */
export async function releasePage(doc: PDFDocumentProxy, number: number): Promise<void> {
  (await doc.getPage(number)).cleanup();
}

export async function readPage(
  doc: PDFDocumentProxy,
  number: number,
  options: ReadPageOptions,
): Promise<PageData> {
  const pdfjs = await loadPdfjs();
  const page = await doc.getPage(number);
  try {
    const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
    const operators = await page.getOperatorList();
    const items =
      (await operatorText(page, operators)) ??
      ((await page.getTextContent({ includeMarkedContent: true })).items as Record<
        string,
        unknown
      >[]);
    const annotations = (await page.getAnnotations({ intent: 'display' })) as {
      subtype?: string;
      url?: string;
      rect?: number[];
      id?: string;
    }[];
    const struct = options.tagged ? ((await page.getStructTree()) as StructNode | null) : null;

    const links = annotations
      .filter((a) => a.subtype === 'Link' && typeof a.url === 'string' && a.rect?.length === 4)
      .map((a) => ({
        box: { x0: a.rect![0]!, y0: a.rect![1]!, x1: a.rect![2]!, y1: a.rect![3]! },
        url: a.url!,
        id: a.id ?? '',
      }));

    const fonts = new Map<string, { bold: boolean; legacy: LegacyScript | null }>();
    const fontOf = (fontName: string) => {
      let found = fonts.get(fontName);
      if (!found) {
        found = { bold: false, legacy: null };
        try {
          if (page.commonObjs.has(fontName)) {
            const font = page.commonObjs.get(fontName) as {
              name?: string;
              bold?: boolean;
              black?: boolean;
            };
            found.bold =
              Boolean(font.bold || font.black) ||
              // TeX's bold extended faces are named CMBX12, SFBX1000 and the like.
              /bold|black|heavy|semibold|demi|(^|\+)(cm|sf|ec|lm)bx/i.test(font.name ?? '');
            found.legacy = legacyIndicFont(font.name ?? '');
          }
        } catch {
          // A font pdf.js could not load: plain, and its text taken as it is.
        }
        fonts.set(fontName, found);
      }
      return found;
    };
    const legacyChars = { devanagari: 0, telugu: 0 };

    const pieces: TextPiece[] = [];
    const stack: (string | null)[] = [];
    for (const item of items as Record<string, unknown>[]) {
      if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
        stack.push(typeof item.id === 'string' ? item.id : null);
        continue;
      }
      if (item.type === 'endMarkedContent') {
        stack.pop();
        continue;
      }
      const text = item.str as string | undefined;
      if (typeof text !== 'string' || text.length === 0) continue;
      const t = item.transform as number[];
      const size = Math.hypot(t[2]!, t[3]!) || (item.height as number) || 0;
      if (size <= 0) continue;
      let contentId: string | null = null;
      for (let i = stack.length - 1; i >= 0; i -= 1) {
        if (stack[i]) {
          contentId = stack[i]!;
          break;
        }
      }
      const piece: TextPiece = {
        text,
        x: t[4]!,
        y: t[5]!,
        width: (item.width as number) || 0,
        size,
        font: item.fontName as string,
        bold: fontOf(item.fontName as string).bold,
        contentId,
      };
      const legacy = fontOf(piece.font).legacy;
      if (legacy) legacyChars[legacy] += text.replace(/\s+/g, '').length;
      const cx = piece.x + piece.width / 2;
      const cy = piece.y + size * 0.3;
      const link = links.find(
        (l) => cx >= l.box.x0 && cx <= l.box.x1 && cy >= l.box.y0 && cy <= l.box.y1,
      );
      if (link) piece.href = link.url;
      pieces.push(piece);
    }

    const { OPS } = pdfjs;
    const rules: Box[] = [];
    const marks: Box[] = [];
    const images: PageImage[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    const marked: (number | null)[] = [];
    const pageRef = struct ? findPageRef(struct) : null;
    const { fnArray, argsArray } = operators;
    for (let i = 0; i < fnArray.length; i += 1) {
      const fn = fnArray[i];
      const args = argsArray[i] as unknown[] | null;
      switch (fn) {
        case OPS.save:
          saved.push(ctm);
          break;
        case OPS.restore:
          ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
          break;
        case OPS.transform:
          ctm = multiply(ctm, args as Matrix);
          break;
        case OPS.paintFormXObjectBegin: {
          saved.push(ctm);
          const matrix = args?.[0] as Matrix | null;
          if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix);
          break;
        }
        case OPS.paintFormXObjectEnd:
          ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
          break;
        case OPS.beginMarkedContentProps:
          marked.push(typeof args?.[1] === 'number' ? args[1] : null);
          break;
        case OPS.beginMarkedContent:
          marked.push(null);
          break;
        case OPS.endMarkedContent:
          marked.pop();
          break;
        case OPS.constructPath: {
          const drawOp = args?.[0];
          const minMax = args?.[2] as ArrayLike<number> | null;
          if (!minMax || minMax.length < 4 || !Number.isFinite(minMax[0])) break;
          if (drawOp === OPS.endPath) break;
          const data = (args?.[1] as ArrayLike<number>[] | undefined)?.[0];
          const stroked = [
            OPS.stroke,
            OPS.closeStroke,
            OPS.fillStroke,
            OPS.eoFillStroke,
            OPS.closeFillStroke,
            OPS.closeEOFillStroke,
          ].includes(drawOp as number);
          // One path often draws a whole table's grid: each subpath (a filled bar, a bullet) and,
          // when stroked, each straight edge is a shape of its own.
          const shapes = data
            ? pathShapes(data, stroked)
            : [{ x0: minMax[0]!, y0: minMax[1]!, x1: minMax[2]!, y1: minMax[3]! }];
          for (const shape of shapes) {
            const box = transformBox(ctm, shape.x0, shape.y0, shape.x1, shape.y1);
            const w = box.x1 - box.x0;
            const h = box.y1 - box.y0;
            if ((h <= 2.5 && w >= 6) || (w <= 2.5 && h >= 6)) rules.push(box);
            else if (w >= 1.5 && h >= 1.5 && w <= 9 && h <= 9 && Math.abs(w - h) < 1.5)
              marks.push(box);
          }
          break;
        }
        case OPS.paintImageXObject:
        case OPS.paintInlineImageXObject: {
          const box = transformBox(ctm, 0, 0, 1, 1);
          if (box.x1 - box.x0 < MIN_IMAGE_POINTS || box.y1 - box.y0 < MIN_IMAGE_POINTS) break;
          let mcid: number | null = null;
          for (let k = marked.length - 1; k >= 0; k -= 1) {
            if (marked[k] !== null) {
              mcid = marked[k]!;
              break;
            }
          }
          const image: PageImage = {
            ...box,
            pixelWidth: 0,
            pixelHeight: 0,
            contentId: mcid !== null && pageRef ? `${pageRef}_mc${mcid}` : null,
          };
          if (options.images) {
            const decoded = (
              fn === OPS.paintImageXObject ? await objectOf(page, args![0] as string) : args![0]
            ) as DecodedImage | null;
            const rgba = decoded ? toRgba(decoded) : null;
            if (decoded && rgba) {
              const file = path.join(options.workDir, `image-${number}-${images.length + 1}.png`);
              await writeFile(file, await encodePng(decoded.width, decoded.height, rgba));
              image.file = file;
              image.pixelWidth = decoded.width;
              image.pixelHeight = decoded.height;
            }
          }
          images.push(image);
          break;
        }
        default:
          break;
      }
    }

    return {
      number,
      width: vx1 - vx0,
      height: vy1 - vy0,
      pieces,
      rules,
      marks,
      images,
      links,
      struct,
      legacyChars,
    };
  } finally {
    if (!options.keepDecoded) page.cleanup();
  }
}

/** The `p12R` prefix of the page's marked-content ids, as its structure tree names them. */
function findPageRef(node: StructNode | StructContent): string | null {
  if ('type' in node && node.type === 'content') {
    const match = /^(.*)_mc\d+$/.exec(node.id);
    return match ? match[1]! : null;
  }
  for (const child of (node as StructNode).children ?? []) {
    const found = findPageRef(child);
    if (found) return found;
  }
  return null;
}

/** Grey levels of a decoded pdf.js image (1-bit grey, RGB, or RGBA laid on white paper). */
function greyOfDecoded(image: DecodedImage): GreyImage | null {
  const { width, height, kind, data } = image;
  if (!data || width <= 0 || height <= 0) return null;
  const grey = new Uint8Array(width * height);
  if (kind === 3 || kind === 2) {
    const step = kind === 3 ? 4 : 3;
    if (data.length < grey.length * step) return null;
    for (let i = 0, o = 0; i < grey.length; i += 1, o += step) {
      const level = (data[o]! * 299 + data[o + 1]! * 587 + data[o + 2]! * 114) / 1000;
      grey[i] = kind === 3 ? 255 - ((255 - level) * data[o + 3]!) / 255 : level;
    }
  } else if (kind === 1) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return null;
    for (let y = 0, i = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1, i += 1)
        grey[i] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
  } else {
    return null;
  }
  return { data: grey, width, height };
}

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
