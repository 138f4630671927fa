import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collaboratorSchema } from '../../src/api/contract/collaborators';
import { actingAs, buildUser, completeAccount, guest } from '../support/factories';
import { createProject, ifc, upload } from '../support/files';
import { firstLink } from '../support/smtp-peer';
import { APP_URL, withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

describe('collaborators', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  withMailApp((app, peer) => {
    t = app;
    smtp = peer;
  });

  it('adds an existing account with a role, tells it by mail, and the role decides what it may do', async () => {
    const owner = await actingAs(t, await buildUser(t, { firstName: 'Amel', lastName: 'Haddad' }));
    const p = await createProject(owner, 'Tour Est');
    const editorUser = await buildUser(t, { firstName: 'Yanis' });
    const viewerUser = await buildUser(t);
    const res = await owner.post(`/api/projects/${p.id}/collaborators`, {
      email: editorUser.email.toUpperCase(),
      role: 'editor',
    });
    expect(res.statusCode).toBe(201);
    expect(collaboratorSchema.parse(res.json())).toMatchObject({
      id: editorUser.id,
      status: 'active',
      role: 'editor',
    });
    const mail = await smtp.waitFor(editorUser.email);
    expect(mail.subject).toBe('Amel Haddad vous a ajouté au projet « Tour Est »');
    expect(mail.text).toContain('en tant que éditeur');
    expect(firstLink(mail.text)).toBe(`${APP_URL}/pro/projects/${p.id}`);
    await owner.post(`/api/projects/${p.id}/collaborators`, {
      email: viewerUser.email,
      role: 'viewer',
    });

    const editor = await actingAs(t, editorUser);
    const viewer = await actingAs(t, viewerUser, 'en');
    expect((await editor.get(`/api/projects/${p.id}`)).json().access).toMatchObject({
      role: 'editor',
      can_edit: true,
      can_manage: false,
    });
    const up = await upload(editor, p.root_folder_id, 'model.ifc', ifc());
    expect(up.statusCode).toBe(201);
    const refused = await upload(viewer, p.root_folder_id, 'other.ifc', ifc());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This action is not allowed.');
    expect((await viewer.get(`/api/files/${up.json().file.id}/download`)).statusCode).toBe(200);
    expect((await viewer.post(`/api/projects/${p.id}/folders`, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await editor.post(`/api/projects/${p.id}/collaborators`, {
          email: 'x@example.test',
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(403);
    expect((await editor.patch(`/api/projects/${p.id}`, { name: 'Y' })).statusCode).toBe(403);

    const list = collaboratorSchema
      .array()
      .parse((await viewer.get(`/api/projects/${p.id}/collaborators`)).json());
    expect(list.map((c) => [c.role, c.status])).toEqual([
      ['owner', 'active'],
      ['editor', 'active'],
      ['viewer', 'active'],
    ]);
    expect(list[1]!.invited_by!.first_name).toBe('Amel');

    const again = await owner.post(`/api/projects/${p.id}/collaborators`, {
      email: editorUser.email,
      role: 'viewer',
    });
    expect(again.statusCode).toBe(422);
    const self = await owner.post(`/api/projects/${p.id}/collaborators`, {
      email: (await owner.get('/api/account')).json().email,
      role: 'viewer',
    });
    expect(self.statusCode).toBe(422);
  });

  it('lets admins manage roles but never the owner, and anyone leave', async () => {
    const ownerUser = await buildUser(t);
    const owner = await actingAs(t, ownerUser, 'en');
    const p = await createProject(owner);
    const a = await buildUser(t);
    const b = await buildUser(t);
    await owner.post(`/api/projects/${p.id}/collaborators`, { email: a.email, role: 'viewer' });
    await owner.post(`/api/projects/${p.id}/collaborators`, { email: b.email, role: 'viewer' });
    const promoted = await owner.patch(`/api/projects/${p.id}/collaborators/${a.id}`, {
      role: 'admin',
    });
    expect(promoted.json()).toMatchObject({ id: a.id, role: 'admin' });

    const admin = await actingAs(t, a, 'en');
    expect(
      (await admin.patch(`/api/projects/${p.id}`, { name: 'Renamed by admin' })).statusCode,
    ).toBe(200);
    expect(
      (await admin.patch(`/api/projects/${p.id}/collaborators/${b.id}`, { role: 'editor' })).json()
        .role,
    ).toBe('editor');
    const ownerRole = await admin.patch(`/api/projects/${p.id}/collaborators/${ownerUser.id}`, {
      role: 'viewer',
    });
    expect(ownerRole.statusCode).toBe(422);
    expect(ownerRole.json().errors.role).toEqual(["The project owner's role cannot be changed."]);
    expect(
      (await admin.delete(`/api/projects/${p.id}/collaborators/${ownerUser.id}`)).statusCode,
    ).toBe(422);
    expect((await admin.delete(`/api/projects/${p.id}`)).statusCode).toBe(403);
    expect(
      (await admin.patch(`/api/projects/${p.id}/collaborators/${randomUUID()}`, { role: 'viewer' }))
        .statusCode,
    ).toBe(404);

    const other = await actingAs(t, b);
    expect((await other.delete(`/api/projects/${p.id}/collaborators/${a.id}`)).statusCode).toBe(
      403,
    );
    expect((await other.delete(`/api/projects/${p.id}/collaborators/${b.id}`)).statusCode).toBe(
      204,
    );
    expect((await other.get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/projects/${p.id}/collaborators/${a.id}`)).statusCode).toBe(
      204,
    );
    expect((await admin.get(`/api/projects/${p.id}`)).statusCode).toBe(404);
  });

  it('invites an unknown address, which joins once it registers and confirms the address', async () => {
    const owner = await actingAs(
      t,
      await buildUser(t, { firstName: 'Amel', lastName: 'Haddad' }),
      'en',
    );
    const p = await createProject(owner, 'Gare Nord');
    const email = 'new.architect@example.test';
    const res = await owner.post(`/api/projects/${p.id}/collaborators`, { email, role: 'editor' });
    expect(res.statusCode).toBe(201);
    const pending = collaboratorSchema.parse(res.json());
    expect(pending).toMatchObject({ status: 'pending', role: 'editor', email, user: null });
    const invitation = await smtp.waitFor(email);
    expect(invitation.subject).toBe('Amel Haddad invites you to the project “Gare Nord”');
    const link = new URL(firstLink(invitation.text));
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/register`);
    expect(link.searchParams.get('email')).toBe(email);

    expect(
      (
        await owner.patch(`/api/projects/${p.id}/collaborators/${pending.id}`, { role: 'viewer' })
      ).json(),
    ).toMatchObject({ status: 'pending', role: 'viewer' });

    const g = await guest(t);
    const before = smtp.messages.length;
    const reg = await g.post('/api/register', {
      first_name: 'Lina',
      last_name: 'Bensalem',
      email: 'New.Architect@example.test',
      password: 'Str0ng-password',
      password_confirmation: 'Str0ng-password',
      type: 'DESIGN_OFFICE',
      terms: true,
    });
    expect(reg.statusCode).toBe(201);
    // Registering alone does not prove the address: the area refuses the account until then.
    expect((await g.get('/api/projects')).json()).toMatchObject({ reason: 'email_unverified' });
    const verify = await smtp.waitFor(email, before);
    expect((await g.get(`/api${firstLink(verify.text).slice(APP_URL.length)}`)).statusCode).toBe(
      200,
    );
    await completeAccount(t, email);

    const projects = (await g.get('/api/projects')).json().data;
    expect(
      projects.map((x: { name: string; access: { role: string } }) => [x.name, x.access.role]),
    ).toEqual([['Gare Nord', 'viewer']]);
    const list = collaboratorSchema
      .array()
      .parse((await owner.get(`/api/projects/${p.id}/collaborators`)).json());
    expect(list.filter((c) => c.status === 'pending')).toEqual([]);
    expect(list.find((c) => c.email === email)).toMatchObject({
      status: 'active',
      user: { first_name: 'Lina' },
    });
  });

  it('cancels a pending invitation', async () => {
    const owner = await actingAs(t, await buildUser(t));
    const p = await createProject(owner);
    const inv = (
      await owner.post(`/api/projects/${p.id}/collaborators`, {
        email: 'nobody@example.test',
        role: 'viewer',
      })
    ).json();
    expect((await owner.delete(`/api/projects/${p.id}/collaborators/${inv.id}`)).statusCode).toBe(
      204,
    );
    expect((await owner.get(`/api/projects/${p.id}/collaborators`)).json()).toHaveLength(1);
  });
});
