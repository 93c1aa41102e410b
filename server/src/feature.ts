// What a feature area gives the server. Building one registers its job handlers (in every process
// that runs jobs); the API then registers its routes and starts its periodic work.
import type { FastifyInstance } from 'fastify';

export interface Feature {
  /** Its HTTP routes and decorations (API processes only). */
  register(app: FastifyInstance): Promise<void>;
  /** Periodic work, started once the API listens (after migrations) and stopped on close. */
  start?(app: FastifyInstance): Promise<void>;
  stop?(): Promise<void>;
}
