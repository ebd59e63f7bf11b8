import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audiencesOf, stagesForAudiences } from '#domain/leads/audience';
import { leadReport } from '#domain/leads/report';
import { hubs, potentialStudents } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { buildExport, sendExport } from '../../platform/exports';
import { readOptionList } from '../../platform/reference-lists';
import { parseWith } from '../../platform/validation';
import { leadScope } from './scope';

/** The report's permission (spec §2.3 leads/report). */
export const LEAD_REPORT = ['leads:menu'] as const;

const reportQuery = z.strictObject({
  export: z.enum(['excel'], { error: 'The report exports to Excel only' }).optional(),
});

/**
 * `GET /api/leads/report`: the potential students in the caller's scope, in the stages their
 * audiences see (spec §4), counted by stage, hub and first-heard group, this academic year and
 * last (src/domain/leads/report.ts); `?export=excel` gives the same numbers as a spreadsheet.
 */
export function registerLeadReportRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/leads/report', async (request, reply) => {
    const auth = requirePermission(request, LEAD_REPORT);
    const query = parseWith(reportQuery, request.query);
    const stages = stagesForAudiences(
      audiencesOf({ claims: auth.permissions, roles: auth.user.roles }),
    );
    const leads = await context.db
      .select({
        stage: potentialStudents.stage,
        hubName: hubs.name,
        firstHeard: potentialStudents.firstHeard,
        createdAt: potentialStudents.createdAt,
      })
      .from(potentialStudents)
      .leftJoin(hubs, eq(hubs.id, potentialStudents.hubId))
      .where(leadScope(auth));
    const now = new Date();
    const report = leadReport(leads, stages, now, await readOptionList(context.db, 'firstHeard'));
    if (!query.export) return report;
    const file = await buildExport(
      'excel',
      {
        title: 'Potential students',
        fileBaseName: 'potential-students-report',
        columns: [
          { field: 'breakdown', label: 'Breakdown' },
          { field: 'category', label: 'Category' },
          { field: 'total', label: 'All', kind: 'number' },
          { field: 'thisYear', label: `Recorded ${report.thisYear}`, kind: 'number' },
          { field: 'lastYear', label: `Recorded ${report.lastYear}`, kind: 'number' },
        ],
        rows: report.breakdowns.flatMap((breakdown) =>
          breakdown.counts.map((count) => ({
            breakdown: breakdown.title,
            category: count.label,
            total: count.total,
            thisYear: count.thisYear,
            lastYear: count.lastYear,
          })),
        ),
      },
      { now },
    );
    return sendExport(reply, file);
  });
}
