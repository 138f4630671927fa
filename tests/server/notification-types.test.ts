import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationWordingOptions } from '../../src/api/contract/notifications';
import { notifications } from '../../server/db/schema/messaging';
import type { UserRow } from '../../server/db/schema/users';
import { translator } from '../../server/lib/i18n';
import { sendDigests } from '../../server/modules/notifications/digest';
import { notify } from '../../server/modules/notifications/notify';
import { openEventStream } from '../support/event-stream';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, multipart, upload, type UploadResult } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

/** Account decisions, new versions of followed files, BCF topics: each told to its user only. */
describe('notifications of account decisions, followed files and BCF topics', () => {
  let t: TestApp;
  let base: string;
  let owner: UserRow;
  let member: UserRow;
  let outsider: UserRow;
  let asOwner: TestClient;
  let asMember: TestClient;
  let asOutsider: TestClient;
  let project: { id: string; root_folder_id: string };
  let file: UploadResult;

  const of = async (userId: string, type?: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(notifications.createdAt)
    ).filter((n) => !type || n.type === type);

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await buildUser(t, { firstName: 'Omar', lastName: 'Owner' });
    member = await buildUser(t, { firstName: 'Mina', lastName: 'Member' });
    outsider = await buildUser(t);
    asOwner = await actingAs(t, owner);
    asMember = await actingAs(t, member);
    asOutsider = await actingAs(t, outsider);
    project = await createProject(asOwner, 'Gare maritime');
    await asOwner.post(`/api/projects/${project.id}/collaborators`, {
      email: member.email,
      role: 'viewer',
    });
    file = (await upload(asOwner, project.root_folder_id, 'gare.ifc', ifc('one'))).json();
  });
  afterAll(() => t.close());

  it('tells an account of each decision on it, worded in its language at display time', async () => {
    const adminRow = await buildUser(t, { type: 'ADMIN' });
    const admin = await actingAs(t, adminRow, 'en');
    const pending = await buildUser(t, { status: 'F' });
    const refused = await buildUser(t, { status: 'F' });
    expect((await admin.post(`/api/admin/users/${pending.id}/approve`)).statusCode).toBe(200);
    await admin.post(`/api/admin/users/${refused.id}/reject`, { reason: 'SIRET illisible' });
    await admin.post(`/api/admin/users/${pending.id}/deactivate`, {});
    await admin.post(`/api/admin/users/${pending.id}/reactivate`);

    const told = await of(pending.id, 'account_decision');
    expect(told.map((n) => [n.data.decision, n.link])).toEqual([
      ['approved', '/user/space'],
      ['deactivated', null],
      ['reactivated', '/user/space'],
    ]);
    const [rejection] = await of(refused.id);
    expect(rejection).toMatchObject({
      type: 'account_decision',
      data: { decision: 'rejected', reason: 'SIRET illisible' },
      link: '/onboarding',
    });
    expect(await of(adminRow.id)).toEqual([]);

    const words = (lng: 'fr' | 'en' | 'ar', n: (typeof told)[number]) =>
      translator(lng)(`notification_types.${n.type}`, notificationWordingOptions(n));
    expect(words('fr', told[0]!)).toBe('Votre compte a été approuvé : bienvenue !');
    expect(words('en', rejection!)).toBe('Your account was not approved: SIRET illisible');
    expect(words('ar', told[1]!)).toBe('تم تعطيل حسابك');

    const asApproved = await actingAs(t, pending);
    const list = (await asApproved.get('/api/notifications')).json();
    expect(list.data[0]).toMatchObject({
      type: 'account_decision',
      data: { decision: 'reactivated' },
    });
  });

  it('lets whoever may read a file follow it, 404 for anyone else', async () => {
    const url = `/api/files/${file.file.id}/follow`;
    expect((await asMember.get(url)).json()).toEqual({ following: false });
    expect((await asMember.put(url)).json()).toEqual({ following: true });
    expect((await asMember.put(url)).json()).toEqual({ following: true });
    expect((await asMember.get(url)).json()).toEqual({ following: true });
    expect((await asOutsider.put(url)).statusCode).toBe(404);
    expect((await asOutsider.get(url)).statusCode).toBe(404);
  });

  it('tells followers of each new version someone else adds, live on their stream', async () => {
    const stream = await openEventStream(base, asMember);
    await stream.waitFor((e) => e.type === 'ready');
    await asOwner.put(`/api/files/${file.file.id}/follow`);
    const { payload, headers } = multipart('gare.ifc', ifc('two'));
    expect(
      (await asOwner.post(`/api/files/${file.file.id}/versions`, payload, headers)).statusCode,
    ).toBe(201);
    const event = await stream.waitFor((e) => e.type === 'notification.created');
    expect(event.data.type).toBe('file_version');
    stream.close();

    const [told] = await of(member.id, 'file_version');
    expect(told).toMatchObject({
      data: { file: 'gare.ifc', version: 2, sender: 'Omar Owner' },
      link: `/pro/projects/${project.id}/files/${project.root_folder_id}`,
    });
    expect(await of(owner.id, 'file_version')).toEqual([]);
    expect(await of(outsider.id)).toEqual([]);

    // A version through the folder upload (same name) counts too; the author is never told.
    expect(
      (await upload(asOwner, project.root_folder_id, 'gare.ifc', ifc('three'))).json(),
    ).toMatchObject({ created: false });
    expect(await of(member.id, 'file_version')).toHaveLength(2);
    expect(await of(owner.id, 'file_version')).toEqual([]);

    await asMember.delete(`/api/files/${file.file.id}/follow`);
    const next = multipart('gare.ifc', ifc('four'));
    await asOwner.post(`/api/files/${file.file.id}/versions`, next.payload, next.headers);
    expect(await of(member.id, 'file_version')).toHaveLength(2);
  });

  it('tells the assignee of a BCF topic and the people of a topic of its comments', async () => {
    const version = file.version.id;
    const raised = await asOwner.post(`/api/file-versions/${version}/topics`, {
      title: 'Trémie non réservée',
      topic_type: 'issue',
      topic_status: 'open',
      assigned_to: member.email.toUpperCase(),
    });
    expect(raised.statusCode).toBe(201);
    const topic = raised.json();
    const [assigned] = await of(member.id, 'bcf_assigned');
    expect(assigned).toMatchObject({
      data: { topic: 'Trémie non réservée', sender: 'Omar Owner' },
      // The viewer on the topic's version with the topic open (use-topic-link.ts).
      link: `/pro/projects/${project.id}/viewer/${file.file.id}/ifc?version=1&topic=${topic.id}`,
    });

    // The same assignee again: no second notice; someone who cannot open the file: none.
    await asOwner.patch(`/api/topics/${topic.id}`, { assigned_to: member.email });
    expect(await of(member.id, 'bcf_assigned')).toHaveLength(1);
    await asOwner.patch(`/api/topics/${topic.id}`, { assigned_to: outsider.email });
    expect(await of(outsider.id)).toEqual([]);
    await asOwner.patch(`/api/topics/${topic.id}`, { assigned_to: member.email });
    expect(await of(member.id, 'bcf_assigned')).toHaveLength(2);

    await asMember.post(`/api/topics/${topic.id}/comments`, { text: 'Vu, je reprends.' });
    const [commented] = await of(owner.id, 'bcf_commented');
    expect(commented).toMatchObject({
      data: { topic: 'Trémie non réservée', sender: 'Mina Member' },
      link: `/pro/projects/${project.id}/viewer/${file.file.id}/ifc?version=1&topic=${topic.id}`,
    });
    expect(await of(member.id, 'bcf_commented')).toEqual([]);
    await asOwner.post(`/api/topics/${topic.id}/comments`, { text: 'Merci.' });
    expect(await of(member.id, 'bcf_commented')).toHaveLength(1);
    expect(await of(outsider.id)).toEqual([]);
  });

  it('marks a notification e-mailed only once its digest was sent, and retries a failed send', async () => {
    const user = await buildUser(t);
    const id = await notify(t.database.db, {
      userId: user.id,
      type: 'order_step',
      data: { order: 'C-9', step: 'expédiée' },
    });
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(notifications.id, id!));
    const down = {
      ...t.deps,
      mailer: { send: () => Promise.reject(new Error('SMTP down')), close: () => undefined },
    };
    const log = { error: () => undefined };
    expect(await sendDigests(down, log)).toBe(0);
    const [kept] = await of(user.id);
    expect(kept).toMatchObject({ emailedAt: null, digestClaimedUntil: null });
    expect(await sendDigests(t.deps, log)).toBe(1);
    const [sent] = await of(user.id);
    expect(sent!.emailedAt).toBeInstanceOf(Date);
    expect(await sendDigests(t.deps, log)).toBe(0);
  });
});
