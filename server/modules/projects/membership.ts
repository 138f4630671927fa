import { isManufacturerType } from '../../../src/api/contract/audience';
import type { UserRow } from '../../db/schema/users';
import { ValidationError } from '../../lib/errors';

/**
 * Manufacturers are not project members (issue 26): they work in the catalogue area, so they
 * cannot be invited to a project nor receive a file or folder by name (a public link still works
 * for anyone). 422 on the `email` field, saying why.
 */
export function assertMayJoinProjects(account: Pick<UserRow, 'type'> | undefined): void {
  if (account && isManufacturerType(account.type))
    throw ValidationError.field('email', 'validation.manufacturer_not_member');
}
