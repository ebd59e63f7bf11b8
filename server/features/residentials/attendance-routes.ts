import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceExportRows,
  attendanceReport,
  combinedRate,
  studentRateAt,
} from '#domain/residentials/report';
import { residentials, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { studentInScope } from '../../platform/auth/own-student';
import { forbidden, notFound } from '../../platform/errors';
import { buildExport, contentDisposition, sendExport } from '../../platform/exports';
import { parseWith } from '../../platform/validation';
import { residentialsCaller as caller, VIEW, visibleResidential } from './access';
import { readMarks, viewOf } from './attendance-data';
import { isExpectedStudent, registrationsOfStudent } from './expected';
import { signInSheetPdf } from './sign-in-sheet';

// Issue 23, the registrar's views: a residential's attendance (with its download), a session's
// paper sign-in sheet, and a student's attendance over the residentials they were expected at.
// Every route answers 404 while the `residentialAttendance` switch is off.

/** Staff who see a student (a hub's staff, their tutor, the programme director). */
const STUDENT_STAFF = [['students:view', 'mystudents:view']] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(200) });
const sessionParams = idParams.extend({ sessionId: z.string().trim().min(1).max(200) });
const attendanceQuery = z.strictObject({
  export: z.enum(['excel', 'csv', 'pdf'], { error: 'Export as excel, csv or pdf' }).optional(),
});

const EXPORT_COLUMNS = [
  { field: 'student', label: 'Student' },
  { field: 'studentId', label: 'Student id' },
  { field: 'session', label: 'Session' },
  { field: 'startsAt', label: 'Starts', kind: 'datetime' as const },
  { field: 'mark', label: 'Mark' },
  { field: 'reason', label: 'Reason' },
  { field: 'markedAt', label: 'Marked', kind: 'datetime' as const },
  { field: 'markedBy', label: 'Marked by' },
  { field: 'changes', label: 'Changes', kind: 'number' as const },
  { field: 'percent', label: 'Attendance %', kind: 'number' as const },
];

const nowOf = (context: AppContext) => context.clock?.() ?? new Date();

/** The attendance of a residential as the caller may see it. */
async function reportFor(context: AppContext, auth: AuthContext, id: string) {
  const row = await visibleResidential(context.db, auth, id);
  const [view, marks] = await Promise.all([
    viewOf(context.db, auth, row),
    readMarks(context.db, [row.id]),
  ]);
  return { row, report: attendanceReport(view.sessions, view.students, marks, nowOf(context)) };
}

export function registerAttendanceRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get(
    '/api/residentials/:id/attendance',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = caller(context, request, VIEW);
      const query = parseWith(attendanceQuery, request.query);
      const { row, report } = await reportFor(context, auth, request.params.id);
      if (!query.export) return report;
      const file = await buildExport(
        query.export,
        {
          title: `Attendance: ${row.title}`,
          fileBaseName: `attendance-${row.title}`,
          note: `${row.startDate} to ${row.endDate}, ${row.venue.name}`,
          columns: EXPORT_COLUMNS,
          rows: attendanceExportRows(report),
        },
        { now: nowOf(context) },
      );
      return sendExport(reply, file);
    },
  );

  api.get(
    '/api/residentials/:id/sessions/:sessionId/sign-in-sheet',
    { schema: { params: sessionParams } },
    async (request, reply) => {
      const auth = caller(context, request, VIEW);
      const row = await visibleResidential(db, auth, request.params.id);
      const session = row.sessions.find((one) => one.id === request.params.sessionId);
      if (!session) throw notFound('There is no such session');
      const view = await viewOf(db, auth, row);
      if (!view.sessions.some((one) => one.id === session.id)) {
        throw forbidden('Only the tutor of this session prints its sign-in sheet');
      }
      const tutor = session.tutorId
        ? await db.select({ name: users.name }).from(users).where(eq(users.id, session.tutorId))
        : [];
      const pdf = await signInSheetPdf({
        collegeName: context.config.college.name,
        residentialTitle: row.title,
        venue: row.venue,
        session,
        tutorName: tutor[0]?.name ?? null,
        students: view.students,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(`sign-in-${row.title}-${session.title}.pdf`),
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // A student's attendance on their record: every residential they are expected at whose
  // sessions have started, and over all of them.
  api.get('/api/students/:id/attendance', { schema: { params: idParams } }, async (request) => {
    const auth = caller(context, request, STUDENT_STAFF);
    const student = await studentInScope(context, auth, request.params);
    const [registrations, all] = await Promise.all([
      registrationsOfStudent(db, student.id),
      db.select().from(residentials).orderBy(asc(residentials.startDate), asc(residentials.id)),
    ]);
    const expectedAt = all.filter((row) => isExpectedStudent(row, student, registrations));
    const marks = await readMarks(
      db,
      expectedAt.map((row) => row.id),
      student.id,
    );
    const now = nowOf(context);
    const attended = expectedAt.flatMap((row) => {
      const rate = studentRateAt(
        row.sessions,
        student.id,
        marks.filter((mark) => mark.residentialId === row.id),
        now,
      );
      return rate
        ? [{ id: row.id, title: row.title, startDate: row.startDate, endDate: row.endDate, rate }]
        : [];
    });
    return { residentials: attended, overall: combinedRate(attended.map((one) => one.rate)) };
  });
}
