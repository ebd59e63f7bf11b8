import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '#domain/errors/api-error-schema';
import type { AdminPage, AdminPageSummary, PageVersionSummary } from '#domain/portal/pages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog } from '../../db/schema';

let test: TestApp;
let admin: string;
let student: string;
let hd: string;
let registrar: string;
beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 5 });
  [admin, student, hd, registrar] = await Promise.all([
    test.login('admin@college.test'),
    test.login('student@college.test'),
    test.login('hd@college.test'),
    test.login('registrar@college.test'),
  ]);
}, 30_000);
afterAll(() => test.close());

const BASE = '/api/admin/portal-pages';

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string | undefined,
  options: { payload?: object; version?: number } = {},
) {
  return test.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(options.version !== undefined ? { 'if-match': String(options.version) } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function openPage(url: string): Promise<AdminPage> {
  const response = await call('GET', url, admin);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function expectErrorShape(body: unknown, code: string) {
  expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
  expect(body).toMatchObject({ code });
}

describe('GET /api/admin/portal-pages', () => {
  it('lists every page of every category, published or not, in category order', async () => {
    const response = await call('GET', BASE, admin);
    expect(response.statusCode).toBe(200);
    const items: AdminPageSummary[] = response.json().items;
    const categories = [...new Set(items.map((item) => item.category))];
    expect(categories[0]).toBe('programme');
    expect(categories).toEqual(
      expect.arrayContaining(['wellbeing', 'kb', 'hdhandbook', 'handbook']),
    );
    expect(categories.indexOf('kb')).toBeGreaterThan(categories.indexOf('help'));
    const wellbeing = items.find((item) => item.category === 'wellbeing');
    expect(wellbeing).toMatchObject({ published: true, version: expect.any(Number) });
    expect(Object.keys(wellbeing ?? {}).sort()).toEqual(
      ['category', 'name', 'published', 'title', 'updatedAt', 'updatedByName', 'version'].sort(),
    );
  });

  it('needs pages:list: 401 signed out, 403 for staff and students without it', async () => {
    expect((await call('GET', BASE, undefined)).statusCode).toBe(401);
    for (const cookie of [student, hd, registrar]) {
      const refused = await call('GET', BASE, cookie);
      expect(refused.statusCode).toBe(403);
      expectErrorShape(refused.json(), 'FORBIDDEN');
    }
  });
});

describe('publishing decides what readers see', () => {
  it('hides an unpublished page from students and lists, and shows it again once published', async () => {
    const url = `${BASE}/wellbeing/counselling`;
    const page = await openPage(url);
    const unpublish = await call('POST', `${url}/publish`, admin, {
      payload: { published: false },
      version: page.version,
    });
    expect(unpublish.statusCode).toBe(200);
    expect(unpublish.json()).toMatchObject({ published: false, version: page.version + 1 });

    expect((await call('GET', '/api/forms/pages/wellbeing/counselling', student)).statusCode).toBe(
      404,
    );
    const list = await call('GET', '/api/forms/pages/wellbeing', student);
    expect(list.json().items.map((item: { name: string }) => item.name)).not.toContain(
      'counselling',
    );
    // The administrator still sees it in admin/portalpages.
    expect((await openPage(url)).published).toBe(false);

    const publish = await call('POST', `${url}/publish`, admin, {
      payload: { published: true },
      version: page.version + 1,
    });
    expect(publish.statusCode).toBe(200);
    expect((await call('GET', '/api/forms/pages/wellbeing/counselling', student)).statusCode).toBe(
      200,
    );
  });

  it('creates a page unpublished, readable once published', async () => {
    const created = await call('POST', BASE, admin, {
      payload: {
        category: 'kb',
        name: 'printing',
        title: 'Printing',
        body: '# Printing\n\nUse the hub printer.',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      category: 'kb',
      name: 'printing',
      published: false,
      version: 1,
    });
    expect((await call('GET', '/api/forms/pages/kb/printing', registrar)).statusCode).toBe(404);
    await call('POST', `${BASE}/kb/printing/publish`, admin, {
      payload: { published: true },
      version: 1,
    });
    const read = await call('GET', '/api/forms/pages/kb/printing', registrar);
    expect(read.statusCode).toBe(200);
    expect(read.json().body).toContain('hub printer');

    const again = await call('POST', BASE, admin, {
      payload: { category: 'kb', name: 'printing', title: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', details: [{ param: 'name' }] });
  });
});

describe('saving, versions and restore', () => {
  it('keeps every save as a version, shows one and restores it', async () => {
    const url = `${BASE}/hdhandbook/recruitment`;
    const original = await openPage(url);
    const saved = await call('PUT', url, admin, {
      payload: { title: 'Recruiting', body: '# Recruiting\n\nNew text.' },
      version: original.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Recruiting', version: original.version + 1 });

    const history = await call('GET', `${url}/versions`, admin);
    const versions: PageVersionSummary[] = history.json().items;
    // The seeded text was kept when it was first replaced, then the save.
    expect(versions.map((version) => [version.pageVersion, version.title])).toEqual([
      [original.version + 1, 'Recruiting'],
      [original.version, original.title],
    ]);
    expect(versions[0]?.savedByName).toBe('Alex Morgan');

    const old = await call('GET', `${url}/versions/${original.version}`, admin);
    expect(old.statusCode).toBe(200);
    expect(old.json().body).toBe(original.body);

    const restored = await call('POST', `${url}/versions/${original.version}/restore`, admin, {
      version: original.version + 1,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      title: original.title,
      body: original.body,
      version: original.version + 2,
    });
    const after = (await call('GET', `${url}/versions`, admin)).json().items;
    expect(after).toHaveLength(3);

    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'portal-pages'), eq(auditLog.recordId, 'hdhandbook/recruitment')),
      );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]?.changes).toHaveProperty('title');
  });

  it('answers 409 with the current page for a stale version, 400 without If-Match', async () => {
    const url = `${BASE}/kb/data-protection`;
    const page = await openPage(url);
    await call('PUT', url, admin, {
      payload: { title: page.title, body: `${page.body}\nOne.` },
      version: page.version,
    });
    const stale = await call('PUT', url, admin, {
      payload: { title: page.title, body: `${page.body}\nTwo.` },
      version: page.version,
    });
    expect(stale.statusCode).toBe(409);
    expectErrorShape(stale.json(), 'CONFLICT');
    expect(stale.json().current).toMatchObject({ version: page.version + 1 });
    expect(stale.json().current.body).toContain('One.');

    const missing = await call('PUT', url, admin, { payload: { title: 'x', body: '' } });
    expect(missing.statusCode).toBe(400);
    expectErrorShape(missing.json(), 'BAD_REQUEST');
  });

  it('answers 422 naming the bad fields and 404 for unknown pages and versions', async () => {
    const bad = await call('POST', BASE, admin, {
      payload: { category: 'recipes', name: 'Not A Slug', title: '' },
    });
    expect(bad.statusCode).toBe(422);
    expectErrorShape(bad.json(), 'VALIDATION');
    const params = bad
      .json()
      .details.map((detail: { param: string }) => detail.param)
      .sort();
    expect(params).toEqual(['category', 'name', 'title']);

    for (const url of [
      `${BASE}/recipes/cake`,
      `${BASE}/kb/no-such-page`,
      `${BASE}/kb/welcome/versions/999`,
      `${BASE}/kb/welcome/versions/abc`,
    ]) {
      const response = await call('GET', url, admin);
      expect(response.statusCode, url).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
  });
});

describe('the knowledge base and handbooks: who reads which', () => {
  it('keeps each to its route permission (spec §2.2), readers listing published pages only', async () => {
    // dashboard:view reads the knowledge base; the HD handbook needs dashboard:hubdirector.
    expect((await call('GET', '/api/forms/pages/kb', registrar)).statusCode).toBe(200);
    expect((await call('GET', '/api/forms/pages/kb', student)).statusCode).toBe(403);
    expect((await call('GET', '/api/forms/pages/hdhandbook', registrar)).statusCode).toBe(403);
    expect((await call('GET', '/api/forms/pages/hdhandbook/welcome', student)).statusCode).toBe(
      403,
    );
    const list = await call('GET', '/api/forms/pages/hdhandbook', hd);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['welcome', 'hub-weeks', 'safeguarding']),
    );
    // Search reads the category's list and pages (client side): an unpublished page is in neither.
    const page = await openPage(`${BASE}/hdhandbook/safeguarding`);
    await call('POST', `${BASE}/hdhandbook/safeguarding/publish`, admin, {
      payload: { published: false },
      version: page.version,
    });
    const after = await call('GET', '/api/forms/pages/hdhandbook', hd);
    expect(after.json().items.map((item: { name: string }) => item.name)).not.toContain(
      'safeguarding',
    );
    expect((await call('GET', '/api/forms/pages/hdhandbook/safeguarding', hd)).statusCode).toBe(
      404,
    );
  });
});
