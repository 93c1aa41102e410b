// A page is read by two Tesseract workers at once, each a band of it: the cut must cross no ink
// and divide the page's text, not its height.
import { inkBands } from '../../src/conversion/ocr';
import type { GreyImage } from '../../src/conversion/scan-rules';

/** A white page with black bars (text lines) over the given rows. */
function page(width: number, height: number, inked: [number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const [from, to] of inked) data.fill(0, from * width, to * width);
  return { data, width, height };
}

describe('inkBands', () => {
  it('cuts between lines where half the ink is above, not at half the height', () => {
    // Four lines in the top half of the page, nothing below: the cut falls between lines 2 and 3.
    const lines: [number, number][] = [
      [100, 130],
      [150, 180],
      [200, 230],
      [250, 280],
    ];
    const bands = inkBands(page(400, 1000, lines), 2);
    expect(bands).toHaveLength(2);
    const cut = bands[1]!.top;
    expect(cut).toBeGreaterThanOrEqual(180);
    expect(cut).toBeLessThanOrEqual(200);
    expect(bands[0]).toEqual({ top: 0, height: cut });
    expect(bands[1]!.top + bands[1]!.height).toBe(1000);
  });

  it('keeps the page whole when no blank row is near the middle of its ink', () => {
    // One block of ink from top to bottom (a photo): no row is free of it.
    expect(inkBands(page(400, 1000, [[0, 1000]]), 2)).toEqual([{ top: 0, height: 1000 }]);
  });

  it('a speck or two on a row does not stop a cut there', () => {
    const image = page(400, 600, [
      [100, 140],
      [300, 340],
    ]);
    // Noise across the whole gap between the two lines, two pixels per row.
    for (let y = 140; y < 300; y += 1) image.data[y * 400 + 7] = image.data[y * 400 + 300] = 0;
    expect(inkBands(image, 2)).toHaveLength(2);
  });
});
