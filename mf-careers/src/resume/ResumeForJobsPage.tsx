// Resume for Job Recommendations (/resumeforjobs, spec 02 §2): where the Recommended Jobs switch
// sends a person without a resume, and where a failed reading's notification leads. Says why
// recommendations need a resume and offers the upload form (purpose job, then the reading page
// for `recommend`). With a resume already there it says so, with what became of its reading, and
// still offers the form: a newer resume replaces it (and one that could not be read needs it).
import { FormError, Link, LoadState, PageHeading, useLoad } from '@nclude/shared';
import type { ResumeReply } from '@nclude/shared/api-schemas';
import { getResume } from '../careersApi';
import { m as careers } from '../messages';
import { ResumeForm } from './ResumeForm';
import { m, pageTitle } from './messages';
import '../careers.css';
import './resume.css';

const isReading = (reply: ResumeReply) =>
  reply.status?.state === 'queued' || reply.status?.state === 'running';

/** The heading of the upload form: a first resume, a newer one, or the same one again. */
function uploadHeading(reply: ResumeReply): string {
  if (!reply.hasResume) return m('uploadHeading');
  return reply.parsed || isReading(reply) ? m('uploadNewerHeading') : m('uploadAgainHeading');
}

/** What the page says about a resume that is there, by the state of its reading. */
function ResumeOnFile({ reply }: { reply: ResumeReply }) {
  const { fileName, status, parsed } = reply;
  if (isReading(reply))
    return (
      <>
        <p>{fileName ? m('stillReading', { fileName }) : m('stillReadingUnnamed')}</p>
        <ul className="resume-links">
          <li>
            <Link to="/opportunity/uploadingResume/recommend">{m('seeReading')}</Link>
          </li>
        </ul>
      </>
    );
  if (!parsed && status && (status.state === 'failed' || status.state === 'cancelled'))
    // Said at once: the person most likely came from the notification about this failure.
    return (
      <FormError>
        {status.state === 'cancelled'
          ? m('readCancelled')
          : status.error
            ? m('readFailed', { reason: status.error })
            : m('readFailedNoReason')}
      </FormError>
    );
  if (!parsed) return <p>{m('noReading')}</p>;
  return (
    <>
      <p>{fileName ? m('haveResume', { fileName }) : m('haveResumeUnnamed')}</p>
      <ul className="resume-links">
        <li>
          <Link to="/jobs">{m('seeJobs')}</Link>
        </li>
        <li>
          <Link to="/opportunity/resume">{m('checkUnderstood')}</Link>
        </li>
      </ul>
    </>
  );
}

export default function ResumeForJobsPage() {
  const [state, { retry }] = useLoad(getResume);
  return (
    <div className="careers-page resume-page">
      <PageHeading>{pageTitle('titleResumeForJobs')}</PageHeading>
      <p>{m('jobsWhy')}</p>
      <LoadState
        state={state}
        loadingLabel={careers('loadingResume')}
        failure={(reason) => careers('resumeLoadFailed', { reason })}
        onRetry={retry}
      >
        {(reply) => (
          <>
            {reply.hasResume ? <ResumeOnFile reply={reply} /> : <p>{m('jobsAskResume')}</p>}
            <section className="resume-section" aria-labelledby="jobs-resume-upload">
              <h2 id="jobs-resume-upload">{uploadHeading(reply)}</h2>
              {reply.hasResume && <p>{m('uploadNewerHint')}</p>}
              <ResumeForm purpose="job" maxUploadMb={reply.maxUploadMb} />
            </section>
          </>
        )}
      </LoadState>
    </div>
  );
}
