import { z } from 'zod';

// Registrations → Historic (issue 20): every course a person took, past ones included: our module
// registrations of every session combined with the platform's active enrolments, paired on the
// platform course's idnumber = our module instance id.

export const HISTORY_SOURCES = ['Both', 'Registered here only', 'Platform only'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

export const historicRowSchema = z.object({
  key: z.string(),
  studentId: z.string(),
  name: z.string(),
  /** Our module code, or the platform course's short name when we have no registration. */
  course: z.string(),
  title: z.string(),
  /** The academic session of our instance; null for a platform course we cannot place. */
  session: z.string().nullable(),
  result: z.string().nullable(),
  mark: z.number().nullable(),
  /** Enrolled on the platform now. */
  active: z.boolean(),
  source: z.enum(HISTORY_SOURCES),
});
export type HistoricRow = z.infer<typeof historicRowSchema>;

export const historicListSchema = z.object({
  items: z.array(historicRowSchema),
  total: z.number(),
  options: z.object({ sessions: z.array(z.string()) }),
});
export type HistoricList = z.infer<typeof historicListSchema>;

const text = z.string().trim().max(100).optional();
export const historicQuerySchema = z.strictObject({
  session: text,
  source: z.enum(HISTORY_SOURCES).optional(),
  q: text,
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type HistoricQuery = z.infer<typeof historicQuerySchema>;

export interface LocalRegistration {
  studentId: string;
  name: string;
  instanceId: string;
  moduleId: string;
  title: string;
  session: string;
  result: string;
  mark: number | null;
}

export interface PlatformEnrolment {
  studentId: string;
  name: string;
  courseId: number;
  idnumber: string;
  shortname: string;
  fullname: string;
}

/** Our registrations and the platform's enrolments as one history, newest session first. */
export function combineHistory(
  registrations: readonly LocalRegistration[],
  enrolments: readonly PlatformEnrolment[],
): HistoricRow[] {
  const active = new Set(enrolments.map((each) => `${each.studentId}\u0000${each.idnumber}`));
  const ours = new Set(registrations.map((each) => `${each.studentId}\u0000${each.instanceId}`));
  const rows: HistoricRow[] = registrations.map((each) => {
    const onPlatform = active.has(`${each.studentId}\u0000${each.instanceId}`);
    return {
      key: `${each.studentId}/${each.instanceId}`,
      studentId: each.studentId,
      name: each.name,
      course: each.moduleId,
      title: each.title,
      session: each.session,
      result: each.result,
      mark: each.mark,
      active: onPlatform,
      source: onPlatform ? 'Both' : 'Registered here only',
    };
  });
  for (const each of enrolments) {
    if (ours.has(`${each.studentId}\u0000${each.idnumber}`)) continue;
    rows.push({
      key: `${each.studentId}/platform-${each.courseId}`,
      studentId: each.studentId,
      name: each.name,
      course: each.shortname,
      title: each.fullname,
      session: null,
      result: null,
      mark: null,
      active: true,
      source: 'Platform only',
    });
  }
  return rows.sort(
    (a, b) =>
      a.name.localeCompare(b.name) ||
      a.studentId.localeCompare(b.studentId) ||
      (b.session ?? '9999').localeCompare(a.session ?? '9999') ||
      a.course.localeCompare(b.course),
  );
}

/** Whether a history row passes the filters and the search (name, id, course, title). */
export function matchesHistory(row: HistoricRow, query: HistoricQuery): boolean {
  if (query.session && row.session !== query.session) return false;
  if (query.source && row.source !== query.source) return false;
  const needle = query.q?.toLowerCase();
  if (!needle) return true;
  return [row.name, row.studentId, row.course, row.title].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
