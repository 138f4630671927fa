import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectsPageSchema, type Project } from '../../src/api/contract/projects';
import { app as ouvrage } from '../../server/app';
import { openPostgres } from '../../server/db/client';
import { projectInvitations, projects } from '../../server/db/schema/projects';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { joinInvitedProjects } from '../../server/modules/projects/collaborators.repository';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

/**
 * The project list is kept a few seconds per user (server/modules/projects/project-list-cache.ts).
 * Each case reads a list (which keeps it), changes something, and reads again: the change must be
 * there at once. The same cases run with the cache off (PROJECT_LIST_CACHE_SECONDS=0) and must
 * give the same answers; with it on, the reads in between are answered from memory (counted).
 */
describe.each([
  { cache: 'on', seconds: '5' },
  { cache: 'off', seconds: '0' },
])('project list with the cache $cache', ({ seconds }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PROJECT_LIST_CACHE_SECONDS: seconds } });
  });
  afterAll(() => t.close());

  const list = async (c: TestClient, query = '') => {
    const res = await c.get(`/api/projects${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return projectsPageSchema.parse(res.json());
  };
  const named = (page: { data: Project[] }, name: string) => page.data.find((p) => p.name === name);
  /** Reads twice: the second read is a hit when the cache is on, a computation when it is off. */
  const listTwice = async (c: TestClient, query = '') => {
    const before = t.app.projectListCache.stats();
    const first = await list(c, query);
    expect(await list(c, query)).toEqual(first);
    const after = t.app.projectListCache.stats();
    if (seconds === '0') expect(after.misses - before.misses).toBe(2);
    else expect(after.hits - before.hits).toBeGreaterThanOrEqual(1);
    return first;
  };

  it('shows a created, renamed and deleted project on the very next read', async () => {
    const c = await actingAs(t, await buildUser(t));
    expect((await listTwice(c)).meta.total).toBe(0);
    const p = await createProject(c, 'Tour Horizon');
    expect((await listTwice(c)).data.map((x) => x.name)).toEqual(['Tour Horizon']);
    expect((await c.patch(`/api/projects/${p.id}`, { name: 'Tour Zénith' })).statusCode).toBe(200);
    expect((await listTwice(c)).data.map((x) => x.name)).toEqual(['Tour Zénith']);
    expect((await c.delete(`/api/projects/${p.id}`)).statusCode).toBe(204);
    expect((await listTwice(c)).meta.total).toBe(0);
  });

  it("shows a project another user shares, in the other user's list too", async () => {
    const me = await buildUser(t);
    const c = await actingAs(t, me);
    const other = await actingAs(t, await buildUser(t));
    const theirs = await createProject(other, 'Clinique partagée');
    expect((await listTwice(c)).meta.total).toBe(0);
    expect(named(await listTwice(other), 'Clinique partagée')?.member_count).toBe(1);
    const added = await other.post(`/api/projects/${theirs.id}/collaborators`, {
      email: me.email,
      role: 'editor',
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const mine = await listTwice(c);
    expect(mine.data.map((x) => [x.name, x.access.role])).toEqual([
      ['Clinique partagée', 'editor'],
    ]);
    expect(named(await listTwice(other), 'Clinique partagée')?.member_count).toBe(2);
  });

  it('counts an uploaded file and a created folder at once', async () => {
    const c = await actingAs(t, await buildUser(t));
    const p = await createProject(c, 'Lycée');
    expect(named(await listTwice(c), 'Lycée')).toMatchObject({ file_count: 0, size: 0 });
    const model = ifc('v1');
    const up = await upload(c, p.root_folder_id, 'lycee.ifc', model);
    expect(up.statusCode, up.body).toBe(201);
    expect(named(await listTwice(c), 'Lycée')).toMatchObject({
      file_count: 1,
      size: model.length,
      folder_count: 0,
    });
    const folder = await c.post(`/api/projects/${p.id}/folders`, { name: 'Plans' });
    expect(folder.statusCode, folder.body).toBe(201);
    expect(named(await listTwice(c), 'Lycée')?.folder_count).toBe(1);
  });

  it('answers 304 to its ETag until something changes', async () => {
    const c = await actingAs(t, await buildUser(t));
    const p = await createProject(c, 'Gare');
    const first = await c.get('/api/projects');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await c.get('/api/projects', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another answer, another tag (the tag is the answer's hash).
    expect((await c.get('/api/projects?q=nothing')).headers.etag).not.toBe(etag);
    await c.patch(`/api/projects/${p.id}`, { name: 'Gare routière' });
    const changed = await c.get('/api/projects', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data[0].name).toBe('Gare routière');
  });

  it('sends the same bytes compressed when the client takes them', async () => {
    const c = await actingAs(t, await buildUser(t));
    await createProject(c, 'Musée');
    const plain = await c.get('/api/projects');
    const br = await c.get('/api/projects', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("shows a change of a person's name (a user row changed outside any request)", async () => {
    const owner = await buildUser(t, { firstName: 'Amel' });
    const c = await actingAs(t, owner);
    await createProject(c, 'Stade');
    expect(named(await listTwice(c), 'Stade')?.owner.first_name).toBe('Amel');
    await usersRepository(t.database.db).update(owner.id, { firstName: 'Amina' });
    expect(named(await listTwice(c), 'Stade')?.owner.first_name).toBe('Amina');
  });

  it('shows the projects an invitation waited for once the address is proven', async () => {
    // Joined from a verification link or a provider's sign-in: GET requests.
    const inviter = await buildUser(t);
    const other = await actingAs(t, inviter);
    const p = await createProject(other, 'Pont');
    const me = await buildUser(t);
    const c = await actingAs(t, me);
    expect((await listTwice(c)).meta.total).toBe(0);
    await t.database.db
      .insert(projectInvitations)
      .values({ projectId: p.id, email: me.email, role: 'viewer', invitedBy: inviter.id });
    await joinInvitedProjects(t.database.db, me);
    expect((await listTwice(c)).data.map((x) => x.name)).toEqual(['Pont']);
  });

  it.runIf(seconds !== '0')(
    'sees a change written behind its back after its time to live',
    async () => {
      const c = await actingAs(t, await buildUser(t));
      const p = await createProject(c, 'Marché');
      expect((await listTwice(c)).data[0]!.name).toBe('Marché');
      // Another writer that tells nobody (a script on the database): kept answers stay a while.
      await t.database.db
        .update(projects)
        .set({ name: 'Marché couvert' })
        .where(eq(projects.id, p.id));
      expect((await list(c)).data[0]!.name).toBe('Marché');
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + (t.config.PROJECT_LIST_CACHE_SECONDS + 1) * 1000);
        expect((await list(c)).data[0]!.name).toBe('Marché couvert');
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it.runIf(seconds !== '0' && process.env.TEST_DB === 'postgres')(
    'on PostgreSQL, a write answered by another process retires the kept list (NOTIFY)',
    async () => {
      const user = await buildUser(t);
      const here = await actingAs(t, user);
      const p = await createProject(here, 'Usine');
      // A second API process on the same database, its lists kept a minute: only the message
      // from this one can make it compute again within the test.
      const other = await openPostgres(t.database.url!);
      const app = Fastify({ logger: false });
      const config = { ...t.deps.config, PROJECT_LIST_CACHE_SECONDS: 60 };
      await app.register(ouvrage, { ...t.deps, config, database: other });
      await app.ready();
      try {
        const cookie = `ouvrage_session=${here.cookies.get('ouvrage_session')}`;
        const names = async () => {
          const res = await app.inject({
            method: 'GET',
            url: '/api/projects',
            headers: { cookie },
          });
          return (res.json() as { data: Project[] }).data.map((x) => x.name);
        };
        expect(await names()).toEqual(['Usine']);
        // A change that goes through no app tells nobody: the other process keeps its answer.
        await t.database.db
          .update(projects)
          .set({ name: 'Usine (script)' })
          .where(eq(projects.id, p.id));
        expect(await names()).toEqual(['Usine']);
        expect((await here.patch(`/api/projects/${p.id}`, { name: 'Usine B' })).statusCode).toBe(
          200,
        );
        const deadline = Date.now() + 2_000;
        let seen = await names();
        while (seen[0] !== 'Usine B' && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
          seen = await names();
        }
        expect(seen).toEqual(['Usine B']);
      } finally {
        await app.close();
        await other.close();
      }
    },
  );
});
