import { addMonths, getDaysInMonth, setDate } from 'date-fns';
import { parseIntakeDate } from '../calendar/intake';
import { inUtc, plainDate, utcDay } from '../calendar/utc';
import { ALL_PAYMENT_TERMS } from './payment-terms';

// Money is integer pence everywhere in the domain (amounts here are pence, never pounds).

/** Intakes start in September or January; each has its own schedules (spec §9). */
export const INTAKE_START_KINDS = ['september', 'january'] as const;
export type IntakeStartKind = (typeof INTAKE_START_KINDS)[number];

/** Names of payment schedules: the payment terms plus part-year variants (spec §9). */
export const SCHEDULE_TERMS = [
  ...ALL_PAYMENT_TERMS,
  'Termly-Sept-Jan',
  'Monthly-Sept',
  'Monthly-Sept-Jan',
  'Monthly-Jan',
] as const;
export type ScheduleTerm = (typeof SCHEDULE_TERMS)[number];

/**
 * Instalment month offsets (spec §9): a September start counts from August, a January start
 * from December of the year before. Ranges such as Monthly 0-9 are inclusive (ten instalments).
 */
export const PAYMENT_SCHEDULES = {
  september: {
    InFull: [0],
    Termly: [0, 4, 7],
    Monthly: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    'Student Loan': [0, 4, 7],
    'Termly-Sept-Jan': [0, 4],
    'Monthly-Sept': [0, 1, 2, 3],
    'Monthly-Sept-Jan': [0, 1, 2, 3, 4, 5, 6, 7],
  },
  january: {
    InFull: [0],
    Termly: [0, 5, 8],
    Monthly: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    'Student Loan': [0, 5, 8],
    'Monthly-Jan': [4, 5, 6, 7, 8, 9],
  },
} as const satisfies Record<IntakeStartKind, Partial<Record<ScheduleTerm, readonly number[]>>>;

/** Month (0-11) and year shift, relative to the intake year, that offsets count from. */
export const SCHEDULE_BASE_MONTHS = {
  september: { monthIndex: 7, yearShift: 0 },
  january: { monthIndex: 11, yearShift: -1 },
} as const satisfies Record<IntakeStartKind, { monthIndex: number; yearShift: number }>;

/** Month offsets of a schedule; undefined when that start kind has no such schedule. */
export function scheduleOffsets(
  kind: IntakeStartKind,
  term: string,
): readonly number[] | undefined {
  const schedules: Readonly<Record<string, readonly number[]>> = PAYMENT_SCHEDULES[kind];
  return Object.hasOwn(schedules, term) ? schedules[term] : undefined;
}

/** 'september' for YYYY-09-DD intakes, 'january' for YYYY-01-DD; undefined for others or invalid. */
export function intakeStartKind(intakeDate: string): IntakeStartKind | undefined {
  const date = parseIntakeDate(intakeDate);
  if (!date) return undefined;
  const month = date.getUTCMonth();
  return month === 8 ? 'september' : month === 0 ? 'january' : undefined;
}

/** Options of paymentDueDates. */
export interface DueDateOptions {
  /** Day of month instalments fall due (1-31; clamped to the month's last day). Default 1. */
  readonly dayOfMonth?: number;
}

/**
 * Due dates (midnight UTC) of a schedule for an intake, e.g. 2025-09-15 Termly → 2025-08-01,
 * 2025-12-01, 2026-03-01. Undefined when the intake is not September/January or has no such term.
 */
export function paymentDueDates(
  intakeDate: string,
  term: string,
  options: DueDateOptions = {},
): Date[] | undefined {
  const dayOfMonth = options.dayOfMonth ?? 1;
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) {
    throw new RangeError(`Invalid day of month: ${dayOfMonth}`);
  }
  const kind = intakeStartKind(intakeDate);
  const offsets = kind && scheduleOffsets(kind, term);
  if (!kind || !offsets) return undefined;
  const intakeYear = Number(intakeDate.slice(0, 4));
  const base = SCHEDULE_BASE_MONTHS[kind];
  const first = utcDay(intakeYear + base.yearShift, base.monthIndex, 1);
  return offsets.map((offset) => {
    const month = addMonths(first, offset, { in: inUtc });
    const day = Math.min(dayOfMonth, getDaysInMonth(month, { in: inUtc }));
    return plainDate(setDate(month, day, { in: inUtc }));
  });
}

/**
 * Split integer pence into n instalments summing exactly to the total. Later instalments are
 * equal; the first carries the remainder (1000 in 3 → 334, 333, 333). Negative totals split alike.
 */
export function splitAmount(totalPence: number, n: number): number[] {
  if (!Number.isSafeInteger(totalPence)) throw new RangeError(`Not integer pence: ${totalPence}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Invalid instalment count: ${n}`);
  const sign = totalPence < 0 ? -1 : 1;
  const magnitude = Math.abs(totalPence);
  const share = Math.floor(magnitude / n);
  const first = magnitude - share * (n - 1);
  // `|| 0` keeps zero shares positive zero when the total is negative.
  return [first, ...Array.from({ length: n - 1 }, () => share)].map((p) => sign * p || 0);
}

/** One instalment of a payment plan. */
export interface Instalment {
  readonly dueDate: Date;
  readonly amountPence: number;
}

/** Due dates of a schedule with the total split over them; undefined when there is no schedule. */
export function paymentPlan(
  intakeDate: string,
  term: string,
  totalPence: number,
  options: DueDateOptions = {},
): Instalment[] | undefined {
  const dates = paymentDueDates(intakeDate, term, options);
  if (!dates) return undefined;
  const amounts = splitAmount(totalPence, dates.length);
  return dates.map((dueDate, i) => ({ dueDate, amountPence: amounts[i] ?? 0 }));
}
