import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { loginFailures } from '../../db/schema';

// Five wrong passwords used to lock an account for 15 minutes from every address: anyone could
// lock the registrar out during admissions (issue 17, finding 5). Now the guessing source is held
// back, per account and address, with growing waits; the owner elsewhere signs in.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ students: 3, applications: 3 });
});
afterAll(() => test.close());

const signIn = (email: string, password: string, from: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email, password },
  });

/** Dates an address's failures now, as if the next attempt came at once (a loaded machine is slow). */
const justNow = (ip: string) =>
  test.database.db
    .update(loginFailures)
    .set({ at: new Date().toISOString() })
    .where(eq(loginFailures.ip, ip));

/** Moves the recorded failures back in time, as if the client had waited. */
const waitSeconds = (seconds: number) =>
  test.database.db
    .update(loginFailures)
    .set({ at: sql`${loginFailures.at} - make_interval(secs => ${seconds})` });

describe('sign-in throttling', () => {
  it('holds back the address that guesses, not the account’s owner elsewhere', async () => {
    const guesser = '198.51.100.66';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push((await signIn('registrar@college.test', 'wrong', guesser)).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toContain(429);
    // The right password from the guessing address waits too …
    await justNow(guesser);
    const held = await signIn('registrar@college.test', 'collegium-demo', guesser);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(held.json().message).toMatch(/Too many sign-in attempts\. Try again in \d+ seconds?/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // … while the registrar at their own desk signs in.
    const owner = await signIn('registrar@college.test', 'collegium-demo', '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    // Signing in there forgot nothing of the guesser's failures.
    expect((await signIn('registrar@college.test', 'wrong', guesser)).statusCode).toBe(429);
  });

  it('makes each wait longer than the one before', async () => {
    const from = '198.51.100.77';
    const email = 'finance@college.test';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(email, 'wrong', from)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      await justNow(from);
      const refused = await signIn(email, 'wrong', from);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await waitSeconds(wait);
      expect((await signIn(email, 'wrong', from)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Once the wait is over, the right password signs in and the address starts afresh.
    await waitSeconds(16);
    expect((await signIn(email, 'collegium-demo', from)).statusCode).toBe(200);
    expect((await signIn(email, 'wrong', from)).statusCode).toBe(401);
  });

  it('holds back unknown addresses of an account guessed from everywhere, not its owner’s', async () => {
    const email = 'faculty@college.test';
    // The owner signed in from their address before.
    expect((await signIn(email, 'collegium-demo', '192.0.2.20')).statusCode).toBe(200);
    // Then 120 failures from 120 addresses (a botnet), a few minutes ago.
    await test.database.db.insert(loginFailures).values(
      Array.from({ length: 120 }, (_, index) => ({
        email,
        ip: `203.0.113.${index + 1}`,
        at: new Date(Date.now() - 120_000).toISOString(),
      })),
    );
    expect((await signIn(email, 'collegium-demo', '198.51.100.99')).statusCode).toBe(429);
    expect((await signIn(email, 'collegium-demo', '192.0.2.20')).statusCode).toBe(200);
  });

  it('counts a sign-in of an unknown email like any other', async () => {
    const from = '198.51.100.88';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (attempt === 3) await justNow(from);
      statuses.push((await signIn('nobody@college.test', 'wrong', from)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const recorded = await test.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.ip, from));
    expect(recorded).toHaveLength(3);
  });
});
