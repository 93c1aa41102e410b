// Who is asking: the one place that reads the bearer token, puts the session on the request and
// checks roles. Routes use `app.requireSession` / `app.requireRole(role)` as hooks and
// `sessionOf(request)` in handlers; nothing else decorates `request.session`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@nclude/shared/contracts';
import { HttpError, unauthorized } from '../errors';
import { m } from '../messages';
import type { AuthenticatedSession } from './sessions';

/** A hook that lets a request through or throws a 401/403 HttpError. */
export type AccessHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The roles a route can be restricted to (every signed-in account is at least a user). */
export type RestrictedRole = Exclude<Role, 'user'>;

export interface AuthPluginOptions {
  /** The live session behind a token, or null when the token is unknown, expired or ended. */
  authenticate(token: string): Promise<AuthenticatedSession | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** onRequest/preHandler hook: a live session behind the bearer token, or 401. */
    requireSession: AccessHook;
    /** onRequest/preHandler hook: a live session (else 401) with this role (else 403). */
    requireRole(role: RestrictedRole): AccessHook;
  }
}

const ROLE_MESSAGE: Record<RestrictedRole, 'adminRequired' | 'orgRequired'> = {
  admin: 'adminRequired',
  org: 'orgRequired',
};

const BEARER = /^Bearer\s+(\S+)$/i;

/** The session a guard has put on the request (401 when a route forgot its guard). */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw unauthorized(m('signInRequired'));
  return request.session;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { authenticate }) => {
    app.decorateRequest('session', null);

    const requireSession: AccessHook = async (request) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthorized(m('signInRequired'));
      const session = await authenticate(match[1]);
      if (!session) throw unauthorized(m('sessionEnded'));
      request.session = session;
    };
    app.decorate('requireSession', requireSession);

    app.decorate('requireRole', (role: RestrictedRole): AccessHook => {
      return async (request, reply) => {
        await requireSession(request, reply);
        if (request.session?.role !== role) throw new HttpError(403, m(ROLE_MESSAGE[role]));
      };
    });
  },
  { name: 'nclude-auth', fastify: '5.x' },
);
