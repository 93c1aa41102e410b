// The "What We Understood" form: the reading's fields in sections (contact, summary, skills, the
// repeated groups, certifications, languages), the error summary on top and Save at the end.
import { Button, ErrorSummary, FormError, TextArea, TextField } from '@nclude/shared';
import type { ParsedResume, ResumeReply } from '@nclude/shared/api-schemas';
import { LIMITS } from './draft';
import { EducationSection, ExperienceSection, ProjectsSection } from './EntryLists';
import { LinesField } from './LinesField';
import { m } from './messages';
import { ID } from './reviewFields';
import { useReviewForm } from './useReviewForm';

export function ReviewForm({
  reply,
  parsed,
  onReplaced,
}: {
  reply: ResumeReply;
  parsed: ParsedResume;
  /** Loads the newer reading that a save found in place of this one. */
  onReplaced: () => void;
}) {
  const {
    draft,
    reviewed,
    problems,
    saving,
    saveError,
    replaced,
    saved,
    full,
    errors,
    setField,
    setLines,
    changeExperience,
    changeEducation,
    changeProject,
    add,
    remove,
    submit,
  } = useReviewForm(reply, parsed);

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

        <ExperienceSection
          entries={draft.experience}
          errors={errors}
          full={full?.list === 'experience' ? full.message : null}
          onAdd={() => add('experience')}
          onRemove={(index) => remove('experience', index)}
          onChangeEntry={changeExperience}
        />

        <EducationSection
          entries={draft.education}
          errors={errors}
          full={full?.list === 'education' ? full.message : null}
          onAdd={() => add('education')}
          onRemove={(index) => remove('education', index)}
          onChangeEntry={changeEducation}
        />

        <ProjectsSection
          entries={draft.projects}
          errors={errors}
          full={full?.list === 'projects' ? full.message : null}
          onAdd={() => add('projects')}
          onRemove={(index) => remove('projects', index)}
          onChangeEntry={changeProject}
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
