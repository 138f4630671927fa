import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

export type TestClaims = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

/**
 * A real OpenID provider (oidc-provider) on a free port standing in for Google and LinkedIn: one
 * confidential client per `clients` entry, accounts whose claims the test controls, and an
 * interaction that signs in whichever account `loginAs` chose (no login page).
 */
export async function startOidcPeer(
  clients: { clientId: string; clientSecret: string; redirectUri: string; pkce: boolean }[],
) {
  const accounts = new Map<string, TestClaims>();
  let loginAs: string | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    findAccount: (_ctx: unknown, sub: string): Account | undefined =>
      accounts.has(sub)
        ? { accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) }
        : undefined,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Put the scope's claims in the ID token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    cookies: { keys: ['oidc-peer-test-cookie-key'] },
    // Own signing key and lifetimes, so the provider does not warn about its development defaults.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: 'test',
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    // A client registered with PKCE gets nothing without it (as Google would check it).
    pkce: {
      required: (_ctx: unknown, client: { clientId: string }) =>
        clients.find((c) => c.clientId === client.clientId)?.pkce ?? true,
    },
  });
  const handler = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handler(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: loginAs } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant =
        (details.grantId && (await provider.Grant.find(details.grantId))) ||
        new provider.Grant({
          accountId: details.session!.accountId,
          clientId: String(details.params.client_id),
        });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  return {
    issuer,
    addAccount(sub: string, claims: TestClaims) {
      accounts.set(sub, claims);
    },
    /**
     * Plays the browser at the provider: follows redirects from the authorization URL, with a
     * cookie jar, signed in as `sub`, until the provider sends it back to `redirectPrefix`.
     */
    async authorize(authorizationUrl: string, sub: string, redirectPrefix: string): Promise<URL> {
      loginAs = sub;
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const [name, value = ''] = pair!.split('=');
          if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || !value) jar.delete(name!.trim());
          else jar.set(name!.trim(), value);
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url);
        if (url.href.startsWith(redirectPrefix)) return url;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
