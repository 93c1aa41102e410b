import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldMessages';

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
  return (
    <FieldFrame {...{ id, label, hint, error, invalid, describedBy, className }}>
      {(control) => (
        <div className="nc-field__row">
          <input ref={ref} type={type} className="nc-input" {...control} {...inputProps} />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}
