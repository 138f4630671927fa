import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { viewableBimFormats } from '../../../src/api/contract/products';
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
    /**
     * The project's models a topic can be on: the latest version of each file the viewer opens,
     * IFC first, then the most recently uploaded first.
     */
    async models(projectId: string) {
      const rows = await db
        .select({
          fileId: files.id,
          filename: files.name,
          versionId: fileVersions.id,
          number: fileVersions.number,
          format: fileVersions.format,
          createdAt: fileVersions.createdAt,
        })
        .from(fileVersions)
        .innerJoin(files, eq(files.id, fileVersions.fileId))
        .where(
          and(
            eq(files.projectId, projectId),
            inArray(fileVersions.format, [...viewableBimFormats]),
          ),
        )
        .orderBy(desc(fileVersions.createdAt), desc(fileVersions.number));
      const seen = new Set<string>();
      const latest = rows.filter((r) => !seen.has(r.fileId) && seen.add(r.fileId));
      return [
        ...latest.filter((r) => r.format === 'ifc'),
        ...latest.filter((r) => r.format !== 'ifc'),
      ];
    },
    /** A version of a model of the project (any of its versions), or undefined. */
    model: async (projectId: string, versionId: string) =>
      (
        await db
          .select({
            filename: files.name,
            versionId: fileVersions.id,
            createdAt: fileVersions.createdAt,
          })
          .from(fileVersions)
          .innerJoin(files, eq(files.id, fileVersions.fileId))
          .where(
            and(
              eq(files.projectId, projectId),
              eq(fileVersions.id, versionId),
              inArray(fileVersions.format, [...viewableBimFormats]),
            ),
          )
      )[0],
    /** A file of the project (a BCF document), or undefined. */
    file: async (projectId: string, fileId: string) =>
      (
        await db
          .select({ id: files.id, name: files.name })
          .from(files)
          .where(and(eq(files.projectId, projectId), eq(files.id, fileId)))
      )[0],
    /** Moves a topic onto another version of the project. */
    moveTopic: (topicId: string, versionId: string) =>
      db
        .update(bcfTopics)
        .set({ versionId, modifiedAt: new Date() })
        .where(eq(bcfTopics.id, topicId)),
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
