// The review form's model: its field ids, what differs between its three repeated groups, how
// an entry is named (its heading and Remove button), and the check of the contract's limits on save.
import type { FieldProblem } from '@nclude/shared';
import {
  checkLines,
  checkText,
  emptyEducation,
  emptyExperience,
  emptyProject,
  LIMITS,
  type EducationDraft,
  type ExperienceDraft,
  type LengthProblem,
  type LineLimit,
  type ProjectDraft,
  type ResumeDraft,
} from './draft';
import { m } from './messages';

export type ListKey = 'experience' | 'education' | 'projects';

/** Field ids: fixed, as there is one such form on the page; entries by their stable key. */
export const ID = {
  name: 'resume-name',
  email: 'resume-email',
  phone: 'resume-phone',
  location: 'resume-location',
  links: 'resume-links',
  summary: 'resume-summary',
  skills: 'resume-skills',
  certifications: 'resume-certifications',
  languages: 'resume-languages',
  heading: (list: ListKey) => `resume-${list}-heading`,
  entry: (list: ListKey, key: number, field: string) => `resume-${list}-${key}-${field}`,
};

/** What differs between the three repeated groups. */
export const LISTS = {
  experience: {
    max: LIMITS.experience,
    /** The field that takes focus when an entry is added. */
    first: 'title',
    make: emptyExperience,
    added: 'experienceAdded',
    removed: 'experienceRemoved',
    full: 'experienceFull',
  },
  education: {
    max: LIMITS.education,
    first: 'degree',
    make: emptyEducation,
    added: 'educationAdded',
    removed: 'educationRemoved',
    full: 'educationFull',
  },
  projects: {
    max: LIMITS.projects,
    first: 'name',
    make: emptyProject,
    added: 'projectAdded',
    removed: 'projectRemoved',
    full: 'projectsFull',
  },
} as const;

function experienceName(entry: ExperienceDraft): string {
  const title = entry.title.trim();
  const employer = entry.employer.trim();
  return title && employer ? m('titleAtEmployer', { title, employer }) : title || employer;
}

function educationName(entry: EducationDraft): string {
  const degree = entry.degree.trim();
  const institution = entry.institution.trim();
  return degree && institution
    ? m('degreeAtInstitution', { degree, institution })
    : degree || institution;
}

/**
 * An entry's heading ("Experience 2: Accountant at Tata Steel"), its Remove button's visible
 * text ("Remove experience 2") and accessible name, which begins with that text (WCAG 2.5.3) and
 * says which entry goes.
 */
export interface EntryNames {
  legend: string;
  removeText: string;
  removeName: string;
}

export const NAMING = {
  experience: (entry: ExperienceDraft, n: number): EntryNames => {
    const name = experienceName(entry);
    const removeText = m('removeExperience', { n });
    return name
      ? {
          legend: m('experienceNamed', { n, name }),
          removeText,
          removeName: m('removeExperienceNamed', { n, name }),
        }
      : { legend: m('experienceEntry', { n }), removeText, removeName: removeText };
  },
  education: (entry: EducationDraft, n: number): EntryNames => {
    const name = educationName(entry);
    const removeText = m('removeEducation', { n });
    return name
      ? {
          legend: m('educationNamed', { n, name }),
          removeText,
          removeName: m('removeEducationNamed', { n, name }),
        }
      : { legend: m('educationEntry', { n }), removeText, removeName: removeText };
  },
  projects: (entry: ProjectDraft, n: number): EntryNames => {
    const name = entry.name.trim();
    const removeText = m('removeProject', { n });
    return name
      ? {
          legend: m('projectNamed', { n, name }),
          removeText,
          removeName: m('removeProjectNamed', { n, name }),
        }
      : { legend: m('projectEntry', { n }), removeText, removeName: removeText };
  },
};

function sayProblem(problem: LengthProblem): string {
  switch (problem.kind) {
    case 'tooLong':
      return m('tooLong', { max: problem.max, count: problem.count });
    case 'lineTooLong':
      return m('lineTooLong', { line: problem.line, max: problem.max });
    case 'tooManyLines':
      return m('tooManyLines', { max: problem.max, count: problem.count });
  }
}

/** Everything longer than the contract allows, in the order of the form. */
export function problemsOf(draft: ResumeDraft): FieldProblem[] {
  const found: FieldProblem[] = [];
  const text = (fieldId: string, label: string, value: string, max: number) => {
    const problem = checkText(value, max);
    if (problem) found.push({ fieldId, label, message: sayProblem(problem) });
  };
  const lines = (fieldId: string, label: string, value: string, limit: LineLimit) => {
    const problem = checkLines(value, limit);
    if (problem) found.push({ fieldId, label, message: sayProblem(problem) });
  };
  text(ID.name, m('nameLabel'), draft.name, LIMITS.name);
  text(ID.email, m('emailLabel'), draft.email, LIMITS.email);
  text(ID.phone, m('phoneLabel'), draft.phone, LIMITS.phone);
  text(ID.location, m('locationLabel'), draft.location, LIMITS.location);
  lines(ID.links, m('linksLabel'), draft.links, LIMITS.links);
  text(ID.summary, m('summaryLabel'), draft.summary, LIMITS.summary);
  lines(ID.skills, m('skillsLabel'), draft.skills, LIMITS.skills);
  draft.experience.forEach((entry, index) => {
    // Entries share their labels: the summary names the entry too.
    const entryName = NAMING.experience(entry, index + 1).legend;
    const label = (field: string) => m('fieldIn', { entry: entryName, field });
    const id = (field: string) => ID.entry('experience', entry.key, field);
    text(id('title'), label(m('jobTitleLabel')), entry.title, LIMITS.entryLine);
    text(id('employer'), label(m('employerLabel')), entry.employer, LIMITS.entryLine);
    text(id('period'), label(m('periodLabel')), entry.period, LIMITS.period);
    lines(id('details'), label(m('experienceDetailsLabel')), entry.details, LIMITS.details);
  });
  draft.education.forEach((entry, index) => {
    const entryName = NAMING.education(entry, index + 1).legend;
    const label = (field: string) => m('fieldIn', { entry: entryName, field });
    const id = (field: string) => ID.entry('education', entry.key, field);
    text(id('degree'), label(m('degreeLabel')), entry.degree, LIMITS.entryLine);
    text(id('institution'), label(m('institutionLabel')), entry.institution, LIMITS.entryLine);
    text(id('period'), label(m('periodLabel')), entry.period, LIMITS.period);
    text(id('grade'), label(m('gradeLabel')), entry.grade, LIMITS.grade);
  });
  draft.projects.forEach((entry, index) => {
    const entryName = NAMING.projects(entry, index + 1).legend;
    const label = (field: string) => m('fieldIn', { entry: entryName, field });
    const id = (field: string) => ID.entry('projects', entry.key, field);
    text(id('name'), label(m('projectNameLabel')), entry.name, LIMITS.entryLine);
    lines(id('details'), label(m('projectDetailsLabel')), entry.details, LIMITS.details);
  });
  lines(ID.certifications, m('certificationsLabel'), draft.certifications, LIMITS.certifications);
  lines(ID.languages, m('languagesLabel'), draft.languages, LIMITS.languages);
  return found;
}
