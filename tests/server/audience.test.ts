import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as ouvrage } from '../../server/app';
import { audiences, type Audience } from '../../src/api/contract/audience';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { refusal } from '../../server/plugins/audience';
import type { UserRow } from '../../server/db/schema/users';
import type { AccountStatus, UserType } from '../../src/api/contract/user';
import {
  answerOf,
  matrixStates,
  matrixTypes,
  type Answer,
  type MatrixState,
  type MatrixType,
} from '../support/audience-answers';
import { actingAs, buildUser, guest } from '../support/factories';
import { routeAudiences, streamRoutes } from '../support/route-audiences';
import { adminMatrixIds, subscriptionWithProof } from '../support/site';
import { buildTestApp, type TestApp } from '../support/test-app';

/**
 * What the access hook did with a call, read from its answer: 403 with a reason, 404 on an admin
 * route (the admin routes are called about an existing account, so the handler never answers
 * 404), or `ok` when the call went through to validation and the handler (whatever they said).
 */
function hookAnswer(status: number, body: string, audience: Audience): Answer | number {
  if (status === 401) return 401;
  if (status === 403) {
    const reason = (JSON.parse(body) as { reason?: Answer }).reason;
    if (reason) return reason;
  }
  if (status === 404 && audience === 'admin') return 404;
  return 'ok';
}

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
    const row = (type: UserType, s: Partial<UserRow>) =>
      ({ type, emailVerifiedAt: new Date(), ...s }) as UserRow;
    /** Beside the matrix's six states: two that must answer as one of them. */
    const alike: [string, Partial<UserRow>, MatrixState][] = [
      ['carried over (E)', { status: 'E' }, 'approved'],
      ['deactivated, e-mail unverified', { status: 'D', emailVerifiedAt: null }, 'deactivated'],
    ];
    const cases = [
      ...Object.entries(matrixStates).map(([s, r]) => [s, r, s] as const),
      ...alike,
    ] as [string, Partial<UserRow>, MatrixState][];

    it.each(cases)('decides for an account %s', (_name, state, answersAs) => {
      for (const [type, userType] of Object.entries(matrixTypes))
        for (const audience of audiences) {
          const got = refusal(row(userType, state), audience);
          const answer = answerOf(audience, type as MatrixType, answersAs);
          // On an admin route any refusal becomes the same 404.
          if (answer === 404) expect(got, `${type} on ${audience}`).not.toBeNull();
          else expect(got, `${type} on ${audience}`).toBe(answer === 'ok' ? null : answer);
        }
    });

    it('answers every route as written for each user type and account state', async () => {
      const declared = Object.fromEntries(
        t.app.routeAudiences.map((r) => [`${r.method} ${r.url}`, r.audience]),
      );
      // A route missing from the table, gone from the app, or declared otherwise fails here.
      expect(declared).toEqual(routeAudiences);
      const target = await buildUser(t);
      const subscription = await subscriptionWithProof(t, target.id);
      const ids = await adminMatrixIds(t);
      const faqToEdit = await ids.faq();
      const concrete = async (method: string, url: string) => {
        const id = url.includes('/subscriptions/')
          ? subscription
          : url.includes('/plans/')
            ? ids.plan
            : url.includes('/contact-messages/')
              ? ids.contact
              : url.includes('/faqs/')
                ? method === 'DELETE'
                  ? await ids.faq()
                  : faqToEdit
                : target.id;
        return concretePath(url.replace(/:id(?=\/|$)/, id));
      };
      const wrong: string[] = [];
      for (const [type, userType] of Object.entries(matrixTypes))
        for (const [state, fields] of Object.entries(matrixStates)) {
          const user = await buildUser(t, { type: userType, ...fields });
          for (const r of t.app.routeAudiences) {
            const expected = answerOf(r.audience, type as MatrixType, state as MatrixState);
            if (expected === 'ok' && streamRoutes.has(`${r.method} ${r.url}`)) continue;
            // A session of its own for every call: some calls end theirs (logout).
            const c = await actingAs(t, user);
            const url = r.url.startsWith('/api/admin/')
              ? await concrete(r.method, r.url)
              : concretePath(r.url);
            const res = await c.request(
              r.method as 'GET',
              url,
              r.method === 'GET' ? undefined : {},
            );
            const got = hookAnswer(res.statusCode, res.body, r.audience);
            // Onboarding with nothing to tell (an admin's) moves the account on: put it back.
            if (r.method !== 'GET' && r.audience === 'signed-in')
              await usersRepository(t.database.db).update(user.id, { ...fields });
            if (got !== expected)
              wrong.push(`${type} ${state} ${r.method} ${r.url}: ${got} (${expected} expected)`);
          }
        }
      const guests = await guest(t);
      for (const r of t.app.routeAudiences) {
        const res = await guests.request(
          r.method as 'GET',
          concretePath(r.url),
          r.method === 'GET' ? undefined : {},
        );
        if ((r.audience === 'public') !== (res.statusCode !== 401))
          wrong.push(`guest ${r.method} ${r.url}: ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    }, 600_000);

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
