import { z } from 'zod';
import { CONFIRMED_STATUS, isOngoingApplication } from '../../domain/applications/statuses';
import { ALL_ENGAGEMENT_STATUSES } from '../../domain/students/engagement-status';

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

/** `GET /api/dashboard/stats` (server/features/dashboard/routes.ts). */
export const dashboardStatsSchema = z.object({
  academicYear: z.string(),
  students: z.object({ total: z.number().int().nonnegative(), byStatus: countsSchema }),
  applications: z.object({
    total: z.number().int().nonnegative(),
    thisYear: z.number().int().nonnegative(),
    byStatus: countsSchema,
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Which picture a card shows; DashboardStats.tsx maps it to an icon. */
export type StatIcon =
  | 'students'
  | 'current'
  | 'interrupted'
  | 'completed'
  | 'withdrawn'
  | 'student'
  | 'ongoing'
  | 'confirmed'
  | 'thisYear'
  | 'applications';

/** One number of the dashboard, ready for a StatsCard. */
export interface Stat {
  key: string;
  title: string;
  value: number;
  icon: StatIcon;
  subText?: string;
}

// Always shown, even at 0: the statuses staff look for first.
const MAIN_STATUSES: readonly { status: string; title: string; icon: StatIcon }[] = [
  { status: 'Current', title: 'Current', icon: 'current' },
  { status: 'IoS', title: 'Interruption of studies (IoS)', icon: 'interrupted' },
  { status: 'Completed', title: 'Completed', icon: 'completed' },
  { status: 'Withdrawn', title: 'Withdrawn', icon: 'withdrawn' },
];

/** Engagement counts: the total, the main statuses, then any other status that has engagements. */
export function engagementStats(stats: DashboardStats): Stat[] {
  const { total, byStatus } = stats.students;
  const main = new Set(MAIN_STATUSES.map(({ status }) => status));
  const known = ALL_ENGAGEMENT_STATUSES as readonly string[];
  // Known statuses in the spec's order, then anything else the server counted.
  const others = [
    ...known.filter((status) => !main.has(status)),
    ...Object.keys(byStatus).filter((status) => !known.includes(status)),
  ].filter((status) => (byStatus[status] ?? 0) > 0);
  return [
    { key: 'students', title: 'Engagements', value: total, icon: 'students' as const },
    ...MAIN_STATUSES.map(({ status, title, icon }) => ({
      key: `status:${status}`,
      title,
      value: byStatus[status] ?? 0,
      icon,
    })),
    ...others.map((status) => ({
      key: `status:${status}`,
      title: status,
      value: byStatus[status] ?? 0,
      icon: 'student' as const,
    })),
  ];
}

/** Application counts: ongoing (spec §4 set), confirmed, this academic year's intake, all. */
export function applicationStats(stats: DashboardStats): Stat[] {
  const { total, thisYear, byStatus } = stats.applications;
  const ongoing = Object.entries(byStatus)
    .filter(([status]) => isOngoingApplication(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    { key: 'ongoing', title: 'Ongoing applications', value: ongoing, icon: 'ongoing' },
    {
      key: 'confirmed',
      title: 'Confirmed (deposit paid)',
      value: byStatus[CONFIRMED_STATUS] ?? 0,
      icon: 'confirmed',
    },
    {
      key: 'thisYear',
      title: 'Applications this year',
      value: thisYear,
      icon: 'thisYear',
      subText: `Intake in ${stats.academicYear}`,
    },
    { key: 'applications', title: 'All applications', value: total, icon: 'applications' },
  ];
}
