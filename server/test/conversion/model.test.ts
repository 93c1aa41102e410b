// The document model's tidying: titles that programs made up, and list items without text.
import { documentTitle } from '../../src/conversion/convert';
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
