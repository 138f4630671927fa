import type { FastifyRequest } from 'fastify';
import { languageSchema, type Language } from '../../../src/api/contract/languages';
import type { UserRow } from '../../db/schema/users';
import { UnauthenticatedError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import type { usersRepository } from './users.repository';

/** The signed-in user's row; 401 when there is none (or the account was deleted meanwhile). */
export async function currentUser(
  users: Pick<ReturnType<typeof usersRepository>, 'findById'>,
  request: FastifyRequest,
): Promise<UserRow> {
  const id = request.session?.userId;
  const user = id ? await users.findById(id) : undefined;
  if (!user) throw new UnauthenticatedError();
  return user;
}

/** A guest's language: the one chosen through set-locale, else the Accept-Language header. */
export function guestLanguage(request: FastifyRequest): Language {
  const chosen = languageSchema.safeParse(request.session?.data.locale);
  return chosen.success ? chosen.data : pickLanguage(request.headers['accept-language']);
}
