import * as client from 'openid-client';
import type { Config } from '../../config';
import type { Provider } from './identities.repository';

export const providers = ['google', 'linkedin'] as const satisfies readonly Provider[];

export type ProviderSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * PKCE for Google. LinkedIn's web (confidential) flow answers 401 invalid_client when the token
   * request carries a code_verifier (PKCE is for its native apps), so there state, nonce and the
   * client secret protect the exchange.
   */
  pkce: boolean;
};

/** A provider is offered only when its client id and secret are set. */
export function providerSettings(config: Config, provider: Provider): ProviderSettings | null {
  const [id, secret, issuer] =
    provider === 'google'
      ? [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, config.GOOGLE_ISSUER]
      : [config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET, config.LINKEDIN_ISSUER];
  return id && secret
    ? { issuer, clientId: id, clientSecret: secret, pkce: provider === 'google' }
    : null;
}

/**
 * Discovers each provider once (the promise is kept; a failed discovery is retried on the next
 * sign-in). Plain-HTTP issuers are only accepted because tests run a local provider.
 */
export function oidcClients() {
  const cache = new Map<string, Promise<client.Configuration>>();
  return {
    configuration(s: ProviderSettings): Promise<client.Configuration> {
      const key = `${s.issuer}|${s.clientId}`;
      let found = cache.get(key);
      if (!found) {
        const insecure = new URL(s.issuer).protocol === 'http:';
        found = client.discovery(
          new URL(s.issuer),
          s.clientId,
          s.clientSecret,
          client.ClientSecretPost(s.clientSecret),
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        );
        found.catch(() => cache.delete(key));
        cache.set(key, found);
      }
      return found;
    },
  };
}
