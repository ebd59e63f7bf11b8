import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeMarks } from '#domain/residentials/attendance';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { attendanceMarks, changes, residentials } from '../../db/schema';
import { DEMO_STUDENT_ID, OTHER_DEMO_STUDENT_ID } from '../../db/seed/demo-accounts';
import { HUB_RESIDENTIAL_ID, OTHER_HUB_RESIDENTIAL_ID } from '../../db/seed/residentials';
import { readExpectedStudents } from './expected';

// Issue 23: marks made on tablets, replayed and merged; the registrar's writes.

let t: TestApp;
const ACCOUNTS = ['admin', 'registrar', 'hd', 'faculty', 'student'] as const;
type Account = (typeof ACCOUNTS)[number];
const cookies: Partial<Record<Account, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ students: 40, applications: 0 });
  for (const account of ACCOUNTS) cookies[account] = await t.login(`${account}@college.test`);
});
afterAll(() => t.close());

const MARKS = `/api/residentials/${HUB_RESIDENTIAL_ID}/marks`;
const TUTOR_SESSION = `${HUB_RESIDENTIAL_ID}-session-1`;
const OTHER_SESSION = `${HUB_RESIDENTIAL_ID}-session-2`;

const call = (
  account: Account,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: cookies[account] ?? '', ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const mark = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  residentialId: HUB_RESIDENTIAL_ID,
  sessionId: TUTOR_SESSION,
  studentId: DEMO_STUDENT_ID,
  mark: 'present',
  markedAt: new Date().toISOString(),
  deviceId: 'tablet-a',
  ...fields,
});

const rowsWithId = (id: string) =>
  t.context.db.select().from(attendanceMarks).where(eq(attendanceMarks.id, id));

const details = (response: { json(): unknown }) =>
  (response.json() as { details: { param: string }[] }).details.map((detail) => detail.param);

describe('marking attendance', () => {
  it('stores a mark once: the same id again answers the stored mark', async () => {
    const body = mark({ markedBy: 'user-admin', markedByName: 'Someone else' });
    const first = await call('faculty', 'POST', MARKS, body);
    expect(first.statusCode).toBe(201);
    // The signed-in tutor marked it, whatever the device said.
    expect(first.json()).toMatchObject({
      id: body.id,
      mark: 'present',
      markedBy: 'user-faculty',
      markedByName: 'Dr Fiona Hale',
      version: 1,
    });
    // The device time as the device sent it (ISO), so the device's copy passes its schema.
    expect(first.json().markedAt).toBe(new Date(body.markedAt).toISOString());
    const again = await call('faculty', 'POST', MARKS, { ...body, mark: 'absent' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: body.id, mark: 'present' });
    expect(await rowsWithId(body.id)).toHaveLength(1);
  });

  it('stores a mark sent twice at once once: one 201, one 200', async () => {
    const body = mark({ deviceId: 'tablet-twice' });
    const answers = await Promise.all([
      call('faculty', 'POST', MARKS, body),
      call('faculty', 'POST', MARKS, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await rowsWithId(body.id)).toHaveLength(1);
  });

  it('replays a batch sent twice with one Idempotency-Key as one row', async () => {
    const body = mark({ deviceId: 'tablet-b' });
    const batch = () =>
      call('faculty', 'POST', '/api/batch', {
        operations: [{ method: 'POST', path: MARKS, body, idempotencyKey: `mark-${body.id}` }],
      });
    const first = (await batch()).json().results[0];
    const second = (await batch()).json().results[0];
    expect(first).toMatchObject({ status: 201, body: { id: body.id } });
    expect(second).toMatchObject({ status: 201, replayed: true, body: { id: body.id } });
    // And without the key (another outbox entry of the same mark): still the one row.
    const third = await call('faculty', 'POST', '/api/batch', {
      operations: [{ method: 'POST', path: MARKS, body }],
    });
    expect(third.json().results[0]).toMatchObject({ status: 200, body: { id: body.id } });
    expect(await rowsWithId(body.id)).toHaveLength(1);
  });

  it('lets a tutor mark only the sessions they teach; the hub director any', async () => {
    const refused = await call('faculty', 'POST', MARKS, mark({ sessionId: OTHER_SESSION }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const hd = await call('hd', 'POST', MARKS, mark({ sessionId: OTHER_SESSION }));
    expect(hd.statusCode).toBe(201);
    // Another hub's residential does not exist to them.
    const other = await call(
      'hd',
      'POST',
      `/api/residentials/${OTHER_HUB_RESIDENTIAL_ID}/marks`,
      mark({ residentialId: OTHER_HUB_RESIDENTIAL_ID }),
    );
    expect(other.statusCode).toBe(404);
    expect((await call('student', 'POST', MARKS, mark())).statusCode).toBe(403);
  });

  it('lets a tutor mark a student of their session who is not their tutee', async () => {
    const [row] = await t.context.db
      .select()
      .from(residentials)
      .where(eq(residentials.id, HUB_RESIDENTIAL_ID));
    if (!row) throw new Error('No hub-1 residential');
    const other = (await readExpectedStudents(t.context.db, row)).find(
      (student) => student.tutorId !== 'user-faculty',
    );
    if (!other) throw new Error('No expected student of another tutor');
    const response = await call('faculty', 'POST', MARKS, mark({ studentId: other.id }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses what is not a mark of this residential, each on its field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sessionId: 'no-such-session' }, 'sessionId'],
      [{ studentId: OTHER_DEMO_STUDENT_ID }, 'studentId'],
      [{ studentId: 'no-such-student' }, 'studentId'],
      [{ mark: 'excused' }, 'reason'],
      [{ mark: 'asleep' }, 'mark'],
      [{ markedAt: 'yesterday' }, 'markedAt'],
      [{ id: 'not-a-uuid' }, 'id'],
      [{ residentialId: OTHER_HUB_RESIDENTIAL_ID }, 'residentialId'],
    ];
    for (const [fields, param] of cases) {
      const response = await call('hd', 'POST', MARKS, mark(fields));
      expect([param, response.statusCode]).toEqual([param, 422]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
      expect(details(response)).toContain(param);
    }
    const excused = await call('hd', 'POST', MARKS, mark({ mark: 'excused', reason: 'Unwell' }));
    expect(excused.statusCode).toBe(201);
  });

  it('feeds both devices’ marks of one student to the hub director, and they merge', async () => {
    const [last] = await t.context.db.select({ seq: max(changes.seq) }).from(changes);
    const cursor = Number(last?.seq ?? 0);
    const student = DEMO_STUDENT_ID;
    const early = mark({ deviceId: 'tablet-a', mark: 'absent', markedAt: '2026-01-01T10:00:00Z' });
    const late = mark({
      deviceId: 'tablet-b',
      mark: 'late',
      markedAt: '2026-01-01T10:20:00+00:00',
    });
    // The later mark arrives first (its tablet found a signal sooner).
    expect((await call('hd', 'POST', MARKS, late)).statusCode).toBe(201);
    expect((await call('faculty', 'POST', MARKS, early)).statusCode).toBe(201);
    const feed = await call('hd', 'GET', `/api/sync?cursor=${cursor}&limit=100`);
    expect(feed.statusCode).toBe(200);
    const fed = (
      feed.json() as {
        changes: { entity: string; id: string; record?: Record<string, unknown> }[];
      }
    ).changes.filter((change) => change.entity === 'attendance-marks');
    expect(fed.map((change) => change.id).sort()).toEqual([early.id, late.id].sort());
    const merged = mergeMarks(
      fed.map(
        (change) => ({ ...change.record, markedBy: String(change.record?.markedBy) }) as never,
      ),
    );
    expect(merged.get(`${TUTOR_SESSION}\u0000${student}`)?.current.id).toBe(late.id);
    // The tutor of the session is fed both too; another hub's director neither.
    const tutorFeed = await call('faculty', 'GET', `/api/sync?cursor=${cursor}&limit=100`);
    const tutorIds = (tutorFeed.json() as { changes: { entity: string; id: string }[] }).changes
      .filter((change) => change.entity === 'attendance-marks')
      .map((change) => change.id);
    expect(tutorIds.sort()).toEqual([early.id, late.id].sort());
  });
});

const RESIDENTIAL = {
  title: 'Spring study weekend',
  startDate: '2027-03-05',
  endDate: '2027-03-07',
  hubId: 'hub-1',
  venue: { name: 'Hothorpe Hall', postcode: 'LE17 6QX', wifiNetwork: 'Guest' },
  moduleInstanceIds: [],
  sessions: [
    {
      id: 's1',
      title: 'Opening',
      startsAt: '2027-03-05T18:00:00Z',
      endsAt: '2027-03-05T19:30:00Z',
      room: 'Library',
      tutorId: 'user-faculty',
    },
  ],
};

describe('planning residentials', () => {
  it('creates one (the server names it), updates it by version, 409 on a stale one', async () => {
    const created = await call('registrar', 'POST', '/api/residentials', RESIDENTIAL);
    expect(created.statusCode).toBe(201);
    const record = created.json() as { id: string; version: number };
    expect(record.id).toMatch(/^residential-[0-9a-f-]{36}$/);
    // The tutor of its session now sees it.
    expect((await call('faculty', 'GET', `/api/residentials/${record.id}`)).statusCode).toBe(200);
    const changed = { ...RESIDENTIAL, title: 'Spring residential' };
    const updated = await call('registrar', 'PUT', `/api/residentials/${record.id}`, changed, {
      'if-match': '1',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Spring residential', version: 2 });
    const stale = await call('registrar', 'PUT', `/api/residentials/${record.id}`, RESIDENTIAL, {
      'if-match': '1',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { title: 'Spring residential', version: 2 } });
    const missing = await call('registrar', 'PUT', `/api/residentials/${record.id}`, RESIDENTIAL);
    expect(missing.statusCode).toBe(400);
    expect((await call('hd', 'POST', '/api/residentials', RESIDENTIAL)).statusCode).toBe(403);
    expect(
      (await call('hd', 'PUT', `/api/residentials/${record.id}`, RESIDENTIAL, { 'if-match': '2' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a wrong residential with 422 naming each field', async () => {
    const wrong = {
      ...RESIDENTIAL,
      endDate: '2027-03-01',
      venue: { name: '' },
    };
    const response = await call('registrar', 'POST', '/api/residentials', wrong);
    expect(response.statusCode).toBe(422);
    expect(details(response)).toEqual(expect.arrayContaining(['endDate', 'venue.name']));
    const unknown = await call('registrar', 'POST', '/api/residentials', {
      ...RESIDENTIAL,
      hubId: 'no-such-hub',
      moduleInstanceIds: ['NOPE-2026-27'],
      sessions: [{ ...RESIDENTIAL.sessions[0], tutorId: 'no-such-user' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(details(unknown)).toEqual(
      expect.arrayContaining(['moduleInstanceIds.0', 'sessions.0.tutorId']),
    );
    const noHub = await call('registrar', 'POST', '/api/residentials', {
      ...RESIDENTIAL,
      hubId: 'no-such-hub',
    });
    expect(noHub.statusCode).toBe(422);
    expect(details(noHub)).toEqual(['hubId']);
  });
});

describe('changing a residential’s tutors', () => {
  it('gives the new tutor the session’s marks through the feed', async () => {
    const session = `${HUB_RESIDENTIAL_ID}-session-3`;
    const made = mark({ sessionId: session, deviceId: 'tablet-c' });
    expect((await call('hd', 'POST', MARKS, made)).statusCode).toBe(201);
    const [last] = await t.context.db.select({ seq: max(changes.seq) }).from(changes);
    const cursor = Number(last?.seq ?? 0);
    const fedToTutor = async () => {
      const feed = await call('faculty', 'GET', `/api/sync?cursor=${cursor}&limit=100`);
      return (feed.json() as { changes: { entity: string; id: string }[] }).changes
        .filter((change) => change.entity === 'attendance-marks')
        .map((change) => change.id);
    };
    expect(await fedToTutor()).toEqual([]);
    const current = (
      await call('registrar', 'GET', `/api/residentials/${HUB_RESIDENTIAL_ID}`)
    ).json();
    const sessions = (current.sessions as { id: string; tutorId?: string }[]).map((item) =>
      item.id === session ? { ...item, tutorId: 'user-faculty' } : item,
    );
    const updated = await call(
      'registrar',
      'PUT',
      `/api/residentials/${HUB_RESIDENTIAL_ID}`,
      { ...current, sessions },
      { 'if-match': String(current.version) },
    );
    expect(updated.statusCode).toBe(200);
    expect(await fedToTutor()).toEqual([made.id]);
    const [row] = await rowsWithId(made.id);
    expect(row?.scopeKeys).toEqual(['hub:hub-1', 'tutor:user-faculty']);
  });
});
