import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, messageOfFailure } from '../../api/client';
import { consentListSchema, consentRowSchema } from '../../domain/consents/records';

async function read<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  try {
    return schema.parse(await api.get(path).json());
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

/** Every consent (role:manager; online only). */
export function useConsents() {
  return useQuery({
    queryKey: ['consents'],
    retry: false,
    // Online only: asked afresh at each visit (a withdrawal elsewhere shows at once).
    staleTime: 0,
    queryFn: () => read('consents', consentListSchema),
  });
}

/** One consent (consents:view; online only). */
export function useConsent(id: string) {
  return useQuery({
    queryKey: ['consent', id],
    retry: false,
    // Online only: asked afresh at each visit (a withdrawal elsewhere shows at once).
    staleTime: 0,
    queryFn: () => read(`consents/${encodeURIComponent(id)}`, consentRowSchema),
  });
}
