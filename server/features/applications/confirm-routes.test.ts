import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, changes, engagements, payments, students } from '../../db/schema';

let test: TestApp;
let registrar: string;
let admin: string;
let hd: string;
beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 5 });
  registrar = await test.login('registrar@college.test');
  admin = await test.login('admin@college.test');
  hd = await test.login('hd@college.test');
});
afterAll(() => test.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => test.app.inject({ method, url, headers: { cookie, ...headers }, payload });

async function newApplication(
  status = 'Place accepted',
  course: object | null = null,
  email: string | null = null,
) {
  const id = `app-${randomUUID().slice(0, 8)}`;
  const response = await call('POST', '/api/applications', admin, {
    id,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: email ?? `${id}@example.org`,
    hubId: 'hub-1',
    status,
    intake: '2099-09-01',
    course: course ?? { course: 'BA', studyPace: 'PT', hub: 'hub-1', flexi: false },
  });
  expect(response.statusCode).toBe(201);
  return id;
}

const deposit = { amountPence: 25000, paidOn: '2026-08-01', reference: 'DEP-1' };
const studentsWithEmail = (email: string) =>
  test.database.db.select().from(students).where(sql`lower(${students.email}) = lower(${email})`);
const engagementsOf = (studentId: string) =>
  test.database.db.select().from(engagements).where(eq(engagements.studentId, studentId));

describe('POST /api/applications/:id/deposit', () => {
  it('confirms the place and creates the student and engagement, audited and in the feed', async () => {
    const id = await newApplication();
    const response = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'Confirmed (deposit paid)',
      deposit: { amountPence: 25000, paidOn: '2026-08-01', reference: 'DEP-1' },
      studentId: expect.any(String),
    });
    expect(body.history.map((e: { kind: string }) => e.kind)).toEqual(['deposit', 'status']);
    const [student] = await studentsWithEmail(`${id}@example.org`);
    expect(student).toMatchObject({
      id: body.studentId,
      firstName: 'Grace',
      lastName: 'Hopper',
      hubId: 'hub-1',
      programmeCode: 'BA',
    });
    const [engagement, ...more] = await test.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.studentId, body.studentId));
    expect(more).toEqual([]);
    expect(engagement).toMatchObject({
      code: 'BA-2099-09',
      programmeCode: 'BA',
      status: 'Starting',
      startDate: '2099-09-01',
      pace: 'PT',
      levels: ['4A', '4B', '5A', '5B', '6A', '6B'],
      level: '4A',
      cohort: '4A',
      futureOrLastCohort: '4A',
    });
    expect(student?.scopeKeys).toContain('hub:hub-1');
    expect(engagement?.scopeKeys).toEqual(student?.scopeKeys);
    for (const [entity, recordId] of [
      ['students', body.studentId],
      ['engagements', engagement?.id],
      ['applications', id],
    ]) {
      const audit = await test.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.recordId, String(recordId))));
      expect(audit.length).toBeGreaterThan(0);
      const feed = await test.database.db
        .select()
        .from(changes)
        .where(and(eq(changes.entity, entity), eq(changes.recordId, String(recordId))));
      expect(feed.length).toBeGreaterThan(0);
    }
  });

  it('makes the deposit a payment of the student naming no invoice, in their scope, audited', async () => {
    const id = await newApplication();
    const response = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(response.statusCode).toBe(200);
    const studentId = response.json().studentId;
    const rows = await test.database.db
      .select()
      .from(payments)
      .where(eq(payments.studentId, studentId));
    expect(rows).toMatchObject([
      {
        id: `deposit-${id}`,
        invoiceId: null,
        amountPence: 25000,
        paidOn: '2026-08-01',
        method: 'Deposit',
        reference: 'DEP-1',
      },
    ]);
    const [student] = await test.database.db
      .select()
      .from(students)
      .where(eq(students.id, studentId));
    expect(rows[0]?.scopeKeys).toEqual(student?.scopeKeys);
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payments'), eq(auditLog.recordId, `deposit-${id}`)));
    expect(audit).toHaveLength(1);
  });

  it('never creates a second student: a second deposit is 409 already confirmed', async () => {
    const id = await newApplication();
    const first = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(first.statusCode).toBe(200);
    const second = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This application is already confirmed',
      current: { id, studentId: first.json().studentId },
    });
    expect(await studentsWithEmail(`${id}@example.org`)).toHaveLength(1);
  });

  it('creates one student when two confirmations arrive at once', async () => {
    const id = await newApplication();
    const answers = await Promise.all([
      call('POST', `/api/applications/${id}/deposit`, registrar, deposit),
      call('POST', `/api/applications/${id}/deposit`, admin, { ...deposit, reference: 'DEP-2' }),
      call('POST', `/api/applications/${id}/deposit`, registrar, deposit),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await studentsWithEmail(`${id}@example.org`)).toHaveLength(1);
  });

  it('confirms only an offered or accepted place with a programme', async () => {
    const review = await newApplication('Under review');
    const refused = await call('POST', `/api/applications/${review}/deposit`, registrar, deposit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().current.status).toBe('Under review');
    const stale = await newApplication('Place offered');
    const staleAnswer = await call(
      'POST',
      `/api/applications/${stale}/deposit`,
      registrar,
      deposit,
      { 'if-match': '5' },
    );
    expect(staleAnswer.statusCode).toBe(409);
    expect(await studentsWithEmail(`${stale}@example.org`)).toHaveLength(0);
  });

  it('validates the body field by field, and only admissions staff may confirm', async () => {
    const id = await newApplication();
    const bad = await call('POST', `/api/applications/${id}/deposit`, registrar, {
      amountPence: -5,
      paidOn: 'yesterday',
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['amountPence', 'paidOn']);
    expect((await call('POST', `/api/applications/${id}/deposit`, hd, deposit)).statusCode).toBe(
      403,
    );
    expect(await studentsWithEmail(`${id}@example.org`)).toHaveLength(0);
  });

  it('starts the engagement in its programme’s first cohort, prefixed at level 6', async () => {
    const id = await newApplication('Place offered', {
      course: 'GradDip',
      studyPace: 'PT',
      hub: 'hub-1',
      flexi: false,
    });
    const response = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(response.statusCode).toBe(200);
    const [engagement] = await engagementsOf(response.json().studentId);
    expect(engagement).toMatchObject({ level: '6A', cohort: 'GD6A', futureOrLastCohort: 'GD6A' });
  });
});

describe('POST /api/applications/:id/deposit for a current student', () => {
  async function currentStudent(email: string) {
    const response = await call('POST', '/api/students', registrar, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      hubId: 'hub-1',
      programmeCode: 'CertHE',
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  it('reuses the student with the email (any case) and adds only the new engagement', async () => {
    const email = `Current-${randomUUID().slice(0, 8)}@Example.org`;
    const studentId = await currentStudent(email);
    const id = await newApplication('Place accepted', null, email.toLowerCase());
    const response = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Confirmed (deposit paid)', studentId });
    const [history] = response.json().history;
    expect(history).toMatchObject({ kind: 'deposit', studentId });
    expect(await studentsWithEmail(email)).toHaveLength(1);
    const [engagement, ...more] = await engagementsOf(studentId);
    expect(more).toEqual([]);
    expect(engagement).toMatchObject({ code: 'BA-2099-09', programmeCode: 'BA', cohort: '4A' });
    // The student record itself is left as it was (their programme, their name).
    const [student] = await studentsWithEmail(email);
    expect(student).toMatchObject({ id: studentId, programmeCode: 'CertHE', version: 1 });

    const again = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This application is already confirmed',
      current: { id, studentId },
    });
    expect(await engagementsOf(studentId)).toHaveLength(1);
  });

  it('makes one engagement when two confirmations for a current student arrive at once', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.org`;
    const studentId = await currentStudent(email);
    const id = await newApplication('Place accepted', null, email);
    const answers = await Promise.all([
      call('POST', `/api/applications/${id}/deposit`, registrar, deposit),
      call('POST', `/api/applications/${id}/deposit`, admin, deposit),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await studentsWithEmail(email)).toHaveLength(1);
    expect(await engagementsOf(studentId)).toHaveLength(1);
  });
});

describe('POST /api/applications/:id/deposit with conditions', () => {
  const setConditions = (id: string, conditions: object[]) =>
    call('PUT', `/api/applications/${id}/conditions`, registrar, { conditions });

  it('waits for every condition to be met, naming those unmet, with the current record', async () => {
    const id = await newApplication('Place offered');
    const set = await setConditions(id, [
      { text: 'Satisfactory DBS check', met: false },
      { text: 'Certificate of A levels', met: true },
      { text: 'Church leader’s letter', met: false },
    ]);
    expect(set.statusCode).toBe(200);
    const refused = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        "The offer's conditions are not all met yet: Satisfactory DBS check; Church leader’s letter",
      current: { id, status: 'Place offered', studentId: null },
    });
    expect(await studentsWithEmail(`${id}@example.org`)).toHaveLength(0);

    const conditions = set.json().conditions.map((c: object) => ({ ...c, met: true }));
    expect((await setConditions(id, conditions)).statusCode).toBe(200);
    const confirmed = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
    expect(confirmed.statusCode).toBe(200);
    expect(await studentsWithEmail(`${id}@example.org`)).toHaveLength(1);
  });

  it('does not block the deposit when conditional offers are switched off', async () => {
    const id = await newApplication('Place offered');
    expect(
      (await setConditions(id, [{ text: 'Satisfactory DBS check', met: false }])).statusCode,
    ).toBe(200);
    test.context.config.features.conditionalOffers = false;
    try {
      const response = await call('POST', `/api/applications/${id}/deposit`, registrar, deposit);
      expect(response.statusCode).toBe(200);
    } finally {
      test.context.config.features.conditionalOffers = true;
    }
  });
});
