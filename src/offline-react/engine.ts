import { apiFetch, noticeUnauthorized } from '../api/http';
import {
  type CollegiumDb,
  getMeta,
  openUserDatabase,
  setMeta,
  wasWiped,
} from '../offline/database';
import { countsByState } from '../offline/outbox-actions';
import { replayOutbox, resumeAfterSignIn, withOutboxLock } from '../offline/replay';
import { runSync, type SyncMessage } from '../offline/sync-runner';
import { createTransport } from '../offline/transport';
import { offline } from './state';

const SYNC_EVERY_MS = 60_000;
// The first sync's JSON parsing and IndexedDB writes stay off the main thread (README, Benchmarks).
const SYNC_IN_WORKER = true;
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
    // The worker's script loads and starts while the outbox is read and replayed.
    engine.syncWorker();
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
    this.worker?.terminate();
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

  /** Pulls the changes since the last sync, in a worker where the browser has them. */
  async syncNow(): Promise<void> {
    if (offline.syncing || !navigator.onLine) return;
    offline.syncing = true;
    try {
      const outcome = await this.pull((message) => {
        if (message.type === 'progress') {
          offline.initial =
            message.first && !message.done
              ? { applied: message.applied, total: message.total }
              : null;
        }
      });
      if (outcome.type === 'failed') {
        if (outcome.status !== undefined) noticeUnauthorized('/api/sync', outcome.status);
        throw new Error(outcome.message);
      }
      if (outcome.type === 'done' && outcome.applied > 0) {
        // The device's own share of the sync, on the page's timeline (DevTools, the benchmark).
        performance.measure('collegium:sync-write', {
          start: performance.now() - outcome.writeMs,
          duration: outcome.writeMs,
        });
      }
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

  /**
   * Runs one pull, reporting its progress; resolves with how it ended. The worker keeps the JSON
   * and the IndexedDB writes of a first sync (seconds on a phone) off the main thread.
   */
  private pull(onProgress: (message: SyncMessage) => void): Promise<SyncMessage> {
    return new Promise((resolve) => {
      const report = (message: SyncMessage) => {
        if (message.type === 'progress') onProgress(message);
        else resolve(message);
      };
      const worker = this.syncWorker();
      if (!worker) {
        void runSync({ userId: this.userId }, apiFetch, report, this.db);
        return;
      }
      const onMessage = (event: MessageEvent<SyncMessage>) => {
        if (event.data.type !== 'progress') stopListening();
        report(event.data);
      };
      // A worker that cannot start (its script failed to load) ends this pull as a failure.
      const onError = (event: Event) => {
        event.preventDefault();
        stopListening();
        report({ type: 'failed', message: 'the sync worker could not start' });
      };
      const stopListening = () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.postMessage({ userId: this.userId });
    });
  }

  private worker: Worker | null | undefined;

  /** The sync worker, started on first use; null where it is off or the browser has none. */
  private syncWorker(): Worker | null {
    if (this.worker === undefined) {
      if (!SYNC_IN_WORKER || typeof Worker === 'undefined') {
        this.worker = null;
      } else {
        const worker = new Worker(new URL('../offline/sync-worker.ts', import.meta.url), {
          type: 'module',
        });
        // A worker whose script failed to load (e.g. started offline) answers nothing: forget
        // it, so the next pull starts a new one instead of waiting for it forever.
        worker.addEventListener('error', () => {
          if (this.worker === worker) this.worker = undefined;
        });
        this.worker = worker;
      }
    }
    return this.worker;
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
