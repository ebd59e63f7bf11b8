import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { academicYearOf } from '#domain/calendar/academic-year';
import {
  compareSyncReport,
  isCourseOfSession,
  type LocalInstance,
  type PlatformCourse,
  type SyncReportAnswer,
  syncReportQuerySchema,
} from '#domain/modules/sync-report';
import type { Db } from '../../db/client';
import { moduleInstances, moduleRegistrations, modules, students } from '../../db/schema';
import {
  createMoodleClient,
  type MoodleClient,
  type MoodleEnrolledUser,
  MoodleError,
} from '../../integrations/moodle/client';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { AppError } from '../../platform/errors';

// The course-platform sync report (issue 18): Modules → Sync report, for those who see the
// Modules menu (modules:menu; admin only today, whose scope is everything).

/** The session's instances with their registered students, read in two queries. */
async function localInstances(db: Db, session: string): Promise<LocalInstance[]> {
  const rows = await db
    .select({ id: moduleInstances.id, moduleId: moduleInstances.moduleId, title: modules.title })
    .from(moduleInstances)
    .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
    .where(eq(moduleInstances.sessionId, session))
    .orderBy(asc(moduleInstances.id));
  if (rows.length === 0) return [];
  const registered = await db
    .select({
      instanceId: moduleRegistrations.moduleInstanceId,
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
    })
    .from(moduleRegistrations)
    .innerJoin(students, eq(students.id, moduleRegistrations.studentId))
    .where(
      inArray(
        moduleRegistrations.moduleInstanceId,
        rows.map((row) => row.id),
      ),
    );
  const byInstance = new Map<string, LocalInstance['students']>();
  for (const row of registered) {
    const list = byInstance.get(row.instanceId) ?? [];
    list.push({ id: row.id, name: `${row.firstName} ${row.lastName}` });
    byInstance.set(row.instanceId, list);
  }
  return rows.map((row) => ({ ...row, students: byInstance.get(row.id) ?? [] }));
}

/** Moodle's students of a course: users holding the student role (teachers are enrolled too). */
function studentsOf(users: MoodleEnrolledUser[]): PlatformCourse['students'] {
  return users
    .filter((user) => !user.roles || user.roles.some((role) => role.shortname === 'student'))
    .map((user) => ({
      id: user.id,
      idnumber: user.idnumber ?? '',
      name: user.fullname ?? `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim(),
      email: user.email ?? '',
    }));
}

/** The session's courses with their students, a few enrolment calls at a time. */
async function platformCourses(client: MoodleClient, session: string): Promise<PlatformCourse[]> {
  const courses = (await client.allCourses()).filter((course) =>
    isCourseOfSession(course.idnumber, session),
  );
  const result: PlatformCourse[] = [];
  const queue = [...courses];
  // Four at a time: quick enough for a session's courses, gentle on the platform.
  const workers = Array.from({ length: Math.min(4, queue.length) }, async () => {
    for (let course = queue.shift(); course; course = queue.shift()) {
      result.push({ ...course, students: studentsOf(await client.enrolledUsers(course.id)) });
    }
  });
  await Promise.all(workers);
  return result;
}

/** `GET /api/modules/sync-report?session=2026-27`: what is missing here or on the platform. */
export function registerCoursePlatformRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/modules/sync-report',
    { schema: { querystring: syncReportQuerySchema } },
    async (request): Promise<SyncReportAnswer> => {
      requirePermission(request, ['modules:menu']);
      const session =
        request.query.session ?? academicYearOf(context.clock?.() ?? new Date()).title;
      // Read at each request, so a test (or a later settings screen) can set it on the context.
      const settings = context.moodle;
      if (!settings) return { configured: false, session };
      const client = createMoodleClient(settings);
      try {
        const [instances, courses] = await Promise.all([
          localInstances(context.db, session),
          platformCourses(client, session),
        ]);
        return compareSyncReport(session, instances, courses);
      } catch (error) {
        if (!(error instanceof MoodleError)) throw error;
        // The platform failed, not this server: 502, with Moodle's own message to act on.
        throw new AppError('COURSE_PLATFORM', 502, `Course platform: ${error.message}`, undefined, {
          platformError: error.errorcode,
        });
      }
    },
  );
}
