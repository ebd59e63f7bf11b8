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
});
