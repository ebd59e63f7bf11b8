import type { CollegiumDb } from './database';
import { orderKey } from './local-records';
import { interpretResult, type Outcome, sendable, statusOfError } from './outcomes';
import { settle } from './settle';
import type { BatchOperation, BatchResult, OutboxEntry } from './types';

/** What one replay run did; `nextAttemptAt` is the earliest retry still waiting (for a timer). */
export interface ReplaySummary {
  batches: number;
  sent: number;
  done: number;
  retrying: number;
  conflicts: number;
  rejected: number;
  /** Entries waiting behind an unfinished earlier entry of the same record. */
  held: number;
  /** A 401 stopped the run: ask the same user to sign in, then call resumeAfterSignIn. */
  authRequired: boolean;
  nextAttemptAt?: string;
}

/** Options of replayOutbox. */
export interface ReplayOptions {
  now?: Date;
  batchSize?: number;
  random?: () => number;
  /** Sends an entry with files (multipart); without it such entries wait and retry. */
  upload?: UploadTransport;
  /**
   * Sends entries waiting out a backoff now: the connection has just come back, which is what
   * the backoff was waiting for (a device back online does not sit out minutes of it).
   */
  retryNow?: boolean;
}

/** Sends one entry that carries files; throws on a network failure (see transport.ts). */
export type UploadTransport = (entry: OutboxEntry) => Promise<BatchResult>;

/**
 * Sends one batch (POST /api/batch) and answers its results in order. Throws on a network
 * failure, and with an error carrying `status` (or ky's `response.status`) when the batch call
 * itself is refused (401 session gone, 413 too large, 5xx).
 */
export type BatchTransport = (operations: BatchOperation[]) => Promise<BatchResult[]>;

/** True when the entry must go as multipart rather than in a batch. */
export function hasFiles(entry: OutboxEntry): boolean {
  return (entry.files?.length ?? 0) > 0;
}

/** The outcome of sending one entry with files: its answer, or retry/auth when there is none. */
async function uploadOutcome(entry: OutboxEntry, upload?: UploadTransport): Promise<Outcome> {
  if (!upload) return { kind: 'retry' };
  try {
    return interpretResult(await upload(entry));
  } catch (error) {
    return statusOfError(error) === 401 ? { kind: 'auth' } : { kind: 'retry' };
  }
}

function count(summary: ReplaySummary, outcomes: readonly Outcome[]): void {
  for (const outcome of outcomes) {
    if (outcome.kind === 'done') summary.done += 1;
    else if (outcome.kind === 'retry') summary.retrying += 1;
    else if (outcome.kind === 'conflict') summary.conflicts += 1;
    else if (outcome.kind === 'rejected') summary.rejected += 1;
    else summary.authRequired = true;
  }
}

// Entries left in 'sending' come from a run that crashed or lost the page mid-request. The run
// holds the outbox lock, so no other runner is sending them: resend them. That is safe because
// each carries its entry id as Idempotency-Key: if the server did run it, it answers the stored
// first response (or 409 "still running" → retry) and changes nothing again.
function isDue(entry: OutboxEntry, now: Date, retryNow = false): boolean {
  if (entry.state === 'pending' || entry.state === 'sending') return true;
  if (entry.state !== 'retrying') return false;
  return retryNow || (entry.nextAttemptAt ?? '') <= now.toISOString();
}

/** The batch operation that sends an entry (its id is the Idempotency-Key). */
export function toOperation(entry: OutboxEntry): BatchOperation {
  return {
    method: entry.method,
    path: entry.path,
    ...(entry.body !== undefined ? { body: entry.body } : {}),
    ...(entry.baseVersion !== undefined ? { ifMatch: entry.baseVersion } : {}),
    idempotencyKey: entry.id,
  };
}

/**
 * Picks the next batch and marks its sendable entries 'sending', in one transaction so no other
 * write (an edit, a discard) slips between the choice and the mark. Oldest first; one entry per
 * order key, and none behind an unfinished earlier entry of the same key (counted as held). The
 * read stops once the batch is full, so `held` counts only the entries before that point; the
 * run's last look, which finds nothing more to send, reads them all.
 */
async function takeBatch(
  db: CollegiumDb,
  now: Date,
  batchSize: number,
  attempted: ReadonlySet<string>,
  retryNow: boolean,
): Promise<{ batch: OutboxEntry[]; held: number }> {
  return db.transaction('rw', db.outbox, async () => {
    const blocked = new Set<string>();
    const batch: OutboxEntry[] = [];
    let held = 0;
    // The createdAt index orders ties by id, as byCreatedAt does.
    await db.outbox
      .orderBy('createdAt')
      .until(() => batch.length >= batchSize)
      .each((entry) => {
        const key = orderKey(entry);
        const due = !attempted.has(entry.id) && isDue(entry, now, retryNow);
        if (blocked.has(key)) {
          if (due) held += 1;
          return;
        }
        blocked.add(key);
        if (due) {
          batch.push(
            sendable(entry) ? { ...entry, state: 'sending', updatedAt: now.toISOString() } : entry,
          );
        }
      });
    await db.outbox.bulkPut(batch.filter((entry) => entry.state === 'sending'));
    return { batch, held };
  });
}

/**
 * Replays the outbox (call it under withOutboxLock): oldest first, at most one entry per record
 * per batch and none while an earlier entry of that record is unfinished, other records keep
 * moving. Runs batches until nothing is due, or a 401 stops it with every entry kept.
 */
export async function replayOutbox(
  db: CollegiumDb,
  transport: BatchTransport,
  options: ReplayOptions = {},
): Promise<ReplaySummary> {
  const now = options.now ?? new Date();
  const random = options.random ?? Math.random;
  let batchSize = Math.max(1, options.batchSize ?? 50);
  const summary: ReplaySummary = {
    batches: 0,
    sent: 0,
    done: 0,
    retrying: 0,
    conflicts: 0,
    rejected: 0,
    held: 0,
    authRequired: false,
  };
  const attempted = new Set<string>();
  for (;;) {
    const { batch, held } = await takeBatch(
      db,
      now,
      batchSize,
      attempted,
      options.retryNow ?? false,
    );
    summary.held = held;
    if (batch.length === 0) break;
    for (const entry of batch) attempted.add(entry.id);

    // An entry the batch endpoint would refuse as a whole must not wedge the others.
    const unsendable = batch.filter((entry) => entry.state !== 'sending');
    const inFlight = batch.filter((entry) => entry.state === 'sending');
    await settle(
      db,
      unsendable,
      () => ({
        kind: 'rejected',
        error: { message: 'This change cannot be sent: its request is malformed' },
      }),
      { now },
    );
    summary.rejected += unsendable.length;

    // Entries with files go one by one as multipart; the others together in one batch.
    const filed = inFlight.filter(hasFiles);
    const sending = inFlight.filter((entry) => !hasFiles(entry));
    if (filed.length > 0) {
      summary.sent += filed.length;
      const answers: Outcome[] = [];
      for (const entry of filed) answers.push(await uploadOutcome(entry, options.upload));
      count(
        summary,
        await settle(db, filed, (_entry, i) => answers[i] ?? { kind: 'retry' }, {
          now,
          random,
        }),
      );
      if (summary.authRequired) break;
    }
    if (sending.length === 0) continue;

    summary.batches += 1;
    summary.sent += sending.length;
    let results: BatchResult[] | undefined;
    let failure: Outcome | undefined;
    try {
      results = await transport(sending.map(toOperation));
    } catch (error) {
      const status = statusOfError(error);
      if (
        status !== undefined &&
        status >= 400 &&
        status < 500 &&
        ![401, 408, 429].includes(status)
      ) {
        if (sending.length > 1) {
          // The batch as a whole was refused (too large, one malformed op): resend one by one.
          for (const entry of sending) attempted.delete(entry.id);
          batchSize = 1;
          continue;
        }
        failure = interpretResult({ status, body: null });
      } else {
        failure = status === 401 ? { kind: 'auth' } : { kind: 'retry' };
      }
    }
    const outcomes = await settle(
      db,
      sending,
      (_entry, index) => {
        const result = results?.[index];
        // No answer for this entry (a short reply) counts as a network failure.
        return failure ?? (result ? interpretResult(result) : { kind: 'retry' });
      },
      { now, random },
    );
    count(summary, outcomes);
    if (summary.authRequired) break;
  }
  const waiting = (await db.outbox.where('state').equals('retrying').toArray())
    .map((entry) => entry.nextAttemptAt ?? '')
    .sort();
  if (waiting[0]) summary.nextAttemptAt = waiting[0];
  return summary;
}

/** After the same user signed in again: entries stopped by a 401 go back in the queue. */
export async function resumeAfterSignIn(db: CollegiumDb): Promise<number> {
  return db.outbox.where('state').equals('auth').modify({ state: 'pending' });
}

// Without navigator.locks (old browsers, Node tests) runs are chained per user within this one
// JavaScript context. That cannot exclude a second context (page and service worker); it is
// acceptable only there because a duplicate send still carries the same Idempotency-Key, so the
// server applies each entry once and the second sender gets the stored answer or a 409 "still
// running" that is retried.
const chains = new Map<string, Promise<unknown>>();

/** Runs fn as the only outbox runner of this user (navigator.locks when available). */
export async function withOutboxLock<T>(userId: string, fn: () => Promise<T>): Promise<T> {
  const name = `collegium-outbox-${userId}`;
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request(name, () => fn());
  const previous = chains.get(name) ?? Promise.resolve();
  const run = previous.then(
    () => fn(),
    () => fn(),
  );
  const tail = run.catch(() => undefined);
  chains.set(name, tail);
  try {
    return await run;
  } finally {
    if (chains.get(name) === tail) chains.delete(name);
  }
}
