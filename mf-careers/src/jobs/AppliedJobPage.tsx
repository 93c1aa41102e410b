// Job applied page (/appliedjob; spec 02 §2): "Applied to job successfully", thanks, the corporate
// partner will be told but the person should still apply on the job's website, and the way back
// to /jobs. Then the person's applications, newest first: the job, its company, when, what was
// shared, and the job's own website when it has one. The application just sent (named in the
// history entry's state by "Apply to this job") is marked in words.
import { useId } from 'react';
import { Link, LoadState, PageHeading, useLoad, useLocation } from '@nclude/shared';
import type { Application } from '@nclude/shared/api-schemas';
import { listApplications } from '../careersApi';
import type { AppliedState } from './ApplyDialog';
import { JobWebsiteLink } from './JobWebsiteLink';
import { formatMoment, safeWebLink } from './jobText';
import { m } from './messages';
import { SharedDetailsList } from './SharedDetails';
import '../careers.css';
import './jobs.css';

function justSentId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Partial<AppliedState>).applicationId;
  return typeof id === 'string' ? id : null;
}

export default function AppliedJobPage() {
  const location = useLocation();
  const justSent = justSentId(location.state);
  const historyId = useId();
  const [applications, { retry }] = useLoad((signal) => listApplications(signal));

  return (
    <div className="careers-page jobs-page">
      <PageHeading>{m('appliedHeading')}</PageHeading>
      <p>{m('appliedThanks')}</p>
      <p>{m('appliedPartner')}</p>
      <p>
        <Link to="/jobs" className="nc-button nc-button--primary jobs-link-button">
          {m('backToJobs')}
        </Link>
      </p>

      <section aria-labelledby={historyId} className="jobs-history">
        <h2 id={historyId}>{m('historyHeading')}</h2>
        <LoadState
          state={applications}
          loadingLabel={m('loadingApplications')}
          failure={(reason) => m('applicationsFailed', { reason })}
          onRetry={retry}
        >
          {(reply) =>
            reply.applications.length === 0 ? (
              <p>{m('noApplications')}</p>
            ) : (
              <ul className="jobs-list">
                {reply.applications.map((application) => (
                  <ApplicationItem
                    key={application.id}
                    application={application}
                    justSent={application.id === justSent}
                  />
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
    </div>
  );
}

function ApplicationItem({
  application,
  justSent,
}: {
  application: Application;
  justSent: boolean;
}) {
  const titleId = useId();
  const { job, shared, appliedAt } = application;
  return (
    <li className={justSent ? 'jobs-card jobs-card--current' : 'jobs-card'}>
      <h3 className="jobs-application__title">
        <span id={titleId}>{job.title}</span>
        {justSent && <span className="jobs-application__note"> {m('justSent')}</span>}
      </h3>
      <dl className="jobs-facts">
        <dt>{m('company')}</dt>
        <dd>{job.company}</dd>
        <dt>{m('appliedOn')}</dt>
        <dd>
          <time dateTime={appliedAt}>{formatMoment(appliedAt)}</time>
        </dd>
      </dl>
      <h4 className="jobs-application__shared">{m('sharedWithEmployer')}</h4>
      <SharedDetailsList shared={shared} />
      {safeWebLink(job.jobDetailLink) && (
        <div className="jobs-card__actions">
          <JobWebsiteLink address={job.jobDetailLink} describedBy={titleId} />
        </div>
      )}
    </li>
  );
}
