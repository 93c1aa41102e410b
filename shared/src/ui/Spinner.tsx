import { t } from '../messages';
import { classNames } from './ids';

export interface SpinnerProps {
  /** What is loading; read by screen readers. Default "Loading…". */
  label?: string;
  /** Also show the label as text beside the animation. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = t('loading'), showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={classNames('nc-spinner', className)}>
      <span className="nc-spinner__icon" aria-hidden="true" />
      <span className={showLabel ? 'nc-spinner__label' : 'nc-visually-hidden'}>{label}</span>
    </div>
  );
}
