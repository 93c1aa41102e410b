// Layout alone: running headers and footers (what goes and what stays) and tables without rules.
import {
  CELL_GAP,
  layoutStyle,
  pageBlocks,
  pageSegments,
  removeRunningLines,
  type Segment,
} from '../../src/conversion/layout';
import { pathShapes, type PageData, type TextPiece } from '../../src/conversion/pdf-pages';

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

/** A table's cell texts, row by row. */
const cellTexts = (rows: { runs: { text: string }[] }[][]) =>
  rows.map((row) => row.map((cell) => cell.runs.map((r) => r.text).join('')));

/** A text piece as pdf.js gives it: left edge and baseline, width (by default 0.5 em a character). */
const piece = (
  text: string,
  x: number,
  y: number,
  {
    size = 11,
    bold = false,
    width = text.length * size * 0.5,
  }: { size?: number; bold?: boolean; width?: number } = {},
): TextPiece => ({
  text,
  x,
  y,
  width,
  size,
  font: bold ? 'bold' : 'regular',
  bold,
  contentId: null,
});

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

describe('pageBlocks: tables without ruling lines', () => {
  const style = { bodySize: 11, headingStyles: [] };
  const blocksOf = (segments: Segment[]) =>
    pageBlocks(page(1), segments, style).map((b) =>
      b.kind === 'table'
        ? `table ${b.rows.length}x${b.rows[0]!.length}${b.rows[0]!.every((c) => c.header) ? ' header' : ''}`
        : b.kind,
    );

  it('finds a table in aligned short columns', () => {
    const rows = [
      ['Planet', 'Radius', 'Moons'],
      ['Earth', '6378', '1'],
      ['Mars', '3396', '2'],
      ['Jupiter', '71492', '95'],
    ];
    const segments = rows.flatMap((cells, r) =>
      cells.map((cell, c) => line(1, cell, 72 + c * 120, 600 - r * 16)),
    );
    expect(blocksOf(segments)).toEqual(['table 4x3 header']);
  });

  it('keeps a cell that wraps onto a second line in its row', () => {
    // Rows 20 apart; the wrapped line of "North Reading Room" 13 below its first line.
    const segments = [
      line(1, 'Branch', 72, 600),
      line(1, 'Opens', 220, 600),
      line(1, 'Central Library', 72, 580),
      line(1, '09:00', 220, 580),
      line(1, 'North Reading', 72, 560),
      line(1, '10:00', 220, 560),
      line(1, 'Room', 72, 547),
      line(1, 'Riverside', 72, 527),
      line(1, '08:30', 220, 527),
    ];
    const blocks = pageBlocks(page(1), segments, style);
    expect(blocks).toHaveLength(1);
    const table = blocks[0]!;
    expect(table.kind === 'table' && table.rows.map((r) => r.map((c) => c.runs[0]?.text))).toEqual([
      ['Branch', 'Opens'],
      ['Central Library', '09:00'],
      ['North Reading Room', '10:00'],
      ['Riverside', '08:30'],
    ]);
  });

  it('leaves two columns of prose as paragraphs', () => {
    const prose = 'Long lines of prose that wrap in a column of text,';
    const segments = Array.from({ length: 6 }, (_, r) => [
      line(1, prose, 72, 600 - r * 16),
      line(1, prose, 72 + prose.length * 6 + 24, 600 - r * 16),
    ]).flat();
    expect(blocksOf(segments)).toEqual(['paragraph', 'paragraph']);
  });

  it('leaves a sidebar beside a main column as text, its lines set a steady 5 pt higher', () => {
    const sidebar = ['Skills', 'JavaScript', 'TypeScript', 'React', 'Node.js', 'Docker'];
    const main = [
      'Software Engineer, Infosys',
      'Built the claims portal',
      'Brought it to WCAG 2.1 AA',
      'Junior Developer, Persistent',
      'Wrote the booking service',
      'Cut its load time to a second',
    ];
    const segments = sidebar.flatMap((text, r) => [
      line(1, text, 40, 605 - r * 16),
      line(1, main[r]!, 200, 600 - r * 16),
    ]);
    expect(blocksOf(segments).filter((b) => b.startsWith('table'))).toEqual([]);
  });

  it('leaves narrow columns of wrapped prose as paragraphs', () => {
    const column = [
      'Team standard hospital',
      'road reaches the feature',
      'winter in 84 rules. Line',
      'member history family',
      'shows the basis class',
    ];
    const segments = column.flatMap((text, r) =>
      [0, 1, 2].map((c) => line(1, text, 40 + c * 175, 600 - r * 16)),
    );
    expect(blocksOf(segments).filter((b) => b.startsWith('table'))).toEqual([]);
  });

  it('leaves a list whose numbers stand apart from the text as a list', () => {
    const segments = ['Sign in', 'Upload the file', 'Download the result'].flatMap((item, r) => [
      line(1, `${r + 1}.`, 72, 600 - r * 16),
      line(1, item, 100, 600 - r * 16),
    ]);
    expect(blocksOf(segments).filter((b) => b.startsWith('table'))).toEqual([]);
  });
});

describe('pageBlocks: a CV set as label and value columns', () => {
  const style = { bodySize: 12, headingStyles: [{ size: 12, bold: true }] };
  // Lines 14.4 pt apart, a cell's wrapped lines too; sections a blank line apart, their names bold.
  const at = (r: number) => 700 - r * 14.4;
  const cv = [
    line(1, 'Name', 57, at(0)),
    line(1, 'Joe Bloggs', 193, at(0)),
    line(1, 'Address', 57, at(1)),
    line(1, '42 Main Street', 193, at(1)),
    line(1, '258348 Anytown', 193, at(2)),
    line(1, 'Phone', 57, at(3)),
    line(1, '3208578573', 193, at(3)),
    { ...line(1, 'Experience', 57, at(5)), bold: true },
    line(1, 'Jun. 2008 - present', 57, at(6)),
    line(1, 'Lorem ipsum dolor sit amet, consetetur sadipscing elitr,', 193, at(6)),
    line(1, 'sed diam nonumy eirmod tempor', 193, at(7)),
    line(1, 'Feb. 2004 - Nov. 2006', 57, at(8)),
    line(1, 'At vero eos et accusam et justo duo dolores.', 193, at(8)),
  ].map((s) => ({ ...s, size: 12 }));

  it('is one table: a wrapped value stays in its cell, a section name is a row of its own', () => {
    const blocks = pageBlocks(page(1), cv, style);
    expect(blocks.map((b) => b.kind)).toEqual(['table']);
    const table = blocks[0]!;
    expect(table.kind === 'table' && cellTexts(table.rows)).toEqual([
      ['Name', 'Joe Bloggs'],
      ['Address', '42 Main Street 258348 Anytown'],
      ['Phone', '3208578573'],
      ['Experience', ''],
      [
        'Jun. 2008 - present',
        'Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor',
      ],
      ['Feb. 2004 - Nov. 2006', 'At vero eos et accusam et justo duo dolores.'],
    ]);
  });

  it('keeps a section name that no rows of the same columns follow out of the table', () => {
    const blocks = pageBlocks(
      page(1),
      [...cv, { ...line(1, 'References', 57, at(10)), size: 12, bold: true }],
      style,
    );
    expect(blocks.map((b) => b.kind)).toEqual(['table', 'heading']);
  });
});

describe('pageBlocks: a paper whose sections are numbered', () => {
  const lines = [
    { ...line(1, 'An Example Document', 200, 740), size: 17 },
    { ...line(1, 'Leslie Lamport', 250, 715), size: 12 },
    { ...line(1, 'January 21, 1994', 245, 697), size: 12 },
    { ...line(1, '1 Ordinary Text', 72, 660), size: 12, bold: true },
    { ...line(1, 'The ends of words and sentences are marked by spaces.', 72, 640), size: 10 },
    { ...line(1, '2 Displayed Text', 72, 610), size: 12, bold: true },
    { ...line(1, 'Text is displayed by indenting it from the left margin.', 72, 590), size: 10 },
  ];

  it('keeps the title and the numbered sections as headings, the author and date as text', () => {
    const blocks = pageBlocks(page(1), lines, layoutStyle(lines));
    // The author's line and the date go on as one paragraph (set close, in one size).
    expect(blocks.map((b) => (b.kind === 'heading' ? `h${b.level}` : b.kind))).toEqual([
      'h1',
      'paragraph',
      'h2',
      'paragraph',
      'h2',
      'paragraph',
    ]);
  });

  it('joins a recognised section number to its title by its heading size', () => {
    // OCR knows no weight: the number and the title are set larger than the body.
    const data: PageData = {
      ...page(1),
      pieces: [
        piece('1 ', 72, 700, { size: 14 }),
        piece('Simple Text ', 120, 700, { size: 14 }),
        piece('Words are separated by one or more spaces. ', 72, 680),
        piece('Paragraphs are separated by blank lines. ', 72, 666),
        piece('3 ', 72, 640),
        piece('apples ', 120, 640),
      ],
    };
    expect(texts(pageSegments(data, 1.5))).toEqual([
      '1 Simple Text',
      'Words are separated by one or more spaces.',
      'Paragraphs are separated by blank lines.',
      '3',
      'apples',
    ]);
  });
});

describe('pageSegments: markers set apart from their text', () => {
  const withPieces = (pieces: TextPiece[]): PageData => ({ ...page(1), pieces });
  const style = { bodySize: 11, headingStyles: [{ size: 14, bold: true }] };

  it('keeps a tabbed bullet and number with their text: one item each, none empty', () => {
    // Word and LibreOffice put a tab after the marker: wider than any gutter between columns.
    const data = withPieces([
      piece('Things to bring:', 72, 700),
      piece('•', 90, 680),
      piece('A pen and a notebook', 126, 680),
      piece('\uF0B7', 90, 664),
      piece('Your identity card, which the', 126, 664),
      piece('desk checks at the door', 126, 650),
      piece('1.', 90, 620),
      piece('Sign in at the desk', 126, 620),
      piece('2.', 90, 604),
      piece('Take a seat', 126, 604),
    ]);
    const blocks = pageBlocks(data, pageSegments(data), style);
    const lists = blocks.filter((b) => b.kind === 'list');
    expect(
      lists.map((l) =>
        l.kind === 'list' ? l.items.map((i) => texts([{ ...i, kind: 'text' } as never])[0]) : [],
      ),
    ).toEqual([
      ['A pen and a notebook', 'Your identity card, which the desk checks at the door'],
      ['Sign in at the desk', 'Take a seat'],
    ]);
    expect(lists.map((l) => l.kind === 'list' && l.ordered)).toEqual([false, true]);
    expect(blocks.filter((b) => b.kind === 'paragraph')).toHaveLength(1);
  });

  it('joins a section number to its heading, not a number in a table of plain cells', () => {
    const data = withPieces([
      piece('2', 72, 700, { bold: true, size: 14 }),
      piece('Related work', 100, 700, { bold: true, size: 14 }),
      piece('3.1', 72, 640, { bold: true, size: 14 }),
      piece('Method', 110, 640, { bold: true, size: 14 }),
      piece('4', 72, 600),
      piece('Apples', 110, 600),
    ]);
    const found = texts(pageSegments(data));
    expect(found).toEqual(['2 Related work', '3.1 Method', '4', 'Apples']);
  });
});

describe('pageBlocks: a spreadsheet printed without rulings', () => {
  // As LibreOffice Calc prints a sheet: cells 5 to 8 pt apart (pdf.js puts a space of its own
  // between them), a cell and its close neighbour given as one piece, figures right-aligned under
  // a wider header, and a last column filled only in the last rows.
  const cell = (text: string, x: number, y: number, width = text.length * 5.2) =>
    piece(text, x, y, { size: 10, width });
  const space = (x: number, y: number) => cell(' ', x, y, 6);
  const rows: [string, string, string, string | null][] = [
    ['4.10', 'Warty', '2004-10-20', null],
    ['5.04', 'Hoary', '2005-04-08', null],
    ['6.06 LTS', 'Dapper', '2006-06-01', '3'],
    ['6.10', 'Edgy', '2006-10-26', '12'],
    ['7.04', 'Feisty', '2007-04-19', '9'],
  ];
  const pieces = [
    cell('version', 58, 750),
    space(95, 750),
    cell('codename', 110, 750),
    space(160, 750),
    cell('release', 170, 750),
    space(207, 750),
    cell('support years', 235, 750),
  ];
  rows.forEach(([version, name, date, years], i) => {
    const y = 737 - i * 12.8;
    // "6.06 LTS" reaches into the next column: pdf.js joins the two cells into one piece.
    if (version.includes(' ')) pieces.push(cell(`${version} ${name}`, 58, y, 84));
    else pieces.push(cell(version, 58, y), space(80, y), cell(name, 110, y));
    pieces.push(space(150, y), cell(date, 170, y, 58));
    if (years) pieces.push(space(228, y), cell(years, 300 - years.length * 5.2, y));
  });
  const data: PageData = { ...page(1), pieces };

  it('is one table, a row per line and a column per cell', () => {
    const blocks = pageBlocks(
      data,
      pageSegments(data),
      { bodySize: 10, headingStyles: [] },
      pageSegments(data, CELL_GAP),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['table']);
    const table = blocks[0]!;
    if (table.kind !== 'table') throw new Error('not a table');
    expect(cellTexts(table.rows)).toEqual([
      ['version', 'codename', 'release', 'support years'],
      ['4.10', 'Warty', '2004-10-20', ''],
      ['5.04', 'Hoary', '2005-04-08', ''],
      ['6.06 LTS', 'Dapper', '2006-06-01', '3'],
      ['6.10', 'Edgy', '2006-10-26', '12'],
      ['7.04', 'Feisty', '2007-04-19', '9'],
    ]);
    expect(table.rows[0]!.every((cell) => cell.header)).toBe(true);
  });
});

describe('pageBlocks: a table whose rows are mostly in a right-to-left script', () => {
  // Codes and numbers in Latin beside long Arabic names: most letters of each line are Arabic,
  // so each line is read from its right end; the cells must still fall into their columns.
  const cell = (text: string, x: number, y: number, width = text.length * 5.5) =>
    piece(text, x, y, { width });
  const names = [
    'الإمارات العربية المتحدة',
    'المملكة العربية السعودية',
    'جمهورية مصر العربية',
    'المملكة الأردنية الهاشمية',
  ];
  const codes = ['AE', 'SA', 'EG', 'JO'];
  const pieces = [
    cell('code', 72, 700),
    cell(' ', 94, 700, 30),
    cell('number', 150, 700),
    cell(' ', 183, 700, 100),
    cell('الاسم', 480, 700),
  ];
  names.forEach((name, i) => {
    const y = 684 - i * 16;
    pieces.push(
      cell(codes[i]!, 72, y),
      cell(' ', 83, y, 60),
      cell(String(784 + i), 150, y),
      cell(' ', 167, y, 100),
      cell(name, 507 - name.length * 5.5, y),
    );
  });
  const data: PageData = { ...page(1), pieces };

  it('is one table with the cells of each row, right to left', () => {
    const blocks = pageBlocks(
      data,
      pageSegments(data),
      { bodySize: 11, headingStyles: [] },
      pageSegments(data, CELL_GAP),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['table']);
    const table = blocks[0]!;
    if (table.kind !== 'table') throw new Error('not a table');
    expect(cellTexts(table.rows)).toEqual([
      ['الاسم', 'number', 'code'],
      ...names.map((name, i) => [name, String(784 + i), codes[i]]),
    ]);
  });
});

describe('pageBlocks: a roomy table, names right-aligned, one column set higher', () => {
  // As LibreOffice exports a table of countries: rows 32 pt apart (more than 2.6 em), the names
  // right-aligned (so they start wherever their width puts them, near one another), and the last
  // column in a font that sits 8 pt above the row's baseline. One name wraps onto a second line.
  const rows: [string, string, [string, number], string][] = [
    ['BR', '076', ['Brazil', 36.5], 'brejil'],
    ['FO', '234', ['Faroe Islands', 78], 'jazar pharo'],
    ['BT', '064', ['Bhutan', 39.1], 'bhutan'],
    ['CA', '124', ['Canada', 38.2], 'kenada'],
    ['BW', '072', ['Botswana', 50.3], 'boswana'],
  ];
  const right = 360;
  const pieces = [
    piece('code', 72, 700, { size: 12 }),
    piece('number', 160, 700, { size: 12 }),
    piece('name', right - 24, 700, { size: 12, width: 24 }),
    piece('name (te)', 400, 700, { size: 12 }),
  ];
  rows.forEach(([code, number, [name, width], te], i) => {
    const y = 668 - i * 32;
    pieces.push(
      piece(code, 72, y, { size: 12 }),
      piece(number, 160, y, { size: 12 }),
      piece(name, right - width, y, { size: 12, width }),
      piece(te, 400, y + 8, { size: 12 }),
    );
  });
  // The wrapped row, last: its second line 28 pt under the first in both name columns.
  pieces.push(
    piece('CF', 72, 508, { size: 12 }),
    piece('140', 160, 508, { size: 12 }),
    piece('Central African', right - 84, 508, { size: 12, width: 84 }),
    piece('Republic', right - 46, 480, { size: 12, width: 46 }),
    piece('sentral', 400, 516, { size: 12 }),
    piece('ripablik', 400, 488, { size: 12 }),
  );
  const data: PageData = { ...page(1), pieces };

  it('is one table: each raised cell in its row, no name cut in two', () => {
    const blocks = pageBlocks(
      data,
      pageSegments(data),
      { bodySize: 12, headingStyles: [] },
      pageSegments(data, CELL_GAP),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['table']);
    const table = blocks[0]!;
    if (table.kind !== 'table') throw new Error('not a table');
    expect(cellTexts(table.rows)).toEqual([
      ['code', 'number', 'name', 'name (te)'],
      ...rows.map(([code, number, [name], te]) => [code, number, name, te]),
      ['CF', '140', 'Central African Republic', 'sentral ripablik'],
    ]);
  });
});

describe('pageBlocks: a table drawn with ruling lines and merged cells', () => {
  // Four columns at x 72, 172, 272, 372, 472 and three rows at y 700, 680, 660, 640. The first
  // row's first two cells are one (no rule between them); the last column's lower two cells are
  // one (no rule between them). One line of text runs on past the rule after its cell.
  const h = (y: number, x0: number, x1: number) => ({ x0, x1, y0: y, y1: y });
  const v = (x: number, y0: number, y1: number) => ({ x0: x, x1: x, y0, y1 });
  const rules = [
    h(700, 72, 472),
    h(680, 72, 472),
    h(660, 72, 372),
    h(640, 72, 472),
    v(72, 640, 700),
    v(172, 640, 680),
    v(272, 640, 700),
    v(372, 640, 700),
    v(472, 640, 700),
  ];
  const pieces = [
    piece('Merged across', 80, 686),
    piece('Head 3', 280, 686),
    piece('Head 4', 380, 686),
    // "a 1" ends against the rule at x 172 and "b 1" starts just after it: closer than a word
    // gap, one segment of the line, but two cells.
    piece('a 1', 150, 666, { width: 16 }),
    piece('b 1', 175, 666, { width: 16 }),
    piece('c 1', 280, 666),
    piece('Merged down', 380, 656),
    piece('a 2', 80, 646),
    piece('b 2', 180, 646),
    piece('c 2', 280, 646),
  ];
  const data: PageData = { ...page(1), pieces, rules };

  it('gives each cell its text and the merged cells their spans', () => {
    const blocks = pageBlocks(data, pageSegments(data), { bodySize: 11, headingStyles: [] });
    expect(blocks.map((b) => b.kind)).toEqual(['table']);
    const table = blocks[0]!;
    if (table.kind !== 'table') throw new Error('not a table');
    expect(
      table.rows.map((row) =>
        row.map((cell) => [
          cell.runs.map((r) => r.text).join(''),
          cell.rowSpan ?? 1,
          cell.colSpan ?? 1,
        ]),
      ),
    ).toEqual([
      [
        ['Merged across', 1, 2],
        ['Head 3', 1, 1],
        ['Head 4', 1, 1],
      ],
      [
        ['a 1', 1, 1],
        ['b 1', 1, 1],
        ['c 1', 1, 1],
        ['Merged down', 2, 1],
      ],
      [
        ['a 2', 1, 1],
        ['b 2', 1, 1],
        ['c 2', 1, 1],
      ],
    ]);
  });
});

describe('pageBlocks: a ruled form whose rows are not ruled apart', () => {
  // A fax form's address block: ruled around, a rule between its two columns, none between its
  // lines, each line a row of its own (the second column starts lower). Below it, a ruled row
  // whose first cell is wrapped text beside two lines: that stays one row.
  const h = (y: number) => ({ x0: 72, x1: 472, y0: y, y1: y });
  const v = (x: number) => ({ x0: x, x1: x, y0: 560, y1: 720 });
  const rules = [h(720), h(700), h(620), h(560), v(72), v(272), v(472)];
  const cell = (text: string, x: number, y: number) => piece(text, x, y, { size: 10 });
  const pieces = [
    cell('To', 80, 706),
    cell('From', 280, 706),
    cell('Ada Lovelace', 80, 688),
    cell('Analytical Engines', 80, 674),
    cell('Fax 0123', 80, 660),
    cell('Fax 4567', 280, 660),
    cell('Phone 89', 80, 646),
    cell('Phone 10', 280, 646),
    piece('Please read the pages that follow', 80, 606, { size: 10, width: 180 }),
    cell('before the meeting on Monday.', 80, 592),
    cell('Pages: 3', 280, 606),
    cell('Copies: 2', 280, 592),
  ];
  const data: PageData = { ...page(1), pieces, rules };

  it('makes each line of the block a row, and keeps wrapped text one cell', () => {
    const blocks = pageBlocks(data, pageSegments(data), { bodySize: 10, headingStyles: [] });
    expect(blocks.map((b) => b.kind)).toEqual(['table']);
    const table = blocks[0]!;
    if (table.kind !== 'table') throw new Error('not a table');
    expect(cellTexts(table.rows)).toEqual([
      ['To', 'From'],
      ['Ada Lovelace', ''],
      ['Analytical Engines', ''],
      ['Fax 0123', 'Fax 4567'],
      ['Phone 89', 'Phone 10'],
      ['Please read the pages that follow before the meeting on Monday.', 'Pages: 3 Copies: 2'],
    ]);
  });
});

describe('pageBlocks: a ruled table with two header rows and a header column', () => {
  // Columns at x 72, 172, 272, 372; rows at y 700, 680, 660, 640, 620. "Sales" spans the two
  // year columns (no rule between them in the first row); the first column's labels are bold.
  const h = (y: number) => ({ x0: 72, x1: 372, y0: y, y1: y });
  const v = (x: number, y0 = 620, y1 = 700) => ({ x0: x, x1: x, y0, y1 });
  const rules = [h(700), h(680), h(660), h(640), h(620), v(72), v(172), v(272, 620, 680), v(372)];
  const bold = (text: string, x: number, y: number) => piece(text, x, y, { bold: true });
  const pieces = [
    bold('Region', 80, 686),
    bold('Sales', 180, 686),
    bold('2023', 180, 666),
    bold('2024', 280, 666),
    bold('North', 80, 646),
    piece('10', 180, 646),
    piece('12', 280, 646),
    bold('South', 80, 626),
    piece('8', 180, 626),
    piece('9', 280, 626),
  ];
  const data: PageData = { ...page(1), pieces, rules };

  it('marks both header rows and the row labels as header cells with their scope', () => {
    const blocks = pageBlocks(data, pageSegments(data), { bodySize: 11, headingStyles: [] });
    expect(blocks.map((b) => b.kind)).toEqual(['table']);
    const table = blocks[0]!;
    if (table.kind !== 'table') throw new Error('not a table');
    expect(
      table.rows.map((row) =>
        row.map((cell) => `${cell.runs.map((r) => r.text).join('')}:${cell.scope ?? 'td'}`),
      ),
    ).toEqual([
      ['Region:col', 'Sales:col'],
      [':td', '2023:col', '2024:col'],
      ['North:row', '10:td', '12:td'],
      ['South:row', '8:td', '9:td'],
    ]);
  });
});

describe('pathShapes: what one path draws', () => {
  // pdf.js's path operators: 0 moveTo, 1 lineTo, 2 curveTo, 4 closePath.
  it('makes each edge of a stroked grid a rule of its own', () => {
    // One path: a rectangle 0..200 x 0..40 and the line across its middle.
    const grid = [0, 0, 0, 1, 200, 0, 1, 200, 40, 1, 0, 40, 4, 0, 0, 20, 1, 200, 20];
    const shapes = pathShapes(grid, true);
    const lines = shapes.filter((s) => s.x1 - s.x0 === 0 || s.y1 - s.y0 === 0);
    expect(lines).toEqual(
      expect.arrayContaining([
        { x0: 0, y0: 0, x1: 200, y1: 0 },
        { x0: 200, y0: 0, x1: 200, y1: 40 },
        { x0: 0, y0: 40, x1: 200, y1: 40 },
        { x0: 0, y0: 0, x1: 0, y1: 40 },
        { x0: 0, y0: 20, x1: 200, y1: 20 },
      ]),
    );
  });

  it('keeps each filled subpath apart: two thin bars, one round bullet', () => {
    const bars = [
      0, 0, 0, 1, 100, 0, 1, 100, 1, 1, 0, 1, 4, 0, 0, 50, 1, 100, 50, 1, 100, 51, 1, 0, 51, 4,
    ];
    const bullet = [0, 10, 100, 2, 14, 100, 14, 106, 10, 106, 2, 6, 106, 6, 100, 10, 100, 4];
    expect(pathShapes([...bars, ...bullet], false)).toEqual([
      { x0: 0, y0: 0, x1: 100, y1: 1 },
      { x0: 0, y0: 50, x1: 100, y1: 51 },
      { x0: 6, y0: 100, x1: 14, y1: 106 },
    ]);
  });
});
