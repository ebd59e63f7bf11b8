import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { meetsRequirement } from '#domain/permissions/requirement';
import { studentRecordSchema } from '#domain/records/student';
import { selectionOf, studentListQuerySchema } from '#domain/students/list-query';
import {
  defaultStudentListColumns,
  selectStudentListRows,
  studentListColumns,
} from '#domain/students/list-view';
import {
  ACCEPTED_APPLICATION_STATUSES,
  type ListStudent,
  STUDENT_LIST_REQUIREMENT,
  type StudentListMode,
  studentListRows,
} from '#domain/students/lists';
import type { Db } from '../db/client';
import { applications, engagements, hubs, students } from '../db/schema';
import type { Scope } from '../platform/auth/scope';
import type { CustomList } from '../platform/entities/define';
import { PDF_EXPORT_LIMIT, pdfLimitNote } from '../platform/entities/export-route';
import { forbidden } from '../platform/errors';
import { buildExport, contentDisposition } from '../platform/exports';
import { parseWith } from '../platform/validation';

const ONBOARDING = studentRecordSchema.shape.onboardingEmails;

const TITLES: Record<StudentListMode, string> = {
  enrolled: 'Enrolled students',
  'non-enrolled': 'Non-enrolled students',
  new: 'New students',
  all: 'All students',
};

// Engagements carry their student's scope keys, so one condition reads both in scope.
function inScope(column: PgColumn, scope: Scope): SQL | undefined {
  return scope.all ? undefined : sql`${column} && ${sql.param(scope.keys)}::text[]`;
}

/** The rows of a student list in the caller's scope, built with the same rules as the screen. */
export async function studentListOf(db: Db, mode: StudentListMode, scope: Scope) {
  const [studentRows, engagementRows, applicationRows, hubRows] = await Promise.all([
    db
      .select()
      .from(students)
      .where(inScope(students.scopeKeys, scope))
      .orderBy(students.lastName, students.id),
    db.select().from(engagements).where(inScope(engagements.scopeKeys, scope)),
    // Only an accepted or confirmed application changes a list; the student must be in scope.
    db
      .select({ studentId: applications.studentId, status: applications.status })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.studentId))
      .where(
        and(
          inArray(applications.status, [...ACCEPTED_APPLICATION_STATUSES]),
          inScope(students.scopeKeys, scope),
        ),
      ),
    db.select({ id: hubs.id, name: hubs.name }).from(hubs),
  ]);
  const hubNames = new Map(hubRows.map((hub) => [hub.id, hub.name]));
  return studentListRows(mode, {
    students: studentRows.map(
      (row): ListStudent => ({
        ...row,
        // A JSON column: read through the record's schema, as every stored value.
        onboardingEmails: ONBOARDING.safeParse(row.onboardingEmails).data ?? null,
      }),
    ),
    engagements: engagementRows,
    applications: applicationRows,
    hubName: (id) => hubNames.get(id) ?? id,
    now: new Date(),
  });
}

/**
 * `GET /api/students?mode=…` (spec §2.3): a student list with its filters, search, sort and
 * columns; with `export=excel|csv|pdf` exactly those rows and columns as a file. The rules are
 * src/domain's, as on the screen; scope limits the students as everywhere (architecture §4).
 */
export const studentLists: CustomList = {
  param: 'mode',
  async answer({ db, query, auth, reply }) {
    const parsed = parseWith(studentListQuerySchema, query);
    if (!meetsRequirement(auth.checker, STUDENT_LIST_REQUIREMENT[parsed.mode])) throw forbidden();
    const all = await studentListOf(db, parsed.mode, auth.scope);
    const columns = studentListColumns(parsed.columns ?? defaultStudentListColumns(parsed.mode));
    const rows = selectStudentListRows(all, columns, selectionOf(parsed));
    if (!parsed.export) {
      const pageSize = parsed.pageSize ?? 50;
      const start = ((parsed.page ?? 1) - 1) * pageSize;
      return { items: rows.slice(start, start + pageSize), total: rows.length };
    }
    const cells = (list: typeof rows) =>
      list.map((row) =>
        Object.fromEntries(columns.map((column) => [column.id, column.value(row)])),
      );
    const tooMany = parsed.export === 'pdf' && rows.length > PDF_EXPORT_LIMIT;
    const file = await buildExport(parsed.export, {
      title: TITLES[parsed.mode],
      fileBaseName: `students-${parsed.mode}`,
      columns: columns.map((column) => ({
        field: column.id,
        label: column.header,
        kind: 'text' as const,
      })),
      rows: cells(tooMany ? rows.slice(0, PDF_EXPORT_LIMIT) : rows),
      ...(tooMany ? { note: pdfLimitNote(rows.length) } : {}),
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.body);
  },
};
