import { liveQuery } from 'dexie';
import { apiFetch, noticeUnauthorized } from '../api/http';
import {
  buildEntry,
  type Command,
  CommandValidationError,
  type RunCommandOptions,
  runCommand,
} from '../offline/commands';
import {
  type CollegiumDb,
  ensureCreatedAt,
  getMeta,
  openUserDatabase,
  setMeta,
  wasWiped,
} from '../offline/database';
import { isStorageFull, sendUnqueued } from '../offline/device-full';
import { countStates, exportUnsent, unsentDocument } from '../offline/outbox-actions';
import { replayOutbox, resumeAfterSignIn, withOutboxLock } from '../offline/replay';
import { DeviceCopy, saveHeldDrafts, watchStoreLoss } from '../offline/store-loss';
import { runSync, type SyncMessage } from '../offline/sync-runner';
import { createTransport } from '../offline/transport';
import type { OutboxEntry } from '../offline/types';
import {
  measureSyncWrite,
  pullInWorker,
  startSyncEarly,
  stopSyncWorker,
  syncWorkerAvailable,
} from '../offline/worker-pull';
import { STORAGE_KEY, storedUserId } from '../state/session';
import { notify } from '../state/ui';
import { offline } from './state';

const SYNC_EVERY_MS = 60_000;

/** The device's storage is full: the change was not queued (the form keeps it; see DeviceNotices). */
export class DeviceFullError extends Error {
  constructor(withFiles: boolean) {
    super(
      withFiles
        ? 'This device is full, so the change and its files could not be saved on it. What you typed is still in the form: free some space on the device and press the button again.'
        : 'This device is full, so the change could not be saved on it. What you typed is still in the form: export it or send it now (see the notice at the top).',
    );
    this.name = 'DeviceFullError';
  }
}
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
    void this.replayNow({ retryNow: true }).then(() => this.syncNow());
  };
  private readonly onOffline = () => {
    offline.online = false;
  };
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') void this.replayNow().then(() => this.syncNow());
  };
  // Another tab signed out (or in as someone else): this tab stops sending until the same user
  // signs in again; what it holds stays (architecture §5, "Storage loss").
  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    const here = storedUserId() === this.userId;
    offline.signedOutElsewhere = !here;
    if (here) void this.replayNow().then(() => this.syncNow());
  };
  private unwatch: () => void = () => undefined;
  private queueWatch: { unsubscribe(): void } | undefined;
  private recovering: Promise<void> | undefined;
  /** What this page holds of the unsent changes and drafts, to put back if the store is lost. */
  readonly copy = new DeviceCopy();

  private constructor(
    readonly userId: string,
    readonly db: CollegiumDb,
  ) {}

  /** Opens the user's database and starts syncing. */
  static async start(userId: string): Promise<OfflineEngine> {
    const db = await openUserDatabase(userId);
    const engine = new OfflineEngine(userId, db);
    offline.signedOutElsewhere = false;
    // The pull starts (or goes on, when the sign-in started it) while the outbox is replayed:
    // records with queued changes are written with those changes laid on top.
    startSyncEarly(userId);
    await engine.checkWiped();
    window.addEventListener('online', engine.onOnline);
    window.addEventListener('offline', engine.onOffline);
    document.addEventListener('visibilitychange', engine.onVisible);
    window.addEventListener('storage', engine.onStorage);
    engine.unwatch = watchStoreLoss(db, () => void engine.recoverStore());
    // Counts follow the outbox and the drafts live, those of other tabs too: a sign-out here
    // warns about what another tab queued or typed without reading first.
    engine.queueWatch = liveQuery(() =>
      Promise.all([db.outbox.toArray(), db.drafts.count()]),
    ).subscribe({
      next: ([entries, drafts]) => engine.showCounts(entries, drafts),
      error: () => undefined,
    });
    // Each tick also sends what waits: a missed `online` event must not strand a change.
    engine.timer = setInterval(
      () => void engine.replayNow().then(() => engine.syncNow()),
      SYNC_EVERY_MS,
    );
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
    window.removeEventListener('storage', this.onStorage);
    clearInterval(this.timer);
    clearTimeout(this.retryTimer);
    stopSyncWorker(this.userId);
    this.queueWatch?.unsubscribe();
    this.unwatch();
    this.db.close();
  }

  /** After the store was lost: puts back what this page held, then fetches the records again. */
  recoverStore(): Promise<void> {
    this.recovering ??= this.refill().finally(() => {
      this.recovering = undefined;
    });
    return this.recovering;
  }

  private async refill(): Promise<void> {
    // Taken at once: a count read from the new, empty store must not empty the copy first.
    const held = this.copy.clone();
    const signedIn = storedUserId() === this.userId;
    offline.storeLost = {
      entries: held.entries().length,
      drafts: held.draftList().length,
      restored: signedIn,
    };
    // Signed out in another tab, which then removed the device's data: that was the user's
    // choice there; this page keeps only what it shows (the form on screen).
    if (!signedIn) {
      offline.signedOutElsewhere = true;
      return;
    }
    await this.db.open();
    localStorage.setItem(CREATED_KEY(this.userId), await ensureCreatedAt(this.db));
    await held.restoreInto(this.db);
    await this.refreshCounts(true);
    void this.replayNow().then(() => this.syncNow());
  }

  /**
   * The unsent changes as a JSON document: the outbox and the changes the device could not queue;
   * the page's copy of the outbox when the store cannot be read.
   */
  async exportUnsent(): Promise<string> {
    const notQueued = offline.notQueued;
    try {
      return await exportUnsent(this.db, new Date(), notQueued);
    } catch {
      return unsentDocument(this.db.name, this.copy.entries(), new Date(), notQueued);
    }
  }

  /** Writes the drafts this page holds (before its forms close); a failure leaves them as they were. */
  async keepDrafts(): Promise<void> {
    await saveHeldDrafts(this.db, this.copy).catch(() => undefined);
  }

  /** "Send it now": the changes the device was too full to queue go straight to the server. */
  async sendNotQueued(): Promise<string | undefined> {
    const outcome = await sendUnqueued(offline.notQueued, transport.sendBatch);
    const sent = new Set(outcome.sent.map((change) => change.entry.id));
    offline.notQueued = offline.notQueued.filter((change) => !sent.has(change.entry.id));
    if (outcome.sent.length > 0) void this.syncNow();
    return outcome.message;
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

  /** Updates the counts the sync status shows (`restored`: read by the refill itself). */
  async refreshCounts(restored = false): Promise<void> {
    const [entries, drafts] = await Promise.all([this.db.outbox.toArray(), this.db.drafts.count()]);
    this.showCounts(entries, drafts, restored);
  }

  private showCounts(entries: readonly OutboxEntry[], drafts: number, restored = false): void {
    // Not while the store is being refilled: the new store is empty until then, and the counts
    // shown (what the page held) are the true ones.
    if (this.recovering && !restored) return;
    this.copy.keepOutbox(entries);
    const counts = countStates(entries);
    offline.pending =
      (counts.pending ?? 0) + (counts.sending ?? 0) + (counts.retrying ?? 0) + (counts.auth ?? 0);
    offline.conflicts = counts.conflict ?? 0;
    offline.rejected = counts.rejected ?? 0;
    offline.needsSignIn = (counts.auth ?? 0) > 0;
    offline.drafts = drafts;
  }

  /** Pulls the changes since the last sync, in a worker where the browser has them. */
  async syncNow(): Promise<void> {
    if (offline.syncing || !navigator.onLine || offline.signedOutElsewhere) return;
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
   * Runs one pull (or joins the one under way), reporting its progress; resolves with how it
   * ended. The worker keeps the JSON and the IndexedDB writes of a first sync (seconds on a
   * phone) off the main thread.
   */
  private async pull(onProgress: (message: SyncMessage) => void): Promise<SyncMessage> {
    if (syncWorkerAvailable()) return pullInWorker(this.userId, onProgress);
    return new Promise((resolve) => {
      void runSync(
        { userId: this.userId },
        apiFetch,
        (message) => {
          if (message.type === 'progress') return onProgress(message);
          measureSyncWrite(message);
          resolve(message);
        },
        this.db,
      );
    });
  }

  /**
   * Sends what waits in the outbox (one runner per user across tabs and the service worker);
   * `retryNow` when the connection has just come back: backoffs are over.
   */
  async replayNow({ retryNow = false }: { retryNow?: boolean } = {}): Promise<void> {
    // A lost store being refilled: its changes are sent once they are back in it.
    if (this.recovering) await this.recovering.catch(() => undefined);
    if (!navigator.onLine || offline.signedOutElsewhere) return;
    const summary = await withOutboxLock(this.userId, () =>
      replayOutbox(this.db, transport.sendBatch, { upload: transport.sendWithFiles, retryNow }),
    );
    await this.refreshCounts();
    if (summary.nextAttemptAt) {
      clearTimeout(this.retryTimer);
      const wait = Math.max(1000, Date.parse(summary.nextAttemptAt) - Date.now());
      this.retryTimer = setTimeout(() => void this.replayNow(), wait);
    }
    if (summary.sent > 0) void this.syncNow();
  }

  /**
   * Queues a named command for this user (architecture §5): applied on the device and put in the
   * outbox in one transaction, kept in the page's copy, then sent when the connection allows.
   * On a full device the change is held in memory for "Export" and "Send it now" (a change with
   * files cannot be sent that way) and DeviceFullError is thrown; other failures are thrown too.
   */
  async enqueue<I>(
    command: Command<I>,
    input: I,
    options: RunCommandOptions = {},
  ): Promise<OutboxEntry> {
    let entry: OutboxEntry;
    try {
      entry = await runCommand(this.db, this.userId, command, input, options);
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      const withFiles = (options.files?.length ?? 0) > 0;
      if (!withFiles) this.holdNotQueued(command, input, options);
      throw new DeviceFullError(withFiles);
    }
    this.copy.keepEntry(entry);
    await this.afterQueued();
    return entry;
  }

  /**
   * As enqueue, for a button or form that shows no error of its own: a failure is told to the
   * user (the typed values stay where they are) and answers undefined. A value the command
   * refuses is still thrown, for the form to show by its field.
   */
  async queue<I>(
    command: Command<I>,
    input: I,
    options: RunCommandOptions = {},
  ): Promise<OutboxEntry | undefined> {
    try {
      return await this.enqueue(command, input, options);
    } catch (error) {
      if (error instanceof CommandValidationError) throw error;
      notify(
        error instanceof DeviceFullError
          ? error.message
          : `This device could not keep the change (${error instanceof Error ? error.message : String(error)}). What you typed is still here: try again.`,
        'error',
      );
      return undefined;
    }
  }

  private holdNotQueued<I>(command: Command<I>, input: I, options: RunCommandOptions): void {
    const value = command.schema.parse(input);
    const context = {
      ...(options.baseVersion !== undefined ? { baseVersion: options.baseVersion } : {}),
      ...(options.base ? { base: options.base } : {}),
    };
    const entry = buildEntry(command, this.userId, value, context, { now: new Date() });
    // A second save of the same record's form replaces the first: it holds every value typed.
    const same = (held: OutboxEntry) =>
      held.command === entry.command && held.path === entry.path && held.method !== 'POST';
    offline.notQueued = [
      ...offline.notQueued.filter((change) => !same(change.entry)),
      { label: entry.label, entry },
    ];
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
