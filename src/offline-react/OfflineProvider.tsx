import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import type { OfflineEngine } from './engine';

const OfflineContext = createContext<OfflineEngine | null>(null);

/**
 * Runs the offline engine of the signed-in user while the signed-in area is shown. The engine
 * (Dexie, the sync, the outbox) is its own chunk, fetched as the shell mounts: a first screen
 * drawn from cached state does not wait for it (README, Benchmarks).
 */
export function OfflineProvider({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(session);
  const userId = user?.id;
  const [engine, setEngine] = useState<OfflineEngine | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    let started: OfflineEngine | undefined;
    void import('./engine')
      .then(({ OfflineEngine }) => OfflineEngine.start(userId))
      .then((running) => {
        if (live) {
          started = running;
          setEngine(running);
        } else {
          running.stop();
        }
      });
    return () => {
      live = false;
      started?.stop();
      setEngine(null);
    };
  }, [userId]);

  return <OfflineContext.Provider value={engine}>{children}</OfflineContext.Provider>;
}

/** The signed-in user's offline engine (null while it loads and its database opens). */
export function useOffline(): OfflineEngine | null {
  return useContext(OfflineContext);
}
