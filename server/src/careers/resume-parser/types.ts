// The types the parser's parts share: the lines its rules read, the sections of a resume, and
// what an entry (a job, a course) has that a displaced date can be put back into.
import type { ResumePeriod } from '@nclude/shared/api-schemas';

export interface Line {
  text: string;
  kind: 'heading' | 'paragraph' | 'item' | 'row';
  /** Heading level, or the nesting depth of a list item (0 = top level). */
  level: number;
  /** A list item with a nested list under it. */
  parent: boolean;
  /** Recognised from an image: may hold OCR errors. */
  ocr: boolean;
  hrefs: string[];
  /** Table rows: the cells' texts and whether the row is a header row. */
  cells?: string[];
  headerRow?: boolean;
  /** Position in the document, to put displaced dates back in order. */
  index: number;
}

export type ResumeSection =
  | 'summary'
  | 'skills'
  | 'experience'
  | 'education'
  | 'projects'
  | 'certifications'
  | 'languages'
  /** Contact or personal details: read for contact fields only. */
  | 'contact'
  /** A section the resume model has no field for (hobbies, declaration, references…). */
  | 'other';

export interface Dated {
  /** Position in the document of the line the entry starts at. */
  at: number;
  period: ResumePeriod | null;
}
