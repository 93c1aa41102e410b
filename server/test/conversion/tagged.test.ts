// Headings tagged `H`, which name no level: the level comes from the sections around them or,
// outside any, from their type size against the page's body text.
import type { PageData, StructNode, TextPiece } from '../../src/conversion/pdf-pages';
import { TaggedPage } from '../../src/conversion/tagged';

const piece = (id: string, text: string, size: number, y: number): TextPiece => ({
  text,
  x: 72,
  y,
  width: text.length * size * 0.5,
  size,
  font: 'f1',
  bold: false,
  contentId: id,
});

const content = (id: string) => ({ type: 'content' as const, id });

function pageWith(struct: StructNode, pieces: TextPiece[]): PageData {
  return {
    number: 1,
    width: 600,
    height: 800,
    pieces,
    rules: [],
    marks: [],
    images: [],
    links: [],
    struct,
  };
}

const body = 'Body text set in the size most of the page uses, long enough to count the most.';

describe('TaggedPage: H headings', () => {
  it('takes the level from the nesting of sections', () => {
    const struct: StructNode = {
      children: [
        {
          role: 'Sect',
          children: [
            { role: 'H', children: [content('c1')] },
            { role: 'P', children: [content('c2')] },
            {
              role: 'Sect',
              children: [
                { role: 'H', children: [content('c3')] },
                { role: 'P', children: [content('c4')] },
              ],
            },
          ],
        },
      ],
    };
    const blocks = new TaggedPage(
      pageWith(struct, [
        piece('c1', 'Outer', 12, 700),
        piece('c2', body, 12, 680),
        piece('c3', 'Inner', 12, 660),
        piece('c4', body, 12, 640),
      ]),
      'en',
    ).build();
    expect(blocks.map((b) => (b.kind === 'heading' ? `h${b.level}` : b.kind))).toEqual([
      'h1',
      'paragraph',
      'h2',
      'paragraph',
    ]);
  });

  it('outside sections, takes the level from the type size against the body text', () => {
    const struct: StructNode = {
      children: [
        { role: 'H', children: [content('c1')] },
        { role: 'P', children: [content('c2')] },
        { role: 'H', children: [content('c3')] },
        { role: 'P', children: [content('c4')] },
        { role: 'H', children: [content('c5')] },
      ],
    };
    const blocks = new TaggedPage(
      pageWith(struct, [
        piece('c1', 'Title', 24, 760),
        piece('c2', body, 12, 730),
        piece('c3', 'Part', 18, 700),
        piece('c4', body, 12, 680),
        piece('c5', 'Minor', 14, 660),
      ]),
      'en',
    ).build();
    expect(
      blocks.filter((b) => b.kind === 'heading').map((b) => (b.kind === 'heading' ? b.level : 0)),
    ).toEqual([1, 2, 3]);
  });
});
