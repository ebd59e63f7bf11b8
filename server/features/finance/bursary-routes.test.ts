import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  applications,
  auditLog,
  bursaryAwards,
  creditNotes,
  invoices,
  students,
  tuitionFees,
  users,
} from '../../db/schema';
import { DEMO_STUDENT_ID, OTHER_DEMO_HUB_ID } from '../../db/seed/demo-accounts';
import { hashPassword } from '../../platform/auth/passwords';
import { bursaryCreditTotals, creditAward } from './bursary-credit';
import { invoiceMoney } from './ledger';

let test: TestApp;
const cookies: Record<string, string> = {};
const TODAY = '2026-11-27';
const FORM_ROW = `form~2026-27~${DEMO_STUDENT_ID}:bursary-application`;

const APPLICATION = {
  applicationType: 'General Bursary',
  householdIncome: 'Under £15,000',
  dependants: '2',
  otherFunding: 'My church gives £300 a year.',
  statement: 'I support two children on one income and study part time. '.repeat(6),
  declaration: true,
};

beforeAll(async () => {
  test = await createTestApp({ students: 12, applications: 4 });
  test.context.clock = () => new Date(`${TODAY}T12:00:00Z`);
  for (const account of ['finance', 'student', 'hd', 'admin']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
  // A reviewer holding role:bursary but seeing only another hub's records.
  await test.database.db.insert(users).values({
    id: 'user-other-hub-bursary',
    email: 'other-hub-bursary@example.org',
    name: 'Other hub reviewer',
    passwordHash: await hashPassword('a long test password'),
    roles: ['hd'],
    hubId: OTHER_DEMO_HUB_ID,
    claims: ['role:bursary'],
  });
  cookies.otherHub = await test.login('other-hub-bursary@example.org', 'a long test password');
  const saved = await call('PUT', '/api/forms/student/bursary-application', 'student', APPLICATION);
  expect(saved.statusCode).toBe(200);
});
afterAll(() => test.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, account = 'finance', payload?: object) {
  return test.app.inject({
    method,
    url,
    headers: { cookie: cookies[account] ?? '' },
    ...(payload ? { payload } : {}),
  });
}
const decide = (body: object, account = 'finance') =>
  call('POST', `/api/finance/bursaries/${encodeURIComponent(FORM_ROW)}/decision`, account, body);

/** The demo student's 2026-27 invoices with their money. */
async function yearInvoices() {
  const found = await test.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.studentId, DEMO_STUDENT_ID), eq(invoices.sessionId, '2026-27')));
  const money = await invoiceMoney(
    test.database.db,
    found.map((invoice) => invoice.id),
  );
  return found.map((invoice) => ({ ...invoice, ...money.get(invoice.id) }));
}

describe('GET /api/finance/bursaries', () => {
  it('lists the student’s submitted form under consideration, filtered by year, type, outcome', async () => {
    const response = await call('GET', '/api/finance/bursaries');
    expect(response.statusCode).toBe(200);
    const row = response.json().items.find((item: { id: string }) => item.id === FORM_ROW);
    expect(row).toMatchObject({
      name: 'Samuel Price',
      sessionId: '2026-27',
      applicationType: 'General Bursary',
      outcome: 'Under consideration',
      amountPence: null,
    });
    for (const [query, listed] of [
      ['year=2026-27&type=General%20Bursary&outcome=Under%20consideration&q=samuel', true],
      ['year=2025-26', false],
      ["type=Principal's%20Bursary", false],
      ['outcome=Approved', false],
      ['q=nobody', false],
    ] as const) {
      const ids = (await call('GET', `/api/finance/bursaries?${query}`))
        .json()
        .items.map((item: { id: string }) => item.id);
      expect(ids.includes(FORM_ROW), query).toBe(listed);
    }
    expect((await call('GET', '/api/finance/bursaries?outcome=Maybe')).statusCode).toBe(422);
  });

  it('exports the rows as Excel', async () => {
    const response = await call('GET', '/api/finance/bursaries?export=excel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });

  it('is role:bursary’s only, and 404 when the switch is off', async () => {
    expect((await call('GET', '/api/finance/bursaries', 'student')).statusCode).toBe(403);
    expect((await call('GET', '/api/finance/bursaries', 'hd')).statusCode).toBe(403);
    expect((await decide({ outcome: 'Cancelled' }, 'student')).statusCode).toBe(403);
    expect((await call('GET', '/api/finance/bursaries', 'admin')).statusCode).toBe(200);
    test.context.config.features.bursaries = false;
    try {
      for (const url of [
        '/api/finance/bursaries',
        `/api/finance/bursaries/${encodeURIComponent(FORM_ROW)}`,
        '/api/forms/student/bursary-decisions',
      ]) {
        const account = url.startsWith('/api/forms') ? 'student' : 'finance';
        expect((await call('GET', url, account)).statusCode, url).toBe(404);
      }
      expect((await decide({ outcome: 'Cancelled' })).statusCode).toBe(404);
    } finally {
      test.context.config.features.bursaries = true;
    }
  });

  it('keeps another hub’s applications out of a hub-scoped reviewer’s reach', async () => {
    const list = await call('GET', '/api/finance/bursaries', 'otherHub');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(FORM_ROW);
    const url = `/api/finance/bursaries/${encodeURIComponent(FORM_ROW)}`;
    expect((await call('GET', url, 'otherHub')).statusCode).toBe(404);
    expect((await decide({ outcome: 'Cancelled' }, 'otherHub')).statusCode).toBe(404);
  });
});

describe('GET /api/finance/bursaries/:id', () => {
  it('gives the answers and the student’s invoices of the year with their balance', async () => {
    const response = await call('GET', `/api/finance/bursaries/${encodeURIComponent(FORM_ROW)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.answers).toMatchObject({
      householdIncome: 'Under £15,000',
      dependants: '2',
      otherFunding: 'My church gives £300 a year.',
    });
    expect(body.answers.statement).toContain('two children');
    const stored = await yearInvoices();
    expect(stored.length).toBeGreaterThan(0);
    expect(body.finance.invoices).toHaveLength(stored.length);
    expect(body.finance.balancePence).toBe(
      stored.reduce((total, invoice) => total + (invoice.balancePence ?? 0), 0),
    );
    expect(body.decision).toBeNull();
    expect((await call('GET', '/api/finance/bursaries/form~2026-27~nobody')).statusCode).toBe(404);
    expect((await call('GET', '/api/finance/bursaries/garbage')).statusCode).toBe(404);
  });
});

describe('POST /api/finance/bursaries/:id/decision', () => {
  it('refuses bad input with 422 naming the field', async () => {
    const fees = (await yearInvoices()).reduce((total, invoice) => total + invoice.amountPence, 0);
    for (const [body, param] of [
      [{ outcome: 'Approved', amountPence: 1000 }, 'bursaryType'],
      [{ outcome: 'Approved', bursaryType: 'General Bursary', amountPence: 0 }, 'amountPence'],
      [{ outcome: 'Approved', bursaryType: 'General Bursary', amountPence: 12.5 }, 'amountPence'],
      [
        { outcome: 'Approved', bursaryType: 'General Bursary', amountPence: fees + 1 },
        'amountPence',
      ],
      [{ outcome: 'Rejected' }, 'comment'],
      [{ outcome: 'Yes' }, 'outcome'],
    ] as const) {
      const response = await decide(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().details.map((d: { param: string }) => d.param)).toContain(param);
    }
    expect(await test.database.db.select().from(bursaryAwards)).toEqual([]);
  });

  it('approves: credit notes oldest due first, in pence, and a raise credits only the difference', async () => {
    const before = await yearInvoices();
    const balance = before.reduce((total, invoice) => total + (invoice.balancePence ?? 0), 0);
    const first = await decide({
      outcome: 'Approved',
      bursaryType: 'General Bursary',
      amountPence: 50_001,
      comment: 'Awarded by the panel',
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ outcome: 'Approved', amountPence: 50_001, version: 1 });
    expect(body.decision).toMatchObject({
      decidedBy: 'Frank Whitaker',
      bursaryType: 'General Bursary',
    });
    const notes = await test.database.db.select().from(creditNotes);
    expect(notes.reduce((total, note) => total + note.amountPence, 0)).toBe(
      Math.min(50_001, balance),
    );
    expect(notes.every((note) => note.reason === 'General Bursary 2026-27')).toBe(true);
    expect(body.creditedPence + body.notCreditedPence).toBe(50_001);

    // A stale version is refused; a raise to 60,000p credits 9,999p more.
    const stale = await test.app.inject({
      method: 'POST',
      url: `/api/finance/bursaries/${encodeURIComponent(FORM_ROW)}/decision`,
      headers: { cookie: cookies.finance ?? '', 'if-match': '7' },
      payload: { outcome: 'Cancelled' },
    });
    expect(stale.statusCode).toBe(409);
    const raised = await decide({
      outcome: 'Approved',
      bursaryType: 'General Bursary',
      amountPence: 60_000,
      comment: 'Awarded by the panel',
    });
    expect(raised.statusCode).toBe(200);
    const after = await test.database.db.select().from(creditNotes);
    const total = after.reduce((sum, note) => sum + note.amountPence, 0);
    expect(total).toBe(Math.min(60_000, balance));
    expect(raised.json().version).toBe(2);

    // The balances fell by exactly the credit.
    const now = await yearInvoices();
    expect(now.reduce((sum, invoice) => sum + (invoice.balancePence ?? 0), 0)).toBe(
      balance - total,
    );
    // Taking back credit already raised is refused, naming the amount; so is a rejection.
    const lower = await decide({
      outcome: 'Approved',
      bursaryType: 'General Bursary',
      amountPence: 100,
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().details[0].param).toBe('amountPence');
    const rejected = await decide({ outcome: 'Cancelled' });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().details[0].param).toBe('outcome');

    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'bursary-awards'));
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('shows the student their decision, and nobody else’s', async () => {
    const own = await call('GET', '/api/forms/student/bursary-decisions', 'student');
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toEqual([
      expect.objectContaining({
        sessionId: '2026-27',
        outcome: 'Approved',
        bursaryType: 'General Bursary',
        amountPence: 60_000,
        comment: 'Awarded by the panel',
      }),
    ]);
    expect((await call('GET', '/api/forms/student/bursary-decisions', 'finance')).statusCode).toBe(
      403,
    );
  });
});

describe('applicants’ bursary sections', () => {
  it('lists them with the amount sought; an applicant not yet a student cannot be decided; an award not invoiced yet stays not credited', async () => {
    const { db } = test.database;
    const [first, second] = await db.select().from(applications).limit(2);
    const [student] = await db.select().from(students).where(eq(students.id, 'student-00002'));
    if (!first || !second || !student) throw new Error('The seed has no applications');
    const bursary = {
      applying: true,
      type: "Principal's Bursary",
      reason: 'I support two children on one income.',
      amountPerYear: '1,500',
    };
    // The first is confirmed (a student, starting in a year not invoiced yet); the second not.
    await db
      .update(applications)
      .set({ bursary, intake: '2030-09-01', studentId: student.id })
      .where(eq(applications.id, first.id));
    await db
      .update(applications)
      .set({ bursary, intake: '2030-09-01', studentId: null })
      .where(eq(applications.id, second.id));
    const confirmed = `application~2030-31~${first.id}`;
    const pending = `application~2030-31~${second.id}`;
    const list = (await call('GET', '/api/finance/bursaries?year=2030-31')).json();
    expect(list.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [confirmed, pending].sort(),
    );
    const record = (
      await call('GET', `/api/finance/bursaries/${encodeURIComponent(confirmed)}`)
    ).json();
    expect(record).toMatchObject({
      applicationType: "Principal's Bursary",
      soughtPence: 150_000,
      outcome: 'Under consideration',
      answers: { reason: 'I support two children on one income.' },
    });
    // No invoices for 2030-31 yet: the programme's yearly fee bounds the award.
    const [fee] = await db
      .select()
      .from(tuitionFees)
      .where(eq(tuitionFees.programmeCode, student.programmeCode));
    expect(record.finance).toMatchObject({ invoices: [], feesPence: fee?.fullTimePence ?? 0 });

    const refused = await call(
      'POST',
      `/api/finance/bursaries/${encodeURIComponent(pending)}/decision`,
      'finance',
      { outcome: 'Approved', bursaryType: "Principal's Bursary", amountPence: 150_000 },
    );
    expect(refused.statusCode).toBe(409);
    const approved = await call(
      'POST',
      `/api/finance/bursaries/${encodeURIComponent(confirmed)}/decision`,
      'finance',
      { outcome: 'Approved', bursaryType: "Principal's Bursary", amountPence: 150_000 },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      creditedPence: 0,
      notCreditedPence: 150_000,
      credits: [],
    });
    const [award] = await db
      .select()
      .from(bursaryAwards)
      .where(eq(bursaryAwards.sourceId, first.id));
    expect(award).toMatchObject({
      studentId: student.id,
      source: 'application',
      sessionId: '2030-31',
    });

    // Issuing the year later: the award's credit follows, once and no more than the invoice.
    await db.insert(invoices).values({
      id: 'test-2030-31-tuition',
      studentId: student.id,
      number: 'INV-2030-99999',
      sessionId: '2030-31',
      description: 'Tuition 2030-31',
      issuedOn: '2030-08-01',
      dueOn: '2030-09-01',
      amountPence: 100_000,
    });
    expect((await bursaryCreditTotals(db)).get(`${student.id}:2030-31`)).toEqual({
      bursaryAwardedPence: 150_000,
      bursaryCreditedPence: 0,
    });
    const awardId = award?.id ?? '';
    expect(await db.transaction((tx) => creditAward(tx, awardId, TODAY))).toEqual({
      creditedPence: 100_000,
      notCreditedPence: 50_000,
    });
    expect(await db.transaction((tx) => creditAward(tx, awardId, TODAY))).toEqual({
      creditedPence: 0,
      notCreditedPence: 50_000,
    });
    expect((await bursaryCreditTotals(db)).get(`${student.id}:2030-31`)).toEqual({
      bursaryAwardedPence: 150_000,
      bursaryCreditedPence: 100_000,
    });
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, 'test-2030-31-tuition'));
    // Credited in full with nothing paid: the invoice is cancelled (ledger.ts).
    expect(invoice?.cancelledOn).toBe(TODAY);
  });
});
