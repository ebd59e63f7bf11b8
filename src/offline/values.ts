import type { SyncedRecord } from './types';

/** A plain object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Looks like a record of the API: an object with a string id and a numeric version. */
export function isSyncedRecord(value: unknown): value is SyncedRecord {
  return isPlainObject(value) && typeof value.id === 'string' && typeof value.version === 'number';
}

/**
 * Deep equality of JSON values, with `undefined` and `null` the same (the server compares
 * `value ?? null`, and JSON drops undefined), and object keys in any order.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (left === right) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => sameValue(item, right[index]));
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameValue(left[key], right[key]));
  }
  return false;
}

/** The values of `fields` in `source`, `null` for a missing one (so the key is still sent). */
export function pickValues(
  source: Record<string, unknown> | undefined,
  fields: Iterable<string>,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) picked[field] = source?.[field] ?? null;
  return picked;
}

/**
 * `patch` laid onto `target`: plain objects merge key by key (recursively), anything else
 * (values, arrays, null) replaces. Neither input is changed.
 */
export function mergePatch(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key];
    result[key] =
      isPlainObject(value) && isPlainObject(current) ? mergePatch(current, value) : value;
  }
  return result;
}

/** The value at `path` in `source` (undefined when any step is missing or not an object). */
export function valueAt(source: unknown, path: readonly string[]): unknown {
  let current: unknown = source;
  for (const key of path) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}
