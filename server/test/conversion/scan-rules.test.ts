// Ruling lines found in a scan's pixels: a table's grid, askew, and not the strokes of letters.
import {
  scanLines,
  scanRules,
  withoutLines,
  type GreyImage,
} from '../../src/conversion/scan-rules';

const DPI = 300;
const blank = (width: number, height: number): GreyImage => ({
  data: new Uint8Array(width * height).fill(255),
  width,
  height,
});

/** Ink from (x0, y0) to (x1, y1), `thick` pixels wide. */
function stroke(image: GreyImage, x0: number, y0: number, x1: number, y1: number, thick = 3) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let i = 0; i <= steps; i += 1) {
    const x = Math.round(x0 + ((x1 - x0) * i) / steps);
    const y = Math.round(y0 + ((y1 - y0) * i) / steps);
    for (let d = 0; d < thick; d += 1) {
      const [px, py] = Math.abs(x1 - x0) > Math.abs(y1 - y0) ? [x, y + d] : [x + d, y];
      image.data[py * image.width + px] = 0;
    }
  }
}

/** A 3 x 2 grid of cells 400 by 120 pixels, its lines slanting by `slope`. */
function grid(image: GreyImage, left: number, top: number, slope: number) {
  const [w, h] = [800, 360];
  for (let r = 0; r <= 3; r += 1) {
    const y = top + r * 120;
    stroke(image, left, y, left + w, y + w * slope);
  }
  for (let c = 0; c <= 2; c += 1) {
    const x = left + c * 400;
    stroke(
      image,
      x,
      top + x * slope - left * slope,
      x - h * slope,
      top + h + x * slope - left * slope,
    );
  }
}

test('a grid scanned 2 degrees askew gives its 4 rules and 3 sides, upright in points', () => {
  const image = blank(1400, 900);
  const skew = (2 * Math.PI) / 180;
  grid(image, 200, 200, Math.tan(skew));
  const lines = scanLines(image, skew, DPI);
  expect(lines.filter((l) => l.horizontal)).toHaveLength(4);
  expect(lines.filter((l) => !l.horizontal)).toHaveLength(3);
  const rules = scanRules(lines, skew, DPI / 72, 900 / (DPI / 72));
  // Turned upright, each rule lies flat: the rows 120 px (28.8 pt) apart.
  const rows = rules
    .filter((r) => r.x1 - r.x0 > 5)
    .map((r) => r.y0)
    .sort((a, b) => b - a);
  expect(rows.slice(1).map((y, i) => rows[i]! - y)).toEqual(
    [28.8, 28.8, 28.8].map((gap) => expect.closeTo(gap, 0)),
  );
  // Painted out, the lines leave no ink.
  expect(withoutLines(image, lines, skew).data.every((v) => v === 255)).toBe(true);
});

test('a line of Devanagari-like words (a headline each, stems hanging from it) has no rules', () => {
  const image = blank(1400, 400);
  for (let word = 0; word < 4; word += 1) {
    const x = 100 + word * 300;
    stroke(image, x, 150, x + 220, 150);
    for (let stem = 0; stem < 4; stem += 1)
      stroke(image, x + 30 + stem * 55, 150, x + 30 + stem * 55, 210);
  }
  expect(scanLines(image, 0, DPI)).toEqual([]);
});
