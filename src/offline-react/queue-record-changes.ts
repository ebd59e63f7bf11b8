import { buildEntry, runCommand } from '../offline/commands';
import { isStorageFull } from '../offline/device-full';
import type { SyncedEntity, SyncedRecord } from '../offline/types';
import type { OfflineEngine } from './engine';
import { recordUpdateCommand } from './record-commands';
import { offline } from './state';

/** The device's storage is full: the change was not queued (the form keeps it; see DeviceNotices). */
export class DeviceFullError extends Error {
  constructor() {
    super(
      'This device is full, so the change could not be saved on it. What you typed is still in the form: export it or send it now (see the notice at the top).',
    );
    this.name = 'DeviceFullError';
  }
}

/**
 * Queues the fields a form changed on a record as one named command (architecture §5): applied on the
 * device at once, sent when the connection allows, with the version and the fields' values it
 * was based on (so a stale change merges when nobody touched those fields). Empty text is sent
 * as "no value". Answers false when nothing changed. When the device is too full to queue it, the
 * change is kept in memory for "Export" and "Send it now", and DeviceFullError is thrown.
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
  const command = recordUpdateCommand(entity, label);
  const input = { id: record.id, changes };
  const context = { baseVersion: record.version, base };
  try {
    engine.copy.keepEntry(await runCommand(engine.db, userId, command, input, context));
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    const entry = buildEntry(command, userId, input, context, { now: new Date() });
    offline.notQueued = [
      ...offline.notQueued.filter((change) => change.entry.recordId !== record.id),
      { label: entry.label, entry },
    ];
    throw new DeviceFullError();
  }
  await engine.afterQueued();
  return true;
}
