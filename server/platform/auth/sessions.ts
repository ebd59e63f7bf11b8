import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const SESSION_COOKIE = 'collegium_session';

export interface SessionPolicy {
  /** Signed out after this long without a request. */
  idleMinutes: number;
  /** Signed out after this long whatever happens. */
  absoluteHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMinutes: 12 * 60,
  absoluteHours: 14 * 24,
};

/** SHA-256 of a token: the database never holds a usable session or reset token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new random token (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a session for the user; returns the token for the cookie. */
export async function createSession(
  db: Db,
  userId: string,
  policy: SessionPolicy,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000).toISOString();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

export type UserRow = typeof users.$inferSelect;

export interface LoadedSession {
  tokenHash: string;
  user: UserRow;
  /** While impersonating: the user acted as (user stays the real, signed-in person). */
  actingAs: UserRow | undefined;
}

/**
 * The live session of a token, or undefined when it is unknown, expired, idle too long or its
 * user is inactive. Touches the session at most once a minute (fewer writes on busy screens).
 */
export async function loadSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<LoadedSession | undefined> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const idleLimit = new Date(now.getTime() - policy.idleMinutes * 60_000).toISOString();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now.toISOString()),
        gt(sessions.lastSeenAt, idleLimit),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  let actingAs: UserRow | undefined;
  if (row.session.actingAsUserId) {
    [actingAs] = await db.select().from(users).where(eq(users.id, row.session.actingAsUserId));
  }
  if (now.getTime() - Date.parse(row.session.lastSeenAt) > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, user: row.user, actingAs };
}

/** Ends a session. */
export async function destroySession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Starts or stops acting as another user on a session. */
export async function setActingAs(db: Db, tokenHash: string, userId: string | null): Promise<void> {
  await db
    .update(sessions)
    .set({ actingAsUserId: userId })
    .where(eq(sessions.tokenHash, tokenHash));
}
