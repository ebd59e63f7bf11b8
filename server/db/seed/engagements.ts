import type { Faker } from '@faker-js/faker';
import { cohortOf } from '#domain/programmes/cohorts';
import type { Level } from '#domain/programmes/levels';
import {
  CREDITS_PER_LEVEL,
  type ExitAward,
  levelsOf,
  type ProgrammeCode,
  type StudyPace,
} from '#domain/programmes/programmes';
import type { AnyEngagementStatus } from '#domain/students/engagement-status';
import type { engagements } from '../schema';
import { academicYearOf, addDays, dateBetween, earlier, intakeDate, weighted } from './random';

/** An engagement row as the seed inserts it (scopeKeys come from its student, seq on insert). */
export type EngagementRow = Omit<typeof engagements.$inferInsert, 'seq' | 'scopeKeys'>;

/** What one engagement is to be: the rest (dates, cohorts, credits) follows from these. */
export interface EngagementPlan {
  id: string;
  studentId: string;
  programme: ProgrammeCode;
  status: AnyEngagementStatus;
  partnerId: string | null;
}

/** How often each status occurs: most students are current or have completed. */
export const ENGAGEMENT_STATUS_WEIGHTS: readonly (readonly [AnyEngagementStatus, number])[] = [
  ['Current', 40],
  ['Completed', 18],
  ['Starting', 8],
  ['Withdrawn', 7],
  ['Transferred', 5],
  ['IoS', 5],
  ['Pending', 4],
  ['Deferred', 4],
  ['Did not start', 3],
  ['Resi only', 3],
  ['Terminated', 2],
];

/** How popular each programme is among students and applicants. */
export const PROGRAMME_WEIGHTS: readonly (readonly [ProgrammeCode, number])[] = [
  ['BA', 25],
  ['MA', 14],
  ['CertHE', 10],
  ['GradDip', 10],
  ['FdA', 5],
  ['GradDip-CPL', 5],
  ['PGDip', 5],
  ['FC', 5],
  ['GradDip-SM', 4],
  ['GradCert', 4],
  ['CCC', 4],
  ['Ordinand', 4],
  ['CUC', 3],
  ['ROA', 2],
];

/** A programme a student may have taken before their main one, and moved on from. */
export const FEEDER_PROGRAMMES: Readonly<Partial<Record<ProgrammeCode, readonly ProgrammeCode[]>>> =
  {
    BA: ['FC', 'CertHE', 'CCC'],
    CertHE: ['FC', 'CCC', 'CUC'],
    FdA: ['FC', 'CUC'],
    GradDip: ['GradCert', 'FC'],
    'GradDip-CPL': ['GradCert'],
    'GradDip-SM': ['GradCert'],
    MA: ['PGDip', 'ROA'],
    PGDip: ['ROA'],
  };

/** Years one level takes: two a year full time; MA takes 2 years part time, else 3 (spec §9). */
export function yearsPerLevel(programme: ProgrammeCode, pace: StudyPace | null): number {
  if (programme === 'MA') return pace === 'PT' ? 0.5 : 0.75;
  if (pace === 'PT') return 1;
  return pace === 'Extended' ? 1.5 : 0.5;
}

// The award a student leaves with when they stop part-way (spec §9 exit awards).
function exitAwardFor(programme: ProgrammeCode, credits: number): ExitAward | null {
  if (programme === 'BA') return credits >= 240 ? 'DipHE' : credits >= 120 ? 'CertHE' : null;
  if (programme === 'CertHE' && credits >= 60) return 'CUC';
  if (programme.startsWith('GradDip') && credits >= 60) return 'GradCert';
  if (programme === 'MA' || programme === 'PGDip') {
    return credits >= 120 ? 'PGDip' : credits >= 60 ? 'PGCert' : null;
  }
  return null;
}

function pickPace(faker: Faker, programme: ProgrammeCode): StudyPace | null {
  // Short courses have no part-time variant.
  if (['FC', 'CCC', 'CUC', 'ROA'].includes(programme)) return null;
  return weighted<StudyPace | null>(faker, [
    [null, 55],
    ['PT', 35],
    ['Extended', 10],
  ]);
}

/** One engagement, with dates, cohorts and credits consistent with its status and programme. */
export function generateEngagement(
  faker: Faker,
  plan: EngagementPlan,
  referenceDate: string,
): EngagementRow {
  const { programme, status } = plan;
  const all = levelsOf(programme);
  // A few BA students join with credit from elsewhere and start at level 5.
  const entry = programme === 'BA' && faker.datatype.boolean(0.1) ? 2 : 0;
  const levels = all.slice(entry);
  const n = levels.length;
  const pace = pickPace(faker, programme);
  const span = yearsPerLevel(programme, pace);
  const years = Math.max(1, Math.ceil(n * span));
  const year = academicYearOf(referenceDate);
  const january = faker.datatype.boolean(0.1);
  const at = (k: number) => levels[Math.min(Math.max(k, 0), n - 1)] as Level;
  const cohort = (k: number) => cohortOf(programme, at(k));

  let start: string;
  let end: string | null = null;
  let done = 0; // levels completed
  let current: number | null = null; // index of the level being studied, if any
  let last: number | null = null; // index of the last level studied, once it has stopped
  switch (status) {
    case 'Starting':
    case 'Deferred': {
      // Both start after the reference date; Starting may also start on it.
      const options = [intakeDate(year + 1, true), intakeDate(year + 1)];
      if (status === 'Starting') options.push(intakeDate(year));
      start = faker.helpers.arrayElement(options.filter((d) => d >= referenceDate));
      if (status === 'Starting') current = 0;
      break;
    }
    case 'Current':
    case 'IoS':
    case 'Resi only': {
      current = status === 'Resi only' ? 0 : faker.number.int({ min: 0, max: n - 1 });
      done = status === 'Resi only' ? 0 : current;
      const yearsIn = 1 + Math.floor(current * span);
      start = january ? intakeDate(year - yearsIn + 1, true) : intakeDate(year - yearsIn);
      break;
    }
    case 'Pending':
      // Taught levels over, awaiting the exam board.
      start = intakeDate(year - years);
      done = n - 1;
      last = n - 1;
      break;
    case 'Completed': {
      const endYear = year - faker.number.int({ min: 0, max: 6 });
      start = intakeDate(endYear - years);
      end = `${endYear}-07-31`;
      done = n;
      last = n - 1;
      break;
    }
    case 'Did not start':
      start = intakeDate(year - faker.number.int({ min: 1, max: 3 }), january);
      end = start;
      break;
    default: {
      // Withdrawn, Terminated, Transferred: stopped part-way, before the reference date.
      start = intakeDate(year - faker.number.int({ min: 1, max: 6 }));
      const latest = addDays(referenceDate, -1);
      const planned = addDays(start, years * 365);
      end = dateBetween(faker, addDays(start, 60), earlier(planned, latest));
      last = faker.number.int({ min: 0, max: n - 1 });
      done = last;
    }
  }
  const lastCohort =
    last !== null ? cohort(last) : current !== null && current > 0 ? cohort(current - 1) : null;
  const creditsAchieved = done * CREDITS_PER_LEVEL;
  const stopped = status === 'Withdrawn' || status === 'Terminated';
  return {
    id: plan.id,
    studentId: plan.studentId,
    code: `${programme}-${start.slice(0, 7)}`,
    programmeCode: programme,
    status,
    cohort: current !== null ? cohort(current) : null,
    lastCohort,
    futureOrLastCohort: current !== null ? cohort(current) : (lastCohort ?? cohort(0)),
    levels: [...levels],
    credits: n * CREDITS_PER_LEVEL,
    creditsAchieved,
    partnerId: plan.partnerId,
    exitAward: stopped ? exitAwardFor(programme, creditsAchieved) : null,
    pace,
    level: current !== null ? at(current) : last !== null ? at(last) : null,
    startDate: start,
    endDate: end,
  };
}

/** A student's earlier engagement, ended before their main one starts and before today. */
export function generatePriorEngagement(
  faker: Faker,
  plan: EngagementPlan,
  mainStart: string,
  referenceDate: string,
): EngagementRow {
  // Generated as if the reference date were a month before the main engagement began (or the
  // real one, if earlier), so every date of it falls before both.
  return generateEngagement(faker, plan, earlier(addDays(mainStart, -30), referenceDate));
}
