import { useEffect, useRef } from 'react';
import { sessionStore, useSession } from '@nclude/shared';
import { connectSessionSocket, isForCurrentUser } from './session-socket';

/**
 * Keeps the session socket open while a token is stored and calls `onForcedLogout` when the
 * server says this user's session was ended. The socket closes on logout (the token goes away).
 */
export function useSessionChannel(onForcedLogout: () => void): void {
  const { token } = useSession();
  const handler = useRef(onForcedLogout);
  useEffect(() => {
    handler.current = onForcedLogout;
  }, [onForcedLogout]);
  useEffect(() => {
    if (!token) return undefined;
    return connectSessionSocket(token, (payload) => {
      if (isForCurrentUser(payload, sessionStore.get().userId)) handler.current();
    });
  }, [token]);
}
