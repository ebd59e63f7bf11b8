import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, registrations, sessions, users } from '../../db/schema';
import { hashPassword, verifyDecoy, verifyPassword } from '../../platform/auth/passwords';
import { userScopeKeys } from '../../platform/auth/scope';
import { hashToken, newToken, type UserRow } from '../../platform/auth/sessions';
import { ChangeWriter, type Tx } from '../../platform/changes';
import { badRequest } from '../../platform/errors';

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

const REGISTRATION_HOURS = 24;
/** Registration mails to one address in an hour, at most: registering cannot flood an inbox. */
export const REGISTRATION_MAILS_PER_HOUR = 3;

/** What a registration request leads to: which mail, if any, goes to the address. */
export type RegistrationRequest =
  | { mail: 'confirm'; token: string }
  | { mail: 'existing'; user: UserRow }
  | { mail: 'none' };

/**
 * Records a registration request (self-registration, issue 17). A new address gets a
 * single-use link to confirm it, which creates the account; an address that has an account gets
 * none, and its owner is told. Both do the same work (a password hash, a row), so neither the
 * answer nor its time says which addresses have accounts. After a few requests for one address
 * in an hour, no more mail goes to it.
 */
export async function requestRegistration(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<RegistrationRequest> {
  const passwordHash = await hashPassword(input.password);
  const token = newToken();
  const [owner] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`);
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const [recent] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.email, input.email), gt(registrations.createdAt, hourAgo)));
  await db.insert(registrations).values({
    tokenHash: hashToken(token),
    email: input.email,
    name: input.name,
    passwordHash: owner ? null : passwordHash,
    expiresAt: new Date(Date.now() + REGISTRATION_HOURS * 3_600_000).toISOString(),
  });
  if (Number(recent?.n ?? 0) >= REGISTRATION_MAILS_PER_HOUR) return { mail: 'none' };
  return owner ? { mail: 'existing', user: owner } : { mail: 'confirm', token };
}

/**
 * Follows a registration link: creates the applicant's account, once, before the link expires.
 * Undefined for a link that is unknown, used or expired, or whose address has an account by now.
 */
export async function confirmRegistration(db: Db, token: string): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .update(registrations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(registrations.tokenHash, hashToken(token)),
          isNull(registrations.usedAt),
          isNotNull(registrations.passwordHash),
          gt(registrations.expiresAt, new Date().toISOString()),
        ),
      )
      .returning();
    if (!registration?.passwordHash) return undefined;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${registration.email}`);
    if (taken) return undefined;
    return insertApplicant(tx, {
      name: registration.name,
      email: registration.email,
      passwordHash: registration.passwordHash,
    });
  });
}

/** Inserts an applicant's account: it holds only the applicant role. */
async function insertApplicant(
  tx: Tx,
  input: { name: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const id = randomUUID();
  const scopeKeys = userScopeKeys({ id });
  const [seq] = await new ChangeWriter(tx).record([
    { entity: 'users', recordId: id, op: 'upsert', scopeBefore: [], scopeAfter: scopeKeys },
  ]);
  const [user] = await tx
    .insert(users)
    .values({ ...input, id, roles: ['applicant'], scopeKeys, seq })
    .returning();
  if (!user) throw new Error('Registering returned no user');
  return user;
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
