import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { creditNotes, invoices, paymentPlans, users } from '../../db/schema';
import { planEngagementOf } from '../../entities/plan-engagement';

let test: TestApp;
const cookies: Record<string, string> = {};
const YEAR = '2027-28';

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ['finance', 'student', 'student2', 'hd', 'admin', 'registrar']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST', url: string, account: string, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: { cookie: cookies[account] ?? '' },
    ...(payload ? { payload } : {}),
  });

const planChange = (paymentTerm = 'InFull') => ({
  type: 'plan-change',
  data: { academicYear: YEAR, paymentTerm, reason: 'My employer now pays the year at once.' },
});
const difficulty = {
  type: 'payment-difficulty',
  data: {
    difficulty: 'A change in income',
    details: 'I lost my job in October.',
    proposal: 'Smaller instalments until March.',
  },
};

async function make(body: object, account = 'student'): Promise<string> {
  const response = await call('POST', '/api/forms/student/requests', account, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function planOf(studentId: string) {
  const engagement = await planEngagementOf(test.database.db, studentId);
  const [plan] = await test.database.db
    .select()
    .from(paymentPlans)
    .where(
      and(eq(paymentPlans.engagementId, engagement?.id ?? ''), eq(paymentPlans.sessionId, YEAR)),
    );
  return plan;
}

describe('finance requests', () => {
  it('lists the finance requests, with the answers labelled, and only those', async () => {
    const id = await make(difficulty);
    await make({
      type: 'recording',
      data: { sessionDate: '2026-10-01', session: 'Greek 1', reason: 'Illness' },
    });
    const response = await call('GET', '/api/finance/requests?status=Pending', 'finance');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { type: string }) => item.type)).not.toContain('recording');
    const row = body.items.find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({ type: 'payment-difficulty', status: 'Pending' });
    expect(row.details).toContainEqual({
      label: 'What you propose',
      value: 'Smaller instalments until March.',
    });
    expect(row.studentName).toMatch(/\w+ \w+/);
  });

  it('approving a change of plan puts the plan in place; the student sees the decision', async () => {
    const id = await make(planChange('InFull'));
    expect(await planOf('student-00001')).toBeUndefined();
    const decided = await call('POST', `/api/finance/requests/${id}/decision`, 'finance', {
      decision: 'Approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().status).toBe('Approved');
    expect(await planOf('student-00001')).toMatchObject({
      paymentTerm: 'InFull',
      loanReference: null,
      updatedBy: 'user-finance',
    });
    const own = await call('GET', `/api/student-requests/${id}`, 'student');
    expect(own.json()).toMatchObject({ status: 'Approved' });
    // Decided once only.
    const again = await call('POST', `/api/finance/requests/${id}/decision`, 'finance', {
      decision: 'Approved',
    });
    expect(again.statusCode).toBe(409);
  });

  it('approving a change of plan for a year already invoiced re-plans it with a credit note', async () => {
    const engagement = await planEngagementOf(test.database.db, 'student-00002');
    const [invoiced] = await test.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.engagementId, engagement?.id ?? ''), isNotNull(invoices.paymentTerm)))
      .orderBy(desc(invoices.sessionId))
      .limit(1);
    if (!invoiced) return expect.fail('The seed invoiced no year of student-00002');
    const paymentTerm = invoiced.paymentTerm === 'InFull' ? 'Monthly' : 'InFull';
    const id = await make(
      {
        type: 'plan-change',
        data: { academicYear: invoiced.sessionId, paymentTerm, reason: 'A new plan.' },
      },
      'student2',
    );
    const decided = await call('POST', `/api/finance/requests/${id}/decision`, 'finance', {
      decision: 'Approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const notes = await test.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiced.id));
    const [next] = await test.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, `${invoiced.id}-2`));
    expect(next).toMatchObject({ paymentTerm, sessionId: invoiced.sessionId });
    // What was open on the old invoice is credited; the new one asks the year's fee less what was paid.
    const credited = notes.reduce((sum, note) => sum + note.amountPence, 0);
    expect(credited).toBeGreaterThan(0);
    expect(credited).toBeLessThanOrEqual(invoiced.amountPence);
  });

  it('refusing keeps the plan, and needs a reason the student reads', async () => {
    const before = await planOf('student-00002');
    const id = await make(planChange('Monthly'), 'student2');
    const noReason = await call('POST', `/api/finance/requests/${id}/decision`, 'finance', {
      decision: 'Rejected',
    });
    expect(noReason.statusCode).toBe(422);
    const refused = await call('POST', `/api/finance/requests/${id}/decision`, 'finance', {
      decision: 'Rejected',
      reason: 'The year is already paid in full.',
    });
    expect(refused.statusCode).toBe(200);
    expect(await planOf('student-00002')).toEqual(before);
    const own = (await call('GET', `/api/student-requests/${id}`, 'student2')).json();
    expect(own).toMatchObject({
      status: 'Rejected',
      decisionReason: 'The year is already paid in full.',
    });
  });

  it('refuses a plan the programme does not offer, and a loan plan without its reference', async () => {
    const loan = await call('POST', '/api/forms/student/requests', 'student', {
      ...planChange('Student Loan'),
    });
    expect(loan.statusCode).toBe(422);
    expect(loan.json().details).toContainEqual(
      expect.objectContaining({ message: 'Enter your Student Loans Company reference' }),
    );
    const engagement = await planEngagementOf(test.database.db, 'student-00001');
    const refused = ['Monthly', 'Termly', 'Student Loan'].filter(
      (term) => !((engagement?.offered ?? []) as readonly string[]).includes(term),
    );
    for (const term of refused) {
      const response = await call('POST', '/api/forms/student/requests', 'student', {
        type: 'plan-change',
        data: { ...planChange(term).data, loanReference: 'SLC-1' },
      });
      expect(response.statusCode, term).toBe(422);
    }
  });

  it('is decided by finance only: not the student, not the registry route, not outside staff', async () => {
    const id = await make(planChange('InFull'));
    const body = { decision: 'Approved' };
    expect(
      (await call('POST', `/api/finance/requests/${id}/decision`, 'student', body)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/finance/requests/${id}/decision`, 'hd', body)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/finance/requests', 'student')).statusCode).toBe(403);
    expect((await call('GET', '/api/finance/requests', 'hd')).statusCode).toBe(403);
    // The registry's decision route does not decide finance requests.
    expect(
      (await call('POST', `/api/student-requests/${id}/decision`, 'admin', body)).statusCode,
    ).toBe(404);
    // A request that is not a finance one is not in the finance queue.
    const recording = await make({
      type: 'recording',
      data: { sessionDate: '2026-10-02', session: 'Hebrew 1', reason: 'Illness' },
    });
    const other = await call(
      'POST',
      `/api/finance/requests/${recording}/decision`,
      'finance',
      body,
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/finance/requests/nope/decision', 'finance', body)).statusCode,
    ).toBe(404);
  });

  it("keeps to the caller's scope: a hub-scoped reader sees and decides only their hub's", async () => {
    // The hub director of hub-1 is given students:invoice: student-00001 is of hub-1,
    // student-00002 of hub-2.
    await test.database.db
      .update(users)
      .set({ claims: ['students:invoice'] })
      .where(eq(users.id, 'user-hd'));
    // A new session: the server keeps a signed-in user's permissions for a moment.
    cookies.hd = await test.login('hd@college.test');
    try {
      const own = await make(difficulty);
      const other = await make(difficulty, 'student2');
      const listed = (await call('GET', '/api/finance/requests', 'hd')).json();
      const ids = listed.items.map((item: { id: string }) => item.id);
      expect(ids).toContain(own);
      expect(ids).not.toContain(other);
      const body = { decision: 'Rejected', reason: 'Please talk to us first.' };
      const outside = await call('POST', `/api/finance/requests/${other}/decision`, 'hd', body);
      expect(outside.statusCode).toBe(404);
      const inside = await call('POST', `/api/finance/requests/${own}/decision`, 'hd', body);
      expect(inside.statusCode).toBe(200);
    } finally {
      await test.database.db.update(users).set({ claims: [] }).where(eq(users.id, 'user-hd'));
      cookies.hd = await test.login('hd@college.test');
    }
  });

  it('answers 404 everywhere when the financeRequests switch is off', async () => {
    const id = await make(difficulty);
    test.context.config.features.financeRequests = false;
    try {
      expect((await call('GET', '/api/finance/requests', 'finance')).statusCode).toBe(404);
      const decide = await call('POST', `/api/finance/requests/${id}/decision`, 'finance', {
        decision: 'Approved',
      });
      expect(decide.statusCode).toBe(404);
      const made = await call('POST', '/api/forms/student/requests', 'student', difficulty);
      expect(made.statusCode).toBe(404);
      expect(made.json().code).toBe('NOT_FOUND');
    } finally {
      test.context.config.features.financeRequests = true;
    }
    expect((await call('GET', '/api/finance/requests', 'finance')).statusCode).toBe(200);
  });
});
