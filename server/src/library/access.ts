// Who may use the library: readers whose account has the `library` scope (given by the whitelist
// entry they signed up with, or by an organisation's enrolment). Checked here, on the server, for
// every call: the browser's check of the stored scope only hides pages.
import type { FastifyInstance } from 'fastify';
import { LIBRARY_SCOPE } from '@nclude/shared/contracts';
import type { AccessHook } from '../auth/plugin';
import { HttpError } from '../errors';
import { libraryText } from './messages';

/** onRequest hook: a live session (else 401) of an account with the library scope (else 403). */
export function requireLibrary(app: FastifyInstance): AccessHook {
  return async (request, reply) => {
    await app.requireSession(request, reply);
    if (request.session?.scope !== LIBRARY_SCOPE)
      throw new HttpError(403, libraryText('scopeRequired'));
  };
}
