// The seed library: short books written for this project in English, Hindi and Telugu, kept as
// Markdown in server/src/library/seed/books/<slug>.md. Front matter gives the book's details
// (title, author, language, category, optional collection, description, copyright); `#` starts a
// chapter and `##` a section inside it (a chapter without `##` is one section of the same name).
//
// The files are found from the repository root, as the careers sample catalogue and the
// assistant's knowledge base are: the compiled server runs from the same checkout (dist/main.js
// beside src/), so one path serves tsx, Jest and the bundle alike, with nothing to copy.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BOOK_SLUG_MAX,
  CATEGORY_NAME_MAX,
  LIBRARY_COLLECTIONS,
  LIBRARY_LANGUAGES,
  type LibraryCollection,
  type LibraryLanguage,
} from '@nclude/shared/validation';

export interface SeedSection {
  title: string;
  /** Paragraphs separated by a blank line. */
  text: string;
}

export interface SeedChapter {
  title: string;
  sections: SeedSection[];
}

export interface SeedBook {
  /** The book's name in addresses (bookAwsName): its file's name without `.md`. */
  slug: string;
  title: string;
  author: string;
  language: LibraryLanguage;
  category: string;
  collection: LibraryCollection | null;
  description: string;
  copyright: string;
  chapters: SeedChapter[];
}

export class SeedBookError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'SeedBookError';
  }
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where the seed books are, from the repository root. */
export function seedBooksDir(repoRoot: string): string {
  return join(repoRoot, 'server', 'src', 'library', 'seed', 'books');
}

/**
 * Paragraphs separated by one blank line; a paragraph keeps its own line breaks (a poem's lines),
 * each line trimmed.
 */
function paragraphs(lines: readonly string[]): string {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** One book from its file's text; `fileName` (`<slug>.md`) names it and gives its slug. */
export function parseSeedBook(fileName: string, text: string): SeedBook {
  const slug = fileName.replace(/\.md$/, '');
  if (!SLUG.test(slug) || slug.length > BOOK_SLUG_MAX)
    throw new SeedBookError(fileName, 'the file name must be a slug: lower-case-words.md');
  const normalised = text.replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(normalised);
  if (!match) throw new SeedBookError(fileName, 'no front matter (--- … ---) at the top');
  const fields = new Map<string, string>();
  for (const line of match[1]!.split('\n')) {
    if (line.trim() === '') continue;
    // `key: value`; the value runs to the end of the line (titles hold colons) and may be quoted.
    const pair = /^([a-z]+):\s*(.*?)\s*$/.exec(line);
    if (!pair) throw new SeedBookError(fileName, `front matter line "${line}" is not "key: value"`);
    fields.set(pair[1]!, pair[2]!.replace(/^(["'])(.*)\1$/, '$2'));
  }
  const field = (name: string): string => {
    const value = fields.get(name);
    if (!value) throw new SeedBookError(fileName, `front matter needs "${name}"`);
    return value;
  };
  const language = field('language');
  if (!(LIBRARY_LANGUAGES as readonly string[]).includes(language))
    throw new SeedBookError(fileName, `language must be one of ${LIBRARY_LANGUAGES.join(', ')}`);
  const collection = fields.get('collection') ?? null;
  if (collection !== null && !(LIBRARY_COLLECTIONS as readonly string[]).includes(collection))
    throw new SeedBookError(
      fileName,
      `collection must be one of ${LIBRARY_COLLECTIONS.join(', ')}, or absent`,
    );
  const category = field('category');
  if (category.length > CATEGORY_NAME_MAX)
    throw new SeedBookError(fileName, `category is longer than ${CATEGORY_NAME_MAX} characters`);

  const chapters: SeedChapter[] = [];
  let chapter: SeedChapter | null = null;
  let section: { title: string; lines: string[] } | null = null;
  const closeSection = () => {
    if (!chapter || !section) return;
    const body = paragraphs(section.lines);
    if (body === '')
      throw new SeedBookError(fileName, `section "${section.title}" has no text to read`);
    chapter.sections.push({ title: section.title, text: body });
    section = null;
  };
  for (const line of normalised.slice(match[0].length).split('\n')) {
    const heading = /^(#{1,2})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1] === '#') {
      closeSection();
      chapter = { title: heading[2]!, sections: [] };
      chapters.push(chapter);
      section = { title: chapter.title, lines: [] };
    } else if (heading?.[1] === '##') {
      if (!chapter) throw new SeedBookError(fileName, 'a "##" section comes before any chapter');
      // Text between the chapter's heading and its first section is a section of its own.
      if (section && paragraphs(section.lines) !== '') closeSection();
      section = { title: heading[2]!, lines: [] };
    } else if (/^#{3,}\s/.test(line)) {
      throw new SeedBookError(fileName, 'only "#" (chapter) and "##" (section) headings are used');
    } else if (section) {
      section.lines.push(line);
    } else if (line.trim() !== '') {
      throw new SeedBookError(fileName, 'text comes before the first chapter ("# …")');
    }
  }
  closeSection();
  if (chapters.length === 0) throw new SeedBookError(fileName, 'the book has no chapters');
  for (const each of chapters)
    if (each.sections.length === 0)
      throw new SeedBookError(fileName, `chapter "${each.title}" has no text`);

  return {
    slug,
    title: field('title'),
    author: field('author'),
    language: language as LibraryLanguage,
    category,
    collection: collection as LibraryCollection | null,
    description: field('description'),
    copyright: field('copyright'),
    chapters,
  };
}

/** Every seed book, in file-name order. */
export async function readSeedLibrary(repoRoot: string): Promise<SeedBook[]> {
  const dir = seedBooksDir(repoRoot);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => parseSeedBook(name, await readFile(join(dir, name), 'utf8'))),
  );
}

/** A seed book's sections in reading order, each with its chapter (the store's section plan). */
export function seedSections(
  book: SeedBook,
): { chapterIndex: number; chapterTitle: string; title: string; text: string }[] {
  return book.chapters.flatMap((chapter, chapterIndex) =>
    chapter.sections.map((section) => ({
      chapterIndex,
      chapterTitle: chapter.title,
      title: section.title,
      text: section.text,
    })),
  );
}
