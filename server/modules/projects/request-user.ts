import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../../lib/errors';

/** The signed-in user's id (the access hook refused anyone else: server/plugins/audience.ts). */
export function userIdOf(request: FastifyRequest): string {
  const id = request.session?.userId;
  if (!id) throw new UnauthenticatedError();
  return id;
}
