import { z } from 'zod';
import { parseAcademicYearTitle } from '../calendar/academic-year';

// The course-platform sync report (issue 18): our module instances and their registered
// students against the course platform's (Moodle's) courses and enrolled students.
//
// How records pair up: a Moodle course belongs to a module instance when the course's
// `idnumber` equals the instance's id (e.g. `BT4101-2026-27`), and a Moodle user is one of our
// students when the user's `idnumber` equals the student's id. A Moodle course counts for a
// session when its idnumber ends in `-<session>`, as every instance id does; courses without
// such an idnumber (the site's help course, sandboxes) are not ours to compare.

/** The query of `GET /api/modules/sync-report`: the academic session, e.g. `2026-27`. */
export const syncReportQuerySchema = z.object({
  session: z
    .string()
    .refine((value) => parseAcademicYearTitle(value) !== undefined, {
      message: 'Choose an academic session such as 2026-27',
    })
    .optional(),
});

/** One of our module instances of the session, with its registered students. */
export interface LocalInstance {
  id: string;
  moduleId: string;
  title: string;
  students: { id: string; name: string }[];
}

/** One course of the platform, with its enrolled students (`idnumber` empty when not set). */
export interface PlatformCourse {
  id: number;
  idnumber: string;
  shortname: string;
  fullname: string;
  students: { id: number; idnumber: string; name: string; email: string }[];
}

export const syncReportSchema = z.object({
  configured: z.literal(true),
  session: z.string(),
  counts: z.object({
    instances: z.number(),
    courses: z.number(),
    matchedInstances: z.number(),
    instancesWithoutCourse: z.number(),
    coursesWithoutInstance: z.number(),
    notEnrolled: z.number(),
    notRegistered: z.number(),
  }),
  instancesWithoutCourse: z.array(
    z.object({ instanceId: z.string(), moduleId: z.string(), title: z.string() }),
  ),
  coursesWithoutInstance: z.array(
    z.object({
      courseId: z.number(),
      idnumber: z.string(),
      shortname: z.string(),
      fullname: z.string(),
    }),
  ),
  /** Registered here, not enrolled on the instance's course. */
  notEnrolled: z.array(
    z.object({ instanceId: z.string(), studentId: z.string(), name: z.string() }),
  ),
  /** Enrolled on the course, not registered here (no idnumber, or another student's). */
  notRegistered: z.array(
    z.object({
      instanceId: z.string(),
      courseId: z.number(),
      userId: z.number(),
      idnumber: z.string(),
      name: z.string(),
      email: z.string(),
    }),
  ),
});
export type SyncReport = z.infer<typeof syncReportSchema>;

/** What the API answers: the report, or that no course platform is configured. */
export const syncReportAnswerSchema = z.union([
  syncReportSchema,
  z.object({ configured: z.literal(false), session: z.string() }),
]);
export type SyncReportAnswer = z.infer<typeof syncReportAnswerSchema>;

/** Whether a platform course's idnumber names an instance of the session. */
export function isCourseOfSession(idnumber: string, session: string): boolean {
  return idnumber.endsWith(`-${session}`);
}

/**
 * Compares the session's instances with the platform's courses (already narrowed to the
 * session) and lists what is missing on either side, in a stable order.
 */
export function compareSyncReport(
  session: string,
  instances: readonly LocalInstance[],
  courses: readonly PlatformCourse[],
): SyncReport {
  const courseByIdnumber = new Map(courses.map((course) => [course.idnumber, course]));
  const instanceIds = new Set(instances.map((instance) => instance.id));
  const report: SyncReport = {
    configured: true,
    session,
    counts: {
      instances: instances.length,
      courses: courses.length,
      matchedInstances: 0,
      instancesWithoutCourse: 0,
      coursesWithoutInstance: 0,
      notEnrolled: 0,
      notRegistered: 0,
    },
    instancesWithoutCourse: [],
    coursesWithoutInstance: [],
    notEnrolled: [],
    notRegistered: [],
  };
  for (const instance of [...instances].sort((a, b) => a.id.localeCompare(b.id))) {
    const course = courseByIdnumber.get(instance.id);
    if (!course) {
      report.instancesWithoutCourse.push({
        instanceId: instance.id,
        moduleId: instance.moduleId,
        title: instance.title,
      });
      continue;
    }
    report.counts.matchedInstances += 1;
    const enrolled = new Set(course.students.map((student) => student.idnumber));
    const registered = new Set(instance.students.map((student) => student.id));
    for (const student of [...instance.students].sort((a, b) => a.id.localeCompare(b.id))) {
      if (!enrolled.has(student.id))
        report.notEnrolled.push({
          instanceId: instance.id,
          studentId: student.id,
          name: student.name,
        });
    }
    for (const user of [...course.students].sort((a, b) => a.id - b.id)) {
      if (user.idnumber === '' || !registered.has(user.idnumber))
        report.notRegistered.push({
          instanceId: instance.id,
          courseId: course.id,
          userId: user.id,
          idnumber: user.idnumber,
          name: user.name,
          email: user.email,
        });
    }
  }
  for (const course of [...courses].sort((a, b) => a.idnumber.localeCompare(b.idnumber))) {
    if (!instanceIds.has(course.idnumber))
      report.coursesWithoutInstance.push({
        courseId: course.id,
        idnumber: course.idnumber,
        shortname: course.shortname,
        fullname: course.fullname,
      });
  }
  report.counts.instancesWithoutCourse = report.instancesWithoutCourse.length;
  report.counts.coursesWithoutInstance = report.coursesWithoutInstance.length;
  report.counts.notEnrolled = report.notEnrolled.length;
  report.counts.notRegistered = report.notRegistered.length;
  return report;
}
