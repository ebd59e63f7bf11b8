import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FurtherStudyRow, OwnFurtherStudy } from '#domain/course-platform/further-study';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { furtherStudyInterests } from '../../db/schema';

let test: TestApp;
let admin: string;
let student: string;
let student2: string;

beforeAll(async () => {
  test = await createTestApp();
  admin = await test.login('admin@college.test');
  student = await test.login('student@college.test');
  student2 = await test.login('student2@college.test');
});
afterAll(async () => {
  await test.close();
});

const OWN = '/api/forms/student/further-study';
const request = (
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function staffList(query = ''): Promise<FurtherStudyRow[]> {
  const response = await request(admin, 'GET', `/api/registrations/furtherstudy${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

describe('further study', () => {
  it('seeds a few alumni and completing students, never the demo students', async () => {
    const rows = await staffList();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.stage))).toEqual(new Set(['Alumni', 'Completing']));
    expect(rows.some((row) => row.studentId === 'student-00001')).toBe(false);
  });

  it('lets a student register, update and withdraw their own interest', async () => {
    const empty = await request(student, 'GET', OWN);
    expect(empty.statusCode).toBe(200);
    const before: OwnFurtherStudy = empty.json();
    expect(before.items).toEqual([]);
    expect(before.programmes.map((each) => each.code)).toContain('MA');

    const created = await request(student, 'POST', OWN, { programme: 'MA', notes: 'Part-time' });
    expect(created.statusCode).toBe(201);
    expect(created.json().items).toMatchObject([{ programme: 'MA', notes: 'Part-time' }]);
    // The same programme again updates the note: one interest per student and programme.
    const updated = await request(student, 'POST', OWN, { programme: 'MA', notes: 'Full-time' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().items).toMatchObject([{ programme: 'MA', notes: 'Full-time' }]);
    const stored = await test.context.db
      .select()
      .from(furtherStudyInterests)
      .where(eq(furtherStudyInterests.studentId, 'student-00001'));
    expect(stored).toHaveLength(1);

    expect((await request(student, 'POST', OWN, { programme: 'PGDip' })).statusCode).toBe(201);
    expect((await request(student, 'DELETE', `${OWN}/PGDip`)).statusCode).toBe(200);
    expect((await request(student, 'DELETE', `${OWN}/PGDip`)).statusCode).toBe(404);
  });

  it('reaches only the signed-in student: no student id in the body, no one else read or removed', async () => {
    const forged = await request(student2, 'POST', OWN, {
      programme: 'BA',
      studentId: 'student-00001',
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toHaveProperty('message');
    expect((await request(student2, 'GET', OWN)).json().items).toEqual([]);
    // Student 2 cannot withdraw student 1's interest in the MA.
    expect((await request(student2, 'DELETE', `${OWN}/MA`)).statusCode).toBe(404);
    const mine = await request(student2, 'POST', OWN, { programme: 'BA' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().items.map((each: { programme: string }) => each.programme)).toEqual(['BA']);
    expect((await request(student, 'GET', OWN)).json().items).toMatchObject([{ programme: 'MA' }]);
    expect((await request(student, 'POST', OWN, { programme: 'PhD' })).statusCode).toBe(422);
    // Staff have no student record to register for.
    expect((await request(admin, 'POST', OWN, { programme: 'MA' })).statusCode).toBe(404);
  });

  it('lists the interests for staff with the stage, filters, search and export', async () => {
    const rows = await staffList();
    const samuel = rows.find((row) => row.studentId === 'student-00001');
    expect(samuel).toMatchObject({ programme: 'MA', notes: 'Full-time', hubId: 'hub-1' });
    expect(samuel?.programmeName).toBeTruthy();
    expect(['Completing', 'Studying']).toContain(samuel?.stage);

    const ma = await staffList('?programme=MA');
    expect(ma.length).toBeGreaterThan(0);
    expect(ma.every((row) => row.programme === 'MA')).toBe(true);
    const alumni = await staffList('?stage=Alumni');
    expect(alumni.length).toBeGreaterThan(0);
    expect(alumni.every((row) => row.stage === 'Alumni')).toBe(true);
    const hub2 = await staffList('?hub=hub-2');
    expect(hub2.every((row) => row.hubId === 'hub-2')).toBe(true);
    expect(hub2.map((row) => row.studentId)).toContain('student-00002');
    expect((await staffList('?q=full-time')).map((row) => row.studentId)).toEqual([
      'student-00001',
    ]);
    expect(
      (await request(admin, 'GET', '/api/registrations/furtherstudy?stage=x')).statusCode,
    ).toBe(422);

    const csv = await request(
      admin,
      'GET',
      '/api/registrations/furtherstudy?export=csv&programme=MA',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('further-study');
    expect(csv.body).toContain('student-00001');
    expect(csv.body).not.toContain('student-00002');
  });

  it('is for the registrations menu only: students and other staff get 403', async () => {
    for (const cookie of [student, await test.login('registrar@college.test')]) {
      const response = await request(cookie, 'GET', '/api/registrations/furtherstudy');
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await test.app.inject({ url: '/api/registrations/furtherstudy' });
    expect(anonymous.statusCode).toBe(401);
  });
});
