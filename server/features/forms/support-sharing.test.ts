import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

// Issue 18: a tutor's device received every form of every tutee (HESA data, safeguarding…),
// shared or not. A tutor receives only learning support a tutee agreed to share.

let test: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

const support = (consentToShare: boolean) => ({
  needs: ['Dyslexia'],
  details: 'Needs extra time to read',
  supportPlan: 'Yes',
  consentToShare,
});

async function call(who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return test.app.inject({ method, url, payload, headers: { cookie: cookies[who] ?? '' } });
}

async function syncedForms(who: string): Promise<Map<string, string>> {
  const ops = new Map<string, string>();
  let cursor = 0;
  for (;;) {
    const page = (await call(who, 'GET', `/api/sync?cursor=${cursor}&limit=2000`)).json();
    for (const entry of page.changes) {
      if (entry.entity === 'student-forms') ops.set(entry.id, entry.op);
    }
    cursor = page.cursor;
    if (!page.hasMore) return ops;
  }
}

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 10 });
  for (const name of ['admin', 'registrar', 'faculty', 'hd', 'student', 'student2']) {
    cookies[name] = await test.login(`${name}@college.test`);
  }
  // student@ is a tutee of faculty@; student2@ is not.
  for (const name of ['student', 'student2']) {
    const saved = await call(name, 'PUT', '/api/forms/student/learning-support', support(true));
    expect(saved.statusCode).toBe(200);
    ids[name] = saved.json().id;
  }
  const tutee = ids.student?.split(':')[0] ?? '';
  const other = await call('admin', 'POST', '/api/student-forms', {
    studentId: tutee,
    formId: 'hesadata',
    data: { ethnicity: 'secret' },
  });
  expect(other.statusCode).toBe(201);
  ids.hesa = other.json().id;
});
afterAll(() => test.close());

describe('student support needs a tutor sees', () => {
  it('lists only the consented learning support of their tutees', async () => {
    const list = (await call('faculty', 'GET', '/api/student-forms?pageSize=100')).json();
    const listed = list.items.map((item: { id: string }) => item.id);
    expect(listed).toContain(ids.student);
    expect(listed).not.toContain(ids.hesa);
    expect(listed).not.toContain(ids.student2);
    // The seed's tutees: one shared (listed), one did not (kept out); all shared with consent.
    for (const item of list.items) {
      expect(item.formId).toBe('learning-support');
      expect(item.data.consentToShare).toBe(true);
    }
  });

  it('answers 404 for any other form, of a tutee or not', async () => {
    expect((await call('faculty', 'GET', `/api/student-forms/${ids.student}`)).statusCode).toBe(
      200,
    );
    for (const id of [ids.hesa, ids.student2]) {
      expect((await call('faculty', 'GET', `/api/student-forms/${id}`)).statusCode).toBe(404);
    }
  });

  it('syncs only the shared form, and removes it when consent is withdrawn', async () => {
    const before = await syncedForms('faculty');
    const listed = (await call('faculty', 'GET', '/api/student-forms?pageSize=100')).json();
    expect([...before.keys()].sort()).toEqual(
      listed.items.map((item: { id: string }) => item.id).sort(),
    );
    expect(before.get(ids.student ?? '')).toBe('upsert');
    const withdrawn = await call('student', 'PUT', '/api/forms/student/learning-support', {
      ...support(false),
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = await syncedForms('faculty');
    expect(after.get(ids.student ?? '')).toBe('remove');
    const list = (await call('faculty', 'GET', '/api/student-forms?pageSize=100')).json();
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(ids.student);
    // Shared again: back on the device.
    await call('student', 'PUT', '/api/forms/student/learning-support', support(true));
    expect((await syncedForms('faculty')).get(ids.student ?? '')).toBe('upsert');
  });

  it('leaves hub directors and the registrar what they had', async () => {
    const hd = (await call('hd', 'GET', '/api/student-forms?pageSize=100')).json();
    const hdIds = hd.items.map((item: { id: string }) => item.id);
    expect(hdIds).toContain(ids.student);
    expect(hdIds).toContain(ids.hesa);
    const registrar = (await call('registrar', 'GET', '/api/student-forms?pageSize=100')).json();
    const registrarIds = registrar.items.map((item: { id: string }) => item.id);
    for (const id of [ids.hesa, ids.student, ids.student2]) expect(registrarIds).toContain(id);
  });

  it('lets faculty open the library pages of their menu', async () => {
    const menu = await call('faculty', 'GET', '/api/forms/library/faculty-handbook');
    expect(menu.statusCode).not.toBe(403);
  });
});
