import type { ReactNode } from 'react';
import { ErrorMark } from './ErrorMark';
import { classNames } from './ids';

export interface FormErrorProps {
  /** The message; nothing is rendered when empty. */
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** A form-level error in --nc-error, announced at once (role=alert). */
export function FormError({ children, id, className }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <div role="alert" id={id} className={classNames('nc-form-error', className)}>
      <ErrorMark />
      {children}
    </div>
  );
}
