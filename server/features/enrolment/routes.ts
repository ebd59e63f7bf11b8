import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { enrolmentSessionStatusSchema } from '#domain/students/enrolment-session';
import {
  comingSessionTitle,
  sessionChoices,
  sessionStatusBodySchema,
  sessionStatusChange,
  sessionTitleSchema,
  startYearBodySchema,
} from '#domain/students/enrolment-year';
import { enrolmentSessions, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { studentInScope } from '../../platform/auth/own-student';
import { inScope } from '../../platform/auth/scope';
import { actorOf } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';
import { enrolmentRows } from './list';
import { isoTime } from './scope';
import { startYear } from './start-year';

// Students → Enrolment (spec §2.3, students:enrolment): staff at a desk, online. Every route
// reaches only the students in the caller's scope (a hub director holding the permission: their
// hub's); a session out of scope answers 404.
const ENROLMENT = ['students:enrolment'] as const;
/** Staff who see a student: every enrolment session of theirs on the student record. */
const STAFF = [['students:view', 'mystudents:view', 'students:enrolment']] as const;

const listQuerySchema = z.object({ session: sessionTitleSchema.optional() });
const idParamsSchema = z.object({ id: z.string().min(1).max(300) });

type SessionRow = typeof enrolmentSessions.$inferSelect;

function present(row: SessionRow) {
  const { seq: _seq, ...rest } = row;
  return {
    ...rest,
    studentEnrolledAt: isoTime(row.studentEnrolledAt),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** The routes of the staff Enrolment screen. */
export function registerStaffEnrolmentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const now = () => context.clock?.() ?? new Date();

  // The sessions of one academic year (the coming one by default) with each student's progress.
  app.get('/api/enrolment/sessions', async (request) => {
    const auth = requirePermission(request, ENROLMENT);
    const query = parseWith(listQuerySchema, request.query);
    const session = query.session ?? comingSessionTitle(now());
    return { session, rows: await enrolmentRows(db, auth.scope, session) };
  });

  // Every session of one student (all years, newest first) for the student record's tab.
  app.get('/api/students/:id/enrolment-sessions', async (request) => {
    const auth = requirePermission(request, STAFF);
    const student = await studentInScope(context, auth, request.params);
    const rows = await db
      .select()
      .from(enrolmentSessions)
      .where(eq(enrolmentSessions.studentId, student.id))
      .orderBy(desc(enrolmentSessions.sessionId), asc(enrolmentSessions.engagementId));
    return { items: rows.map(present) };
  });

  // Start the new academic year: sessions for the continuing students, never twice.
  app.post('/api/enrolment/start-year', async (request) => {
    const auth = requirePermission(request, ENROLMENT);
    const { session } = parseWith(startYearBodySchema, request.body);
    const choices = sessionChoices(now());
    if (!choices.includes(session)) {
      const message = `Start ${choices.join(' or ')}: earlier or later years cannot be started`;
      throw invalid([{ message, param: 'session' }], message);
    }
    return startYear(db, auth, session);
  });

  // Mark a session's status at the version the caller saw (If-Match).
  app.patch('/api/enrolment/sessions/:id', async (request) => {
    const auth = requirePermission(request, ENROLMENT);
    const { id } = parseWith(idParamsSchema, request.params);
    const { status } = parseWith(sessionStatusBodySchema, request.body);
    const version = requireIfMatch(request.headers['if-match']);
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ session: enrolmentSessions, scopeKeys: students.scopeKeys })
        .from(enrolmentSessions)
        .innerJoin(students, eq(students.id, enrolmentSessions.studentId))
        .where(eq(enrolmentSessions.id, id))
        .for('update');
      if (!found || !inScope(auth.scope, found.scopeKeys)) {
        throw notFound('There is no such enrolment session');
      }
      const before = found.session;
      if (before.version !== version) {
        throw conflict('This enrolment session was changed by someone else', {
          current: present(before),
        });
      }
      const from = enrolmentSessionStatusSchema.safeParse(before.status);
      if (from.success) {
        const change = sessionStatusChange(from.data, status);
        if (!change.allowed)
          throw invalid([{ message: change.message, param: 'status' }], change.message);
      }
      const [after] = await tx
        .update(enrolmentSessions)
        .set({ status, version: sql`${enrolmentSessions.version} + 1`, updatedAt: sql`now()` })
        .where(eq(enrolmentSessions.id, id))
        .returning();
      if (!after) throw notFound('There is no such enrolment session');
      await writeAudit(tx, actorOf(auth), {
        entity: 'enrolment-sessions',
        recordId: id,
        action: 'update',
        before: { status: before.status },
        after: { status: after.status },
      });
      return present(after);
    });
  });
}
