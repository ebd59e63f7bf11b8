import { inArray } from 'drizzle-orm';
import type { changes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { Scope } from '../../platform/auth/scope';
import { inScope } from '../../platform/auth/scope';
import type { EntityDefinition, Row } from '../../platform/entities/define';
import { presentRecord } from '../../platform/entities/present';

type ChangeRow = typeof changes.$inferSelect;

/**
 * A page carries at most about this much JSON. Pages of 2,000 changes ranged from 1 MB
 * (students) to 12 MB (applications, with their essays): a device waited seconds for such a
 * page while its writer sat idle, then held it all in memory. Smaller pages keep the server,
 * the network and the device's writes working side by side (README, Benchmarks).
 */
export const FEED_PAGE_BYTES = 2_000_000;
/** Records are read this many changes at a time, so a page that fills early reads no more. */
const READ_CHUNK = 200;

/** The serialised entries of one page, and the cursor up to which they cover the feed. */
export interface FeedPageBody {
  /** Each entry's JSON, in the order of the feed. */
  entries: string[];
  /** The last change covered; undefined when the page stopped before any (it never does). */
  cursor: number | undefined;
  /** Whether the byte budget cut the page before the end of the rows it was given. */
  cut: boolean;
}

/**
 * Turns a page of change rows (oldest first) into feed entries: for each record, its latest
 * change in the page, with the record as it is now when that is an upsert the caller may see.
 * Stops once the entries pass `maxBytes`: the cursor is then the last change turned into an
 * entry, and every earlier row of the page is covered by it (a record whose latest change lies
 * beyond the cursor is sent by a later page, read as it is then).
 */
export async function buildFeedEntries(
  db: AppContext['db'],
  rows: readonly ChangeRow[],
  byName: ReadonlyMap<string, EntityDefinition>,
  scope: Scope,
  maxBytes = FEED_PAGE_BYTES,
): Promise<FeedPageBody> {
  // The latest change of each record in the page is enough: the record is read as it is now.
  const latest = new Map<string, ChangeRow>();
  for (const row of rows) {
    const key = `${row.entity}:${row.recordId}`;
    latest.delete(key); // keeps the map in order of each record's latest change
    latest.set(key, row);
  }
  const ordered = [...latest.values()];
  const entries: string[] = [];
  let bytes = 0;
  for (let start = 0; start < ordered.length; start += READ_CHUNK) {
    const chunk = ordered.slice(start, start + READ_CHUNK);
    const records = await readRecords(db, chunk, byName, scope);
    for (const row of chunk) {
      const entry = feedEntry(
        row,
        byName.get(row.entity),
        records.get(`${row.entity}:${row.recordId}`),
        scope,
      );
      if (entry) {
        const json = JSON.stringify(entry);
        entries.push(json);
        bytes += json.length;
      }
      if (bytes >= maxBytes && row !== ordered.at(-1)) {
        return { entries, cursor: row.seq, cut: true };
      }
    }
  }
  return { entries, cursor: ordered.at(-1)?.seq, cut: false };
}

/** The records of the upserts in `rows` the caller may see, by `entity:id`. */
async function readRecords(
  db: AppContext['db'],
  rows: readonly ChangeRow[],
  byName: ReadonlyMap<string, EntityDefinition>,
  scope: Scope,
): Promise<Map<string, Row>> {
  const upserts = new Map<string, string[]>();
  for (const row of rows) {
    const entity = byName.get(row.entity);
    if (row.op === 'upsert' && entity && (!entity.scopeKeys || inScope(scope, row.scopeAfter))) {
      upserts.set(row.entity, [...(upserts.get(row.entity) ?? []), row.recordId]);
    }
  }
  const records = new Map<string, Row>();
  for (const [name, ids] of upserts) {
    const entity = byName.get(name);
    if (!entity) continue;
    const found = (await db
      .select()
      .from(entity.table)
      .where(inArray(entity.table.id, ids))) as Row[];
    for (const record of found) records.set(`${name}:${record.id}`, record);
  }
  return records;
}

/** One feed entry: the record to store, or one to drop (deleted, or out of the caller's scope). */
function feedEntry(
  row: ChangeRow,
  entity: EntityDefinition | undefined,
  record: Row | undefined,
  scope: Scope,
): object | undefined {
  const base = { seq: row.seq, entity: row.entity, id: row.recordId };
  if (
    entity &&
    record &&
    (!entity.scopeKeys || inScope(scope, (record.scopeKeys as string[]) ?? []))
  ) {
    return { ...base, op: 'upsert', record: presentRecord(entity, record) };
  }
  if (row.op === 'delete') return { ...base, op: 'delete' };
  if (!record || (entity?.scopeKeys && !inScope(scope, row.scopeAfter))) {
    // Deleted since, or now outside the caller's scope: the client drops its copy.
    return { ...base, op: 'remove' };
  }
  return undefined;
}
