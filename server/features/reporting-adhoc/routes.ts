import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ADHOC_MAX_ROWS,
  ADHOC_MAX_SECONDS,
  type AdhocResult,
  type AdhocView,
  adhocRequestSchema,
  columnKeys,
  rowObject,
} from '#domain/reporting/adhoc';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { AppError } from '../../platform/errors';
import { buildExport, exportFormatSchema, sendExport } from '../../platform/exports';
import { parseWith } from '../../platform/validation';
import { QueryRefused, runReadOnly } from './run';
import { checkStatement } from './statement';

/** Ad hoc SQL reports (spec §2.3 `/reporting/adhoc`): system administrators only. */
export const ADHOC_REPORTS = ['admin:sysadmin'] as const;

const exportQuery = z.object({ export: exportFormatSchema.optional() });

// 422 with the reason alone: the screen shows the message as it is, once.
const refused = (reason: string) => new AppError('VALIDATION', 422, reason);

/**
 * `GET /api/reports/adhoc/views`: the reporting views and their columns;
 * `POST /api/reports/adhoc` `{ sql }` (`?export=excel|csv|pdf`): one SELECT run read-only against
 * them, with a time limit and a row cap; every run, and every refusal, in the audit log.
 */
export function registerAdhocReportRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/reports/adhoc/views', async (request): Promise<{ items: AdhocView[] }> => {
    requirePermission(request, ADHOC_REPORTS);
    const rows = await queryRows<{ view: string; column: string; type: string }>(
      db,
      sql`select c.table_name as "view", c.column_name as "column", c.data_type as "type"
          from information_schema.columns c
          join information_schema.views v
            on v.table_schema = c.table_schema and v.table_name = c.table_name
          where c.table_schema = 'reporting'
          order by c.table_name, c.ordinal_position`,
    );
    const views = new Map<string, AdhocView>();
    for (const row of rows) {
      const view = views.get(row.view) ?? { name: row.view, columns: [] };
      view.columns.push({ name: row.column, type: row.type });
      views.set(row.view, view);
    }
    return { items: [...views.values()] };
  });

  app.post('/api/reports/adhoc', async (request, reply) => {
    const auth = requirePermission(request, ADHOC_REPORTS);
    const body = parseWith(adhocRequestSchema, request.body);
    const { export: format } = parseWith(exportQuery, request.query);
    const maxRows = body.maxRows ?? ADHOC_MAX_ROWS;
    const timeoutMs = (body.timeoutSeconds ?? ADHOC_MAX_SECONDS) * 1000;
    const audit = (after: Record<string, unknown>) =>
      writeAudit(db, actorOf(auth), {
        entity: 'adhoc-report',
        recordId: randomUUID(),
        action: 'query',
        after: { sql: body.sql, export: format ?? null, ...after },
      });

    const check = await checkStatement(body.sql);
    if (!check.ok) {
      await audit({ refused: check.reason });
      throw refused(check.reason);
    }
    let result: AdhocResult;
    try {
      const run = await runReadOnly(db, check.text, { timeoutMs, maxRows });
      result = { ...run, rowCount: run.rows.length, maxRows };
    } catch (error) {
      if (!(error instanceof QueryRefused)) throw error;
      await audit({ failed: error.message });
      throw refused(error.message);
    }
    await audit({ rows: result.rowCount, truncated: result.truncated });
    if (!format) return result;

    const keys = columnKeys(result.columns);
    const file = await buildExport(format, {
      title: 'Ad hoc report',
      fileBaseName: 'ad-hoc-report',
      columns: result.columns.map((column, index) => ({
        field: keys[index] ?? `c${index}`,
        label: column.name,
        kind: column.kind,
      })),
      rows: result.rows.map(rowObject),
    });
    return sendExport(reply, file);
  });
}
