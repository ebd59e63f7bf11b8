import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog } from '../../db/schema';

// Students are searched through their stored lower-case search text (migration 0009).
let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 0 });
  admin = await test.login('admin@college.test');
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, ifMatch?: string) =>
  test.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload,
  });

const found = async (q: string): Promise<string[]> => {
  const response = await call('GET', `/api/students?q=${encodeURIComponent(q)}&pageSize=500`);
  expect(response.statusCode).toBe(200);
  return response.json().items.map((student: { id: string }) => student.id);
};

describe('student search', () => {
  let id = '';
  beforeAll(async () => {
    const created = await call('POST', '/api/students', {
      firstName: 'Zoë',
      lastName: "O'Brien-Smith",
      email: 'ZOE.OB@Example.org',
      hubId: 'hub-1',
      programmeCode: 'BA',
      preferredName: 'Zed 100%',
      partnerId: '0071234',
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
  });

  it('finds any searchable field in any case, with % and _ taken literally', async () => {
    for (const q of ['zoË', 'BRIEN-s', 'example.ORG', 'ZED 100%', '0071234'])
      expect(await found(q)).toContain(id);
    expect(await found('d 100_')).not.toContain(id);
    expect(await found('d 1%0')).not.toContain(id);
  });

  it('never matches across two fields', async () => {
    expect(await found("zoë\no'brien")).not.toContain(id);
    expect(await found("zoë o'brien")).not.toContain(id);
  });

  it('follows a changed name, and never sends or audits the search text', async () => {
    const patched = await call(
      'PATCH',
      `/api/students/${id}`,
      { changes: { lastName: 'Lovelace' } },
      '1',
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).not.toHaveProperty('searchText');
    expect(await found('lovelace')).toContain(id);
    expect(await found('brien')).not.toContain(id);
    const read = (await call('GET', `/api/students/${id}`)).json();
    expect(read).not.toHaveProperty('searchText');
    const listed = (await call('GET', '/api/students?q=lovelace')).json().items;
    expect(listed[0]).not.toHaveProperty('searchText');
    const audits = await test.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.recordId, id));
    for (const audit of audits) expect(audit.changes).not.toHaveProperty('searchText');
    expect(audits.at(-1)?.changes).toEqual({
      lastName: { before: "O'Brien-Smith", after: 'Lovelace' },
    });
  });
});
