import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPEN_INTAKE, type TestApp } from '../../../tests/api/harness';
import { auditLog } from '../../db/schema';

let test: TestApp;
let admin: string;
let hd: string;
let student: string;
beforeAll(async () => {
  test = await createTestApp({ students: 40, applications: 30 });
  admin = await test.login('admin@college.test');
  hd = await test.login('hd@college.test');
  student = await test.login('student@college.test');
});
afterAll(() => test.close());

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  headers: Headers = {},
) => test.app.inject({ method, url, headers: { cookie, ...headers }, payload });

const newStudent = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  hubId: 'hub-1',
  programmeCode: 'BA',
  ...overrides,
});

describe('lists', () => {
  it('pages, sorts (nulls last) and counts', async () => {
    const page1 = (
      await call('GET', '/api/students?sort=lastName&order=asc&pageSize=10', admin)
    ).json();
    expect(page1.items).toHaveLength(10);
    expect(page1.total).toBeGreaterThanOrEqual(40);
    const names = page1.items.map((s: { lastName: string }) => s.lastName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(
      names,
    );
    const page2 = (
      await call('GET', '/api/students?sort=lastName&order=asc&pageSize=10&page=2', admin)
    ).json();
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    expect(page1.items[0].scopeKeys).toBeUndefined();
    expect(page2.total).toBe(page1.total);
    // A page past the end has no row to carry the count: still counted.
    const past = (await call('GET', '/api/students?pageSize=10&page=1000', admin)).json();
    expect(past).toEqual({ items: [], total: page1.total });
    const none = (await call('GET', '/api/students?q=no-such-student-anywhere', admin)).json();
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('searches and filters', async () => {
    const all = (await call('GET', '/api/students?pageSize=500', admin)).json().items;
    const someone = all[3];
    const found = (
      await call(
        'GET',
        `/api/students?q=${encodeURIComponent(someone.lastName.toUpperCase())}`,
        admin,
      )
    ).json();
    expect(found.items.map((s: { id: string }) => s.id)).toContain(someone.id);
    const hub1 = (await call('GET', '/api/students?hubId=hub-1&pageSize=500', admin)).json();
    expect(hub1.items.every((s: { hubId: string }) => s.hubId === 'hub-1')).toBe(true);
    expect(hub1.total).toBe(all.filter((s: { hubId: string }) => s.hubId === 'hub-1').length);
  });

  it('refuses unknown filters and sorts with 400', async () => {
    expect((await call('GET', '/api/students?colour=red', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/students?sort=password', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/students?pageSize=100000', admin)).statusCode).toBe(400);
  });
});

describe('record scope', () => {
  it('shows a hub director only their hub, and hides others as 404', async () => {
    const mine = (await call('GET', '/api/students?pageSize=500', hd)).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((s: { hubId: string }) => s.hubId === 'hub-1')).toBe(true);
    const other = (await call('GET', '/api/students?hubId=hub-2&pageSize=1', admin)).json()
      .items[0];
    expect((await call('GET', `/api/students/${other.id}`, hd)).statusCode).toBe(404);
    expect((await call('GET', `/api/students/${other.id}`, admin)).statusCode).toBe(200);
  });

  it('shows a student only their own record', async () => {
    const own = (await call('GET', '/api/students', student)).json();
    expect(own.total).toBe(1);
    expect(own.items[0].id).toBe('student-00001');
    expect((await call('GET', '/api/students/student-00002', student)).statusCode).toBe(404);
    const engagements = (await call('GET', '/api/engagements?pageSize=500', student)).json();
    expect(
      engagements.items.every((e: { studentId: string }) => e.studentId === 'student-00001'),
    ).toBe(true);
  });

  it('refuses a hub director creating a student in another hub', async () => {
    const response = await call('POST', '/api/students', hd, newStudent({ hubId: 'hub-2' }));
    expect([403]).toContain(response.statusCode);
  });
});

describe('writes', () => {
  it('creates (201), validates (422 per field), updates with If-Match and deletes', async () => {
    const created = await call('POST', '/api/students', admin, newStudent());
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ firstName: 'Grace', version: 1 });

    const bad = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({ email: 'nope', partnerId: '12' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['email', 'partnerId']);
    expect(bad.json().details.find((d: { param: string }) => d.param === 'partnerId').message).toBe(
      'Partner ID must be a 7-digit number',
    );

    const noVersion = await call(
      'PUT',
      `/api/students/${record.id}`,
      admin,
      newStudent({ firstName: 'G' }),
    );
    expect(noVersion.statusCode).toBe(400);
    const put = await call(
      'PUT',
      `/api/students/${record.id}`,
      admin,
      newStudent({ firstName: 'Amazing Grace' }),
      { 'if-match': '1' },
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ firstName: 'Amazing Grace', version: 2 });

    const stale = await call('PUT', `/api/students/${record.id}`, admin, newStudent(), {
      'if-match': '1',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ firstName: 'Amazing Grace', version: 2 });

    expect(
      (await call('DELETE', `/api/students/${record.id}`, admin, undefined, { 'if-match': '1' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `/api/students/${record.id}`, admin, undefined, { 'if-match': '2' }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/students/${record.id}`, admin)).statusCode).toBe(404);
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, record.id));
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]?.changes).toEqual({ firstName: { before: 'Grace', after: 'Amazing Grace' } });
  });

  it('merges a stale PATCH whose fields did not change since its base, else 409', async () => {
    const record = (
      await call('POST', '/api/students', admin, newStudent({ email: 'merge@example.org' }))
    ).json();
    // Someone else changes the phone (version 2).
    await call(
      'PATCH',
      `/api/students/${record.id}`,
      admin,
      { changes: { phone: '0100' } },
      { 'if-match': '1' },
    );
    // Our stale change of another field merges.
    const merged = await call(
      'PATCH',
      `/api/students/${record.id}`,
      admin,
      { changes: { preferredName: 'Amazing' }, base: { preferredName: null } },
      { 'if-match': '1' },
    );
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ phone: '0100', preferredName: 'Amazing', version: 3 });
    // A stale change of the phone, whose base is no longer true, conflicts.
    const clash = await call(
      'PATCH',
      `/api/students/${record.id}`,
      admin,
      { changes: { phone: '0200' }, base: { phone: null } },
      { 'if-match': '1' },
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().current.phone).toBe('0100');
    // A stale PATCH without base values conflicts.
    expect(
      (
        await call(
          'PATCH',
          `/api/students/${record.id}`,
          admin,
          { changes: { phone: '0300' } },
          { 'if-match': '2' },
        )
      ).statusCode,
    ).toBe(409);
  });

  it('refuses engagement moves the spec does not allow (422 on status)', async () => {
    const engagements = (
      await call('GET', '/api/engagements?status=Completed&pageSize=1', admin)
    ).json().items;
    const completed = engagements[0];
    const response = await call(
      'PATCH',
      `/api/engagements/${completed.id}`,
      admin,
      { changes: { status: 'Current' } },
      { 'if-match': String(completed.version) },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toEqual({
      message:
        'An engagement cannot move from Completed to Current: Completed is final, it may not move',
      param: 'status',
    });
  });

  it('answers a repeated Idempotency-Key with the first answer, changing nothing', async () => {
    const headers = { 'idempotency-key': 'create-ada-1' };
    const first = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({ email: 'ada@example.org' }),
      headers,
    );
    const second = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({ email: 'ada@example.org' }),
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const ada = (await call('GET', '/api/students?q=ada@example.org', admin)).json();
    expect(ada.total).toBe(1);
    const creates = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, first.json().id), eq(auditLog.action, 'create')));
    expect(creates).toHaveLength(1);
  });
});

describe('schema and exports', () => {
  it('describes the form of an entity with the defaults of spec §5', async () => {
    const schema = (await call('GET', '/api/students?schema', admin)).json();
    const email = schema.fields.find((field: { name: string }) => field.name === 'email');
    expect(email).toMatchObject({
      type: 'email',
      required: true,
      width: 6,
      dense: true,
      label: 'Email',
    });
    const programme = schema.fields.find(
      (field: { name: string }) => field.name === 'programmeCode',
    );
    expect(programme.type).toBe('select');
    expect(programme.options).toContain('MA');
    expect(schema.fields.find((field: { name: string }) => field.name === 'phone')).toMatchObject({
      type: 'text',
      required: false,
    });
  });

  it('exports real spreadsheet, CSV and PDF files with a file name', async () => {
    const excel = await call('GET', '/api/students?export=excel&hubId=hub-1', admin);
    expect(excel.headers['content-disposition']).toMatch(
      /attachment; filename="students-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Last name');
    const hub1 = (await call('GET', '/api/students?hubId=hub-1&pageSize=500', admin)).json();
    expect((sheet?.rowCount ?? 0) - 1).toBe(hub1.total);

    const csv = await call('GET', '/api/students?export=csv', student);
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[0]?.[0]).toBe('Last name');

    const pdf = await call('GET', '/api/hubs?export=pdf', admin);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const custom = await call('POST', '/api/students/export/custom?export=csv', admin, {
      fields: ['email', 'hubId'],
      filters: { hubId: 'hub-2' },
    });
    const rows = Papa.parse<string[]>(custom.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(['Email', 'Hub']);
    expect(rows.slice(1).every((row) => row[1] === 'hub-2')).toBe(true);
    const unknown = await call('POST', '/api/students/export/custom?export=excel', admin, {
      fields: ['passwordHash'],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it("filters on a key of a part and exports the entity's columns into parts", async () => {
    const ba = (
      await call('GET', '/api/applications?course.course=BA,MA&pageSize=500', admin)
    ).json();
    expect(ba.total).toBeGreaterThan(0);
    expect(
      ba.items.every((a: { course: { course: string } }) => ['BA', 'MA'].includes(a.course.course)),
    ).toBe(true);
    const deep = await call('GET', '/api/applications?course.course.x=BA', admin);
    expect(deep.statusCode).toBe(400);
    const custom = await call('POST', '/api/applications/export/custom?export=csv', admin, {
      fields: ['lastName', 'course.course', 'otherInformation.firstHeard'],
      filters: { 'course.course': 'BA,MA', status: 'In progress,Approved' },
    });
    const rows = Papa.parse<string[]>(custom.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(['Last name', 'Programme', 'First heard']);
    expect(rows.slice(1).every((row) => ['BA', 'MA'].includes(row[1] ?? ''))).toBe(true);
  });
});

describe('scope of tutors and applicants', () => {
  it('shows a tutor their tutees only', async () => {
    const faculty = await test.login('faculty@college.test');
    const mine = (await call('GET', '/api/students?pageSize=500', faculty)).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((s: { tutorId: string }) => s.tutorId === 'user-faculty')).toBe(true);
    const others = (await call('GET', '/api/students?pageSize=500', admin)).json().items;
    const notMine = others.find((s: { tutorId: string | null }) => s.tutorId !== 'user-faculty');
    expect((await call('GET', `/api/students/${notMine.id}`, faculty)).statusCode).toBe(404);
  });

  it('lets an applicant start and edit only their own application, not review it', async () => {
    const { cookie: applicant, account: me } = await test.registerApplicant(
      'Ann Applicant',
      'ann@example.org',
    );
    const draft = {
      firstName: 'Ann',
      lastName: 'Applicant',
      email: 'ann@example.org',
      hubId: 'hub-1',
      intake: OPEN_INTAKE,
    };
    const forSomeoneElse = await call('POST', '/api/applications', applicant, {
      ...draft,
      status: 'In progress',
      applicantUserId: 'user-student',
    });
    expect(forSomeoneElse.statusCode).toBe(403);
    const approved = await call('POST', '/api/applications', applicant, {
      ...draft,
      status: 'Approved',
      applicantUserId: me.id,
    });
    expect(approved.statusCode).toBe(403);
    const created = await call('POST', '/api/applications', applicant, {
      ...draft,
      status: 'In progress',
      applicantUserId: me.id,
    });
    expect(created.statusCode).toBe(201);
    const own = (await call('GET', '/api/applications', applicant)).json();
    expect(own.items.map((a: { id: string }) => a.id)).toEqual([created.json().id]);
    const review = await call(
      'PATCH',
      `/api/applications/${created.json().id}`,
      applicant,
      { changes: { status: 'Approved' } },
      { 'if-match': '1' },
    );
    expect(review.statusCode).toBe(403);
    const answer = await call(
      'PATCH',
      `/api/applications/${created.json().id}`,
      applicant,
      { changes: { lastName: 'Appleby' } },
      { 'if-match': '1' },
    );
    expect(answer.statusCode).toBe(200);
  });
});

describe('student emails', () => {
  it('refuses an email another student uses (422 on email), whatever its case', async () => {
    const [first, second] = (
      await call('GET', '/api/students?pageSize=2&sort=lastName', admin)
    ).json().items;
    const clash = await call(
      'PATCH',
      `/api/students/${second.id}`,
      admin,
      { changes: { email: first.email.toUpperCase() } },
      { 'if-match': String(second.version) },
    );
    expect(clash.statusCode).toBe(422);
    expect(clash.json().details).toEqual([
      { message: 'Another student already uses this email', param: 'email' },
    ]);
    const created = await call('POST', '/api/students', admin, newStudent({ email: first.email }));
    expect(created.statusCode).toBe(422);
  });
});
