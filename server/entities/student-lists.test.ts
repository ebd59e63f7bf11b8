import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLED_STATUSES } from '#domain/students/lists';
import { createTestApp, type TestApp } from '../../tests/api/harness';
import { students } from '../db/schema';
import { DEMO_HUB_ID, DEMO_TUTOR_ID } from '../db/seed/demo-accounts';

let test: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  test = await createTestApp({ students: 120, applications: 10 });
  for (const who of ['registrar', 'hd', 'faculty', 'student', 'admin', 'finance'])
    cookies[who] = await test.login(`${who}@college.test`);
});
afterAll(() => test.close());

const get = (url: string, who: string) =>
  test.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] ?? '' } });

type Item = Record<string, string | boolean | null>;
async function listed(query: string, who = 'registrar'): Promise<Item[]> {
  const response = await get(`/api/students?${query}&pageSize=500`, who);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Item[] }>().items;
}

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(Array.isArray(row.values) ? row.values.slice(1) : []);
  });
  return rows;
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const COLUMNS = 'lastName,firstName,cohort,status,hub';
const HEADERS = ['Last name', 'First name', 'Cohort', 'Status', 'Hub'];
// The list's rows hold '' for an empty cell; the files hold an empty cell.
const cells = (item: Item) =>
  [item.lastName, item.firstName, item.cohort, item.status, item.hub].map((cell) =>
    cell === '' ? null : cell,
  );

describe('GET /api/students?mode=…', () => {
  let cohort = '';
  beforeAll(async () => {
    // The commonest cohort among enrolled students, so the filter has rows to keep.
    const counts = new Map<string, number>();
    for (const item of await listed('mode=enrolled'))
      if (typeof item.cohort === 'string')
        counts.set(item.cohort, (counts.get(item.cohort) ?? 0) + 1);
    cohort = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  });

  it('lists the enrolled students of a cohort: Current, IoS or Pending, in that cohort', async () => {
    const items = await listed(`mode=enrolled&cohort=${cohort}`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(ENROLLED_STATUSES).toContain(item.status);
      expect(item.cohort === cohort || (cohort === 'GD6A' && item.cohort === 'GC6A')).toBe(true);
    }
  });

  it('exports exactly the rows and columns shown, in Excel, CSV and PDF', async () => {
    const query = `mode=enrolled&cohort=${cohort}&columns=${COLUMNS}&sort=lastName&order=desc`;
    const shown = (await listed(query)).map(cells);

    const excel = await get(`/api/students?${query}&export=excel`, 'registrar');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain('students-enrolled-');
    const [header, ...rows] = await sheetRows(excel.rawPayload);
    expect(header).toEqual(HEADERS);
    // Empty cells come back from the sheet as missing values.
    expect(rows.map((row) => HEADERS.map((_, index) => row[index] ?? null))).toEqual(shown);

    const csv = await get(`/api/students?${query}&export=csv`, 'registrar');
    const parsed = Papa.parse<string[]>(csv.payload.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    expect(parsed.data[0]).toEqual(HEADERS);
    expect(parsed.data.slice(1)).toEqual(shown.map((row) => row.map((cell) => cell ?? '')));

    const pdf = await get(`/api/students?${query}&export=pdf`, 'registrar');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Enrolled students');
    for (const [lastName] of shown) expect(text).toContain(String(lastName));
  });

  it('searches and filters as the screen does', async () => {
    const [first] = await listed('mode=all&columns=lastName,firstName');
    const lastName = String(first?.lastName);
    const found = await listed(
      `mode=all&columns=lastName,firstName&q=${encodeURIComponent(lastName.toUpperCase())}`,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const item of found)
      expect(`${item.lastName}\n${item.firstName}`.toLowerCase()).toContain(lastName.toLowerCase());
    for (const item of await listed(`mode=all&hub=${DEMO_HUB_ID}`))
      expect(item.hubId).toBe(DEMO_HUB_ID);
  });

  it('gives the new list its onboarding columns, without FC students awaiting messages', async () => {
    const items = await listed('mode=new&awaiting=yes');
    for (const item of items) expect(item.awaitingMessages).toBe(true);
    const excel = await get('/api/students?mode=new&export=excel', 'registrar');
    const [header] = await sheetRows(excel.rawPayload);
    expect(header).toEqual(
      expect.arrayContaining(['Awaiting messages', 'Accounts email', 'Location email']),
    );
  });

  it('keeps a hub director to their hub and a tutor to their tutees', async () => {
    const hubIds = (await listed('mode=all', 'hd')).map((item) => item.hubId);
    const hubStudents = await test.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.hubId, DEMO_HUB_ID));
    expect(new Set(hubIds)).toEqual(new Set([DEMO_HUB_ID]));
    expect(hubIds).toHaveLength(hubStudents.length);

    const tutees = await test.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.tutorId, DEMO_TUTOR_ID));
    const tutorIds = (await listed('mode=all', 'faculty')).map((item) => item.id);
    expect(tutorIds.sort()).toEqual(tutees.map((row) => row.id).sort());
    const excel = await get(`/api/students?mode=enrolled&columns=lastName&export=excel`, 'faculty');
    expect(excel.statusCode).toBe(200);
    const enrolledTutees = await listed('mode=enrolled', 'faculty');
    expect((await sheetRows(excel.rawPayload)).length - 1).toBe(enrolledTutees.length);
  });

  it('refuses a list its reader may not see', async () => {
    expect((await get('/api/students?mode=all', 'student')).statusCode).toBe(403);
    expect((await get('/api/students?mode=new&export=excel', 'hd')).statusCode).toBe(403);
    expect((await get('/api/students?mode=non-enrolled', 'faculty')).statusCode).toBe(403);
    expect((await get('/api/students?mode=all', 'nobody')).statusCode).toBe(401);
    expect((await get('/api/students/student-00050', 'student')).statusCode).toBe(404);
  });

  it.each([
    ['mode=former', 'mode'],
    ['mode=all&cohort=6A', 'cohort'],
    ['mode=all&columns=lastName,shoeSize', 'columns'],
    ['mode=all&sort=shoeSize', 'sort'],
    ['mode=all&awaiting=maybe', 'awaiting'],
    ['mode=all&colour=red', ''],
  ])('answers 422 for %s', async (query, param) => {
    const response = await get(`/api/students?${query}&export=excel`, 'registrar');
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; details: { param: string }[] }>();
    expect(body.code).toBe('VALIDATION');
    if (param) expect(body.details.map((detail) => detail.param)).toContain(param);
  });
});

describe('who may read each list', () => {
  const ACCOUNTS = ['admin', 'registrar', 'finance', 'faculty', 'hd', 'student'] as const;
  it.each([
    // admin, registrar, finance, faculty (tutees), hd (own hub), student
    ['enrolled', [200, 200, 200, 200, 200, 403]],
    ['non-enrolled', [200, 200, 403, 403, 403, 403]],
    ['new', [200, 200, 403, 403, 403, 403]],
    ['all', [200, 200, 200, 200, 200, 403]],
  ])('%s', async (mode, statuses) => {
    const answered = [];
    for (const who of ACCOUNTS)
      answered.push((await get(`/api/students?mode=${mode}`, who)).statusCode);
    expect(answered).toEqual(statuses);
  });
});

describe('GET /api/student-reporting', () => {
  type Report = { breakdowns: { id: string; counts: { label: string; count: number }[] }[] };
  const total = (report: Report, id: string) =>
    report.breakdowns.find((b) => b.id === id)?.counts.reduce((sum, c) => sum + c.count, 0);

  it('counts every student in scope in each breakdown', async () => {
    const all = await test.database.db
      .select({ id: students.id, hubId: students.hubId })
      .from(students);
    const report = (await get('/api/student-reporting', 'registrar')).json<Report>();
    for (const id of ['status', 'cohort', 'hub', 'programme', 'pace', 'age'])
      expect(total(report, id)).toBe(all.length);
    const hd = (await get('/api/student-reporting', 'hd')).json<Report>();
    expect(total(hd, 'age')).toBe(all.filter((row) => row.hubId === DEMO_HUB_ID).length);
  });

  it('exports the same counts to Excel', async () => {
    const report = (await get('/api/student-reporting', 'registrar')).json<Report>();
    const response = await get('/api/student-reporting?export=excel', 'registrar');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(response.rawPayload);
    expect(header).toEqual(['Breakdown', 'Category', 'Students']);
    expect(rows.length).toBe(report.breakdowns.reduce((sum, b) => sum + b.counts.length, 0));
    const age = report.breakdowns.find((b) => b.id === 'age');
    expect(rows).toContainEqual(['Students by age range', '18-25', age?.counts[0]?.count ?? 0]);
  });

  it('refuses students and bad parameters', async () => {
    expect((await get('/api/student-reporting', 'student')).statusCode).toBe(403);
    expect((await get('/api/student-reporting', 'faculty')).statusCode).toBe(403);
    expect((await get('/api/student-reporting?export=pdf', 'registrar')).statusCode).toBe(422);
  });
});
