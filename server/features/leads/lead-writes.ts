import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { leadActivities, potentialStudents } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import { potentialStudentScopeKeys } from '../../platform/auth/scope';
import { appendChangeSql, type Tx } from '../../platform/changes';
import { actorOf } from '../../platform/entities/write';

// The synced entities' names in the change feed (the potential-students entity and its
// activities, server/entities): what devices keeping potential students listen for.
export const POTENTIAL_STUDENTS_ENTITY = 'potential-students';
export const LEAD_ACTIVITIES_ENTITY = 'lead-activities';

export type LeadRow = typeof potentialStudents.$inferSelect;
export type NewLead = Omit<
  typeof potentialStudents.$inferInsert,
  'id' | 'scopeKeys' | 'seq' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The scope keys of a potential student as stored (hub, programme, owner). */
export function leadKeys(lead: Pick<LeadRow, 'hubId' | 'programme' | 'ownerId'>): string[] {
  return potentialStudentScopeKeys({
    hubId: lead.hubId ?? null,
    programme: lead.programme ?? null,
    ownerId: lead.ownerId ?? null,
  });
}

/** Inserts a potential student through the change feed, with its audit entry. */
export async function insertLead(tx: Tx, auth: AuthContext, lead: NewLead): Promise<LeadRow> {
  const id = randomUUID();
  const keys = leadKeys({
    hubId: lead.hubId ?? null,
    programme: lead.programme ?? null,
    ownerId: lead.ownerId ?? null,
  });
  const change = { entity: POTENTIAL_STUDENTS_ENTITY, recordId: id, op: 'upsert' as const };
  const [row] = await tx
    .insert(potentialStudents)
    .values({
      ...lead,
      id,
      scopeKeys: keys,
      seq: sql`${appendChangeSql({ ...change, scopeBefore: [], scopeAfter: keys })}`,
    })
    .returning();
  if (!row) throw new Error('Inserting a potential student returned nothing');
  await writeAudit(tx, actorOf(auth), {
    entity: POTENTIAL_STUDENTS_ENTITY,
    recordId: id,
    action: 'create',
    after: row,
  });
  return row;
}

/**
 * Fills a potential student's empty fields from `fields` (a merge never overwrites what is
 * there), through the change feed; answers the record as it is afterwards.
 */
export async function fillLead(
  tx: Tx,
  auth: AuthContext,
  current: LeadRow,
  fields: Partial<Pick<LeadRow, 'lastName' | 'email' | 'phone' | 'postCode' | 'firstHeard'>>,
): Promise<LeadRow> {
  const changes = Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) => value && !current[field as keyof typeof fields],
    ),
  );
  if (Object.keys(changes).length === 0) return current;
  const change = { entity: POTENTIAL_STUDENTS_ENTITY, recordId: current.id, op: 'upsert' as const };
  const [row] = await tx
    .update(potentialStudents)
    .set({
      ...changes,
      version: sql`${potentialStudents.version} + 1`,
      updatedAt: sql`now()`,
      seq: sql`${appendChangeSql({ ...change, scopeBefore: current.scopeKeys, scopeAfter: current.scopeKeys })}`,
    })
    .where(eq(potentialStudents.id, current.id))
    .returning();
  if (!row) throw new Error('Updating a potential student returned nothing');
  await writeAudit(tx, actorOf(auth), {
    entity: POTENTIAL_STUDENTS_ENTITY,
    recordId: row.id,
    action: 'update',
    before: current,
    after: row,
  });
  return row;
}

/** Appends an activity to a potential student (their scope keys), through the change feed. */
export async function insertActivity(
  tx: Tx,
  auth: AuthContext,
  lead: Pick<LeadRow, 'id' | 'scopeKeys'>,
  activity: { kind: string; on: string; summary: string },
): Promise<void> {
  const id = randomUUID();
  const keys = lead.scopeKeys;
  const change = { entity: LEAD_ACTIVITIES_ENTITY, recordId: id, op: 'upsert' as const };
  const [row] = await tx
    .insert(leadActivities)
    .values({
      ...activity,
      id,
      potentialStudentId: lead.id,
      authorId: auth.user.id,
      authorName: auth.user.name,
      scopeKeys: keys,
      seq: sql`${appendChangeSql({ ...change, scopeBefore: [], scopeAfter: keys })}`,
    })
    .returning();
  if (!row) throw new Error('Inserting an activity returned nothing');
  await writeAudit(tx, actorOf(auth), {
    entity: LEAD_ACTIVITIES_ENTITY,
    recordId: id,
    action: 'create',
    after: row,
  });
}
