// Recognised words: Tesseract's row heights are noisy (a heading must still stand out), and a
// reading with two models may set a guess over words it read.
import { evenRowSizes, surerReadings } from '../../src/conversion/ocr';
import type { TextPiece } from '../../src/conversion/pdf-pages';

const word = (text: string, size: number): TextPiece => ({
  text: `${text} `,
  x: 0,
  y: 0,
  width: text.length * size * 0.5,
  size,
  font: '',
  bold: false,
  contentId: null,
});

describe('evenRowSizes', () => {
  it('sets body rows that differ by noise at the common size, and keeps a larger title', () => {
    const pieces = [
      word('Annual report', 16.5),
      word('The year began with a long winter.', 10.2),
      word('BB', 11.8),
      word('Sales rose in spring and fell again.', 9.4),
      word('Thanks to everyone who helped.', 10),
    ];
    evenRowSizes(pieces);
    expect(pieces.map((p) => p.size)).toEqual([16.5, 10, 10, 10, 10]);
  });

  it('leaves a page without words as it is', () => {
    const pieces: TextPiece[] = [];
    evenRowSizes(pieces);
    expect(pieces).toEqual([]);
  });
});

describe('surerReadings', () => {
  const reading = (text: string, confidence: number, x0: number, x1: number, y0 = 100) => ({
    word: { text, confidence, bbox: { x0, x1, y0, y1: y0 + 40 } },
  });

  it('drops a guess set over words read surely, and keeps words side by side', () => {
    const guess = reading('Le', 23, 0, 1500, 90);
    const words = [
      reading('alpha-2', 80, 0, 350),
      reading('alpha-3', 39, 800, 1150),
      reading('numeric', 92, 1600, 1950),
    ];
    expect(surerReadings([guess, ...words]).map((r) => r.word.text)).toEqual([
      'alpha-2',
      'alpha-3',
      'numeric',
    ]);
  });

  it('keeps the surer of two readings of one word, and words on other lines', () => {
    const read = [
      reading('Name', 94, 100, 300),
      reading('Ee', 35, 60, 320),
      reading('Aruba', 90, 100, 330, 200),
    ];
    expect(surerReadings(read).map((r) => r.word.text)).toEqual(['Name', 'Aruba']);
  });
});
