// The portal's one realtime connection (socket.io to the portal's own server), shared by the
// shell and every remote: opened while someone is signed in, authenticated with the session
// token, closed at sign-out. The server pushes a user's events (a forced logout, a notification,
// the progress of a job) to all of that user's open pages. socket.io-client is downloaded only
// once someone signs in, keeping it out of the first load.
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from './session';

/**
 * Reconnect after 1–5 s, randomised by half, without limit; give up an attempt after 20 s. A
 * websocket from the start (no long-polling first): with several server nodes behind a load
 * balancer, polling requests of one connection could land on different nodes.
 */
export const REALTIME_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20000,
} as const;

type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let socket: Socket | null = null;
let connectedToken: string | null = null;

function dispatch(event: string) {
  return (payload: unknown) => {
    for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
  };
}

/**
 * Hands `payload` to this page's subscribers of `event`, as the socket does when the server
 * pushes it. Tests play the server's part with it (emitRealtimeEvent in @nclude/shared/testing).
 */
export function deliverRealtimeEvent(event: string, payload: unknown): void {
  dispatch(event)(payload);
}

/** Opens the connection for `token` (replacing one for another token); returns how to close it. */
function connect(token: string): () => void {
  let closed = false;
  connectedToken = token;
  import(/* webpackChunkName: "realtime" */ 'socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      const opened = io({
        ...REALTIME_OPTIONS,
        transports: [...REALTIME_OPTIONS.transports],
        auth: { token },
      });
      for (const event of handlers.keys()) opened.on(event, dispatch(event));
      socket = opened;
    })
    .catch((error: unknown) => {
      // Without the socket the portal still works; a forced logout then shows at the next API
      // call, which gets a 401 for the ended session.
      console.warn('[nclude] realtime connection unavailable', error);
    });
  return () => {
    closed = true;
    socket?.disconnect();
    socket = null;
    if (connectedToken === token) connectedToken = null;
  };
}

/** Calls `handler` for every `event` the server pushes to this user; returns how to stop. */
export function onRealtimeEvent(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
    socket?.on(event, dispatch(event));
  }
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** The shell keeps the connection open while a session exists (one place, once per page). */
export function useRealtimeConnection(): void {
  const { token } = useSession();
  useEffect(() => (token ? connect(token) : undefined), [token]);
}

/** A component's subscription to one realtime event, for as long as it is shown. */
export function useRealtimeEvent(event: string, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => onRealtimeEvent(event, (payload) => latest.current(payload)), [event]);
}
