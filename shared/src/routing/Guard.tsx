// The token guard, one for the shell and for every remote's standalone host: pages that need a
// token send a visitor without one to /login; library pages also need the stored scope 'library'
// (a signed-in person without it is told they are not authorized and where to ask for access);
// /login and /signup send a signed-in visitor to '/'. The server checks the same on every call.
import type { ReactNode } from 'react';
import { LIBRARY_SCOPE } from '../contracts';
import { Navigate, useLocation } from '../router';
import { useSession } from '../session';
import { NotAuthorizedPage } from './NotAuthorizedPage';

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
