import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { api, messageOfFailure } from '../../api/client';

const statusSchema = z.object({
  name: z.string(),
  version: z.string(),
  startedAt: z.string(),
  database: z.enum(['ok', 'unavailable']),
});
export type ApiStatus = z.infer<typeof statusSchema>;

/** What the last look at `GET /api/status` found. */
export type ApiStatusResult =
  | { reachable: true; status: ApiStatus }
  | { reachable: false; message: string };

/** Asks the API for its status; `refresh` asks again. */
export function useApiStatus(): {
  loading: boolean;
  result: ApiStatusResult | null;
  refresh: () => void;
} {
  const [loading, setLoading] = useState(true);
  const [result, setResult] = useState<ApiStatusResult | null>(null);
  const current = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    api
      .get('status', { signal: controller.signal, cache: 'no-store' })
      .json()
      .then((body) => {
        const parsed = statusSchema.safeParse(body);
        setResult(
          parsed.success
            ? { reachable: true, status: parsed.data }
            : { reachable: false, message: 'The API answered with an unexpected status report' },
        );
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ reachable: false, message: await messageOfFailure(error) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
  }, []);

  useEffect(() => {
    refresh();
    return () => current.current?.abort();
  }, [refresh]);

  return { loading, result, refresh };
}
