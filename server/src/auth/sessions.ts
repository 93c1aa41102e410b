// Sessions: a signed token per sign-in backed by a row that can be revoked, the single-session
// policy, and telling ended sessions' browsers (through the SessionNotifier, socket.io).
import { randomUUID } from 'node:crypto';
import type { Role } from '@nclude/shared/contracts';
import { isoAt, type Clock } from '../clock';
import type { Config } from '../config';
import { withLock, type Db } from '../db';
import type { UsersTable } from '../db/schema';
import { signToken, verifyToken } from './tokens';

export interface LoginResult {
  success: true;
  token: string;
  scope: string | null;
  userId: string;
  hasUserInfo: boolean;
  message: string;
  role: Role;
  userName: string;
}

export interface AuthenticatedSession {
  sessionId: string;
  userId: string;
  role: Role;
  scope: string | null;
  userName: string;
}

/** Told which sessions were ended so their browsers can be logged out (socket.io `userIdEvent`). */
export interface SessionNotifier {
  sessionsEnded(userId: string, sessionIds: string[]): void;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly notifier: SessionNotifier,
  ) {}

  /** Starts a session for `user` (ending the others under SESSION_POLICY=single): its token. */
  async start(user: UsersTable, userAgent: string | null, message: string): Promise<LoginResult> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + this.config.tokenTtlHours * 3_600_000);
    const single = this.config.sessionPolicy === 'single';
    // The new session and the end of the others commit together, one sign-in of a user at a
    // time, so parallel sign-ins leave exactly one live session (the last one to commit).
    const ended = await withLock(this.db, `sessions:${user.id}`, async (trx) => {
      await trx
        .insertInto('sessions')
        .values({
          id: sessionId,
          user_id: user.id,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          revoked_at: null,
          user_agent: userAgent ? userAgent.slice(0, 512) : null,
        })
        .execute();
      return single ? this.revokeOtherSessions(trx, user.id, sessionId) : [];
    });
    // Browsers are told only once the change is committed.
    if (ended.length > 0) this.notifier.sessionsEnded(user.id, ended);

    const info = await this.db
      .selectFrom('account_info')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const iat = Math.floor(now.getTime() / 1000);
    const token = await signToken(
      { sub: user.id, sid: sessionId, iat, exp: Math.floor(expiresAt.getTime() / 1000) },
      this.config.jwtSecret,
    );
    return {
      success: true,
      token,
      scope: user.scope,
      userId: user.id,
      hasUserInfo: info !== undefined,
      message,
      role: user.role,
      userName: user.user_name,
    };
  }

  /**
   * Revokes every live session of `userId` except `keepSessionId` and tells their browsers
   * (`userIdEvent`); returns the ended session ids.
   */
  async endOtherSessions(userId: string, keepSessionId: string): Promise<string[]> {
    const ids = await withLock(this.db, `sessions:${userId}`, (trx) =>
      this.revokeOtherSessions(trx, userId, keepSessionId),
    );
    if (ids.length > 0) this.notifier.sessionsEnded(userId, ids);
    return ids;
  }

  /** Inside the user's locked transaction: revokes the other live sessions, returns their ids. */
  private async revokeOtherSessions(
    trx: Db,
    userId: string,
    keepSessionId: string,
  ): Promise<string[]> {
    const now = isoAt(this.clock);
    const others = await trx
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    if (others.length === 0) return [];
    const ids = others.map((row) => row.id);
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
    return ids;
  }

  /** The live session behind a bearer token, or null if the token is bad, expired or revoked. */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    const now = this.clock.now();
    const claims = await verifyToken(token, this.config.jwtSecret, now);
    if (!claims) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'users.id as userId',
        'users.role',
        'users.scope',
        'users.user_name',
      ])
      .where('sessions.id', '=', claims.sid)
      .where('sessions.user_id', '=', claims.sub)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row) return null;
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role,
      scope: row.scope,
      userName: row.user_name,
    };
  }

  async logout(session: AuthenticatedSession): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: isoAt(this.clock) })
      .where('id', '=', session.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    // Other tabs sharing this session log out too.
    this.notifier.sessionsEnded(session.userId, [session.sessionId]);
  }
}
