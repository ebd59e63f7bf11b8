import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog } from '../../db/schema';

// student-00001: hub 1 (the hub director's), tutored by faculty@, the student demo account's own;
// student-00002: hub 2. Both have a Current engagement (seed).
const ACCOUNTS = ['admin', 'registrar', 'faculty', 'hd', 'pd', 'student', 'student2'] as const;
type Account = (typeof ACCOUNTS)[number];

let test: TestApp;
const cookies: Partial<Record<Account, string>> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ACCOUNTS) cookies[account] = await test.login(`${account}@college.test`);
});
afterAll(() => test.close());

interface Engagement {
  id: string;
  version: number;
  status: string;
  statusHistory: { from: string; to: string; reason: string; category?: string; by: string }[];
  endDate?: string | null;
}

async function currentEngagement(studentId: string): Promise<Engagement> {
  const response = await test.app.inject({
    url: `/api/engagements?studentId=${studentId}&status=Current`,
    headers: { cookie: cookies.admin ?? '' },
  });
  const found = response.json().items[0] as Engagement | undefined;
  if (!found) throw new Error(`No Current engagement for ${studentId}`);
  return found;
}

function changeStatus(
  account: Account,
  engagement: { id: string; version: number },
  body: Record<string, unknown>,
) {
  return test.app.inject({
    method: 'POST',
    url: `/api/engagements/${engagement.id}/status`,
    headers: { cookie: cookies[account] ?? '', 'if-match': String(engagement.version) },
    payload: body,
  });
}

const toIoS = {
  status: 'IoS',
  reason: 'Long illness',
  date: '2026-11-20',
  interruptionCategory: '04',
};

describe('PATCH /api/engagements/:id', () => {
  it('refuses a change of status without its reason (422 on status), and keeps other edits', async () => {
    const engagement = await currentEngagement('student-00002');
    const patch = (payload: Record<string, unknown>, version: number) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/engagements/${engagement.id}`,
        headers: { cookie: cookies.registrar ?? '', 'if-match': String(version) },
        payload,
      });
    const refused = await patch({ changes: { status: 'Withdrawn' } }, engagement.version);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual([
      { param: 'status', message: expect.stringContaining('Change status') },
    ]);
    expect((await currentEngagement('student-00002')).status).toBe('Current');
    const edited = await patch({ changes: { cohort: '2026' } }, engagement.version);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'Current', cohort: '2026' });
  });
});

describe('POST /api/engagements/:id/status', () => {
  it('moves a Current engagement to IoS, keeps the history, feeds the hub director', async () => {
    const before = await currentEngagement('student-00001');
    const sync = await test.app.inject({
      url: '/api/sync?limit=2000',
      headers: { cookie: cookies.hd ?? '' },
    });
    let cursor = sync.json().cursor as number;
    for (let page = sync.json(); page.hasMore; ) {
      page = (
        await test.app.inject({
          url: `/api/sync?cursor=${cursor}&limit=2000`,
          headers: { cookie: cookies.hd ?? '' },
        })
      ).json();
      cursor = page.cursor;
    }

    const moved = await changeStatus('registrar', before, toIoS);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'IoS', version: before.version + 1 });
    expect(moved.json().statusHistory).toEqual([
      expect.objectContaining({
        from: 'Current',
        to: 'IoS',
        reason: 'Long illness',
        date: '2026-11-20',
        category: '04',
        by: 'user-registrar',
      }),
    ]);

    // Back to Current: the history keeps both changes, oldest first.
    const back = await changeStatus('admin', moved.json(), {
      status: 'Current',
      reason: 'Recovered',
      date: '2027-01-10',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().statusHistory.map((e: { to: string }) => e.to)).toEqual(['IoS', 'Current']);
    expect(back.json().statusHistory[1]).not.toHaveProperty('category');

    // The hub director's device receives the change through the feed.
    const feed = await test.app.inject({
      url: `/api/sync?cursor=${cursor}&limit=2000`,
      headers: { cookie: cookies.hd ?? '' },
    });
    const upserts = (feed.json().changes as { id: string; record?: Engagement }[]).filter(
      (change) => change.id === before.id,
    );
    expect(upserts.at(-1)?.record?.statusHistory).toHaveLength(2);

    // Audited as an update of the engagement.
    const audited = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, before.id), eq(auditLog.action, 'update')));
    expect(audited.filter((entry) => JSON.stringify(entry.changes).includes('IoS'))).not.toEqual(
      [],
    );
  });

  it('ends the engagement on the change date when it moves to a final status', async () => {
    const before = await currentEngagement('student-00003');
    const kept = await changeStatus('registrar', before, toIoS);
    expect(kept.json().endDate).toBe(before.endDate ?? null);
    const withdrawn = await changeStatus('registrar', kept.json(), {
      status: 'Withdrawn',
      reason: 'Left the course',
      date: '2026-12-04',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'Withdrawn', endDate: '2026-12-04' });
  });

  it('refuses a move the rules do not allow with 422 naming the allowed statuses', async () => {
    const engagement = await currentEngagement('student-00002');
    const response = await changeStatus('registrar', engagement, {
      status: 'Starting',
      reason: 'Try',
      date: '2026-11-20',
    });
    expect(response.statusCode).toBe(422);
    const { message } = response.json();
    expect(message).toContain('cannot move from Current to Starting');
    for (const next of ['IoS', 'Transferred', 'Completed', 'Pending', 'Withdrawn', 'Terminated']) {
      expect(message).toContain(next);
    }
    expect((await currentEngagement('student-00002')).version).toBe(engagement.version);
  });

  it('refuses IoS without a category, and a category without IoS (422)', async () => {
    const engagement = await currentEngagement('student-00002');
    const { interruptionCategory: _, ...noCategory } = toIoS;
    const missing = await changeStatus('registrar', engagement, noCategory);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual([
      expect.objectContaining({ param: 'interruptionCategory' }),
    ]);
    const extra = await changeStatus('registrar', engagement, {
      status: 'Withdrawn',
      reason: 'Left',
      date: '2026-11-20',
      interruptionCategory: '07',
    });
    expect(extra.statusCode).toBe(422);
    const noReason = await changeStatus('registrar', engagement, { ...toIoS, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
  });

  it('answers 409 with the current record on a stale version, as a PATCH does', async () => {
    const engagement = await currentEngagement('student-00002');
    const patched = await test.app.inject({
      method: 'PATCH',
      url: `/api/engagements/${engagement.id}`,
      headers: { cookie: cookies.admin ?? '', 'if-match': String(engagement.version) },
      payload: { changes: { cohort: '6B' } },
    });
    expect(patched.statusCode).toBe(200);
    const stale = await changeStatus('registrar', engagement, toIoS);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({
      id: engagement.id,
      version: engagement.version + 1,
      status: 'Current',
    });
    // The status this device saw has changed since: 409 too, even without If-Match.
    const seen = await test.app.inject({
      method: 'POST',
      url: `/api/engagements/${engagement.id}/status`,
      headers: { cookie: cookies.registrar ?? '' },
      payload: { ...toIoS, base: { status: 'Deferred' } },
    });
    expect(seen.statusCode).toBe(409);
  });

  it('goes through /api/batch, as the outbox replays it', async () => {
    const engagement = await currentEngagement('student-00002');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/batch',
      headers: { cookie: cookies.registrar ?? '' },
      payload: {
        operations: [
          {
            method: 'POST',
            path: `/api/engagements/${engagement.id}/status`,
            ifMatch: engagement.version,
            idempotencyKey: 'engagement-status-batch-1',
            body: { ...toIoS, base: { status: 'Current' } },
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json().results;
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'IoS', version: engagement.version + 1 });
  });

  it('keeps to permission and scope: 404 outside it, 403 for who sees but may not change', async () => {
    const own = await currentEngagement('student-00001');
    const other = await test.app.inject({
      url: '/api/engagements?studentId=student-00002',
      headers: { cookie: cookies.admin ?? '' },
    });
    const theirs = other.json().items[0] as Engagement;
    const body = { status: 'Withdrawn', reason: 'Left', date: '2026-11-20' };
    const answers: Record<string, [number, number]> = {};
    for (const account of ['faculty', 'hd', 'pd', 'student', 'student2'] as const) {
      answers[account] = [
        (await changeStatus(account, own, body)).statusCode,
        (await changeStatus(account, theirs, body)).statusCode,
      ];
    }
    expect(answers).toEqual({
      faculty: [403, 404],
      hd: [403, 404],
      pd: [403, 404],
      student: [403, 404],
      student2: [404, 403],
    });
    expect((await currentEngagement('student-00001')).version).toBe(own.version);
  });
});

describe('a hub director and their hub’s students', () => {
  it('changes the details of a student of their hub, and finds no other hub’s', async () => {
    const patch = (studentId: string, version: number) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/students/${studentId}`,
        headers: { cookie: cookies.hd ?? '', 'if-match': String(version) },
        payload: { changes: { phone: '01234 567890' } },
      });
    const read = async (studentId: string) =>
      (
        await test.app.inject({
          url: `/api/students/${studentId}`,
          headers: { cookie: cookies.admin ?? '' },
        })
      ).json() as { version: number; phone?: string };
    const own = await read('student-00001');
    const changed = await patch('student-00001', own.version);
    expect(changed.statusCode).toBe(200);
    expect((await read('student-00001')).phone).toBe('01234 567890');
    const other = await read('student-00002');
    expect((await patch('student-00002', other.version)).statusCode).toBe(404);
    expect((await read('student-00002')).version).toBe(other.version);
  });
});
