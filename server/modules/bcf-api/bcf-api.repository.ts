import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileVersions, files } from '../../db/schema/files';
import { projectMembers, projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { bcfTopics } from '../../db/schema/viewer';

/** SQL of the BCF-API: projects a user sees, and a project's topics across its file versions. */
export function bcfApiRepository(db: Db) {
  const visible = (userId: string) =>
    or(
      eq(projects.ownerId, userId),
      exists(
        db
          .select({ one: sql`1` })
          .from(projectMembers)
          .where(and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId))),
      ),
    );
  return {
    /** The projects a user owns or is a member of (share recipients see files, not projects). */
    projects: (userId: string) =>
      db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(visible(userId))
        .orderBy(asc(projects.name), asc(projects.id)),
    project: async (userId: string, projectId: string) =>
      (
        await db
          .select({ id: projects.id, name: projects.name, ownerId: projects.ownerId })
          .from(projects)
          .where(and(eq(projects.id, projectId), visible(userId)))
      )[0],
    /** Every topic of every file version of the project, oldest first. */
    topics: (projectId: string) =>
      db
        .select({ topic: bcfTopics })
        .from(bcfTopics)
        .innerJoin(fileVersions, eq(fileVersions.id, bcfTopics.versionId))
        .innerJoin(files, eq(files.id, fileVersions.fileId))
        .where(eq(files.projectId, projectId))
        .orderBy(asc(bcfTopics.createdAt), asc(bcfTopics.id))
        .then((rows) => rows.map((r) => r.topic)),
    /** The e-mail addresses of the project's owner and members (BCF's user ids). */
    async people(projectId: string, ownerId: string): Promise<string[]> {
      const members = await db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, projectId));
      const ids = [ownerId, ...members.map((m) => m.userId)];
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.email));
      return rows.map((r) => r.email);
    },
  };
}
