import { and, eq } from 'drizzle-orm';
import {
  FACT_SCHEMAS,
  type FactKind,
  type FactRecord,
  missingFacts,
  PROVIDER_REF,
  readHub,
  readModule,
  readProgramme,
  readProvider,
  readVenue,
} from '#domain/hesa/reference-facts';
import type { Db } from '../../db/client';
import { hesaReferenceFacts, hubs, modules, programmes } from '../../db/schema';
import { type Actor, writeAudit } from '../../platform/audit';
import { invalid, notFound, zodDetails } from '../../platform/errors';

// The facts of the HESA return that our records do not hold (issue 22): the provider's UKPRN,
// each programme's qualification category, awarding body, subjects and funding body, each
// module's cost centres and subjects, each hub's postcode, and the residential venues.

type FactRow = typeof hesaReferenceFacts.$inferSelect;
const keyOf = (kind: string, refId: string) => `${kind}:${refId}`;

/** Every stored fact row, by `kind:refId`. */
export async function factRows(db: Db): Promise<Map<string, FactRow>> {
  const rows = await db.select().from(hesaReferenceFacts).orderBy(hesaReferenceFacts.refId);
  return new Map(rows.map((row) => [keyOf(row.kind, row.refId), row]));
}

/** The facts the return's writers read: parsed, with the residential venues. */
export function factsLookup(rows: Map<string, FactRow>) {
  const facts = (kind: FactKind, refId: string) => rows.get(keyOf(kind, refId))?.facts ?? {};
  return {
    provider: readProvider(facts('provider', PROVIDER_REF)),
    programme: (id: string) => readProgramme(facts('programme', id)),
    module: (id: string) => readModule(facts('module', id)),
    hub: (id: string) => readHub(facts('hub', id)),
    venues: [...rows.values()]
      .filter((row) => row.kind === 'venue')
      .flatMap((row) => {
        const venue = readVenue(row.facts);
        return venue ? [{ id: row.refId, ...venue }] : [];
      }),
  };
}
export type FactsLookup = ReturnType<typeof factsLookup>;

/** The records the return holds facts of, each with its facts (the provider first). */
export async function factRecords(db: Db, rows?: Map<string, FactRow>): Promise<FactRecord[]> {
  const held = rows ?? (await factRows(db));
  const [programmeIds, moduleIds, hubIds] = await Promise.all([
    db.select({ id: programmes.id }).from(programmes).orderBy(programmes.id),
    db.select({ id: modules.id }).from(modules).orderBy(modules.id),
    db.select({ id: hubs.id }).from(hubs).orderBy(hubs.id),
  ]);
  const record = (kind: FactKind, refId: string): FactRecord => ({
    kind,
    refId,
    facts: held.get(keyOf(kind, refId))?.facts ?? {},
  });
  return [
    record('provider', PROVIDER_REF),
    ...programmeIds.map((p) => record('programme', p.id)),
    ...moduleIds.map((m) => record('module', m.id)),
    ...hubIds.map((h) => record('hub', h.id)),
  ];
}

/** GET hesa/facts: every programme, module, hub and venue with its facts and what is missing. */
export async function factsScreen(db: Db) {
  const rows = await factRows(db);
  const [programmeRows, moduleRows, hubRows] = await Promise.all([
    db.select({ id: programmes.id, name: programmes.name }).from(programmes).orderBy(programmes.id),
    db.select({ id: modules.id, title: modules.title }).from(modules).orderBy(modules.id),
    db.select({ id: hubs.id, name: hubs.name }).from(hubs).orderBy(hubs.id),
  ]);
  const lookup = factsLookup(rows);
  const stored = (kind: FactKind, refId: string) => rows.get(keyOf(kind, refId))?.facts ?? {};
  return {
    provider: {
      facts: lookup.provider,
      missing: missingFacts('provider', stored('provider', PROVIDER_REF)),
    },
    programmes: programmeRows.map((p) => ({
      id: p.id,
      name: p.name,
      facts: lookup.programme(p.id),
      missing: missingFacts('programme', stored('programme', p.id)),
    })),
    modules: moduleRows.map((m) => ({
      id: m.id,
      name: m.title,
      facts: lookup.module(m.id),
      missing: missingFacts('module', stored('module', m.id)),
    })),
    hubs: hubRows.map((h) => ({
      id: h.id,
      name: h.name,
      facts: lookup.hub(h.id),
      missing: missingFacts('hub', stored('hub', h.id)),
    })),
    venues: lookup.venues,
  };
}

/** Whether the record a fact is of exists (the provider and residential venues always do). */
async function recordExists(db: Db, kind: FactKind, refId: string): Promise<boolean> {
  const table = { programme: programmes, module: modules, hub: hubs }[
    kind as 'programme' | 'module' | 'hub'
  ];
  if (!table) return kind !== 'provider' || refId === PROVIDER_REF;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, refId));
  return Boolean(found);
}

/** PUT hesa/facts/:kind/:refId: validated by kind, upserted, audited. */
export async function saveFacts(
  db: Db,
  actor: Actor,
  kind: FactKind,
  refId: string,
  body: unknown,
) {
  if (!(await recordExists(db, kind, refId))) throw notFound(`No ${kind} ${refId}`);
  const result = FACT_SCHEMAS[kind].safeParse(body);
  if (!result.success) throw invalid(zodDetails(result.error.issues));
  const facts = result.data as Record<string, unknown>;
  return db.transaction(async (tx) => {
    const where = and(eq(hesaReferenceFacts.kind, kind), eq(hesaReferenceFacts.refId, refId));
    const [before] = await tx.select().from(hesaReferenceFacts).where(where);
    const updatedAt = new Date().toISOString();
    if (before) {
      await tx
        .update(hesaReferenceFacts)
        .set({ facts, updatedBy: actor.userId, updatedAt })
        .where(where);
    } else {
      await tx.insert(hesaReferenceFacts).values({ kind, refId, facts, updatedBy: actor.userId });
    }
    await writeAudit(tx, actor, {
      entity: 'hesa-reference-facts',
      recordId: keyOf(kind, refId),
      action: before ? 'update' : 'create',
      ...(before ? { before: before.facts as Record<string, unknown> } : {}),
      after: facts,
    });
    return { kind, refId, facts, missing: missingFacts(kind, facts) };
  });
}

/** DELETE hesa/facts/venue/:refId: a residential venue the college no longer uses. */
export async function deleteVenue(db: Db, actor: Actor, refId: string) {
  return db.transaction(async (tx) => {
    const where = and(eq(hesaReferenceFacts.kind, 'venue'), eq(hesaReferenceFacts.refId, refId));
    const [before] = await tx.select().from(hesaReferenceFacts).where(where);
    if (!before) throw notFound(`No residential venue ${refId}`);
    await tx.delete(hesaReferenceFacts).where(where);
    await writeAudit(tx, actor, {
      entity: 'hesa-reference-facts',
      recordId: keyOf('venue', refId),
      action: 'delete',
      before: before.facts as Record<string, unknown>,
    });
  });
}
