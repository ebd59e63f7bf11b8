import { is, type SQL, sql } from 'drizzle-orm';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { BULK_BATCH } from '../db/bulk-insert';
import { type Db, queryRows } from '../db/client';

/** A transaction (or the database): what every write helper takes. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// Change numbers (migration 0008): writers draw them from a sequence under this lock taken
// shared and held until commit, so writers never wait for each other; a feed reader takes it
// exclusively for a moment (`settledChangeNumber`) to learn up to where every number is settled.
const CHANGE_LOCK = 7_245_002;

export type ChangeOp = 'upsert' | 'delete';

/**
 * True on the embedded PGlite, which runs one transaction at a time (its own lock): row locks
 * and the change lock order nothing there, and each would be a statement per write for nothing.
 */
export function runsOneTransactionAtATime(tx: Tx): boolean {
  return is(tx, PgliteTransaction) || is(tx, PgliteDatabase);
}

export interface ChangeEntry {
  entity: string;
  recordId: string;
  op: ChangeOp;
  /** Scope keys before the change (empty for a new record). */
  scopeBefore: readonly string[];
  /** Scope keys after the change (empty for a deletion). */
  scopeAfter: readonly string[];
}

/**
 * `append_change(...)` (migration 0008): appends one change numbered under the shared lock and
 * answers its number, so a record's INSERT or UPDATE stores it as `seq` in the same statement.
 */
export function appendChangeSql(entry: ChangeEntry): SQL {
  return sql`append_change(${entry.entity}, ${entry.recordId}, ${entry.op},
    ${sql.param([...entry.scopeBefore])}::text[], ${sql.param([...entry.scopeAfter])}::text[])`;
}

/**
 * The last change number a feed reader may hand out as a cursor: every change numbered up to
 * it is committed or rolled back, so none can appear later below it. Run it on its own (not in
 * a transaction): it holds the change lock exclusively until its transaction ends.
 */
export async function settledChangeNumber(db: Pick<Db, 'execute'>): Promise<number> {
  const [row] = await queryRows<{ settled: string | number }>(
    db,
    sql`select settled_change_number() as settled`,
  );
  return Number(row?.settled ?? 0);
}

/** Appends changes to the feed and numbers them (migration 0008's sequence). */
export class ChangeWriter {
  #locked = false;

  constructor(private readonly tx: Tx) {}

  /** Appends the changes and returns their numbers, in the entries' order (to store as `seq`). */
  async record(entries: readonly ChangeEntry[]): Promise<number[]> {
    const [only] = entries;
    if (!only) return [];
    if (entries.length === 1) {
      const [row] = await queryRows<{ seq: string | number }>(
        this.tx,
        sql`select ${appendChangeSql(only)} as seq`,
      );
      if (!row) throw new Error('Appending a change returned nothing');
      return [Number(row.seq)];
    }
    // Many changes: the lock once, then the sequence itself (a function call per row would
    // cost the seed's 280,000 changes seconds).
    if (!this.#locked && !runsOneTransactionAtATime(this.tx)) {
      await this.tx.execute(sql`select pg_advisory_xact_lock_shared(${CHANGE_LOCK})`);
      this.#locked = true;
    }
    const numbers: number[] = new Array(entries.length);
    for (let start = 0; start < entries.length; start += BULK_BATCH) {
      // One JSON parameter per batch; `i` maps each number back to its entry.
      const batch = JSON.stringify(
        entries.slice(start, start + BULK_BATCH).map((entry, index) => ({
          i: start + index,
          entity: entry.entity,
          record_id: entry.recordId,
          op: entry.op,
          scope_before: entry.scopeBefore,
          scope_after: entry.scopeAfter,
        })),
      );
      const rows = await queryRows<{ i: number; seq: string | number }>(
        this.tx,
        sql`with numbered as materialized (
            select nextval('change_numbers') as seq, e.*
            from jsonb_to_recordset(${batch}::jsonb) as e(i int, entity text, record_id text,
              op text, scope_before text[], scope_after text[])
            order by e.i
          ), appended as (
            insert into changes (seq, entity, record_id, op, scope_before, scope_after)
            select seq, entity, record_id, op, scope_before, scope_after from numbered
          )
          select i, seq from numbered`,
      );
      for (const row of rows) numbers[row.i] = Number(row.seq);
    }
    return numbers;
  }
}
