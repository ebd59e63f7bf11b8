// Small copies of what a first screen shows, kept in localStorage so the screen draws at once on
// the next visit, before the device's database and the sync engine have loaded (README,
// Benchmarks). The records stay in IndexedDB; these are only what was last on screen, per user,
// and signing out forgets them with the rest of the user's data.

const PREFIX = 'collegium.view.';

interface Stored {
  userId: string;
  version: number;
  savedAt: string;
  value: unknown;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The view last saved under `name` for this user, when it has this shape version and passes
 * `check` (an older build or another user's copy is ignored).
 */
export function readDeviceView<T>(
  name: string,
  userId: string,
  version: number,
  check: (value: unknown) => value is T,
): T | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + name);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.userId !== userId || stored.version !== version) return undefined;
    return check(stored.value) ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

/** Saves what a screen shows now for this user (a full or unavailable storage is ignored). */
export function writeDeviceView(name: string, userId: string, version: number, value: unknown) {
  const stored: Stored = { userId, version, savedAt: new Date().toISOString(), value };
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify(stored));
  } catch {
    // Only a head start is lost: the screen reads the device's database as before.
  }
}

/** Forgets every saved view (sign-out). */
export function forgetDeviceViews(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}
