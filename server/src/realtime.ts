// socket.io on the API's own HTTP server: the session channel. Each socket authenticates with
// the same bearer token as the API and joins the room of its session, so ending a session
// (logout, or a newer sign-in under the single-session policy) reaches exactly its browsers.
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { SessionNotifier, SessionService } from './auth/sessions';

export const USER_ID_EVENT = 'userIdEvent';

export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
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
        void socket.join(sessionRoom(session.sessionId));
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });
  return io;
}
