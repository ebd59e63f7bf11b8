import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APPLICATION_STATUSES } from '#domain/applications/statuses';
import { SYSTEM_START_YEAR } from '#domain/calendar/academic-year';
import { applicationsReport } from '#domain/reporting/applications';
import {
  exportRows,
  REPORT_KINDS,
  type Report,
  type ReportKind,
  type ReportQuery,
  reportQuerySchema,
  reportYear,
  reportYearChoices,
} from '#domain/reporting/common';
import { marketingReport } from '#domain/reporting/marketing';
import { studentsReport } from '#domain/reporting/students';
import { ALL_ENGAGEMENT_STATUSES } from '#domain/students/engagement-status';
import { hubs, programmes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { buildExport, sendExport } from '../../platform/exports';
import { featureOn } from '../../platform/features';
import { readOptionList } from '../../platform/reference-lists';
import { parseWith } from '../../platform/validation';
import { readApplications, readEngagements, readLeads, readResidentialMarks } from './read';

/** The ready-made reports' permission (spec §2.3 /reporting). */
export const REPORTS_MENU = ['reports:menu'] as const;

const kindParams = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: 'The report is students, applications or marketing' }),
});

/** Which parameters each report reads (the others are not offered). */
export const REPORT_PARAMETERS: Readonly<Record<ReportKind, readonly string[]>> = {
  students: ['year', 'hub', 'programme', 'cohort', 'status'],
  applications: ['year', 'hub', 'programme', 'status'],
  marketing: ['year', 'hub', 'programme'],
};

async function buildReport(
  context: AppContext,
  auth: AuthContext,
  kind: ReportKind,
  query: ReportQuery,
  names: { programmes: Record<string, string>; hubs: Record<string, string> },
  now: Date,
): Promise<{ report: Report; cohorts: string[] }> {
  const year = reportYear(query.year, now);
  if (kind === 'students') {
    const [rows, marks] = await Promise.all([
      readEngagements(context.db, auth),
      // The "Residential attendance" breakdown exists while the switch is on (issue 23).
      featureOn(context, 'residentialAttendance')
        ? readResidentialMarks(context.db, auth, year)
        : Promise.resolve(undefined),
    ]);
    const cohorts = [...new Set(rows.flatMap((row) => (row.cohort ? [row.cohort] : [])))].sort();
    return { report: studentsReport(rows, { ...query, year }, names, marks), cohorts };
  }
  const firstHeard = await readOptionList(context.db, 'firstHeard');
  if (kind === 'applications') {
    const rows = await readApplications(context.db, auth);
    return { report: applicationsReport(rows, { ...query, year }, firstHeard), cohorts: [] };
  }
  const rows = await readLeads(context.db, auth);
  return { report: marketingReport(rows, { ...query, year }, firstHeard), cohorts: [] };
}

/**
 * `GET /api/reports/:kind` (students, applications, marketing; spec §2.3 /reporting): the
 * report of the records in the caller's scope for the parameters (src/domain/reporting), with
 * the choices of each parameter; `?export=excel|csv|pdf` downloads the same numbers.
 */
export function registerReportingRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/reports/:kind', async (request, reply) => {
    const auth = requirePermission(request, REPORTS_MENU);
    const { kind } = parseWith(kindParams, request.params);
    const query = parseWith(reportQuerySchema, request.query);
    const now = new Date();
    const [hubRows, programmeRows] = await Promise.all([
      context.db.select({ id: hubs.id, name: hubs.name }).from(hubs).orderBy(asc(hubs.name)),
      context.db
        .select({ id: programmes.id, name: programmes.name })
        .from(programmes)
        .orderBy(asc(programmes.id)),
    ]);
    const names = {
      programmes: Object.fromEntries(programmeRows.map((row) => [row.id, row.name])),
      hubs: Object.fromEntries(hubRows.map((row) => [row.id, row.name])),
    };
    const { report, cohorts } = await buildReport(context, auth, kind, query, names, now);
    if (query.export) {
      const hub = hubRows.find((row) => row.id === query.hub)?.name;
      const chosen = [
        `Academic year ${report.year}`,
        ...(hub ? [`hub ${hub}`] : []),
        ...(query.programme ? [`programme ${query.programme}`] : []),
        ...(query.cohort && kind === 'students' ? [`cohort ${query.cohort}`] : []),
        ...(query.status && kind !== 'marketing' ? [`status ${query.status}`] : []),
      ];
      const file = await buildExport(
        query.export,
        {
          title: `${report.title} report`,
          fileBaseName: `${kind}-report-${report.year}`,
          note: chosen.join(', '),
          columns: [
            { field: 'breakdown', label: 'Breakdown' },
            { field: 'category', label: 'Category' },
            { field: 'measure', label: 'Measure' },
            { field: 'value', label: 'Value', kind: 'number' },
          ],
          rows: exportRows(report),
        },
        { now },
      );
      return sendExport(reply, file);
    }
    return {
      ...report,
      parameters: REPORT_PARAMETERS[kind],
      choices: {
        years: reportYearChoices(SYSTEM_START_YEAR, now),
        hubs: hubRows,
        programmes: programmeRows,
        cohorts,
        statuses: kind === 'students' ? [...ALL_ENGAGEMENT_STATUSES] : [...APPLICATION_STATUSES],
      },
    };
  });
}
