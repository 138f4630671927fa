import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../server/db/schema/messaging';
import type { UserRow } from '../../server/db/schema/users';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { sendDigests } from '../../server/modules/notifications/digest';
import { notify } from '../../server/modules/notifications/notify';
import { openEventStream } from '../support/event-stream';
import { actingAs, buildUser } from '../support/factories';
import { PNG, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('the event stream and notifications', () => {
  let t: TestApp;
  let base: string;
  let pro: UserRow;
  let fab: UserRow;
  let asPro: TestClient;
  let asFab: TestClient;
  let conversation: string;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    pro = await buildUser(t, { firstName: 'Amina', lastName: 'Pro' });
    fab = await buildUser(t, { type: 'MANUFACTURER' });
    asPro = await actingAs(t, pro);
    asFab = await actingAs(t, fab);
    conversation = (await asPro.post('/api/conversations', { participantId: fab.id })).json().id;
  });
  afterAll(() => t.close());

  const send = (c: TestClient, body: string) =>
    c.post(`/api/conversations/${conversation}/messages`, { body });

  it('is for complete accounts of either area, with their session', async () => {
    const guest = new (asPro.constructor as new (app: unknown) => TestClient)(t.app);
    expect((await openEventStream(base, guest)).status).toBe(401);
    const unfinished = await actingAs(t, await buildUser(t, { status: 'F' }));
    expect((await openEventStream(base, unfinished)).status).toBe(403);
    const stream = await openEventStream(base, asFab);
    expect(stream.status).toBe(200);
    expect((await stream.waitFor((e) => e.type === 'ready')).id).toBeGreaterThanOrEqual(0);
    stream.close();
  });

  it('delivers a new message live to both participants and the notification to the other only', async () => {
    const fabStream = await openEventStream(base, asFab);
    const proStream = await openEventStream(base, asPro);
    const outsider = await openEventStream(base, await actingAs(t, await buildUser(t)));
    await Promise.all(
      [fabStream, proStream, outsider].map((s) => s.waitFor((e) => e.type === 'ready')),
    );
    const m = (await send(asPro, 'Bonjour')).json();
    const got = await fabStream.waitFor((e) => e.type === 'message.created');
    expect(got.data).toMatchObject({ conversation_id: conversation, message_id: m.id });
    await proStream.waitFor((e) => e.type === 'message.created');
    const n = await fabStream.waitFor((e) => e.type === 'notification.created');
    expect(n.data.type).toBe('message_received');
    await asFab.post(`/api/conversations/${conversation}/typing`);
    await proStream.waitFor((e) => e.type === 'conversation.typing');
    await asFab.post(`/api/conversations/${conversation}/read`);
    const receipt = await proStream.waitFor((e) => e.type === 'conversation.read');
    expect(receipt.data.user_id).toBe(fab.id);
    expect(proStream.events.some((e) => e.type === 'notification.created')).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(outsider.events.map((e) => e.type)).toEqual(['ready']);
    for (const s of [fabStream, proStream, outsider]) s.close();
  });

  it('replays what a tab missed after reconnecting with Last-Event-ID, each event once', async () => {
    const first = await openEventStream(base, asFab);
    await send(asPro, 'un');
    const seen = await first.waitFor((e) => e.type === 'message.created');
    first.close();
    await send(asPro, 'deux');
    await send(asPro, 'trois');
    const again = await openEventStream(base, asFab, { lastEventId: seen.id });
    await again.waitFor((e) => e.type === 'message.created');
    await send(asPro, 'quatre');
    await again.waitFor(
      () => again.events.filter((e) => e.type === 'message.created').length === 3,
    );
    const ids = again.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > seen.id)).toBe(true);
    expect(again.events.some((e) => e.type === 'ready')).toBe(false);
    again.close();
  });

  it('ends the stream of an account deactivated meanwhile at its next heartbeat', async () => {
    const user = await buildUser(t);
    const c = await actingAs(t, user);
    // The heartbeat's interval is faked (only it: the sockets and the database run for real),
    // so the test moves the clock by one heartbeat instead of waiting 20 s.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openEventStream(base, c);
      await stream.waitFor((e) => e.type === 'ready');
      await usersRepository(t.database.db).update(user.id, { status: 'D' });
      const { HEARTBEAT_MS } = await import('../../server/modules/events/events.routes');
      const endedEarly = await Promise.race([
        stream.ended.then(() => true),
        new Promise((r) => setTimeout(() => r(false), 300)),
      ]);
      expect(endedEarly).toBe(false);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      const ended = await Promise.race([
        stream.ended.then(() => true),
        new Promise((r) => setTimeout(() => r(false), 10_000)),
      ]);
      expect(ended).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists notifications with the unread count; read, read all, delete; 404 for anyone else', async () => {
    await notify(t.database.db, {
      userId: fab.id,
      type: 'order_step',
      data: { order: 'C-1', step: 'shipped' },
    });
    const list = (await asFab.get('/api/notifications')).json();
    expect(list.unread).toBeGreaterThanOrEqual(1);
    const [latest] = list.data;
    expect(latest).toMatchObject({ type: 'order_step', read_at: null });
    expect((await asPro.post(`/api/notifications/${latest.id}/read`)).statusCode).toBe(404);
    expect((await asPro.delete(`/api/notifications/${latest.id}`)).statusCode).toBe(404);
    expect((await asFab.post(`/api/notifications/${latest.id}/read`)).statusCode).toBe(204);
    const after = (await asFab.get('/api/notifications/unread-count')).json().unread;
    expect(after).toBe(list.unread - 1);
    await asFab.post('/api/notifications/read-all');
    expect((await asFab.get('/api/notifications/unread-count')).json().unread).toBe(0);
    expect((await asFab.delete(`/api/notifications/${latest.id}`)).statusCode).toBe(204);
    expect(
      (await asFab.get('/api/notifications')).json().data.map((n: { id: string }) => n.id),
    ).not.toContain(latest.id);
  });

  it('follows the preferences: not in the app, and mailed in the digest after an hour unread', async () => {
    const prefs = await asPro.put('/api/notifications/preferences', {
      order_step: { app: false, email: true },
    });
    expect(prefs.json()).toMatchObject({
      order_step: { app: false, email: true },
      message_received: { app: true, email: true },
    });
    await notify(t.database.db, {
      userId: pro.id,
      type: 'order_step',
      data: { order: 'C-7', step: 'livrée' },
    });
    const list = (await asPro.get('/api/notifications')).json();
    expect(list.data.some((n: { type: string }) => n.type === 'order_step')).toBe(false);

    // Not an hour yet: nothing mailed.
    expect(await sendDigests(t.deps, t.app.log)).toBe(0);
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(notifications.userId, pro.id));
    expect(await sendDigests(t.deps, t.app.log)).toBe(1);
    expect(await sendDigests(t.deps, t.app.log)).toBe(0);
    const dir = join(t.dataDir, 'mail');
    const mail = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .find((m) => m.includes(pro.email));
    expect(mail).toContain('C-7');
  });

  it('tells a recipient of a share and a new collaborator', async () => {
    const stream = await openEventStream(base, asPro);
    await stream.waitFor((e) => e.type === 'ready');
    const other = await buildUser(t);
    const asOther = await actingAs(t, other);
    const project = (await asOther.post('/api/projects', { name: 'Lycée' })).json();
    await asOther.post(`/api/projects/${project.id}/collaborators`, {
      email: pro.email,
      role: 'viewer',
    });
    const up = (await upload(asOther, project.root_folder_id, 'plan.png', PNG)).json();
    await asOther.post(`/api/files/${up.file.id}/shares`, { kind: 'user', email: pro.email });
    const list = (await asPro.get('/api/notifications')).json();
    expect(list.data[0]).toMatchObject({
      type: 'share_received',
      data: { item: 'plan.png', sender: 'Test User' },
      link: `/pro/shared-with-me/${up.file.id}`,
    });
    expect(list.data[1]).toMatchObject({
      type: 'collaborator_added',
      data: { project: 'Lycée' },
      link: `/pro/projects/${project.id}`,
    });
    await stream.waitFor(
      () => stream.events.filter((e) => e.type === 'notification.created').length === 2,
    );
    stream.close();
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let second: ChildProcess;
  let secondBase: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const port = await freePort();
    secondBase = `http://127.0.0.1:${port}`;
    second = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        DATA_DIR: t.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_SECRET: t.config.appSecret,
        MODEL_WORKERS: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    for (let i = 0; ; i += 1) {
      const up = await fetch(`${secondBase}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 120) throw new Error('the second process did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 90_000);
  afterAll(async () => {
    second?.kill('SIGTERM');
    await t?.close();
  });

  it('delivers a message sent through the first to a stream open on the second within a second', async () => {
    const pro = await buildUser(t);
    const fab = await buildUser(t, { type: 'MANUFACTURER' });
    const asPro = await actingAs(t, pro);
    const asFab = await actingAs(t, fab);
    const id = (await asPro.post('/api/conversations', { participantId: fab.id })).json().id;
    const stream = await openEventStream(secondBase, asFab);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.type === 'ready');
    const latencies: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const sentAt = Date.now();
      const m = (await asPro.post(`/api/conversations/${id}/messages`, { body: `n° ${i}` })).json();
      const got = await stream.waitFor((e) => e.data.message_id === m.id, 1000);
      latencies.push(got.at - sentAt);
    }
    expect(Math.max(...latencies)).toBeLessThan(1000);
    stream.close();
  });
});
