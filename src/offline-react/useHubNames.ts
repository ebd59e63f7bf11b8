import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { useOffline } from './OfflineProvider';

/**
 * A hub's name from the device's copy of the hubs (works offline), for screens that hold only
 * a hub id; the id itself until the hubs have synced or when the hub is not known.
 */
export function useHubName(): (hubId: unknown) => string {
  const engine = useOffline();
  const names = useLiveQuery(
    async () =>
      new Map((engine ? await engine.db.hubs.toArray() : []).map((hub) => [hub.id, hub.name])),
    [engine],
  );
  return useCallback(
    (hubId: unknown) => {
      const id = typeof hubId === 'string' ? hubId : '';
      return names?.get(id) ?? id;
    },
    [names],
  );
}
