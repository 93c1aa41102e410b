import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  errorPrefix: string;
}

/** A multi-line field with the same label / hint / error wiring and styles as shared's TextField. */
export function TextAreaField({
  label,
  hint,
  error,
  errorPrefix,
  id,
  ...textareaProps
}: TextAreaFieldProps) {
  const generated = `textarea${useId().replace(/:/g, '')}`;
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={error ? 'nc-field nc-field--invalid' : 'nc-field'}>
      <label className="nc-field__label" htmlFor={fieldId}>
        {label}
      </label>
      {hint && (
        <div id={hintId} className="nc-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="nc-field__error">
          <span className="nc-visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      )}
      <textarea
        id={fieldId}
        className="nc-input account-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...textareaProps}
      />
    </div>
  );
}
