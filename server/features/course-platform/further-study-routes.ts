import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type FurtherStudyList,
  type FurtherStudyRow,
  furtherStudyBodySchema,
  furtherStudyQuerySchema,
  furtherStudyStage,
  matchesFurtherStudy,
  type OwnFurtherStudy,
} from '#domain/course-platform/further-study';
import type { Db } from '../../db/client';
import { engagements, furtherStudyInterests, hubs, programmes, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import type { Scope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import { buildExport, type ExportColumn, sendExport } from '../../platform/exports';
import { parseWith } from '../../platform/validation';

// Further study (spec §2.3 `/registrations` furtherstudy, issue 20): a student registers, from
// their forms area, the programme they would like to study next (their own record only: the
// student comes from the session, never the body); staff with the registrations menu list the
// interests of the students in their scope, with each student's stage (alumni, completing...).

const STUDENT = ['forms:student'] as const;
const MENU = ['registrations:menu'] as const;

const programmeParams = z.object({ programme: z.string().trim().min(1).max(100) });

const COLUMNS: ExportColumn[] = [
  { field: 'studentId', label: 'Student id' },
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'E-mail' },
  { field: 'hubId', label: 'Hub' },
  { field: 'stage', label: 'Stage' },
  { field: 'currentProgramme', label: 'Programme now' },
  { field: 'programmeName', label: 'Intended programme' },
  { field: 'registeredOn', label: 'Registered', kind: 'date' },
  { field: 'notes', label: 'Notes' },
];

async function programmeNames(db: Db): Promise<{ code: string; name: string }[]> {
  const rows = await db
    .select({ code: programmes.id, name: programmes.name })
    .from(programmes)
    .orderBy(asc(programmes.name));
  return rows;
}

/** The student's own interests, newest first, with the programmes to choose from. */
async function ownInterests(db: Db, studentId: string): Promise<OwnFurtherStudy> {
  const choices = await programmeNames(db);
  const names = new Map(choices.map((each) => [each.code, each.name]));
  const rows = await db
    .select()
    .from(furtherStudyInterests)
    .where(eq(furtherStudyInterests.studentId, studentId))
    .orderBy(desc(furtherStudyInterests.registeredOn), asc(furtherStudyInterests.programme));
  return {
    items: rows.map((row) => ({
      id: row.id,
      programme: row.programme,
      programmeName: names.get(row.programme) ?? row.programme,
      registeredOn: row.registeredOn,
      notes: row.notes,
    })),
    programmes: choices,
  };
}

function studentsInScope(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  return sql`${students.scopeKeys} && ${sql.param(scope.keys)}::text[]`;
}

/** Every interest of the students in scope, with the student's stage and hub. */
async function interestRows(db: Db, scope: Scope): Promise<FurtherStudyRow[]> {
  const rows = await db
    .select({
      id: furtherStudyInterests.id,
      studentId: students.id,
      firstName: students.firstName,
      preferredName: students.preferredName,
      lastName: students.lastName,
      email: students.email,
      hubId: students.hubId,
      programmeCode: students.programmeCode,
      programme: furtherStudyInterests.programme,
      registeredOn: furtherStudyInterests.registeredOn,
      notes: furtherStudyInterests.notes,
    })
    .from(furtherStudyInterests)
    .innerJoin(students, eq(students.id, furtherStudyInterests.studentId))
    .where(and(studentsInScope(scope)))
    .orderBy(desc(furtherStudyInterests.registeredOn), asc(students.lastName), asc(students.id));
  if (rows.length === 0) return [];
  const studentIds = [...new Set(rows.map((row) => row.studentId))];
  const own = await db
    .select({
      studentId: engagements.studentId,
      status: engagements.status,
      programme: engagements.programmeCode,
      level: engagements.level,
      pace: engagements.pace,
    })
    .from(engagements)
    .where(inArray(engagements.studentId, studentIds))
    .orderBy(desc(engagements.startDate), desc(engagements.id));
  const byStudent = new Map<string, typeof own>();
  for (const each of own)
    byStudent.set(each.studentId, [...(byStudent.get(each.studentId) ?? []), each]);
  const names = new Map((await programmeNames(db)).map((each) => [each.code, each.name]));
  return rows.map((row) => {
    const list = byStudent.get(row.studentId) ?? [];
    return {
      id: row.id,
      studentId: row.studentId,
      name: `${row.preferredName || row.firstName} ${row.lastName}`,
      email: row.email,
      hubId: row.hubId,
      currentProgramme: list[0]?.programme ?? row.programmeCode,
      stage: furtherStudyStage(list),
      programme: row.programme,
      programmeName: names.get(row.programme) ?? row.programme,
      registeredOn: row.registeredOn,
      notes: row.notes,
    };
  });
}

export function registerFurtherStudyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const today = () => (context.clock?.() ?? new Date()).toISOString().slice(0, 10);

  app.get('/api/forms/student/further-study', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    return ownInterests(db, student.id);
  });

  // Registers (or updates the note of) the student's interest in one programme.
  app.post('/api/forms/student/further-study', async (request, reply) => {
    const auth = requirePermission(request, STUDENT);
    const body = parseWith(furtherStudyBodySchema, request.body ?? {});
    const student = await ownStudent(context, auth);
    const [existing] = await db
      .select({ id: furtherStudyInterests.id })
      .from(furtherStudyInterests)
      .where(
        and(
          eq(furtherStudyInterests.studentId, student.id),
          eq(furtherStudyInterests.programme, body.programme),
        ),
      );
    const notes = body.notes || null;
    if (existing) {
      await db
        .update(furtherStudyInterests)
        .set({
          notes,
          version: sql`${furtherStudyInterests.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(furtherStudyInterests.id, existing.id));
    } else {
      await db.insert(furtherStudyInterests).values({
        id: randomUUID(),
        studentId: student.id,
        programme: body.programme,
        registeredOn: today(),
        notes,
      });
    }
    return reply.status(existing ? 200 : 201).send(await ownInterests(db, student.id));
  });

  // Withdraws the student's interest in one programme.
  app.delete('/api/forms/student/further-study/:programme', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const { programme } = parseWith(programmeParams, request.params);
    const student = await ownStudent(context, auth);
    const removed = await db
      .delete(furtherStudyInterests)
      .where(
        and(
          eq(furtherStudyInterests.studentId, student.id),
          eq(furtherStudyInterests.programme, programme),
        ),
      )
      .returning({ id: furtherStudyInterests.id });
    if (removed.length === 0) throw notFound('No interest in that programme is registered');
    return ownInterests(db, student.id);
  });

  app.get('/api/registrations/furtherstudy', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, MENU);
    const query = parseWith(furtherStudyQuerySchema, request.query);
    const all = await interestRows(db, auth.scope);
    const rows = all.filter((row) => matchesFurtherStudy(row, query));
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Further study',
        fileBaseName: 'further-study',
        columns: COLUMNS,
        rows: rows.map((row) => ({ ...row })),
      });
      return sendExport(reply, file);
    }
    const hubRows = await db
      .select({ id: hubs.id, name: hubs.name })
      .from(hubs)
      .orderBy(asc(hubs.name));
    const present = new Set(all.map((row) => row.hubId));
    const list: FurtherStudyList = {
      items: rows,
      total: rows.length,
      options: {
        programmes: await programmeNames(db),
        hubs: hubRows.filter((hub) => present.has(hub.id)),
      },
    };
    return list;
  });
}
