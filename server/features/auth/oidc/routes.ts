import type {} from '@fastify/cookie';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { setSessionCookie } from '../../../platform/auth/cookies';
import { createSession, type SessionPolicy } from '../../../platform/auth/sessions';
import { notFound } from '../../../platform/errors';
import type { OidcProviderConfig } from './config';
import {
  createOidcFlows,
  FLOW_TTL_SECONDS,
  type PendingFlow,
  pendingFlowSchema,
  SocialSignInError,
} from './flow';

/** The cookie that carries a started sign-in (verifier, state, nonce) to its callback. */
export const OIDC_STATE_COOKIE = 'collegium_oidc';
const COOKIE_PATH = '/api/auth/oidc';

export interface OidcRouteOptions {
  db: Db;
  providers: OidcProviderConfig[];
  /** The app's origin (PUBLIC_URL): redirect URIs are `{publicUrl}/api/auth/oidc/{name}/callback`. */
  publicUrl: string;
  secureCookies: boolean;
  sessionPolicy: SessionPolicy;
}

/** The login page, carrying a message it shows as a 401 login error (spec §2.1). */
export function loginErrorLocation(message: string): string {
  return `/pages/login?socialError=${encodeURIComponent(message)}`;
}

type ProviderParams = { Params: { provider: string } };

/**
 * Social sign-in routes: the public list of providers, the start (302 to the provider) and the
 * callback (session and 302 to '/', or 302 to the login page with a message; never a 500).
 * Needs @fastify/cookie registered with a `secret` (the state cookie is signed).
 */
export function registerOidc(app: FastifyInstance, options: OidcRouteOptions): void {
  const { db, secureCookies, sessionPolicy } = options;
  const byName = new Map(options.providers.map((provider) => [provider.name, provider]));
  const flows = createOidcFlows(options.publicUrl.replace(/\/+$/, ''));
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
  };

  const providerOf = (request: FastifyRequest<ProviderParams>) => {
    const provider = byName.get(request.params.provider);
    if (!provider) throw notFound('Unknown sign-in provider');
    return provider;
  };

  /** The pending flow of the signed cookie, if it is genuine, fresh and for this provider. */
  const pendingOf = (request: FastifyRequest, provider: OidcProviderConfig) => {
    const raw = request.cookies[OIDC_STATE_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return undefined;
    try {
      const json: unknown = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
      const parsed = pendingFlowSchema.safeParse(json);
      if (!parsed.success) return undefined;
      const pending = parsed.data;
      const fresh = pending.expiresAt > Date.now() && pending.provider === provider.name;
      return fresh ? pending : undefined;
    } catch {
      return undefined;
    }
  };

  /** Signs in the active user with the verified email; the message of a refusal otherwise. */
  const signIn = async (
    reply: FastifyReply,
    provider: OidcProviderConfig,
    pending: PendingFlow | undefined,
    query: URLSearchParams,
  ) => {
    // A missing, forged or stale cookie, or a state that is not ours: the flow was not started
    // here (or not by this browser), so nothing from the provider is trusted.
    if (!pending || query.get('state') !== pending.state) {
      throw new SocialSignInError(
        `Your sign-in with ${provider.label} expired or was interrupted; please try again`,
      );
    }
    const identity = await flows.finish(provider, pending, query);
    if (!identity.email) {
      throw new SocialSignInError(`${provider.label} did not share an email address`);
    }
    if (!identity.emailVerified) {
      throw new SocialSignInError(
        `${provider.label} has not verified the email address ${identity.email}`,
      );
    }
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${identity.email})`, eq(users.active, true)))
      .limit(1);
    if (!user) {
      throw new SocialSignInError(`No active account uses the email address ${identity.email}`);
    }
    const token = await createSession(db, user.id, sessionPolicy);
    setSessionCookie(reply, token, secureCookies, sessionPolicy);
  };

  app.get('/api/auth/oidc', async () =>
    options.providers.map(({ name, label }) => ({ name, label })),
  );

  app.get<ProviderParams>('/api/auth/oidc/:provider', async (request, reply) => {
    const provider = providerOf(request);
    reply.header('cache-control', 'no-store');
    try {
      const { url, pending } = await flows.start(provider);
      const value = Buffer.from(JSON.stringify(pending)).toString('base64url');
      reply.setCookie(OIDC_STATE_COOKIE, value, {
        ...cookieOptions,
        signed: true,
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(url.href, 302);
    } catch (error) {
      // Usually the provider's discovery document could not be fetched.
      request.log.warn({ err: error, provider: provider.name }, 'social sign-in could not start');
      const message = `Sign-in with ${provider.label} is not available at the moment`;
      return reply.redirect(loginErrorLocation(message), 302);
    }
  });

  app.get<ProviderParams>('/api/auth/oidc/:provider/callback', async (request, reply) => {
    // Single use whatever happens next (even a 404).
    reply.clearCookie(OIDC_STATE_COOKIE, cookieOptions);
    reply.header('cache-control', 'no-store');
    const provider = providerOf(request);
    const pending = pendingOf(request, provider);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    try {
      await signIn(reply, provider, pending, query);
      return reply.redirect('/', 302);
    } catch (error) {
      if (!(error instanceof SocialSignInError)) {
        request.log.warn({ err: error, provider: provider.name }, 'social sign-in failed');
      }
      const message =
        error instanceof SocialSignInError
          ? error.message
          : `Sign-in with ${provider.label} failed; please try again`;
      return reply.redirect(loginErrorLocation(message), 302);
    }
  });
}
