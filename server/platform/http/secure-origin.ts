// Browsers give service workers (installing the app, working offline) only to secure origins:
// https, or localhost. Over plain http the app works online only, and headers that demand https
// (CSP upgrade-insecure-requests, HSTS) would break it: every script upgraded to https fails.

/** True when the app's public URL is https: the https-only headers are sent. */
export function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/** True for a loopback host name or address (localhost, *.localhost, 127.x.x.x, ::1). */
export function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(name) ||
    name === '::1'
  );
}

/**
 * What start-up says about a deployment over plain http (undefined over https, or on localhost
 * only): installing the app and using it offline need https.
 */
export function plainHttpNotice(publicUrl: string, listenHost: string): string | undefined {
  if (isHttps(publicUrl)) return undefined;
  const where = new URL(publicUrl).hostname;
  if (!isLoopback(where)) {
    return (
      `PUBLIC_URL is plain http at ${where}: the app works online there, but cannot be installed ` +
      'and does not work offline (browsers allow service workers only over https or on ' +
      'localhost). Serve it over https, e.g. behind a reverse proxy (README "Behind a reverse proxy").'
    );
  }
  if (!isLoopback(listenHost)) {
    return (
      `Listening on ${listenHost} over plain http: devices that reach this server at another ` +
      'address than localhost can use the app online only; installing it and offline use need ' +
      'https (README "Over plain http").'
    );
  }
  return undefined;
}
