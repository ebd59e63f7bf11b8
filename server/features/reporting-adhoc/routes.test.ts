import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADHOC_MAX_ROWS } from '#domain/reporting/adhoc';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { queryRows } from '../../db/client';
import { auditLog, students } from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 12, applications: 4 });
  for (const account of ['admin', 'registrar']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(async () => {
  await test.close();
});

const run = (payload: object, account = 'admin', query = '') =>
  test.app.inject({
    method: 'POST',
    url: `/api/reports/adhoc${query}`,
    payload,
    headers: { cookie: cookies[account] ?? '' },
  });

async function studentCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    test.database.db,
    sql`select count(*)::int as n from students`,
  );
  return Number(row?.n);
}

async function lastAudit() {
  const [row] = await test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'adhoc-report'), eq(auditLog.action, 'query')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('the reporting views', () => {
  it('lists the views and their columns, and no secret column', async () => {
    const answer = await test.app.inject({
      url: '/api/reports/adhoc/views',
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(answer.statusCode).toBe(200);
    const views: { name: string; columns: { name: string }[] }[] = answer.json().items;
    const names = views.map((view) => view.name);
    expect(names).toEqual(expect.arrayContaining(['students', 'engagements', 'applications']));
    const users = views.find((view) => view.name === 'users');
    expect(users?.columns.map((column) => column.name)).toContain('email');
    const all = views.flatMap((view) => view.columns.map((column) => column.name));
    for (const secret of ['password_hash', 'token_hash', 'scope_keys', 'convictions']) {
      expect(all).not.toContain(secret);
    }
  });

  it('refuses everybody but system administrators', async () => {
    const views = await test.app.inject({
      url: '/api/reports/adhoc/views',
      headers: { cookie: cookies.registrar ?? '' },
    });
    expect(views.statusCode).toBe(403);
    const answer = await run({ sql: 'select 1' }, 'registrar');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('FORBIDDEN');
  });
});

describe('running a SELECT', () => {
  it('answers the rows of the views, and records the run in the audit log', async () => {
    const answer = await run({ sql: 'select id, last_name from students order by id;' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.columns).toEqual([
      { name: 'id', kind: 'text' },
      { name: 'last_name', kind: 'text' },
    ]);
    expect(body.rowCount).toBe(await studentCount());
    expect(body.truncated).toBe(false);
    const [first] = await test.database.db.select().from(students).orderBy(students.id).limit(1);
    expect(body.rows[0]).toEqual([first?.id, first?.lastName]);
    const audit = await lastAudit();
    expect(audit?.changes).toMatchObject({
      sql: { after: 'select id, last_name from students order by id;' },
      rows: { after: body.rowCount },
    });
  });

  it('keeps at most the row cap, and says the result was cut', async () => {
    const capped = await run({ sql: 'select g from generate_series(1, 5000) as g' });
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toMatchObject({ rowCount: ADHOC_MAX_ROWS, truncated: true });
    const lower = await run({ sql: 'select g from generate_series(1, 5) g', maxRows: 3 });
    expect(lower.json()).toMatchObject({ rowCount: 3, truncated: true });
    expect(lower.json().rows).toEqual([[1], [2], [3]]);
    const exact = await run({ sql: 'select g from generate_series(1, 3) g', maxRows: 3 });
    expect(exact.json()).toMatchObject({ rowCount: 3, truncated: false });
  });

  it('reads only the reporting views: the tables behind them are refused', async () => {
    const answer = await run({ sql: 'select password_hash from public.users' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/permission denied/);
  });

  it('answers a SQL error with the database message, never 500', async () => {
    const answer = await run({ sql: 'select no_such_column from students' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION' });
    expect(answer.json().message).toMatch(/no_such_column/);
  });

  it('stops a query that runs past the time limit', async () => {
    const answer = await run({ sql: 'select pg_sleep(1.5)', timeoutSeconds: 0.5 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/longer than the 0.5 s allowed/);
    expect((await lastAudit())?.changes).toMatchObject({ failed: { after: expect.any(String) } });
  });

  it('exports the result as a spreadsheet and as CSV', async () => {
    const query = { sql: "select 'Zoë' as name, 2 as n" };
    const csv = await run(query, 'admin', '?export=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('name,n');
    expect(csv.body).toContain('Zoë,2');
    const excel = await run(query, 'admin', '?export=excel');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toMatch(/ad-hoc-report-.*\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet?.getSheetValues().flat().filter(Boolean);
    expect(values).toEqual(expect.arrayContaining(['name', 'n', 'Zoë', 2]));
  });
});

describe('refusing what is not one SELECT', () => {
  const refused: [string, RegExp][] = [
    ["insert into hubs (id, name, city) values ('x', 'X', 'Y')", /this is INSERT/],
    ["update students set last_name = 'X'", /this is UPDATE/],
    ['delete from students', /this is DELETE/],
    ['select 1; delete from students', /one statement/],
    ['select * into stolen from students', /SELECT INTO/],
    ['select * from students for update', /FOR UPDATE/],
    ['select * from (select * from students for share) s', /FOR UPDATE/],
    ['with gone as (delete from students returning id) select * from gone', /holds DELETE/],
    ['truncate students', /this is TRUNCATE/],
    ["select set_config('role', 'postgres', true)", /set_config/],
    ["select query_to_xml('delete from students', true, true, '')", /query_to_xml/],
    ['select pg_advisory_lock(1)', /pg_advisory_lock/],
    ['select pg_terminate_backend(pg_backend_pid())', /pg_terminate_backend/],
    ['selec 1', /could not be read/],
  ];
  for (const [statement, message] of refused) {
    it(`refuses before running: ${statement}`, async () => {
      const before = await studentCount();
      const answer = await run({ sql: statement });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toMatch(message);
      expect(await studentCount()).toBe(before);
    });
  }

  it('records a refusal in the audit log', async () => {
    await run({ sql: 'delete from students' });
    expect((await lastAudit())?.changes).toMatchObject({
      sql: { after: 'delete from students' },
      refused: { after: expect.stringMatching(/DELETE/) },
    });
  });

  // These parse as one SELECT: the read-only transaction and the role refuse them.
  const sideEffects: [string, RegExp][] = [
    ["select nextval('public.invoice_numbers')", /read-only|permission denied|does not exist/],
    ["select setval('public.invoice_numbers', 1)", /read-only|permission denied|does not exist/],
    ["select pg_read_file('/etc/passwd')", /permission denied/],
    ["select lo_export(0, '/tmp/adhoc-out')", /permission denied|read-only/],
    ["select lo_import('/etc/passwd')", /permission denied|read-only/],
    ["select pg_ls_dir('.')", /permission denied/],
  ];
  for (const [statement, message] of sideEffects) {
    it(`the database refuses: ${statement}`, async () => {
      const answer = await run({ sql: statement });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toMatch(message);
    });
  }
});
