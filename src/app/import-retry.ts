/**
 * Loads a lazily imported chunk, trying again once after a short pause. A chunk fetch can be
 * aborted while a freshly installed service worker takes over the page (seen in Chromium); the
 * second try succeeds. A chunk that truly cannot load (an old release, offline without the
 * precache) still rejects, and the route's error page offers a reload.
 */
export async function importWithRetry<T>(load: () => Promise<T>, pauseMs = 400): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return load();
  }
}
