// A job under way: a labelled progress bar with the percentage as its value text, and the job's
// stage in words ("Reading page 3 of 12"), or that it waits to start.
import { useId } from 'react';
import type { JobStatus } from '../api/jobs';
import { jobPercent } from '../jobs';
import { t } from '../messages';

export interface JobProgressProps {
  status: JobStatus;
  /** Names the bar ("Progress of report.pdf"). */
  label: string;
  /** The label for assistive technology only, where the row around the bar already says it. */
  hideLabel?: boolean;
  /** Said while running when the job has not named its stage. */
  runningText?: string;
}

export function JobProgress({ status, label, hideLabel = false, runningText }: JobProgressProps) {
  const id = useId();
  const percent = jobPercent(status.progress);
  const text = t('jobProgressText', { percent });
  const stage = status.state === 'queued' ? t('jobWaiting') : (status.stage ?? runningText ?? text);
  return (
    <div className="nc-job-progress">
      <label htmlFor={id} className={hideLabel ? 'nc-visually-hidden' : 'nc-job-progress__label'}>
        {label}
      </label>
      <progress id={id} max={100} value={percent} aria-valuetext={text}>
        {text}
      </progress>
      <p className="nc-job-progress__stage">
        <span>{stage}</span>
        {/* The bar says the percentage to assistive technology already. */}
        {stage !== text && <span aria-hidden="true"> · {text}</span>}
      </p>
    </div>
  );
}
