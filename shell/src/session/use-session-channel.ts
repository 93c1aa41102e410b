import { sessionStore, useRealtimeConnection, useRealtimeEvent } from '@nclude/shared';

/** The event the server pushes, with the user id, when it ended this user's session. */
export const FORCED_LOGOUT_EVENT = 'userIdEvent';

/** The event carries the user id (a string; a number is accepted too). */
export function isForCurrentUser(payload: unknown, userId: string | null): boolean {
  if (userId === null) return false;
  if (typeof payload === 'string' || typeof payload === 'number') return String(payload) === userId;
  return false;
}

/**
 * Keeps the portal's realtime connection open while a session exists and calls
 * `onForcedLogout` when the server says this user's session was ended elsewhere.
 */
export function useSessionChannel(onForcedLogout: () => void): void {
  useRealtimeConnection();
  useRealtimeEvent(FORCED_LOGOUT_EVENT, (payload) => {
    if (isForCurrentUser(payload, sessionStore.get().userId)) onForcedLogout();
  });
}
