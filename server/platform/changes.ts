import { sql } from 'drizzle-orm';
import { bulkInsert } from '../db/bulk-insert';
import { type Db, queryRows } from '../db/client';
import { changes } from '../db/schema';

/** A transaction (or the database): what every write helper takes. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// Writers take this lock before numbering their changes and hold it until they commit, so
// change numbers follow commit order and a reader's cursor can never pass a late commit.
const CHANGE_LOCK = 7_245_002;

export type ChangeOp = 'upsert' | 'delete';

export interface ChangeEntry {
  entity: string;
  recordId: string;
  op: ChangeOp;
  /** Scope keys before the change (empty for a new record). */
  scopeBefore: readonly string[];
  /** Scope keys after the change (empty for a deletion). */
  scopeAfter: readonly string[];
}

/** Numbers the changes of one transaction in commit order and appends them to the feed. */
export class ChangeWriter {
  #next: number | undefined;

  constructor(private readonly tx: Tx) {}

  /** Appends the changes and returns their numbers (to store as the records' `seq`). */
  async record(entries: readonly ChangeEntry[]): Promise<number[]> {
    if (entries.length === 0) return [];
    if (this.#next === undefined) {
      await this.tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_LOCK})`);
      const [row] = await queryRows<{ max: string | number | null }>(
        this.tx,
        sql`select max(seq) as max from changes`,
      );
      this.#next = Number(row?.max ?? 0) + 1;
    }
    const first = this.#next;
    this.#next += entries.length;
    const rows = entries.map((entry, index) => ({
      seq: first + index,
      entity: entry.entity,
      recordId: entry.recordId,
      op: entry.op,
      scopeBefore: [...entry.scopeBefore],
      scopeAfter: [...entry.scopeAfter],
    }));
    // One JSON parameter per batch: a seed of 20,000 students appends 280,000 changes.
    await bulkInsert(this.tx, changes, rows);
    return rows.map((row) => row.seq);
  }
}
