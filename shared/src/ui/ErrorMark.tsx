import { t } from '../messages';

/**
 * "Error:" with a warning icon, written out in front of every error message: an error is told
 * apart from a hint by shape and word in every theme, never by colour alone.
 */
export function ErrorMark() {
  return (
    <span className="nc-error-mark">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 3.2a.9.9 0 0 1 .9.9v3.6a.9.9 0 0 1-1.8 0V5.1a.9.9 0 0 1 .9-.9zm0 6.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z"
          fill="currentColor"
        />
      </svg>
      {t('errorPrefix')}{' '}
    </span>
  );
}
