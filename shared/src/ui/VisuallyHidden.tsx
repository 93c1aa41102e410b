import type { HTMLAttributes } from 'react';
import { classNames } from './ids';

/** Text for screen readers only (the .nc-visually-hidden class), e.g. a prefix like "Error:". */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={classNames('nc-visually-hidden', className)} {...rest} />;
}
