import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The online views' cache (TanStack Query), restored from the device, provided once loaded. The
 * client is its own chunk: the context stays in place from the first render (nothing below is
 * mounted again when it arrives), and screens that read it wait for `useQueriesReady`.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<QueryClient>();
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('./query')
      .then(({ startQueryCache }) => startQueryCache())
      .then((started) => {
        if (live) {
          stop = started.stop;
          setClient(started.client);
        } else {
          started.stop();
        }
      });
    return () => {
      live = false;
      stop?.();
      setClient(undefined);
    };
  }, []);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/** True once the query cache is loaded and restored: TanStack Query's hooks may run. */
export function useQueriesReady(): boolean {
  return useContext(QueryClientContext) !== undefined;
}
