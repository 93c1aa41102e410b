// The token guard (spec 01 section 2 and 6): pages that need a token send a visitor without one
// to /login, library pages also need scope 'library', and /login and /signup send a signed-in
// visitor to /.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@nclude/shared';
import { LIBRARY_SCOPE, useSession } from '@nclude/shared';

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
  if (rules.requiresToken && !signedIn)
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (rules.requiresLibraryScope && session.scope !== LIBRARY_SCOPE)
    return <Navigate to="/login" replace />;
  return <>{children}</>;
}
