import type { ReactNode } from 'react';
import { ErrorMark } from './ErrorMark';

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
