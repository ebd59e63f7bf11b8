import { badRequest } from '../errors';

// Optimistic concurrency: a write names the version it was based on (architecture §4).

/** `If-Match: 3`, `"3"` or `W/"3"` → 3; undefined when absent; 400 when not a version. */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header[0] : header)
    ?.trim()
    .replace(/^W\//, '')
    .replaceAll('"', '');
  const version = Number(value);
  if (!value || !Number.isInteger(version) || version < 1) {
    throw badRequest('If-Match must hold the record version', [
      { message: 'Not a version', param: 'If-Match' },
    ]);
  }
  return version;
}

/** The version an update or delete must name: 400 when If-Match is missing. */
export function requireIfMatch(header: string | string[] | undefined): number {
  const version = parseIfMatch(header);
  if (version === undefined) {
    throw badRequest('Send the record version in If-Match', [
      { message: 'Required', param: 'If-Match' },
    ]);
  }
  return version;
}
