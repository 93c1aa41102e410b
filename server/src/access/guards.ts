// onRequest hooks for role-restricted routes: a live session (else 401) with the right role (else 403).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@nclude/shared/contracts';
import type { AuthService, AuthenticatedSession } from '../auth/service';
import { HttpError, unauthorized } from '../errors';
import { m } from '../messages';
import { requireSession } from '../routes/auth';

const ROLE_MESSAGE: Record<Exclude<Role, 'user'>, 'adminRequired' | 'orgRequired'> = {
  admin: 'adminRequired',
  org: 'orgRequired',
};

export function requireRole(auth: AuthService, role: Exclude<Role, 'user'>) {
  const session = requireSession(auth);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await session(request, reply);
    if (request.session?.role !== role) throw new HttpError(403, m(ROLE_MESSAGE[role]));
  };
}

/** The session a role guard has put on the request. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw unauthorized(m('signInRequired'));
  return request.session;
}
