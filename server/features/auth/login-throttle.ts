import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { tooManyRequests } from '../../platform/errors';

// Counted in the database, so the limit holds across API processes (architecture §3 "stateless").
const WINDOW_MINUTES = 15;
const MAX_PER_EMAIL = 5;
const MAX_PER_ADDRESS = 30;

const since = () => new Date(Date.now() - WINDOW_MINUTES * 60_000).toISOString();

/** 429 when this email or address has failed to sign in too often lately. */
export async function assertNotThrottled(db: Db, email: string, ip: string): Promise<void> {
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since())));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since())));
  if (Number(byEmail?.n ?? 0) >= MAX_PER_EMAIL || Number(byAddress?.n ?? 0) >= MAX_PER_ADDRESS) {
    throw tooManyRequests(`Too many sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`);
  }
}

/** Remembers a failed sign-in. */
export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

/** Forgets an email's failures after it signs in (and old failures of anyone). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(sql`${loginFailures.email} = ${email} or ${loginFailures.at} < ${since()}`);
}
