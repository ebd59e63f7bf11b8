// Any base works: only a change of origin matters when reading the target against it.
const PROBE_ORIGIN = 'http://collegium.invalid';

/**
 * The path to open after signing in: the `redirect` query value when it is a path on this site,
 * else '/'. Absolute and protocol-relative addresses are refused (open-redirect guard).
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return '/';
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
