import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING_JOBS } from '#domain/admin/housekeeping';
import { createTestApp, TEST_DB, type TestApp } from '../../../tests/api/harness';
import { queryRows } from '../../db/client';
import {
  applications,
  auditLog,
  changes,
  idempotencyKeys,
  jobRuns,
  referenceInvitations,
  sessions,
  users,
} from '../../db/schema';
import { hashToken } from '../../platform/auth/sessions';
import { housekeepingRunsSettled } from './runs';

let test: TestApp;
const cookies: Record<string, string> = {};
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 6 });
  for (const account of ['admin', 'hd', 'student', 'registrar']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(async () => {
  await housekeepingRunsSettled();
  await test.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account = 'admin', payload?: object) =>
  test.app.inject({ method, url, payload, headers: { cookie: cookies[account] ?? '' } });

/** Runs a job through the API and answers its finished run. */
async function runJob(job: string) {
  const started = await call('POST', `/api/admin/housekeeping/jobs/${job}/run`);
  expect(started.statusCode).toBe(202);
  expect(started.json()).toMatchObject({ job, status: 'running' });
  await housekeepingRunsSettled();
  const run = await call('GET', `/api/admin/housekeeping/runs/${started.json().id}`);
  expect(run.statusCode).toBe(200);
  return run.json();
}

async function userId(email: string): Promise<string> {
  const [row] = await test.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

describe('housekeeping overview', () => {
  it('lists every job with its last run, and the database size', async () => {
    const answer = await call('GET', '/api/admin/housekeeping');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.jobs.map((job: { job: string }) => job.job)).toEqual([...HOUSEKEEPING_JOBS]);
    expect(body.database.kind).toBe(TEST_DB);
    expect(body.database.sizeBytes).toBeGreaterThan(1_000_000);
  });

  it('answers 401, 403 and 404 in the error shape', async () => {
    expect((await test.app.inject({ url: '/api/admin/housekeeping' })).statusCode).toBe(401);
    for (const account of ['hd', 'student', 'registrar']) {
      const refused = await call('POST', '/api/admin/housekeeping/jobs/sessions/run', account);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
      expect((await call('GET', '/api/admin/housekeeping/backup', account)).statusCode).toBe(403);
    }
    const unknown = await call('POST', '/api/admin/housekeeping/jobs/everything/run');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no such housekeeping job',
    });
    const noRun = await call('GET', `/api/admin/housekeeping/runs/${randomUUID()}`);
    expect(noRun.statusCode).toBe(404);
    expect(noRun.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a run', () => {
  it('is refused while another run of the job goes on, and shows as the last run', async () => {
    const id = randomUUID();
    await test.database.db
      .insert(jobRuns)
      .values({ id, job: 'audit', status: 'running', progress: 40 });
    const refused = await call('POST', '/api/admin/housekeeping/jobs/audit/run');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', run: { id, progress: 40 } });
    const overview = (await call('GET', '/api/admin/housekeeping')).json();
    expect(overview.jobs.find((job: { job: string }) => job.job === 'audit').lastRun).toMatchObject(
      { id, status: 'running', progress: 40 },
    );
    // The other process's run ends; the next one starts.
    await test.database.db.update(jobRuns).set({ status: 'done' }).where(eq(jobRuns.id, id));
  });

  it('ends done with progress 100, its counts, and an audit entry', async () => {
    const run = await runJob('idempotency-keys');
    expect(run).toMatchObject({ status: 'done', progress: 100, result: { removed: 0 } });
    expect(run.finishedAt).not.toBeNull();
    const entries = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, run.id));
    expect(entries).toMatchObject([{ entity: 'housekeeping', action: 'run' }]);
  });
});

describe('the jobs', () => {
  it('expired sessions: past expiry or idle limit go; live sessions stay', async () => {
    const student = await userId('student@college.test');
    const make = (expiresAt: string, lastSeenAt = new Date().toISOString()) => ({
      tokenHash: hashToken(randomUUID()),
      userId: student,
      expiresAt,
      lastSeenAt,
    });
    const expired = make(ago(1));
    const idle = make(ago(-1), ago(2));
    const live = make(ago(-1));
    await test.database.db.insert(sessions).values([expired, idle, live]);
    const run = await runJob('sessions');
    expect(run.result.sessions).toBeGreaterThanOrEqual(2);
    const left = await test.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, [expired.tokenHash, idle.tokenHash, live.tokenHash]));
    expect(left.map((row) => row.hash)).toEqual([live.tokenHash]);
    // The admin's own session is live: it still answers.
    expect((await call('GET', '/api/admin/housekeeping')).statusCode).toBe(200);
  });

  it('audit retention: entries older than six years go', async () => {
    const [old, recent] = await test.database.db
      .insert(auditLog)
      .values([
        { at: ago(365 * 6 + 10), entity: 'hubs', recordId: 'old', action: 'update', changes: {} },
        { at: ago(365 * 5), entity: 'hubs', recordId: 'recent', action: 'update', changes: {} },
      ])
      .returning();
    const run = await runJob('audit');
    expect(run.result).toEqual({ removed: 1 });
    const left = await test.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [old?.id ?? 0, recent?.id ?? 0]));
    expect(left).toEqual([{ id: recent?.id }]);
  });

  it('old idempotency keys: older than eight days go', async () => {
    const base = { userId: 'u', method: 'POST', path: '/api/x', status: 201 };
    await test.database.db.insert(idempotencyKeys).values([
      { ...base, key: 'old', createdAt: ago(9) },
      { ...base, key: 'new', createdAt: ago(1) },
    ]);
    const run = await runJob('idempotency-keys');
    expect(run.result).toEqual({ removed: 1 });
    const left = await test.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, 'u'));
    expect(left).toEqual([{ key: 'new' }]);
  });

  it('expired reference links: unused and expired over 30 days ago go', async () => {
    const [application] = await test.database.db.select().from(applications).limit(1);
    const admin = await userId('admin@college.test');
    const link = (id: string, expiresAt: string, usedAt: string | null) => ({
      id,
      applicationId: application?.id ?? '',
      kind: 'reference',
      refereeName: 'R',
      refereeEmail: 'r@example.org',
      tokenHash: hashToken(id),
      expiresAt,
      usedAt,
      createdBy: admin,
    });
    await test.database.db
      .insert(referenceInvitations)
      .values([
        link('link-old', ago(40), null),
        link('link-used', ago(40), ago(45)),
        link('link-recent', ago(10), null),
      ]);
    const run = await runJob('reference-links');
    expect(run.result).toEqual({ removed: 1 });
    const left = await test.database.db
      .select({ id: referenceInvitations.id })
      .from(referenceInvitations)
      .where(inArray(referenceInvitations.id, ['link-old', 'link-used', 'link-recent']))
      .orderBy(referenceInvitations.id);
    expect(left).toEqual([{ id: 'link-recent' }, { id: 'link-used' }]);
  });

  it('old drafts: applications never submitted and unchanged for two years are deleted', async () => {
    const rows = await test.database.db
      .select({ id: applications.id })
      .from(applications)
      .orderBy(applications.id)
      .limit(2);
    const [stale, fresh] = rows.map((row) => row.id);
    await test.database.db
      .update(applications)
      .set({ status: 'In progress', updatedAt: ago(800) })
      .where(eq(applications.id, stale ?? ''));
    await test.database.db
      .update(applications)
      .set({ status: 'In progress', updatedAt: ago(100) })
      .where(eq(applications.id, fresh ?? ''));
    const run = await runJob('drafts');
    expect(run.result).toEqual({ removed: 1, kept: 0 });
    const left = await test.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, [stale ?? '', fresh ?? '']));
    expect(left).toEqual([{ id: fresh }]);
    // Deleted as a person deletes: audited and in the change feed, so devices drop it.
    const [change] = await test.database.db
      .select()
      .from(changes)
      .where(eq(changes.recordId, stale ?? ''))
      .orderBy(sql`${changes.seq} desc`)
      .limit(1);
    expect(change?.op).toBe('delete');
  });
});

/** What a device holds after reading the feed from `cursor` to its end: entity:id → record. */
async function deviceAfter(
  account: string,
  cursor: number,
  had: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const held = new Map(had);
  let at = cursor;
  for (;;) {
    const page = (await call('GET', `/api/sync?cursor=${at}&limit=2000`, account)).json();
    for (const entry of page.changes) {
      const key = `${entry.entity}:${entry.id}`;
      if (entry.op === 'upsert') held.set(key, JSON.stringify(entry.record));
      else held.delete(key);
    }
    at = page.cursor;
    if (!page.hasMore) return held;
  }
}

async function changesOf(recordId: string) {
  return test.database.db
    .select()
    .from(changes)
    .where(eq(changes.recordId, recordId))
    .orderBy(changes.seq);
}

describe('sync feed compaction', () => {
  it('removes replaced changes, and every device ends with the same records from any cursor', async () => {
    const [{ max } = { max: 0 }] = await queryRows<{ max: number }>(
      test.database.db,
      sql`select max(seq)::int as max from changes`,
    );
    const hubOne = await queryRows<{ id: string }>(
      test.database.db,
      sql`select id from students where hub_id = 'hub-1' order by id limit 2`,
    );
    const [edited, moved] = hubOne.map((row) => row.id);
    // Devices that synced up to here, before the changes below.
    const hdHad = await deviceAfter('hd', 0);
    const registrarHad = await deviceAfter('registrar', 0);
    const patch = async (id: string, payload: object) => {
      const current = (await call('GET', `/api/students/${id}`)).json();
      const answer = await test.app.inject({
        method: 'PATCH',
        url: `/api/students/${id}`,
        payload: { changes: payload },
        headers: { cookie: cookies.admin ?? '', 'if-match': String(current.version) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    for (const phone of ['0100', '0200', '0300']) await patch(edited ?? '', { phone });
    await patch(moved ?? '', { phone: '0400' });
    await patch(moved ?? '', { hubId: 'hub-2' });
    await patch(moved ?? '', { hubId: 'hub-3' });
    // Every change is old enough to compact.
    await test.database.db.update(changes).set({ at: ago(60) });

    const devices = [
      ['admin', 0, new Map()],
      ['hd', 0, new Map()],
      ['hd', max, hdHad],
      ['student', 0, new Map()],
      ['registrar', max, registrarHad],
    ] as const;
    const before = await Promise.all(
      devices.map(([who, from, had]) => deviceAfter(who, from, had)),
    );
    const run = await runJob('sync-feed');
    expect(run.status).toBe('done');
    expect(run.result.removed).toBeGreaterThanOrEqual(4);
    const after = await Promise.all(devices.map(([who, from, had]) => deviceAfter(who, from, had)));
    // The hub director's device heard the moved student leave hub 1.
    expect(after[2]?.has(`students:${moved}`)).toBe(false);
    expect(hdHad.has(`students:${moved}`)).toBe(true);
    for (const [index, held] of after.entries()) expect(held).toEqual(before[index]);

    // The edited student keeps its latest change only; the moved one keeps its move out of
    // hub 1 (hub 1's devices must still hear it left) and its last move.
    expect((await changesOf(edited ?? '')).length).toBe(1);
    const left = await changesOf(moved ?? '');
    expect(left.length).toBe(2);
    expect(left[0]?.scopeBefore).toContain('hub:hub-1');
    expect(left[0]?.scopeAfter).toContain('hub:hub-2');
  });
});
