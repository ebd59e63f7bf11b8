import type { SyncMessage } from './sync-runner';

/** What the page hears about one pull: its progress, then how it ended. */
type Listener = (message: SyncMessage) => void;

interface Pull {
  listeners: Set<Listener>;
  /** The last progress message, replayed to whoever joins the pull late. */
  progress?: SyncMessage;
  ended: Promise<SyncMessage>;
  /** Ends the pull with this message (its end, or the worker stopped). */
  finish(message: SyncMessage): void;
}

interface SyncWorker {
  userId: string;
  worker: Worker;
  pull?: Pull;
}

// The first sync's JSON parsing and IndexedDB writes stay off the main thread (README, Benchmarks).
const SYNC_IN_WORKER = true;

let current: SyncWorker | undefined;

/** Whether pulls run in a dedicated worker here (a browser with workers, the switch on). */
export function syncWorkerAvailable(): boolean {
  return SYNC_IN_WORKER && typeof Worker !== 'undefined';
}

/** The sync worker of this user, started on first use (another user's is stopped). */
function workerFor(userId: string): SyncWorker {
  if (current?.userId !== userId) {
    stopSyncWorker();
    current = {
      userId,
      worker: new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module' }),
    };
  }
  return current;
}

/**
 * Pulls the change feed into the user's database in the sync worker, or joins the pull already
 * under way there (the first progress a late listener hears is the latest one). Resolves with
 * how the pull ended. Only where `syncWorkerAvailable()`.
 */
export function pullInWorker(userId: string, onProgress?: Listener): Promise<SyncMessage> {
  const running = workerFor(userId);
  const pull = running.pull ?? startPull(running);
  if (onProgress) {
    pull.listeners.add(onProgress);
    if (pull.progress) onProgress(pull.progress);
  }
  return pull.ended;
}

function startPull(running: SyncWorker): Pull {
  const { worker } = running;
  const listeners = new Set<Listener>();
  let resolveEnded: (message: SyncMessage) => void = () => undefined;
  const ended = new Promise<SyncMessage>((resolve) => {
    resolveEnded = resolve;
  });
  const end = (message: SyncMessage) => {
    worker.removeEventListener('message', onMessage);
    worker.removeEventListener('error', onError);
    if (running.pull === pull) running.pull = undefined;
    measureSyncWrite(message);
    resolveEnded(message);
  };
  const pull: Pull = { listeners, ended, finish: end };
  const onMessage = (event: MessageEvent<SyncMessage>) => {
    if (event.data.type !== 'progress') return end(event.data);
    pull.progress = event.data;
    for (const listener of listeners) listener(event.data);
  };
  // A worker that cannot start (its script failed to load) ends this pull as a failure.
  const onError = (event: Event) => {
    event.preventDefault();
    // Its script failed to load (started offline): forget it, the next pull starts a new one.
    if (current === running) {
      current = undefined;
      worker.terminate();
    }
    end({ type: 'failed', message: 'the sync worker could not start' });
  };
  worker.addEventListener('message', onMessage);
  worker.addEventListener('error', onError);
  worker.postMessage({ userId: running.userId });
  running.pull = pull;
  return pull;
}

/** Puts a pull's own IndexedDB time on the page's timeline (DevTools, the benchmark). */
export function measureSyncWrite(message: SyncMessage): void {
  if (message.type !== 'done' || message.applied === 0) return;
  performance.measure('collegium:sync-write', {
    start: performance.now() - message.writeMs,
    duration: message.writeMs,
  });
}

/**
 * Starts the signed-in user's first pull as soon as the user is known, while the app's screens
 * still load (the engine joins it when it starts). Once per page and user: later navigations
 * leave syncing to the engine.
 */
export function startSyncEarly(userId: string): void {
  if (!syncWorkerAvailable() || !navigator.onLine || current?.userId === userId) return;
  void pullInWorker(userId);
}

/**
 * Stops the sync worker (of this user only, when one is named: signing out, another user's
 * engine starting); a pull under way ends as failed.
 */
export function stopSyncWorker(userId?: string): void {
  if (!current || (userId !== undefined && current.userId !== userId)) return;
  const { worker, pull } = current;
  current = undefined;
  worker.terminate();
  pull?.finish({ type: 'failed', message: 'the sync was stopped' });
}
