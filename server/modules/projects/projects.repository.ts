import {
  and,
  asc,
  desc,
  eq,
  ilike,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { projectsQuerySchema } from '../../../src/api/contract/projects';
import type { Db } from '../../db/client';
import { folders, projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { toPerson, type People } from './people';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectListRow = ProjectRow & {
  rootFolderId: string;
  memberRole: string | null;
  fileCount: number;
  folderCount: number;
  size: number;
  memberCount: number;
};

type UserAlias = ReturnType<typeof alias<typeof users, string>>;
const personColumns = (u: UserAlias) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  avatarKey: u.avatarKey,
});

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `"projects"."id"`, qualified: drizzle leaves columns of a one-table select unqualified. */
const PROJECT_ID = sql.raw('"projects"."id"');

/** Counts and the caller's role, computed per row (pages hold at most 100 projects). */
const listColumns = (userId: string | Placeholder) => ({
  rootFolderId: sql<string>`(select r.id from folders r where r.project_id = ${PROJECT_ID} and r.parent_id is null)`,
  memberRole: sql<
    string | null
  >`(select m.role from project_members m where m.project_id = ${PROJECT_ID} and m.user_id = ${userId})`,
  fileCount: sql<number>`(select count(*) from files f where f.project_id = ${PROJECT_ID})`.mapWith(
    Number,
  ),
  folderCount:
    sql<number>`(select count(*) from folders d where d.project_id = ${PROJECT_ID} and d.parent_id is not null)`.mapWith(
      Number,
    ),
  size: sql<number>`(select coalesce(sum(v.size), 0) from file_versions v join files f on f.id = v.file_id where f.project_id = ${PROJECT_ID})`.mapWith(
    Number,
  ),
  memberCount:
    sql<number>`(select count(*) + 1 from project_members m where m.project_id = ${PROJECT_ID})`.mapWith(
      Number,
    ),
});

const flatten = ({
  project,
  ...rest
}: { project: ProjectRow } & Omit<ProjectListRow, keyof ProjectRow>): ProjectListRow => ({
  ...project,
  ...rest,
});

/** What makes two list requests the same query: everything but the values. */
const listShape = (q: z.output<typeof projectsQuerySchema>, order: string) =>
  [q.scope ?? 'all', q.status ? 's' : '', q.q ? 'q' : '', q.sort ?? 'updated_at', order].join('_');

export function projectsRepository(db: Db) {
  const isMine = (userId: string | Placeholder) => eq(projects.ownerId, userId);
  const isShared = (userId: string | Placeholder) =>
    sql`exists (select 1 from project_members m where m.project_id = ${PROJECT_ID} and m.user_id = ${userId})`;

  /** The list's filters: the caller's projects (by scope), its status, the words searched. */
  const listWhere = (
    q: z.output<typeof projectsQuerySchema>,
    userId: string | Placeholder,
    like: string | Placeholder | null,
    status: ProjectRow['status'] | Placeholder | undefined = q.status,
  ) => {
    const scope =
      q.scope === 'owned'
        ? isMine(userId)
        : q.scope === 'shared'
          ? isShared(userId)
          : or(isMine(userId), isShared(userId));
    const filters: (SQL | undefined)[] = [scope];
    if (q.status && status !== undefined) filters.push(eq(projects.status, status));
    if (q.q && like !== null)
      filters.push(
        or(
          ilike(projects.name, like),
          ilike(projects.description, like),
          ilike(projects.address, like),
        ),
      );
    return and(...filters);
  };

  /**
   * The list's query for one shape of request (scope, with or without status and words, sort),
   * built once and prepared (a named statement on PostgreSQL, planned once per connection): the
   * page, its total (a window count over the matching rows) and the people it names (owner, last
   * editor), in one query. Only a page past the end needs a second one for the total.
   */
  const prepareList = (
    q: z.output<typeof projectsQuerySchema>,
    order: 'asc' | 'desc',
    shape: string,
  ) => {
    const column =
      q.sort === 'name'
        ? sql`lower(${projects.name})`
        : q.sort === 'created_at'
          ? projects.createdAt
          : projects.updatedAt;
    const owner = alias(users, 'owner');
    const editor = alias(users, 'editor');
    const userId = sql.placeholder('userId');
    return db
      .select({
        project: projects,
        ...listColumns(userId),
        total: sql<number>`count(*) over ()`.mapWith(Number),
        owner: personColumns(owner),
        editor: personColumns(editor),
      })
      .from(projects)
      .innerJoin(owner, eq(owner.id, projects.ownerId))
      .leftJoin(editor, eq(editor.id, projects.updatedBy))
      .where(listWhere(q, userId, sql.placeholder('like'), sql.placeholder('status')))
      .orderBy(order === 'asc' ? asc(column) : desc(column), asc(projects.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`projects_list_${shape}`);
  };
  const listQueries = new Map<string, ReturnType<typeof prepareList>>();

  return {
    async list(userId: string, q: z.output<typeof projectsQuerySchema>) {
      const order = q.order ?? (q.sort === 'name' ? 'asc' : 'desc');
      const shape = listShape(q, order);
      let query = listQueries.get(shape);
      if (!query) listQueries.set(shape, (query = prepareList(q, order, shape)));
      const found = await query.execute({
        userId,
        status: q.status ?? null,
        like: q.q ? `%${likeEscape(q.q)}%` : null,
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      const people: People = new Map();
      for (const r of found) {
        people.set(r.owner.id, toPerson(r.owner));
        if (r.editor) people.set(r.editor.id, toPerson(r.editor));
      }
      let total = found[0]?.total ?? 0;
      if (found.length === 0 && q.page > 1) {
        const [count] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(projects)
          .where(listWhere(q, userId, q.q ? `%${likeEscape(q.q)}%` : null));
        total = count?.n ?? 0;
      }
      return {
        rows: found.map(({ total: _total, owner: _owner, editor: _editor, ...row }) =>
          flatten(row),
        ),
        total,
        people,
      };
    },

    async get(userId: string, projectId: string): Promise<ProjectListRow | undefined> {
      const [row] = await db
        .select({ project: projects, ...listColumns(userId) })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row ? flatten(row) : undefined;
    },

    /** A project and its root folder, together. */
    create(values: typeof projects.$inferInsert): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        const [project] = await tx.insert(projects).values(values).returning();
        await tx.insert(folders).values({
          projectId: project!.id,
          parentId: null,
          name: project!.name,
          createdBy: values.ownerId,
        });
        return project!;
      });
    },

    update(projectId: string, patch: Partial<typeof projects.$inferInsert>) {
      return db.transaction(async (tx) => {
        const [project] = await tx
          .update(projects)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(projects.id, projectId))
          .returning();
        // The root folder carries the project's name (breadcrumbs start with it).
        if (patch.name !== undefined)
          await tx
            .update(folders)
            .set({ name: patch.name })
            .where(and(eq(folders.projectId, projectId), isNull(folders.parentId)));
        return project!;
      });
    },
  };
}
