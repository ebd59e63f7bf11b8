import { z } from 'zod';

// Registrations → Groups (group leaders report, issue 20): the platform's course groups and
// their leaders (the teachers among a group's members), each group placed in one of our hubs.

/** Moodle's teacher roles: a group's leaders are its members holding one of them. */
export const LEADER_ROLES = ['editingteacher', 'teacher'] as const;

export const groupRowSchema = z.object({
  key: z.string(),
  course: z.string(),
  courseTitle: z.string(),
  group: z.string(),
  /** Our hub, when the group's idnumber or name is a hub's id or name. */
  hubId: z.string().nullable(),
  hubName: z.string().nullable(),
  leaders: z.array(z.string()),
  students: z.number(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

export const groupReportSchema = z.object({
  session: z.string(),
  items: z.array(groupRowSchema),
  total: z.number(),
  options: z.object({ hubs: z.array(z.object({ id: z.string(), name: z.string() })) }),
});
export type GroupReport = z.infer<typeof groupReportSchema>;

export const groupQuerySchema = z.strictObject({
  hub: z.string().trim().max(100).optional(),
  leaders: z.enum(['with', 'without']).optional(),
  q: z.string().trim().max(100).optional(),
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type GroupQuery = z.infer<typeof groupQuerySchema>;

export interface Hub {
  id: string;
  name: string;
}

/** The hub a group belongs to: its idnumber is a hub id, or its name is a hub's name or id. */
export function hubOfGroup(
  group: { name: string; idnumber: string },
  hubs: readonly Hub[],
): Hub | undefined {
  const name = group.name.trim().toLowerCase();
  return (
    hubs.find((hub) => group.idnumber !== '' && hub.id === group.idnumber) ??
    hubs.find((hub) => hub.name.toLowerCase() === name || hub.id.toLowerCase() === name)
  );
}

export interface PlatformMember {
  name: string;
  roles: readonly string[];
  groups: readonly number[];
}

/** The rows of one course: each group with its leaders and its number of students. */
export function groupRows(
  course: { id: number; shortname: string; fullname: string },
  groups: readonly { id: number; name: string; idnumber: string }[],
  members: readonly PlatformMember[],
  hubs: readonly Hub[],
): GroupRow[] {
  return groups.map((group) => {
    const inGroup = members.filter((member) => member.groups.includes(group.id));
    const leads = (member: PlatformMember) =>
      member.roles.some((role) => (LEADER_ROLES as readonly string[]).includes(role));
    const hub = hubOfGroup(group, hubs);
    return {
      key: `${course.id}/${group.id}`,
      course: course.shortname,
      courseTitle: course.fullname,
      group: group.name,
      hubId: hub?.id ?? null,
      hubName: hub?.name ?? null,
      leaders: inGroup
        .filter(leads)
        .map((member) => member.name)
        .sort(),
      students: inGroup.filter((member) => member.roles.includes('student')).length,
    };
  });
}

/** Whether a row passes the filters and the search (course, group, leader). */
export function matchesGroup(row: GroupRow, query: GroupQuery): boolean {
  if (query.hub && row.hubId !== query.hub) return false;
  if (query.leaders === 'with' && row.leaders.length === 0) return false;
  if (query.leaders === 'without' && row.leaders.length > 0) return false;
  const needle = query.q?.toLowerCase();
  if (!needle) return true;
  return [row.course, row.courseTitle, row.group, ...row.leaders].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
