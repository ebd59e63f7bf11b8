import { runSync, type SyncRequest } from './sync-runner';
import { sameOriginFetch } from './transport';

// The dedicated worker the page pulls the change feed in (src/offline-react/engine.ts): parsing
// megabytes of JSON and writing thousands of records then never blocks the screens. The screens
// see the new records through Dexie's live queries, which hear writes made in workers.
addEventListener('message', (event: MessageEvent<SyncRequest>) => {
  void runSync(event.data, sameOriginFetch, (message) => postMessage(message));
});
