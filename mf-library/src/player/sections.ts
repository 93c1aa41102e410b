// A book's sections in reading order, with their chapter: what previous/next section and chapter
// move between (spec 02 §4: a played section sets the current chapter; previous and next chapter
// move it by one, from 0 if unset).
import type { Chapter } from '@nclude/shared/api-schemas';

export interface PlayableSection {
  /** The section's index in reading order (the server's, used in audio addresses). */
  index: number;
  title: string;
  durationSeconds: number;
  /** Position of its chapter in the book's chapter list. */
  chapter: number;
  chapterTitle: string;
}

export function flattenSections(chapters: readonly Chapter[]): PlayableSection[] {
  return chapters
    .flatMap((chapter, position) =>
      chapter.sections.map((section) => ({
        index: section.index,
        title: section.title,
        durationSeconds: section.durationSeconds,
        chapter: position,
        chapterTitle: chapter.title,
      })),
    )
    .sort((a, b) => a.index - b.index);
}

export function sectionAt(
  sections: readonly PlayableSection[],
  index: number,
): PlayableSection | undefined {
  return sections.find((section) => section.index === index);
}

/** The section after (step 1) or before (step -1) `index`, if any. */
export function neighbour(
  sections: readonly PlayableSection[],
  index: number,
  step: 1 | -1,
): PlayableSection | undefined {
  const position = sections.findIndex((section) => section.index === index);
  return position < 0 ? undefined : sections[position + step];
}

/** The first section of chapter `chapter` (its position), if it has one. */
export function firstOfChapter(
  sections: readonly PlayableSection[],
  chapter: number,
): PlayableSection | undefined {
  return sections.find((section) => section.chapter === chapter);
}

/** The sentence being read at `time`, or -1 between sentences. */
export function sentenceAt(
  sentences: readonly { startSeconds: number; endSeconds: number }[],
  time: number,
): number {
  return sentences.findIndex(
    (sentence) => time >= sentence.startSeconds && time < sentence.endSeconds,
  );
}
