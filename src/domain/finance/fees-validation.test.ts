import { describe, expect, it } from 'vitest';
import {
  type FeesCheckInput,
  feeProblems,
  invoiceDueDays,
  type TuitionInvoice,
} from './fees-validation';

const termly: TuitionInvoice = {
  dueOn: '2026-08-01',
  amountPence: 300_000,
  paymentTerm: 'Termly',
  intakeDate: '2026-09-15',
};
// A termly plan for a September 2026 intake: due 1 August, 1 December and 1 March, on one
// invoice for the year whose instalments follow its own term and intake.
const fine: FeesCheckInput = {
  status: 'Current',
  session: '2026-27',
  feeType: 'normal',
  paymentTerm: 'Termly',
  intakeDate: '2026-09-15',
  invoices: [termly],
  paidPence: 100_000,
  bursaryAwardedPence: 50_000,
  bursaryCreditedPence: 50_000,
  loanReference: null,
};
const kinds = (input: FeesCheckInput) => feeProblems(input).map((problem) => problem.kind);

describe('fees validation', () => {
  it('finds nothing wrong with fees that follow the rules', () => {
    expect(feeProblems(fine)).toEqual([]);
  });

  it('a Current engagement with no invoice for the year', () => {
    expect(feeProblems({ ...fine, invoices: [], paidPence: 0 })).toEqual([
      { kind: 'no-invoice', message: 'No invoice for 2026-27 although the engagement is Current' },
    ]);
    expect(kinds({ ...fine, status: 'Deferred', invoices: [], paidPence: 0 })).toEqual([]);
  });

  it('a plan the programme kind does not offer (spec §9 payment terms)', () => {
    expect(feeProblems({ ...fine, feeType: 'dissertation' })).toContainEqual({
      kind: 'plan-not-allowed',
      message: 'The Termly plan is not offered for dissertation fees (offered: InFull)',
    });
    expect(kinds({ ...fine, feeType: 'modular', paymentTerm: 'Monthly', invoices: [] })).toEqual(
      expect.not.arrayContaining(['plan-not-allowed']),
    );
  });

  it("an invoice's instalments that do not match the plan's schedule", () => {
    // The invoice follows the Monthly schedule while the plan says Termly.
    const monthly = [{ ...termly, paymentTerm: 'Monthly' }];
    expect(feeProblems({ ...fine, invoices: monthly })).toEqual([
      {
        kind: 'schedule-mismatch',
        message:
          'Instalments are due on 2026-08-01, 2026-09-01, 2026-10-01, 2026-11-01, 2026-12-01, 2027-01-01, 2027-02-01, 2027-03-01, 2027-04-01, 2027-05-01; the Termly schedule has 2026-08-01, 2026-12-01, 2027-03-01',
      },
    ]);
    // A January intake's termly schedule counts from December: 1 Dec, 1 May, 1 Aug.
    expect(kinds({ ...fine, intakeDate: '2027-01-10' })).toEqual(['schedule-mismatch']);
    // An invoice naming no term is due at once: one instalment, not the plan's three.
    const once = [{ ...termly, paymentTerm: null, intakeDate: null }];
    expect(kinds({ ...fine, invoices: once })).toEqual(['schedule-mismatch']);
    expect(kinds({ ...fine, paymentTerm: 'InFull', invoices: once })).toEqual([]);
  });

  it('after a change of plan, reads the newest invoice against the plan, not the earlier ones', () => {
    // Monthly until November, then re-planned to Termly: the Monthly invoice is settled by its
    // payments and a credit note; the newest follows the Termly schedule.
    const earlier = { ...termly, paymentTerm: 'Monthly', amountPence: 92_500 };
    expect(kinds({ ...fine, invoices: [earlier, termly] })).toEqual([]);
    expect(kinds({ ...fine, invoices: [termly, earlier] })).toEqual(['schedule-mismatch']);
  });

  it("reads an invoice's due days from its own term and intake", () => {
    expect(invoiceDueDays(termly)).toEqual(['2026-08-01', '2026-12-01', '2027-03-01']);
    expect(
      invoiceDueDays({ dueOn: '2026-10-01', amountPence: 1, paymentTerm: null, intakeDate: null }),
    ).toEqual(['2026-10-01']);
  });

  it('a bursary not (fully) credited', () => {
    expect(feeProblems({ ...fine, bursaryCreditedPence: 20_000 })).toEqual([
      { kind: 'bursary-not-credited', message: 'A bursary of £500.00 is credited only £200.00' },
    ]);
  });

  it('payments exceeding the invoices', () => {
    expect(feeProblems({ ...fine, paidPence: 300_001 })).toEqual([
      { kind: 'overpaid', message: "Payments of £3,000.01 exceed the invoices' £3,000.00" },
    ]);
  });

  it('a student-loan plan without a loan reference', () => {
    const loan = { ...fine, paymentTerm: 'Student Loan', invoices: [], status: 'Starting' };
    expect(kinds({ ...loan, paidPence: 0 })).toEqual(['loan-without-reference']);
    expect(kinds({ ...loan, paidPence: 0, loanReference: '  ' })).toEqual([
      'loan-without-reference',
    ]);
    expect(kinds({ ...loan, paidPence: 0, loanReference: 'SLC-123' })).toEqual([]);
  });
});
