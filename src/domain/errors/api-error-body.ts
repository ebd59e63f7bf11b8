// The body's schema is in api-error-schema.ts: the readers below, which every page loads, need
// no zod.
export type { ApiErrorBody, ApiErrorDetail } from './api-error-schema';

/** What an HTTP client gives about a failed call; status absent or 0 when nothing answered. */
export interface HttpErrorLike {
  readonly status?: number;
  /** The parsed response body: usually an ApiErrorBody, but any JSON or text may arrive. */
  readonly body?: unknown;
}

// Lenient readers: an error body is read for what it holds, never rejected outright.

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** A non-empty string, or undefined. */
export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The body's own message, when it has a non-empty one. */
export function bodyMessage(body: unknown): string | undefined {
  return nonEmptyText(field(body, 'message'));
}

/** The body's error code (e.g. XERO_ERROR), when it has one. */
export function bodyCode(body: unknown): string | undefined {
  return nonEmptyText(field(body, 'code'));
}

/** The entries of a list field of the body (details, data); empty when not a list. */
export function bodyList(body: unknown, key: 'details' | 'data'): readonly unknown[] {
  const list = field(body, key);
  return Array.isArray(list) ? list : [];
}

/** The message of one list entry, when it has a non-empty one. */
export function entryMessage(entry: unknown): string | undefined {
  return nonEmptyText(field(entry, 'message'));
}

/** One detail as 'message (param)', 'message' without a param, or JSON when it has no message. */
export function formatDetail(entry: unknown): string {
  const message = entryMessage(entry);
  if (message === undefined) return JSON.stringify(entry) ?? String(entry);
  const param = nonEmptyText(field(entry, 'param'));
  return param === undefined ? message : `${message} (${param})`;
}

/**
 * The messages a refusal's details give for the form's fields (the first one of each field;
 * details naming other params are left out): what a form shows under each field after a 422.
 */
export function fieldMessages<F extends string>(
  body: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const detail of bodyList(body, 'details')) {
    const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
    const field = fields.find((candidate) => candidate === param);
    if (field && typeof message === 'string') messages[field] ??= message;
  }
  return messages;
}
