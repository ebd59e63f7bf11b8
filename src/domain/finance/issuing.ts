import { z } from 'zod';
import { academicYearTitle, FIRST_INVOICE_YEAR } from '../calendar/academic-year';
import { parseIntakeDate } from '../calendar/intake';
import type { AdminFees } from './admin-fees';
import { feeAtPace } from './fees';
import { type FeeClass, feeClassOf, paymentTermsFor } from './payment-terms';
import { intakeStartKind, paymentPlan, scheduleOffsets } from './schedules';

// Issuing a year's tuition invoice (spec §2.3 `finance/invoices` "Issuing", §9 payment terms,
// fee classes and schedules). Pure: the server reads the rows, this decides the invoice.
// Money is integer pence.

/** One line of an invoice: what it charges (a negative amount takes off). */
export interface InvoiceLine {
  description: string;
  amountPence: number;
  /** The fee class of an admin fee line (admin10, admin3, studentloan). */
  itemCode?: string;
}

/** An invoice's stored lines (invoices.lines), as read back from the database. */
export const invoiceLinesSchema = z.array(
  z.object({
    description: z.string(),
    amountPence: z.int(),
    itemCode: z.string().optional(),
  }),
);

/** One instalment of the year's plan, due on a day (YYYY-MM-DD). */
export interface InstalmentDue {
  dueOn: string;
  amountPence: number;
}

/** What issuing needs to know of an engagement's year. */
export interface IssuingInput {
  /** Start year of the academic year, e.g. 2026 for 2026-27. */
  startYear: number;
  programmeCode: string;
  /** The programme's name, for the tuition line (its code when unknown). */
  programmeName?: string;
  pace: string | null;
  /** The engagement's start day: its month decides the default intake. */
  engagementStartDate: string;
  /** The programme's row of the tuition fee table; undefined when it has none. */
  tuition: { feeType: string; fullTimePence: number } | undefined;
  /** The year's payment plan; undefined when none is chosen. */
  plan: { paymentTerm: string; intakeDate: string | null } | undefined;
  adminFees: AdminFees;
}

/** The tuition invoice of a year, as issuing writes it. */
export interface TuitionInvoice {
  sessionId: string;
  paymentTerm: string;
  intakeDate: string;
  feeClass: FeeClass | null;
  description: string;
  lines: InvoiceLine[];
  /** The tuition at the engagement's pace plus the admin fee. */
  totalPence: number;
  instalments: InstalmentDue[];
  firstDueOn: string;
}

export type IssuingResult = { ok: true; invoice: TuitionInvoice } | { ok: false; reason: string };

/**
 * The intake a year's schedule counts from when the plan names none: a January start pays from
 * the January of the year (`<year+1>-01-05`), any other from September (`<year>-09-01`).
 */
export function defaultIntakeDate(engagementStartDate: string, startYear: number): string {
  return engagementStartDate.slice(5, 7) === '01' ? `${startYear + 1}-01-05` : `${startYear}-09-01`;
}

/** True when the intake falls in the academic year (its September or its January). */
export function intakeInYear(intakeDate: string, startYear: number): boolean {
  if (!parseIntakeDate(intakeDate)) return false;
  const kind = intakeStartKind(intakeDate);
  const year = Number(intakeDate.slice(0, 4));
  return (
    (kind === 'september' && year === startYear) || (kind === 'january' && year === startYear + 1)
  );
}

/** Why a payment term cannot be the plan for a fee type; undefined when it is offered. */
export function termProblem(feeType: string, paymentTerm: string): string | undefined {
  const offered = paymentTermsFor(feeType);
  if (offered.length === 0) return `The fee type ${feeType} is not known`;
  return (offered as readonly string[]).includes(paymentTerm)
    ? undefined
    : `${paymentTerm} is not offered for ${feeType} fees (offered: ${offered.join(', ')})`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const paceWords = (pace: string | null) =>
  pace === 'PT' ? ' (part time)' : pace === 'Extended' ? ' (extended)' : '';

/** Instalments of a total on a plan (undefined when the intake has no such schedule). */
export function instalmentsOf(
  intakeDate: string,
  paymentTerm: string,
  totalPence: number,
): InstalmentDue[] | undefined {
  return paymentPlan(intakeDate, paymentTerm, totalPence)?.map((instalment) => ({
    dueOn: day(instalment.dueDate),
    amountPence: instalment.amountPence,
  }));
}

/**
 * The year's tuition invoice: the tuition of the programme at the pace (feeAtPace), the admin
 * fee of the plan's fee class, the total split over the §9 schedule of the intake; or why it
 * cannot be issued, in words finance reads.
 */
export function tuitionInvoice(input: IssuingInput): IssuingResult {
  const title = academicYearTitle(input.startYear);
  if (input.startYear < FIRST_INVOICE_YEAR) {
    return { ok: false, reason: `Invoices start in ${academicYearTitle(FIRST_INVOICE_YEAR)}` };
  }
  const { tuition, plan } = input;
  if (!tuition) return { ok: false, reason: `No tuition fee is set for ${input.programmeCode}` };
  if (!plan) return { ok: false, reason: `No payment plan is chosen for ${title}` };
  const problem = termProblem(tuition.feeType, plan.paymentTerm);
  if (problem) return { ok: false, reason: problem };
  const intakeDate =
    plan.intakeDate ?? defaultIntakeDate(input.engagementStartDate, input.startYear);
  if (!intakeInYear(intakeDate, input.startYear)) {
    return { ok: false, reason: `The intake ${intakeDate} is not in ${title}` };
  }
  const kind = intakeStartKind(intakeDate);
  if (!kind || !scheduleOffsets(kind, plan.paymentTerm)) {
    return { ok: false, reason: `There is no ${plan.paymentTerm} schedule for a ${kind} start` };
  }
  if (!Number.isSafeInteger(tuition.fullTimePence) || tuition.fullTimePence <= 0) {
    return { ok: false, reason: `The tuition fee of ${input.programmeCode} is not set` };
  }
  const tuitionPence = feeAtPace(tuition.fullTimePence, input.pace);
  const description = `Tuition fees ${title}: ${input.programmeName ?? input.programmeCode}${paceWords(input.pace)}`;
  const feeClass = feeClassOf(plan.paymentTerm) ?? null;
  const lines: InvoiceLine[] = [{ description, amountPence: tuitionPence }];
  if (feeClass) {
    lines.push({
      description: `Administration fee (${plan.paymentTerm})`,
      amountPence: input.adminFees[feeClass],
      itemCode: feeClass,
    });
  }
  const totalPence = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const instalments = instalmentsOf(intakeDate, plan.paymentTerm, totalPence) ?? [];
  const firstDueOn = instalments[0]?.dueOn ?? intakeDate;
  return {
    ok: true,
    invoice: {
      sessionId: title,
      paymentTerm: plan.paymentTerm,
      intakeDate,
      feeClass,
      description,
      lines,
      totalPence,
      instalments,
      firstDueOn,
    },
  };
}

/**
 * The invoice on a new plan after a re-plan: the year's lines on the new plan, less what was
 * paid on the earlier invoices (replanYear's amount to invoice), split over the new schedule.
 */
export function replannedInvoice(invoice: TuitionInvoice, toInvoicePence: number): TuitionInvoice {
  if (!Number.isSafeInteger(toInvoicePence) || toInvoicePence < 0) {
    throw new RangeError(`Not an amount in pence: ${toInvoicePence}`);
  }
  const lines: InvoiceLine[] = [...invoice.lines];
  const less = invoice.totalPence - toInvoicePence;
  if (less > 0) {
    lines.push({
      description: `Paid on earlier invoices of ${invoice.sessionId}`,
      amountPence: -less,
    });
  }
  const instalments = instalmentsOf(invoice.intakeDate, invoice.paymentTerm, toInvoicePence) ?? [];
  return {
    ...invoice,
    lines,
    totalPence: toInvoicePence,
    instalments,
    firstDueOn: instalments[0]?.dueOn ?? invoice.firstDueOn,
  };
}

/** Id of the nth tuition invoice of an engagement's year: `-tuition`, then `-tuition-2`, … */
export function tuitionInvoiceId(engagementId: string, sessionId: string, n = 1): string {
  const base = `${engagementId}-${sessionId}-tuition`;
  return n <= 1 ? base : `${base}-${n}`;
}

/** Which tuition invoice an id is (1, 2, …) for the engagement's year; undefined if none. */
export function tuitionInvoiceOrdinal(
  id: string,
  engagementId: string,
  sessionId: string,
): number | undefined {
  const base = `${engagementId}-${sessionId}-tuition`;
  if (id === base) return 1;
  if (!id.startsWith(`${base}-`)) return undefined;
  const n = Number(id.slice(base.length + 1));
  return Number.isInteger(n) && n >= 2 ? n : undefined;
}
