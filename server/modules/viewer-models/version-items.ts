import { errorBodySchema } from '../../../src/api/contract/errors';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { loadPeople, type People } from '../projects/people';
import { requireEdit, versionScope, type Scope } from './scope';

/** The error answers every viewer route may give (no session, not allowed, not found). */
export const viewerErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A row of the viewer's per-version items (annotations, viewpoints, tasks). */
interface ItemRow {
  versionId: string;
  authorId: string | null;
}

interface ItemReader<R extends ItemRow> {
  list: (versionId: string) => Promise<R[]>;
  get: (id: string) => Promise<R | undefined>;
}

/** How an item is shown to the API: its row, its author among `people`, and what `scope` allows. */
export type Present<R, D> = (row: R, people: People, scope: Scope) => D;

/**
 * The access plumbing shared by the routes of one kind of item attached to a file version:
 * reading a version's items, the scope to add one, and finding one to read, change or delete
 * (under the rules of scope.ts: 404 without access to the file, 403 without the right).
 */
export function versionItems<R extends ItemRow, D>(
  db: Db,
  repo: ItemReader<R>,
  present: Present<R, D>,
) {
  /** One item with its author, as the API shows it. */
  const show = async (row: R, scope: Scope): Promise<D> =>
    present(row, await loadPeople(db, [row.authorId]), scope);

  return {
    show,
    /** Every item of a version, for anyone who can read its file. */
    async list(userId: string, versionId: string): Promise<D[]> {
      const scope = await versionScope(db, userId, versionId, 'read');
      const rows = await repo.list(scope.versionId);
      const people = await loadPeople(
        db,
        rows.map((r) => r.authorId),
      );
      return rows.map((r) => present(r, people, scope));
    },
    /** The scope to add an item to a version: project members only. */
    contribute: (userId: string, versionId: string): Promise<Scope> =>
      versionScope(db, userId, versionId, 'contribute'),
    /** One item and the scope over it; `edit` also requires its author or a moderator. */
    async find(
      userId: string,
      id: string,
      need: 'read' | 'edit',
    ): Promise<{ row: R; scope: Scope }> {
      const row = await repo.get(id);
      if (!row) throw new NotFoundError();
      const scope = await versionScope(db, userId, row.versionId, 'read');
      if (need === 'edit') requireEdit(scope, row.authorId);
      return { row, scope };
    },
  };
}
