import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectInvitations, projectMembers } from '../../server/db/schema/projects';
import { shares } from '../../server/db/schema/shares';
import type { UserRow } from '../../server/db/schema/users';
import { joinInvitedProjects } from '../../server/modules/projects/collaborators.repository';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { actingAs, buildUser, guest, TEST_PASSWORD } from '../support/factories';
import { createProject, ifc, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

const WHY =
  'Manufacturers are not project members: they work in their catalogue area. To show them a file, send them a public link.';

describe('who may be a project member (issue 26)', () => {
  let t: TestApp;
  let owner: TestClient;
  let ownerRow: UserRow;
  let fab: UserRow;
  let project: { id: string; root_folder_id: string };
  let fileId: string;
  let folderId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ownerRow = await buildUser(t);
    owner = await actingAs(t, ownerRow, 'en');
    fab = await buildUser(t, { type: 'MANUFACTURER' });
    project = await createProject(owner);
    folderId = (await owner.post(`/api/projects/${project.id}/folders`, { name: 'Lot' })).json().id;
    fileId = (await upload(owner, folderId, 'model.ifc', ifc())).json().file.id;
  });
  afterAll(() => t.close());

  describe('manufacturers are not project members', () => {
    it('refuses a manufacturer as a collaborator, saying why', async () => {
      const res = await owner.post(`/api/projects/${project.id}/collaborators`, {
        email: fab.email.toUpperCase(),
        role: 'viewer',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: [WHY] });
      expect(await t.database.db.select().from(projectMembers)).toEqual([]);
    });

    it('refuses to share a file or a folder with a manufacturer by e-mail', async () => {
      for (const target of [`files/${fileId}`, `folders/${folderId}`]) {
        const res = await owner.post(`/api/${target}/shares`, {
          kind: 'user',
          email: fab.email,
          permission: 'view',
        });
        expect(res.statusCode, target).toBe(422);
        expect(res.json().errors).toEqual({ email: [WHY] });
      }
      expect(await t.database.db.select().from(shares)).toEqual([]);
    });

    it('still lets a public link reach anyone, a manufacturer too', async () => {
      const link = await owner.post(`/api/files/${fileId}/shares`, {
        kind: 'link',
        permission: 'download',
      });
      expect(link.statusCode).toBe(201);
      const token = link.json().token as string;
      for (const c of [await actingAs(t, fab), await guest(t)])
        expect((await c.get(`/api/shares/${token}/download`)).statusCode).toBe(200);
      await owner.delete(`/api/shares/${link.json().id}`);
    });

    it('drops what waited for the address of an account that turns out to be a manufacturer', async () => {
      const email = 'future-fab@example.test';
      expect(
        (await owner.post(`/api/projects/${project.id}/collaborators`, { email, role: 'editor' }))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await owner.post(`/api/files/${fileId}/shares`, {
            kind: 'user',
            email,
            permission: 'view',
          })
        ).statusCode,
      ).toBe(201);
      const registered = await buildUser(t, { email, type: 'MANUFACTURER' });
      await joinInvitedProjects(t.database.db, registered);
      const db = t.database.db;
      expect(await db.select().from(projectInvitations)).toEqual([]);
      expect(await db.select().from(projectMembers)).toEqual([]);
      expect(await db.select().from(shares).where(eq(shares.recipientEmail, email))).toEqual([]);
    });

    it('removes the existing rows of that kind with a migration, and only those', async () => {
      const db = t.database.db;
      const pro = await buildUser(t);
      await db.insert(projectMembers).values([
        { projectId: project.id, userId: fab.id, role: 'viewer' },
        { projectId: project.id, userId: pro.id, role: 'viewer' },
      ]);
      await db.insert(projectInvitations).values([
        { projectId: project.id, email: fab.email, role: 'viewer' },
        { projectId: project.id, email: 'someone@example.test', role: 'viewer' },
      ]);
      const named = (recipientId: string | null, recipientEmail: string) => ({
        kind: 'user' as const,
        projectId: project.id,
        fileId,
        permission: 'view' as const,
        recipientId,
        recipientEmail,
        createdBy: ownerRow.id,
      });
      await db
        .insert(shares)
        .values([
          named(fab.id, fab.email),
          named(null, fab.email.toUpperCase()),
          named(pro.id, pro.email),
        ]);
      await db.insert(shares).values({
        kind: 'link',
        projectId: project.id,
        fileId,
        permission: 'view',
        token: 'fab-link-token',
        createdBy: ownerRow.id,
      });

      const migration = readFileSync('server/db/migrations/0006_fab_not_members.sql', 'utf8');
      for (const statement of migration.split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));

      expect((await db.select().from(projectMembers)).map((m) => m.userId)).toEqual([pro.id]);
      expect((await db.select().from(projectInvitations)).map((i) => i.email)).toEqual([
        'someone@example.test',
      ]);
      const left = await db.select().from(shares);
      expect(left.map((s) => s.recipientId ?? s.kind).sort()).toEqual(['link', pro.id].sort());
      await db.delete(projectMembers);
      await db.delete(projectInvitations);
      await db.delete(shares);
    });
  });

  describe('deactivated and rejected accounts: their shares and collaborations are inert, then restored', () => {
    it.each([
      ['deactivated', 'D'],
      ['rejected', 'R'],
    ] as const)('%s', async (reason, status) => {
      const member = await buildUser(t, { type: 'PROJECT_OWNER' });
      const recipient = await buildUser(t);
      const members = await actingAs(t, member);
      const recipients = await actingAs(t, recipient);
      expect(
        (
          await owner.post(`/api/projects/${project.id}/collaborators`, {
            email: member.email,
            role: 'editor',
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await owner.post(`/api/files/${fileId}/shares`, {
            kind: 'user',
            email: recipient.email,
            permission: 'download',
          })
        ).statusCode,
      ).toBe(201);
      const uses = {
        member: [
          () => members.get(`/api/projects/${project.id}`),
          () => members.get(`/api/folders/${folderId}/files`),
          () => members.post(`/api/projects/${project.id}/folders`, { name: `By ${reason}` }),
        ],
        recipient: [
          () => recipients.get('/api/shared-with-me'),
          () => recipients.get(`/api/files/${fileId}/download`),
        ],
      };
      const all = [...uses.member, ...uses.recipient];
      for (const use of all) expect((await use()).statusCode).toBeLessThan(300);

      const users = usersRepository(t.database.db);
      await users.update(member.id, { status });
      await users.update(recipient.id, { status });
      for (const use of all) {
        const res = await use();
        expect(res.statusCode).toBe(403);
        expect(res.json().reason).toBe(reason);
      }
      // Signing in again changes nothing: the account only learns its status.
      const again = await guest(t);
      const login = await again.post('/api/login', {
        email: member.email,
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      expect((await again.get('/api/account')).json().status).toBe(status);
      expect((await again.get(`/api/projects/${project.id}`)).json().reason).toBe(reason);
      // The rows stay in place: the owner still sees the collaborator and the share.
      const collaborators = (await owner.get(`/api/projects/${project.id}/collaborators`)).json();
      expect(collaborators.map((c: { email: string }) => c.email)).toContain(member.email);
      const fileShares = (await owner.get(`/api/files/${fileId}/shares`)).json();
      expect(
        fileShares.map((s: { recipient: { email: string } | null }) => s.recipient?.email),
      ).toContain(recipient.email);
      const kept = await t.database.db
        .select()
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, member.id)));
      expect(kept).toHaveLength(1);

      // Reactivation (or approval) restores them as they were.
      await users.update(member.id, { status: 'A' });
      await users.update(recipient.id, { status: 'A' });
      for (const use of [...uses.member.slice(0, 2), ...uses.recipient])
        expect((await use()).statusCode).toBe(200);
      const shared = (await recipients.get('/api/shared-with-me')).json();
      expect(shared.map((e: { file: { id: string } }) => e.file.id)).toEqual([fileId]);
      expect((await again.get(`/api/projects/${project.id}`)).json().access.role).toBe('editor');
    });
  });
});
