import { and, count, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { academicYearOf } from '#domain/calendar/academic-year';
import { formatDate } from '#domain/format/dates';
import { applications, engagements } from '../../db/schema';
import { applicationsEntity } from '../../entities/applications';
import { engagementsEntity } from '../../entities/engagements';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { scopeCondition } from '../../platform/entities/list-query';

function byStatus(rows: { status: string; n: number }[]) {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = Number(row.n);
  return { total: rows.reduce((sum, row) => sum + Number(row.n), 0), byStatus: counts };
}

/**
 * `GET /api/dashboard/stats` (dashboard:view): engagements and applications by status within
 * the caller's scope, and this academic year's applications (spec §2.2 staff dashboard).
 */
export function registerDashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.get('/api/dashboard/stats', async (request) => {
    const auth = requirePermission(request, ['dashboard:view']);
    const year = academicYearOf(new Date());
    const engagementScope = scopeCondition(engagementsEntity, auth.scope);
    const applicationScope = scopeCondition(applicationsEntity, auth.scope);
    const inYear: SQL | undefined = and(
      applicationScope,
      gte(applications.intake, formatDate(year.start)),
      lte(applications.intake, formatDate(year.end)),
    );
    const [students, applied, thisYear] = await Promise.all([
      db
        .select({ status: engagements.status, n: count() })
        .from(engagements)
        .where(engagementScope)
        .groupBy(engagements.status),
      db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .where(applicationScope)
        .groupBy(applications.status),
      db.select({ n: count() }).from(applications).where(inYear),
    ]);
    return {
      academicYear: year.title,
      students: byStatus(students),
      applications: { ...byStatus(applied), thisYear: Number(thisYear[0]?.n ?? 0) },
    };
  });
}
