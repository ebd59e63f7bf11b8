import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type IntentionsRow,
  intentionsFilterSchema,
  intentionsRowOf,
  liveEngagement,
  matchesIntentionsFilter,
} from '#domain/students/intentions-list';
import { engagements, studentForms, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import {
  buildExport,
  contentDisposition,
  type ExportColumn,
  exportFormatSchema,
} from '../../platform/exports';

/** Who reads the intentions list (spec §2.3, §6): hub and programme directors, recruitment. */
export const INTENTIONS_VIEW = [['role:hd', 'role:pd', 'students:recruitment']] as const;

const query = intentionsFilterSchema.extend({
  export: exportFormatSchema.optional(),
});

const COLUMNS: ExportColumn[] = [
  { field: 'name', label: 'Student' },
  { field: 'hubId', label: 'Hub' },
  { field: 'programmeCode', label: 'Programme' },
  { field: 'engagementStatus', label: 'Engagement status' },
  { field: 'level', label: 'Level' },
  { field: 'cohort', label: 'Cohort' },
  { field: 'intentionStatus', label: 'Intention status' },
  { field: 'required', label: 'Required', kind: 'boolean' },
  { field: 'answered', label: 'Answered', kind: 'boolean' },
  { field: 'answer', label: 'Answer' },
];

/** Students' intentions for next year (spec §2.3 students/intentions, §4, §9). */
export function registerStudentIntentionsRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  // Every student in the caller's scope (a hub director's hub, a programme director's
  // programme) with a Current or IoS engagement, its intention status and the saved answers.
  api.get('/api/student-intentions', { schema: { querystring: query } }, async (request, reply) => {
    const auth = requirePermission(request, INTENTIONS_VIEW);
    const inScope = auth.scope.all
      ? sql`true`
      : sql`${students.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
    const live = await db
      .select({ engagement: engagements, student: students })
      .from(engagements)
      .innerJoin(students, eq(students.id, engagements.studentId))
      .where(and(inScope, inArray(engagements.status, ['Current', 'IoS'])));
    const byStudent = new Map<string, typeof live>();
    for (const row of live) {
      byStudent.set(row.student.id, [...(byStudent.get(row.student.id) ?? []), row]);
    }
    const ids = [...byStudent.keys()];
    const forms =
      ids.length === 0
        ? []
        : await db
            .select({ studentId: studentForms.studentId, data: studentForms.data })
            .from(studentForms)
            .where(
              and(eq(studentForms.formId, 'intentions'), inArray(studentForms.studentId, ids)),
            );
    const answers = new Map(forms.map((form) => [form.studentId, form.data]));
    const rows: IntentionsRow[] = [];
    for (const [studentId, entries] of byStudent) {
      const engagement = liveEngagement(entries.map((entry) => entry.engagement));
      const student = entries[0]?.student;
      if (!engagement || !student) continue;
      const row = intentionsRowOf(student, engagement, answers.get(studentId));
      if (matchesIntentionsFilter(row, request.query)) rows.push(row);
    }
    rows.sort(
      (a, b) => a.name.localeCompare(b.name, 'en-GB') || a.studentId.localeCompare(b.studentId),
    );
    if (!request.query.export) return { items: rows, total: rows.length };
    const file = await buildExport(request.query.export, {
      title: 'Intentions',
      fileBaseName: 'intentions',
      columns: COLUMNS,
      rows: rows.map((row) => ({ ...row })),
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.body);
  });
}
