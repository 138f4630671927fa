import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../../lib/errors';

/** The signed-in user's id (routes run `app.requireUser` first). */
export function userIdOf(request: FastifyRequest): string {
  const id = request.session?.userId;
  if (!id) throw new UnauthenticatedError();
  return id;
}
