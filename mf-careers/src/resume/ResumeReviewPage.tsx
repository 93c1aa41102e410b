// What We Understood (/opportunity/resume; not in the spec, which never showed the reading): the
// resume as the parser read it, as a form the person corrects and saves. Every recommendation and
// the career assistant rest on it, so what a parser got wrong (a two-column layout, a scanned
// page) must be fixable by the person, and by keyboard and screen reader as easily as by mouse.
// The reading's notification links here. Limits are the contract's (ParsedResume): single-line
// fields stop at their maxLength; lists (one item per line) are checked on save, with the error
// summary pattern. Saving marks the resume "Checked by you" (`reviewed`).
import { isFinished, LoadState, PageHeading, useJobs, useLoad } from '@nclude/shared';
import { getResume } from '../careersApi';
import { m as careers } from '../messages';
import { pageTitle } from './messages';
import { NotRead } from './NotRead';
import { ReviewForm } from './ReviewForm';
import '../careers.css';
import './resume.css';

/** While the resume is being read and no job event comes, the page asks this often. */
const READING_RELOAD_MS = 10_000;

export default function ResumeReviewPage() {
  const [state, { retry, refresh }] = useLoad(getResume);
  const reply = state.state === 'ready' ? state.value : null;
  // While the resume is still being read, the end of the reading brings the form. Once the form
  // shows, nothing reloads under the person's corrections.
  const reading = reply && !reply.parsed ? reply.status : null;
  useJobs({
    onUpdate: (update) => {
      if (!reply || reply.parsed || update.jobId !== reply.jobId) return;
      if (isFinished(update.state)) refresh();
    },
    reload: refresh,
    reloading: reading !== null && !isFinished(reading.state),
    reloadMs: READING_RELOAD_MS,
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
