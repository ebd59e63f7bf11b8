import { type Count, countBy } from '../applications/statistics';
import { ALL_ENGAGEMENT_STATUSES } from './engagement-status';
import type { StudentListRow } from './lists';

/** Age ranges of the student reports (spec §9); 65 is in 56-65, so 65+ means older than 65. */
export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56-65', '65+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
/** Students younger than the first range (the spec's ranges start at 18). */
export const UNDER_18 = 'Under 18';

/** Age in whole years on `now` (UTC) of a YYYY-MM-DD birth date; undefined when not a date. */
export function ageOn(dateOfBirth: string | null | undefined, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birthdayPassed =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** The §9 age range of an age: '18-25' … '56-65', '65+' (66 on), 'Under 18'; undefined if unknown. */
export function ageRangeOf(age: number | undefined): AgeRange | typeof UNDER_18 | undefined {
  if (age === undefined || Number.isNaN(age)) return undefined;
  if (age < 18) return UNDER_18;
  if (age <= 25) return '18-25';
  if (age <= 35) return '26-35';
  if (age <= 45) return '36-45';
  if (age <= 55) return '46-55';
  if (age <= 65) return '56-65';
  return '65+';
}

/** A cohort's label: FC's bare level '3' reads 'Level 3' (a number alone is no cohort name). */
export function cohortLabel(cohort: string): string {
  return /^\d+$/.test(cohort) ? `Level ${cohort}` : cohort;
}

/** One breakdown of the student report. */
export interface StudentBreakdown {
  id: 'status' | 'cohort' | 'hub' | 'programme' | 'pace' | 'age';
  title: string;
  /** Header of the category column in the table and the spreadsheet. */
  category: string;
  counts: Count[];
}

const present = (value: string) => value || undefined;

/**
 * The student report (spec §2.3 studentreporting): the rows of a list counted by status (every
 * engagement status, zeros included), cohort, hub, programme, pace and age range (§9, in order).
 * A row without a value counts as 'Not given', last.
 */
export function studentReport(rows: readonly StudentListRow[], now: Date): StudentBreakdown[] {
  const by = (
    read: (row: StudentListRow) => string | undefined,
    options: { fixed?: readonly string[]; label?: (key: string) => string } = {},
  ) =>
    countBy(
      rows.map((row) => ({ key: read(row) })),
      (record) => (typeof record.key === 'string' ? record.key : undefined),
      options,
    );
  return [
    {
      id: 'status',
      title: 'Students by status',
      category: 'Status',
      counts: by((row) => present(row.status), { fixed: ALL_ENGAGEMENT_STATUSES }),
    },
    {
      id: 'cohort',
      title: 'Students by cohort',
      category: 'Cohort',
      counts: by((row) => present(row.cohort), { label: cohortLabel }),
    },
    { id: 'hub', title: 'Students by hub', category: 'Hub', counts: by((row) => present(row.hub)) },
    {
      id: 'programme',
      title: 'Students by programme',
      category: 'Programme',
      counts: by((row) => present(row.programme)),
    },
    {
      id: 'pace',
      title: 'Students by study pace',
      category: 'Pace',
      counts: by((row) => present(row.pace)),
    },
    {
      id: 'age',
      title: 'Students by age range',
      category: 'Age range',
      counts: by((row) => ageRangeOf(ageOn(row.dateOfBirth, now)), { fixed: AGE_RANGES }),
    },
  ];
}
