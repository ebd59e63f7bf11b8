import type { BatchResult, OutboxEntry } from './types';

/**
 * Sends one queued change that carries files: multipart/form-data to its own path (the body as
 * the `data` part, each file under its field), with its Idempotency-Key and If-Match like a batch
 * operation. Plain fetch, so the page and the service worker share it. Throws when there is no
 * answer at all (offline): the outbox retries later.
 */
export async function sendWithFiles(entry: OutboxEntry): Promise<BatchResult> {
  const form = new FormData();
  if (entry.body !== undefined) form.append('data', JSON.stringify(entry.body));
  for (const file of entry.files ?? []) form.append(file.field, file.blob, file.name);
  const headers: Record<string, string> = { 'idempotency-key': entry.id };
  if (entry.baseVersion !== undefined) headers['if-match'] = String(entry.baseVersion);
  const response = await fetch(entry.path, {
    method: entry.method,
    credentials: 'same-origin',
    headers,
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** True when the entry must go as multipart rather than in a batch. */
export function hasFiles(entry: OutboxEntry): boolean {
  return (entry.files?.length ?? 0) > 0;
}
