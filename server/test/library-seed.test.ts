// The seed library written for this project: every book parses, has the chapters and text a
// listener expects, is in its language's script, and the catalogue covers the three languages
// and both collections.
import { join } from 'node:path';
import { LIBRARY_LANGUAGES } from '@nclude/shared/validation';
import { parseSeedBook, readSeedLibrary, seedSections, type SeedBook } from '../src/library/seed';

const REPO_ROOT = join(__dirname, '..', '..');

const DEVANAGARI = /[\u0900-\u097f]/g;
const TELUGU = /[\u0c00-\u0c7f]/g;
const LATIN = /[A-Za-z]/g;

function letters(text: string, script: RegExp): number {
  return text.match(script)?.length ?? 0;
}

function bookText(book: SeedBook): string {
  return [
    book.title,
    book.description,
    ...book.chapters.flatMap((chapter) => [
      chapter.title,
      ...chapter.sections.flatMap((section) => [section.title, section.text]),
    ]),
  ].join('\n');
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

let books: SeedBook[];

beforeAll(async () => {
  books = await readSeedLibrary(REPO_ROOT);
});

it('reads every book in the folder', () => {
  expect(books.length).toBeGreaterThanOrEqual(11);
  expect(new Set(books.map((book) => book.slug)).size).toBe(books.length);
});

it('gives each book its details, at least three chapters, and text in every section', () => {
  for (const book of books) {
    for (const field of ['title', 'author', 'category', 'description', 'copyright'] as const)
      expect(`${book.slug} ${field}: ${book[field].trim() !== ''}`).toBe(
        `${book.slug} ${field}: true`,
      );
    expect(book.copyright).toMatch(/^© 2026 Nclude\./);
    expect([book.slug, book.chapters.length >= 3]).toEqual([book.slug, true]);
    for (const chapter of book.chapters) {
      expect(chapter.sections.length).toBeGreaterThan(0);
      for (const section of chapter.sections) expect(words(section.text)).toBeGreaterThan(15);
    }
    // Short enough to synthesise in seconds when the library is seeded.
    expect([book.slug, words(bookText(book)) <= 1_200]).toEqual([book.slug, true]);
  }
});

it("writes each book in its language's script", () => {
  for (const book of books) {
    const text = bookText(book);
    const counts = {
      hi: letters(text, DEVANAGARI),
      te: letters(text, TELUGU),
      en: letters(text, LATIN),
    };
    const total = counts.hi + counts.te + counts.en;
    // Nearly all letters are the language's own (Latin in hi/te books only for names like Nclude).
    expect([book.slug, counts[book.language] / total > 0.95]).toEqual([book.slug, true]);
    if (book.language !== 'hi') expect([book.slug, counts.hi]).toEqual([book.slug, 0]);
    if (book.language !== 'te') expect([book.slug, counts.te]).toEqual([book.slug, 0]);
  }
});

it('covers the three languages, several categories, and both collections', () => {
  for (const language of LIBRARY_LANGUAGES) {
    const general = books.filter((book) => book.language === language && !book.collection);
    expect([language, general.length >= 3]).toEqual([language, true]);
  }
  expect(new Set(books.map((book) => book.category)).size).toBeGreaterThanOrEqual(5);
  const nclude = books.filter((book) => book.collection === 'nclude');
  const telangana = books.filter((book) => book.collection === 'telangana');
  expect(nclude.length).toBeGreaterThanOrEqual(1);
  expect(telangana.length).toBeGreaterThanOrEqual(1);
  expect(telangana.every((book) => book.language === 'te')).toBe(true);
});

describe('parseSeedBook', () => {
  const front = [
    '---',
    'title: A: Book',
    'author: Nclude Team',
    'language: en',
    'category: Stories',
    'description: Short.',
    'copyright: © 2026 Nclude.',
    '---',
    '',
  ].join('\n');

  it('makes `#` chapters and `##` sections, text before a first `##` a section of its own', () => {
    const book = parseSeedBook(
      'a-book.md',
      `${front}# One\n\nIntro line one\nline two\n\nSecond paragraph.\n\n## Part\n\nPart text.\n\n# Two\n\nText.\n`,
    );
    expect(book).toMatchObject({ slug: 'a-book', title: 'A: Book', collection: null });
    expect(book.chapters).toEqual([
      {
        title: 'One',
        sections: [
          { title: 'One', text: 'Intro line one\nline two\n\nSecond paragraph.' },
          { title: 'Part', text: 'Part text.' },
        ],
      },
      { title: 'Two', sections: [{ title: 'Two', text: 'Text.' }] },
    ]);
  });

  it('lists the sections in reading order with their chapters', () => {
    const book = parseSeedBook(
      'a-book.md',
      `${front}# One\n\nA.\n\n## Part\n\nB.\n\n# Two\n\nC.\n`,
    );
    expect(seedSections(book)).toEqual([
      { chapterIndex: 0, chapterTitle: 'One', title: 'One', text: 'A.' },
      { chapterIndex: 0, chapterTitle: 'One', title: 'Part', text: 'B.' },
      { chapterIndex: 1, chapterTitle: 'Two', title: 'Two', text: 'C.' },
    ]);
  });

  it.each([
    ['a file name that is not a slug', 'Bad Name.md', `${front}# One\n\nText.`, /slug/],
    ['no front matter', 'a.md', '# One\n\nText.', /front matter/],
    ['another language', 'a.md', front.replace('language: en', 'language: fr'), /language/],
    [
      'an unknown collection',
      'a.md',
      front.replace('category: Stories\n', 'category: Stories\ncollection: other\n'),
      /collection/,
    ],
    ['text before the first chapter', 'a.md', `${front}Text.\n# One\n\nText.`, /first chapter/],
    ['a third heading level', 'a.md', `${front}# One\n\n### Deep\n\nText.`, /only "#"/],
    ['an empty section', 'a.md', `${front}# One\n\n## Empty\n\n# Two\n\nText.`, /no text/],
    ['a book without chapters', 'a.md', front, /no chapters/],
  ])('refuses %s, saying why', (_case, file, text, reason) => {
    expect(() => parseSeedBook(file, text)).toThrow(reason);
  });
});
