import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { hashPassword, verifyDecoy, verifyPassword } from '../../platform/auth/passwords';
import { userScopeKeys } from '../../platform/auth/scope';
import { hashToken, newToken, type UserRow } from '../../platform/auth/sessions';
import { ChangeWriter } from '../../platform/changes';
import { badRequest, conflict } from '../../platform/errors';

const RESET_HOURS = 24;

/** The active user with this email (case-insensitive). */
export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.active, true)));
  return user;
}

/** The user when the password is theirs; undefined otherwise, after the same work either way. */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findActiveUserByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyDecoy(password);
    return undefined;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : undefined;
}

/** Creates an applicant's account (self-registration): it holds only the applicant role. */
export async function registerApplicant(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`);
    if (taken) throw conflict('An account with this email already exists');
    const id = randomUUID();
    const scopeKeys = userScopeKeys({ id });
    const [seq] = await new ChangeWriter(tx).record([
      { entity: 'users', recordId: id, op: 'upsert', scopeBefore: [], scopeAfter: scopeKeys },
    ]);
    const [user] = await tx
      .insert(users)
      .values({
        id,
        name: input.name,
        email: input.email,
        passwordHash,
        roles: ['applicant'],
        scopeKeys,
        seq,
      })
      .returning();
    if (!user) throw new Error('Registering returned no user');
    return user;
  });
}

/** A new single-use reset token for the user (only its hash is stored). */
export async function createResetToken(db: Db, userId: string): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + RESET_HOURS * 3_600_000).toISOString();
  await db.insert(passwordResets).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

/** Sets a new password from a reset token, once, before it expires; signs the user out everywhere. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date().toISOString()),
        ),
      )
      .returning();
    if (!reset) throw badRequest('This reset link is invalid or has expired');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
  });
}

/** The user to impersonate: by user id, or by the student record they hold. */
export async function findLoginAsTarget(
  db: Db,
  mode: 'user' | 'student',
  id: string,
): Promise<UserRow | undefined> {
  const column = mode === 'user' ? users.id : users.studentId;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(column, id), eq(users.active, true)));
  return user;
}
