import { useCallback, useId, useRef, useState } from 'react';
import { t } from '../messages';
import { announce } from './Announcer';

const MILESTONES = [25, 50, 75, 100];

function percentOf(fraction: number): number {
  // Progress events can overshoot or arrive as NaN: the bar never shows less than 0 or more than 100.
  return Number.isFinite(fraction) ? Math.round(Math.min(1, Math.max(0, fraction)) * 100) : 0;
}

/**
 * Upload progress for `api.upload`'s onProgress: the fraction for <UploadProgress/> plus one
 * polite announcement at 25, 50, 75 and 100 %, so screen-reader users hear it move without a
 * flood of numbers.
 */
export function useUploadProgress() {
  const [fraction, setFraction] = useState<number | null>(null);
  const announced = useRef(0);
  const onProgress = useCallback((next: number) => {
    const percent = percentOf(next);
    setFraction(percent / 100);
    const reached = MILESTONES.filter((milestone) => percent >= milestone).pop() ?? 0;
    if (reached > announced.current) {
      announced.current = reached;
      announce(t('uploadProgressAnnouncement', { percent: reached }));
    }
  }, []);
  const start = useCallback(() => {
    announced.current = 0;
    setFraction(0);
  }, []);
  const reset = useCallback(() => {
    announced.current = 0;
    setFraction(null);
  }, []);
  return { fraction, onProgress, start, reset, uploading: fraction !== null };
}

/** A labelled <progress> bar with the percentage also written as text. Hidden when idle. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const id = useId();
  if (fraction === null) return null;
  const percent = percentOf(fraction);
  const text = t('uploadProgressText', { percent });
  return (
    <div className="nc-upload-progress">
      <label htmlFor={id}>{t('uploadProgressLabel')}</label>
      <progress id={id} max={100} value={percent} aria-valuetext={text}>
        {text}
      </progress>
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
