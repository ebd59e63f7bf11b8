import { type CollegiumDb, getMeta, META_KEYS, openUserDatabase } from './database';
import { pullChanges } from './sync';
import { createTransport, type Fetch } from './transport';

/** What the page asks the sync worker: pull the change feed into this user's database. */
export interface SyncRequest {
  userId: string;
}

/** What the sync worker tells the page while and after it pulls. */
export type SyncMessage =
  | { type: 'progress'; first: boolean; applied: number; total: number; done: boolean }
  | { type: 'done'; applied: number; cursor: number; writeMs: number }
  | { type: 'failed'; message: string; status?: number };

/**
 * Pulls the change feed into the user's database and reports as it goes: the whole of a sync,
 * fetching, reading the JSON and writing to IndexedDB, so the page can run it in a worker and
 * keep its main thread for the screens (architecture §7). Without an open database (the worker)
 * it opens one for this pull and closes it after, so the worker holds no connection between syncs;
 * the page passes its own.
 */
export async function runSync(
  request: SyncRequest,
  send: Fetch,
  post: (message: SyncMessage) => void,
  open?: CollegiumDb,
): Promise<void> {
  const transport = createTransport(send);
  let db: CollegiumDb | undefined = open;
  try {
    // Its own database (the worker) runs no live queries: no query cache to keep up.
    db ??= await openUserDatabase(request.userId, { cache: 'disabled' });
    // A first sync shows its progress against the changes the feed says are left.
    const first = (await getMeta<number>(db, META_KEYS.cursor)) === undefined;
    let total = 0;
    const result = await pullChanges(
      db,
      async (cursor) => {
        const page = await transport.fetchFeedPage(cursor);
        if (total === 0) total = page.remaining ?? page.changes.length;
        return page;
      },
      ({ applied, done }) =>
        post({ type: 'progress', first, applied, total: Math.max(total, applied), done }),
    );
    post({ type: 'done', ...result });
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    post({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
      ...(typeof status === 'number' ? { status } : {}),
    });
  } finally {
    // A database the caller opened stays open: it is the page's own.
    if (!open) db?.close();
  }
}
