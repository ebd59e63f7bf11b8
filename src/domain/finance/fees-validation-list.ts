import { z } from 'zod';
import { parseAcademicYearTitle } from '../calendar/academic-year';
import { FEE_PROBLEMS, type FeeProblem, type FeeProblemKind } from './fees-validation';

// The fees validation report (spec §2.3 `finance/validation`): its query, its rows, and where
// each problem is fixed.

/** GET /api/finance/validation's query: the year, the kind of problem, a name, an export. */
export const feesValidationQuerySchema = z.strictObject({
  session: z
    .string()
    .refine((value) => parseAcademicYearTitle(value) !== undefined, 'Not an academic year')
    .optional(),
  kind: z.enum(FEE_PROBLEMS).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type FeesValidationQuery = z.infer<typeof feesValidationQuerySchema>;

/** Where a problem is put right: an invoice record, a student record or a bursary award. */
export interface FixTarget {
  kind: 'invoice' | 'student' | 'bursary';
  id: string;
}

/** One problem of a row, with the record that fixes it. */
export interface FeesValidationProblem extends FeeProblem {
  fix: FixTarget;
}

/** A row of the report: one engagement's fees for one academic year, and what is wrong. */
export interface FeesValidationRow {
  /** `<engagementId>:<sessionId>` */
  id: string;
  studentId: string;
  studentName: string;
  engagementId: string;
  engagementCode: string;
  programmeCode: string;
  sessionId: string;
  status: string;
  paymentTerm: string | null;
  problems: FeesValidationProblem[];
}

/** How each kind of problem is named in the filter and the export. */
export const FEE_PROBLEM_LABELS = {
  'no-invoice': 'No invoice',
  'plan-not-allowed': 'Plan not offered',
  'schedule-mismatch': 'Instalments off schedule',
  'bursary-not-credited': 'Bursary not credited',
  overpaid: 'Overpaid',
  'loan-without-reference': 'Loan without reference',
} as const satisfies Record<FeeProblemKind, string>;

/** What the report links each problem to, from the records the row has. */
export function fixOf(
  kind: FeeProblemKind,
  ids: { studentId: string; invoiceId: string | null; bursaryAwardId: string | null },
): FixTarget {
  const student: FixTarget = { kind: 'student', id: ids.studentId };
  switch (kind) {
    case 'schedule-mismatch':
    case 'overpaid':
      return ids.invoiceId ? { kind: 'invoice', id: ids.invoiceId } : student;
    case 'bursary-not-credited':
      return ids.bursaryAwardId ? { kind: 'bursary', id: ids.bursaryAwardId } : student;
    default:
      // No invoice, a plan not offered, a loan without reference: the student's plan.
      return student;
  }
}

/**
 * The intake a year's schedule counts from when the plan names none: the engagement's start
 * month and day in that year (a September start in the year's first calendar year, a January
 * start in its second); null when the engagement starts in another month.
 */
export function intakeDateForYear(startDate: string, sessionId: string): string | null {
  const startYear = parseAcademicYearTitle(sessionId);
  const month = startDate.slice(5, 7);
  if (startYear === undefined || (month !== '09' && month !== '01')) return null;
  const year = month === '09' ? startYear : startYear + 1;
  return `${year}${startDate.slice(4, 10)}`;
}
