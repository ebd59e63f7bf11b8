import { randomUUID } from 'node:crypto';
import { asc, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentialRecordSchema } from '#domain/records/residential';
import { isoTimestamp } from '#domain/records/timestamp';
import { residentials, users } from '../../db/schema';
import { attendanceMarksEntity, residentialsEntity } from '../../entities/residentials';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import type { Row } from '../../platform/entities/define';
import { scopeCondition } from '../../platform/entities/list-query';
import { presentRecord } from '../../platform/entities/present';
import { type BeforeCommit, createRecord, updateRecord } from '../../platform/entities/write';
import { requireFeature } from '../../platform/features';
import { requireIfMatch } from '../../platform/http/if-match';
import { answerInTransaction } from '../../platform/idempotency';
import { parseWith } from '../../platform/validation';
import {
  ADMIN,
  ATTENDANCE,
  idParams,
  type ResidentialRow,
  residentialsCaller,
  seesOnRoster,
  VIEW,
  visibleResidential,
} from './access';
import { checkResidential } from './checks';
import { isExpectedStudent, readExpectedStudentRows, registrationsOfStudent } from './expected';
import { markAttendance, rekeyMarks } from './marks';
import { buildOfflinePack } from './pack';

/** How long after its end a residential stays on the student's own page. */
const STUDENT_DAYS_AFTER = 30;

/** The answer stored under the request's Idempotency-Key in the write's transaction. */
const answer =
  (
    request: FastifyRequest,
    status: number,
    presentRow: (row: Row) => Record<string, unknown>,
  ): BeforeCommit =>
  (tx, row) =>
    answerInTransaction(tx, request, status, row ? presentRow(row) : null);

/** A mark as sent: its device time as ISO (the database's text form has a space and `+00`). */
const presentMark = (row: Row) => ({
  ...presentRecord(attendanceMarksEntity, row),
  markedAt: isoTimestamp(String(row.markedAt)),
});

/** A residential as sent (a row of the table, or the generic layer's written row). */
const present = (row: ResidentialRow | Row) =>
  presentRecord(residentialsEntity, row as unknown as Row);

/**
 * Residentials (issue 23, spec §2.5 and §7): the registrar plans them; hub directors and tutors
 * see those of their hub or where they teach, take them offline and mark attendance; students
 * see their own. Every route answers 404 while `residentialAttendance` is off.
 */
export function registerResidentialRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const now = () => context.clock?.() ?? new Date();

  /** The expected students the caller sees on the roster. */
  async function rosterOf(auth: Parameters<typeof seesOnRoster>[0], row: ResidentialRow) {
    const expected = await readExpectedStudentRows(db, row);
    return expected.filter((student) => seesOnRoster(auth, row, student));
  }

  api.get('/api/residentials', async (request) => {
    const auth = residentialsCaller(context, request, VIEW);
    const rows = await db
      .select()
      .from(residentials)
      .where(scopeCondition(residentialsEntity, auth.scope))
      .orderBy(asc(residentials.startDate), asc(residentials.title), asc(residentials.id));
    const items = [];
    for (const row of rows) {
      items.push({ ...present(row), expectedCount: (await rosterOf(auth, row)).length });
    }
    return { residentials: items };
  });

  api.post('/api/residentials', { config: { idempotentWrite: true } }, async (request, reply) => {
    const auth = residentialsCaller(context, request, ADMIN);
    const input = parseWith(residentialRecordSchema, request.body);
    await checkResidential(db, input);
    const row = await createRecord(
      db,
      residentialsEntity,
      auth,
      { ...input, id: input.id ?? `residential-${randomUUID()}`, hubId: input.hubId ?? null },
      answer(request, 201, present),
    );
    return reply.code(201).send(presentRecord(residentialsEntity, row));
  });

  api.get('/api/residentials/:id', { schema: { params: idParams } }, async (request) => {
    const auth = residentialsCaller(context, request, VIEW);
    const row = await visibleResidential(db, auth, request.params.id);
    const roster = await rosterOf(auth, row);
    return { ...present(row), expectedStudentIds: roster.map((student) => student.id) };
  });

  api.put(
    '/api/residentials/:id',
    { schema: { params: idParams }, config: { idempotentWrite: true } },
    async (request) => {
      const auth = residentialsCaller(context, request, ADMIN);
      const current = await visibleResidential(db, auth, request.params.id);
      const expectedVersion = requireIfMatch(request.headers['if-match']);
      const { id: _id, ...input } = parseWith(residentialRecordSchema, request.body);
      await checkResidential(db, input);
      const row = await updateRecord(db, residentialsEntity, auth, current.id, {
        expectedVersion,
        next: () => ({ ...input, hubId: input.hubId ?? null }),
        beforeCommit: async (tx, written) => {
          await rekeyMarks(tx, current.id);
          await answer(request, 200, present)(tx, written);
        },
      });
      return presentRecord(residentialsEntity, row);
    },
  );

  api.get(
    '/api/residentials/:id/offline-pack',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = residentialsCaller(context, request, VIEW);
      const row = await visibleResidential(db, auth, request.params.id);
      // Contacts and requirements: for the device's own store, never a shared cache.
      reply.header('cache-control', 'private, no-store');
      return buildOfflinePack(db, auth, row, now());
    },
  );

  api.post(
    '/api/residentials/:id/marks',
    { schema: { params: idParams }, config: { idempotentWrite: true } },
    async (request, reply) => {
      const auth = residentialsCaller(context, request, ATTENDANCE);
      const row = await visibleResidential(db, auth, request.params.id);
      const outcome = await markAttendance(
        db,
        auth,
        row,
        request.body,
        answer(request, 201, presentMark),
      );
      return reply.code(outcome.status).send(presentMark(outcome.row));
    },
  );

  // The student's own residentials (the forms area): those they are expected at, from a month
  // before today on, with the venue and timetable.
  api.get('/api/forms/residentials', async (request) => {
    requireFeature(context, 'residentialAttendance', 'Residential attendance');
    const auth = requirePermission(request, ['forms:student']);
    const student = await ownStudent(context, auth);
    const registrations = await registrationsOfStudent(db, student.id);
    const since = new Date(now().getTime() - STUDENT_DAYS_AFTER * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const rows = (
      await db
        .select()
        .from(residentials)
        .where(gte(residentials.endDate, since))
        .orderBy(asc(residentials.startDate), asc(residentials.title), asc(residentials.id))
    ).filter((row) => isExpectedStudent(row, student, registrations));
    const tutorIds = [
      ...new Set(
        rows.flatMap((row) => row.sessions.flatMap((s) => (s.tutorId ? [s.tutorId] : []))),
      ),
    ];
    const names = new Map(
      tutorIds.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(inArray(users.id, tutorIds))
          ).map((user) => [user.id, user.name]),
    );
    return {
      residentials: rows.map((row) => ({
        id: row.id,
        title: row.title,
        startDate: row.startDate,
        endDate: row.endDate,
        venue: row.venue,
        sessions: [...row.sessions]
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
          .map(({ tutorId, ...session }) => ({
            ...session,
            ...(tutorId && names.has(tutorId) ? { tutorName: names.get(tutorId) } : {}),
          })),
      })),
    };
  });
}
