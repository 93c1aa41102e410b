// What the review page shows when there is no reading to correct yet: why (no resume, still
// being read, failed or cancelled), and where to go.
import { FormError, Link } from '@nclude/shared';
import type { ResumeReply } from '@nclude/shared/api-schemas';
import { m } from './messages';

/** No reading to correct yet: why, and where to go. */
export function NotRead({ reply }: { reply: ResumeReply }) {
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
