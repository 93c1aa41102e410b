// The administrator's pages open only to an admin session: anyone else gets the sign-in form in
// their place. The tool learns whether it opened because of a sign-in on this page (then it moves
// focus into itself and says access was granted).
import { useState, type ReactNode } from 'react';
import { useSession } from '@nclude/shared';
import { AdminSignIn } from './AdminSignIn';

export interface AdminTool {
  userName: string;
  /** Opened by a sign-in on this page (not by an admin session that was there already). */
  justUnlocked: boolean;
}

export function AdminOnly({ children }: { children: (admin: AdminTool) => ReactNode }) {
  const session = useSession();
  const [justUnlocked, setJustUnlocked] = useState(false);
  if (session.token === null || session.role !== 'admin')
    return <AdminSignIn onSignedIn={() => setJustUnlocked(true)} />;
  return <>{children({ userName: session.userName ?? '', justUnlocked })}</>;
}
