import { proxy } from 'valtio';

/** What the sync status shows (architecture §5 "a sync status you can trust"). */
export const offline = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** A first sync is filling the device: records so far and the total expected. */
  initial: null as { applied: number; total: number } | null,
  syncing: false,
  lastSyncedAt: null as string | null,
  pending: 0,
  conflicts: 0,
  rejected: 0,
  /** Changes wait because the session ended: sign in again (same user) to send them. */
  needsSignIn: false,
  storage: null as { usage: number; quota: number; persisted: boolean } | null,
  /** The browser removed this device's copy; it is being filled again. */
  wiped: false,
  /** The last sync or replay failure, in words. */
  error: null as string | null,
  /**
   * The app itself is saved on the device (its service worker is active), so it opens offline.
   * False while a first visit's service worker installs: "Up to date" waits for it.
   */
  appSaved: true,
  /** A new version of the app waits: reload when no form holds unsaved work. */
  updateAvailable: false,
});
