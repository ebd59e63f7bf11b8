import type { BatchTransport, UploadTransport } from './replay';
import type { BatchResult, FeedPage } from './types';

/**
 * The fetch the transport sends with: the page passes its API client's (which tells the app
 * when the session has ended), the service worker the plain global one.
 */
export type Fetch = (path: string, init: RequestInit) => Promise<Response>;

/** How the offline core talks to the API: the change feed, batches, and changes with files. */
export interface Transport {
  fetchFeedPage(cursor: number): Promise<FeedPage>;
  sendBatch: BatchTransport;
  sendWithFiles: UploadTransport;
}

/** Feed pages this large keep a first sync to a few round trips. */
export const FEED_PAGE_SIZE = 2000;
/**
 * A first sync (cursor 0) asks for a small page first: the server answers it quickly, the device
 * starts writing while the large pages after it are prepared (architecture §7).
 */
export const FIRST_FEED_PAGE_SIZE = 250;

async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

/** One transport for the page and the service worker, over the fetch it is given. */
export function createTransport(send: Fetch): Transport {
  return {
    /** One page of the change feed; an answer that is not 2xx throws (the sync fails, and says so). */
    async fetchFeedPage(cursor) {
      const limit = cursor === 0 ? FIRST_FEED_PAGE_SIZE : FEED_PAGE_SIZE;
      const query = new URLSearchParams({ cursor: String(cursor), limit: String(limit) });
      const response = await send(`/api/sync?${query}`, { method: 'GET' });
      if (!response.ok) {
        throw Object.assign(new Error(`the server answered ${response.status}`), {
          status: response.status,
        });
      }
      return (await response.json()) as FeedPage;
    },

    /**
     * Sends queued changes in one POST /api/batch. No answer at all throws (the outbox retries
     * later); an answer for the whole batch (401 when the session ended, 5xx) becomes every
     * operation's answer, so each entry gets the outcome it should.
     */
    async sendBatch(operations) {
      const response = await send('/api/batch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operations }),
      });
      const body = await jsonOf(response);
      if (response.ok) return (body as { results: BatchResult[] }).results;
      return operations.map(() => ({ status: response.status, body }));
    },

    /**
     * Sends one queued change that carries files: multipart/form-data to its own path (the body
     * as the `data` part, each file under its field), with its Idempotency-Key and If-Match like
     * a batch operation. Throws when there is no answer at all: the outbox retries later.
     */
    async sendWithFiles(entry) {
      const form = new FormData();
      if (entry.body !== undefined) form.append('data', JSON.stringify(entry.body));
      for (const file of entry.files ?? []) form.append(file.field, file.blob, file.name);
      const headers: Record<string, string> = { 'idempotency-key': entry.id };
      if (entry.baseVersion !== undefined) headers['if-match'] = String(entry.baseVersion);
      const response = await send(entry.path, { method: entry.method, headers, body: form });
      return { status: response.status, body: (await jsonOf(response)) ?? null };
    },
  };
}

/** The plain fetch of a page or worker, sending the session cookie of this origin. */
export const sameOriginFetch: Fetch = (path, init) =>
  fetch(path, { ...init, credentials: 'same-origin' });
