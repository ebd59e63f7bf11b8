// The client project shares one module graph per worker (vitest.config.ts, isolate: false), and
// Dexie takes the global IndexedDB when it is first imported: give every test file the in-memory
// one before any import, so whichever file loads Dexie first, it finds IndexedDB.
import 'fake-indexeddb/auto';
