import type { SyncedEntity, SyncedRecord } from '../offline/types';
import type { OfflineEngine } from './engine';
import { recordUpdateCommand } from './record-commands';

/**
 * Queues the fields a form changed on a record as one named command (architecture §5): applied on the
 * device at once, sent when the connection allows, with the version and the fields' values it
 * was based on (so a stale change merges when nobody touched those fields). Empty text is sent
 * as "no value". Answers false when nothing changed. When the device is too full to queue it, the
 * change is kept in memory for "Export" and "Send it now", and DeviceFullError is thrown.
 */
export async function queueRecordChanges(
  engine: OfflineEngine,
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
  const context = { baseVersion: record.version, base };
  await engine.enqueue(recordUpdateCommand(entity, label), { id: record.id, changes }, context);
  return true;
}
