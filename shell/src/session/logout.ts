import { api, sessionStore } from '@nclude/shared';

/** How long logout waits for the server to revoke the session before signing out locally anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Revokes the session on the server (failure ignored: the user asked to leave and the local
 * session goes regardless), then clears the stored session.
 */
export async function logout(): Promise<void> {
  const revoke = api.post('/auth/logout').catch(() => undefined);
  await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  sessionStore.signOut();
}
