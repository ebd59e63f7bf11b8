import type { BatchResult, OutboxEntry, OutboxError, SyncedRecord } from './types';
import { isPlainObject, isSyncedRecord } from './values';

/** What one answer of the server means for its outbox entry. */
export type Outcome =
  | { kind: 'done'; record?: SyncedRecord }
  | { kind: 'retry' }
  | { kind: 'auth' }
  | { kind: 'conflict'; current: SyncedRecord; error: OutboxError }
  | { kind: 'rejected'; error: OutboxError };

// The batch endpoint's own checks (server/features/batch/routes.ts, server/platform/idempotency.ts):
// one op failing them makes the whole batch a 400, so such an entry is refused before sending.
const BATCH_PATH = /^\/api\/[\w\-/.:]+$/;
const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

/** True when the batch endpoint accepts this entry as an operation. */
export function sendable(entry: OutboxEntry): boolean {
  return (
    BATCH_PATH.test(entry.path) &&
    !entry.path.startsWith('/api/batch') &&
    !entry.path.startsWith('/api/auth') &&
    IDEMPOTENCY_KEY.test(entry.id)
  );
}

/** The HTTP status a transport error carries (`status`, or ky's `response.status`), if any. */
export function statusOfError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const holder = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof holder.status === 'number') return holder.status;
  const nested = holder.response?.status;
  return typeof nested === 'number' ? nested : undefined;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  403: 'You are not allowed to make this change',
  404: 'This record no longer exists or is no longer yours to change',
  409: 'This record was changed by someone else',
  422: 'The server did not accept these values',
};

/** The server's error body as the outbox keeps it for the user to read. */
export function errorOf(status: number, body: unknown): OutboxError {
  const fields = isPlainObject(body) ? body : {};
  const message =
    typeof fields.message === 'string' && fields.message
      ? fields.message
      : (DEFAULT_MESSAGES[status] ?? `The server refused this change (HTTP ${status})`);
  const details = Array.isArray(fields.details)
    ? fields.details.filter(isPlainObject).map((detail) => ({
        message: String(detail.message ?? ''),
        ...(typeof detail.param === 'string' ? { param: detail.param } : {}),
      }))
    : undefined;
  return { status, message, ...(details && details.length > 0 ? { details } : {}) };
}

/**
 * The outcome of one batch result: 2xx done (with the server's record when the body is one);
 * 401 auth; 5xx, 408 and 429 retry (transient: nothing changed, or the key makes a resend safe);
 * 409 with `current` a conflict, and a 409 without it about the Idempotency-Key ("the first
 * request is still running") a retry; every other answer rejected with the server's message
 * (422 with its details, 403, 404, 400, a 409 such as "id already exists"): kept, shown, editable.
 */
export function interpretResult(result: BatchResult): Outcome {
  const { status, body } = result;
  if (status >= 200 && status < 300) {
    return isSyncedRecord(body) ? { kind: 'done', record: body } : { kind: 'done' };
  }
  if (status === 401) return { kind: 'auth' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry' };
  const error = errorOf(status, body);
  if (status === 409) {
    const current = isPlainObject(body) ? body.current : undefined;
    if (isSyncedRecord(current)) return { kind: 'conflict', current, error };
    if (error.message.includes('Idempotency-Key')) return { kind: 'retry' };
  }
  return { kind: 'rejected', error };
}
