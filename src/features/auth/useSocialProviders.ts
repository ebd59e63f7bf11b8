import { useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from '../../api/client';

const providersSchema = z.array(z.object({ name: z.string().min(1), label: z.string().min(1) }));
export type SocialProvider = z.infer<typeof providersSchema>[number];

/** The social sign-in providers of `GET /api/auth/oidc`; none when the call fails. */
export function useSocialProviders(): SocialProvider[] {
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get('auth/oidc', { signal: controller.signal })
      .json()
      .then((body) => {
        const parsed = providersSchema.safeParse(body);
        if (parsed.success) setProviders(parsed.data);
      })
      // Social sign-in is optional: without an answer the page offers email and password only.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return providers;
}
