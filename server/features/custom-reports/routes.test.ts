import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, engagements, invoices, students, users } from '../../db/schema';

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
    // The registrar holds `students` (students:invoice among them) but not role:bursary.
    expect(entities.map((entity) => entity.name)).toEqual([
      'students',
      'engagements',
      'applications',
      'potential-students',
      'invoices',
      'payments',
      'credit-notes',
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

// Invoices as the database holds them, with their student's hub.
const invoicesOf = (hubId?: string) =>
  test.database.db
    .select({
      number: invoices.number,
      sessionId: invoices.sessionId,
      amountPence: invoices.amountPence,
      dueOn: invoices.dueOn,
    })
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.studentId))
    .where(hubId ? eq(students.hubId, hubId) : undefined);

// The groups of rows by a key: count and sum of amounts, as a sorted list.
function grouped(rows: { key: string; amountPence: number }[]) {
  const groups = new Map<string, { records: number; pence: number }>();
  for (const row of rows) {
    const group = groups.get(row.key) ?? { records: 0, pence: 0 };
    group.records += 1;
    group.pence += row.amountPence;
    groups.set(row.key, group);
  }
  return [...groups]
    .map(([key, group]) => ({ key, ...group }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

describe('finance records (invoices) in custom reports', () => {
  let finance: string;
  beforeAll(async () => {
    finance = await test.login('finance@college.test');
  });

  it('offers invoices, payments, credit notes and bursary awards to finance only', async () => {
    const names = async (cookie: string) =>
      (
        (await call('GET', '/api/custom-reports/catalog', cookie)).json() as {
          entities: { name: string; fields: { name: string; type: string; ops: string[] }[] }[];
        }
      ).entities;
    const theirs = await names(finance);
    expect(theirs.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['invoices', 'payments', 'credit-notes', 'bursary-awards']),
    );
    const fields = theirs.find((entity) => entity.name === 'invoices')?.fields ?? [];
    expect(fields.find((field) => field.name === 'amountPence')).toMatchObject({
      type: 'money',
      ops: ['range'],
    });
    expect(fields.map((field) => field.name)).not.toContain('scopeKeys');
    // As the finance routes: whoever reads /api/finance/invoices reads them here.
    expect((await call('GET', '/api/finance/invoices', finance)).statusCode).toBe(200);
    // A hub director given students:admin only reads no invoices: none offered, a run refused.
    await test.database.db
      .update(users)
      .set({ claims: ['students:admin'] })
      .where(eq(users.email, 'hd@college.test'));
    const hd = await test.login('hd@college.test');
    expect((await call('GET', '/api/finance/invoices', hd)).statusCode).toBe(403);
    expect((await names(hd)).map((entity) => entity.name)).toEqual([
      'students',
      'engagements',
      'applications',
      'potential-students',
    ]);
    const refused = await call('POST', '/api/custom-reports/run', hd, {
      entity: 'invoices',
      definition: { fields: ['number'] },
    });
    expect(refused.statusCode).toBe(403);
    const student = await test.login('student@college.test');
    expect(
      (
        await call('POST', '/api/custom-reports/run', student, {
          entity: 'invoices',
          definition: { fields: ['number'] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses fields of invoices that are not offered, in the run and the export', async () => {
    for (const url of ['/api/custom-reports/run', '/api/custom-reports/export?export=csv']) {
      const response = await call('POST', url, finance, {
        entity: 'invoices',
        definition: {
          fields: ['number', 'scopeKeys', 'lines'],
          groupBy: 'number',
          sums: ['number'],
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual([
        { param: 'fields.1', message: expect.stringContaining('scopeKeys') },
        { param: 'fields.2', message: expect.stringContaining('lines') },
        { param: 'sums.0', message: 'Invoice cannot be summed' },
      ]);
    }
  });

  it('runs invoices in the caller scope: a hub director with students:invoice sees their hub only', async () => {
    const all = await invoicesOf();
    expect(all.length).toBeGreaterThan(0);
    const everyone = await call('POST', '/api/custom-reports/run', finance, {
      entity: 'invoices',
      definition: { fields: ['number', 'hub', 'amountPence'], sort: { field: 'number' } },
    });
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().total).toBe(all.length);
    // Money is shown in pounds.
    expect(everyone.json().rows[0].amountPence).toMatch(/^£[\d,]+\.\d\d$/);

    await test.database.db
      .update(users)
      .set({ claims: ['students:invoice'] })
      .where(eq(users.email, 'hd@college.test'));
    const hd = await test.login('hd@college.test');
    const theirs = await call('POST', '/api/custom-reports/run', hd, {
      entity: 'invoices',
      definition: { fields: ['number'], groupBy: 'sessionId', sums: ['amountPence'] },
    });
    expect(theirs.statusCode).toBe(200);
    const hub = await invoicesOf('hub-1');
    expect(hub.length).toBeLessThan(all.length);
    expect(theirs.json().total).toBe(hub.length);
    const exported = await call('POST', '/api/custom-reports/export?export=xml', hd, {
      entity: 'invoices',
      definition: { fields: ['number', 'hub'] },
    });
    expect(
      xmlRows(exported.body)
        .rows.map((row) => row.number)
        .sort(),
    ).toEqual(hub.map((row) => row.number).sort());
  });

  it('exports the groups with their counts and sums (pence in pounds), as xlsx, xml, csv and pdf', async () => {
    const definition = { fields: ['number'], groupBy: 'sessionId', sums: ['amountPence'] };
    const expected = grouped(
      (await invoicesOf()).map((row) => ({ key: row.sessionId, amountPence: row.amountPence })),
    );
    const run = (
      await call('POST', '/api/custom-reports/run', finance, { entity: 'invoices', definition })
    ).json();
    expect(run.sums).toEqual([{ field: 'amountPence', label: 'Amount', money: true }]);

    const excel = await call('POST', '/api/custom-reports/export?export=excel', finance, {
      entity: 'invoices',
      definition,
      name: 'Invoices by year',
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toMatch(
      /filename="Invoices by year-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Year', 'Records', 'Sum of Amount']);
    const sheetRows: { key: string; records: number; pence: number }[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1)
        sheetRows.push({
          key: String(row.getCell(1).value),
          records: Number(row.getCell(2).value),
          // Money cells hold pounds.
          pence: Math.round(Number(row.getCell(3).value) * 100),
        });
    });
    expect(sheetRows.sort((a, b) => a.key.localeCompare(b.key))).toEqual(expected);

    const xml = await call('POST', '/api/custom-reports/export?export=xml', finance, {
      entity: 'invoices',
      definition,
    });
    expect(xml.headers['content-disposition']).toMatch(
      /filename="invoices-\d{4}-\d{2}-\d{2}\.xml"/,
    );
    const parsed = xmlRows(xml.body);
    expect(
      parsed.rows
        .map((row) => ({
          key: row.group ?? '',
          records: Number(row.records),
          // Money as the screen shows it: £1,234.56.
          pence: Math.round(Number((row.sum0 ?? '').replace(/[£,]/g, '')) * 100),
        }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual(expected);
    expect(parsed.rows[0]?.sum0).toMatch(/^£[\d,]+\.\d\d$/);

    const csv = await call('POST', '/api/custom-reports/export?export=csv', finance, {
      entity: 'invoices',
      definition,
    });
    const lines = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(lines.data[0]).toEqual(['Year', 'Records', 'Sum of Amount']);
    expect(lines.data).toHaveLength(expected.length + 1);

    const pdf = await call('POST', '/api/custom-reports/export?export=pdf', finance, {
      entity: 'invoices',
      definition,
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const group of expected) expect(text).toContain(group.key);
  });

  it('exports the groups of a generic entity too', async () => {
    const xml = await call('POST', '/api/custom-reports/export?export=xml', registrar, {
      entity: 'engagements',
      definition: { fields: ['status'], groupBy: 'status', sums: ['credits'] },
    });
    expect(xml.statusCode).toBe(200);
    const expected = await test.database.db
      .select({ value: engagements.status, count: count() })
      .from(engagements)
      .groupBy(engagements.status);
    const rows = xmlRows(xml.body).rows;
    expect(rows.map((row) => `${row.group}:${row.records}`).sort()).toEqual(
      expected.map((row) => `${row.value}:${row.count}`).sort(),
    );
  });

  it('filters by ranges (money in pounds, dates), contains text and several values', async () => {
    const amounts = (await invoicesOf()).map((row) => row.amountPence).sort((a, b) => a - b);
    const low = amounts[Math.floor(amounts.length / 4)] ?? 0;
    const high = amounts[Math.floor((3 * amounts.length) / 4)] ?? 0;
    const [inRange] = await test.database.db
      .select({ n: count() })
      .from(invoices)
      .where(and(gte(invoices.amountPence, low), lte(invoices.amountPence, high)));
    const ranged = await call('POST', '/api/custom-reports/run', finance, {
      entity: 'invoices',
      definition: {
        fields: ['number', 'amountPence'],
        filters: [
          {
            field: 'amountPence',
            op: 'range',
            from: (low / 100).toFixed(2),
            to: (high / 100).toFixed(2),
          },
        ],
      },
    });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.json().total).toBe(Number(inRange?.n));
    expect(ranged.json().total).toBeLessThan(amounts.length);

    const dues = (await invoicesOf()).map((row) => row.dueOn).sort();
    const from = dues[Math.floor(dues.length / 2)] ?? '';
    const dated = await call('POST', '/api/custom-reports/run', finance, {
      entity: 'invoices',
      definition: { fields: ['number'], filters: [{ field: 'dueOn', op: 'range', from }] },
    });
    expect(dated.json().total).toBe(dues.filter((due) => due >= from).length);
    // A date for a money field is refused.
    const wrong = await call('POST', '/api/custom-reports/run', finance, {
      entity: 'invoices',
      definition: { fields: ['number'], filters: [{ field: 'amountPence', op: 'range', from }] },
    });
    expect(wrong.statusCode).toBe(422);

    // Contains, any case, with pattern characters taken literally.
    const [someone] = await test.database.db
      .select({ lastName: students.lastName })
      .from(students)
      .limit(1);
    const part = (someone?.lastName ?? '').slice(1, 4).toUpperCase();
    const contains = await call('POST', '/api/custom-reports/run', registrar, {
      entity: 'students',
      definition: {
        fields: ['lastName'],
        filters: [{ field: 'lastName', op: 'contains', text: part }],
      },
    });
    expect(contains.statusCode).toBe(200);
    const [matching] = await test.database.db
      .select({ n: count() })
      .from(students)
      .where(sql`position(lower(${part}) in lower(${students.lastName})) > 0`);
    expect(contains.json().total).toBe(Number(matching?.n));
    expect(contains.json().total).toBeGreaterThan(0);
    const literal = await call('POST', '/api/custom-reports/run', registrar, {
      entity: 'students',
      definition: {
        fields: ['lastName'],
        filters: [{ field: 'lastName', op: 'contains', text: '%' }],
      },
    });
    expect(literal.json().total).toBe(0);

    // Several values of a choice, and an old definition (no op) still runs.
    for (const filter of [
      { field: 'hubId', op: 'equals', values: ['hub-1', 'hub-2'] },
      { field: 'hubId', values: ['hub-1', 'hub-2'] },
    ]) {
      const several = await call('POST', '/api/custom-reports/run', registrar, {
        entity: 'students',
        definition: { fields: ['lastName'], filters: [filter] },
      });
      expect(several.json().total).toBe((await studentsIn('hub-1')) + (await studentsIn('hub-2')));
    }
  });
});
