import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { LocalRegistration, PlatformEnrolment } from '#domain/course-platform/history';
import {
  accountState,
  isStaffAccount,
  type PersonKind,
  platformTime,
  type RegistrationRow,
  splitName,
} from '#domain/course-platform/registrations';
import type { Db } from '../../db/client';
import { moduleInstances, moduleRegistrations, modules, students, users } from '../../db/schema';
import type {
  MoodleClient,
  MoodleCourse,
  MoodleUser,
  MoodleUserCourse,
} from '../../integrations/moodle/client';
import type { AppContext } from '../../platform/app-context';
import type { Scope } from '../../platform/auth/scope';
import { conflict } from '../../platform/errors';

// Our students (in the caller's scope) beside their course-platform account: matched on Moodle's
// `idnumber` = our student id; their courses are this session's module instances, whose platform
// course carries the instance id as its idnumber (as the module sync report pairs them). Our staff
// (active accounts with a staff role; listed for callers who see everyone) are matched on e-mail:
// they have no student id, and a hand-made platform account has their e-mail.

/** The students a caller reaches, by the students' own scope keys (undefined for everyone). */
function studentsInScope(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  return sql`${students.scopeKeys} && ${sql.param(scope.keys)}::text[]`;
}

/** The platform settings, or 409 saying the platform is not configured. */
export function requirePlatform(context: AppContext): { url: string; token: string } {
  if (!context.moodle)
    throw conflict(
      'The course platform is not configured: the administrator sets MOODLE_URL and MOODLE_TOKEN on the server.',
      { platformError: 'notconfigured' },
    );
  return context.moodle;
}

export interface LocalStudent {
  kind: PersonKind;
  /** Our student id, or a member of staff's user id. */
  id: string;
  name: string;
  email: string;
  hubId: string;
  programmeCode: string;
  firstName: string;
  lastName: string;
  /** This session's module instance ids the student is registered on. */
  instances: string[];
}

/** The students in scope (or these ones) with their module instances of the session. */
export async function localStudents(
  db: Db,
  scope: Scope,
  session: string,
  only?: readonly string[],
): Promise<LocalStudent[]> {
  const conditions: (SQL | undefined)[] = [studentsInScope(scope)];
  if (only) conditions.push(inArray(students.id, [...only]));
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      email: students.email,
      hubId: students.hubId,
      programmeCode: students.programmeCode,
    })
    .from(students)
    .where(and(...conditions))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  if (rows.length === 0) return [];
  const registered = await db
    .select({ studentId: moduleRegistrations.studentId, instanceId: moduleInstances.id })
    .from(moduleRegistrations)
    .innerJoin(moduleInstances, eq(moduleInstances.id, moduleRegistrations.moduleInstanceId))
    .where(
      and(
        eq(moduleInstances.sessionId, session),
        inArray(
          moduleRegistrations.studentId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const byStudent = new Map<string, string[]>();
  for (const row of registered)
    byStudent.set(row.studentId, [...(byStudent.get(row.studentId) ?? []), row.instanceId]);
  return rows.map((row) => ({
    kind: 'Student' as const,
    id: row.id,
    name: `${row.preferredName || row.firstName} ${row.lastName}`,
    firstName: row.preferredName || row.firstName,
    lastName: row.lastName,
    email: row.email,
    hubId: row.hubId,
    programmeCode: row.programmeCode,
    instances: (byStudent.get(row.id) ?? []).sort(),
  }));
}

/**
 * Our active staff accounts (or these ones), for a caller who sees everyone: staff carry no
 * student's scope keys, so a hub director's or tutor's list stays their students'.
 */
export async function localStaff(
  db: Db,
  scope: Scope,
  only?: readonly string[],
): Promise<LocalStudent[]> {
  if (!scope.all) return [];
  const conditions: SQL[] = [eq(users.active, true)];
  if (only) conditions.push(inArray(users.id, [...only]));
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roles: users.roles,
      hubId: users.hubId,
      programme: users.programme,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id));
  return rows
    .filter((row) => isStaffAccount(row.roles))
    .map((row) => ({
      kind: 'Staff' as const,
      id: row.id,
      name: row.name,
      ...splitName(row.name),
      email: row.email,
      hubId: row.hubId ?? '',
      programmeCode: row.programme,
      instances: [],
    }));
}

/** Runs `work` over `items`, four at a time (gentle on the platform). */
export async function fourAtATime<T, R>(items: readonly T[], work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(4, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

export interface PlatformState {
  accounts: Map<string, MoodleUser>;
  /** Platform course ids each account is enrolled on, by platform user id. */
  enrolled: Map<number, Set<number>>;
  /** The courses of each account, as the platform lists them, by platform user id. */
  userCourses: Map<number, MoodleUserCourse[]>;
  courseNames: Map<number, string>;
  /** The platform course of each of our module instances (by its idnumber). */
  courseOfInstance: Map<string, MoodleCourse>;
}

/** What the platform holds for these students: accounts, their courses, the session's courses. */
export async function platformState(
  client: MoodleClient,
  people: readonly LocalStudent[],
): Promise<PlatformState> {
  const studying = people.filter((person) => person.kind === 'Student');
  const staff = people.filter((person) => person.kind === 'Staff');
  const [byIdnumber, byEmail, courses] = await Promise.all([
    client.usersByIdnumber(studying.map((person) => person.id)),
    staff.length > 0 ? client.usersByEmail(staff.map((person) => person.email)) : [],
    client.allCourses(),
  ]);
  // Every account by our id: a student's by idnumber, a member of staff's by e-mail (any case).
  const accounts = new Map<string, MoodleUser>();
  for (const user of byIdnumber) if (user.idnumber) accounts.set(user.idnumber, user);
  const staffByEmail = new Map(staff.map((person) => [person.email.toLowerCase(), person.id]));
  for (const user of byEmail) {
    const id = staffByEmail.get(user.email?.toLowerCase() ?? '');
    if (id && !accounts.has(id)) accounts.set(id, user);
  }
  const courseNames = new Map(courses.map((course) => [course.id, course.shortname]));
  const wanted = new Set(people.flatMap((person) => person.instances));
  const courseOfInstance = new Map(
    courses.filter((course) => wanted.has(course.idnumber)).map((c) => [c.idnumber, c]),
  );
  const enrolled = new Map<number, Set<number>>();
  const userCourses = new Map<number, MoodleUserCourse[]>();
  const accountList = [...accounts.values()];
  const lists = await fourAtATime(accountList, (user) => client.userCourses(user.id));
  accountList.forEach((user, index) => {
    const list = lists[index] ?? [];
    enrolled.set(user.id, new Set(list.map((course) => course.id)));
    userCourses.set(user.id, list);
    for (const course of list) courseNames.set(course.id, course.shortname);
  });
  return { accounts, enrolled, userCourses, courseNames, courseOfInstance };
}

/** The instances of a student whose platform course exists but lacks them. */
export function missingCourseIds(person: LocalStudent, state: PlatformState): MoodleCourse[] {
  const user = state.accounts.get(person.id);
  const has = (user && state.enrolled.get(user.id)) || new Set<number>();
  return person.instances
    .map((instance) => state.courseOfInstance.get(instance))
    .filter((course): course is MoodleCourse => course !== undefined && !has.has(course.id));
}

/** A list row of one student. */
export function rowOf(person: LocalStudent, state: PlatformState): RegistrationRow {
  const user = state.accounts.get(person.id);
  const courses = user
    ? [...(state.enrolled.get(user.id) ?? [])].map((id) => state.courseNames.get(id) ?? String(id))
    : [];
  const missing = missingCourseIds(person, state).map((course) => course.shortname);
  return {
    kind: person.kind,
    studentId: person.id,
    name: person.name,
    email: person.email,
    hubId: person.hubId,
    programmeCode: person.programmeCode,
    platformUserId: user?.id ?? null,
    username: user?.username ?? null,
    lastAccess: platformTime(user?.lastaccess),
    courses: courses.sort(),
    missingCourses: missing,
    state: accountState(user !== undefined, missing.length),
  };
}

/** Every module registration (all sessions) of these students, for the history. */
export async function registrationHistory(
  db: Db,
  people: readonly LocalStudent[],
): Promise<LocalRegistration[]> {
  if (people.length === 0) return [];
  const names = new Map(people.map((person) => [person.id, person.name]));
  const rows = await db
    .select({
      studentId: moduleRegistrations.studentId,
      instanceId: moduleInstances.id,
      moduleId: modules.id,
      title: modules.title,
      session: moduleInstances.sessionId,
      result: moduleRegistrations.result,
      mark: moduleRegistrations.mark,
    })
    .from(moduleRegistrations)
    .innerJoin(moduleInstances, eq(moduleInstances.id, moduleRegistrations.moduleInstanceId))
    .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
    .where(inArray(moduleRegistrations.studentId, [...names.keys()]));
  return rows.map((row) => ({ ...row, name: names.get(row.studentId) ?? row.studentId }));
}

/** The platform's active enrolments of these students. */
export function platformEnrolments(
  people: readonly LocalStudent[],
  state: PlatformState,
): PlatformEnrolment[] {
  return people.flatMap((person) => {
    const user = state.accounts.get(person.id);
    return (user ? (state.userCourses.get(user.id) ?? []) : []).map((course) => ({
      studentId: person.id,
      name: person.name,
      courseId: course.id,
      idnumber: course.idnumber,
      shortname: course.shortname,
      fullname: course.fullname,
    }));
  });
}
