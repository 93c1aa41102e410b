// The document's title, and heading levels from section numbers and without skips.
import { NUMBERED_HEADING } from '../layout';
import { runsText, type PlacedBlock } from '../model';

/**
 * Names that programs give documents, not their authors: a file name ("page.html",
 * "report.docx"), "Microsoft Word - …", "Untitled", "Document1", "Slide 1", and the address a
 * browser prints a page without a title under ("about:blank", "https://…").
 */
const NOT_A_TITLE =
  /^(about:|https?:\/\/|file:\/\/|microsoft (word|powerpoint|excel) - |untitled\b|document\s*\d*$|slide\s*\d*$|presentation\s*\d*$|title$|new document\b)|\.(html?|xhtml|pdf|docx?|odt|rtf|txt|pptx?|odp|xlsx?|ods|tex|dvi|ps|indd|pages|key)$/i;

/** The document's title: its metadata when an author wrote it, else its first heading, else the file's name. */
export function documentTitle(
  metaTitle: string | null,
  blocks: readonly PlacedBlock[],
  fallback: string,
): string {
  const meta = metaTitle?.replace(/\s+/g, ' ').trim();
  if (meta && !NOT_A_TITLE.test(meta)) return meta;
  const heading = blocks.find((b) => b.kind === 'heading');
  const text =
    heading?.kind === 'heading' ? runsText(heading.runs).replace(/\s+/g, ' ').trim() : '';
  if (text) return text.length > 200 ? `${text.slice(0, 199)}…` : text;
  return fallback;
}

/**
 * Where sections are numbered, the numbering sets the levels: "3" and "3.1" one level apart
 * however alike they are set, the top sections at the level their style gives them.
 */
export function levelsFromNumbering(blocks: PlacedBlock[]): void {
  const numbered = blocks.flatMap((block) => {
    if (block.kind !== 'heading') return [];
    const number = NUMBERED_HEADING.exec(runsText(block.runs).trim())?.[0];
    if (!number) return [];
    const depth = number.replace(/\.?\s+\p{L}$/u, '').split('.').length;
    return [{ block, depth }];
  });
  const top = numbered.filter((n) => n.depth === 1).map((n) => n.block.level);
  if (numbered.length < 2 || top.length === 0) return;
  const base = Math.min(...top);
  for (const { block, depth } of numbered) block.level = Math.min(6, base + depth - 1);
}

/** Heading levels that never skip one on the way down (h1, then h2…), keeping their order. */
export function normaliseHeadings(blocks: PlacedBlock[]): void {
  let previous = 0;
  for (const block of blocks) {
    if (block.kind !== 'heading') continue;
    block.level = Math.max(1, Math.min(block.level, previous + 1, 6));
    previous = block.level;
  }
}
