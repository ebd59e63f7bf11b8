import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { stageChangeActivity } from '#domain/leads/activities';
import { potentialStudentRecordSchema } from '#domain/records/potential-student';
import { applications, leadActivities, potentialStudents, users } from '../db/schema';
import { potentialStudentScopeKeys } from '../platform/auth/scope';
import { appendChangeSql, type Tx } from '../platform/changes';
import { checkFirstContact } from '../platform/choice-checks';
import { defineEntity, type Row, type WriteContext } from '../platform/entities/define';
import { HUB, PROGRAMME, USER } from './references';

/** Who reads and edits potential students: leads:view, each within their scope (the server's). */
export const LEADS_VIEW = [['leads:view']] as const;
/** Only the administrator deletes one (no role holds role:admin; `*` does). */
const LEADS_DELETE = ['role:admin'] as const;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Scope keys of a potential student row: hub, programme of interest and owner. */
export function keysOfLead(row: Row | Record<string, unknown>): string[] {
  return potentialStudentScopeKeys({
    hubId: text(row.hubId),
    programme: text(row.programme),
    ownerId: text(row.ownerId),
  });
}

/** The owner's name as the users table has it (none without an owner, or for an unknown id). */
async function ownerNameOf(tx: Tx, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, ownerId));
  return owner?.name ?? null;
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * A lead's activities are seen by whoever sees the lead: when its hub, programme or owner
 * changes, each activity gets the new keys and a change in the feed (so the old hub's devices
 * drop it and the new one's receive it).
 */
async function followLead(tx: Tx, leadId: string, keys: string[]): Promise<void> {
  const rows = await tx
    .select({ id: leadActivities.id, scopeKeys: leadActivities.scopeKeys })
    .from(leadActivities)
    .where(eq(leadActivities.potentialStudentId, leadId));
  for (const row of rows) {
    const before = row.scopeKeys ?? [];
    if (sameKeys(before, keys)) continue;
    const change = { entity: 'lead-activities', recordId: row.id, op: 'upsert' as const };
    await tx
      .update(leadActivities)
      .set({
        scopeKeys: keys,
        version: sql`${leadActivities.version} + 1`,
        updatedAt: sql`now()`,
        seq: sql`${appendChangeSql({ ...change, scopeBefore: before, scopeAfter: keys })}`,
      })
      .where(eq(leadActivities.id, row.id));
  }
}

/**
 * A stage move is logged once, by the server, in the move's own transaction: the 'Stage change'
 * activity of src/domain/leads/activities.ts, authored by whoever moved it.
 */
async function logStageChange({ tx, auth, before, after }: WriteContext): Promise<void> {
  if (!before || !after) return;
  const activity = stageChangeActivity(
    String(before.stage),
    String(after.stage),
    new Date().toISOString().slice(0, 10),
  );
  if (!activity) return;
  const id = randomUUID();
  const keys = keysOfLead(after);
  await tx.insert(leadActivities).values({
    id,
    potentialStudentId: after.id,
    ...activity,
    authorId: auth.realUser.id,
    authorName: auth.realUser.name,
    scopeKeys: keys,
    seq: sql`${appendChangeSql({ entity: 'lead-activities', recordId: id, op: 'upsert', scopeBefore: [], scopeAfter: keys })}`,
  });
}

/**
 * Potential students (spec §3, §4): a hub director sees and edits their hub's, a programme
 * director their programme's, the registrar, the relationships manager and the administrator
 * all. Synced to the device: hub directors move stages and log activities offline.
 */
export const potentialStudentsEntity = defineEntity({
  name: 'potential-students',
  label: 'Potential student',
  table: potentialStudents,
  inputSchema: potentialStudentRecordSchema,
  policy: { view: LEADS_VIEW, create: LEADS_VIEW, update: LEADS_VIEW, delete: LEADS_DELETE },
  scopeKeys: keysOfLead,
  references: {
    hubId: HUB,
    programme: PROGRAMME,
    ownerId: USER,
    applicationId: { table: applications, label: 'application', scoped: true },
  },
  searchable: ['name', 'preferredName', 'lastName', 'email', 'postCode'],
  sortable: ['updatedAt', 'lastName', 'name', 'stage', 'hubId', 'nextActionOn', 'createdAt'],
  filterable: ['stage', 'hubId', 'programme', 'ownerId', 'firstContact', 'applicationId'],
  exportColumns: [
    { field: 'name', label: 'Name' },
    { field: 'lastName', label: 'Last name' },
    { field: 'email', label: 'Email' },
    { field: 'phone', label: 'Phone' },
    { field: 'postCode', label: 'Post code' },
    { field: 'hubId', label: 'Hub' },
    { field: 'programme', label: 'Programme' },
    { field: 'stage', label: 'Stage' },
    { field: 'firstHeard', label: 'First heard' },
    { field: 'firstContact', label: 'First contact' },
    { field: 'ageRange', label: 'Age range' },
    { field: 'nextActionOn', label: 'Next action', kind: 'date' },
    { field: 'sourceEvent', label: 'Event' },
    { field: 'createdAt', label: 'Created', kind: 'date' },
  ],
  validate: async ({ tx, before, after }) => {
    await checkFirstContact(tx, before, after);
    if (after) after.ownerName = await ownerNameOf(tx, text(after.ownerId));
  },
  async afterWrite(context) {
    const { tx, before, after } = context;
    await logStageChange(context);
    if (!before || !after) return;
    const keysBefore = keysOfLead(before);
    const keysAfter = keysOfLead(after);
    if (!sameKeys(keysBefore, keysAfter)) await followLead(tx, after.id, keysAfter);
  },
});
