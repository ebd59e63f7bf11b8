import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  definitionProblems,
  type ReportDefinition,
  type ReportEntity,
  type ReportResult,
  reportDefinitionSchema,
  runReportRequestSchema,
  type SavedReport,
  savedReportInputSchema,
} from '#domain/custom-reports/definition';
import { savedReports } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import type { EntityDefinition } from '../../platform/entities/define';
import { actorOf } from '../../platform/entities/write';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { exportFormatSchema } from '../../platform/exports';
import { parseIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';
import { checkedEntity, genericCatalog, REPORTS_CUSTOM } from './catalog';
import { sendFinanceReport, sendGenericReport } from './export';
import { runFinanceReport } from './finance-run';
import {
  FINANCE_SOURCES,
  type FinanceSource,
  financeCatalog,
  financeFields,
  isFinanceEntity,
  mayReadFinance,
} from './finance-sources';
import { runReport } from './run';

const ENTITY = 'saved_reports';
const exportQuery = z.object({ export: exportFormatSchema });
const exportBody = runReportRequestSchema.extend({
  /** The report's name: the file's title and name (else the entity's). */
  name: z.string().trim().min(1).max(120).optional(),
});

/** What a definition reads: a generic entity or a finance source, checked for the caller. */
type Checked =
  | { kind: 'generic'; entity: EntityDefinition }
  | { kind: 'finance'; source: FinanceSource };
const idParams = z.object({ id: z.string().trim().min(1).max(200) });

type Stored = typeof savedReports.$inferSelect;

function viewOf(row: Stored, auth: AuthContext): SavedReport {
  return {
    id: row.id,
    name: row.name,
    entity: row.entity as ReportEntity,
    shared: row.shared,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    mine: row.ownerId === auth.user.id,
    definition: reportDefinitionSchema.parse(row.definition),
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

// What the audit keeps of a report.
const audited = (row: Stored) => ({
  name: row.name,
  entity: row.entity,
  shared: row.shared,
  definition: row.definition,
});

/**
 * reporting/custom (students:admin or applications:admin, issue 22): the catalog of entities
 * and fields the caller may report on, runs of a definition in their scope (records, or counts
 * and sums by a field), and saved reports: each person sees their own and the shared ones, and
 * changes or deletes only their own (audited, entity saved_reports).
 */
export function registerCustomReportRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const reportCatalog = (auth: AuthContext) => [
    ...genericCatalog(auth),
    ...financeCatalog(context, auth),
  ];

  /**
   * The entity of a definition, checked for the caller: 403 when they may not read its records
   * (a finance source whose permission they lack, or whose switch is off), 422 naming each field
   * they may not report on.
   */
  function checked(auth: AuthContext, name: ReportEntity, definition: ReportDefinition): Checked {
    if (!isFinanceEntity(name))
      return { kind: 'generic', entity: checkedEntity(auth, name, definition) };
    const source = FINANCE_SOURCES[name];
    if (!mayReadFinance(context, auth, source)) throw forbidden('You cannot read these records');
    const problems = definitionProblems(definition, financeFields(source));
    if (problems.length > 0) throw invalid(problems, 'This report asks for fields it cannot have');
    return { kind: 'finance', source };
  }

  // A saved report the caller may see (their own, or shared): 404 otherwise.
  async function visibleReport(auth: AuthContext, params: unknown): Promise<Stored> {
    const { id } = parseWith(idParams, params);
    const [row] = await db.select().from(savedReports).where(eq(savedReports.id, id));
    if (!row || (row.ownerId !== auth.user.id && !row.shared)) throw notFound();
    return row;
  }

  // The caller's own report for a change: 404 unseen, 403 someone else's shared one, 409 stale.
  async function ownReport(auth: AuthContext, params: unknown, ifMatch?: number) {
    const row = await visibleReport(auth, params);
    if (row.ownerId !== auth.user.id) throw forbidden('Only its owner can change this report');
    if (ifMatch !== undefined && ifMatch !== row.version) {
      throw conflict('This report was changed meanwhile', { current: viewOf(row, auth) });
    }
    return row;
  }

  app.get('/api/custom-reports/catalog', async (request) => {
    const auth = requirePermission(request, REPORTS_CUSTOM);
    return { entities: reportCatalog(auth) };
  });

  app.post('/api/custom-reports/run', async (request): Promise<ReportResult> => {
    const auth = requirePermission(request, REPORTS_CUSTOM);
    const { entity: name, definition } = parseWith(runReportRequestSchema, request.body);
    const target = checked(auth, name, definition);
    return target.kind === 'generic'
      ? runReport(db, target.entity, definition, auth.scope)
      : runFinanceReport(db, target.source, definition, auth.scope);
  });

  // The report's records, or its groups with their counts and sums, as a file (every type).
  app.post('/api/custom-reports/export', async (request, reply) => {
    const auth = requirePermission(request, REPORTS_CUSTOM);
    const { export: format } = parseWith(exportQuery, request.query);
    const body = parseWith(exportBody, request.body);
    const target = checked(auth, body.entity, body.definition);
    const label = target.kind === 'generic' ? target.entity.label : target.source.label;
    const file = {
      format,
      title: body.name ?? `${label} report`,
      fileBaseName: body.name ?? body.entity,
      definition: body.definition,
      scope: auth.scope,
    };
    return target.kind === 'generic'
      ? sendGenericReport(reply, db, target.entity, file)
      : sendFinanceReport(reply, db, target.source, file);
  });

  app.get('/api/custom-reports', async (request) => {
    const auth = requirePermission(request, REPORTS_CUSTOM);
    const readable = reportCatalog(auth).map((entity) => entity.name);
    const rows = await db
      .select()
      .from(savedReports)
      .where(
        and(
          or(eq(savedReports.ownerId, auth.user.id), eq(savedReports.shared, true)),
          inArray(savedReports.entity, readable.length > 0 ? readable : ['']),
        ),
      )
      .orderBy(sql`lower(${savedReports.name})`, desc(savedReports.updatedAt));
    const items = rows.map((row) => viewOf(row, auth));
    return { items, total: items.length };
  });

  app.post('/api/custom-reports', async (request, reply): Promise<SavedReport> => {
    const auth = requirePermission(request, REPORTS_CUSTOM);
    const input = parseWith(savedReportInputSchema, request.body);
    checked(auth, input.entity, input.definition);
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(savedReports)
        .values({
          id: `report-${randomUUID()}`,
          ...input,
          ownerId: auth.user.id,
          ownerName: auth.user.name,
        })
        .returning();
      if (!saved) throw new Error('The report was not saved');
      await writeAudit(tx, actorOf(auth), {
        entity: ENTITY,
        recordId: saved.id,
        action: 'create',
        after: audited(saved),
      });
      return saved;
    });
    void reply.code(201);
    return viewOf(row, auth);
  });

  app.put('/api/custom-reports/:id', async (request): Promise<SavedReport> => {
    const auth = requirePermission(request, REPORTS_CUSTOM);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const before = await ownReport(auth, request.params, ifMatch);
    const input = parseWith(savedReportInputSchema, request.body);
    checked(auth, input.entity, input.definition);
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(savedReports)
        .set({
          ...input,
          version: sql`${savedReports.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(savedReports.id, before.id), eq(savedReports.version, before.version)))
        .returning();
      if (!saved) throw conflict('This report was changed meanwhile');
      await writeAudit(tx, actorOf(auth), {
        entity: ENTITY,
        recordId: saved.id,
        action: 'update',
        before: audited(before),
        after: audited(saved),
      });
      return saved;
    });
    return viewOf(row, auth);
  });

  app.delete('/api/custom-reports/:id', async (request, reply) => {
    const auth = requirePermission(request, REPORTS_CUSTOM);
    const before = await ownReport(auth, request.params, parseIfMatch(request.headers['if-match']));
    await db.transaction(async (tx) => {
      await tx.delete(savedReports).where(eq(savedReports.id, before.id));
      await writeAudit(tx, actorOf(auth), {
        entity: ENTITY,
        recordId: before.id,
        action: 'delete',
        before: audited(before),
      });
    });
    return reply.code(204).send();
  });
}
