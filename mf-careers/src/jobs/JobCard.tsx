// One job as a disclosure (spec 02 §2, §4): a button in the card's heading (aria-expanded,
// aria-controls) names the job (title, company, address, nature), marks it "New" while unread
// (in words, not by colour alone) and "Sample posting" when it is not a real vacancy; opening it
// shows the details, the job's own website and "Apply to this job", and marks the job read.
import { Fragment, useId, useState, type ReactNode } from 'react';
import type { Job } from '@nclude/shared/api-schemas';
import { ApplyAction } from './ApplyDialog';
import { JobWebsiteLink } from './JobWebsiteLink';
import { formatDay, linesOf } from './jobText';
import { m } from './messages';

export interface JobCardProps {
  job: Job;
  /** Why it is recommended (recommended jobs only). */
  reason?: string;
  /** Opened before (on the server, or on this page). */
  read: boolean;
  /** The card was opened (it is then marked read). */
  onOpen: (job: Job) => void;
}

/** Parts read one after another: a visible dot between them, a comma for screen readers. */
function joined(parts: string[]): ReactNode {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          <span aria-hidden="true" className="jobs-card__dot">
            {' · '}
          </span>
          <span className="nc-visually-hidden">, </span>
        </>
      )}
      <span>{part}</span>
    </Fragment>
  ));
}

export function JobCard({ job, reason, read, onOpen }: JobCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const meta = [job.company, job.address, job.job_nature].filter((part) => part.trim() !== '');

  const toggle = () => {
    if (!open) onOpen(job);
    setOpen(!open);
  };

  return (
    <li className={read ? 'jobs-card' : 'jobs-card jobs-card--unread'}>
      <h3 className="jobs-card__heading">
        <button
          type="button"
          className="jobs-card__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={toggle}
        >
          <span className="jobs-card__icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
          <span className="jobs-card__summary">
            <span className="jobs-card__title-line">
              <span id={titleId} className="jobs-card__title">
                {job.title}
              </span>
              {!read && (
                <>
                  <span className="nc-visually-hidden">, </span>
                  <span className="jobs-badge jobs-badge--new">{m('newBadge')}</span>
                </>
              )}
              {job.sample && (
                <>
                  <span className="nc-visually-hidden">, </span>
                  <span className="jobs-badge">{m('sampleBadge')}</span>
                </>
              )}
            </span>
            {meta.length > 0 && (
              <span className="jobs-card__meta">
                <span className="nc-visually-hidden">, </span>
                {joined(meta)}
              </span>
            )}
          </span>
        </button>
      </h3>
      {reason && (
        <p className="jobs-card__reason">
          <strong>{m('whyRecommended')}</strong> {reason}
        </p>
      )}
      <div id={detailsId} hidden={!open} className="jobs-card__details">
        {open && <JobDetails job={job} titleId={titleId} />}
      </div>
    </li>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A text fact, left out when the posting does not give it. */
function textFact(term: string, value: string) {
  return value.trim() === '' ? null : (
    <Fact term={term}>
      <span className="jobs-text">{value.trim()}</span>
    </Fact>
  );
}

function JobDetails({ job, titleId }: { job: Job; titleId: string }) {
  const duties = linesOf(job.responsibilities);
  return (
    <>
      {job.sample && <p className="jobs-card__sample-note">{m('sampleNote')}</p>}
      {job.suitableFor.length > 0 && (
        <p className="jobs-card__suits">{m('suits', { list: job.suitableFor.join(', ') })}</p>
      )}
      <dl className="jobs-facts">
        {textFact(m('experience'), job.work_experience)}
        {textFact(m('education'), job.required_education)}
        {duties.length > 0 && (
          <Fact term={m('responsibilities')}>
            <ul className="jobs-lines">
              {duties.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </Fact>
        )}
        {textFact(m('minQualification'), job.minQualification)}
        {textFact(m('prefQualification'), job.prefQualification)}
        {textFact(m('aboutJob'), job.aboutJob)}
        {textFact(m('pwdDetails'), job.pwd_details)}
        {job.accommodations.length > 0 && (
          <Fact term={m('accommodations')}>
            <ul className="jobs-lines">
              {job.accommodations.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact term={m('postedOn')}>{formatDay(job.postedOn)}</Fact>
        <Fact term={m('closesOn')}>
          {job.closesOn ? formatDay(job.closesOn) : m('noClosingDate')}
        </Fact>
        {textFact(m('source'), job.source)}
      </dl>
      <div className="jobs-card__actions">
        <JobWebsiteLink address={job.jobDetailLink} describedBy={titleId} />
        <ApplyAction job={job} />
      </div>
    </>
  );
}
