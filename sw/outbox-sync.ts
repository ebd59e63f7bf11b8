/// <reference lib="webworker" />
import { openUserDatabase } from '../src/offline/database';
import { replayOutbox, withOutboxLock } from '../src/offline/replay';
import { createTransport, sameOriginFetch } from '../src/offline/transport';

/** The tag the page registers after queueing a change (Background Sync, where supported). */
export const OUTBOX_SYNC_TAG = 'collegium-outbox';

// The page's transport over the worker's plain fetch: the same requests, the same outcomes.
const transport = createTransport(sameOriginFetch);

/**
 * Replays the outbox of the user signed in on this browser, from the service worker with no page
 * open. Only that user's queue is sent: another user's queue must never go with this session.
 */
export async function replayFromWorker(): Promise<void> {
  const account = await sameOriginFetch('/api/auth/account', { method: 'GET' });
  if (!account.ok) return; // signed out (or offline): the page resumes after the next sign-in
  const { id } = (await account.json()) as { id: string };
  const db = await openUserDatabase(id);
  try {
    await withOutboxLock(id, () =>
      replayOutbox(db, transport.sendBatch, { upload: transport.sendWithFiles }),
    );
  } finally {
    db.close();
  }
}
