import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileFollows, type files } from '../../db/schema/files';
import { NotFoundError } from '../../lib/errors';
import { notify } from '../notifications/notify';
import { accessControl } from '../projects/access';
import { loadPeople } from '../projects/people';

export function followsRepository(db: Db) {
  return {
    async isFollowing(userId: string, fileId: string) {
      const [row] = await db
        .select({ userId: fileFollows.userId })
        .from(fileFollows)
        .where(and(eq(fileFollows.userId, userId), eq(fileFollows.fileId, fileId)));
      return !!row;
    },
    async follow(userId: string, fileId: string) {
      await db.insert(fileFollows).values({ userId, fileId }).onConflictDoNothing();
    },
    async unfollow(userId: string, fileId: string) {
      await db
        .delete(fileFollows)
        .where(and(eq(fileFollows.userId, userId), eq(fileFollows.fileId, fileId)));
    },
    async followers(fileId: string) {
      const rows = await db
        .select({ userId: fileFollows.userId })
        .from(fileFollows)
        .where(eq(fileFollows.fileId, fileId));
      return rows.map((r) => r.userId);
    },
  };
}

/**
 * Tells each follower of a file but its author that a new version was added: only those who
 * may still read the file (a follower who lost access stops following it), with a link to the
 * folder, or to « shared with me » for someone the file was shared with by name.
 */
export async function notifyFollowers(
  db: Db,
  file: typeof files.$inferSelect,
  version: number,
  authorId: string,
): Promise<void> {
  const repo = followsRepository(db);
  const access = accessControl(db);
  const followers = (await repo.followers(file.id)).filter((id) => id !== authorId);
  if (followers.length === 0) return;
  const author = (await loadPeople(db, [authorId])).get(authorId);
  const sender = author ? `${author.first_name} ${author.last_name}`.trim() : '';
  for (const userId of followers) {
    let role: string;
    try {
      role = (await access.file(userId, file.id, 'read')).access.role;
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      await repo.unfollow(userId, file.id);
      continue;
    }
    await notify(db, {
      userId,
      type: 'file_version',
      data: { file: file.name, version, sender, file_id: file.id },
      link:
        role === 'recipient'
          ? `/pro/shared-with-me/${file.id}`
          : `/pro/projects/${file.projectId}/files/${file.folderId}`,
    });
  }
}
