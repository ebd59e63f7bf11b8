import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { studentReport } from '#domain/students/reporting';
import { studentListOf } from '../../entities/student-lists';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { buildExport, contentDisposition } from '../../platform/exports';
import { parseWith } from '../../platform/validation';

/** The student report's permission (spec §2.3 studentreporting). */
export const STUDENT_REPORTING = ['students:view'] as const;

const reportQuery = z.strictObject({
  export: z.enum(['excel'], { error: 'The report exports to Excel only' }).optional(),
});

/**
 * `GET /api/student-reporting`: the students in the caller's scope counted by status, cohort,
 * hub, programme, pace and age range (src/domain/students/reporting.ts, as the screen counts
 * them on the device); `?export=excel` gives the same numbers as a spreadsheet.
 */
export function registerStudentReportRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/student-reporting', async (request, reply) => {
    const auth = requirePermission(request, STUDENT_REPORTING);
    const query = parseWith(reportQuery, request.query);
    const now = new Date();
    const report = studentReport(await studentListOf(context.db, 'all', auth.scope), now);
    if (!query.export) return { breakdowns: report };
    const file = await buildExport(
      'excel',
      {
        title: 'Student reporting',
        fileBaseName: 'student-reporting',
        columns: [
          { field: 'breakdown', label: 'Breakdown' },
          { field: 'category', label: 'Category' },
          { field: 'students', label: 'Students', kind: 'number' },
        ],
        rows: report.flatMap((breakdown) =>
          breakdown.counts.map((count) => ({
            breakdown: breakdown.title,
            category: count.label,
            students: count.count,
          })),
        ),
      },
      { now },
    );
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.body);
  });
}
