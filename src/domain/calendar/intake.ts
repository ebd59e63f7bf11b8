import { z } from 'zod';
import { utcDay } from './utc';

/** An intake date, YYYY-MM-DD and a real calendar day (spec §3). */
export const intakeDateSchema = z.iso.date();

/** Intake map: intake date to the programme codes starting then (spec §3). */
export const intakeMapSchema = z.record(intakeDateSchema, z.array(z.string().min(1)));
export type IntakeMap = z.infer<typeof intakeMapSchema>;

/** One intake of a sorted intake list. */
export interface Intake {
  readonly date: string;
  readonly programmes: readonly string[];
}

/** Parse YYYY-MM-DD to midnight UTC; undefined unless it is a real calendar date. */
export function parseIntakeDate(value: string): Date | undefined {
  if (!intakeDateSchema.safeParse(value).success) return undefined;
  // The schema has checked the shape: YYYY-MM-DD at fixed positions.
  return utcDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8)));
}

/** Normal (September) intake: a 4-digit year followed by -09- (spec §5). */
export function isNormalIntake(value: string): boolean {
  return /^\d{4}-09-/.test(value);
}

/** Options of sortIntakes; now is always required so a futureOnly call can never forget it. */
export interface SortIntakesOptions {
  /** Keep only intakes strictly after the current UTC date (today's intake is excluded). */
  readonly futureOnly?: boolean;
  readonly now: Date;
}

/**
 * Intakes newest first (spec §9); keys that are not valid dates are dropped. With futureOnly,
 * only dates after today's UTC date remain: an intake starting today is no longer in the future.
 */
export function sortIntakes(map: IntakeMap, options: SortIntakesOptions): Intake[] {
  // YYYY-MM-DD strings order the same way as the days they name.
  const today = options.now.toISOString().slice(0, 10);
  return (
    Object.entries(map)
      .filter(([date]) => parseIntakeDate(date) !== undefined)
      .filter(([date]) => !options.futureOnly || date > today)
      // Object keys are unique, so two dates are never equal.
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([date, programmes]) => ({ date, programmes }))
  );
}
