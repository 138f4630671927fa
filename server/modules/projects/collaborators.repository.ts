import { and, asc, eq, isNull } from 'drizzle-orm';
import { isManufacturerType } from '../../../src/api/contract/audience';
import type { CollaboratorRole } from '../../../src/api/contract/projects';
import type { UserType } from '../../../src/api/contract/user';
import type { Db } from '../../db/client';
import { projectInvitations, projectMembers } from '../../db/schema/projects';
import { shares } from '../../db/schema/shares';
import { users } from '../../db/schema/users';
import { projectListsChanged } from './project-list-cache';

export function collaboratorsRepository(db: Db) {
  return {
    members(projectId: string) {
      return db
        .select({ member: projectMembers, user: users })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(eq(projectMembers.projectId, projectId))
        .orderBy(asc(projectMembers.createdAt));
    },
    invitations(projectId: string) {
      return db
        .select()
        .from(projectInvitations)
        .where(eq(projectInvitations.projectId, projectId))
        .orderBy(asc(projectInvitations.createdAt));
    },
    async member(projectId: string, userId: string) {
      const [row] = await db
        .select()
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return row;
    },
    async invitation(projectId: string, id: string) {
      const [row] = await db
        .select()
        .from(projectInvitations)
        .where(and(eq(projectInvitations.projectId, projectId), eq(projectInvitations.id, id)));
      return row;
    },
    async invitationByEmail(projectId: string, email: string) {
      const [row] = await db
        .select()
        .from(projectInvitations)
        .where(
          and(eq(projectInvitations.projectId, projectId), eq(projectInvitations.email, email)),
        );
      return row;
    },
    async addMember(values: typeof projectMembers.$inferInsert) {
      const [row] = await db.insert(projectMembers).values(values).returning();
      return row!;
    },
    async invite(values: typeof projectInvitations.$inferInsert) {
      const [row] = await db
        .insert(projectInvitations)
        .values(values)
        .onConflictDoUpdate({
          target: [projectInvitations.projectId, projectInvitations.email],
          set: { role: values.role, invitedBy: values.invitedBy },
        })
        .returning();
      return row!;
    },
    async setMemberRole(projectId: string, userId: string, role: CollaboratorRole) {
      await db
        .update(projectMembers)
        .set({ role })
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    },
    async setInvitationRole(id: string, role: CollaboratorRole) {
      await db.update(projectInvitations).set({ role }).where(eq(projectInvitations.id, id));
    },
    async removeMember(projectId: string, userId: string) {
      await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    },
    async removeInvitation(id: string) {
      await db.delete(projectInvitations).where(eq(projectInvitations.id, id));
    },
  };
}

/**
 * Once an address is proven to belong to `user` (verified at registration, through a provider,
 * or after an e-mail change), the invitations and named shares waiting for it become theirs.
 * A manufacturer is not a project member (issue 26): what waited for the address is dropped.
 */
export async function joinInvitedProjects(
  db: Db,
  user: { id: string; email: string; type: UserType },
): Promise<void> {
  const email = user.email.toLowerCase();
  if (isManufacturerType(user.type)) {
    await db.transaction(async (tx) => {
      await tx.delete(projectInvitations).where(eq(projectInvitations.email, email));
      await tx.delete(shares).where(and(eq(shares.kind, 'user'), eq(shares.recipientEmail, email)));
    });
    return;
  }
  await db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(projectInvitations)
      .where(eq(projectInvitations.email, email));
    if (pending.length) {
      await tx
        .insert(projectMembers)
        .values(
          pending.map((i) => ({
            projectId: i.projectId,
            userId: user.id,
            role: i.role,
            invitedBy: i.invitedBy,
          })),
        )
        .onConflictDoNothing();
      await tx.delete(projectInvitations).where(eq(projectInvitations.email, email));
    }
    await tx
      .update(shares)
      .set({ recipientId: user.id })
      .where(and(eq(shares.recipientEmail, email), isNull(shares.recipientId)));
  });
  // Outside any write request (a verification link, a provider's sign-in are GETs).
  projectListsChanged();
}
