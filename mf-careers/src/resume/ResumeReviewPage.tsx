// What We Understood (/opportunity/resume; not in the spec, which never showed the reading): the
// resume as the parser read it, as a form the person corrects and saves. Every recommendation and
// the career assistant rest on it, so what a parser got wrong (a two-column layout, a scanned
// page) must be fixable by the person, and by keyboard and screen reader as easily as by mouse.
// The reading's notification links here. Limits are the contract's (ParsedResume): single-line
// fields stop at their maxLength; lists (one item per line) are checked on save, with the error
// summary pattern. Saving marks the resume "Checked by you" (`reviewed`).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  announce,
  Button,
  errorMessage,
  ErrorSummary,
  type FieldProblem,
  FormError,
  isAbortError,
  isApiError,
  Link,
  LoadState,
  PageHeading,
  REALTIME_EVENTS,
  TextArea,
  TextField,
  useLoad,
  useRealtimeEvent,
} from '@nclude/shared';
import type { ParsedResume, ResumeReply } from '@nclude/shared/api-schemas';
import { getResume, saveResume } from '../careersApi';
import { m as careers } from '../messages';
import {
  checkLines,
  checkText,
  draftOf,
  emptyEducation,
  emptyExperience,
  emptyProject,
  LIMITS,
  resumeToSave,
  type EducationDraft,
  type ExperienceDraft,
  type LengthProblem,
  type LineLimit,
  type ProjectDraft,
  type ResumeDraft,
} from './draft';
import { isFinished, isJobEvent } from './jobEvents';
import { m, pageTitle } from './messages';
import '../careers.css';
import './resume.css';

type ListKey = 'experience' | 'education' | 'projects';

/** Field ids: fixed, as there is one such form on the page; entries by their stable key. */
const ID = {
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
const LISTS = {
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
interface EntryNames {
  legend: string;
  removeText: string;
  removeName: string;
}

const NAMING = {
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
function problemsOf(draft: ResumeDraft): FieldProblem[] {
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

/** A one-item-per-line field; the per-line limits are checked on save. */
function LinesField({
  id,
  label,
  value,
  limit,
  error,
  rows = 4,
  onChange,
  url = false,
}: {
  id: string;
  label: string;
  value: string;
  limit: LineLimit;
  error: string | undefined;
  rows?: number;
  onChange: (value: string) => void;
  url?: boolean;
}) {
  return (
    <TextArea
      id={id}
      label={label}
      hint={m('linesHintMax', { max: limit.items })}
      rows={rows}
      value={value}
      error={error}
      spellCheck={url ? false : undefined}
      autoCapitalize={url ? 'none' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface EntrySectionProps<E extends { key: number }> {
  list: ListKey;
  heading: string;
  entries: E[];
  empty: string;
  addLabel: string;
  naming: (entry: E, n: number) => EntryNames;
  /** Said after Add when the list is full. */
  full: string | null;
  onAdd: () => void;
  onRemove: (index: number) => void;
  fields: (entry: E) => ReactNode;
}

/** A repeated group: an h2 (focus returns here after a removal), a fieldset per entry, Add. */
function EntrySection<E extends { key: number }>({
  list,
  heading,
  entries,
  empty,
  addLabel,
  naming,
  full,
  onAdd,
  onRemove,
  fields,
}: EntrySectionProps<E>) {
  const headingId = ID.heading(list);
  return (
    <section className="resume-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol className="resume-entries">
          {entries.map((entry, index) => {
            const n = index + 1;
            const { legend, removeText, removeName } = naming(entry, n);
            return (
              <li key={entry.key}>
                <fieldset className="resume-entry">
                  <legend>
                    <h3>{legend}</h3>
                  </legend>
                  {fields(entry)}
                  <Button
                    variant="secondary"
                    aria-label={removeName}
                    onClick={() => onRemove(index)}
                  >
                    {removeText}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <FormError>{full}</FormError>
      <Button variant="secondary" onClick={onAdd}>
        {addLabel}
      </Button>
    </section>
  );
}

function ReviewForm({
  reply,
  parsed,
  onReplaced,
}: {
  reply: ResumeReply;
  parsed: ParsedResume;
  /** Loads the newer reading that a save found in place of this one. */
  onReplaced: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(parsed));
  const [reviewed, setReviewed] = useState(reply.reviewed);
  const [submitted, setSubmitted] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const [saved, setSaved] = useState(false);
  const [full, setFull] = useState<{ list: ListKey; message: string } | null>(null);

  // Focus moves after the render that added or removed an entry (the element exists only then).
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    const pending = focusAfterRender.current;
    if (!pending) return;
    focusAfterRender.current = null;
    document.getElementById(pending)?.focus();
  });

  // Field messages follow the text as it is corrected; the summary stays as it was on Save.
  const errors: Record<string, string> = submitted
    ? Object.fromEntries(problemsOf(draft).map((problem) => [problem.fieldId, problem.message]))
    : {};

  const update = (change: (current: ResumeDraft) => ResumeDraft) => {
    setSaved(false);
    setDraft(change);
  };
  const setField =
    (field: 'name' | 'email' | 'phone' | 'location' | 'links' | 'summary') => (value: string) =>
      update((current) => ({ ...current, [field]: value }));
  const setLines = (field: 'skills' | 'certifications' | 'languages') => (value: string) =>
    update((current) => ({ ...current, [field]: value }));

  const changeExperience = (key: number, changes: Partial<ExperienceDraft>) =>
    update((current) => ({
      ...current,
      experience: current.experience.map((e) => (e.key === key ? { ...e, ...changes } : e)),
    }));
  const changeEducation = (key: number, changes: Partial<EducationDraft>) =>
    update((current) => ({
      ...current,
      education: current.education.map((e) => (e.key === key ? { ...e, ...changes } : e)),
    }));
  const changeProject = (key: number, changes: Partial<ProjectDraft>) =>
    update((current) => ({
      ...current,
      projects: current.projects.map((e) => (e.key === key ? { ...e, ...changes } : e)),
    }));

  const add = (list: ListKey) => {
    const { max, first, make, added, full: fullKey } = LISTS[list];
    const n = draft[list].length + 1;
    if (n > max) {
      setFull({ list, message: m(fullKey, { max }) });
      return;
    }
    setFull(null);
    const made = make();
    update((current) => ({ ...current, [list]: [...current[list], made] }));
    focusAfterRender.current = ID.entry(list, made.key, first);
    announce(m(added, { n }));
  };

  const remove = (list: ListKey, index: number) => {
    setFull(null);
    update((current) => ({ ...current, [list]: current[list].filter((_, i) => i !== index) }));
    // The entry and its button are gone: the section's heading is where the person was.
    focusAfterRender.current = ID.heading(list);
    announce(m(LISTS[list].removed, { n: index + 1 }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setSaveError(null);
    setSaved(false);
    const found = problemsOf(draft);
    setProblems(found);
    const first = found[0];
    if (first) {
      document.getElementById(first.fieldId)?.focus();
      return;
    }
    setSaving(true);
    try {
      const answer = await saveResume(reply.jobId ?? '', resumeToSave(draft));
      setReviewed(answer.reviewed);
      setSaved(true);
      announce(m('saved'));
    } catch (error) {
      // Said where the person is (role=alert), with the server's reason (no silent failures).
      if (!isAbortError(error)) setSaveError(m('saveFailed', { reason: errorMessage(error) }));
      // A newer resume was uploaded (another tab, the profile page): its reading replaces this.
      if (isApiError(error) && error.status === 409) setReplaced(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <p>{m('reviewIntro')}</p>
      {reply.fileName && <p>{m('reviewFile', { fileName: reply.fileName })}</p>}
      {reviewed && (
        <p className="resume-checked">
          <span aria-hidden="true">✓ </span>
          {m('checkedByYou')}
        </p>
      )}
      <form className="resume-review" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary problems={problems} />

        <section className="resume-section" aria-labelledby="resume-contact-heading">
          <h2 id="resume-contact-heading">{m('sectionContact')}</h2>
          <div className="resume-grid">
            <TextField
              id={ID.name}
              label={m('nameLabel')}
              autoComplete="name"
              maxLength={LIMITS.name}
              value={draft.name}
              error={errors[ID.name]}
              onChange={(event) => setField('name')(event.target.value)}
            />
            <TextField
              id={ID.email}
              type="email"
              label={m('emailLabel')}
              autoComplete="email"
              spellCheck={false}
              maxLength={LIMITS.email}
              value={draft.email}
              error={errors[ID.email]}
              onChange={(event) => setField('email')(event.target.value)}
            />
            <TextField
              id={ID.phone}
              type="tel"
              label={m('phoneLabel')}
              autoComplete="tel"
              maxLength={LIMITS.phone}
              value={draft.phone}
              error={errors[ID.phone]}
              onChange={(event) => setField('phone')(event.target.value)}
            />
            <TextField
              id={ID.location}
              label={m('locationLabel')}
              maxLength={LIMITS.location}
              value={draft.location}
              error={errors[ID.location]}
              onChange={(event) => setField('location')(event.target.value)}
            />
          </div>
          <LinesField
            id={ID.links}
            label={m('linksLabel')}
            value={draft.links}
            limit={LIMITS.links}
            error={errors[ID.links]}
            rows={3}
            url
            onChange={setField('links')}
          />
        </section>

        <section className="resume-section" aria-labelledby="resume-summary-heading">
          <h2 id="resume-summary-heading">{m('sectionSummary')}</h2>
          <TextArea
            id={ID.summary}
            label={m('summaryLabel')}
            hint={m('summaryHint', { max: LIMITS.summary })}
            rows={6}
            maxLength={LIMITS.summary}
            value={draft.summary}
            error={errors[ID.summary]}
            onChange={(event) => setField('summary')(event.target.value)}
          />
        </section>

        <section className="resume-section" aria-labelledby="resume-skills-heading">
          <h2 id="resume-skills-heading">{m('sectionSkills')}</h2>
          <LinesField
            id={ID.skills}
            label={m('skillsLabel')}
            value={draft.skills}
            limit={LIMITS.skills}
            error={errors[ID.skills]}
            rows={8}
            onChange={setLines('skills')}
          />
        </section>

        <EntrySection
          list="experience"
          heading={m('sectionExperience')}
          entries={draft.experience}
          empty={m('noExperience')}
          addLabel={m('addExperience')}
          naming={NAMING.experience}
          full={full?.list === 'experience' ? full.message : null}
          onAdd={() => add('experience')}
          onRemove={(index) => remove('experience', index)}
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
                  onChange={(event) => changeExperience(entry.key, { title: event.target.value })}
                />
                <TextField
                  id={id('employer')}
                  label={m('employerLabel')}
                  maxLength={LIMITS.entryLine}
                  value={entry.employer}
                  error={errors[id('employer')]}
                  onChange={(event) =>
                    changeExperience(entry.key, { employer: event.target.value })
                  }
                />
                <TextField
                  id={id('period')}
                  label={m('periodLabel')}
                  hint={m('periodHint')}
                  maxLength={LIMITS.period}
                  value={entry.period}
                  error={errors[id('period')]}
                  onChange={(event) =>
                    changeExperience(entry.key, {
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
                  onChange={(details) => changeExperience(entry.key, { details })}
                />
              </>
            );
          }}
        />

        <EntrySection
          list="education"
          heading={m('sectionEducation')}
          entries={draft.education}
          empty={m('noEducation')}
          addLabel={m('addEducation')}
          naming={NAMING.education}
          full={full?.list === 'education' ? full.message : null}
          onAdd={() => add('education')}
          onRemove={(index) => remove('education', index)}
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
                  onChange={(event) => changeEducation(entry.key, { degree: event.target.value })}
                />
                <TextField
                  id={id('institution')}
                  label={m('institutionLabel')}
                  maxLength={LIMITS.entryLine}
                  value={entry.institution}
                  error={errors[id('institution')]}
                  onChange={(event) =>
                    changeEducation(entry.key, { institution: event.target.value })
                  }
                />
                <TextField
                  id={id('period')}
                  label={m('periodLabel')}
                  hint={m('periodHint')}
                  maxLength={LIMITS.period}
                  value={entry.period}
                  error={errors[id('period')]}
                  onChange={(event) =>
                    changeEducation(entry.key, {
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
                  onChange={(event) => changeEducation(entry.key, { grade: event.target.value })}
                />
              </>
            );
          }}
        />

        <EntrySection
          list="projects"
          heading={m('sectionProjects')}
          entries={draft.projects}
          empty={m('noProjects')}
          addLabel={m('addProject')}
          naming={NAMING.projects}
          full={full?.list === 'projects' ? full.message : null}
          onAdd={() => add('projects')}
          onRemove={(index) => remove('projects', index)}
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
                  onChange={(event) => changeProject(entry.key, { name: event.target.value })}
                />
                <LinesField
                  id={id('details')}
                  label={m('projectDetailsLabel')}
                  value={entry.details}
                  limit={LIMITS.details}
                  error={errors[id('details')]}
                  onChange={(details) => changeProject(entry.key, { details })}
                />
              </>
            );
          }}
        />

        <section className="resume-section" aria-labelledby="resume-certifications-heading">
          <h2 id="resume-certifications-heading">{m('sectionCertifications')}</h2>
          <LinesField
            id={ID.certifications}
            label={m('certificationsLabel')}
            value={draft.certifications}
            limit={LIMITS.certifications}
            error={errors[ID.certifications]}
            onChange={setLines('certifications')}
          />
        </section>

        <section className="resume-section" aria-labelledby="resume-languages-heading">
          <h2 id="resume-languages-heading">{m('sectionLanguages')}</h2>
          <LinesField
            id={ID.languages}
            label={m('languagesLabel')}
            value={draft.languages}
            limit={LIMITS.languages}
            error={errors[ID.languages]}
            rows={3}
            onChange={setLines('languages')}
          />
        </section>

        <div className="resume-save">
          <FormError>{saveError}</FormError>
          {replaced && (
            <p>
              <Button variant="secondary" onClick={onReplaced}>
                {m('showNewReading')}
              </Button>
            </p>
          )}
          {saved && (
            <p className="resume-success">
              <span aria-hidden="true">✓ </span>
              {m('saved')}
            </p>
          )}
          <div className="careers-actions">
            <Button type="submit" loading={saving} loadingLabel={m('saving')}>
              {m('save')}
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}

/** No reading to correct yet: why, and where to go. */
function NotRead({ reply }: { reply: ResumeReply }) {
  const { hasResume, status } = reply;
  if (!hasResume)
    return (
      <>
        <p>{m('reviewNoResume')}</p>
        <p className="resume-links">
          <Link to="/resumeforjobs">{m('goUpload')}</Link>
        </p>
      </>
    );
  if (status?.state === 'queued' || status?.state === 'running')
    return (
      <>
        <p>{m('reviewStillReading')}</p>
        <p className="resume-links">
          <Link to="/opportunity/uploadingResume/recommend">{m('seeReading')}</Link>
        </p>
      </>
    );
  return (
    <>
      {status?.state === 'failed' ? (
        <FormError>
          {status.error ? m('readFailed', { reason: status.error }) : m('readFailedNoReason')}
        </FormError>
      ) : (
        <p>{status?.state === 'cancelled' ? m('readCancelled') : m('reviewNotRead')}</p>
      )}
      <p className="resume-links">
        <Link to="/resumeforjobs">{m('goUploadAgain')}</Link>
      </p>
    </>
  );
}

export default function ResumeReviewPage() {
  const [state, { retry, refresh }] = useLoad(getResume);
  const reply = state.state === 'ready' ? state.value : null;
  // While the resume is still being read, the end of the reading brings the form. Once the form
  // shows, nothing reloads under the person's corrections.
  useRealtimeEvent(REALTIME_EVENTS.job, (payload) => {
    if (!reply || reply.parsed || !isJobEvent(payload) || payload.jobId !== reply.jobId) return;
    if (isFinished(payload.state)) refresh();
  });
  return (
    <div className="careers-page resume-page">
      <PageHeading>{pageTitle('titleWhatWeUnderstood')}</PageHeading>
      <LoadState
        state={state}
        loadingLabel={careers('loadingResume')}
        failure={(reason) => careers('resumeLoadFailed', { reason })}
        onRetry={retry}
      >
        {(loaded) =>
          loaded.parsed ? (
            <ReviewForm
              key={loaded.jobId}
              reply={loaded}
              parsed={loaded.parsed}
              onReplaced={refresh}
            />
          ) : (
            <NotRead reply={loaded} />
          )
        }
      </LoadState>
    </div>
  );
}
