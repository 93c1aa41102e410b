// Adding a posting, or editing one: every field of the API's JobPostingInput with its label and
// hint, checked here with the shared validators before anything is sent (each problem shown at its
// field and listed in an error summary), and the server's refusal shown above the form and tied to
// the field it names. A posting is identified by its source and its id at the source, so editing
// shows both read-only and sends them exactly as they were.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  errorMessage,
  ErrorSummary,
  type FieldProblem,
  FormError,
  isApiError,
  Select,
  TextArea,
  TextField,
  useFormProblems,
} from '@nclude/shared';
import type { AdminJob, AdminJobSaved, JobPostingInput } from '@nclude/shared/api-schemas';
import { DISABILITY_TYPES, type DisabilityType } from '@nclude/shared/options';
import { saveJobPosting } from '../adminApi';
import {
  ACCOMMODATIONS_MAX,
  DRAFT_FIELDS,
  JOB_CATEGORY_VALUES,
  POSTING_LIMITS,
  categoryLabel,
  draftOf,
  draftProblems,
  emptyDraft,
  isRequired,
  localIsoDay,
  newExternalId,
  postingInput,
  serverProblemField,
  type DraftField,
  type PostingDraft,
} from '../jobPostings';
import { m, type AdminMessageKey } from '../messages';

export type EditorMode = { kind: 'add' } | { kind: 'edit'; job: AdminJob };

const LABELS: Record<DraftField, AdminMessageKey> = {
  source: 'fieldSource',
  externalId: 'fieldExternalId',
  job_category: 'fieldCategory',
  company: 'fieldCompany',
  title: 'fieldTitle',
  address: 'fieldAddress',
  job_nature: 'fieldJobNature',
  work_experience: 'fieldWorkExperience',
  required_education: 'fieldRequiredEducation',
  responsibilities: 'fieldResponsibilities',
  minQualification: 'fieldMinQualification',
  prefQualification: 'fieldPrefQualification',
  aboutJob: 'fieldAboutJob',
  pwd_details: 'fieldPwdDetails',
  suitableFor: 'suitableForLegend',
  accommodations: 'fieldAccommodations',
  postedOn: 'fieldPostedOn',
  closesOn: 'fieldClosesOn',
  contactEmail: 'fieldContactEmail',
  jobDetailLink: 'fieldJobDetailLink',
  logo_url: 'fieldLogoUrl',
};

const ID_PREFIX = 'job-posting';
const disabilityId = (index: number) => `${ID_PREFIX}-suitableFor-${index}`;

/** The element a problem of `field` links to: the field, or the group's first checkbox. */
export function fieldIdOf(field: DraftField): string {
  return field === 'suitableFor' ? disabilityId(0) : `${ID_PREFIX}-${field}`;
}

type TextKey = Exclude<DraftField, 'job_category' | 'suitableFor'>;

interface ServerProblem {
  /** The field the server named, while it has not been changed since. */
  field: DraftField | null;
  message: string;
}

export function JobPostingForm({
  mode,
  onSaved,
  onCancel,
}: {
  mode: EditorMode;
  /** Called with the server's answer and what was sent; the form is closed by its owner. */
  onSaved: (saved: AdminJobSaved, input: JobPostingInput) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const failureId = useId();
  const suitableHintId = useId();
  const sampleHintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = mode.kind === 'edit' ? mode.job : null;
  const [draft, setDraft] = useState<PostingDraft>(() =>
    editing ? draftOf(editing) : emptyDraft(localIsoDay(), newExternalId()),
  );
  // Field errors show from the first attempt to save on, and follow the corrections as typed.
  const [submitted, setSubmitted] = useState(false);
  const { problems: summary, report } = useFormProblems();
  const [serverProblem, setServerProblem] = useState<ServerProblem | null>(null);
  const [saving, setSaving] = useState(false);

  // The form replaces the list on screen: reading starts at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const problems = submitted ? draftProblems(draft) : {};
  const errorOf = (field: DraftField): string | null =>
    problems[field] ?? (serverProblem?.field === field ? serverProblem.message : null);

  const change = <K extends keyof PostingDraft>(field: K, value: PostingDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblem((current) =>
      current && current.field === field ? { ...current, field: null } : current,
    );
  };

  const toggleDisability = (name: DisabilityType, checked: boolean) =>
    change(
      'suitableFor',
      checked
        ? [...draft.suitableFor, name]
        : draft.suitableFor.filter((chosen) => chosen !== name),
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerProblem(null);
    const found = draftProblems(draft);
    const list: FieldProblem[] = DRAFT_FIELDS.flatMap((field) => {
      const message = found[field];
      return message ? [{ fieldId: fieldIdOf(field), label: m(LABELS[field]), message }] : [];
    });
    if (report(list)) return;
    const input = postingInput(draft);
    if (editing) {
      // The posting is found by these two, exactly as the server holds them.
      input.source = editing.source;
      input.externalId = editing.externalId;
    }
    setSaving(true);
    try {
      const saved = await saveJobPosting(input);
      onSaved(saved, input);
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.status === 400) {
        const field = serverProblemField(error.message);
        setServerProblem({ field, message: error.message });
        if (field) document.getElementById(fieldIdOf(field))?.focus();
      } else {
        setServerProblem({ field: null, message: errorMessage(error) });
      }
    }
  };

  const label = (field: DraftField) =>
    isRequired(field) ? `${m(LABELS[field])} ${m('requiredMark')}` : m(LABELS[field]);

  const textProps = (field: TextKey) => ({
    id: fieldIdOf(field),
    label: label(field),
    value: draft[field],
    error: errorOf(field),
    required: isRequired(field),
  });

  const line = (field: Exclude<TextKey, 'postedOn' | 'closesOn' | 'accommodations'>) => ({
    ...textProps(field),
    maxLength: POSTING_LIMITS[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const identityHint = (hint: AdminMessageKey) => m(editing ? 'hintIdentityReadOnly' : hint);

  return (
    <section className="admin-editor" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-focus-heading">
        {editing ? m('editPostingHeading', { title: editing.title }) : m('addPostingHeading')}
      </h2>
      <p>{m(editing ? 'editPostingIntro' : 'addPostingIntro')}</p>
      <form
        className="admin-form admin-form--wide"
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <ErrorSummary problems={summary} />
        <FormError id={failureId}>
          {serverProblem ? m('saveRefused', { reason: serverProblem.message }) : null}
        </FormError>

        <TextField
          {...line('source')}
          hint={identityHint('hintSource')}
          readOnly={editing !== null}
          autoComplete="off"
        />
        <TextField
          {...line('externalId')}
          hint={identityHint('hintExternalId')}
          readOnly={editing !== null}
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          id={fieldIdOf('job_category')}
          label={label('job_category')}
          options={JOB_CATEGORY_VALUES.map((value) => ({ value, label: categoryLabel(value) }))}
          value={draft.job_category}
          error={errorOf('job_category')}
          required
          onChange={(event) => {
            const value = JOB_CATEGORY_VALUES.find((category) => category === event.target.value);
            change('job_category', value ?? '');
          }}
        />
        <TextField {...line('company')} autoComplete="organization" />
        <TextField {...line('title')} autoComplete="off" />
        <TextField {...line('address')} hint={m('hintAddress')} autoComplete="off" />
        <TextField {...line('job_nature')} hint={m('hintJobNature')} autoComplete="off" />
        <TextField {...line('work_experience')} hint={m('hintWorkExperience')} autoComplete="off" />
        <TextField {...line('required_education')} autoComplete="off" />
        <TextArea {...line('responsibilities')} hint={m('hintOnePerLine')} rows={6} />
        <TextArea {...line('minQualification')} hint={m('hintOnePerLine')} rows={4} />
        <TextArea {...line('prefQualification')} hint={m('hintOnePerLine')} rows={4} />
        <TextArea {...line('aboutJob')} rows={6} />
        <TextArea {...line('pwd_details')} hint={m('hintPwdDetails')} rows={4} />

        <fieldset
          className="admin-fieldset"
          aria-describedby={
            serverProblem?.field === 'suitableFor'
              ? `${suitableHintId} ${failureId}`
              : suitableHintId
          }
        >
          <legend>{m('suitableForLegend')}</legend>
          <p id={suitableHintId} className="nc-field__hint">
            {m('hintSuitableFor')}
          </p>
          <ul className="admin-checkbox-list">
            {DISABILITY_TYPES.map((name, index) => (
              <li key={name} className="admin-checkbox">
                <input
                  id={disabilityId(index)}
                  type="checkbox"
                  checked={draft.suitableFor.includes(name)}
                  onChange={(event) => toggleDisability(name, event.target.checked)}
                />
                <label htmlFor={disabilityId(index)}>{name}</label>
              </li>
            ))}
          </ul>
        </fieldset>

        <TextArea
          {...textProps('accommodations')}
          hint={m('hintAccommodations')}
          rows={Math.min(ACCOMMODATIONS_MAX, 5)}
          onChange={(event) => change('accommodations', event.target.value)}
        />
        <TextField
          {...textProps('postedOn')}
          type="date"
          hint={m('hintDate')}
          onChange={(event) => change('postedOn', event.target.value)}
        />
        <TextField
          {...textProps('closesOn')}
          type="date"
          min={draft.postedOn || undefined}
          hint={`${m('hintClosesOn')} ${m('hintDate')}`}
          onChange={(event) => change('closesOn', event.target.value)}
        />
        <TextField
          {...line('contactEmail')}
          type="email"
          hint={m('hintContactEmail')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
        />
        <TextField
          {...line('jobDetailLink')}
          type="url"
          inputMode="url"
          hint={m('hintWebAddress')}
          spellCheck={false}
          autoCapitalize="none"
        />
        <TextField
          {...line('logo_url')}
          type="url"
          inputMode="url"
          hint={m('hintWebAddress')}
          spellCheck={false}
          autoCapitalize="none"
        />

        <div className="admin-checkbox">
          <input
            id={`${ID_PREFIX}-sample`}
            type="checkbox"
            checked={draft.sample}
            aria-describedby={sampleHintId}
            onChange={(event) => change('sample', event.target.checked)}
          />
          <label htmlFor={`${ID_PREFIX}-sample`}>{m('fieldSample')}</label>
        </div>
        <p id={sampleHintId} className="nc-field__hint">
          {m('hintSample')}
        </p>

        <div className="admin-actions">
          <Button type="submit" loading={saving} loadingLabel={m('savingPosting')}>
            {m('savePosting')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {m('cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
