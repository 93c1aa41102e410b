import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldMessages';

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
  return (
    <FieldFrame {...{ id, label, hint, error, describedBy, className }}>
      {(control) => (
        <textarea ref={ref} className="nc-input nc-textarea" {...control} {...textareaProps} />
      )}
    </FieldFrame>
  );
}
