import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, engagements, students, users } from '../../db/schema';

let test: TestApp;
let admin: string;
let registrar: string;

beforeAll(async () => {
  test = await createTestApp({ students: 12, applications: 4 });
  admin = await test.login('admin@college.test');
  registrar = await test.login('registrar@college.test');
});
afterAll(() => test.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  test.app.inject({
    method,
    url,
    headers: { cookie, ...headers },
    ...(payload ? { payload } : {}),
  });

const studentsIn = async (hubId?: string) => {
  const [row] = await test.database.db
    .select({ total: count() })
    .from(students)
    .where(hubId ? eq(students.hubId, hubId) : undefined);
  return Number(row?.total ?? 0);
};

// The rows of an XML export parsed back: each row's children by element name.
function xmlRows(text: string) {
  const root = create(text).root();
  const rows = root
    .filter((node) => node.node.nodeType === 1)
    .map((row) =>
      Object.fromEntries(
        row
          .filter((node) => node.node.nodeType === 1)
          .map((child) => [child.node.nodeName, child.node.textContent ?? '']),
      ),
    );
  return {
    root: root.node.nodeName,
    rowNames: root.filter((n) => n.node.nodeType === 1).map((n) => n.node.nodeName),
    rows,
  };
}

describe('GET /api/custom-reports/catalog', () => {
  it('offers the entities and fields the caller may read, never internal ones', async () => {
    const response = await call('GET', '/api/custom-reports/catalog', registrar);
    expect(response.statusCode).toBe(200);
    const { entities } = response.json() as {
      entities: { name: string; fields: { name: string; numeric: boolean }[] }[];
    };
    expect(entities.map((entity) => entity.name)).toEqual([
      'students',
      'engagements',
      'applications',
      'potential-students',
    ]);
    const names = entities.flatMap((entity) => entity.fields.map((field) => field.name));
    expect(names).toContain('lastName');
    for (const internal of ['scopeKeys', 'searchText', 'passwordHash'])
      expect(names).not.toContain(internal);
    const credits = entities[1]?.fields.find((field) => field.name === 'credits');
    expect(credits?.numeric).toBe(true);
    const faculty = await test.login('faculty@college.test');
    expect((await call('GET', '/api/custom-reports/catalog', faculty)).statusCode).toBe(403);
  });
});

describe('POST /api/custom-reports/run', () => {
  it('runs records with filters and sort in the caller scope', async () => {
    const response = await call('POST', '/api/custom-reports/run', registrar, {
      entity: 'students',
      definition: {
        fields: ['lastName', 'hubId'],
        filters: [{ field: 'hubId', values: ['hub-1'] }],
        sort: { field: 'lastName', order: 'desc' },
      },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.kind).toBe('rows');
    expect(result.columns).toEqual([
      { field: 'lastName', label: 'Last name' },
      { field: 'hubId', label: 'Hub' },
    ]);
    expect(result.total).toBe(await studentsIn('hub-1'));
    expect(result.rows.every((row: { hubId: string }) => row.hubId === 'hub-1')).toBe(true);
    const names = result.rows.map((row: { lastName: string }) => row.lastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('groups with counts and sums as the database counts them', async () => {
    const response = await call('POST', '/api/custom-reports/run', registrar, {
      entity: 'engagements',
      definition: { fields: ['status'], groupBy: 'status', sums: ['credits'] },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.kind).toBe('groups');
    const expected = await test.database.db
      .select({
        value: engagements.status,
        count: count(),
        credits: sql<number>`coalesce(sum(${engagements.credits}), 0)`.mapWith(Number),
      })
      .from(engagements)
      .groupBy(engagements.status);
    expect(expected.length).toBeGreaterThan(0);
    expect(
      [...result.groups].sort((a: { value: string }, b: { value: string }) =>
        a.value.localeCompare(b.value),
      ),
    ).toEqual(
      expected
        .map((row) => ({ value: row.value, count: row.count, sums: { credits: row.credits } }))
        .sort((a, b) => String(a.value).localeCompare(String(b.value))),
    );
    const counts = result.groups.map((group: { count: number }) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('groups only the records in scope (a hub director given students:admin)', async () => {
    await test.database.db
      .update(users)
      .set({ claims: ['students:admin'] })
      .where(eq(users.email, 'hd@college.test'));
    const hd = await test.login('hd@college.test');
    const response = await call('POST', '/api/custom-reports/run', hd, {
      entity: 'students',
      definition: { fields: ['lastName'], groupBy: 'hubId' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toEqual([
      { value: 'hub-1', count: await studentsIn('hub-1'), sums: {} },
    ]);
    const everyone = await call('POST', '/api/custom-reports/run', registrar, {
      entity: 'students',
      definition: { fields: ['lastName'], groupBy: 'hubId' },
    });
    expect(everyone.json().total).toBe(await studentsIn());
    expect(everyone.json().groups.length).toBeGreaterThan(1);
    // Their export holds their hub's students only.
    const exported = await call('POST', '/api/students/export/custom?export=xml', hd, {
      fields: ['lastName', 'hubId'],
    });
    const { rows } = xmlRows(exported.body);
    expect(rows).toHaveLength(await studentsIn('hub-1'));
    expect(rows.every((row) => row.hubId === 'hub-1')).toBe(true);
  });

  it('refuses fields the caller may not read, and what a field cannot do, in the error shape', async () => {
    const hidden = await call('POST', '/api/custom-reports/run', registrar, {
      entity: 'students',
      definition: { fields: ['lastName', 'scopeKeys'], groupBy: 'email', sums: ['lastName'] },
    });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json()).toMatchObject({
      message: expect.any(String),
      details: [
        { param: 'fields.1', message: expect.stringContaining('scopeKeys') },
        { param: 'sums.0', message: 'Last name cannot be summed' },
      ],
    });
    const wrongEntity = await call('POST', '/api/custom-reports/run', registrar, {
      entity: 'users',
      definition: { fields: ['name'] },
    });
    expect(wrongEntity.statusCode).toBe(422);
    // The generic export refuses hidden and internal fields too.
    for (const field of ['passwordHash', 'scopeKeys']) {
      const exported = await call('POST', '/api/users/export/custom?export=xml', admin, {
        fields: ['name', field],
      });
      expect(exported.statusCode).toBe(422);
      expect(exported.json().details).toEqual([{ message: 'Unknown field', param: field }]);
    }
  });
});

describe('custom export in every type', () => {
  const body = {
    fields: ['lastName', 'firstName', 'hubId'],
    filters: { hubId: 'hub-2', sort: 'lastName' },
  };

  it('writes the same rows as xlsx, csv, xml and pdf, with the file name in the header', async () => {
    const expected = await test.database.db
      .select({ lastName: students.lastName, firstName: students.firstName })
      .from(students)
      .where(eq(students.hubId, 'hub-2'));
    expect(expected.length).toBeGreaterThan(0);
    const lastNames = expected.map((row) => row.lastName).sort();

    const xml = await call('POST', '/api/students/export/custom?export=xml', registrar, body);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toMatch(
      /filename="students-\d{4}-\d{2}-\d{2}\.xml"/,
    );
    const parsed = xmlRows(xml.body);
    expect(parsed.root).toBe('students');
    expect(new Set(parsed.rowNames)).toEqual(new Set(['student']));
    expect(parsed.rows.map((row) => row.lastName).sort()).toEqual(lastNames);
    expect(Object.keys(parsed.rows[0] ?? {})).toEqual(['lastName', 'firstName', 'hubId']);

    const excel = await call('POST', '/api/students/export/custom?export=excel', registrar, body);
    expect(excel.headers['content-disposition']).toMatch(/\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Last name', 'First name', 'Hub']);
    const sheetNames: string[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) sheetNames.push(String(row.getCell(1).value));
    });
    expect(sheetNames.sort()).toEqual(lastNames);

    const csv = await call('POST', '/api/students/export/custom?export=csv', registrar, body);
    const lines = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(
      lines.data
        .slice(1)
        .map((line) => line[0])
        .sort(),
    ).toEqual(lastNames);

    const pdf = await call('POST', '/api/students/export/custom?export=pdf', registrar, body);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const row of expected) expect(text).toContain(row.lastName);
  });
});

describe('saved reports', () => {
  const report = (name: string, shared: boolean) => ({
    name,
    entity: 'students',
    shared,
    definition: { fields: ['lastName', 'hubId'], groupBy: 'hubId' },
  });

  it('keeps a private report private and a shared one read-only to others, audited', async () => {
    const created = await call('POST', '/api/custom-reports', registrar, report('Mine', false));
    expect(created.statusCode).toBe(201);
    const mine = created.json();
    expect(mine).toMatchObject({ name: 'Mine', shared: false, mine: true, version: 1 });
    const shared = (
      await call('POST', '/api/custom-reports', registrar, report('Everyone by hub', true))
    ).json();

    const adminList = (await call('GET', '/api/custom-reports', admin)).json();
    const adminNames = adminList.items.map((item: { name: string }) => item.name);
    expect(adminNames).toContain('Everyone by hub');
    expect(adminNames).not.toContain('Mine');
    expect(adminList.items.find((i: { id: string }) => i.id === shared.id)).toMatchObject({
      mine: false,
      ownerName: expect.any(String),
    });
    const registrarNames = (await call('GET', '/api/custom-reports', registrar))
      .json()
      .items.map((item: { name: string }) => item.name);
    expect(registrarNames).toEqual(expect.arrayContaining(['Mine', 'Everyone by hub']));

    // Someone else's private report is not there for them; a shared one is not theirs to change.
    const url = (id: string) => `/api/custom-reports/${id}`;
    expect((await call('PUT', url(mine.id), admin, report('Taken', true))).statusCode).toBe(404);
    expect((await call('DELETE', url(mine.id), admin)).statusCode).toBe(404);
    expect((await call('PUT', url(shared.id), admin, report('Taken', true))).statusCode).toBe(403);
    expect((await call('DELETE', url(shared.id), admin)).statusCode).toBe(403);

    const stale = await call('PUT', url(mine.id), registrar, report('Renamed', false), {
      'if-match': '7',
    });
    expect(stale.statusCode).toBe(409);
    const renamed = await call('PUT', url(mine.id), registrar, report('Renamed', true), {
      'if-match': '1',
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', shared: true, version: 2 });
    expect((await call('DELETE', url(mine.id), registrar)).statusCode).toBe(204);
    expect((await call('DELETE', url(mine.id), registrar)).statusCode).toBe(404);

    const audit = await test.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'saved_reports'), eq(auditLog.recordId, mine.id)))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a nameless report or one on fields the caller cannot read', async () => {
    const nameless = await call('POST', '/api/custom-reports', registrar, report(' ', false));
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().details).toEqual([expect.objectContaining({ param: 'name' })]);
    const hidden = await call('POST', '/api/custom-reports', registrar, {
      ...report('Keys', false),
      definition: { fields: ['searchText'] },
    });
    expect(hidden.statusCode).toBe(422);
    const faculty = await test.login('faculty@college.test');
    expect((await call('GET', '/api/custom-reports', faculty)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/custom-reports', faculty, report('No', false))).statusCode,
    ).toBe(403);
  });
});
