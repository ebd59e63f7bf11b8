import { groupByRule, percentReady } from '#domain/hesa/problems';
import { readinessOf } from '#domain/hesa/readiness';
import { academicYearOf } from '#domain/hesa/rules';
import type { AppContext } from '../../platform/app-context';
import { featureOn, refreshFeatureSwitches } from '../../platform/features';
import { checkReturn, readinessHistory, saveReadiness, studentReturn } from './check';

// Continuous readiness (issue 22): the year's check kept as a snapshot (by the daily
// housekeeping job or "Check now"), and one student's readiness for the badge of their record.

/** The current academic year (1 August to 31 July) by the app's clock. */
export function currentYear(context: AppContext): string {
  return academicYearOf((context.clock?.() ?? new Date()).toISOString().slice(0, 10));
}

/** Checks a year's return and keeps a readiness snapshot of it; answers the check's figures. */
export async function checkAndKeep(context: AppContext, year: string) {
  const check = await checkReturn(context.db, year);
  const byRule = Object.fromEntries(
    groupByRule(check.problems).map((group) => [group.rule, group.students.length]),
  );
  await saveReadiness(context.db, check.collection, check.students.length, check.ready, byRule);
  return {
    year,
    collection: check.collection,
    students: check.students.length,
    ready: check.ready,
    percentReady: percentReady(check.students.length, check.ready),
    history: await readinessHistory(context.db, check.collection),
  };
}

/**
 * The housekeeping job "HESA readiness check" (run daily and by "Run now"): the current year's
 * check kept as a snapshot; skipped, and said so in its result, while the hesa switch is off.
 */
export async function hesaReadinessJob(input: {
  context: AppContext;
  now: Date;
}): Promise<Record<string, number>> {
  const { context } = input;
  await refreshFeatureSwitches(context, true);
  if (!featureOn(context, 'hesa')) return { skipped: 1 };
  const today = context.clock?.() ?? input.now;
  const year = academicYearOf(today.toISOString().slice(0, 10));
  const kept = await checkAndKeep(context, year);
  return { students: kept.students, ready: kept.ready };
}

/** One student's readiness in a year's return, by the build's own rules. */
export async function studentReadiness(context: AppContext, year: string, studentId: string) {
  const found = await studentReturn(context.db, year, studentId);
  return readinessOf(year, found?.problems);
}
