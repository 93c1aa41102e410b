// Ruling lines of a scanned page, found in its pixels: a scan's PDF holds only the image, so the
// borders of its tables and forms are drawn lines to be found before the layout can use them.
import type { Box } from './pdf-pages';

/** A page image as grey levels (0 black – 255 white), one byte a pixel, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Darker than this is ink; a scan's paper and its noise are lighter. */
export const INK = 180;
/** Breaks in a scanned line (noise, JPEG) bridged, in pixels. */
const GAP = 3;
/** Thicker than this a dark band is a filled area (a shaded cell, a photo), not a rule. */
const MAX_THICKNESS = 12;

export function greyOf(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number) {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i += 1) {
    const o = i * 4;
    data[i] = (rgba[o]! * 299 + rgba[o + 1]! * 587 + rgba[o + 2]! * 114) / 1000;
  }
  return { data, width, height };
}

interface Run {
  /** Position across the line (y of a horizontal run, x of a vertical one). */
  at: number;
  from: number;
  to: number;
}

/**
 * Long dark runs along one direction. `along` is the line's length direction; `slope` is how far
 * a line drifts across per pixel along (the page's skew), so each run is read along the slant.
 */
function runs(image: GreyImage, horizontal: boolean, slope: number, minLength: number): Run[] {
  const { data, width, height } = image;
  const [length, across] = horizontal ? [width, height] : [height, width];
  // A pixel either side too: a thin line drawn askew steps sideways now and then. Line `c` of
  // `wide` (row c + 1 of it, for c from −1 to `across`) holds the ink of lines c − 1 to c + 1,
  // so that each run is read along one row of it.
  const wide = new Uint8Array((across + 2) * length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0, i = y * width; x < width; x += 1, i += 1) {
      if (data[i]! >= INK) continue;
      const at = horizontal ? y * length + x : x * length + y;
      wide[at] = 1;
      wide[at + length] = 1;
      wide[at + 2 * length] = 1;
    }
  }
  // Along the slant: a horizontal line rises by `slope` a pixel, a vertical one leans back.
  const drift = Int32Array.from({ length }, (_, t) =>
    Math.round(horizontal ? t * slope : -t * slope),
  );
  const found: Run[] = [];
  for (let a = 0; a < across; a += 1) {
    let start = -1;
    let lastInk = -1;
    for (let t = 0; t <= length; t += 1) {
      const line = a + drift[t]!;
      const ink = t < length && line >= -1 && line <= across && wide[(line + 1) * length + t] === 1;
      if (ink) {
        if (start < 0 || t - lastInk > GAP + 1) {
          if (start >= 0 && lastInk - start + 1 >= minLength)
            found.push({ at: a, from: start, to: lastInk });
          start = t;
        }
        lastInk = t;
      } else if (start >= 0 && t - lastInk > GAP) {
        if (lastInk - start + 1 >= minLength) found.push({ at: a, from: start, to: lastInk });
        start = -1;
      }
    }
  }
  return found;
}

interface Line {
  at0: number;
  at1: number;
  from: number;
  to: number;
}

/** Runs on neighbouring rows (or columns) that overlap are one line as thick as they span. */
function lines(found: Run[]): Line[] {
  const out: Line[] = [];
  const open: Line[] = [];
  for (const run of found) {
    const line = open.find(
      (l) =>
        run.at - l.at1 <= 1 &&
        Math.min(l.to, run.to) - Math.max(l.from, run.from) >
          0.5 * Math.min(l.to - l.from, run.to - run.from),
    );
    if (line) {
      line.at1 = run.at;
      line.from = Math.min(line.from, run.from);
      line.to = Math.max(line.to, run.to);
    } else {
      const fresh = { at0: run.at, at1: run.at, from: run.from, to: run.to };
      open.push(fresh);
      out.push(fresh);
    }
    // Lines a row or more behind are complete.
    for (let i = open.length - 1; i >= 0; i -= 1) if (run.at - open[i]!.at1 > 1) open.splice(i, 1);
  }
  return out.filter((l) => l.at1 - l.at0 + 1 <= MAX_THICKNESS);
}

/** A ruling line found in a page image, in the image's slanted frame (see `runs`). */
export interface ScanLine extends Line {
  horizontal: boolean;
}

/**
 * The ruling lines of a page image scanned `skew` radians askew (as Tesseract's lines slant):
 * thin lines with paper on both sides, horizontal ones at least a third of an inch long, vertical
 * ones a twelfth, each meeting two lines the other way (a table's or a form's grid). A run
 * through a line of text has ink beside it. `dpi` is the image's resolution.
 */
export function scanLines(image: GreyImage, skew: number, dpi: number): ScanLine[] {
  const slope = Math.tan(skew);
  const { data, width, height } = image;
  const inkAt = (x: number, y: number) => {
    const [px, py] = [Math.round(x), Math.round(y)];
    return px >= 0 && px < width && py >= 0 && py < height && data[py * width + px]! < INK;
  };
  /** The share of ink along a line at `offset` pixels across from it. */
  const inkBeside = (l: Line, horizontal: boolean, offset: number) => {
    const across = offset < 0 ? l.at0 + offset : l.at1 + offset;
    let ink = 0;
    let seen = 0;
    for (let t = l.from; t <= l.to; t += 2) {
      seen += 1;
      if (horizontal ? inkAt(t, across + t * slope) : inkAt(across - t * slope, t)) ink += 1;
    }
    return ink / Math.max(1, seen);
  };
  const clear = (l: Line, horizontal: boolean) =>
    inkBeside(l, horizontal, -4) < 0.35 && inkBeside(l, horizontal, 4) < 0.35;
  const horizontal = lines(runs(image, true, slope, dpi / 3)).filter((l) => clear(l, true));
  // A grid needs two rules across; without them the columns need not be looked for.
  if (horizontal.length < 2) return [];
  const vertical = lines(runs(image, false, slope, dpi / 12)).filter((l) => clear(l, false));
  // Where a vertical line (x = at − y·slope) crosses a horizontal one (y = at + x·slope).
  const meet = (h: Line, v: Line) => {
    const x = (v.at0 + v.at1) / 2 - ((h.at0 + h.at1) / 2) * slope;
    const y = (h.at0 + h.at1) / 2 + x * slope;
    return x >= h.from - 6 && x <= h.to + 6 && y >= v.from - 6 && y <= v.to + 6;
  };
  // A grid's lines each meet two the other way at least: a vertical reaches from one rule to
  // another. A letter's stem hangs from one line (Devanagari's headline), and no further.
  const meetsTwo = (line: Line, others: readonly Line[], isHorizontal: boolean) =>
    others.filter((o) => (isHorizontal ? meet(line, o) : meet(o, line))).length >= 2;
  const sides = vertical.filter((v) => meetsTwo(v, horizontal, false));
  const rules = horizontal.filter((h) => meetsTwo(h, sides, true));
  const grid = sides.filter((v) => meetsTwo(v, rules, false));
  return [
    ...rules.map((l) => ({ ...l, horizontal: true })),
    ...grid.map((l) => ({ ...l, horizontal: false })),
  ];
}

/**
 * The lines as ruling boxes in PDF points, in the upright frame the recognised words are given
 * in: the image turned back by `skew`, `scale` pixels a point, `pageHeight` points.
 */
export function scanRules(
  found: readonly ScanLine[],
  skew: number,
  scale: number,
  pageHeight: number,
): Box[] {
  const slope = Math.tan(skew);
  const [cos, sin] = [Math.cos(skew), Math.sin(skew)];
  const half = 0.25;
  return found.map((line) => {
    const at = (line.at0 + line.at1) / 2;
    if (line.horizontal) {
      // On the slant y = at + x·slope; turned back by the skew, y' = at·cos.
      const x0 = line.from * cos + (at + line.from * slope) * sin;
      const x1 = line.to * cos + (at + line.to * slope) * sin;
      const y = pageHeight - (at * cos) / scale;
      return { x0: x0 / scale, x1: x1 / scale, y0: y - half, y1: y + half };
    }
    // On the slant x = at − y·slope; turned back, x' = at·cos and y' = y/cos − at·sin.
    const x = (at * cos) / scale;
    const top = pageHeight - (line.from / cos - at * sin) / scale;
    const bottom = pageHeight - (line.to / cos - at * sin) / scale;
    return { x0: x - half, x1: x + half, y0: bottom, y1: top };
  });
}

/**
 * The image with the lines painted out (two pixels wider on each side): Tesseract takes a ruled
 * region for a picture and leaves the words in its cells unread.
 */
export function withoutLines(
  image: GreyImage,
  found: readonly ScanLine[],
  skew: number,
): GreyImage {
  const { width, height } = image;
  const data = new Uint8Array(image.data);
  const slope = Math.tan(skew);
  for (const line of found) {
    for (let t = line.from; t <= line.to; t += 1) {
      for (let a = line.at0 - 2; a <= line.at1 + 2; a += 1) {
        const c = Math.round(line.horizontal ? a + t * slope : a - t * slope);
        const [x, y] = line.horizontal ? [t, c] : [c, t];
        if (x >= 0 && x < width && y >= 0 && y < height) data[y * width + x] = 255;
      }
    }
  }
  return { data, width, height };
}

/**
 * A grey image as a PGM file, for recognition: Tesseract reads it as it is, where a PNG costs
 * encoding and decoding (0.7 s a page at 300 dpi).
 */
export function pgm(image: GreyImage): Buffer {
  return Buffer.concat([
    Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'),
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
  ]);
}
