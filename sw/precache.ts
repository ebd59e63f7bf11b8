/// <reference lib="webworker" />

import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Requests in flight at once while installing: the six connections a browser opens per host. */
const CONCURRENT_FETCHES = 6;

/**
 * Workbox's precache, installed several files at a time. Workbox fetches its ~170 files one
 * after another (workbox issue 2528: hundreds at once ran out of resources), which on a phone
 * costs one round trip per file; here six go at once and Workbox's own install then finds them
 * cached and only checks them. Anything not stored here (an error, a redirect) Workbox fetches
 * itself as before.
 */
export function precacheInParallel(manifest: Parameters<PrecacheController['addToCacheList']>[0]) {
  const controller = new PrecacheController();
  controller.addToCacheList(manifest);
  self.addEventListener('install', (event) => {
    event.waitUntil(fill(controller).then(() => controller.install(event)));
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(controller.activate(event));
  });
  registerRoute(new PrecacheRoute(controller));
  return controller;
}

async function fill(controller: PrecacheController): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const entries = [...controller.getURLsToCacheKeys()];
  let next = 0;
  async function fetchInTurn(): Promise<void> {
    for (let entry = entries[next++]; entry; entry = entries[next++]) {
      const [url, cacheKey] = entry;
      if (await cache.match(cacheKey)) continue;
      // A revisioned URL (cacheKey differs) must bypass the HTTP cache, as Workbox does.
      const response = await fetch(url, {
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      }).catch(() => undefined);
      if (response?.ok && !response.redirected) await cache.put(cacheKey, response);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_FETCHES }, fetchInTurn));
}
