import { asc, eq } from 'drizzle-orm';
import { type GroupReport, groupRows } from '#domain/course-platform/groups';
import type { Db } from '../../db/client';
import { hubs, moduleInstances } from '../../db/schema';
import type { MoodleClient } from '../../integrations/moodle/client';
import type { Scope } from '../../platform/auth/scope';
import { fourAtATime } from './registrations-data';

/**
 * The group leaders report of a session: the platform courses of our module instances, their
 * groups, and the teachers among each group's members, each group placed in a hub. A caller whose
 * scope is a hub sees that hub's groups only.
 */
export async function groupReport(
  db: Db,
  client: MoodleClient,
  scope: Scope,
  session: string,
): Promise<GroupReport> {
  const [allHubs, instances, courses] = await Promise.all([
    db.select({ id: hubs.id, name: hubs.name }).from(hubs).orderBy(asc(hubs.name)),
    db
      .select({ id: moduleInstances.id })
      .from(moduleInstances)
      .where(eq(moduleInstances.sessionId, session)),
    client.allCourses(),
  ]);
  const ours = new Set(instances.map((instance) => instance.id));
  const sessionCourses = courses
    .filter((course) => ours.has(course.idnumber))
    .sort((a, b) => a.shortname.localeCompare(b.shortname));
  const perCourse = await fourAtATime(sessionCourses, async (course) => {
    const groups = await client.courseGroups(course.id);
    if (groups.length === 0) return [];
    const members = (await client.enrolledUsers(course.id)).map((user) => ({
      name: user.fullname ?? `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim(),
      roles: (user.roles ?? []).map((role) => role.shortname),
      groups: (user.groups ?? []).map((group) => group.id),
    }));
    return groupRows(course, groups, members, allHubs);
  });
  const visible = (hubId: string | null) =>
    scope.all || (hubId !== null && scope.keys.includes(`hub:${hubId}`));
  const items = perCourse.flat().filter((row) => visible(row.hubId));
  return {
    session,
    items,
    total: items.length,
    options: { hubs: allHubs.filter((hub) => visible(hub.id)) },
  };
}
