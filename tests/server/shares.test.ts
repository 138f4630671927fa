import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicShareSchema, sharedEntrySchema, shareSchema } from '../../src/api/contract/shares';
import { shares } from '../../server/db/schema/shares';
import { actingAs, buildUser, completeAccount, guest } from '../support/factories';
import { createProject, ifc, PDF, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { firstLink } from '../support/smtp-peer';
import { APP_URL, withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('shares', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let owner: TestClient;
  let project: { id: string; root_folder_id: string };
  let fileId: string;
  withMailApp(async (app, peer) => {
    t = app;
    smtp = peer;
    owner = await actingAs(t, await buildUser(t, { firstName: 'Sofia', lastName: 'Kaci' }), 'en');
    project = await createProject(owner, 'Campus');
    fileId = (await upload(owner, project.root_folder_id, 'Campus.ifc', ifc())).json().file.id;
  });

  const link = async (body: Record<string, unknown> = {}, target = `files/${fileId}`) => {
    const res = await owner.post(`/api/${target}/shares`, { kind: 'link', ...body });
    expect(res.statusCode).toBe(201);
    return shareSchema.parse(res.json());
  };

  it('makes a public link with an unguessable token, opened without signing in', async () => {
    const share = await link({ permission: 'download' });
    expect(Buffer.from(share.token!, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(share.url).toBe(`${APP_URL}/files/${fileId}/shares/${share.token}`);
    expect(share).toMatchObject({
      kind: 'link',
      target: 'file',
      name: 'Campus.ifc',
      status: 'active',
    });
    // Default expiry from the project's parameters (30 days).
    expect(Date.parse(share.expires_at!) - Date.now()).toBeGreaterThan(29 * DAY);

    const anonymous = await guest(t);
    const seen = publicShareSchema.parse(
      (await anonymous.get(`/api/shares/${share.token}`)).json(),
    );
    expect(seen).toMatchObject({
      target: 'file',
      permission: 'download',
      shared_by: { first_name: 'Sofia', last_name: 'Kaci' },
      file: { id: fileId, name: 'Campus.ifc', kind: 'ifc', version: 1 },
      folder: null,
    });
    const dl = await anonymous.get(`/api/shares/${share.token}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(ifc())).toBe(true);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; /);
    const part = await anonymous.get(`/api/shares/${share.token}/download?disposition=inline`, {
      range: 'bytes=0-2',
    });
    expect([part.statusCode, part.body]).toEqual([206, 'ISO']);
  });

  it('keeps a view-only link from downloading the original', async () => {
    const share = await link({ permission: 'view', expires_at: null });
    expect(share.expires_at).toBeNull();
    const anonymous = await guest(t, 'en');
    const refused = await anonymous.get(`/api/shares/${share.token}/download`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This share allows viewing, not downloading.');
    expect(
      (await anonymous.get(`/api/shares/${share.token}/download?disposition=inline`)).statusCode,
    ).toBe(200);
  });

  it('answers 410 once a link has expired and 404 once it is revoked', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const share = await link({ expiresAt: inAnHour });
    expect(share.expires_at).toBe(inAnHour);
    const anonymous = await guest(t, 'en');
    expect((await anonymous.get(`/api/shares/${share.token}`)).statusCode).toBe(200);
    await t.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, share.id));
    const gone = await anonymous.get(`/api/shares/${share.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This share link has expired.');
    expect(
      (await anonymous.get(`/api/shares/${share.token}/download?disposition=inline`)).statusCode,
    ).toBe(410);
    const listed = shareSchema
      .array()
      .parse((await owner.get(`/api/files/${fileId}/shares`)).json());
    expect(listed.find((s) => s.id === share.id)!.status).toBe('expired');

    const live = await link();
    expect((await owner.delete(`/api/shares/${live.id}`)).statusCode).toBe(204);
    const revoked = await anonymous.get(`/api/shares/${live.token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe('This share link does not exist or was revoked.');
    expect((await anonymous.get(`/api/shares/${live.token}/download`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/shares/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('refuses bad share requests', async () => {
    const c = owner;
    expect(
      (await c.post(`/api/files/${fileId}/shares`, { kind: 'user' })).json().errors,
    ).toHaveProperty('email');
    const past = await c.post(`/api/files/${fileId}/shares`, {
      kind: 'link',
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(past.json().errors.expires_at).toEqual(['This date must be in the future.']);
    expect(
      (await c.post(`/api/files/${fileId}/shares`, { kind: 'link', permission: 'edit' }))
        .statusCode,
    ).toBe(422);
    const me = (await c.get('/api/account')).json().email;
    expect(
      (await c.post(`/api/files/${fileId}/shares`, { kind: 'user', email: me })).statusCode,
    ).toBe(422);
  });

  it('shares a folder by link: browse down inside it, download its files, nothing outside', async () => {
    const docs = (await owner.post(`/api/projects/${project.id}/folders`, { name: 'Docs' })).json();
    const sub = (
      await owner.post(`/api/projects/${project.id}/folders`, { name: 'Lots', parent_id: docs.id })
    ).json();
    const inside = (await upload(owner, sub.id, 'CCTP.pdf', PDF)).json().file.id;
    const share = await link({ permission: 'download' }, `folders/${docs.id}`);
    expect(share.url).toBe(`${APP_URL}/files/${docs.id}/shares/${share.token}`);
    const anonymous = await guest(t);
    const top = publicShareSchema.parse((await anonymous.get(`/api/shares/${share.token}`)).json());
    expect(top.folder).toMatchObject({
      name: 'Docs',
      path: [{ id: docs.id, name: 'Docs' }],
      folders: [{ id: sub.id, name: 'Lots' }],
      files: [],
    });
    const down = publicShareSchema.parse(
      (await anonymous.get(`/api/shares/${share.token}?folder_id=${sub.id}`)).json(),
    );
    expect(down.folder!.path.map((c) => c.name)).toEqual(['Docs', 'Lots']);
    expect(down.folder!.files.map((f) => f.name)).toEqual(['CCTP.pdf']);
    const dl = await anonymous.get(
      `/api/shares/${share.token}/download?file_id=${inside}&disposition=inline`,
    );
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(
      (await anonymous.get(`/api/shares/${share.token}/download?file_id=${fileId}`)).statusCode,
    ).toBe(404);
    expect(
      (await anonymous.get(`/api/shares/${share.token}?folder_id=${project.root_folder_id}`))
        .statusCode,
    ).toBe(404);
    expect((await anonymous.get(`/api/shares/${share.token}/download`)).statusCode).toBe(422);
  });

  it('shares with a person by e-mail: mailed, listed, readable through the file routes, nothing more', async () => {
    const recipientUser = await buildUser(t, { firstName: 'Omar' });
    const res = await owner.post(`/api/files/${fileId}/shares`, {
      kind: 'user',
      email: recipientUser.email,
      permission: 'view',
    });
    expect(res.statusCode).toBe(201);
    const share = shareSchema.parse(res.json());
    expect(share).toMatchObject({
      kind: 'user',
      token: null,
      url: null,
      recipient: { email: recipientUser.email, user: { first_name: 'Omar' } },
    });
    const mail = await smtp.waitFor(recipientUser.email);
    expect(mail.subject).toBe('Sofia Kaci a partagé « Campus.ifc » avec vous');
    expect(firstLink(mail.text)).toBe(`${APP_URL}/pro/shared-with-me/${fileId}`);

    const r = await actingAs(t, recipientUser, 'en');
    const mine = sharedEntrySchema.array().parse((await r.get('/api/shared-with-me')).json());
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      project: { name: 'Campus' },
      file: { id: fileId, name: 'Campus.ifc' },
      folder: null,
    });
    const detail = (await r.get(`/api/files/${fileId}`)).json();
    expect(detail).toMatchObject({
      path: [],
      access: { role: 'recipient', can_download: false, can_edit: false },
    });
    expect((await r.get(`/api/files/${fileId}/versions`)).statusCode).toBe(200);
    expect((await r.get(`/api/files/${fileId}/download?disposition=inline`)).statusCode).toBe(200);
    expect((await r.get(`/api/files/${fileId}/download`)).statusCode).toBe(403);
    expect((await r.patch(`/api/files/${fileId}`, { name: 'x.ifc' })).statusCode).toBe(403);
    expect((await r.post(`/api/files/${fileId}/shares`, { kind: 'link' })).statusCode).toBe(403);
    expect((await r.get(`/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await r.get(`/api/folders/${project.root_folder_id}/files`)).statusCode).toBe(404);

    // Sharing again updates the same share.
    await owner.post(`/api/files/${fileId}/shares`, {
      kind: 'user',
      email: recipientUser.email,
      permission: 'download',
    });
    expect((await r.get(`/api/files/${fileId}/download`)).statusCode).toBe(200);
    expect((await r.get('/api/shared-with-me')).json()).toHaveLength(1);

    // The recipient may drop it.
    expect((await r.delete(`/api/shares/${share.id}`)).statusCode).toBe(204);
    expect((await r.get(`/api/files/${fileId}`)).statusCode).toBe(404);
  });

  it('shares a folder with a person: everything below it, breadcrumbs from the shared folder', async () => {
    const plans = (
      await owner.post(`/api/projects/${project.id}/folders`, { name: 'Plans' })
    ).json();
    const level = (
      await owner.post(`/api/projects/${project.id}/folders`, { name: 'R+1', parent_id: plans.id })
    ).json();
    const deep = (await upload(owner, level.id, 'R1.pdf', PDF)).json().file.id;
    const u = await buildUser(t);
    await owner.post(`/api/folders/${plans.id}/shares`, {
      kind: 'user',
      email: u.email,
      permission: 'download',
    });
    const r = await actingAs(t, u);
    const folder = (await r.get(`/api/folders/${level.id}`)).json();
    expect(folder.path.map((c: { name: string }) => c.name)).toEqual(['Plans', 'R+1']);
    expect(folder.access.role).toBe('recipient');
    expect(
      (await r.get(`/api/folders/${level.id}/files`)).json().map((f: { id: string }) => f.id),
    ).toEqual([deep]);
    expect(
      (await r.get(`/api/files/${deep}`)).json().path.map((c: { name: string }) => c.name),
    ).toEqual(['Plans', 'R+1']);
    expect((await r.get(`/api/files/${deep}/download`)).statusCode).toBe(200);
    expect(
      (await r.post(`/api/projects/${project.id}/folders`, { name: 'no', parent_id: plans.id }))
        .statusCode,
    ).toBe(404);
    expect((await r.get(`/api/files/${fileId}`)).statusCode).toBe(404);
    const entry = sharedEntrySchema.parse((await r.get('/api/shared-with-me')).json()[0]);
    expect(entry.folder).toMatchObject({ id: plans.id, name: 'Plans' });
  });

  it('lists my shares, shows tokens only to those who manage them, and obeys the link-sharing parameter', async () => {
    const editorUser = await buildUser(t);
    const adminUser = await buildUser(t);
    await owner.post(`/api/projects/${project.id}/collaborators`, {
      email: editorUser.email,
      role: 'editor',
    });
    await owner.post(`/api/projects/${project.id}/collaborators`, {
      email: adminUser.email,
      role: 'admin',
    });
    const editor = await actingAs(t, editorUser);
    const admin = await actingAs(t, adminUser);
    const mine = (await editor.post(`/api/files/${fileId}/shares`, { kind: 'link' })).json();
    const byMe = sharedEntrySchema.array().parse((await editor.get('/api/shared-by-me')).json());
    expect(byMe.map((e) => e.share.id)).toEqual([mine.id]);
    expect(byMe[0]!.share.token).toBe(mine.token);

    const ownerLink = await link();
    const seenByEditor = shareSchema
      .array()
      .parse((await editor.get(`/api/files/${fileId}/shares`)).json());
    expect(seenByEditor.find((s) => s.id === ownerLink.id)!.token).toBeNull();
    expect(seenByEditor.find((s) => s.id === mine.id)!.token).toBe(mine.token);
    const seenByAdmin = shareSchema
      .array()
      .parse((await admin.get(`/api/files/${fileId}/shares`)).json());
    expect(seenByAdmin.find((s) => s.id === ownerLink.id)!.token).toBe(ownerLink.token);
    expect((await editor.delete(`/api/shares/${ownerLink.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/shares/${mine.id}`)).statusCode).toBe(204);

    const anonymous = await guest(t);
    const opens = async () => [
      (await anonymous.get(`/api/shares/${ownerLink.token}`)).statusCode,
      (await anonymous.get(`/api/shares/${ownerLink.token}/download?disposition=inline`))
        .statusCode,
    ];
    expect(await opens()).toEqual([200, 200]);
    await owner.patch(`/api/projects/${project.id}/parameters`, { link_sharing: false });
    const off = await owner.post(`/api/files/${fileId}/shares`, { kind: 'link' });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('Link sharing is turned off for this project.');
    // Existing links sleep while sharing is off, and wake when it is back on.
    expect(await opens()).toEqual([404, 404]);
    await owner.patch(`/api/projects/${project.id}/parameters`, { link_sharing: true });
    expect(await opens()).toEqual([200, 200]);
  });

  it('gives a share made to an unknown address to the account that registers and confirms it', async () => {
    const email = 'future.client@example.test';
    await owner.post(`/api/files/${fileId}/shares`, { kind: 'user', email, permission: 'view' });
    const invite = await smtp.waitFor(email);
    expect(new URL(firstLink(invite.text)).pathname).toBe('/register');
    const g = await guest(t);
    const before = smtp.messages.length;
    await g.post('/api/register', {
      first_name: 'Rania',
      last_name: 'Meziane',
      email,
      password: 'Str0ng-password',
      password_confirmation: 'Str0ng-password',
      type: 'PROJECT_OWNER',
      terms: true,
    });
    expect((await g.get('/api/shared-with-me')).json()).toMatchObject({
      reason: 'email_unverified',
    });
    const verify = await smtp.waitFor(email, before);
    await g.get(`/api${firstLink(verify.text).slice(APP_URL.length)}`);
    await completeAccount(t, email);
    const entries = sharedEntrySchema.array().parse((await g.get('/api/shared-with-me')).json());
    expect(entries.map((e) => e.file?.id)).toEqual([fileId]);
  });
});
