import { and, asc, count, countDistinct, eq, type SQL, sql } from 'drizzle-orm';
import { NO_CONTACT } from '#domain/faculty/contact';
import type { Db } from '../../db/client';
import {
  facultyProfiles,
  hubs,
  moduleInstances,
  modules,
  programmes,
  students,
  users,
} from '../../db/schema';
import type { Scope } from '../../platform/auth/scope';

/** Faculty are the accounts holding the tutor role (server/platform/auth/roles.ts `faculty`). */
const isFaculty = sql`'faculty' = any(${users.roles})`;

/**
 * Tutees are personal data: a caller sees only the students within their scope (a hub director
 * given faculty:view would see their hub's tutees, never another hub's).
 */
function studentsInScope(scope: Scope): SQL | undefined {
  return scope.all ? undefined : sql`${students.scopeKeys} && ${sql.param(scope.keys)}::text[]`;
}

function contactOf(profile: typeof facultyProfiles.$inferSelect | null) {
  return {
    phone: profile?.phone ?? NO_CONTACT.phone,
    office: profile?.office ?? NO_CONTACT.office,
    officeHours: profile?.officeHours ?? NO_CONTACT.officeHours,
    // A tutor without a row has the empty details of version 1; the first save makes version 2.
    version: profile?.version ?? 1,
  };
}

/** Every tutor with hub, contact details and how many modules and (in-scope) tutees they have. */
export async function listFaculty(db: Db, scope: Scope, search?: string) {
  const tutees = db
    .select({ tutorId: students.tutorId, tutees: count().as('tutees') })
    .from(students)
    .where(studentsInScope(scope))
    .groupBy(students.tutorId)
    .as('tutees');
  const taught = db
    .select({
      tutorId: moduleInstances.tutorId,
      modules: countDistinct(moduleInstances.moduleId).as('modules'),
    })
    .from(moduleInstances)
    .groupBy(moduleInstances.tutorId)
    .as('taught');
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({
      user: { id: users.id, name: users.name, email: users.email, active: users.active },
      hub: { id: hubs.id, name: hubs.name },
      profile: facultyProfiles,
      tutees: tutees.tutees,
      modules: taught.modules,
    })
    .from(users)
    .leftJoin(hubs, eq(hubs.id, users.hubId))
    .leftJoin(facultyProfiles, eq(facultyProfiles.id, users.id))
    .leftJoin(tutees, eq(tutees.tutorId, users.id))
    .leftJoin(taught, eq(taught.tutorId, users.id))
    .where(
      and(
        isFaculty,
        pattern
          ? sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    ...row.user,
    hubId: row.hub?.id ?? null,
    hubName: row.hub?.name ?? null,
    ...contactOf(row.profile),
    tuteeCount: Number(row.tutees ?? 0),
    moduleCount: Number(row.modules ?? 0),
  }));
}

/** One tutor's record: account, hub, contact details, modules taught and in-scope tutees. */
export async function readFaculty(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({
      user: { id: users.id, name: users.name, email: users.email, active: users.active },
      hub: { id: hubs.id, name: hubs.name, city: hubs.city },
      profile: facultyProfiles,
    })
    .from(users)
    .leftJoin(hubs, eq(hubs.id, users.hubId))
    .leftJoin(facultyProfiles, eq(facultyProfiles.id, users.id))
    .where(and(eq(users.id, id), isFaculty));
  if (!row) return undefined;
  const taught = await db
    .select({
      code: modules.id,
      title: modules.title,
      level: modules.level,
      credits: modules.credits,
      sessionId: moduleInstances.sessionId,
    })
    .from(moduleInstances)
    .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
    .where(eq(moduleInstances.tutorId, id))
    .orderBy(asc(modules.id), asc(moduleInstances.sessionId));
  const byModule = new Map<
    string,
    Omit<(typeof taught)[number], 'sessionId'> & { sessions: string[] }
  >();
  for (const { sessionId, ...module } of taught) {
    const entry = byModule.get(module.code) ?? { ...module, sessions: [] };
    entry.sessions.push(sessionId);
    byModule.set(module.code, entry);
  }
  const tutees = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      hubName: hubs.name,
      programme: programmes.name,
    })
    .from(students)
    .innerJoin(hubs, eq(hubs.id, students.hubId))
    .innerJoin(programmes, eq(programmes.id, students.programmeCode))
    .where(and(eq(students.tutorId, id), studentsInScope(scope)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  return {
    ...row.user,
    hubId: row.hub?.id ?? null,
    hubName: row.hub?.name ?? null,
    hubCity: row.hub?.city ?? null,
    ...contactOf(row.profile),
    modules: [...byModule.values()],
    tutees: tutees.map(({ firstName, lastName, ...rest }) => ({
      ...rest,
      name: `${firstName} ${lastName}`,
    })),
  };
}
