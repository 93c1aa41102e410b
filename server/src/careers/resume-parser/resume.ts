// The whole resume: its lines split into sections, each read by its part's rules, and the
// results put together into a ParsedResume.
import type { ParsedResume, ResumeEducation, ResumeExperience } from '@nclude/shared/api-schemas';
import type { DocumentModel } from '../../conversion';
import { contactOf, preambleContactEnd } from './contact';
import { findPeriod } from './dates';
import { INSTITUTION, isDegree, parseEducation } from './education';
import { experienceOf, parseExperience } from './experience';
import { dedupe, splitLanguages, splitSkills } from './items';
import { modelLines } from './lines';
import { withoutPlace } from './places';
import { parseProjects } from './projects';
import { splitSections, type FoundLine } from './sections';
import { splitTop, tidyItem, wordCount } from './text';
import type { Dated, Line, ResumeSection } from './types';

/** A resume with nothing read in it (the start of a reading, or a person without one). */
export function emptyResume(): ParsedResume {
  return {
    contact: { name: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    skills: [],
    experience: [],
    education: [],
    projects: [],
    certifications: [],
    languages: [],
  };
}

/** Reads a resume's document model into what the portal understood of it. */
export function parseResume(model: DocumentModel): ParsedResume {
  const lines = modelLines(model);
  const resume = emptyResume();
  if (lines.length === 0) return resume;
  const { preamble, bySection, orphans } = splitSections(lines);
  const get = (section: ResumeSection) => bySection.get(section) ?? [];

  // Before the first section: the contact block, then (in resumes with few titles) a summary
  // and entries recognised by their dates.
  const contactEnd = preambleContactEnd(preamble);
  const contactLines = [...preamble.slice(0, contactEnd), ...get('contact')];
  // Ignored sections (references) hold other people's numbers.
  const ignored = new Set(get('other'));
  resume.contact = contactOf(
    lines.filter((l) => !ignored.has(l)),
    contactLines,
  );
  const afterContact = preamble.slice(contactEnd);

  resume.summary = get('summary')
    .map((l) => l.text)
    .join(' ')
    .trim();
  const looseSummary: Line[] = [];
  const looseRest: Line[] = [];
  for (const line of afterContact) {
    if (
      looseRest.length === 0 &&
      line.kind === 'paragraph' &&
      wordCount(line.text) >= 12 &&
      !findPeriod(line.text)
    )
      looseSummary.push(line);
    else looseRest.push(line);
  }
  if (!resume.summary) resume.summary = looseSummary.map((l) => l.text).join(' ');

  const skills: string[] = [];
  const languages: string[] = [];
  for (const line of get('skills')) {
    const items =
      line.kind === 'row' && line.cells
        ? line.cells.flatMap((c) => splitSkills(c, { ocr: line.ocr }))
        : splitSkills(line.text, { ocr: line.ocr });
    skills.push(...items);
  }
  for (const line of get('languages')) {
    if (line.kind === 'row' && line.cells) {
      const first = line.cells[0] ?? '';
      if (!line.headerRow && !/^languages?$/i.test(first.trim()))
        languages.push(...splitLanguages(first));
    } else {
      languages.push(...splitLanguages(line.text));
    }
  }
  resume.skills = dedupe(skills);
  resume.languages = dedupe(languages);
  resume.certifications = dedupe(
    get('certifications').flatMap((line) =>
      splitTop(line.text, /\s*[;|•·«»]\s*/u)
        .map(tidyItem)
        .filter((c) => /\p{L}/u.test(c)),
    ),
  );
  resume.projects = parseProjects(get('projects'));

  const experience = parseExperience(get('experience'));
  const education = parseEducation(get('education'));
  // Resumes without titles for them: entries among the loose lines found as experience is, each
  // taken for education when its header names a degree or an institution.
  const loose = parseExperience(looseRest);
  loose.forEach((draft, k) => {
    const header = draft.parts.join(' | ');
    if (!isDegree(header) && !INSTITUTION.test(header)) {
      experience.push(draft);
      return;
    }
    const end = loose[k + 1]?.at ?? Infinity;
    education.push(
      ...parseEducation(looseRest.filter((l) => l.index >= draft.at && l.index < end)),
    );
  });
  placeOrphans(orphans, [...experience, ...education]);
  resume.experience = experience.map(experienceOf).filter((e): e is ResumeExperience => e !== null);
  resume.education = education
    .filter((e) => e.degree || e.institution)
    .map((e): ResumeEducation => ({
      degree: tidyItem(e.degree),
      institution: tidyItem(withoutPlace(e.institution)),
      period: e.period,
      grade: e.grade,
    }));
  return resume;
}

/** Each displaced date goes to the nearest entry above it that has none. */
function placeOrphans(orphans: readonly FoundLine[], entries: Dated[]): void {
  for (const { line, found } of orphans) {
    const candidates = entries.filter((e) => e.period === null && e.at < line.index);
    const target = candidates.sort((a, b) => b.at - a.at)[0];
    if (target) target.period = found.period;
  }
}
