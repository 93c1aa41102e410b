// Finding the resume's sections: each line given to the section whose title is above it, the
// name and contact block before the first title, and dates displaced by the reading order.
import { findPeriod, withoutPeriod, type FoundPeriod } from './dates';
import { looksLikeName } from './contact';
import { isHumanLanguage, splitLanguages } from './items';
import { isAllCaps, labelledSection, sectionOf, titleCandidate } from './section-titles';
import { wordCount } from './text';
import type { Line, ResumeSection } from './types';

export interface FoundLine {
  line: Line;
  found: FoundPeriod;
}

interface Sections {
  preamble: Line[];
  bySection: Map<ResumeSection, Line[]>;
  /** Dates alone on a line in a section that holds no dates: displaced by the reading order. */
  orphans: FoundLine[];
}

const DATED_SECTIONS: ReadonlySet<ResumeSection> = new Set(['experience', 'education', 'projects']);

export function splitSections(lines: readonly Line[]): Sections {
  const bySection = new Map<ResumeSection, Line[]>();
  const preamble: Line[] = [];
  const orphans: FoundLine[] = [];
  const add = (section: ResumeSection, line: Line) => {
    const list = bySection.get(section) ?? [];
    list.push(line);
    bySection.set(section, list);
  };
  // What titles look like in this resume: all capitals, or headings of some level.
  const known = lines.filter((l) => titleCandidate(l) && sectionOf(l.text));
  const capsTitles =
    known.length > 0 && known.filter((l) => isAllCaps(l.text)).length * 2 >= known.length;
  const titleLevels = new Map<number, number>();
  for (const l of known) {
    if (l.kind === 'heading') titleLevels.set(l.level, (titleLevels.get(l.level) ?? 0) + 1);
  }
  // The name set as the document's one most prominent heading, wherever the reading order puts
  // it (after a sidebar read first, in two-column resumes).
  const headings = lines.filter((l) => l.kind === 'heading');
  const top = Math.min(...headings.map((l) => l.level));
  const atTop = headings.filter((l) => l.level === top);
  const nameLine = atTop.length === 1 && looksLikeName(atTop[0]!.text) ? atTop[0]! : null;
  const nameLines: Line[] = [];
  let section: ResumeSection | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (line === nameLine) {
      nameLines.push(line);
      continue;
    }
    const named = titleCandidate(line) ? sectionOf(line.text) : null;
    if (named) {
      section = named;
      continue;
    }
    if (section !== null && titleCandidate(line) && unknownTitle(line, next, section)) {
      section = 'other';
      continue;
    }
    const inline = line.kind !== 'row' ? labelledSection(line.text) : null;
    // In a skills section, "Tools: …" is a group of skills.
    if (inline && !(section === 'skills' && inline.section === 'skills')) {
      if (section === 'skills' && inline.section === 'languages') {
        // "Languages: Python, Java" in a skills section is a kind of skill, unless spoken ones.
        const items = splitLanguages(inline.rest);
        if (!items.every(isHumanLanguage)) {
          add('skills', line);
          continue;
        }
      }
      add(inline.section, { ...line, text: inline.rest });
      continue;
    }
    const found = findPeriod(line.text);
    if (
      found &&
      found.strength >= 2 &&
      !withoutPeriod(line.text, found) &&
      section !== null &&
      !DATED_SECTIONS.has(section)
    ) {
      orphans.push({ line, found });
      continue;
    }
    if (section === null) preamble.push(line);
    else add(section, line);
  }
  // Read with the contact block, first.
  preamble.unshift(...nameLines);
  return { preamble, bySection, orphans };

  function unknownTitle(line: Line, next: Line | undefined, current: ResumeSection): boolean {
    const text = line.text;
    if (/[\d|,@:;–—]/.test(text) || wordCount(text) > 5) return false;
    // An entry's title is followed by its dates; a section's title is not.
    if (next && (findPeriod(next.text)?.strength ?? 0) >= 2) return false;
    if (capsTitles && isAllCaps(text)) return true;
    return (
      line.kind === 'heading' &&
      (titleLevels.get(line.level) ?? 0) >= 2 &&
      !DATED_SECTIONS.has(current) &&
      wordCount(text) <= 4
    );
  }
}
