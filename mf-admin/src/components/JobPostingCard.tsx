// One posting in the administrators' list: what people see of it (title, company, category,
// dates, the sample marker), how it is run (state in words, applications, source and its id, where
// applications go), and Edit and Close / Reopen.
import { Button, FormError, VisuallyHidden, formatNumber } from '@nclude/shared';
import type { AdminJob } from '@nclude/shared/api-schemas';
import { categoryLabel, formatDay, stateLabel } from '../jobPostings';
import { m } from '../messages';

/** Ids of a posting's buttons: focus is put back on them after the editor or a reload. */
export const editButtonId = (jobId: string) => `job-${jobId}-edit`;
export const stateButtonId = (jobId: string) => `job-${jobId}-state`;

export function JobPostingCard({
  job,
  busy,
  failure,
  onEdit,
  onToggleState,
}: {
  job: AdminJob;
  /** Closing or reopening is under way. */
  busy: boolean;
  /** Why the last close or reopen failed. */
  failure: string | null;
  onEdit: () => void;
  onToggleState: () => void;
}) {
  const closed = job.state === 'closed';
  // Every card has an Edit and a Close button: the posting's name tells them apart when buttons
  // are listed out of context (a screen reader's list of controls, voice control).
  const which = (
    <VisuallyHidden> {m('postingName', { title: job.title, company: job.company })}</VisuallyHidden>
  );
  return (
    <li className="admin-job">
      <h3>{job.title}</h3>
      {job.sample && <p className="admin-badge">{m('sampleMarker')}</p>}
      <dl className="admin-details">
        <div>
          <dt>{m('detailCompany')}</dt>
          <dd>{job.company}</dd>
        </div>
        <div>
          <dt>{m('detailCategory')}</dt>
          <dd>{categoryLabel(job.job_category)}</dd>
        </div>
        <div>
          <dt>{m('detailState')}</dt>
          <dd>
            <span className={`admin-state admin-state--${job.state}`}>{stateLabel(job.state)}</span>
          </dd>
        </div>
        <div>
          <dt>{m('detailPostedOn')}</dt>
          <dd>{formatDay(job.postedOn)}</dd>
        </div>
        <div>
          <dt>{m('detailClosesOn')}</dt>
          <dd>{job.closesOn ? formatDay(job.closesOn) : m('noClosingDate')}</dd>
        </div>
        <div>
          <dt>{m('detailApplications')}</dt>
          <dd>{formatNumber(job.applications)}</dd>
        </div>
        <div>
          <dt>{m('detailSource')}</dt>
          <dd>{job.source}</dd>
        </div>
        <div>
          <dt>{m('detailExternalId')}</dt>
          <dd>{job.externalId}</dd>
        </div>
        <div>
          <dt>{m('detailContactEmail')}</dt>
          <dd>{job.contactEmail}</dd>
        </div>
      </dl>
      <FormError>{failure}</FormError>
      <div className="admin-actions">
        <Button id={editButtonId(job._id)} variant="secondary" onClick={onEdit}>
          {m('editPosting')}
          {which}
        </Button>
        <Button
          id={stateButtonId(job._id)}
          variant="secondary"
          loading={busy}
          loadingLabel={m(closed ? 'reopeningPosting' : 'closingPosting')}
          onClick={onToggleState}
        >
          {m(closed ? 'reopenPosting' : 'closePosting')}
          {which}
        </Button>
      </div>
    </li>
  );
}
