import * as client from 'openid-client';
import { z } from 'zod';
import { isLoopbackHttp, type OidcProviderConfig } from './config';

/** How long a started sign-in may take at the provider before it must start again. */
export const FLOW_TTL_SECONDS = 10 * 60;

/** What the callback needs to check the provider's answer: kept in a signed cookie meanwhile. */
export const pendingFlowSchema = z.object({
  provider: z.string(),
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  /** Epoch milliseconds; the cookie's own expiry is only the browser's promise. */
  expiresAt: z.number(),
});
export type PendingFlow = z.infer<typeof pendingFlowSchema>;

/** The identity the provider vouches for, as far as signing in needs it. */
export interface ProviderIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

/** A sign-in that failed for a reason the person can read (shown on the login page). */
export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
}

/** The OpenID Connect client side of social sign-in, one discovery per provider. */
export interface OidcFlows {
  callbackUrl(provider: OidcProviderConfig): string;
  /** The provider's authorization URL, and what to keep until the callback. */
  start(provider: OidcProviderConfig): Promise<{ url: URL; pending: PendingFlow }>;
  /** Exchanges the code of a callback (state, nonce and PKCE checked) for the identity. */
  finish(
    provider: OidcProviderConfig,
    pending: PendingFlow,
    query: URLSearchParams,
  ): Promise<ProviderIdentity>;
}

/** Creates the flows; discovery runs lazily on first use and is cached (retried if it failed). */
export function createOidcFlows(publicUrl: string): OidcFlows {
  const discovered = new Map<string, Promise<client.Configuration>>();

  const configurationOf = (provider: OidcProviderConfig) => {
    let configuration = discovered.get(provider.name);
    if (!configuration) {
      configuration = client.discovery(
        provider.issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        // A local test or development provider speaks plain http; anything else must be https.
        isLoopbackHttp(provider.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      discovered.set(provider.name, configuration);
      configuration.catch(() => discovered.delete(provider.name));
    }
    return configuration;
  };

  const callbackUrl = (provider: OidcProviderConfig) =>
    `${publicUrl}/api/auth/oidc/${provider.name}/callback`;

  return {
    callbackUrl,

    async start(provider) {
      const configuration = await configurationOf(provider);
      const pending: PendingFlow = {
        provider: provider.name,
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
        expiresAt: Date.now() + FLOW_TTL_SECONDS * 1000,
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(provider),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    async finish(provider, pending, query) {
      const configuration = await configurationOf(provider);
      const currentUrl = new URL(callbackUrl(provider));
      currentUrl.search = query.toString();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError) {
          throw new SocialSignInError(
            error.error === 'access_denied'
              ? `Sign-in with ${provider.label} was cancelled`
              : `Sign-in with ${provider.label} failed (${error.error})`,
          );
        }
        throw error;
      }
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim() : undefined;
      // Some providers send the flag as a string; anything but true/"true" is "not verified".
      const verified = claims?.email_verified;
      return { email: email || undefined, emailVerified: verified === true || verified === 'true' };
    },
  };
}
