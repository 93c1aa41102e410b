// The session channel (product rules §4, Forced logout): a socket.io connection to the portal's
// own server. When the account signs in elsewhere the server revokes this session and pushes
// `userIdEvent` with the user id. socket.io-client is imported only once a user is signed in,
// keeping it out of the first load.
import type { Socket } from 'socket.io-client';

/** product rules §9: delays 1-5 s with 0.5 randomisation, unlimited attempts, 20 s timeout. */
export const SESSION_SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20000,
} as const;

export const FORCED_LOGOUT_EVENT = 'userIdEvent';

/** Opens the session socket; returns a function that closes it (also if it was still loading). */
export function connectSessionSocket(
  token: string,
  onUserIdEvent: (payload: unknown) => void,
): () => void {
  let socket: Socket | null = null;
  let closed = false;
  import(/* webpackChunkName: "session-socket" */ 'socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      socket = io({ ...SESSION_SOCKET_OPTIONS, auth: { token } });
      socket.on(FORCED_LOGOUT_EVENT, onUserIdEvent);
    })
    .catch((error: unknown) => {
      // Without the socket the portal still works; only the forced logout is delayed to the
      // next API call, which then gets a 401 for the revoked session.
      console.warn('[shell] session socket unavailable', error);
    });
  return () => {
    closed = true;
    socket?.disconnect();
    socket = null;
  };
}

/** The event carries the user id (a string; a number is accepted too). */
export function isForCurrentUser(payload: unknown, userId: string | null): boolean {
  if (userId === null) return false;
  if (typeof payload === 'string' || typeof payload === 'number') return String(payload) === userId;
  return false;
}
