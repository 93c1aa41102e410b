// The review form's three repeated groups, each an EntrySection with the fields of its entries:
// experience, education and projects.
import { TextField } from '@nclude/shared';
import { LIMITS, type EducationDraft, type ExperienceDraft, type ProjectDraft } from './draft';
import { EntrySection } from './EntrySection';
import { LinesField } from './LinesField';
import { m } from './messages';
import { ID, NAMING } from './reviewFields';

export interface EntryListProps<E extends { key: number }> {
  entries: E[];
  /** The field messages, by field id. */
  errors: Record<string, string>;
  /** Said after Add when the list is full. */
  full: string | null;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChangeEntry: (key: number, changes: Partial<E>) => void;
}

export function ExperienceSection({
  entries,
  errors,
  full,
  onAdd,
  onRemove,
  onChangeEntry,
}: EntryListProps<ExperienceDraft>) {
  return (
    <EntrySection
      list="experience"
      heading={m('sectionExperience')}
      entries={entries}
      empty={m('noExperience')}
      addLabel={m('addExperience')}
      naming={NAMING.experience}
      full={full}
      onAdd={onAdd}
      onRemove={onRemove}
      fields={(entry) => {
        const id = (field: string) => ID.entry('experience', entry.key, field);
        return (
          <>
            <TextField
              id={id('title')}
              label={m('jobTitleLabel')}
              maxLength={LIMITS.entryLine}
              value={entry.title}
              error={errors[id('title')]}
              onChange={(event) => onChangeEntry(entry.key, { title: event.target.value })}
            />
            <TextField
              id={id('employer')}
              label={m('employerLabel')}
              maxLength={LIMITS.entryLine}
              value={entry.employer}
              error={errors[id('employer')]}
              onChange={(event) => onChangeEntry(entry.key, { employer: event.target.value })}
            />
            <TextField
              id={id('period')}
              label={m('periodLabel')}
              hint={m('periodHint')}
              maxLength={LIMITS.period}
              value={entry.period}
              error={errors[id('period')]}
              onChange={(event) =>
                onChangeEntry(entry.key, {
                  period: event.target.value,
                })
              }
            />
            <LinesField
              id={id('details')}
              label={m('experienceDetailsLabel')}
              value={entry.details}
              limit={LIMITS.details}
              error={errors[id('details')]}
              onChange={(details) => onChangeEntry(entry.key, { details })}
            />
          </>
        );
      }}
    />
  );
}

export function EducationSection({
  entries,
  errors,
  full,
  onAdd,
  onRemove,
  onChangeEntry,
}: EntryListProps<EducationDraft>) {
  return (
    <EntrySection
      list="education"
      heading={m('sectionEducation')}
      entries={entries}
      empty={m('noEducation')}
      addLabel={m('addEducation')}
      naming={NAMING.education}
      full={full}
      onAdd={onAdd}
      onRemove={onRemove}
      fields={(entry) => {
        const id = (field: string) => ID.entry('education', entry.key, field);
        return (
          <>
            <TextField
              id={id('degree')}
              label={m('degreeLabel')}
              maxLength={LIMITS.entryLine}
              value={entry.degree}
              error={errors[id('degree')]}
              onChange={(event) => onChangeEntry(entry.key, { degree: event.target.value })}
            />
            <TextField
              id={id('institution')}
              label={m('institutionLabel')}
              maxLength={LIMITS.entryLine}
              value={entry.institution}
              error={errors[id('institution')]}
              onChange={(event) => onChangeEntry(entry.key, { institution: event.target.value })}
            />
            <TextField
              id={id('period')}
              label={m('periodLabel')}
              hint={m('periodHint')}
              maxLength={LIMITS.period}
              value={entry.period}
              error={errors[id('period')]}
              onChange={(event) =>
                onChangeEntry(entry.key, {
                  period: event.target.value,
                })
              }
            />
            <TextField
              id={id('grade')}
              label={m('gradeLabel')}
              hint={m('gradeHint')}
              maxLength={LIMITS.grade}
              value={entry.grade}
              error={errors[id('grade')]}
              onChange={(event) => onChangeEntry(entry.key, { grade: event.target.value })}
            />
          </>
        );
      }}
    />
  );
}

export function ProjectsSection({
  entries,
  errors,
  full,
  onAdd,
  onRemove,
  onChangeEntry,
}: EntryListProps<ProjectDraft>) {
  return (
    <EntrySection
      list="projects"
      heading={m('sectionProjects')}
      entries={entries}
      empty={m('noProjects')}
      addLabel={m('addProject')}
      naming={NAMING.projects}
      full={full}
      onAdd={onAdd}
      onRemove={onRemove}
      fields={(entry) => {
        const id = (field: string) => ID.entry('projects', entry.key, field);
        return (
          <>
            <TextField
              id={id('name')}
              label={m('projectNameLabel')}
              maxLength={LIMITS.entryLine}
              value={entry.name}
              error={errors[id('name')]}
              onChange={(event) => onChangeEntry(entry.key, { name: event.target.value })}
            />
            <LinesField
              id={id('details')}
              label={m('projectDetailsLabel')}
              value={entry.details}
              limit={LIMITS.details}
              error={errors[id('details')]}
              onChange={(details) => onChangeEntry(entry.key, { details })}
            />
          </>
        );
      }}
    />
  );
}
