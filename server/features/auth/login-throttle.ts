import { and, eq, lt, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { loginFailures, signInAddresses } from '../../db/schema';
import { tooManyRequests } from '../../platform/errors';
import { SIGN_IN_THROTTLE, type SignInHistory, secondsToWait, waitText } from './sign-in-policy';

// Counted in the database, so the limits hold across API processes (architecture §3
// "stateless"); what the counts mean is the pure policy of sign-in-policy.ts.

const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * 60_000).toISOString();

/** The recent failures of this email and address (each rule's window) and whether it is known. */
export async function signInHistory(
  db: Db,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<SignInHistory> {
  const { accountFromAddress, address, account, knownAddressDays } = SIGN_IN_THROTTLE;
  const pairSince = minutesAgo(now, accountFromAddress.windowMinutes);
  const addressSince = minutesAgo(now, address.windowMinutes);
  const accountSince = minutesAgo(now, account.windowMinutes);
  const oldest = [pairSince, addressSince, accountSince].sort()[0];
  const pair = sql`email = ${email} and ip = ${ip} and at > ${pairSince}`;
  const byAddress = sql`ip = ${ip} and at > ${addressSince}`;
  const byAccount = sql`email = ${email} and at > ${accountSince}`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      count(*) filter (where ${pair})::int as pair_count,
      max(at) filter (where ${pair}) as pair_last,
      count(*) filter (where ${byAddress})::int as address_count,
      max(at) filter (where ${byAddress}) as address_last,
      count(*) filter (where ${byAccount})::int as account_count,
      max(at) filter (where ${byAccount}) as account_last,
      exists (
        select 1 from ${signInAddresses}
        where email = ${email} and ip = ${ip}
          and last_at > ${minutesAgo(now, knownAddressDays * 24 * 60)}
      ) as known
    from ${loginFailures}
    where (email = ${email} or ip = ${ip}) and at > ${oldest}`,
  );
  // The drivers answer a timestamp as a Date or as text.
  const failures = (count: unknown, last: unknown) => ({
    count: Number(count ?? 0),
    lastAt: last instanceof Date ? last.getTime() : last ? Date.parse(String(last)) : null,
  });
  return {
    accountFromAddress: failures(row?.pair_count, row?.pair_last),
    address: failures(row?.address_count, row?.address_last),
    account: failures(row?.account_count, row?.account_last),
    knownAddress: row?.known === true || row?.known === 't',
  };
}

/**
 * Seconds this email may not be tried from this address yet (0: now). The route answers 429 with
 * Retry-After before it checks the password.
 */
export async function signInWait(db: Db, email: string, ip: string): Promise<number> {
  const now = Date.now();
  return secondsToWait(await signInHistory(db, email, ip, now), now);
}

/** The 429 of a sign-in that must wait. */
export function throttled(seconds: number) {
  return tooManyRequests(`Too many sign-in attempts. Try again in ${waitText(seconds)}.`);
}

/** Remembers a failed sign-in (at the server's clock, which the waits are counted by). */
export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, at: new Date().toISOString() });
}

/**
 * After a sign-in: forgets this address's failures for the email (other addresses' stay: the
 * owner signing in does not reset a guesser's wait), remembers the address as the owner's, and
 * drops failures too old to count and addresses not used for long.
 */
export async function recordSuccess(db: Db, email: string, ip: string): Promise<void> {
  const now = Date.now();
  const { accountFromAddress, knownAddressDays } = SIGN_IN_THROTTLE;
  await db
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
        lt(loginFailures.at, minutesAgo(now, accountFromAddress.windowMinutes)),
      ),
    );
  const at = new Date(now).toISOString();
  await db
    .insert(signInAddresses)
    .values({ email, ip, lastAt: at })
    .onConflictDoUpdate({
      target: [signInAddresses.email, signInAddresses.ip],
      set: { lastAt: at },
    });
  await db
    .delete(signInAddresses)
    .where(lt(signInAddresses.lastAt, minutesAgo(now, knownAddressDays * 24 * 60)));
}
