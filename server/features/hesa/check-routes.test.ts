import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementInYear } from '#domain/hesa/rules';
import { validSid } from '#domain/hesa/student-details';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { hesaMappings, hesaReadiness, hesaStudentDetails, studentForms } from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  for (const account of ['admin', 'registrar'] as const) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(async () => {
  await test.close();
});

const get = (url: string, as = 'admin') =>
  test.app.inject({ method: 'GET', url, headers: { cookie: cookies[as] ?? '' } });

interface Rule {
  rule: string;
  count: number;
  students: { id: string; fix: { to: string } }[];
}

/** The year with the most students in the return, and those students. */
async function busiestYear() {
  const all = await test.context.db.query.engagements.findMany();
  const years = [...new Set(all.map((e) => e.startDate.slice(0, 4)))].map(
    (y) => `${y}-${String((Number(y) + 1) % 100).padStart(2, '0')}`,
  );
  const ranked = years
    .map((year) => ({
      year,
      ids: new Set(all.filter((e) => engagementInYear(e, year)).map((e) => e.studentId)),
    }))
    .sort((a, b) => b.ids.size - a.ids.size);
  const top = ranked[0];
  if (!top) throw new Error('no engagements seeded');
  return top;
}

/** The students of a set whose SID is missing or malformed, and whose legal sex is not held. */
async function lacking(ids: Set<string>) {
  const held = new Map(
    (await test.context.db.select().from(hesaStudentDetails)).map((d) => [d.studentId, d]),
  );
  const of = (test: (id: string) => boolean) => [...ids].filter(test).sort();
  return {
    sid: of((id) => !validSid(held.get(id)?.sid)),
    sex: of((id) => !held.get(id)?.legalSex),
  };
}

describe('GET /api/hesa/missing', () => {
  it('counts each rule as the students’ data implies, and as the export counts it', async () => {
    const { year, ids } = await busiestYear();
    expect(ids.size).toBeGreaterThan(0);
    const forms = await test.context.db
      .select({ studentId: studentForms.studentId })
      .from(studentForms)
      .where(eq(studentForms.formId, 'hesadata'));
    const answered = new Set(forms.map((f) => f.studentId));
    const noForm = [...ids].filter((id) => !answered.has(id));

    const response = await get(`/api/hesa/missing?year=${year}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.students).toBe(ids.size);
    const rules = body.rules as Rule[];
    const sid = rules.find((r) => r.rule === 'sid');
    const expected = await lacking(ids);
    // The demo seed leaves some students without details: both rules have students, not all.
    expect(expected.sid.length).toBeGreaterThan(0);
    expect(expected.sid.length).toBeLessThan(ids.size);
    expect(sid?.students.map((s) => s.id).sort()).toEqual(expected.sid);
    expect(
      rules
        .find((r) => r.rule === 'missing:SEXID')
        ?.students.map((s) => s.id)
        .sort() ?? [],
    ).toEqual(expected.sex);
    expect(rules.find((r) => r.rule === 'form')?.count ?? 0).toBe(noForm.length);
    expect(sid?.students[0]?.fix.to).toMatch(/^\/students\/.+\?tab=hesa-details$/);

    // The export's summary comes from the same rules: the same counts by rule.
    const built = await test.app.inject({
      method: 'POST',
      url: '/api/hesa/export',
      headers: { cookie: cookies.admin ?? '' },
      payload: { year },
    });
    const summary = built.json().problems as { rule: string; count: number }[];
    expect(Object.fromEntries(summary.map((p) => [p.rule, p.count]))).toEqual(
      Object.fromEntries(rules.map((r) => [r.rule, r.count])),
    );
  });

  it('finds an unmapped value for every student, sends it to the mapping, and keeps history', async () => {
    const { year, ids } = await busiestYear();
    const { db } = test.context;
    const removed = await db
      .delete(hesaMappings)
      .where(and(eq(hesaMappings.field, 'SEXID'), eq(hesaMappings.collection, '24056')))
      .returning();
    try {
      const body = (await get(`/api/hesa/missing?year=${year}`)).json();
      const rules = (body.rules as Rule[]).filter((r) => r.rule.startsWith('unmapped:SEXID:'));
      const students = new Set(rules.flatMap((r) => r.students.map((s) => s.id)));
      expect(students.size).toBe(ids.size);
      expect(rules.find((r) => r.rule === 'unmapped:SEXID:Not recorded')?.count).toBe(
        (await lacking(ids)).sex.length,
      );
      expect(rules[0]?.students[0]?.fix.to).toBe('/hesa/mapping?field=SEXID');
      expect(body.ready).toBe(0);
      // "Check now" keeps a snapshot (the screen's history); the GET keeps none.
      await test.app.inject({
        method: 'POST',
        url: '/api/hesa/check',
        headers: { cookie: cookies.admin ?? '' },
        payload: { year },
      });
      const snapshots = await db.select().from(hesaReadiness);
      expect(snapshots.at(-1)?.students).toBe(ids.size);
      expect((await get(`/api/hesa/missing?year=${year}`)).json().history).toHaveLength(1);
    } finally {
      if (removed.length) await db.insert(hesaMappings).values(removed);
    }
  });

  it('exports the list to Excel: one row per student and rule', async () => {
    const { year, ids } = await busiestYear();
    const response = await get(`/api/hesa/missing/export?year=${year}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`hesa-missing-${year}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values: string[] = [];
    sheet?.eachRow((row) => {
      values.push(row.values?.toString() ?? '');
    });
    expect(values.join('\n')).toContain('Rule');
    const sidRows = values.filter((v) => v.includes(',sid,'));
    expect(sidRows).toHaveLength((await lacking(ids)).sid.length);
  });
});

describe('GET /api/hesa/students', () => {
  it('finds a student by name and shows their return with sources and problems', async () => {
    const { year, ids } = await busiestYear();
    const id = (await lacking(ids)).sid[0] ?? '';
    const student = await test.context.db.query.students.findFirst({
      where: (s, { eq: equal }) => equal(s.id, id),
    });
    const found = (
      await get(`/api/hesa/students?year=${year}&q=${encodeURIComponent(student?.lastName ?? '')}`)
    ).json();
    expect(found.students.map((s: { id: string }) => s.id)).toContain(id);
    const detail = (await get(`/api/hesa/students/${id}?year=${year}`)).json();
    const entity = detail.entities[0];
    expect(entity.entity).toBe('Student');
    const birth = entity.fields.find((f: { field: string }) => f.field === 'BIRTHDTE');
    expect(birth).toEqual({
      field: 'BIRTHDTE',
      value: student?.dateOfBirth,
      source: 'Student record: date of birth',
    });
    expect(detail.entities.some((e: { entity: string }) => e.entity === 'Engagement')).toBe(true);
    expect(detail.problems.map((p: { rule: string }) => p.rule)).toContain('sid');
    expect((await get(`/api/hesa/students/NOSUCH?year=${year}`)).statusCode).toBe(404);
  });
});

describe('switch and permission', () => {
  it('answers 404 while the switch is off and 403 without hesa:menu', async () => {
    const urls = [
      '/api/hesa/missing',
      '/api/hesa/missing/export',
      '/api/hesa/students?q=a',
      '/api/hesa/students/X',
    ];
    test.context.config.features.hesa = false;
    try {
      for (const url of urls) expect((await get(url)).statusCode, url).toBe(404);
    } finally {
      test.context.config.features.hesa = true;
    }
    for (const url of urls) expect((await get(url, 'registrar')).statusCode, url).toBe(403);
  });
});
