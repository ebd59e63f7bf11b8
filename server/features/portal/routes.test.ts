import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_PAGE_CATEGORIES, type PortalPage } from '#domain/forms/student-records';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';

let test: TestApp;
let student: string;
beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 5 });
  student = await test.login('student@college.test');
}, 30_000);
afterAll(() => test.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  test.app.inject({ url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** Signs in a new account holding only the given claims. */
async function accountWith(claims: string[]): Promise<string> {
  const email = `${claims.join('-').replaceAll(':', '.') || 'none'}@example.org`;
  await test.database.db.insert(users).values({
    id: `user-${email}`,
    email,
    name: 'Test account',
    passwordHash: await hashPassword('a long test password'),
    claims,
  });
  return test.login(email, 'a long test password');
}

describe('GET /api/forms/pages/:category', () => {
  it('lists the pages of every category in order, without their bodies', async () => {
    for (const category of PORTAL_PAGE_CATEGORIES) {
      const response = await get(`/api/forms/pages/${category}`, student);
      expect(response.statusCode, category).toBe(200);
      const { items } = response.json();
      expect(items.length, category).toBeGreaterThan(0);
      expect(Object.keys(items[0]).sort()).toEqual(['category', 'name', 'title', 'updatedAt']);
    }
    const policies = await get('/api/forms/pages/policies', student);
    expect(policies.json().items.map((item: { name: string }) => item.name)).toEqual([
      'code-of-conduct',
      'student-contract',
      'safeguarding',
      'academic-conduct',
      'complaints',
    ]);
  });

  it('answers 404 for an unknown category, 401 signed out', async () => {
    expect((await get('/api/forms/pages/recipes', student)).statusCode).toBe(404);
    expect((await get('/api/forms/pages/policies')).statusCode).toBe(401);
  });
});

describe('GET /api/forms/pages/:category/:name', () => {
  it('answers the page, with an ETag to revalidate against', async () => {
    const response = await get('/api/forms/pages/policies/code-of-conduct', student);
    expect(response.statusCode).toBe(200);
    const page: PortalPage = response.json();
    expect(page).toMatchObject({
      category: 'policies',
      name: 'code-of-conduct',
      title: 'Code of conduct',
    });
    expect(page.body).toContain('Version 2026.1');
    expect(page.updatedAt).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/api/forms/pages/policies/code-of-conduct', student, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/forms/pages/policies/safeguarding', student, {
      'if-none-match': etag,
    });
    expect(other.statusCode).toBe(200);
  });

  it('revalidates lists too', async () => {
    const first = await get('/api/forms/pages/hub', student);
    const etag = String(first.headers.etag);
    const again = await get('/api/forms/pages/hub', student, { 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown page, an unknown category or a name that is no slug', async () => {
    for (const url of [
      '/api/forms/pages/policies/no-such-page',
      '/api/forms/pages/recipes/code-of-conduct',
      '/api/forms/pages/policies/Code_of_Conduct',
      '/api/forms/pages/policies/..%2Fhelp',
    ]) {
      expect((await get(url, student)).statusCode, url).toBe(404);
    }
  });
});

describe('who may read pages', () => {
  it('lets staff with the dashboard preview pages', async () => {
    const registrar = await test.login('registrar@college.test');
    expect((await get('/api/forms/pages/help/help', registrar)).statusCode).toBe(200);
  });

  it('opens the library to students:faculty, other categories not', async () => {
    const faculty = await accountWith(['students:faculty']);
    expect((await get('/api/forms/pages/library', faculty)).statusCode).toBe(200);
    expect((await get('/api/forms/pages/library/borrowing', faculty)).statusCode).toBe(200);
    expect((await get('/api/forms/pages/policies', faculty)).statusCode).toBe(403);
    expect((await get('/api/forms/pages/policies/safeguarding', faculty)).statusCode).toBe(403);
  });

  it('lets the demo tutor read the library and the faculty handbook (the My students links)', async () => {
    const faculty = await test.login('faculty@college.test');
    expect((await get('/api/forms/pages/library/catalogue', faculty)).statusCode).toBe(200);
    const list = await get('/api/forms/pages/handbook', faculty);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { name: string }) => item.name)).toContain('welcome');
    const page = await get('/api/forms/pages/handbook/welcome', faculty);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ category: 'handbook', title: 'Faculty handbook' });
  });

  it('keeps the faculty handbook to mystudents:menu (spec §2.2), not students or other staff', async () => {
    expect((await get('/api/forms/pages/handbook/welcome', student)).statusCode).toBe(403);
    const registrar = await test.login('registrar@college.test');
    const refused = await get('/api/forms/pages/handbook', registrar);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const hd = await test.login('hd@college.test');
    expect((await get('/api/forms/pages/handbook/marking', hd)).statusCode).toBe(200);
  });

  it('refuses an account with none of the permissions (403)', async () => {
    const nobody = await accountWith(['applications:apply']);
    expect((await get('/api/forms/pages/library', nobody)).statusCode).toBe(403);
    expect((await get('/api/forms/pages/help/help', nobody)).statusCode).toBe(403);
  });
});
