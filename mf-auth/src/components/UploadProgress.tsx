import { useCallback, useRef, useState } from 'react';
import { announce } from '@nclude/shared';
import { m } from '../messages';

const MILESTONES = [25, 50, 75, 100];

/**
 * Upload progress for `api.upload`'s onProgress: the fraction for a <progress> bar plus a polite
 * announcement at 25, 50, 75 and 100 %, so screen-reader users hear it move without a flood.
 */
export function useUploadProgress() {
  const [fraction, setFraction] = useState<number | null>(null);
  const announced = useRef(0);
  const onProgress = useCallback((next: number) => {
    const percent = Math.round(next * 100);
    setFraction(next);
    const reached = MILESTONES.filter((milestone) => percent >= milestone).pop() ?? 0;
    if (reached > announced.current) {
      announced.current = reached;
      announce(m('uploadProgressAnnouncement', { percent: reached }));
    }
  }, []);
  const reset = useCallback(() => {
    announced.current = 0;
    setFraction(null);
  }, []);
  return { fraction, onProgress, reset };
}

/** A labelled <progress> bar with the percentage also written as text. Hidden when idle. */
export function UploadProgress({ id, fraction }: { id: string; fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="account-progress">
      <label htmlFor={id}>{m('uploadProgressLabel')}</label>
      <progress id={id} max={100} value={percent}>
        {`${percent}%`}
      </progress>
      <span aria-hidden="true">{`${percent}%`}</span>
    </div>
  );
}
