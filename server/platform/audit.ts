import { isDeepStrictEqual } from 'node:util';
import { auditLog } from '../db/schema';
import type { Tx } from './changes';

/** What an audit entry records: a record's change, or an event on a user account (issue 21). */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'loginas'
  | 'loginas-end'
  | 'password-reset'
  /** An ad hoc report's SQL was run or refused (issue 22). */
  | 'query';

/** Who made a change: the signed-in person, and the user they acted as (impersonation). */
export interface Actor {
  userId: string | null;
  actingAsUserId: string | null;
}

type Fields = Record<string, unknown>;

// Bookkeeping columns change on every write: the audit keeps what people changed.
const IGNORED = new Set([
  'version',
  'seq',
  'updatedAt',
  'createdAt',
  'scopeKeys',
  'searchText',
  'passwordHash',
]);

/** The fields that differ between two versions of a record, with their before and after. */
export function changedFields(before: Fields | undefined, after: Fields | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (!isDeepStrictEqual(was, is)) changes[key] = { before: was, after: is };
  }
  return changes;
}

/** Writes one audit entry for a change of a record (nothing when no field changed). */
export async function writeAudit(
  tx: Tx,
  actor: Actor,
  entry: { entity: string; recordId: string; action: AuditAction; before?: Fields; after?: Fields },
): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    userId: actor.userId,
    actingAsUserId: actor.actingAsUserId,
    entity: entry.entity,
    recordId: entry.recordId,
    action: entry.action,
    changes,
  });
}
