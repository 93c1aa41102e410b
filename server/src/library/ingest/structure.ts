// From a flat run of headings and paragraphs (what the text, HTML, Word and EPUB readers see) to
// chapters and sections. Which heading level is a chapter depends on the book: a lone top heading
// before deeper ones is the book's title, the next level down its chapters, the one below that
// their sections; deeper headings are read as paragraphs.
import { IngestError, cleanLine, type BookChapter, type BookSection } from './model';
import { sectionsOf } from './sentences';

export type Block =
  { kind: 'heading'; level: number; text: string } | { kind: 'para'; text: string };

export interface Structured {
  /** The lone top heading, when the book has one. */
  title: string | null;
  chapters: BookChapter[];
}

function levelsOf(blocks: readonly Block[]): number[] {
  return [...new Set(blocks.flatMap((b) => (b.kind === 'heading' ? [b.level] : [])))].sort(
    (a, b) => a - b,
  );
}

/**
 * Chapters and sections of `blocks`. Refuses a book without text (emptyBook) and one whose text
 * has no heading to start a chapter (noChapters). Text before the first chapter heading becomes a
 * chapter named after the book (`fallbackTitle` when it has no title heading).
 */
export function chaptersFromBlocks(input: readonly Block[], fallbackTitle: string): Structured {
  const blocks = input
    .map((block) => ({
      ...block,
      text: block.kind === 'heading' ? cleanLine(block.text) : block.text.trim(),
    }))
    .filter((block) => block.text.length > 0);
  if (!blocks.some((block) => block.kind === 'para')) throw new IngestError('emptyBook');
  let levels = levelsOf(blocks);
  if (levels.length === 0) throw new IngestError('noChapters');

  let title: string | null = null;
  const top = levels[0]!;
  const tops = blocks.filter((b) => b.kind === 'heading' && b.level === top);
  const firstHeading = blocks.findIndex((b) => b.kind === 'heading');
  if (tops.length === 1 && levels.length > 1 && blocks[firstHeading] === tops[0]) {
    title = tops[0]!.text;
    blocks.splice(firstHeading, 1);
    levels = levels.slice(1);
  }
  const chapterLevel = levels[0]!;
  const sectionLevel = levels[1] ?? null;

  const chapters: BookChapter[] = [];
  let chapter: { title: string; sections: BookSection[] } | null = null;
  let sectionTitle: string | null = null;
  let paragraphs: string[] = [];
  const flush = () => {
    if (paragraphs.length === 0) return;
    if (!chapter) {
      // Text before the first chapter heading (a foreword without a heading): its own chapter.
      chapter = { title: title ?? fallbackTitle, sections: [] };
      chapters.push(chapter);
    }
    chapter.sections.push(...sectionsOf(sectionTitle ?? chapter.title, paragraphs));
    paragraphs = [];
  };
  for (const block of blocks) {
    if (block.kind === 'para' || (block.level !== chapterLevel && block.level !== sectionLevel)) {
      paragraphs.push(block.text);
    } else if (block.level === chapterLevel) {
      flush();
      chapter = { title: block.text, sections: [] };
      chapters.push(chapter);
      sectionTitle = null;
    } else {
      flush();
      sectionTitle = block.text;
    }
  }
  flush();
  const withText = chapters.filter((c) => c.sections.length > 0);
  if (withText.length === 0) throw new IngestError('emptyBook');
  return { title, chapters: withText };
}
