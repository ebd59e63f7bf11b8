import { describe, expect, it } from 'vitest';
import type { AdminFees } from './admin-fees';
import { feeAtPace } from './fees';
import {
  defaultIntakeDate,
  type IssuingInput,
  replannedInvoice,
  tuitionInvoice,
  tuitionInvoiceId,
  tuitionInvoiceOrdinal,
} from './issuing';

const FEES: AdminFees = { admin10: 10_000, admin3: 3_000, studentloan: 0 };

const input = (overrides: Partial<IssuingInput> = {}): IssuingInput => ({
  startYear: 2026,
  programmeCode: 'BA',
  programmeName: 'BA (Hons) Theology',
  pace: 'FT',
  engagementStartDate: '2025-09-15',
  tuition: { feeType: 'normal', fullTimePence: 925_000 },
  plan: { paymentTerm: 'Termly', intakeDate: null },
  adminFees: FEES,
  ...overrides,
});

function issued(overrides: Partial<IssuingInput> = {}) {
  const result = tuitionInvoice(input(overrides));
  if (!result.ok) throw new Error(result.reason);
  return result.invoice;
}

describe('the year tuition invoice (spec §2.3 issuing, §9)', () => {
  it.each([
    ['InFull', ['2026-08-01']],
    ['Termly', ['2026-08-01', '2026-12-01', '2027-03-01']],
    ['Student Loan', ['2026-08-01', '2026-12-01', '2027-03-01']],
    [
      'Monthly',
      [
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
        '2026-11-01',
        '2026-12-01',
        '2027-01-01',
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
        '2027-05-01',
      ],
    ],
  ])('September start, %s: instalments from August', (term, dues) => {
    const invoice = issued({ plan: { paymentTerm: term, intakeDate: null } });
    expect(invoice.intakeDate).toBe('2026-09-01');
    expect(invoice.instalments.map((i) => i.dueOn)).toEqual(dues);
    expect(invoice.firstDueOn).toBe(dues[0]);
  });

  it.each([
    ['InFull', ['2026-12-01']],
    ['Termly', ['2026-12-01', '2027-05-01', '2027-08-01']],
    ['Student Loan', ['2026-12-01', '2027-05-01', '2027-08-01']],
    [
      'Monthly',
      [
        '2026-12-01',
        '2027-01-01',
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
        '2027-05-01',
        '2027-06-01',
        '2027-07-01',
        '2027-08-01',
        '2027-09-01',
      ],
    ],
  ])('January start, %s: instalments from December', (term, dues) => {
    const invoice = issued({
      engagementStartDate: '2026-01-05',
      plan: { paymentTerm: term, intakeDate: null },
    });
    expect(invoice.intakeDate).toBe('2027-01-05');
    expect(invoice.instalments.map((i) => i.dueOn)).toEqual(dues);
  });

  it.each([
    ['InFull', null, 0],
    ['Monthly', 'admin10', 10_000],
    ['Termly', 'admin3', 3_000],
    ['Student Loan', 'studentloan', 0],
  ])('%s charges the fee class %s and its admin fee', (term, feeClass, admin) => {
    const invoice = issued({ plan: { paymentTerm: term, intakeDate: '2026-09-01' } });
    expect(invoice.feeClass).toBe(feeClass);
    const adminLines = invoice.lines.filter((line) => line.itemCode);
    expect(adminLines.map((line) => line.itemCode)).toEqual(feeClass ? [feeClass] : []);
    expect(adminLines.reduce((sum, line) => sum + line.amountPence, 0)).toBe(admin);
    expect(invoice.totalPence).toBe(925_000 + admin);
  });

  it('reads the admin fees it is given (the college sets the amounts)', () => {
    const invoice = issued({
      plan: { paymentTerm: 'Monthly', intakeDate: null },
      adminFees: { ...FEES, admin10: 12_345 },
    });
    expect(invoice.totalPence).toBe(925_000 + 12_345);
  });

  it('charges the tuition at the pace, and instalments in whole pence summing to the total', () => {
    for (const pace of ['FT', 'PT', 'Extended', null]) {
      for (const term of ['InFull', 'Monthly', 'Termly', 'Student Loan']) {
        const invoice = issued({ pace, plan: { paymentTerm: term, intakeDate: null } });
        expect(invoice.lines[0]?.amountPence).toBe(feeAtPace(925_000, pace));
        const sum = invoice.instalments.reduce((total, i) => total + i.amountPence, 0);
        expect(sum).toBe(invoice.totalPence);
        for (const instalment of invoice.instalments) {
          expect(Number.isSafeInteger(instalment.amountPence)).toBe(true);
        }
      }
    }
    expect(issued({ pace: 'PT' }).description).toBe(
      'Tuition fees 2026-27: BA (Hons) Theology (part time)',
    );
  });

  it('refuses with the reason in words', () => {
    const refused = (overrides: Partial<IssuingInput>) => {
      const result = tuitionInvoice(input(overrides));
      return result.ok ? 'issued' : result.reason;
    };
    expect(refused({ tuition: undefined })).toBe('No tuition fee is set for BA');
    expect(refused({ plan: undefined })).toBe('No payment plan is chosen for 2026-27');
    expect(
      refused({
        tuition: { feeType: 'modular', fullTimePence: 240_000 },
        plan: { paymentTerm: 'Termly', intakeDate: null },
      }),
    ).toBe('Termly is not offered for modular fees (offered: InFull, Monthly)');
    expect(
      refused({
        tuition: { feeType: 'dissertation', fullTimePence: 240_000 },
        plan: { paymentTerm: 'Monthly', intakeDate: null },
      }),
    ).toBe('Monthly is not offered for dissertation fees (offered: InFull)');
    expect(refused({ plan: { paymentTerm: 'Termly', intakeDate: '2027-09-01' } })).toBe(
      'The intake 2027-09-01 is not in 2026-27',
    );
    expect(refused({ plan: { paymentTerm: 'Termly', intakeDate: '2026-10-01' } })).toBe(
      'The intake 2026-10-01 is not in 2026-27',
    );
    expect(refused({ startYear: 2017 })).toBe('Invoices start in 2018-19');
    expect(refused({ tuition: { feeType: 'normal', fullTimePence: 0 } })).toBe(
      'The tuition fee of BA is not set',
    );
  });

  it('defaults the intake to the engagement start month', () => {
    expect(defaultIntakeDate('2024-09-20', 2026)).toBe('2026-09-01');
    expect(defaultIntakeDate('2025-01-05', 2026)).toBe('2027-01-05');
  });
});

describe('the invoice on a new plan', () => {
  it('takes what was paid off and splits the rest over the new schedule', () => {
    const invoice = issued({ plan: { paymentTerm: 'Monthly', intakeDate: null } });
    const replanned = replannedInvoice(invoice, invoice.totalPence - 200_001);
    expect(replanned.totalPence).toBe(935_000 - 200_001);
    expect(replanned.lines.at(-1)?.amountPence).toBe(-200_001);
    expect(replanned.lines.reduce((sum, line) => sum + line.amountPence, 0)).toBe(734_999);
    expect(replanned.instalments).toHaveLength(10);
    expect(replanned.instalments.reduce((sum, i) => sum + i.amountPence, 0)).toBe(734_999);
  });
});

describe('tuition invoice ids', () => {
  it('are deterministic per engagement and year', () => {
    expect(tuitionInvoiceId('eng-1', '2026-27')).toBe('eng-1-2026-27-tuition');
    expect(tuitionInvoiceId('eng-1', '2026-27', 3)).toBe('eng-1-2026-27-tuition-3');
    expect(tuitionInvoiceOrdinal('eng-1-2026-27-tuition', 'eng-1', '2026-27')).toBe(1);
    expect(tuitionInvoiceOrdinal('eng-1-2026-27-tuition-2', 'eng-1', '2026-27')).toBe(2);
    expect(tuitionInvoiceOrdinal('eng-1-2026-27-residential', 'eng-1', '2026-27')).toBeUndefined();
  });
});
