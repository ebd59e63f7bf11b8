import { runCommand } from '../offline/commands';
import type { SyncedEntity, SyncedRecord } from '../offline/types';
import type { OfflineEngine } from './engine';
import { recordUpdateCommand } from './record-commands';

/**
 * Queues the fields a form changed on a record as one named command (architecture §5): applied on the
 * device at once, sent when the connection allows, with the version and the fields' values it
 * was based on (so a stale change merges when nobody touched those fields). Empty text is sent
 * as "no value". Answers false when nothing changed.
 */
export async function queueRecordChanges(
  engine: OfflineEngine,
  userId: string,
  entity: SyncedEntity,
  record: SyncedRecord,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  label: string,
): Promise<boolean> {
  const changes: Record<string, unknown> = {};
  const base: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === before[field]) continue;
    changes[field] = value === '' ? null : value;
    base[field] = record[field] ?? null;
  }
  if (Object.keys(changes).length === 0) return false;
  await runCommand(
    engine.db,
    userId,
    recordUpdateCommand(entity, label),
    { id: record.id, changes },
    { baseVersion: record.version, base },
  );
  await engine.afterQueued();
  return true;
}
