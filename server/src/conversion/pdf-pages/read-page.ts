// One page read into its record: text pieces with their fonts, links and marked content, and the
// rules, bullet marks and images its drawing operators make.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { legacyIndicFont, type LegacyScript } from '../scripts';
import { multiply, pathShapes, transformBox, type Matrix } from './geometry';
import { encodePng, toRgba, type DecodedImage } from './images';
import type { Box, PageData, PageImage, StructContent, StructNode, TextPiece } from './page-data';
import { operatorText } from './page-text';
import { loadPdfjs, objectOf } from './pdfjs';

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
