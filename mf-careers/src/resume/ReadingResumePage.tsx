// Reading Your Resume (/opportunity/uploadingResume/:purpose, spec 02 §2): the resume form sends
// the person here after an upload. The spec's page only said the resume was being parsed and
// moved on; here it follows the real reading, the background job `resume-parse`
// (server/src/careers/resume-job.ts): a labelled progress bar with the job's stage text, from
// getResume().status, refreshed by the realtime `job` events of its jobId and, in case the
// realtime connection is down, by asking the server every few seconds. Changes worth hearing (a
// new stage, another quarter of the way, the end) are announced politely; every percent is not.
//
// On success the spec "continues": purpose `recommend` to /jobs, any other to
// /opportunity/chatbot. Departure: it continues through a visible Continue button that receives
// focus and is announced, not by moving on by itself. A page that changes under a screen-reader
// user who is listening to it, or a keyboard user part-way through it, loses their place without
// warning (WCAG 3.2.5, change on request); one key press on a focused button keeps them in charge
// and costs nothing. Beside it a link to "What We Understood", where the reading can be checked.
// On failure (spec §8 logged it only; we show it) the job's reason is said at once and the upload
// form is offered again, for the same purpose.
import { useEffect, useId, useRef, useState } from 'react';
import {
  announce,
  Button,
  FormError,
  Link,
  LoadState,
  PageHeading,
  useLoad,
  useLocation,
  useNavigate,
  useParams,
  isFinished,
  jobPercent,
  JobProgress,
  statusOf,
  useJobs,
} from '@nclude/shared';
import type { JobStatus, ResumeReply } from '@nclude/shared/api-schemas';
import { getResume } from '../careersApi';
import { m as careers } from '../messages';
import { m, pageTitle } from './messages';
import { ResumeForm } from './ResumeForm';
import '../careers.css';
import './resume.css';

/** How often the server is asked while the reading runs: the fallback for missed job events. */
export const POLL_INTERVAL_MS = 4_000;

export type Phase =
  /** No resume uploaded: nothing is being read. */
  | { kind: 'none' }
  /** A resume without a reading (its job was cleared away before it finished). */
  | { kind: 'lost' }
  | { kind: 'reading'; status: JobStatus }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** Where the reading stands, from the server's answer and the latest job event. */
export function phaseOf(reply: ResumeReply, status: JobStatus | null): Phase {
  if (!status) {
    if (reply.parsed) return { kind: 'done' };
    return reply.hasResume ? { kind: 'lost' } : { kind: 'none' };
  }
  switch (status.state) {
    case 'succeeded':
      return { kind: 'done' };
    case 'failed':
      return {
        kind: 'failed',
        message: status.error ? m('readFailed', { reason: status.error }) : m('readFailedNoReason'),
      };
    case 'cancelled':
      return { kind: 'failed', message: m('readCancelled') };
    default:
      return { kind: 'reading', status };
  }
}

function stageText(status: JobStatus): string {
  return status.state === 'queued' ? m('waitingToStart') : (status.stage ?? m('readingStage'));
}

/**
 * The step the reading is at, as a key that changes only when there is news worth saying: a new
 * stage or another quarter of the way (not every percent), the end. `news` is what is said.
 */
function stepOf(phase: Phase): { key: string; news: string | null } {
  if (phase.kind === 'reading') {
    const { state, progress } = phase.status;
    const percent = jobPercent(progress);
    const stage = stageText(phase.status);
    return {
      key: `${state}:${stage}:${Math.floor(percent / 25)}`,
      // Back in the queue (the server retries a failed attempt): no percentage to speak of.
      news: state === 'queued' ? stage : m('progressNews', { stage, percent }),
    };
  }
  // A failure is said by its alert (role=alert) as it appears.
  return { key: phase.kind, news: phase.kind === 'done' ? m('readDone') : null };
}

function UploadAgain({
  heading,
  purpose,
  maxUploadMb,
}: {
  heading: string;
  purpose: 'job' | 'career';
  maxUploadMb: number;
}) {
  const id = useId();
  return (
    <section className="resume-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ResumeForm purpose={purpose} maxUploadMb={maxUploadMb} />
    </section>
  );
}

function ReadingResume({ purpose }: { purpose: string }) {
  const navigate = useNavigate();
  const toJobs = purpose === 'recommend';
  const formPurpose = toJobs ? 'job' : 'career';
  const [state, { retry, refresh }] = useLoad(getResume);
  const reply = state.state === 'ready' ? state.value : null;

  // A job event's status shows at once, until the server's next answer replaces it.
  const [live, setLive] = useState<{ base: ResumeReply; status: JobStatus } | null>(null);
  const status = reply && live?.base === reply ? live.status : (reply?.status ?? null);
  const phase = reply ? phaseOf(reply, status) : null;

  const reading = phase?.kind === 'reading';
  useJobs({
    onUpdate: (update) => {
      if (!reply || update.jobId !== reply.jobId) return;
      setLive({ base: reply, status: statusOf(update) });
      // The end of the reading: the server's answer brings what was understood.
      if (isFinished(update.state)) refresh();
    },
    reload: refresh,
    reloading: reading,
    reloadMs: POLL_INTERVAL_MS,
  });

  const pageRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const lastStep = useRef<string | null>(null);
  const step = phase ? stepOf(phase) : null;
  const stepKey = step?.key ?? null;
  const news = step?.news ?? null;
  const done = phase?.kind === 'done';
  useEffect(() => {
    if (stepKey === null) return;
    const before = lastStep.current;
    lastStep.current = stepKey;
    // Where the reading stood when the page opened is read with the page; only changes are told.
    if (before === null || before === stepKey) return;
    if (news) announce(news);
    if (!done) return;
    // Focus goes to Continue unless the person is busy elsewhere (the sidebar, the settings).
    const active = document.activeElement;
    if (!active || active === document.body || pageRef.current?.contains(active))
      continueRef.current?.focus();
  }, [stepKey, news, done]);

  const nextId = useId();

  return (
    <div ref={pageRef} className="careers-page resume-page">
      <PageHeading>{pageTitle('titleReadingResume')}</PageHeading>
      <LoadState
        state={state}
        loadingLabel={careers('loadingResume')}
        failure={(reason) => careers('resumeLoadFailed', { reason })}
        onRetry={retry}
      >
        {(loaded) => {
          if (!phase) return null;
          switch (phase.kind) {
            case 'reading':
              return (
                <>
                  <p>{m('readingIntro')}</p>
                  <JobProgress
                    status={phase.status}
                    label={m('progressLabel')}
                    runningText={m('readingStage')}
                  />
                </>
              );
            case 'done':
              return (
                <>
                  <p className="resume-success">
                    <span aria-hidden="true">✓ </span>
                    {m('readDone')}
                  </p>
                  <p id={nextId}>{toJobs ? m('nextJobs') : m('nextChat')}</p>
                  <div className="careers-actions">
                    <Button
                      ref={continueRef}
                      aria-describedby={nextId}
                      onClick={() => navigate(toJobs ? '/jobs' : '/opportunity/chatbot')}
                    >
                      {toJobs ? m('continueJobs') : m('continueChat')}
                    </Button>
                  </div>
                  <p>
                    {m('checkUnderstoodWhy')}{' '}
                    <Link to="/opportunity/resume">{m('checkUnderstood')}</Link>
                  </p>
                </>
              );
            case 'failed':
              return (
                <>
                  <FormError>{phase.message}</FormError>
                  <UploadAgain
                    heading={m('uploadAgainHeading')}
                    purpose={formPurpose}
                    maxUploadMb={loaded.maxUploadMb}
                  />
                </>
              );
            case 'lost':
              return (
                <>
                  <p>{m('noReading')}</p>
                  <UploadAgain
                    heading={m('uploadAgainHeading')}
                    purpose={formPurpose}
                    maxUploadMb={loaded.maxUploadMb}
                  />
                </>
              );
            case 'none':
              return (
                <>
                  <p>{m('noResume')}</p>
                  <UploadAgain
                    heading={m('uploadHeading')}
                    purpose={formPurpose}
                    maxUploadMb={loaded.maxUploadMb}
                  />
                </>
              );
          }
        }}
      </LoadState>
    </div>
  );
}

export default function ReadingResumePage() {
  const { purpose = '' } = useParams();
  // Uploading again from this page comes back to this same address: a fresh page (keyed by the
  // history entry) follows the new reading, and its heading takes focus as after any move.
  const { key } = useLocation();
  return <ReadingResume key={key} purpose={purpose} />;
}
