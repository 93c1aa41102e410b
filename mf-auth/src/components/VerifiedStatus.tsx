import { m } from '../messages';

/**
 * Visible "Verified" status beside a verified contact field: text plus a check icon, so the state
 * is not carried by colour or icon alone. The field points at it with aria-describedby.
 */
export function VerifiedStatus({ id }: { id: string }) {
  return (
    <span id={id} className="auth-verified">
      <svg
        className="auth-verified__icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6.2 11.6 2.8 8.2l-1.1 1.1 4.5 4.5 8.1-8.1-1.1-1.1z" fill="currentColor" />
      </svg>
      {m('verified')}
    </span>
  );
}
