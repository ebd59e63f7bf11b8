import { interpretResult, type Outcome } from './outcomes';
import { type BatchTransport, toOperation } from './replay';
import type { OutboxEntry } from './types';

// A device whose storage is full refuses every write: a change cannot be queued, a draft cannot
// be kept. The page then keeps the typed values and offers them as a file, or sends them now.

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  inner?: unknown;
  cause?: unknown;
}

/**
 * True when the error (or one it wraps: Dexie keeps the browser's error in `inner`, an aborted
 * transaction names it as its cause) says the storage quota is exceeded.
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, code, inner, cause } = error as ErrorLike;
  if (name === 'QuotaExceededError' || code === 22) return true;
  return isStorageFull(inner, depth + 1) || isStorageFull(cause, depth + 1);
}

/** A change the device could not queue (its form still shows it): the request it would have queued. */
export interface UnqueuedChange {
  label: string;
  entry: OutboxEntry;
}

/** What "Send it now" did: the changes the server took, and those still to send (with why). */
export interface DirectSend {
  sent: UnqueuedChange[];
  left: UnqueuedChange[];
  message?: string;
}

function leftBecause(answer: Outcome): string {
  if (answer.kind === 'rejected') return answer.error.message;
  if (answer.kind === 'auth') return 'Your session has ended: sign in again to send it.';
  if (answer.kind === 'conflict') {
    return 'Someone else changed this record: reload it and make the change again.';
  }
  return 'The server could not take it now: try again in a moment.';
}

/**
 * Sends changes the device could not queue straight to the server, in one batch with their
 * Idempotency-Keys (so pressing again after a lost answer applies nothing twice). No answer at
 * all throws, as the outbox's sends do.
 */
export async function sendUnqueued(
  changes: readonly UnqueuedChange[],
  sendBatch: BatchTransport,
): Promise<DirectSend> {
  if (changes.length === 0) return { sent: [], left: [] };
  const results = await sendBatch(changes.map((change) => toOperation(change.entry)));
  const outcome: DirectSend = { sent: [], left: [] };
  for (const [index, change] of changes.entries()) {
    const answer = interpretResult(results[index] ?? { status: 0, body: undefined });
    if (answer.kind === 'done') {
      outcome.sent.push(change);
      continue;
    }
    outcome.left.push(change);
    outcome.message ??= leftBecause(answer);
  }
  return outcome;
}
