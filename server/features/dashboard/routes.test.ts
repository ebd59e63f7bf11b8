import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ students: 40, applications: 60 });
});
afterAll(() => test.close());

const stats = async (email: string) =>
  (
    await test.app.inject({
      url: '/api/dashboard/stats',
      headers: { cookie: await test.login(email) },
    })
  ).json();

describe('GET /api/dashboard/stats', () => {
  it('counts engagements and applications by status, within the caller scope', async () => {
    const admin = await stats('admin@college.test');
    const all = await test.app.inject({
      url: '/api/engagements?pageSize=1',
      headers: { cookie: await test.login('admin@college.test') },
    });
    expect(admin.students.total).toBe(all.json().total);
    expect(
      Object.values(admin.students.byStatus as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(admin.students.total);
    expect(admin.academicYear).toMatch(/^\d{4}-\d{2}$/);
    const hd = await stats('hd@college.test');
    expect(hd.students.total).toBeGreaterThan(0);
    expect(hd.students.total).toBeLessThan(admin.students.total);
    expect(hd.applications.total).toBeLessThan(admin.applications.total);
    expect(admin.applications.thisYear).toBeLessThanOrEqual(admin.applications.total);
  });
});
