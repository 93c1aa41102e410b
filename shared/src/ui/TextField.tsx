import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames, joinIds, useFieldId } from './ids';
import { FieldMessages, fieldMessageIds } from './FieldMessages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, tied to the input with <label for>. */
  label: ReactNode;
  /** Error text: shown under the field, tied with aria-describedby, sets aria-invalid. */
  error?: string | null;
  /** Flags the field invalid without a message (names under 3 characters, product rules §5). */
  invalid?: boolean;
  /** Help text under the label, tied with aria-describedby. */
  hint?: ReactNode;
  /** Content after the input inside the same row (e.g. a Verify button). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  invalid,
  hint,
  addon,
  id,
  type = 'text',
  className,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: TextFieldProps) {
  const inputId = useFieldId(id);
  const ids = fieldMessageIds(inputId, hint, error);
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <div className={classNames('nc-field', isInvalid && 'nc-field--invalid', className)}>
      <label className="nc-field__label" htmlFor={inputId}>
        {label}
      </label>
      <FieldMessages hint={hint} error={error} ids={ids} />
      <div className="nc-field__row">
        <input
          ref={ref}
          id={inputId}
          type={type}
          className="nc-input"
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(ids.hint, ids.error, describedBy)}
          {...inputProps}
        />
        {addon}
      </div>
    </div>
  );
}
