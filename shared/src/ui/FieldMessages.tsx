import type { ReactNode } from 'react';
import { ErrorMark } from './ErrorMark';
import { classNames, joinIds, useFieldId } from './ids';

export interface FieldMessageIds {
  hint?: string;
  error?: string;
}

export function fieldMessageIds(
  fieldId: string,
  hint: ReactNode,
  error: string | null | undefined,
): FieldMessageIds {
  return {
    hint: hint ? `${fieldId}-hint` : undefined,
    error: error ? `${fieldId}-error` : undefined,
  };
}

/**
 * Hint and error of one field. The error sits between label and input so it is seen before the
 * field at 200 % zoom and read right after the label; the "Error:" prefix means the state is not
 * carried by colour alone.
 */
export function FieldMessages({
  hint,
  error,
  ids,
}: {
  hint: ReactNode;
  error?: string | null;
  ids: FieldMessageIds;
}) {
  return (
    <>
      {hint && (
        <div id={ids.hint} className="nc-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={ids.error} className="nc-field__error">
          <ErrorMark />
          {error}
        </p>
      )}
    </>
  );
}

/** What the control inside a FieldFrame takes: its id and its ties to the hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Flags the field invalid without a message. */
  invalid?: boolean;
  /** Further ids the control is described by. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one frame of every form field: a real label, then hint and error, then the control, which
 * gets the id and aria wiring that ties them together. TextField, TextArea, Select and FileField
 * differ only in their control.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  invalid,
  describedBy,
  className,
  children,
}: FieldFrameProps) {
  const fieldId = useFieldId(id);
  const ids = fieldMessageIds(fieldId, hint, error);
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <div className={classNames('nc-field', isInvalid && 'nc-field--invalid', className)}>
      <label className="nc-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <FieldMessages hint={hint} error={error} ids={ids} />
      {children({
        id: fieldId,
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': joinIds(ids.hint, ids.error, describedBy),
      })}
    </div>
  );
}
