import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/api/contract/user';
import { sessions } from '../../server/db/schema/sessions';
import { buildUser, guest, TEST_PASSWORD } from '../support/factories';
import type { TestClient } from '../support/http-client';
import { startOidcPeer } from '../support/oidc-peer';
import { buildTestApp, type TestApp } from '../support/test-app';

const APP_URL = 'http://ouvrage.example';

describe('sign-in with Google and LinkedIn (OpenID Connect)', () => {
  let t: TestApp;
  let idp: Awaited<ReturnType<typeof startOidcPeer>>;
  beforeAll(async () => {
    idp = await startOidcPeer([
      {
        clientId: 'ouvrage-google',
        clientSecret: 'google-secret',
        redirectUri: `${APP_URL}/auth/google`,
        pkce: true,
      },
      {
        clientId: 'ouvrage-linkedin',
        clientSecret: 'linkedin-secret',
        // LinkedIn's web flow refuses a code_verifier, so the app sends no PKCE there.
        redirectUri: `${APP_URL}/auth/linkedin`,
        pkce: false,
      },
    ]);
    t = await buildTestApp({
      env: {
        APP_URL,
        GOOGLE_CLIENT_ID: 'ouvrage-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: idp.issuer,
        LINKEDIN_CLIENT_ID: 'ouvrage-linkedin',
        LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
        LINKEDIN_ISSUER: idp.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** Redirect → the provider signs `sub` in → back to the client route, whose query the client forwards. */
  async function startSignIn(
    c: TestClient,
    provider: 'google' | 'linkedin',
    sub: string,
    query = '',
  ) {
    const redirect = await c.get(`/api/auth/${provider}/redirect${query}`);
    expect(redirect.statusCode).toBe(302);
    const authorization = new URL(redirect.headers.location as string);
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe(
      provider === 'google' ? 'S256' : null,
    );
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${APP_URL}/auth/${provider}`);
    const back = await idp.authorize(authorization.href, sub, `${APP_URL}/auth/${provider}`);
    return `/api/auth/${provider}/callback${back.search}`;
  }

  it('tells which providers are configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true, linkedin: true });
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual(
        {
          google: false,
          linkedin: false,
        },
      );
      expect(
        (await bare.app.inject({ method: 'GET', url: '/api/auth/google/redirect' })).statusCode,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('creates an account on a first sign-in, verified when the provider says so, and finds it again', async () => {
    idp.addAccount('g-1', {
      email: 'Rania@Example.test',
      email_verified: true,
      given_name: 'Rania',
      family_name: 'Slimani',
    });
    const c = await guest(t, 'en');
    const res = await c.get(await startSignIn(c, 'google', 'g-1'));
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({
      email: 'rania@example.test',
      first_name: 'Rania',
      last_name: 'Slimani',
      status: 'P',
      type: 'DESIGN_OFFICE',
      language: 'en',
    });
    expect(user.email_verified_at).not.toBeNull();
    expect((await c.get('/api/account')).json().id).toBe(user.id);

    const again = await guest(t);
    expect((await again.get(await startSignIn(again, 'google', 'g-1'))).json().id).toBe(user.id);
  });

  it('creates the account type asked for at the redirect, unverified when the provider did not verify', async () => {
    idp.addAccount('li-1', {
      email: 'fab@linkedin-example.test',
      email_verified: false,
      given_name: 'Omar',
    });
    const c = await guest(t);
    const res = await c.get(await startSignIn(c, 'linkedin', 'li-1', '?type=MANUFACTURER'));
    expect(res.json()).toMatchObject({
      type: 'MANUFACTURER',
      role: 'manufacturer',
      email_verified_at: null,
    });
  });

  it('links an existing account only when the provider verified the address', async () => {
    const existing = await buildUser(t, { email: 'karim@example.test' });
    idp.addAccount('g-unverified', { email: 'karim@example.test', email_verified: false });
    const c = await guest(t, 'en');
    const refused = await c.get(await startSignIn(c, 'google', 'g-unverified'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email[0]).toMatch(/provider has not verified it/);
    expect((await c.get('/api/account')).statusCode).toBe(401);

    idp.addAccount('g-verified', { email: 'karim@example.test', email_verified: true });
    const linked = await c.get(await startSignIn(c, 'google', 'g-verified'));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().id).toBe(existing.id);
    // The password still works alongside the provider.
    const other = await guest(t);
    expect(
      (await other.post('/api/login', { email: existing.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a callback whose state, nonce or PKCE verifier does not match, and a replayed one', async () => {
    idp.addAccount('g-checks', { email: 'checks@example.test', email_verified: true });
    const c = await guest(t, 'en');
    const tamperedState = (await startSignIn(c, 'google', 'g-checks')).replace(
      /state=[^&]+/,
      'state=forged',
    );
    const bad = await c.get(tamperedState);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.provider).toEqual([
      'Signing in with this provider failed. Please try again.',
    ]);

    for (const field of ['nonce', 'verifier'] as const) {
      const callback = await startSignIn(c, 'google', 'g-checks');
      const id = c.cookies.get('ouvrage_session')!;
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
      const oidc = { ...(row!.data.oidc as Record<string, string>), [field]: 'x'.repeat(43) };
      await t.database.db
        .update(sessions)
        .set({ data: { ...row!.data, oidc } })
        .where(eq(sessions.id, id));
      expect((await c.get(callback)).statusCode, field).toBe(422);
    }

    const callback = await startSignIn(c, 'google', 'g-checks');
    expect((await c.get(callback)).statusCode).toBe(200);
    expect((await c.get(callback)).statusCode).toBe(422);
  });
});
