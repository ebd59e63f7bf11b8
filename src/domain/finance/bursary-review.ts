import { z } from 'zod';
import { SECTION_OUTCOMES } from '../applications/sections';
import { parseAcademicYearTitle } from '../calendar/academic-year';
import { formatMoney } from '../format/numbers';
import { BURSARY_TYPES, bursaryTypeSchema } from './bursaries';

// Reviewing bursary applications (spec §2.3 `finance/bursaries`, §4 bursaryApplication
// outcomes, §9 bursary types): the decision finance staff type, how an approved award becomes
// credit on the year's invoices, and the list's rows and filters. Money is integer pence.

/** The outcomes of a bursary application (spec §4 bursaryApplication). */
export const BURSARY_OUTCOMES = SECTION_OUTCOMES.bursaryApplication;
export type BursaryOutcome = (typeof BURSARY_OUTCOMES)[number];
export const bursaryOutcomeSchema = z.enum(BURSARY_OUTCOMES);

/** Where an application comes from: the student's forms area or an applicant's application. */
export const BURSARY_SOURCES = ['form', 'application'] as const;
export type BursarySource = (typeof BURSARY_SOURCES)[number];

/** Outcomes that need a comment telling the student why, or what is missing. */
export const COMMENT_REQUIRED: readonly BursaryOutcome[] = [
  'Rejected',
  'Additional information needed',
];

/** The largest award typed (£1,000,000.00); the year's fees bound it further. */
const MAX_AWARD_PENCE = 100_000_000;

/**
 * The body of `POST /api/finance/bursaries/:id/decision`: the outcome; for Approved a bursary
 * type and an amount in pence above zero; a comment, required for Rejected and Additional
 * information needed. Fields an outcome does not use are dropped.
 */
export const bursaryDecisionSchema = z
  .strictObject({
    outcome: bursaryOutcomeSchema,
    bursaryType: bursaryTypeSchema.nullish(),
    amountPence: z
      .int('An amount in whole pence')
      .positive('An award is more than £0.00')
      .max(MAX_AWARD_PENCE, `An award is at most ${formatMoney(MAX_AWARD_PENCE)}`)
      .nullish(),
    comment: z.string().trim().max(2000, 'At most 2,000 characters').nullish(),
  })
  .superRefine((body, context) => {
    if (body.outcome === 'Approved') {
      if (!body.bursaryType) {
        context.addIssue({ code: 'custom', path: ['bursaryType'], message: 'Choose the bursary' });
      }
      if (body.amountPence === undefined || body.amountPence === null) {
        context.addIssue({
          code: 'custom',
          path: ['amountPence'],
          message: 'Enter the amount awarded',
        });
      }
    }
    if (COMMENT_REQUIRED.includes(body.outcome) && !body.comment) {
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message:
          body.outcome === 'Rejected'
            ? 'Say why the application is rejected'
            : 'Say what information is needed',
      });
    }
  })
  .transform((body) => ({
    outcome: body.outcome,
    bursaryType: body.outcome === 'Approved' ? (body.bursaryType ?? null) : null,
    amountPence: body.outcome === 'Approved' ? (body.amountPence ?? null) : null,
    comment: body.comment || null,
  }));
export type BursaryDecisionInput = z.input<typeof bursaryDecisionSchema>;
export type BursaryDecision = z.output<typeof bursaryDecisionSchema>;

/** A decision's problem against the year: the field and what is wrong, or undefined. */
export function bursaryDecisionProblem(
  decision: Pick<BursaryDecision, 'amountPence'>,
  year: { feesPence: number; creditedPence: number },
): { param: 'amountPence' | 'outcome'; message: string } | undefined {
  const awarded = decision.amountPence ?? 0;
  if (decision.amountPence !== null && awarded > year.feesPence) {
    return {
      param: 'amountPence',
      message: `An award is at most the year's fees, ${formatMoney(year.feesPence)}`,
    };
  }
  // Credit notes already raised cannot be taken back here (that would be a new invoice).
  if (awarded < year.creditedPence) {
    return {
      param: decision.amountPence === null ? 'outcome' : 'amountPence',
      message: `${formatMoney(year.creditedPence)} of this award is already credited on invoices and cannot be taken back here`,
    };
  }
  return undefined;
}

/** An open invoice the award can credit: its due day and what is left to pay. */
export interface CreditableInvoice {
  id: string;
  dueOn: string;
  balancePence: number;
}

/** How an award's credit spreads: a credit per invoice, and what could not be credited. */
export interface CreditSpread {
  credits: { invoiceId: string; amountPence: number }[];
  notCreditedPence: number;
}

/**
 * Spreads `amountPence` of credit over the invoices, oldest due first (ties by id), never more
 * than an invoice's balance; what is left over is "not credited" (fees validation reports it).
 */
export function spreadCredit(
  invoices: readonly CreditableInvoice[],
  amountPence: number,
): CreditSpread {
  if (!Number.isSafeInteger(amountPence) || amountPence < 0) {
    throw new RangeError(`Not an amount in pence: ${amountPence}`);
  }
  let left = amountPence;
  const credits: CreditSpread['credits'] = [];
  const ordered = invoices.toSorted(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.id.localeCompare(b.id),
  );
  for (const invoice of ordered) {
    if (left === 0) break;
    const credit = Math.min(left, Math.max(0, invoice.balancePence));
    if (credit > 0) {
      credits.push({ invoiceId: invoice.id, amountPence: credit });
      left -= credit;
    }
  }
  return { credits, notCreditedPence: left };
}

/** What an award still owes the student in credit: awarded less credited (never below 0). */
export function notCreditedOf(awardedPence: number | null, creditedPence: number): number {
  return Math.max(0, (awardedPence ?? 0) - creditedPence);
}

/** A list row id: `<source>~<year>~<sourceId>`, e.g. `form~2026-27~student-00001:bursary-application`. */
export function bursaryRowId(source: BursarySource, sessionId: string, sourceId: string): string {
  return `${source}~${sessionId}~${sourceId}`;
}

/** The parts of a row id, or undefined when it is not one. */
export function parseBursaryRowId(
  id: string,
): { source: BursarySource; sessionId: string; sourceId: string } | undefined {
  const match = /^(form|application)~(\d{4}-\d{2})~(.+)$/.exec(id);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  if (parseAcademicYearTitle(match[2]) === undefined) return undefined;
  return { source: match[1] as BursarySource, sessionId: match[2], sourceId: match[3] };
}

/** One row of the bursaries list. */
export interface BursaryListRow {
  id: string;
  source: BursarySource;
  studentId: string | null;
  /** The student's (or applicant's) name. */
  name: string;
  /** The academic year, e.g. `2026-27`. */
  sessionId: string;
  /** The bursary applied for (spec §9 application types); null when not said. */
  applicationType: string | null;
  /** The day the application was submitted (last saved). */
  submittedOn: string;
  outcome: BursaryOutcome;
  /** The bursary awarded, once approved. */
  bursaryType: string | null;
  amountPence: number | null;
  creditedPence: number;
  notCreditedPence: number;
  decidedAt: string | null;
}

/** The list's columns, in order (the export writes the same). */
export const BURSARY_LIST_COLUMNS = [
  'name',
  'sessionId',
  'applicationType',
  'submittedOn',
  'outcome',
  'bursaryType',
  'amountPence',
  'creditedPence',
  'notCreditedPence',
] as const satisfies readonly (keyof BursaryListRow)[];

const text = z.string().trim().max(100).optional();

/** The query of `GET /api/finance/bursaries`: filters, search and export. */
export const bursaryListQuerySchema = z.strictObject({
  year: z
    .string()
    .refine((value) => parseAcademicYearTitle(value) !== undefined, 'Not an academic year')
    .optional(),
  type: z.enum(BURSARY_TYPES).optional(),
  outcome: bursaryOutcomeSchema.optional(),
  q: text,
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type BursaryListQuery = z.infer<typeof bursaryListQuerySchema>;

/**
 * Whether a row passes the filters. The type filter matches the bursary awarded, or the one
 * applied for while nothing is awarded; the search matches the name.
 */
export function matchesBursaryFilter(
  row: BursaryListRow,
  filter: Pick<BursaryListQuery, 'year' | 'type' | 'outcome' | 'q'>,
): boolean {
  if (filter.year && row.sessionId !== filter.year) return false;
  if (filter.outcome && row.outcome !== filter.outcome) return false;
  if (filter.type && (row.bursaryType ?? row.applicationType) !== filter.type) return false;
  const q = filter.q?.trim().toLocaleLowerCase('en-GB');
  if (q && !row.name.toLocaleLowerCase('en-GB').includes(q)) return false;
  return true;
}

/** Undecided first (oldest submitted first), then the decided, newest decision first. */
export function sortBursaryRows(rows: readonly BursaryListRow[]): BursaryListRow[] {
  return rows.toSorted((a, b) => {
    if (!a.decidedAt !== !b.decidedAt) return a.decidedAt ? 1 : -1;
    if (a.decidedAt && b.decidedAt && a.decidedAt !== b.decidedAt) {
      return b.decidedAt.localeCompare(a.decidedAt);
    }
    return a.submittedOn.localeCompare(b.submittedOn) || a.id.localeCompare(b.id);
  });
}

/** The client form of a decision: the amount typed in pounds ('1,500' or '1500.50'). */
export const bursaryDecisionFormSchema = z
  .object({
    outcome: bursaryOutcomeSchema,
    bursaryType: z.union([bursaryTypeSchema, z.literal('')]),
    amountPounds: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || poundsTextToPence(value) !== undefined,
        'Enter an amount in pounds, like 1500 or 1500.50',
      ),
    comment: z.string().max(2000, 'At most 2,000 characters'),
  })
  .superRefine((form, context) => {
    // The server's rules, field by field, before anything is sent.
    const body = bursaryDecisionSchema.safeParse(decisionBodyOf(form));
    if (body.success) return;
    for (const issue of body.error.issues) {
      const field = issue.path[0] === 'amountPence' ? 'amountPounds' : issue.path[0];
      context.addIssue({ code: 'custom', path: [String(field)], message: issue.message });
    }
  });
export type BursaryDecisionForm = z.infer<typeof bursaryDecisionFormSchema>;

/** '£1,500.50' → 150050 pence; undefined when not an amount of pounds and pence. */
export function poundsTextToPence(value: string): number | undefined {
  const plain = value.trim().replace(/^£/, '').replaceAll(',', '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match?.[1]) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The decision body a form sends (the server checks it with bursaryDecisionSchema). */
export function decisionBodyOf(form: BursaryDecisionForm): BursaryDecisionInput {
  const approved = form.outcome === 'Approved';
  return {
    outcome: form.outcome,
    bursaryType: approved && form.bursaryType ? form.bursaryType : null,
    amountPence:
      approved && form.amountPounds ? (poundsTextToPence(form.amountPounds) ?? null) : null,
    comment: form.comment.trim() || null,
  };
}
