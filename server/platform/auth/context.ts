import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PermissionChecker } from '#domain/permissions/claims';
import { meetsRequirement, type Requirement } from '#domain/permissions/requirement';
import type { Db } from '../../db/client';
import { forbidden, unauthorized } from '../errors';
import { revokedSince } from './revocation';
import { claimsOf } from './roles';
import { type Scope, scopeOf, withHelpdeskKey } from './scope';
import {
  hashToken,
  loadSession,
  SESSION_COOKIE,
  type SessionPolicy,
  type UserRow,
} from './sessions';

/** Who is calling: the signed-in person, who they act as, and what that user may do. */
export interface AuthContext {
  tokenHash: string;
  /** The person who signed in (the impersonator while impersonating). */
  realUser: UserRow;
  /** The user whose permissions and scope apply: the impersonated one, or the real user. */
  user: UserRow;
  impersonating: boolean;
  permissions: string[];
  checker: PermissionChecker;
  scope: Scope;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Builds the context of a user (also used to compare permissions before impersonating). */
export function contextFor(
  tokenHash: string,
  realUser: UserRow,
  actingAs: UserRow | undefined,
): AuthContext {
  const user = actingAs ?? realUser;
  const permissions = claimsOf(user);
  const checker = new PermissionChecker(permissions);
  return {
    tokenHash,
    realUser,
    user,
    impersonating: actingAs !== undefined,
    permissions,
    checker,
    scope: withHelpdeskKey(scopeOf(user), checker.check('tickets:admin')),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops a session from this process's cache at once (sign-out, impersonation). */
    forgetSession(tokenHash: string): void;
  }
}

// Sessions are read from the database at most this often per token: most of a request's cost
// otherwise. Changes made in another process (a sign-out there, new roles) apply within it.
const SESSION_CACHE_MS = 5000;

/** Loads the caller's session on every API request (request.auth, null when signed out). */
export function registerAuthContext(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  const cache = new Map<string, { context: AuthContext | null; until: number; at: number }>();
  app.decorate('forgetSession', (tokenHash: string) => {
    cache.delete(tokenHash);
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const key = hashToken(token);
    const now = Date.now();
    const cached = cache.get(key);
    const revoked =
      cached?.context &&
      revokedSince([cached.context.realUser.id, cached.context.user.id], cached.at);
    if (cached && cached.until > now && !revoked) {
      request.auth = cached.context;
      return;
    }
    const session = await loadSession(db, token, policy);
    const context = session ? contextFor(session.tokenHash, session.user, session.actingAs) : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { context, until: now + SESSION_CACHE_MS, at: now });
    request.auth = context;
  });
}

/** The caller's context, or 401 when nobody is signed in. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's context when they meet the requirement: 401 signed out, 403 without permission. */
export function requirePermission(request: FastifyRequest, requirement: Requirement): AuthContext {
  const auth = requireAuth(request);
  if (!meetsRequirement(auth.checker, requirement)) throw forbidden();
  return auth;
}
