/// <reference lib="webworker" />
import { openUserDatabase } from '../src/offline/database';
import { replayOutbox, withOutboxLock } from '../src/offline/replay';
import type { BatchOperation, BatchResult } from '../src/offline/types';
import { sendWithFiles } from '../src/offline/upload';

/** The tag the page registers after queueing a change (Background Sync, where supported). */
export const OUTBOX_SYNC_TAG = 'collegium-outbox';

async function sendBatch(operations: BatchOperation[]): Promise<BatchResult[]> {
  const response = await fetch('/api/batch', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operations }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return (body as { results: BatchResult[] }).results;
  // The whole batch was refused (401: session ended; 5xx): each entry gets that answer.
  return operations.map(() => ({ status: response.status, body }));
}

/**
 * Replays the outbox of the user signed in on this browser, from the service worker with no page
 * open. Only that user's queue is sent: another user's queue must never go with this session.
 */
export async function replayFromWorker(): Promise<void> {
  const account = await fetch('/api/auth/account', { credentials: 'same-origin' });
  if (!account.ok) return; // signed out (or offline): the page resumes after the next sign-in
  const { id } = (await account.json()) as { id: string };
  const db = await openUserDatabase(id);
  try {
    await withOutboxLock(id, () => replayOutbox(db, sendBatch, { upload: sendWithFiles }));
  } finally {
    db.close();
  }
}
