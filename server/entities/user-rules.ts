import { and, eq, ne, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '#domain/users/roles';
import { claimsNotHeld } from '#domain/users/templates';
import { sessions, users } from '../db/schema';
import { revokeUserSessions } from '../platform/auth/revocation';
import type { Row, WriteContext } from '../platform/entities/define';
import { AppError, invalid } from '../platform/errors';

// The rules of a user account hold for every writer: the user-management routes
// (server/features/users) and the generic /api/users entity routes alike.

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const isActiveAdmin = (row: Row | undefined) =>
  row !== undefined && row.active === true && list(row.roles).includes('admin');

/** 409 naming the e-mail field when another account has this address, whatever its case. */
async function checkEmailFree({ tx, after }: WriteContext): Promise<void> {
  if (!after || typeof after.email !== 'string') return;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${after.email})`, ne(users.id, after.id)))
    .limit(1);
  if (taken) {
    const message = 'Another user has this email address';
    throw new AppError('CONFLICT', 409, message, [{ message, param: 'email' }]);
  }
}

/** 422 when the change would leave no active administrator. */
async function checkLastAdmin({ tx, before, after }: WriteContext): Promise<void> {
  if (!isActiveAdmin(before) || isActiveAdmin(after) || !before) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), sql`'admin' = any(${users.roles})`, ne(users.id, before.id)))
    .limit(1);
  if (other) return;
  const message = !after
    ? 'The last active administrator cannot be deleted'
    : after.active !== true
      ? 'The last active administrator cannot be deactivated'
      : 'The last active administrator cannot lose the administrator role';
  throw new AppError('VALIDATION', 422, message, [
    { message, param: after?.active !== true ? 'active' : 'roles' },
  ]);
}

/** 422 for a role the product does not know; 403 naming the claims the caller does not hold. */
function checkGrants({ auth, before, after }: WriteContext): void {
  if (!after) return;
  const roles = list(after.roles);
  const unknown = roles.filter((role) => !(ROLE_NAMES as string[]).includes(role));
  const hadRoles = list(before?.roles);
  if (unknown.some((role) => !hadRoles.includes(role))) {
    throw invalid([{ message: `Unknown role: ${unknown.join(', ')}`, param: 'roles' }]);
  }
  const refused = claimsNotHeld(
    auth.permissions,
    { roles, claims: list(after.claims) },
    { roles: hadRoles, claims: list(before?.claims) },
  );
  if (refused.length > 0) {
    const message = `You cannot grant permissions you do not hold yourself: ${refused.join(', ')}`;
    throw new AppError('FORBIDDEN', 403, message, [{ message, param: 'claims' }]);
  }
}

/** Every rule of a user account's write (the users entity's `validate`). */
export async function validateUserWrite(context: WriteContext): Promise<void> {
  checkGrants(context);
  await checkLastAdmin(context);
  await checkEmailFree(context);
}

/**
 * A deactivated (or deleted) user's sessions end at once: their rows go, sessions acting as
 * them stop acting, and this process's session cache forgets them (revocation.ts).
 */
export async function endSessionsOfInactive({ tx, before, after }: WriteContext): Promise<void> {
  if (!before || (after && (after.active === true || before.active !== true))) return;
  await tx.delete(sessions).where(eq(sessions.userId, before.id));
  await tx
    .update(sessions)
    .set({ actingAsUserId: null })
    .where(eq(sessions.actingAsUserId, before.id));
  revokeUserSessions(before.id);
}
