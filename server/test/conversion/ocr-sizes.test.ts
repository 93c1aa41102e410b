// Recognised words' sizes: Tesseract's row heights are noisy, a heading must still stand out.
import { evenRowSizes } from '../../src/conversion/ocr';
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
