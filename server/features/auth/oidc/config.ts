import { z } from 'zod';

/** One social sign-in provider (an OpenID Connect issuer where Collegium is a client). */
export interface OidcProviderConfig {
  /** Lower-case name, used in paths: /api/auth/oidc/{name}. */
  name: string;
  /** Shown on the login page's button. */
  label: string;
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

type Env = Record<string, string | undefined>;

const NAME = /^[a-z][a-z0-9_]*$/;
const KNOWN_LABELS: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

/** True for http URLs on the local machine: allowed for test and development identity providers. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const requiredText = z.string({ error: 'is required' }).trim().min(1, { error: 'is required' });

const providerSchema = z.object({
  issuer: requiredText
    .pipe(z.url({ error: 'must be a URL' }))
    .transform((url) => new URL(url))
    .refine((url) => url.protocol === 'https:' || isLoopbackHttp(url), {
      error: 'must be an https URL (http only on localhost)',
    }),
  clientId: requiredText,
  clientSecret: requiredText,
  label: requiredText.optional(),
});

/** The variable suffix of each field (`OIDC_<NAME>_<SUFFIX>`). */
const SUFFIX = {
  issuer: 'ISSUER',
  clientId: 'CLIENT_ID',
  clientSecret: 'CLIENT_SECRET',
  label: 'LABEL',
} as const satisfies Record<keyof z.input<typeof providerSchema>, string>;

/** The value of a variable, with unset and blank treated alike. */
function value(env: Env, key: string): string | undefined {
  const raw = env[key];
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

/** One provider's settings; a bad one throws an Error naming its variable. */
function providerFromEnv(env: Env, name: string): OidcProviderConfig {
  const variable = (field: keyof typeof SUFFIX) => `OIDC_${name.toUpperCase()}_${SUFFIX[field]}`;
  const parsed = providerSchema.safeParse({
    issuer: value(env, variable('issuer')),
    clientId: value(env, variable('clientId')),
    clientSecret: value(env, variable('clientSecret')),
    label: value(env, variable('label')),
  });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? 'issuer') as keyof typeof SUFFIX;
    throw new Error(`${variable(field)} ${issue?.message ?? 'is invalid'}`);
  }
  const { label, ...settings } = parsed.data;
  return { name, label: label ?? KNOWN_LABELS[name] ?? capitalise(name), ...settings };
}

/**
 * The social sign-in providers of `OIDC_PROVIDERS` (comma list; unset or blank: feature off),
 * each from `OIDC_<NAME>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` and optional `_LABEL`.
 */
export function oidcProvidersFromEnv(env: Env): OidcProviderConfig[] {
  const list = value(env, 'OIDC_PROVIDERS');
  if (!list) return [];
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const seen = new Set<string>();
  return names.map((name) => {
    if (!NAME.test(name) || seen.has(name)) {
      throw new Error(`OIDC_PROVIDERS has an invalid or repeated provider name: "${name}"`);
    }
    seen.add(name);
    return providerFromEnv(env, name);
  });
}

/**
 * The app's origin from `PUBLIC_URL` (redirect URIs are built on it and must match the ones
 * registered at each provider), else http://localhost:{PORT or 8080}. No trailing slash.
 */
export function publicUrlFromEnv(env: Env): string {
  const raw = value(env, 'PUBLIC_URL') ?? `http://localhost:${value(env, 'PORT') ?? 8080}`;
  const parsed = z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .safeParse(raw.trim());
  if (!parsed.success) throw new Error(`PUBLIC_URL ${parsed.error.issues[0]?.message}`);
  return parsed.data.replace(/\/+$/, '');
}

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
