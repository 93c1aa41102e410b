// The token guard (spec 01 section 2 and 6): pages that need a token send a visitor without one
// to /login, library pages also need scope 'library' (a signed-in person without it is told they
// are not authorized and where to verify their disability status, spec 01 section 1), and /login
// and /signup send a signed-in visitor to /.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@nclude/shared';
import { LIBRARY_SCOPE, useSession } from '@nclude/shared';
import { NotAuthorizedPage } from '../pages/NotAuthorizedPage';

export interface GuardRules {
  requiresToken: boolean;
  requiresLibraryScope?: boolean;
  redirectIfSignedIn?: boolean;
}

export function Guard({ rules, children }: { rules: GuardRules; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const signedIn = session.token !== null;
  if (rules.redirectIfSignedIn && signedIn) return <Navigate to="/" replace />;
  if ((rules.requiresToken || rules.requiresLibraryScope) && !signedIn)
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (rules.requiresLibraryScope && session.scope !== LIBRARY_SCOPE) return <NotAuthorizedPage />;
  return <>{children}</>;
}
