// socket.io on the API's own HTTP server. Each socket authenticates with the same bearer token as
// the API and joins two rooms: its session's, so ending a session (logout, or a newer sign-in
// under the single-session policy) reaches exactly its browsers, and its user's, so the rest of
// the server can push an event to every tab the user has open (`Realtime.toUser`).
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { SessionNotifier, SessionService } from './auth/sessions';
import { closeRedis, type RedisChannels } from './redis';

export const USER_ID_EVENT = 'userIdEvent';

export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** Events the socket protocol or the session channel own: pushing them would confuse clients. */
const RESERVED_EVENTS = new Set([
  USER_ID_EVENT,
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

/** How the rest of the server talks to browsers. */
export interface Realtime {
  /**
   * Sends `event` with `payload` (JSON-serialisable) to every connected socket of the user, in
   * all their sessions and tabs; nothing happens when none is connected (not queued).
   */
  toUser(userId: string, event: string, payload: unknown): void;
}

/**
 * Pushes to the user's sockets on every node (socket.io's Redis adapter passes the event on when
 * REDIS_URL is set), or, with `reach: 'this node'`, only to those connected to this process: the
 * relay of worker events, which every node receives, uses that, so no socket gets an event twice.
 */
export function createRealtime(
  io: Server,
  reach: 'all nodes' | 'this node' = 'all nodes',
): Realtime {
  return {
    toUser(userId, event, payload) {
      // A programming error, not a request error: the session channel's event means "log out".
      if (RESERVED_EVENTS.has(event)) throw new Error(`"${event}" is reserved on the socket`);
      (reach === 'this node' ? io.local : io).to(userRoom(userId)).emit(event, payload);
    },
  };
}

/**
 * Several nodes (REDIS_URL): socket.io's Redis adapter carries room broadcasts and
 * disconnections to the other nodes, so a forced logout on one node ends the session's sockets
 * on all. Two connections of its own (one only subscribes); returns how to close them.
 */
export function shareRoomsThroughRedis(io: Server, redis: RedisChannels): () => Promise<void> {
  const publisher = redis.unawaitedConnection();
  const subscriber = redis.unawaitedConnection();
  io.adapter(createAdapter(publisher, subscriber, { key: redis.channel('socket.io') }));
  return async () => {
    for (const connection of [publisher, subscriber]) await closeRedis(connection);
  };
}

/** Emits `userIdEvent` (payload: the user id) to ended sessions; bound to the socket server later. */
export class SocketSessionNotifier implements SessionNotifier {
  private io: Server | null = null;

  bind(io: Server): void {
    this.io = io;
  }

  sessionsEnded(userId: string, sessionIds: string[]): void {
    if (!this.io || sessionIds.length === 0) return;
    const rooms = sessionIds.map(sessionRoom);
    this.io.to(rooms).emit(USER_ID_EVENT, userId);
    // The token is dead: end the connection after the event (packets go out in order).
    this.io.in(rooms).disconnectSockets();
  }
}

export function attachSocketServer(
  httpServer: HttpServer,
  sessions: SessionService,
  corsOrigins: string[],
): Server {
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Other upgrades are the browser agent's (/ws/chat/…), answered after a database look-up
    // that may take longer than engine.io's one second; the agent refuses unknown paths.
    destroyUpgrade: false,
    cors: corsOrigins.length > 0 ? { origin: corsOrigins, credentials: true } : undefined,
  });
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0) {
      next(new Error('unauthorized'));
      return;
    }
    sessions.authenticate(token).then(
      (session) => {
        if (!session) {
          next(new Error('unauthorized'));
          return;
        }
        socket.data.session = session;
        void socket.join([sessionRoom(session.sessionId), userRoom(session.userId)]);
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });
  return io;
}
