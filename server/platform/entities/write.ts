import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type Actor, writeAudit } from '../audit';
import type { AuthContext } from '../auth/context';
import { inScope } from '../auth/scope';
import { appendChangeSql, runsOneTransactionAtATime, type Tx } from '../changes';
import {
  conflict,
  type ErrorDetail,
  forbidden,
  invalid,
  isForeignKeyViolation,
  notFound,
} from '../errors';
import { parseWith } from '../validation';
import type { EntityDefinition, Row } from './define';
import { scopeCondition } from './list-query';
import { presentRecord } from './present';

/** The actor of the audit log: the signed-in person, and whom they act as. */
export function actorOf(auth: AuthContext): Actor {
  return { userId: auth.realUser.id, actingAsUserId: auth.impersonating ? auth.user.id : null };
}

/** 409 for a write based on an old version, with the record as it is now (architecture §4). */
function staleVersion(entity: EntityDefinition, current: Row) {
  return conflict(`This ${entity.label.toLowerCase()} was changed by someone else`, {
    current: presentRecord(entity, current),
  });
}

/**
 * Reads one record in the caller's scope (none when missing or out of scope); `lock` holds it
 * for the rest of the transaction (FOR UPDATE; PGlite's transactions never overlap anyway).
 */
export async function findInScope(
  tx: Tx,
  entity: EntityDefinition,
  id: string,
  auth: AuthContext,
  lock = false,
): Promise<Row | undefined> {
  const scope = scopeCondition(entity, auth.scope);
  const where = scope ? sql`${entity.table.id} = ${id} and ${scope}` : eq(entity.table.id, id);
  const query = tx.select().from(entity.table).where(where).limit(1);
  const locked = lock && !runsOneTransactionAtATime(tx);
  const [row] = (await (locked ? query.for('update') : query)) as Row[];
  return row;
}

/**
 * 422 naming each reference field whose new value names no record (or, for a scoped reference,
 * none in the caller's scope); unchanged values are not checked again.
 */
async function checkReferences(
  tx: Tx,
  entity: EntityDefinition,
  auth: AuthContext,
  before: Row | undefined,
  after: Row,
): Promise<void> {
  const missing: ErrorDetail[] = [];
  for (const [field, reference] of Object.entries(entity.references ?? {})) {
    const value = after[field];
    if (value === null || value === undefined || (before && before[field] === value)) continue;
    const { table } = reference;
    const scopeKeys: PgColumn | undefined = getTableColumns(table).scopeKeys;
    let where = eq(table.id, String(value));
    if (reference.scoped && scopeKeys && !auth.scope.all) {
      where = sql`${where} and ${scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
    }
    const [found] = await tx.select({ id: table.id }).from(table).where(where).limit(1);
    if (!found) missing.push({ message: `No ${reference.label} has this id`, param: field });
  }
  if (missing.length > 0) throw invalid(missing);
}

// Columns the database computes (e.g. students' search text): an UPDATE may not set them.
const generatedFields = new WeakMap<EntityDefinition, string[]>();

function withoutGenerated(entity: EntityDefinition, row: Row): Row {
  let fields = generatedFields.get(entity);
  if (!fields) {
    fields = Object.entries(getTableColumns(entity.table))
      .filter(([, column]) => column.generated !== undefined)
      .map(([field]) => field);
    generatedFields.set(entity, fields);
  }
  if (fields.length === 0) return row;
  const copy: Row = { ...row };
  for (const field of fields) delete copy[field];
  return copy;
}

async function keysOf(entity: EntityDefinition, row: Row, tx: Tx): Promise<string[]> {
  return entity.scopeKeys ? await entity.scopeKeys(row, tx) : [];
}

/**
 * The change of a record as the value of its `seq` column: the record's INSERT or UPDATE
 * appends its change to the feed and stores the number in the same statement.
 */
function feedChange(
  entity: EntityDefinition,
  recordId: string,
  keys: { before: string[]; after: string[] | undefined },
) {
  return appendChangeSql({
    entity: entity.name,
    recordId,
    op: keys.after ? 'upsert' : 'delete',
    scopeBefore: keys.before,
    scopeAfter: keys.after ?? [],
  });
}

/** Writes the audit entry of a change (nothing for an update that changed no field). */
function auditChange(
  tx: Tx,
  auth: AuthContext,
  entity: EntityDefinition,
  change: { before: Row | undefined; after: Row | undefined },
): Promise<void> {
  const id = (change.after ?? change.before)?.id ?? '';
  const action = !change.before ? 'create' : !change.after ? 'delete' : 'update';
  return writeAudit(tx, actorOf(auth), { entity: entity.name, recordId: id, action, ...change });
}

/**
 * The last step of a write's transaction (the record as written; none for a deletion): e.g.
 * the request's idempotent answer, so it commits with the write or not at all.
 */
export type BeforeCommit = (tx: Tx, row: Row | undefined) => Promise<void>;

/** Creates a record; it must fall within the caller's scope. */
export async function createRecord(
  db: Db,
  entity: EntityDefinition,
  auth: AuthContext,
  input: Record<string, unknown>,
  beforeCommit?: BeforeCommit,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const id = typeof input.id === 'string' && input.id ? input.id : randomUUID();
    const [existing] = await tx
      .select({ id: entity.table.id })
      .from(entity.table)
      .where(eq(entity.table.id, id));
    if (existing) throw conflict(`A ${entity.label.toLowerCase()} with id ${id} already exists`);
    const draft: Row = { ...input, id, version: 1 };
    await entity.validate?.({ tx, auth, before: undefined, after: draft });
    await checkReferences(tx, entity, auth, undefined, draft);
    const keys = await keysOf(entity, draft, tx);
    if (entity.scopeKeys && !inScope(auth.scope, keys)) {
      throw forbidden(`You cannot create a ${entity.label.toLowerCase()} outside your scope`);
    }
    const seq = feedChange(entity, id, { before: [], after: keys });
    const [row] = (await tx
      .insert(entity.table)
      .values({ ...draft, seq, ...(entity.scopeKeys ? { scopeKeys: keys } : {}) })
      .returning()) as Row[];
    if (!row) throw new Error(`Insert into ${entity.name} returned nothing`);
    await auditChange(tx, auth, entity, { before: undefined, after: row });
    await entity.afterWrite?.({ tx, auth, before: undefined, after: row });
    await beforeCommit?.(tx, row);
    return row;
  });
}

/**
 * Updates a record to `next(current)` when the caller's version is current (or when `merge`
 * says the change can be merged onto a newer version); 409 with the current record otherwise.
 */
export async function updateRecord(
  db: Db,
  entity: EntityDefinition,
  auth: AuthContext,
  id: string,
  options: {
    expectedVersion: number;
    next: (current: Row) => Record<string, unknown>;
    canMerge?: (current: Row) => boolean;
    beforeCommit?: BeforeCommit;
  },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await findInScope(tx, entity, id, auth, true);
    if (!current) throw notFound();
    if (current.version !== options.expectedVersion && !options.canMerge?.(current)) {
      throw staleVersion(entity, current);
    }
    const draft: Row = { ...current, ...options.next(current), id, version: current.version + 1 };
    // The merged record must still be valid as a whole (a PATCH validates only its fields).
    const inputFields = Object.keys(entity.inputSchema.shape).filter(
      (field) => draft[field] !== undefined,
    );
    parseWith(entity.inputSchema, Object.fromEntries(inputFields.map((f) => [f, draft[f]])));
    await entity.validate?.({ tx, auth, before: current, after: draft });
    await checkReferences(tx, entity, auth, current, draft);
    const keysBefore = await keysOf(entity, current, tx);
    const keysAfter = await keysOf(entity, draft, tx);
    if (entity.scopeKeys && !inScope(auth.scope, keysAfter)) {
      throw forbidden(`You cannot move a ${entity.label.toLowerCase()} outside your scope`);
    }
    const {
      id: _id,
      seq: _seq,
      createdAt: _createdAt,
      ...fields
    } = withoutGenerated(entity, draft);
    const seq = feedChange(entity, id, { before: keysBefore, after: keysAfter });
    const [row] = (await tx
      .update(entity.table)
      .set({
        ...fields,
        seq,
        updatedAt: sql`now()`,
        ...(entity.scopeKeys ? { scopeKeys: keysAfter } : {}),
      })
      .where(eq(entity.table.id, id))
      .returning()) as Row[];
    if (!row) throw notFound();
    await auditChange(tx, auth, entity, { before: current, after: row });
    await entity.afterWrite?.({ tx, auth, before: current, after: row });
    await options.beforeCommit?.(tx, row);
    return row;
  });
}

/** Deletes a record (409 when an expected version is given and is stale). */
export async function deleteRecord(
  db: Db,
  entity: EntityDefinition,
  auth: AuthContext,
  id: string,
  expectedVersion: number | undefined,
  beforeCommit?: BeforeCommit,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findInScope(tx, entity, id, auth, true);
    if (!current) throw notFound();
    if (expectedVersion !== undefined && current.version !== expectedVersion) {
      throw staleVersion(entity, current);
    }
    await entity.validate?.({ tx, auth, before: current, after: undefined });
    const keysBefore = await keysOf(entity, current, tx);
    await tx
      .delete(entity.table)
      .where(eq(entity.table.id, id))
      .catch((error: unknown) => {
        // Other records name this one (its students, its engagements): it stays.
        throw isForeignKeyViolation(error)
          ? conflict(`This ${entity.label.toLowerCase()} is still named by other records`)
          : error;
      });
    await tx.execute(
      sql`select ${feedChange(entity, id, { before: keysBefore, after: undefined })}`,
    );
    await auditChange(tx, auth, entity, { before: current, after: undefined });
    await entity.afterWrite?.({ tx, auth, before: current, after: undefined });
    await beforeCommit?.(tx, undefined);
  });
}
