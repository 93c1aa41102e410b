// The document model's tidying: titles that programs made up, list items without text, captions,
// heading levels from section numbers.
import { documentTitle, levelsFromNumbering, withCaptions } from '../../src/conversion/convert';
import { withoutEmptyItems, type PlacedBlock } from '../../src/conversion/model';

const heading: PlacedBlock = {
  kind: 'heading',
  level: 1,
  runs: [{ text: 'Annual  report' }],
  page: 1,
};

test.each([
  'page.html',
  'Microsoft Word - minutes.docx',
  'Microsoft PowerPoint - deck',
  'Untitled',
  'untitled document',
  'Document1',
  'report.odt',
  'about:blank',
  'https://example.org/reports/2024',
  '  ',
])('%j is not a title: the first heading is', (meta) => {
  expect(documentTitle(meta, [heading], 'upload')).toBe('Annual report');
});

test('an author’s title is kept; without one or a heading the file’s name is the title', () => {
  expect(documentTitle('Water supply in 2024', [heading], 'upload')).toBe('Water supply in 2024');
  expect(documentTitle(null, [], 'upload')).toBe('upload');
});

test('list items without text are dropped; a nested list under one joins the item before', () => {
  const list = withoutEmptyItems({
    ordered: false,
    items: [
      { runs: [] },
      { runs: [{ text: 'Books' }] },
      {
        runs: [{ text: ' ' }],
        sublist: { ordered: false, items: [{ runs: [{ text: 'Braille' }] }] },
      },
      { runs: [], sublist: { ordered: true, items: [{ runs: [] }] } },
    ],
  });
  expect(list).toEqual({
    ordered: false,
    items: [
      {
        runs: [{ text: 'Books' }],
        sublist: { ordered: false, items: [{ runs: [{ text: 'Braille' }] }] },
      },
    ],
  });
  expect(withoutEmptyItems({ ordered: true, items: [{ runs: [{ text: '' }] }] })).toBeNull();
});

describe('withCaptions', () => {
  const paragraph = (text: string, page = 1): PlacedBlock => ({
    kind: 'paragraph',
    runs: [{ text }],
    page,
  });
  const table = (page = 1): PlacedBlock => ({
    kind: 'table',
    rows: [[{ runs: [{ text: 'cell' }], header: false }]],
    page,
  });
  const figure = (page = 1): PlacedBlock => ({ kind: 'figure', page });
  const captions = (blocks: PlacedBlock[]) =>
    blocks.map((b) =>
      b.kind === 'table' || b.kind === 'figure'
        ? `${b.kind}: ${b.caption?.map((r) => r.text).join('') ?? '-'}`
        : `${b.kind}: ${b.kind === 'paragraph' ? b.runs[0]!.text : ''}`,
    );

  it('takes a table’s caption from above it, a figure’s from below it', () => {
    expect(
      captions(
        withCaptions([
          paragraph('Costs rose.'),
          paragraph('Table 1: Costs by year'),
          table(),
          figure(),
          paragraph('Figure 2. Costs drawn'),
          paragraph('तालिका 3 खर्च'),
          table(),
        ]),
      ),
    ).toEqual([
      'paragraph: Costs rose.',
      'table: Table 1: Costs by year',
      'figure: Figure 2. Costs drawn',
      'table: तालिका 3 खर्च',
    ]);
  });

  it('leaves a caption between two tables to the one below, and one on another page alone', () => {
    expect(
      captions(
        withCaptions([
          table(),
          paragraph('Table 2: Staff'),
          table(),
          paragraph('Table 3: Rooms'),
          table(2),
          paragraph('Tables are listed at the end.'),
        ]),
      ),
    ).toEqual([
      'table: -',
      'table: Table 2: Staff',
      'paragraph: Table 3: Rooms',
      'table: -',
      'paragraph: Tables are listed at the end.',
    ]);
  });
});

test('section numbers set heading levels: "3.1" one below "3", whatever their style gave', () => {
  const h = (text: string, level: number): PlacedBlock => ({
    kind: 'heading',
    level,
    runs: [{ text }],
    page: 1,
  });
  const blocks = [
    h('A Study of Ramps', 1),
    h('1 Introduction', 2),
    h('1.1 Method', 2),
    h('1.1.1 Sites', 2),
    h('2 Results', 3),
    h('Acknowledgements', 2),
  ];
  levelsFromNumbering(blocks);
  expect(blocks.map((b) => (b.kind === 'heading' ? b.level : 0))).toEqual([1, 2, 3, 4, 2, 2]);
});
