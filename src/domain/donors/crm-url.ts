import { z } from 'zod';

// The donor page (spec §2.4 `donors/{id}`, issue 20) frames the donor system's own page of a
// donor. Its address comes from DONORS_URL, a template such as `https://crm.example/donor/{id}`:
// the server checks it at start, allows exactly its origin as a frame source (Content-Security-
// Policy), and the page puts the donor's id into it. The id is URL-encoded, so it can change
// neither the origin nor the path around it.

/** The placeholder a DONORS_URL template holds where the donor's id goes. */
export const DONOR_ID_PLACEHOLDER = '{id}';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A template's address with the placeholder filled by `value` (encoded); undefined if not a URL. */
function filled(template: string, value: string): URL | undefined {
  const encoded = encodeURIComponent(value);
  // A function, not a string: `$&` or `$'` in a replacement string would be expanded.
  const text = template.replaceAll(DONOR_ID_PLACEHOLDER, () => encoded);
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * Why a DONORS_URL value cannot be used, in words; undefined when it can. It must be an https
 * address (http only on this machine: localhost, 127.0.0.1, [::1]) without a user name or
 * password, holding `{id}` after its origin.
 */
export function donorsUrlProblem(template: string): string | undefined {
  if (!template.includes(DONOR_ID_PLACEHOLDER))
    return 'Put {id} where the donor’s id goes, e.g. https://crm.example/donor/{id}';
  const one = filled(template, 'a');
  const other = filled(template, 'b');
  if (!one || !other) return 'Not a web address: e.g. https://crm.example/donor/{id}';
  if (one.protocol !== 'https:' && !(one.protocol === 'http:' && LOCAL_HOSTS.has(one.hostname)))
    return 'An https:// address (http:// only for localhost)';
  if (one.username !== '' || one.password !== '')
    return 'No user name or password in the address: the browser would show them to everyone';
  if (one.origin !== other.origin) return 'The {id} must come after the address’s host';
  return undefined;
}

/** The origin (scheme, host and port) of a valid template: what the page may frame. */
export function donorsOrigin(template: string): string {
  const url = filled(template, 'a');
  if (!url || donorsUrlProblem(template) !== undefined)
    throw new Error('Not a valid DONORS_URL template');
  return url.origin;
}

/** A donor id the page puts in the address: not empty, at most 200 characters, no control
 * characters, and not `.` or `..` (which a browser reads as "this folder" and "the one above",
 * even encoded). */
export function isDonorId(id: string): boolean {
  if (id.length === 0 || id.length > 200) return false;
  if (id === '.' || id === '..') return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  return !/[\u0000-\u001f\u007f]/.test(id);
}

/**
 * The donor system's page of one donor: the template with the id URL-encoded in place of `{id}`;
 * undefined for an id that is not a donor id or an address that would leave the template's
 * origin (never, for a template `donorsUrlProblem` accepts).
 */
export function donorPageUrl(template: string, id: string): string | undefined {
  if (!isDonorId(id) || donorsUrlProblem(template) !== undefined) return undefined;
  const url = filled(template, id);
  if (!url || url.origin !== donorsOrigin(template)) return undefined;
  return url.href;
}

/** The answer of `GET /api/donors/config`: the DONORS_URL template, null when not configured. */
export const donorsConfigSchema = z.object({
  urlTemplate: z.string().nullable(),
});
export type DonorsConfig = z.infer<typeof donorsConfigSchema>;
