import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldMessages, fieldMessageIds } from './FieldMessages';
import { classNames, joinIds, useFieldId } from './ids';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field with the same label, hint and error wiring as TextField. */
export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  ...textareaProps
}: TextAreaProps) {
  const fieldId = useFieldId(id);
  const ids = fieldMessageIds(fieldId, hint, error);
  return (
    <div className={classNames('nc-field', error && 'nc-field--invalid', className)}>
      <label className="nc-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <FieldMessages hint={hint} error={error} ids={ids} />
      <textarea
        ref={ref}
        id={fieldId}
        className="nc-input nc-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(ids.hint, ids.error, describedBy)}
        {...textareaProps}
      />
    </div>
  );
}
