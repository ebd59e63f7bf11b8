import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, type SessionPolicy } from './sessions';

/** Cookie options of architecture §4: HttpOnly, SameSite=Lax, Secure under https, whole site. */
export function sessionCookieOptions(secure: boolean, policy: SessionPolicy) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: policy.absoluteHours * 3600,
  };
}

/** Puts a new session token in the browser. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  policy: SessionPolicy,
): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure, policy));
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
