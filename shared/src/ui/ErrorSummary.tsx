import type { MouseEvent } from 'react';
import { t } from '../messages';
import { FormError } from './FormError';

export interface FieldProblem {
  /** id of the input, so the summary can link to it */
  fieldId: string;
  /** The field's visible label: problems are named by what people see, never by API names. */
  label: string;
  message: string;
}

/**
 * The problems found on submit, listed once above the form (role=alert) with links that move
 * focus to each field. Each field also shows its own message, tied with aria-describedby.
 */
export function ErrorSummary({ problems, title }: { problems: FieldProblem[]; title?: string }) {
  if (problems.length === 0) return null;
  const focusField = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <FormError className="nc-error-summary">
      <p className="nc-error-summary__title">{title ?? t('errorSummaryTitle')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`} onClick={focusField(problem.fieldId)}>
              {`${problem.label}: ${problem.message}`}
            </a>
          </li>
        ))}
      </ul>
    </FormError>
  );
}
