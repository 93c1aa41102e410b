// Running headers and footers, from layout alone: what goes and what stays.
import { removeRunningLines, type Segment } from '../../src/conversion/layout';
import type { PageData } from '../../src/conversion/pdf-pages';

const page = (number: number): PageData => ({
  number,
  width: 600,
  height: 800,
  pieces: [],
  rules: [],
  marks: [],
  images: [],
  links: [],
  struct: null,
});

const line = (pageNumber: number, text: string, x0: number, y: number): Segment => ({
  kind: 'text',
  page: pageNumber,
  runs: [{ text }],
  x0,
  x1: x0 + text.length * 6,
  y,
  size: 11,
  bold: false,
  bullet: false,
});

const texts = (segments: Segment[]) => segments.map((s) => s.runs.map((r) => r.text).join(''));

describe('removeRunningLines', () => {
  it('drops a lone page number and a repeated footer, keeps a table row in the bottom margin', () => {
    const pages = [1, 2, 3].map((n) => ({
      page: page(n),
      segments: [
        line(n, 'Annual report 2024', 200, 40),
        line(n, `Body text of page ${n}.`, 72, 300),
        line(n, String(n), 295, 780),
      ],
    }));
    // The last row of a table reaches into the bottom margin of page 1: numbers with neighbours.
    pages[0]!.segments.push(line(1, 'Earth', 72, 760), line(1, '6378', 300, 760));
    removeRunningLines(pages);
    expect(texts(pages[0]!.segments)).toEqual(['Body text of page 1.', 'Earth', '6378']);
    expect(texts(pages[2]!.segments)).toEqual(['Body text of page 3.']);
  });
});
