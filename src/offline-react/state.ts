import { proxy } from 'valtio';
import type { UnqueuedChange } from '../offline/device-full';

/** What the sync status shows (architecture §5 "a sync status you can trust"). */
/** Whether the app opens offline on this device (see `offline.appOffline`). */
export type AppOffline = 'saving' | 'saved' | 'unavailable';

export const offline = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** A first sync is filling the device: records so far and the total expected. */
  initial: null as { applied: number; total: number } | null,
  syncing: false,
  lastSyncedAt: null as string | null,
  pending: 0,
  conflicts: 0,
  rejected: 0,
  /** Forms' drafts on the device (typed, not yet saved as a change); sign-out warns about them. */
  drafts: 0,
  /** Changes wait because the session ended: sign in again (same user) to send them. */
  needsSignIn: false,
  storage: null as { usage: number; quota: number; persisted: boolean } | null,
  /** The browser removed this device's copy; it is being filled again. */
  wiped: false,
  /**
   * The device's store went away under the page (another tab, "clear site data"): how many unsent
   * changes and drafts the page still held and put back (`restored` false: the user had signed out
   * elsewhere, so nothing went back on the device). Null when nothing happened.
   */
  storeLost: null as { entries: number; drafts: number; restored: boolean } | null,
  /** Changes the device was too full to queue: kept here, for "Export" or "Send it now". */
  notQueued: [] as UnqueuedChange[],
  /** Another tab signed this user out: nothing is sent until they sign in again. */
  signedOutElsewhere: false,
  /** The last sync or replay failure, in words. */
  error: null as string | null,
  /**
   * Whether the app itself is saved on the device (its service worker is active), so it opens
   * offline: 'saving' while a first visit's worker installs ("Up to date" waits for it), and
   * 'unavailable' where no worker can register (a private window, a blocked or missing API).
   */
  appOffline: 'saved' as AppOffline,
  /** A new version of the app waits: reload when no form holds unsaved work. */
  updateAvailable: false,
});

/** True when DeviceNotices has something to say (the student shell loads it only then). */
export function hasDeviceNotice(state: {
  updateAvailable: boolean;
  wiped: boolean;
  storeLost: unknown;
  notQueued: readonly unknown[];
  signedOutElsewhere: boolean;
}): boolean {
  return (
    state.updateAvailable ||
    state.wiped ||
    state.storeLost !== null ||
    state.notQueued.length > 0 ||
    state.signedOutElsewhere
  );
}
