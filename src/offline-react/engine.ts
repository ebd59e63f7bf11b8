import { apiFetch } from '../api/client';
import {
  type CollegiumDb,
  getMeta,
  openUserDatabase,
  setMeta,
  wasWiped,
} from '../offline/database';
import { countsByState } from '../offline/outbox-actions';
import { replayOutbox, resumeAfterSignIn, withOutboxLock } from '../offline/replay';
import { pullChanges } from '../offline/sync';
import { createTransport } from '../offline/transport';
import { offline } from './state';

const SYNC_EVERY_MS = 60_000;
const transport = createTransport(apiFetch);
const CREATED_KEY = (userId: string) => `collegium.db.${userId}`;

/**
 * The page side of the offline model for one signed-in user: fills and refreshes the device's
 * copy from the change feed, and replays the outbox (start, `online`, `visibilitychange`, a timer,
 * after each queued change), one runner at a time (architecture §5).
 */
export class OfflineEngine {
  private timer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOnline = () => {
    offline.online = true;
    void this.replayNow().then(() => this.syncNow());
  };
  private readonly onOffline = () => {
    offline.online = false;
  };
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') void this.replayNow().then(() => this.syncNow());
  };

  private constructor(
    readonly userId: string,
    readonly db: CollegiumDb,
  ) {}

  /** Opens the user's database and starts syncing. */
  static async start(userId: string): Promise<OfflineEngine> {
    const db = await openUserDatabase(userId);
    const engine = new OfflineEngine(userId, db);
    await engine.checkWiped();
    window.addEventListener('online', engine.onOnline);
    window.addEventListener('offline', engine.onOffline);
    document.addEventListener('visibilitychange', engine.onVisible);
    engine.timer = setInterval(() => void engine.syncNow(), SYNC_EVERY_MS);
    void engine.askPersistence();
    // Changes that waited for this user to sign in again go now.
    await resumeAfterSignIn(db);
    offline.needsSignIn = false;
    await engine.refreshCounts();
    void engine.replayNow().then(() => engine.syncNow());
    return engine;
  }

  /** Stops listening; the database stays (its queue is the user's). */
  stop(): void {
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisible);
    clearInterval(this.timer);
    clearTimeout(this.retryTimer);
    this.db.close();
  }

  // The browser may evict the database; a marker kept outside it tells eviction from a first run.
  private async checkWiped(): Promise<void> {
    const known = localStorage.getItem(CREATED_KEY(this.userId));
    offline.wiped = await wasWiped(this.db, known);
    const created = await getMeta<string>(this.db, 'createdAt');
    if (created) localStorage.setItem(CREATED_KEY(this.userId), created);
  }

  private async askPersistence(): Promise<void> {
    const storage = navigator.storage;
    if (!storage?.estimate) return;
    const persisted = (await storage.persisted?.()) || (await storage.persist?.()) || false;
    const { usage = 0, quota = 0 } = await storage.estimate();
    offline.storage = { usage, quota, persisted };
  }

  /** Updates the counts the sync status shows. */
  async refreshCounts(): Promise<void> {
    const counts = await countsByState(this.db);
    offline.pending =
      (counts.pending ?? 0) + (counts.sending ?? 0) + (counts.retrying ?? 0) + (counts.auth ?? 0);
    offline.conflicts = counts.conflict ?? 0;
    offline.rejected = counts.rejected ?? 0;
    offline.needsSignIn = (counts.auth ?? 0) > 0;
  }

  /** Pulls the changes since the last sync. */
  async syncNow(): Promise<void> {
    if (offline.syncing || !navigator.onLine) return;
    offline.syncing = true;
    try {
      const first = (await getMeta<number>(this.db, 'cursor')) === undefined;
      let total = 0;
      await pullChanges(
        this.db,
        async (cursor) => {
          const page = await transport.fetchFeedPage(cursor);
          if (first && total === 0) total = page.remaining ?? page.changes.length;
          return page;
        },
        ({ applied, done }) => {
          offline.initial = first && !done ? { applied, total: Math.max(total, applied) } : null;
        },
      );
      offline.lastSyncedAt = new Date().toISOString();
      offline.wiped = false;
      offline.error = null;
      await setMeta(this.db, 'lastSyncedAt', offline.lastSyncedAt);
    } catch (error) {
      offline.error = error instanceof Error ? `Sync failed: ${error.message}` : 'Sync failed';
    } finally {
      offline.syncing = false;
      offline.initial = null;
    }
  }

  /** Sends what waits in the outbox (one runner per user across tabs and the service worker). */
  async replayNow(): Promise<void> {
    if (!navigator.onLine) return;
    const summary = await withOutboxLock(this.userId, () =>
      replayOutbox(this.db, transport.sendBatch, { upload: transport.sendWithFiles }),
    );
    await this.refreshCounts();
    if (summary.nextAttemptAt) {
      clearTimeout(this.retryTimer);
      const wait = Math.max(1000, Date.parse(summary.nextAttemptAt) - Date.now());
      this.retryTimer = setTimeout(() => void this.replayNow(), wait);
    }
    if (summary.sent > 0) void this.syncNow();
  }

  /** After a change is queued: try to send it now, and ask the service worker to retry later. */
  async afterQueued(): Promise<void> {
    await this.refreshCounts();
    const registration = await navigator.serviceWorker?.getRegistration?.();
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register('collegium-outbox').catch(() => undefined);
    void this.replayNow();
  }
}
