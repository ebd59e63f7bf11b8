import { describe, expect, it } from 'vitest';
import {
  BURSARY_OUTCOMES,
  type BursaryListRow,
  bursaryDecisionFormSchema,
  bursaryDecisionProblem,
  bursaryDecisionSchema,
  bursaryRowId,
  decisionBodyOf,
  matchesBursaryFilter,
  notCreditedOf,
  parseBursaryRowId,
  poundsTextToPence,
  sortBursaryRows,
  spreadCredit,
} from './bursary-review';

const issues = (value: unknown) => {
  const result = bursaryDecisionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('bursaryDecisionSchema', () => {
  it('has the six outcomes of spec §4', () => {
    expect(BURSARY_OUTCOMES).toEqual([
      'Not applicable',
      'Additional information needed',
      'Under consideration',
      'Approved',
      'Rejected',
      'Cancelled',
    ]);
  });

  it('needs a bursary type and an amount above zero for Approved', () => {
    expect(issues({ outcome: 'Approved' })).toEqual([
      'bursaryType: Choose the bursary',
      'amountPence: Enter the amount awarded',
    ]);
    expect(issues({ outcome: 'Approved', bursaryType: 'General Bursary', amountPence: 0 })).toEqual(
      ['amountPence: An award is more than £0.00'],
    );
    expect(
      issues({ outcome: 'Approved', bursaryType: 'General Bursary', amountPence: 10.5 }),
    ).toHaveLength(1);
    expect(issues({ outcome: 'Approved', bursaryType: 'Gift', amountPence: 100 })).toHaveLength(1);
    expect(
      bursaryDecisionSchema.parse({
        outcome: 'Approved',
        bursaryType: 'Staff Discount',
        amountPence: 150_000,
        comment: '  ',
      }),
    ).toEqual({
      outcome: 'Approved',
      bursaryType: 'Staff Discount',
      amountPence: 150_000,
      comment: null,
    });
  });

  it('needs a comment for Rejected and Additional information needed', () => {
    expect(issues({ outcome: 'Rejected' })).toEqual([
      'comment: Say why the application is rejected',
    ]);
    expect(issues({ outcome: 'Additional information needed', comment: ' ' })).toEqual([
      'comment: Say what information is needed',
    ]);
    expect(issues({ outcome: 'Cancelled' })).toEqual([]);
  });

  it('drops the type and amount of an outcome other than Approved', () => {
    expect(
      bursaryDecisionSchema.parse({
        outcome: 'Rejected',
        bursaryType: 'General Bursary',
        amountPence: 100,
        comment: 'Income above the band',
      }),
    ).toEqual({
      outcome: 'Rejected',
      bursaryType: null,
      amountPence: null,
      comment: 'Income above the band',
    });
  });

  it('refuses unknown fields and outcomes', () => {
    expect(issues({ outcome: 'Accepted' })).toHaveLength(1);
    expect(issues({ outcome: 'Cancelled', extra: 1 })).toHaveLength(1);
  });
});

describe('bursaryDecisionProblem', () => {
  it('refuses an award above the year’s fees, naming the amount', () => {
    expect(
      bursaryDecisionProblem({ amountPence: 500_001 }, { feesPence: 500_000, creditedPence: 0 }),
    ).toEqual({ param: 'amountPence', message: "An award is at most the year's fees, £5,000.00" });
    expect(
      bursaryDecisionProblem({ amountPence: 500_000 }, { feesPence: 500_000, creditedPence: 0 }),
    ).toBeUndefined();
  });

  it('refuses taking back credit already raised', () => {
    expect(
      bursaryDecisionProblem({ amountPence: 10_000 }, { feesPence: 500_000, creditedPence: 20_000 })
        ?.param,
    ).toBe('amountPence');
    expect(
      bursaryDecisionProblem({ amountPence: null }, { feesPence: 500_000, creditedPence: 20_000 })
        ?.param,
    ).toBe('outcome');
    expect(
      bursaryDecisionProblem({ amountPence: null }, { feesPence: 500_000, creditedPence: 0 }),
    ).toBeUndefined();
  });
});

describe('spreadCredit', () => {
  const invoices = [
    { id: 'b', dueOn: '2026-10-01', balancePence: 30_000 },
    { id: 'a', dueOn: '2026-09-01', balancePence: 10_001 },
    { id: 'c', dueOn: '2026-10-01', balancePence: 0 },
    { id: 'd', dueOn: '2027-01-01', balancePence: 50_000 },
  ];

  it('credits the oldest due first, never more than a balance', () => {
    expect(spreadCredit(invoices, 25_000)).toEqual({
      credits: [
        { invoiceId: 'a', amountPence: 10_001 },
        { invoiceId: 'b', amountPence: 14_999 },
      ],
      notCreditedPence: 0,
    });
  });

  it('keeps what the balances cannot take as not credited', () => {
    const spread = spreadCredit(invoices, 100_000);
    expect(spread.credits.map((credit) => credit.amountPence)).toEqual([10_001, 30_000, 50_000]);
    expect(spread.notCreditedPence).toBe(9_999);
    expect(spreadCredit([], 100).notCreditedPence).toBe(100);
    expect(spreadCredit(invoices, 0).credits).toEqual([]);
  });

  it('refuses amounts that are not whole pence', () => {
    expect(() => spreadCredit(invoices, 1.5)).toThrow(RangeError);
    expect(() => spreadCredit(invoices, -1)).toThrow(RangeError);
  });

  it('not credited is the award less its credit', () => {
    expect(notCreditedOf(100_000, 90_001)).toBe(9_999);
    expect(notCreditedOf(null, 0)).toBe(0);
    expect(notCreditedOf(100, 300)).toBe(0);
  });
});

describe('row ids', () => {
  it('round-trips the source, the year and the source id', () => {
    const id = bursaryRowId('form', '2026-27', 'student-00001:bursary-application');
    expect(id).toBe('form~2026-27~student-00001:bursary-application');
    expect(parseBursaryRowId(id)).toEqual({
      source: 'form',
      sessionId: '2026-27',
      sourceId: 'student-00001:bursary-application',
    });
    expect(parseBursaryRowId('other~2026-27~x')).toBeUndefined();
    expect(parseBursaryRowId('form~2026-29~x')).toBeUndefined();
  });
});

const row = (over: Partial<BursaryListRow>): BursaryListRow => ({
  id: 'r',
  source: 'form',
  studentId: 's',
  name: 'Samuel Price',
  sessionId: '2026-27',
  applicationType: 'General Bursary',
  submittedOn: '2026-10-01',
  outcome: 'Under consideration',
  bursaryType: null,
  amountPence: null,
  creditedPence: 0,
  notCreditedPence: 0,
  decidedAt: null,
  ...over,
});

describe('list filters and order', () => {
  it('filters by year, outcome, type (awarded, else applied for) and name', () => {
    const awarded = row({ bursaryType: 'Staff Discount', outcome: 'Approved' });
    expect(matchesBursaryFilter(awarded, { type: 'Staff Discount' })).toBe(true);
    expect(matchesBursaryFilter(awarded, { type: 'General Bursary' })).toBe(false);
    expect(matchesBursaryFilter(row({}), { type: 'General Bursary' })).toBe(true);
    expect(matchesBursaryFilter(row({}), { year: '2025-26' })).toBe(false);
    expect(matchesBursaryFilter(row({}), { outcome: 'Approved' })).toBe(false);
    expect(matchesBursaryFilter(row({}), { q: 'price' })).toBe(true);
    expect(matchesBursaryFilter(row({}), { q: 'grace' })).toBe(false);
  });

  it('puts undecided first, oldest first, then the newest decisions', () => {
    const rows = [
      row({ id: 'old-decision', decidedAt: '2026-10-01T10:00:00Z' }),
      row({ id: 'late', submittedOn: '2026-11-01' }),
      row({ id: 'new-decision', decidedAt: '2026-11-01T10:00:00Z' }),
      row({ id: 'early', submittedOn: '2026-09-01' }),
    ];
    expect(sortBursaryRows(rows).map((r) => r.id)).toEqual([
      'early',
      'late',
      'new-decision',
      'old-decision',
    ]);
  });
});

describe('the decision form', () => {
  it('reads pounds and pence', () => {
    expect(poundsTextToPence('1500')).toBe(150_000);
    expect(poundsTextToPence('£1,500.5')).toBe(150_050);
    expect(poundsTextToPence('0.07')).toBe(7);
    expect(poundsTextToPence('1.234')).toBeUndefined();
    expect(poundsTextToPence('abc')).toBeUndefined();
  });

  it('sends pence, and the type and amount only for Approved', () => {
    const form = bursaryDecisionFormSchema.parse({
      outcome: 'Approved',
      bursaryType: 'General Bursary',
      amountPounds: '1,200.50',
      comment: ' Well made case ',
    });
    expect(decisionBodyOf(form)).toEqual({
      outcome: 'Approved',
      bursaryType: 'General Bursary',
      amountPence: 120_050,
      comment: 'Well made case',
    });
    expect(decisionBodyOf({ ...form, outcome: 'Cancelled' })).toEqual({
      outcome: 'Cancelled',
      bursaryType: null,
      amountPence: null,
      comment: 'Well made case',
    });
    expect(bursaryDecisionFormSchema.safeParse({ ...form, amountPounds: '12.345' }).success).toBe(
      false,
    );
    const missing = bursaryDecisionFormSchema.safeParse({ ...form, amountPounds: '' });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['amountPounds']);
    const rejected = bursaryDecisionFormSchema.safeParse({
      ...form,
      outcome: 'Rejected',
      comment: '',
    });
    expect(rejected.error?.issues.map((i) => i.path.join('.'))).toEqual(['comment']);
  });
});
