import { Link } from '@nclude/shared';
import { m } from '../messages';

/** Said up front on the sign-in pages: who can use Nclude, and the way in for everyone else. */
export function InvitationNotice() {
  return (
    <p className="auth-invitation">
      {m('invitationOnly')} <Link to="/requestAccess">{m('invitationLink')}</Link>
    </p>
  );
}
