import { useId } from 'react';
import { m } from '../messages';

/** A labelled progress bar for a file upload; the percentage is also shown as text. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const id = useId();
  if (fraction === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const text = m('uploadProgress', { percent });
  return (
    <div className="admin-progress">
      <label htmlFor={id}>{m('uploadProgressLabel')}</label>
      <progress id={id} max={100} value={percent} aria-valuetext={text}>
        {text}
      </progress>
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
