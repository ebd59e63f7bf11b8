/// <reference lib="webworker" />

import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, replayFromWorker } from './outbox-sync';

declare const self: ServiceWorkerGlobalScope;

// The build injects the list of files to precache: the app shell works offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links load the shell offline; the API is never answered from the precache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

// Images and photos seen once stay available offline (the newest 300, for 30 days).
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'collegium-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: queued changes are sent even when no page is open (Chromium). Where the Sync
// API is missing (Safari, Firefox) the page replays on start, `online` and `visibilitychange`.
self.addEventListener('sync', (event) => {
  const syncEvent = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(replayFromWorker());
});

// The page asks for a replay on its own schedule too (tests use it to drive the worker).
self.addEventListener('message', (event) => {
  if (event.data === 'REPLAY_OUTBOX') event.waitUntil(replayFromWorker());
});
