import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { programmeFacts } from '#domain/admin/programme-facts';
import {
  normaliseReferenceList,
  REFERENCE_LIST_SCHEMAS,
  type ReferenceListValues,
  referenceListIdSchema,
} from '#domain/admin/reference-lists';
import { FEE_TYPES } from '#domain/finance/payment-terms';
import type { Requirement } from '#domain/permissions/requirement';
import { auditLog, programmes, referenceLists, tuitionFees, users } from '../../db/schema';
import { referenceListsEntity } from '../../entities/reference-data';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { appendChangeSql } from '../../platform/changes';
import { actorOf } from '../../platform/entities/write';
import { conflict, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { readReferenceList } from '../../platform/reference-lists';
import { parseWith } from '../../platform/validation';

/** Editing system data (spec §2.3 admin/systemdata). */
const ADMIN: Requirement = ['admin:admin'];
/** Reading programmes and their fees (admin/programmes). */
const PROGRAMMES: Requirement = [['programmes:view', 'admin:admin']];

/** Whose history each kind of system data shows to whom (the audit log's entity names). */
const HISTORY_ACCESS: Record<string, Requirement> = {
  hubs: ADMIN,
  reference_lists: ADMIN,
  programmes: PROGRAMMES,
  tuition_fees: PROGRAMMES,
  grade_scales: ['admin:grades'],
};

const listParams = z.object({ id: referenceListIdSchema });
const listBody = z.object({ values: z.unknown() }).strict();
const feeParams = z.object({ programmeCode: z.string().trim().min(1).max(40) });
/** A programme's yearly full-time fee (whole pounds, as pence) and its fee type. */
export const feeBodySchema = z
  .object({
    feeType: z.enum(FEE_TYPES, { error: 'Choose normal, modular or dissertation' }),
    fullTimePence: z
      .int({ error: 'Give the fee in whole pence' })
      .min(0, { error: 'A fee cannot be negative' })
      .max(10_000_000, { error: 'A fee is at most £100,000' }),
  })
  .strict();
const historyQuery = z.object({
  entity: z.enum(Object.keys(HISTORY_ACCESS) as [string, ...string[]], {
    error: 'No history of that kind',
  }),
  recordId: z.string().trim().min(1).max(200).optional(),
});

/** System data: reference lists, programmes with fees, and the history of every change. */
export function registerSystemDataRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/system-data/lists/:id', async (request) => {
    requirePermission(request, ADMIN);
    const { id } = parseWith(listParams, request.params);
    return readReferenceList(db, context.config.college, id);
  });

  app.put('/api/system-data/lists/:id', async (request) => {
    const auth = requirePermission(request, ADMIN);
    const { id } = parseWith(listParams, request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const { values: raw } = parseWith(listBody, request.body ?? {});
    const values = normaliseReferenceList(
      id,
      parseWith(REFERENCE_LIST_SCHEMAS[id], raw) as ReferenceListValues[typeof id],
    );
    const saved = await db.transaction(async (tx) => {
      const before = await readReferenceList(tx, context.config.college, id);
      if (before.version !== version) return undefined;
      const now = new Date().toISOString();
      // Into the change feed too: every device receives the list (forms offer it offline).
      const seq = sql`${appendChangeSql({
        entity: referenceListsEntity.name,
        recordId: id,
        op: 'upsert',
        scopeBefore: [],
        scopeAfter: [],
      })}`;
      await tx
        .insert(referenceLists)
        .values({ id, values, version: version + 1, updatedAt: now, seq })
        .onConflictDoUpdate({
          target: referenceLists.id,
          // The change the insert drew (one per save).
          set: { values, version: version + 1, updatedAt: now, seq: sql`excluded.seq` },
        });
      await writeAudit(tx, actorOf(auth), {
        entity: 'reference_lists',
        recordId: id,
        action: before.isDefault ? 'create' : 'update',
        before: { values: before.values },
        after: { values },
      });
      return true;
    });
    const current = await readReferenceList(db, context.config.college, id);
    if (!saved) throw conflict('Someone else saved this list since you opened it', { current });
    return current;
  });

  app.get('/api/system-data/programmes', async (request) => {
    const auth = requirePermission(request, PROGRAMMES);
    const rows = await db
      .select({
        id: programmes.id,
        name: programmes.name,
        levels: programmes.levels,
        version: programmes.version,
        feeType: tuitionFees.feeType,
        fullTimePence: tuitionFees.fullTimePence,
      })
      .from(programmes)
      .leftJoin(tuitionFees, eq(tuitionFees.programmeCode, programmes.id))
      .orderBy(asc(programmes.id));
    return {
      editable: auth.checker.check('admin:admin'),
      items: rows.map((row) => ({
        ...row,
        ...programmeFacts(row),
        feeType: row.feeType ?? null,
        fullTimePence: row.fullTimePence ?? null,
      })),
    };
  });

  app.put('/api/system-data/fees/:programmeCode', async (request) => {
    const auth = requirePermission(request, ADMIN);
    const { programmeCode } = parseWith(feeParams, request.params);
    const fee = parseWith(feeBodySchema, request.body ?? {});
    const saved = await db.transaction(async (tx) => {
      const [programme] = await tx
        .select({ id: programmes.id })
        .from(programmes)
        .where(eq(programmes.id, programmeCode));
      if (!programme) return undefined;
      const [before] = await tx
        .select({ feeType: tuitionFees.feeType, fullTimePence: tuitionFees.fullTimePence })
        .from(tuitionFees)
        .where(eq(tuitionFees.programmeCode, programmeCode))
        .for('update');
      const now = new Date().toISOString();
      await tx
        .insert(tuitionFees)
        .values({ programmeCode, ...fee, updatedAt: now })
        .onConflictDoUpdate({ target: tuitionFees.programmeCode, set: { ...fee, updatedAt: now } });
      await writeAudit(tx, actorOf(auth), {
        entity: 'tuition_fees',
        recordId: programmeCode,
        action: before ? 'update' : 'create',
        ...(before ? { before } : {}),
        after: fee,
      });
      return { programmeCode, ...fee };
    });
    if (!saved) throw notFound('No such programme');
    return saved;
  });

  app.get('/api/system-data/history', async (request) => {
    const { entity, recordId } = parseWith(historyQuery, request.query);
    requirePermission(request, HISTORY_ACCESS[entity] ?? ADMIN);
    const actingAs = alias(users, 'acting_as');
    const rows = await db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        recordId: auditLog.recordId,
        action: auditLog.action,
        changes: auditLog.changes,
        userName: users.name,
        actingAsName: actingAs.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsUserId))
      .where(
        and(
          eq(auditLog.entity, entity),
          recordId === undefined ? undefined : eq(auditLog.recordId, recordId),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(100);
    return {
      items: rows.map((row) => ({
        ...row,
        userName: row.userName ?? 'System',
        fields: Object.keys((row.changes ?? {}) as Record<string, unknown>),
      })),
    };
  });
}
