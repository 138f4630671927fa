import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as ouvrage } from '../../server/app';
import { refusal } from '../../server/plugins/audience';
import type { UserRow } from '../../server/db/schema/users';
import type { AccountStatus, UserType } from '../../src/api/contract/user';
import { actingAs, buildUser, guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

/** A concrete path for a route's pattern: any id will do, the checks under test come first. */
export function concretePath(url: string): string {
  return url
    .replace(/:lng|:lang/g, 'fr')
    .replace(/:provider/g, 'google')
    .replace(/:n\b/g, '1')
    .replace(/:token/g, 'x'.repeat(40))
    .replace(/:[A-Za-z]+/g, randomUUID());
}

describe('route audiences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('declares an audience on every route, listed in the OpenAPI document', async () => {
    expect(t.app.routeAudiences.length).toBeGreaterThan(90);
    const doc = (await (await guest(t)).get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { 'x-audience'?: string }>>;
    };
    for (const r of t.app.routeAudiences) {
      const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        doc.paths[path]?.[r.method.toLowerCase()]?.['x-audience'],
        `${r.method} ${r.url}`,
      ).toBe(r.audience);
    }
  });

  it('refuses to start with a route that declares no audience', async () => {
    const undeclared: FastifyPluginAsyncZod = async (app) => {
      app.get('/api/forgotten', async () => ({ ok: true }));
    };
    const app = Fastify({ logger: false });
    const boot = async () => {
      await app.register(ouvrage, t.deps);
      await app.register(undeclared);
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/GET \/api\/forgotten declares no audience/);
    await app.close().catch(() => {});
  });

  it('refuses every state-changing call without the XSRF token, whatever the spelling of its path', async () => {
    const admin = await actingAs(t, await buildUser(t, { type: 'SUPER_ADMIN' }));
    const unsafe = t.app.routeAudiences.filter((r) => r.method !== 'GET');
    expect(unsafe.length).toBeGreaterThan(50);
    const spellings = (p: string) => [
      p,
      p.replace(/^\/api\//, '/%61pi/'),
      p.replace(/^\/api\//, '/ap%69/'),
      p.replace(/^\/api\//, '//api/'),
      p.replace(/^\/api\//, '/API/'),
    ];
    const allowed: string[] = [];
    for (const r of unsafe) {
      for (const url of spellings(concretePath(r.url))) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url,
          headers: {
            cookie: `ouvrage_session=${admin.cookies.get('ouvrage_session')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'role=admin&email=stranger%40example.test',
        });
        if (![419, 404].includes(res.statusCode))
          allowed.push(`${r.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(allowed).toEqual([]);
  });

  it('takes no form-encoded bodies (no route needs one)', async () => {
    const c = await guest(t);
    const res = await c.post('/api/login', 'email=a%40b.test&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
  });

  describe('the sign-in chain and the areas', () => {
    const states: Record<string, Partial<UserRow>> = {
      unverified: { emailVerifiedAt: null, status: 'P' },
      'not onboarded': { status: 'P' },
      'awaiting approval': { status: 'F' },
      approved: { status: 'A' },
      'carried over (E)': { status: 'E' },
      rejected: { status: 'R' },
      deactivated: { status: 'D' },
      'deactivated, e-mail unverified': { status: 'D', emailVerifiedAt: null },
    };
    const expected: Record<string, string | null> = {
      unverified: 'email_unverified',
      'not onboarded': 'onboarding_required',
      'awaiting approval': 'approval_pending',
      approved: null,
      'carried over (E)': null,
      rejected: 'rejected',
      deactivated: 'deactivated',
      'deactivated, e-mail unverified': 'deactivated',
    };
    const row = (type: UserType, s: Partial<UserRow>) =>
      ({ type, emailVerifiedAt: new Date(), ...s }) as UserRow;

    it.each(Object.keys(states))('an account %s', (state) => {
      const s = states[state]!;
      for (const type of ['DESIGN_OFFICE', 'MANUFACTURER', 'ADMIN'] as const) {
        const chain = expected[state] ?? null;
        expect(refusal(row(type, s), 'public')).toBeNull();
        expect(refusal(row(type, s), 'session')).toBeNull();
        expect(refusal(row(type, s), 'signed-in')).toBe(
          chain === 'rejected' || chain === 'deactivated' ? chain : null,
        );
        expect(refusal(row(type, s), 'member')).toBe(chain);
        expect(refusal(row(type, s), 'pro')).toBe(
          chain ?? (type === 'MANUFACTURER' ? 'wrong_area' : null),
        );
        expect(refusal(row(type, s), 'fab')).toBe(
          chain ?? (type === 'MANUFACTURER' ? null : 'wrong_area'),
        );
        expect(refusal(row(type, s), 'admin')).toBe(
          chain ?? (type === 'ADMIN' ? null : 'wrong_area'),
        );
      }
    });

    async function as(
      type: UserType,
      status: AccountStatus,
      emailVerifiedAt: Date | null = new Date(),
    ) {
      return actingAs(t, await buildUser(t, { type, status, emailVerifiedAt }));
    }

    it('answers 403 with the reason, in the reader language, before looking at the body', async () => {
      const c = await as('DESIGN_OFFICE', 'F');
      c.lang = 'en';
      const res = await c.post('/api/projects', { name: '' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        reason: 'approval_pending',
        message: 'Our team is reviewing your account; you will be told by e-mail.',
      });
    });

    it('keeps the manufacturer out of the professional area', async () => {
      const fab = await as('MANUFACTURER', 'A');
      const res = await fab.get('/api/projects');
      expect(res.statusCode).toBe(403);
      expect(res.json().reason).toBe('wrong_area');
      expect((await fab.get('/api/account')).statusCode).toBe(200);
    });

    it('lets an unfinished account reach its own account, onboarding and logout', async () => {
      const c = await as('DESIGN_OFFICE', 'P', null);
      expect((await c.get('/api/account')).statusCode).toBe(200);
      expect((await c.get('/api/profile/boarding')).statusCode).not.toBe(403);
      expect((await c.post('/api/logout')).statusCode).toBe(204);
    });

    it('answers 404 on admin routes to everyone else, whatever the body', async () => {
      for (const c of [
        await as('DESIGN_OFFICE', 'A'),
        await as('MANUFACTURER', 'A'),
        await as('ADMIN', 'D'),
        await as('ADMIN', 'F'),
      ]) {
        expect((await c.post(`/api/admin/users/${randomUUID()}/reject`, {})).statusCode).toBe(404);
        expect((await c.get('/api/admin/users')).statusCode).toBe(404);
      }
      expect((await (await guest(t)).get('/api/admin/users')).statusCode).toBe(401);
      const admin = await as('ADMIN', 'A');
      expect((await admin.post(`/api/admin/users/${randomUUID()}/reject`, {})).statusCode).toBe(
        422,
      );
    });

    it('takes a change of status into account on the next call', async () => {
      const user = await buildUser(t);
      const c = await actingAs(t, user);
      expect((await c.get('/api/projects')).statusCode).toBe(200);
      const { usersRepository } = await import('../../server/modules/identity/users.repository');
      await usersRepository(t.database.db).update(user.id, { status: 'D' });
      expect((await c.get('/api/projects')).json().reason).toBe('deactivated');
      expect((await c.patch('/api/profile', { first_name: 'Back' })).json().reason).toBe(
        'deactivated',
      );
      // It may still read its account (which tells it why) and sign out.
      expect((await c.get('/api/account')).json().status).toBe('D');
      expect((await c.post('/api/logout')).statusCode).toBe(204);
    });
  });
});
