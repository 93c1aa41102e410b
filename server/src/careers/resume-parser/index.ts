// Reads a resume's document model (the PDF converter's output, blocks in reading order) into a
// ParsedResume the person then reviews ("What we understood"). Pure and synchronous: rules over
// the text, no model, no I/O.
//
// The converter gives blocks, not a resume's layout: a bold job title may come as a heading of any
// level, several printed lines may come joined into one paragraph, a date set flush right may land
// a few blocks later (reading order across what looks like a column), and recognised (OCR) pages
// bring stray characters and bullets read as "«" or "e". The rules in this folder are written for
// that.
//
// This is the public entry: the parts are in the files beside it (sections.ts, experience.ts,
// education.ts, dates.ts, contact.ts…), their word lists in tables/.
export { findGrade } from './education';
export { parsePeriod } from './dates';
export { emptyResume, parseResume } from './resume';
export { sectionOf } from './section-titles';
export { splitSkills } from './items';
export type { ResumeSection } from './types';
