// The session store: owned by the shell, read by remotes through `useSession()`.
// Persisted in localStorage (token, userId, scope, role, userName) so a reload keeps the user
// signed in, and synchronised across tabs through the `storage` event so a logout in one tab is
// seen by the others.
import { useSyncExternalStore } from 'react';
import { isRole, LIBRARY_SCOPE, type Role } from './contracts';
import { onStorageChange, readItem, writeItem } from './storage';

export interface Session {
  token: string | null;
  userId: string | null;
  role: Role | null;
  scope: string | null;
  userName: string | null;
}

export interface SignInData {
  token: string;
  userId: string;
  role: Role;
  scope: string | null;
  userName: string;
}

/** Storage keys the session owns. `resume` belongs to the profile pages but is cleared on logout (product rules §4). */
export const SESSION_KEYS = ['token', 'userId', 'scope', 'role', 'userName'] as const;
const SIGN_OUT_KEYS = ['token', 'userId', 'resume', 'scope', 'role', 'userName'] as const;

type Listener = () => void;

function readSession(): Session {
  const role = readItem('role');
  return {
    token: readItem('token') || null,
    userId: readItem('userId') || null,
    role: isRole(role) ? role : null,
    scope: readItem('scope') || null,
    userName: readItem('userName') || null,
  };
}

function sameSession(a: Session, b: Session): boolean {
  return (
    a.token === b.token &&
    a.userId === b.userId &&
    a.role === b.role &&
    a.scope === b.scope &&
    a.userName === b.userName
  );
}

const EMPTY_SESSION: Session = Object.freeze({
  token: null,
  userId: null,
  role: null,
  scope: null,
  userName: null,
});

let current: Session = readSession();
const listeners = new Set<Listener>();

function publish(next: Session): void {
  // A new object only when something changed: useSyncExternalStore compares snapshots by identity.
  if (sameSession(current, next)) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

onStorageChange([...SIGN_OUT_KEYS], () => publish(readSession()));

export const sessionStore = {
  get(): Session {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  signIn(data: SignInData): void {
    writeItem('token', data.token);
    writeItem('userId', data.userId);
    writeItem('scope', data.scope);
    writeItem('role', data.role);
    writeItem('userName', data.userName);
    publish({
      token: data.token,
      userId: data.userId,
      role: data.role,
      scope: data.scope,
      userName: data.userName,
    });
  },
  /** Changes details of the signed-in user (e.g. a new name after Edit Profile); ignored when signed out. */
  update(changes: Partial<Omit<Session, 'token'>>): void {
    if (!current.token) return;
    const next: Session = { ...current, ...changes };
    writeItem('userId', next.userId);
    writeItem('scope', next.scope);
    writeItem('role', next.role);
    writeItem('userName', next.userName);
    publish(next);
  },
  signOut(): void {
    for (const key of SIGN_OUT_KEYS) writeItem(key, null);
    publish(EMPTY_SESSION);
  },
  /** Re-reads localStorage (tests, or after another script wrote the keys). */
  reload(): void {
    publish(readSession());
  },
};

export type SessionStore = typeof sessionStore;

const getServerSnapshot = (): Session => EMPTY_SESSION;

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, getServerSnapshot);
}

export function isSignedIn(session: Session): boolean {
  return session.token !== null;
}

export function hasLibraryScope(session: Session): boolean {
  return session.scope === LIBRARY_SCOPE;
}
