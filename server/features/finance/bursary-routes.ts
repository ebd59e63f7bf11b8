import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BURSARY_TYPES } from '#domain/finance/bursaries';
import {
  BURSARY_OUTCOMES,
  bursaryDecisionProblem,
  bursaryDecisionSchema,
  bursaryListQuerySchema,
  matchesBursaryFilter,
  parseBursaryRowId,
  sortBursaryRows,
} from '#domain/finance/bursary-review';
import { bursaryAwards } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import type { Scope } from '../../platform/auth/scope';
import { actorOf } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import { buildExport, contentDisposition, type ExportColumn } from '../../platform/exports';
import { parseIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';
import { creditAward, creditedForAward } from './bursary-credit';
import { awardIdOf, decidedAwardsOf, loadBursaryCases, rowOf } from './bursary-data';
import { bursaryRecord, yearFinance } from './bursary-record';
import { requireSwitch, todayOf } from './ledger';

/** Who reviews bursaries (spec §2.3 `finance/bursaries`, §6): role:bursary (finance; admin). */
export const BURSARIES_REVIEW = ['role:bursary'] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(300) });

const COLUMNS: ExportColumn[] = [
  { field: 'name', label: 'Student' },
  { field: 'sessionId', label: 'Year' },
  { field: 'applicationType', label: 'Applied for' },
  { field: 'submittedOn', label: 'Submitted', kind: 'date' },
  { field: 'outcome', label: 'Outcome' },
  { field: 'bursaryType', label: 'Bursary' },
  { field: 'amountPence', label: 'Awarded', kind: 'money' },
  { field: 'creditedPence', label: 'Credited', kind: 'money' },
  { field: 'notCreditedPence', label: 'Not credited', kind: 'money' },
];

/**
 * GET /api/finance/bursaries, GET /api/finance/bursaries/:id and
 * POST /api/finance/bursaries/:id/decision (spec §2.3 `finance/bursaries`), and the student's
 * own decisions, GET /api/forms/student/bursary-decisions. The `bursaries` switch decides whether
 * they exist (404 when off).
 */
export function registerBursaryRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  /** The case of an id within the caller's scope; 404 otherwise (existence not revealed). */
  async function caseOf(id: string, scope: Scope) {
    const parts = parseBursaryRowId(id);
    if (!parts) throw notFound('No such bursary application');
    const found = (await loadBursaryCases(db, scope)).find((entry) => entry.id === id);
    if (!found) throw notFound('No such bursary application');
    return found;
  }

  app.get('/api/finance/bursaries', async (request, reply) => {
    requireSwitch(context, 'bursaries');
    const auth = requirePermission(request, BURSARIES_REVIEW);
    const query = parseWith(bursaryListQuerySchema, request.query);
    const all = (await loadBursaryCases(db, auth.scope)).map(rowOf);
    const rows = sortBursaryRows(all.filter((row) => matchesBursaryFilter(row, query)));
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Bursary applications',
        fileBaseName: 'bursaries',
        columns: COLUMNS,
        rows: rows.map((row) => ({ ...row })),
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body);
    }
    return {
      items: rows,
      total: rows.length,
      options: {
        years: [...new Set(all.map((row) => row.sessionId))].sort().reverse(),
        types: BURSARY_TYPES,
        outcomes: BURSARY_OUTCOMES,
      },
    };
  });

  app.get('/api/finance/bursaries/:id', async (request, reply) => {
    requireSwitch(context, 'bursaries');
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, BURSARIES_REVIEW);
    const { id } = parseWith(idParams, request.params);
    return bursaryRecord(db, await caseOf(id, auth.scope));
  });

  app.post('/api/finance/bursaries/:id/decision', async (request) => {
    requireSwitch(context, 'bursaries');
    const auth = requirePermission(request, BURSARIES_REVIEW);
    const { id } = parseWith(idParams, request.params);
    const entry = await caseOf(id, auth.scope);
    const decision = parseWith(bursaryDecisionSchema, request.body ?? {});
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const { studentId } = entry;
    if (!studentId) {
      throw conflict('The applicant is not a student yet: decide once their place is confirmed');
    }
    const awardId = entry.award?.id ?? awardIdOf(entry.source, entry.sessionId, entry.sourceId);
    const today = todayOf(context);
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(bursaryAwards)
        .where(eq(bursaryAwards.id, awardId))
        .for('update');
      if (ifMatch !== undefined && (before?.version ?? 0) !== ifMatch) {
        throw conflict('Someone else decided this application since you opened it');
      }
      const creditedPence = await creditedForAward(tx, awardId);
      const year = await yearFinance(tx, studentId, entry.sessionId);
      const problem = bursaryDecisionProblem(decision, {
        feesPence: year.feesPence,
        creditedPence,
      });
      if (problem) throw invalid([problem], problem.message);
      const values = {
        ...decision,
        decidedBy: auth.user.id,
        decidedAt: new Date().toISOString(),
      };
      const [after] = await tx
        .insert(bursaryAwards)
        .values({
          id: awardId,
          studentId,
          sessionId: entry.sessionId,
          source: entry.source,
          sourceId: entry.sourceId,
          applicationType: entry.applicationType,
          scopeKeys: entry.scopeKeys,
          ...values,
        })
        .onConflictDoUpdate({
          target: bursaryAwards.id,
          set: {
            ...values,
            version: sql`${bursaryAwards.version} + 1`,
            updatedAt: new Date().toISOString(),
          },
        })
        .returning();
      const fields = ['outcome', 'bursaryType', 'amountPence', 'comment'] as const;
      const pick = (row: typeof after) =>
        row ? Object.fromEntries(fields.map((field) => [field, row[field]])) : undefined;
      await writeAudit(tx, actorOf(auth), {
        entity: 'bursary-awards',
        recordId: awardId,
        action: before ? 'update' : 'create',
        before: pick(before),
        after: pick(after),
      });
      // An approved award (or a raised one) credits the difference not yet credited.
      await creditAward(tx, awardId, today);
    });
    return bursaryRecord(db, await caseOf(id, auth.scope));
  });

  // The student's own decided bursary applications (forms:bursary), for their forms area.
  app.get('/api/forms/student/bursary-decisions', async (request, reply) => {
    requireSwitch(context, 'bursaries');
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, ['forms:student', 'forms:bursary']);
    const student = await ownStudent(context, auth);
    return { items: await decidedAwardsOf(db, student.id) };
  });
}
