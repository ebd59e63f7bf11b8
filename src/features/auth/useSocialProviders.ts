import { useEffect, useState } from 'react';
import { requestJson } from '../../api/http';

/** A social sign-in provider: its name in the sign-in address, and the label users read. */
export interface SocialProvider {
  name: string;
  label: string;
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The providers of the answer, or undefined when it is not a list of {name, label} (checked by
 * hand: the login page loads no schema library). Other fields are dropped. */
export function readProviders(body: unknown): SocialProvider[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const providers: SocialProvider[] = [];
  for (const entry of body) {
    const { name, label } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    if (!text(name) || !text(label)) return undefined;
    providers.push({ name, label });
  }
  return providers;
}

/** The social sign-in providers of `GET /api/auth/oidc`; none when the call fails. */
export function useSocialProviders(): SocialProvider[] {
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    requestJson('auth/oidc', { signal: controller.signal })
      .then((body) => {
        const providers = readProviders(body);
        if (providers) setProviders(providers);
      })
      // Social sign-in is optional: without an answer the page offers email and password only.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return providers;
}
