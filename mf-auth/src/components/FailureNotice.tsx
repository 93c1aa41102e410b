import { FormError, Link, RequestAccessNotice } from '@nclude/shared';
import { m } from '../messages';
import type { Failure } from '../authApi';

/**
 * A failed call, in red and announced (role=alert): either the server's message or, for a 401 on
 * signup / OTP sending (product rules §8), shared's request-access notice with its link to /requestAccess.
 */
export function FailureNotice({ failure, id }: { failure: Failure | null; id?: string }) {
  if (!failure) return null;
  if (failure.kind === 'requestAccess') return <RequestAccessNotice id={id} />;
  if (failure.kind === 'noAccount')
    return (
      <FormError id={id}>
        {m('noAccountForPhone')} <Link to="/signup">{m('noAccountSignUp')}</Link>
      </FormError>
    );
  return <FormError id={id}>{failure.text}</FormError>;
}
