import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog } from '../../db/schema';
import { inScopeOnly } from './routes';

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ['admin', 'registrar', 'hd']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

function call(
  method: 'GET' | 'PATCH',
  url: string,
  account: string,
  payload?: object,
  version?: number,
) {
  return test.app.inject({
    method,
    url,
    headers: {
      cookie: cookies[account] ?? '',
      ...(version === undefined ? {} : { 'if-match': String(version) }),
    },
    ...(payload ? { payload } : {}),
  });
}

interface Item {
  code: string;
  level: number;
  prefix: string | null;
  template: string;
  shortName: string;
  instanceCount: number;
}

describe('GET /api/modules', () => {
  it('lists modules with prefix, template, short name and instance count', async () => {
    const response = await call('GET', '/api/modules', 'admin');
    expect(response.statusCode).toBe(200);
    const items: Item[] = response.json().items;
    const bt = items.find((item) => item.code === 'BT4101');
    expect(bt).toMatchObject({ level: 4, prefix: 'Level 4', template: 'R1' });
    expect(bt?.instanceCount).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.template))).toEqual(new Set(['R1', 'R2', 'MA']));
  });

  it('filters by level and searches code and title', async () => {
    const level = (await call('GET', '/api/modules?level=5', 'admin')).json().items as Item[];
    expect(level.length).toBeGreaterThan(0);
    expect(level.every((item) => item.level === 5)).toBe(true);
    const found = (await call('GET', '/api/modules?q=old%20testament', 'admin')).json().items;
    expect(found.map((item: Item) => item.code)).toContain('BT4101');
    expect((await call('GET', '/api/modules?level=9', 'admin')).statusCode).toBe(422);
  });

  it('is forbidden without a modules permission', async () => {
    expect((await call('GET', '/api/modules', 'registrar')).statusCode).toBe(403);
    expect((await call('GET', '/api/modules/BT4101', 'hd')).statusCode).toBe(403);
  });
});

describe('GET /api/modules/:id', () => {
  it('gives the module with its instances per session and their students', async () => {
    const response = await call('GET', '/api/modules/BT4101', 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 'BT4101', template: 'R1' });
    expect(body.instances.length).toBeGreaterThan(0);
    const withStudents = body.instances.flatMap((run: { students: object[] }) => run.students);
    expect(withStudents.length).toBeGreaterThan(0);
    expect(withStudents[0]).toHaveProperty('name');
    expect(withStudents[0]).toHaveProperty('result');
    expect(withStudents[0]).not.toHaveProperty('scopeKeys');
    // The demo seed names a tutor for every run; BT4101 is the demo tutor's.
    expect(body.tutors).toContainEqual({ id: 'user-faculty', name: expect.any(String) });
    expect(body.instances[0].tutorId).toBe('user-faculty');
    expect(body.instances[0].tutorName).toBeTruthy();
  });

  it('answers 404 for an unknown module', async () => {
    expect((await call('GET', '/api/modules/NOPE999', 'admin')).statusCode).toBe(404);
  });

  it('keeps only the registrations within the caller scope (marks are personal data)', () => {
    // No demo account but the administrator holds modules:view, so the filter is checked here.
    const rows = [
      { id: 'a', scopeKeys: ['hub:hub-1', 'student:s1'] },
      { id: 'b', scopeKeys: ['hub:hub-2', 'tutor:u9'] },
    ];
    expect(inScopeOnly({ all: false, keys: ['hub:hub-1'] }, rows).map((r) => r.id)).toEqual(['a']);
    expect(inScopeOnly({ all: false, keys: ['tutor:u9'] }, rows).map((r) => r.id)).toEqual(['b']);
    expect(inScopeOnly({ all: false, keys: ['user:x'] }, rows)).toEqual([]);
    expect(inScopeOnly({ all: true }, rows)).toHaveLength(2);
  });
});

describe('PATCH /api/modules/:id', () => {
  it('saves the title and delivery labels for modules:admin', async () => {
    const before = (await call('GET', '/api/modules/BT4102', 'admin')).json().version;
    const response = await call(
      'PATCH',
      '/api/modules/BT4102',
      'admin',
      { title: 'Introduction to the New Testament (revised)', residentials: ['Sept 2025'] },
      before,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(before + 1);
    expect(response.json()).toMatchObject({ title: 'Introduction to the New Testament (revised)' });
    expect(response.json().template).toBe('R1');
    const again = await call('GET', '/api/modules/BT4102', 'admin');
    expect(again.json().title).toBe('Introduction to the New Testament (revised)');
    // The save is in the audit log: who, and only the fields that changed.
    const audited = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'modules'), eq(auditLog.recordId, 'BT4102')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.action).toBe('update');
    expect(JSON.stringify(audited[0]?.changes)).toContain('(revised)');
    expect(JSON.stringify(audited[0]?.changes)).not.toContain('credits');
  });

  it('answers 409 with the current module on a stale version, 400 without one', async () => {
    const current = (await call('GET', '/api/modules/BT4103', 'admin')).json();
    const ok = await call(
      'PATCH',
      '/api/modules/BT4103',
      'admin',
      { credits: 30 },
      current.version,
    );
    expect(ok.statusCode).toBe(200);
    const stale = await call(
      'PATCH',
      '/api/modules/BT4103',
      'admin',
      { credits: 20 },
      current.version,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', current: { credits: 30 } });
    expect((await call('PATCH', '/api/modules/BT4103', 'admin', { credits: 20 })).statusCode).toBe(
      400,
    );
  });

  it('answers 422 naming the field', async () => {
    const response = await call('PATCH', '/api/modules/BT4101', 'admin', { credits: -5 }, 1);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().details[0].param).toBe('credits');
  });

  it('is forbidden without modules:admin and 404 for an unknown module', async () => {
    expect((await call('PATCH', '/api/modules/BT4101', 'hd', { title: 'X' }, 1)).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', '/api/modules/NOPE', 'admin', { title: 'X' }, 1)).statusCode).toBe(
      404,
    );
  });
});
