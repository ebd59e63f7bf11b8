import { Workbox } from 'workbox-window';
import { offline } from './state';

let workbox: Workbox | undefined;

/**
 * Registers the service worker (production builds, localhost or https). A new version waits
 * until the user chooses to reload: drafts and the outbox are in IndexedDB, so nothing typed is
 * lost, but the app never reloads on its own under someone's work (architecture §5).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    offline.appOffline = 'unavailable';
    return;
  }
  offline.appOffline = 'saving';
  void navigator.serviceWorker.ready.then(() => {
    offline.appOffline = 'saved';
  });
  workbox = new Workbox('/sw.js', { type: 'module' });
  workbox.addEventListener('waiting', () => {
    offline.updateAvailable = true;
  });
  workbox.addEventListener('controlling', () => window.location.reload());
  // A refused registration (private window, policy) leaves `ready` pending for ever: say so
  // rather than "saving" for ever. The data still syncs; only opening the app offline is lost.
  void workbox.register().then(
    (registration) => {
      if (!registration) offline.appOffline = 'unavailable';
    },
    () => {
      offline.appOffline = 'unavailable';
    },
  );
}

/** Moves to the waiting version (the page reloads once it controls). */
export function reloadToUpdate(): void {
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}
