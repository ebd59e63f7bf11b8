import type { Faker } from '@faker-js/faker';
import { academicYearTitle, FIRST_INVOICE_YEAR } from '#domain/calendar/academic-year';
import { DEFAULT_FEE_TYPES, DEFAULT_FULL_TIME_FEES, feeAtPace } from '#domain/finance/fees';
import { PAYMENT_TERMS, type PaymentTerm } from '#domain/finance/payment-terms';
import { type Instalment, paymentPlan } from '#domain/finance/schedules';
import type { ProgrammeCode, StudyPace } from '#domain/programmes/programmes';
import type { invoices, payments, tuitionFees } from '../schema';
import { DEMO_STUDENT_ID } from './demo-accounts';
import type { ScopedEngagementRow } from './generate';
import { academicYearOf, addDays, createFaker, DEMO_SEED, earlier, weighted } from './random';
import { PROGRAMME_NAMES } from './reference-data';

/** An invoice row as the seed inserts it (seq is set when its change is recorded). */
export type InvoiceRow = Omit<typeof invoices.$inferInsert, 'seq'>;
/** A row of the tuition fee table. */
export type TuitionFeeRow = typeof tuitionFees.$inferInsert;
/** A payment row as the seed inserts it. */
export type PaymentRow = Omit<typeof payments.$inferInsert, 'seq'>;

/** What the finance seed needs to know of a student: their id and scope keys. */
export interface FinanceStudent {
  id: string;
  scopeKeys?: string[] | null;
}

/** A year's tuition at a pace, from the default fee table (src/domain/finance/fees.ts). */
export function yearlyFee(programme: ProgrammeCode, pace: StudyPace | null): number {
  return feeAtPace(DEFAULT_FULL_TIME_FEES[programme], pace);
}

/** The tuition fee table the college starts with: every programme at its default fee and type. */
export function generateTuitionFees(programmeCodes: readonly string[]): TuitionFeeRow[] {
  return programmeCodes
    .filter((code): code is ProgrammeCode => Object.hasOwn(DEFAULT_FULL_TIME_FEES, code))
    .map((code) => ({
      programmeCode: code,
      feeType: DEFAULT_FEE_TYPES[code] ?? 'normal',
      fullTimePence: DEFAULT_FULL_TIME_FEES[code],
    }));
}

// How students choose to pay (spec §9 terms): monthly direct debit is the most common.
const TERM_WEIGHTS: readonly (readonly [PaymentTerm, number])[] = [
  ['InFull', 25],
  ['Monthly', 35],
  ['Termly', 25],
  ['Student Loan', 15],
];

const METHOD_OF_TERM: Readonly<Record<PaymentTerm, string>> = {
  InFull: 'Bank transfer',
  Monthly: 'Direct debit',
  Termly: 'Bank transfer',
  'Student Loan': 'Student Loan',
};

/** The academic years (start years) an engagement was Current in and is invoiced for. */
export function invoicedYears(engagement: ScopedEngagementRow, referenceYear: number): number[] {
  const first = Math.max(FIRST_INVOICE_YEAR, academicYearOf(engagement.startDate));
  let last: number;
  switch (engagement.status) {
    case 'Current':
      last = referenceYear;
      break;
    // Interrupted or awaiting the exam board: not invoiced for this year.
    case 'IoS':
    case 'Pending':
      last = referenceYear - 1;
      break;
    case 'Completed':
    case 'Withdrawn':
    case 'Terminated':
    case 'Transferred':
      last = engagement.endDate ? academicYearOf(engagement.endDate) : first - 1;
      break;
    default:
      // Starting, Deferred, Did not start, Resi only: never Current.
      return [];
  }
  const years: number[] = [];
  for (let year = first; year <= Math.min(last, referenceYear); year += 1) years.push(year);
  return years;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Builds the finance data: invoices and payments, one faker of its own so nothing else shifts. */
export function generateFinance(
  students: readonly FinanceStudent[],
  engagements: readonly ScopedEngagementRow[],
  referenceDate: string,
): { invoices: InvoiceRow[]; payments: PaymentRow[] } {
  const faker = createFaker(DEMO_SEED + 7);
  const referenceYear = academicYearOf(referenceDate);
  const scopeOf = new Map(students.map((student) => [student.id, student.scopeKeys ?? []]));
  const invoiceRows: InvoiceRow[] = [];
  const paymentRows: PaymentRow[] = [];
  const paymentsOf = new Map<string, number>();
  let counter = 0;

  const addInvoice = (
    row: Omit<InvoiceRow, 'number' | 'scopeKeys' | 'lines' | 'sentOn'>,
    year: number,
  ) => {
    counter += 1;
    const invoice: InvoiceRow = {
      ...row,
      lines: [{ description: row.description, amountPence: row.amountPence }],
      sentOn: row.issuedOn,
      number: `INV-${year}-${String(counter).padStart(5, '0')}`,
      scopeKeys: scopeOf.get(row.studentId) ?? [],
    };
    invoiceRows.push(invoice);
    return invoice;
  };
  const addPayment = (
    invoice: InvoiceRow,
    paidOn: string,
    amountPence: number,
    method: string,
    reference: string | null,
  ) => {
    const n = (paymentsOf.get(invoice.id) ?? 0) + 1;
    paymentsOf.set(invoice.id, n);
    paymentRows.push({
      id: `${invoice.id}-p${n}`,
      studentId: invoice.studentId,
      invoiceId: invoice.id,
      paidOn,
      amountPence,
      method,
      reference,
      scopeKeys: invoice.scopeKeys,
      createdAt: `${paidOn}T10:00:00.000Z`,
      updatedAt: `${paidOn}T10:00:00.000Z`,
    });
  };

  for (const engagement of engagements) {
    const programme = engagement.programmeCode as ProgrammeCode;
    const pace = (engagement.pace ?? null) as StudyPace | null;
    const january = engagement.startDate.slice(5, 7) === '01';
    const years = invoicedYears(engagement, referenceYear);
    for (const year of years) {
      const demo = engagement.studentId === DEMO_STUDENT_ID && year === referenceYear;
      const title = academicYearTitle(year);
      const offered = PAYMENT_TERMS[DEFAULT_FEE_TYPES[programme] ?? 'normal'];
      const term: PaymentTerm = demo
        ? 'Monthly'
        : weighted(
            faker,
            TERM_WEIGHTS.filter(([t]) => (offered as readonly string[]).includes(t)),
          );
      const intakeDate = january && !demo ? `${year + 1}-01-05` : `${year}-09-01`;
      const amountPence = yearlyFee(programme, pace);
      const plan = paymentPlan(intakeDate, term, amountPence) ?? [];
      const firstDue = plan[0] ? day(plan[0].dueDate) : intakeDate;
      const invoice = addInvoice(
        {
          id: `${engagement.id}-${title}-tuition`,
          studentId: engagement.studentId,
          engagementId: engagement.id,
          sessionId: title,
          description: `Tuition fees ${title}: ${PROGRAMME_NAMES[programme]}${pace === 'PT' ? ' (part time)' : ''}`,
          issuedOn: addDays(firstDue, -17),
          dueOn: firstDue,
          amountPence,
          paymentTerm: term,
          intakeDate,
          createdAt: `${addDays(firstDue, -17)}T09:00:00.000Z`,
          updatedAt: `${addDays(firstDue, -17)}T09:00:00.000Z`,
        },
        year,
      );
      if (demo) {
        // The demo student's page tells a story: three instalments paid, the fourth overdue.
        for (const instalment of plan.slice(0, 3)) {
          const on = day(instalment.dueDate);
          const reference = paymentReference(invoice, 'Direct debit');
          addPayment(invoice, on, instalment.amountPence, 'Direct debit', reference);
        }
        continue;
      }
      // Payments stop at the reference date, and at the day a student left.
      const until = engagement.endDate ? earlier(engagement.endDate, referenceDate) : referenceDate;
      payTuition(faker, invoice, plan, term, until, addPayment);
    }
    const resiYears =
      engagement.status === 'Resi only'
        ? [referenceYear]
        : years.filter(() => faker.datatype.boolean(0.12));
    for (const year of resiYears) {
      const issuedOn = earlier(
        addDays(`${year}-08-01`, faker.number.int({ min: 45, max: 300 })),
        referenceDate,
      );
      const invoice = addInvoice(
        {
          id: `${engagement.id}-${academicYearTitle(year)}-residential`,
          studentId: engagement.studentId,
          engagementId: engagement.id,
          sessionId: academicYearTitle(year),
          description: `Residential weekend ${academicYearTitle(year)}: accommodation and meals`,
          issuedOn,
          dueOn: addDays(issuedOn, 30),
          amountPence: faker.number.int({ min: 36, max: 84 }) * 500,
          paymentTerm: null,
          intakeDate: null,
          createdAt: `${issuedOn}T09:00:00.000Z`,
          updatedAt: `${issuedOn}T09:00:00.000Z`,
        },
        year,
      );
      const paidOn = addDays(issuedOn, faker.number.int({ min: 1, max: 25 }));
      if (paidOn <= referenceDate && faker.datatype.boolean(0.85)) {
        const reference = `CARD-${faker.string.alphanumeric({ length: 8, casing: 'upper' })}`;
        addPayment(invoice, paidOn, invoice.amountPence, 'Card', reference);
      }
    }
  }
  return { invoices: invoiceRows, payments: paymentRows };
}

type AddPayment = (
  invoice: InvoiceRow,
  paidOn: string,
  amountPence: number,
  method: string,
  reference: string | null,
) => void;

// Most students pay every instalment when due; some fall behind; now and then a bursary pays
// part of the year, and the student's own instalments stop once the rest is covered.
function payTuition(
  faker: Faker,
  invoice: InvoiceRow,
  plan: readonly Instalment[],
  term: PaymentTerm,
  until: string,
  addPayment: AddPayment,
): void {
  const due = plan.filter((instalment) => day(instalment.dueDate) <= until);
  const behaviour = weighted(faker, [
    ['on time', 80],
    ['in arrears', 12],
    ['bursary', 8],
  ] as const);
  let owed = invoice.amountPence;
  if (behaviour === 'bursary' && due[0]) {
    const bursary = Math.min(owed, faker.number.int({ min: 5, max: 30 }) * 5_000);
    addPayment(invoice, day(due[0].dueDate), bursary, 'Bursary', `Bursary ${invoice.sessionId}`);
    owed -= bursary;
  }
  // In arrears: the last one or two instalments due are missed (a part payment on one of them).
  const missed = behaviour === 'in arrears' ? faker.number.int({ min: 1, max: 2 }) : 0;
  const paying = due.slice(0, Math.max(0, due.length - missed));
  const method = METHOD_OF_TERM[term];
  for (const instalment of paying) {
    const amount = Math.min(owed, instalment.amountPence);
    if (amount <= 0) break;
    const lag = method === 'Bank transfer' ? faker.number.int({ min: 0, max: 10 }) : 0;
    const paidOn = earlier(addDays(day(instalment.dueDate), lag), until);
    addPayment(invoice, paidOn, amount, method, paymentReference(invoice, method));
    owed -= amount;
  }
  const next = due[paying.length];
  if (missed > 0 && next && faker.datatype.boolean(0.5)) {
    const part = Math.min(owed, Math.floor(next.amountPence / 200) * 100);
    if (part > 0) {
      addPayment(invoice, day(next.dueDate), part, method, paymentReference(invoice, method));
    }
  }
}

function paymentReference(invoice: InvoiceRow, method: string): string {
  if (method === 'Direct debit') return `DD-${invoice.studentId.slice(-5)}`;
  if (method === 'Student Loan') return `SLC ${invoice.sessionId}`;
  return invoice.number;
}
