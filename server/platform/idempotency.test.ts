import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/api/harness';
import { auditLog, idempotencyKeys, students } from '../db/schema';
import { answerInTransaction, type IdempotencyClaim } from './idempotency';

let test: TestApp;
let admin: string;
let studentId: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 0 });
  admin = await test.login('admin@college.test');
  const [first] = await test.database.db.select({ id: students.id }).from(students).limit(1);
  studentId = first?.id ?? '';
});
afterAll(() => test.close());

const patch = (version: number, phone: string, key: string) =>
  test.app.inject({
    method: 'PATCH',
    url: `/api/students/${studentId}`,
    headers: { cookie: admin, 'if-match': String(version), 'idempotency-key': key },
    payload: { changes: { phone } },
  });

async function current() {
  const [row] = await test.database.db.select().from(students).where(eq(students.id, studentId));
  if (!row) throw new Error('The student is gone');
  return row;
}

async function phoneChanges(phone: string) {
  const entries = await test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, studentId), eq(auditLog.action, 'update')));
  return entries.filter((entry) => JSON.stringify(entry.changes).includes(phone));
}

describe('Idempotency-Key answered in the write’s transaction', () => {
  it('rolls the write back when the key was answered meanwhile', async () => {
    const before = await current();
    const claim: IdempotencyClaim = {
      userId: 'someone',
      key: 'answered-meanwhile',
      method: 'PATCH',
      path: `/api/students/${studentId}`,
      inWrite: true,
      answered: false,
    };
    // Another request with the key committed its answer after this one looked it up.
    await test.database.db
      .insert(idempotencyKeys)
      .values({ ...claim, status: 200, body: { first: true } });
    const write = test.database.db.transaction(async (tx) => {
      await tx.update(students).set({ phone: 'never' }).where(eq(students.id, studentId));
      await answerInTransaction(tx, { idempotencyKey: claim }, 200, { second: true });
    });
    await expect(write).rejects.toMatchObject({ status: 409 });
    expect((await current()).phone).toBe(before.phone);
    expect(claim.answered).toBe(false);
  });

  it('writes once when two requests with one key arrive together, and answers both alike', async () => {
    const { version } = await current();
    const [first, second] = await Promise.all([
      patch(version, '01632 960001', 'together-1'),
      patch(version, '01632 960001', 'together-1'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect((await current()).version).toBe(version + 1);
    expect(await phoneChanges('01632 960001')).toHaveLength(1);
  });

  it('stores a refusal as the key’s answer and replays it', async () => {
    const { version } = await current();
    const stale = await patch(version - 1, '01632 960002', 'stale-1');
    expect(stale.statusCode).toBe(409);
    const again = await patch(version - 1, '01632 960002', 'stale-1');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(stale.json());
    expect(await phoneChanges('01632 960002')).toHaveLength(0);
  });

  it('replays a committed answer without writing again', async () => {
    const { version } = await current();
    const first = await patch(version, '01632 960003', 'replay-1');
    const again = await patch(version, '01632 960003', 'replay-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await current()).version).toBe(version + 1);
    expect(await phoneChanges('01632 960003')).toHaveLength(1);
  });

  it('refuses a key used for another request, writing nothing', async () => {
    const [, other] = await test.database.db.select().from(students).limit(2);
    if (!other) throw new Error('Too few students');
    const { version } = await current();
    expect((await patch(version, '01632 960004', 'reused-1')).statusCode).toBe(200);
    const elsewhere = await test.app.inject({
      method: 'PATCH',
      url: `/api/students/${other.id}`,
      headers: { cookie: admin, 'if-match': String(other.version), 'idempotency-key': 'reused-1' },
      payload: { changes: { phone: '01632 960005' } },
    });
    expect(elsewhere.statusCode).toBe(422);
    const [after] = await test.database.db.select().from(students).where(eq(students.id, other.id));
    expect(after?.version).toBe(other.version);
    expect(after?.phone).toBe(other.phone);
  });

  it('creates once when a create without an id is sent twice with one key', async () => {
    const create = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/hubs',
        headers: { cookie: admin, 'idempotency-key': 'hub-twice-1' },
        payload: { name: 'Twice Hub', city: 'Wells' },
      });
    const first = await create();
    const again = await create();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const hubs = await test.app.inject({
      method: 'GET',
      url: '/api/hubs?q=Twice%20Hub',
      headers: { cookie: admin },
    });
    expect(hubs.json().total).toBe(1);
  });

  it('stores a compressed refusal as its JSON, and replays it compressed', async () => {
    // A record long enough for its 409 to be compressed (over 1 KB).
    const long = await test.app.inject({
      method: 'PATCH',
      url: `/api/students/${studentId}`,
      headers: { cookie: admin, 'if-match': String((await current()).version) },
      payload: {
        changes: {
          preferredName: 'P'.repeat(150),
          address: {
            address1: 'A'.repeat(150),
            address2: 'B'.repeat(150),
            city: 'C'.repeat(100),
            postCode: 'BS1 1AA',
          },
        },
      },
    });
    expect(long.statusCode).toBe(200);
    const { version } = await current();
    const send = () =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/students/${studentId}`,
        headers: {
          cookie: admin,
          'accept-encoding': 'gzip',
          'if-match': String(version - 1),
          'idempotency-key': 'gzip-1',
        },
        payload: { changes: { phone: '01632 960006' } },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(409);
    expect(again.statusCode).toBe(409);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-encoding']).toBe('gzip');
    const body = (response: typeof first) => JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(body(first).current.id).toBe(studentId);
    expect(body(again)).toEqual(body(first));
  });
});

describe('a claim left by a request that died with its process', () => {
  const put = (cookie: string, key: string) =>
    test.app.inject({
      method: 'PUT',
      url: '/api/forms/student/residential-requirements',
      headers: { cookie, 'idempotency-key': key },
      payload: { dietary: ['None'], accessibility: 'No' },
    });
  const claimOf = (key: string, secondsAgo: number) => ({
    userId: 'user-student',
    key,
    method: 'PUT',
    path: '/api/forms/student/residential-requirements',
    status: 0,
    createdAt: new Date(Date.now() - secondsAgo * 1000).toISOString(),
  });

  it('is taken over by a retry once it is older than any request runs, and answered', async () => {
    const student = await test.login('student@college.test');
    await test.database.db.insert(idempotencyKeys).values(claimOf('crashed-claim', 600));
    const retry = await put(student, 'crashed-claim');
    expect(retry.statusCode).toBe(200);
    const again = await put(student, 'crashed-claim');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('is still refused while it may be running', async () => {
    const student = await test.login('student@college.test');
    await test.database.db.insert(idempotencyKeys).values(claimOf('running-claim', 5));
    const retry = await put(student, 'running-claim');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toContain('still running');
  });
});
