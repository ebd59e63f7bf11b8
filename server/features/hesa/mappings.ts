import { and, eq } from 'drizzle-orm';
import { MAPPED_FIELDS, type MappingChange, mappedField } from '#domain/hesa/fields';
import type { Db } from '../../db/client';
import { hesaMappings, hesaValidValues } from '../../db/schema';
import { type Actor, writeAudit } from '../../platform/audit';
import { invalid } from '../../platform/errors';

/** The collections that have valid values, oldest first. */
export async function heldCollections(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ collection: hesaValidValues.collection })
    .from(hesaValidValues)
    .orderBy(hesaValidValues.collection);
  return rows.map((row) => row.collection);
}

/** Valid codes of a collection, by field. */
export async function validCodes(
  db: Db,
  collection: string,
): Promise<Map<string, { code: string; label: string }[]>> {
  const rows = await db
    .select()
    .from(hesaValidValues)
    .where(eq(hesaValidValues.collection, collection))
    .orderBy(hesaValidValues.field, hesaValidValues.code);
  const byField = new Map<string, { code: string; label: string }[]>();
  for (const row of rows) {
    byField.set(row.field, [
      ...(byField.get(row.field) ?? []),
      { code: row.code, label: row.label },
    ]);
  }
  return byField;
}

/** The mapping rows of a collection. */
export function mappingRows(db: Db, collection: string) {
  return db
    .select({
      field: hesaMappings.field,
      localValue: hesaMappings.localValue,
      code: hesaMappings.code,
    })
    .from(hesaMappings)
    .where(eq(hesaMappings.collection, collection));
}

/** The mapping screen of a collection: each field, its codes and each of our values' code. */
export async function mappingScreen(db: Db, collection: string) {
  const [codes, rows] = await Promise.all([
    validCodes(db, collection),
    mappingRows(db, collection),
  ]);
  const mapped = new Map(rows.map((row) => [`${row.field}\u0000${row.localValue}`, row.code]));
  return MAPPED_FIELDS.map((field) => ({
    field: field.field,
    label: field.label,
    source: field.source,
    codes: codes.get(field.field) ?? [],
    values: field.localValues.map((localValue) => ({
      localValue,
      code: mapped.get(`${field.field}\u0000${localValue}`) ?? null,
    })),
  }));
}

/** Saves one mapping (audited); 422 when the field, our value or the code is not known. */
export async function saveMapping(db: Db, actor: Actor, change: MappingChange) {
  const field = mappedField(change.field);
  if (!field) throw invalid([{ param: 'field', message: 'There is no such mapped field' }]);
  if (!field.localValues.includes(change.localValue)) {
    throw invalid([{ param: 'localValue', message: `Not one of our values of ${field.label}` }]);
  }
  const codes = (await validCodes(db, change.collection)).get(change.field) ?? [];
  if (!codes.some((c) => c.code === change.code)) {
    throw invalid([
      { param: 'code', message: `Not a valid ${change.field} code in ${change.collection}` },
    ]);
  }
  const id = `${change.collection}:${change.field}:${change.localValue}`;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(hesaMappings)
      .where(
        and(
          eq(hesaMappings.collection, change.collection),
          eq(hesaMappings.field, change.field),
          eq(hesaMappings.localValue, change.localValue),
        ),
      );
    const now = new Date().toISOString();
    if (before) {
      await tx
        .update(hesaMappings)
        .set({
          code: change.code,
          updatedBy: actor.userId,
          updatedAt: now,
          version: before.version + 1,
        })
        .where(eq(hesaMappings.id, before.id));
    } else {
      await tx.insert(hesaMappings).values({ id, ...change, updatedBy: actor.userId });
    }
    await writeAudit(tx, actor, {
      entity: 'hesa-mappings',
      recordId: before?.id ?? id,
      action: before ? 'update' : 'create',
      ...(before ? { before: { code: before.code } } : {}),
      after: { code: change.code },
    });
    return change;
  });
}
