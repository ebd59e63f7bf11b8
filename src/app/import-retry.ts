/** Where the time of the last reload made for a chunk is kept (once per tab, not in a loop). */
export const CHUNK_RELOAD_KEY = 'collegium.chunk-reload';
/** A second failure within this long after such a reload is a chunk that truly cannot load. */
const RELOAD_GUARD_MS = 60_000;

/** What a failed import may do to the page (the browser's, replaced in tests). */
export interface ReloadPort {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now: () => number;
}

const browserPort = (): ReloadPort => ({
  storage: globalThis.sessionStorage,
  reload: () => globalThis.location?.reload(),
  now: () => Date.now(),
});

/**
 * Loads a lazily imported chunk, trying again once after a short pause. A chunk fetch can be
 * aborted while a freshly installed service worker takes over the page (seen in Chromium); the
 * second try usually succeeds. When it fails too, Chromium has kept the failed module (a chunk
 * the first one imports is not asked for again), so the page reloads once: a new document starts
 * with no failed module and the worker in control. Drafts are on the device, so nothing typed is
 * lost. A chunk that truly cannot load (an old release, offline without the precache) rejects
 * after that reload, and the route's error page offers a reload.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  pauseMs = 400,
  port: ReloadPort = browserPort(),
): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  try {
    return await load();
  } catch (failure) {
    const last = Number(port.storage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (!port.storage || port.now() - last < RELOAD_GUARD_MS) throw failure;
    port.storage.setItem(CHUNK_RELOAD_KEY, String(port.now()));
    port.reload();
    // The page is going: this import never settles.
    return new Promise<T>(() => {});
  }
}
