import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { xeroQueue } from '../../db/schema';
import { type XeroApi, XeroError, type XeroOutcome } from '../../integrations/xero/client';
import { limitedXeroApi, type XeroLimits } from '../../integrations/xero/limits';
import {
  type KindSender,
  type PullSummary,
  pullFromXero,
  type QueueRow,
  XERO_KINDS,
  type XeroKind,
  xeroSenders,
} from './xero-records';

// The "waiting for Xero" queue (spec §2.3 "Xero as the ledger of record"). What must reach Xero
// is found from the ledger itself: every sent invoice, credit note and payment against an
// invoice whose current (id, version) has no queue row gets a `waiting` one, so no other code
// enqueues anything. A run sends them in order (contacts, invoices, credit notes, payments) in
// batches, marks each row sent with Xero's id or failed with Xero's messages (kept, shown and
// sent again only on demand), then pulls back the payments recorded in Xero. A row's id is the
// Idempotency-Key of its record (`invoice:<id>:v<version>`); a batch's key is derived from its
// rows' ids, so a batch sent again after a crash is the same request.

export interface XeroSyncOptions extends XeroLimits {
  /** Records per call (Xero takes many per PUT; 50 keeps a call small). */
  batchSize?: number;
}

/** What one run did; `error` when it stopped early (Xero away, refusing the token, limits). */
export interface XeroRun {
  startedAt: string;
  finishedAt: string;
  queued: number;
  sent: number;
  failed: number;
  pulled: PullSummary;
  error?: { status: number; messages: string[] };
}

export type RetryOutcome =
  | { status: 'sent'; row: QueueRow }
  | { status: 'failed'; row: QueueRow }
  | { status: 'waiting'; row: QueueRow; waitFor: string };

const rowIdOf = (kind: XeroKind, recordId: string, version: number) =>
  `${kind}:${recordId}:v${version}`;

/** The Idempotency-Key of a batch: the row's id alone, or a digest of the rows' ids. */
export function batchKey(rowIds: readonly string[]): string {
  if (rowIds.length === 1) return rowIds[0] ?? '';
  return `batch:${createHash('sha256').update(rowIds.join('\n')).digest('hex').slice(0, 40)}`;
}

/**
 * Adds a waiting row for every record Xero has not had at its current version (contacts: every
 * student with one). Answers how many were added.
 */
export async function enqueueFromLedger(db: Db): Promise<number> {
  const records = await db.execute(sql`
    insert into xero_queue (id, kind, record_id, record_version)
    select 'invoice:' || id || ':v' || version, 'invoice', id, version
      from invoices where sent_on is not null
    union all
    select 'credit-note:' || id || ':v' || version, 'credit-note', id, version from credit_notes
    union all
    select 'payment:' || id || ':v' || version, 'payment', id, version
      from payments where invoice_id is not null
    on conflict (id) do nothing
    returning id`);
  const contacts = await db.execute(sql`
    insert into xero_queue (id, kind, record_id)
    select distinct 'contact:' || student_id || ':v1', 'contact', student_id from (
      select student_id from invoices where sent_on is not null
      union select student_id from credit_notes
      union select student_id from payments where invoice_id is not null) as ledger
    on conflict (id) do nothing
    returning id`);
  const count = (result: unknown) =>
    (result as { rows?: unknown[] }).rows?.length ?? (Array.isArray(result) ? result.length : 0);
  return count(records) + count(contacts);
}

export class XeroSync {
  readonly #db: Db;
  readonly #api: XeroApi;
  readonly #batchSize: number;
  readonly #senders: ReturnType<typeof xeroSenders>;
  /** Runs and retries one at a time (a retry waits for a run to end). */
  #turn: Promise<unknown> = Promise.resolve();
  #running: Promise<XeroRun> | undefined;
  lastRun: XeroRun | undefined;

  constructor(db: Db, api: XeroApi, options: XeroSyncOptions = {}) {
    this.#db = db;
    this.#api = limitedXeroApi(api, options);
    this.#batchSize = options.batchSize ?? 50;
    this.#senders = xeroSenders(db, this.#api);
  }

  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const next = this.#turn.then(task, task);
    this.#turn = next.catch(() => undefined);
    return next;
  }

  /** True while a run is under way. */
  get running(): boolean {
    return this.#running !== undefined;
  }

  /** Finds what Xero lacks, pushes it, pulls payments back. One run at a time; a second call joins it. */
  run(): Promise<XeroRun> {
    if (!this.#running) {
      this.#running = this.#exclusive(() => this.#run()).finally(() => {
        this.#running = undefined;
      });
    }
    return this.#running;
  }

  async #run(): Promise<XeroRun> {
    const startedAt = new Date().toISOString();
    const run: XeroRun = {
      startedAt,
      finishedAt: startedAt,
      queued: 0,
      sent: 0,
      failed: 0,
      pulled: { payments: 0, statuses: {} },
    };
    try {
      run.queued = await enqueueFromLedger(this.#db);
      for (const kind of XERO_KINDS) {
        const rows = await this.#db
          .select()
          .from(xeroQueue)
          .where(
            and(
              eq(xeroQueue.kind, kind),
              eq(xeroQueue.status, 'waiting'),
              or(isNull(xeroQueue.notBefore), lte(xeroQueue.notBefore, sql`now()`)),
            ),
          )
          .orderBy(asc(xeroQueue.createdAt), asc(xeroQueue.id));
        for (let start = 0; start < rows.length; start += this.#batchSize) {
          const done = await this.#push(kind, rows.slice(start, start + this.#batchSize), false);
          run.sent += done.sent;
          run.failed += done.failed;
        }
      }
      run.pulled = await pullFromXero(this.#db, this.#api, this.#batchSize);
    } catch (error) {
      if (!(error instanceof XeroError)) throw error;
      run.error = { status: error.status, messages: error.messages };
    } finally {
      run.finishedAt = new Date().toISOString();
      this.lastRun = run;
    }
    return run;
  }

  /** Sends one failed (or waiting) row again now, alone. */
  retry(rowId: string): Promise<RetryOutcome | undefined> {
    return this.#exclusive(async () => {
      const [row] = await this.#db.select().from(xeroQueue).where(eq(xeroQueue.id, rowId));
      if (!row) return undefined;
      if (row.status === 'sent') return { status: 'sent', row };
      await this.#db
        .update(xeroQueue)
        .set({ status: 'waiting', notBefore: null, updatedAt: sql`now()` })
        .where(eq(xeroQueue.id, rowId));
      const done = await this.#push(row.kind as XeroKind, [row], true);
      const [after] = await this.#db.select().from(xeroQueue).where(eq(xeroQueue.id, rowId));
      if (!after) return undefined;
      if (done.waitFor) return { status: 'waiting', row: after, waitFor: done.waitFor };
      return { status: after.status === 'sent' ? 'sent' : 'failed', row: after };
    });
  }

  #push(kind: XeroKind, rows: QueueRow[], alone: boolean) {
    switch (kind) {
      case 'contact':
        return this.#pushWith(this.#senders.contact, rows, alone);
      case 'invoice':
        return this.#pushWith(this.#senders.invoice, rows, alone);
      case 'credit-note':
        return this.#pushWith(this.#senders['credit-note'], rows, alone);
      case 'payment':
        return this.#pushWith(this.#senders.payment, rows, alone);
    }
  }

  /**
   * Sends a batch: what Xero already holds under our numbers is marked sent (a crash after Xero
   * created it, or an import by hand); the rest is created in one call. A batch Xero refuses as a
   * whole (400) is sent again record by record, so one bad record fails alone. Any other failure
   * ends the run: the rows stay waiting with the error.
   */
  async #pushWith<T>(
    sender: KindSender<T>,
    rows: QueueRow[],
    alone: boolean,
  ): Promise<{ sent: number; failed: number; waitFor?: string }> {
    const prepared = await sender.prepare(rows);
    const result: { sent: number; failed: number; waitFor?: string } = { sent: 0, failed: 0 };
    const ready: { rowId: string; payload: T; match: string }[] = [];
    for (const each of prepared) {
      if ('waitFor' in each) {
        result.waitFor = each.waitFor;
        await this.#mark(each.rowId, { lastError: each.waitFor });
      } else ready.push(each);
    }
    if (ready.length === 0) return result;
    const settled = new Set<string>();
    try {
      const existing = await sender.existing(ready);
      const toCreate = [];
      for (const each of ready) {
        const xeroId = existing.get(each.match);
        if (xeroId) {
          await this.#settle(sender, each, xeroId, result);
          settled.add(each.rowId);
        } else toCreate.push(each);
      }
      if (toCreate.length === 0) return result;
      // A row Xero refused before is sent under a key of its own: its first key would replay
      // the refusal.
      const refusedBefore = (row: QueueRow) =>
        row.status === 'failed' ||
        (Array.isArray(row.validationErrors) && row.validationErrors.length > 0);
      const keyOf = new Map(
        rows.map((row) => [row.id, refusedBefore(row) ? `${row.id}:a${row.attempts}` : row.id]),
      );
      const outcomes = await this.#create(
        sender,
        toCreate.map((each) => ({ ...each, key: keyOf.get(each.rowId) ?? each.rowId })),
        alone,
      );
      for (const [index, outcome] of outcomes.entries()) {
        const each = toCreate[index];
        const rowId = each?.rowId ?? '';
        if (outcome.ok && each) {
          await this.#settle(sender, each, outcome.xeroId, result);
        } else if (!outcome.ok) {
          await this.#failed(rowId, outcome.messages);
          result.failed += 1;
        }
        settled.add(rowId);
      }
      return result;
    } catch (error) {
      if (error instanceof XeroError) {
        // What Xero answered for stays as it is; the rest waits, with the error.
        await this.#mark(
          ready.map((each) => each.rowId).filter((id) => !settled.has(id)),
          { lastError: error.message, attempts: sql`${xeroQueue.attempts} + 1` },
        );
      }
      throw error;
    }
  }

  async #create<T>(
    sender: KindSender<T>,
    batch: { rowId: string; key: string; payload: T }[],
    alone: boolean,
  ): Promise<XeroOutcome[]> {
    try {
      return await sender.create(
        batch.map((each) => each.payload),
        batchKey(batch.map((each) => each.key)),
        alone,
      );
    } catch (error) {
      if (!(error instanceof XeroError) || error.status !== 400) throw error;
      if (batch.length === 1) return [{ ok: false as const, messages: error.messages }];
      const outcomes: XeroOutcome[] = [];
      for (const each of batch) outcomes.push(...(await this.#create(sender, [each], true)));
      return outcomes;
    }
  }

  /** A record Xero holds: what follows it there (a credit note's allocation), then sent or failed. */
  async #settle<T>(
    sender: KindSender<T>,
    each: { rowId: string; payload: T },
    xeroId: string,
    result: { sent: number; failed: number },
  ) {
    const problems = (await sender.finish?.(each.payload, xeroId)) ?? [];
    if (problems.length === 0) {
      await this.#sent(each.rowId, xeroId);
      result.sent += 1;
      return;
    }
    await this.#failed(each.rowId, problems);
    await this.#mark(each.rowId, { xeroId });
    result.failed += 1;
  }

  #sent(rowId: string, xeroId: string) {
    return this.#mark(rowId, {
      status: 'sent',
      xeroId,
      lastError: null,
      validationErrors: [],
      sentAt: sql`now()`,
      attempts: sql`${xeroQueue.attempts} + 1`,
    });
  }

  #failed(rowId: string, messages: string[]) {
    return this.#mark(rowId, {
      status: 'failed',
      lastError: messages.join(' '),
      validationErrors: messages,
      attempts: sql`${xeroQueue.attempts} + 1`,
    });
  }

  async #mark(ids: string | string[], values: PgUpdateSetSource<typeof xeroQueue>) {
    const list = Array.isArray(ids) ? ids : [ids];
    if (list.length === 0) return;
    await this.#db
      .update(xeroQueue)
      .set({ ...values, updatedAt: sql`now()` })
      .where(inArray(xeroQueue.id, list));
  }
}

export { rowIdOf };
