import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { clientDeploymentDefines } from './config/client-defines';

// Every test runs in UTC (dates are formatted and compared in UTC across the product).
process.env.TZ = 'UTC';

export default defineConfig({
  // The checked configuration of config/ that src/deployment.ts reads, as in the build.
  define: await clientDeploymentDefines(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          // Importing (zod, Fluent, Dexie) took three quarters of this project's time when each
          // file had its own module graph; the suites share no module state that outlives a test.
          isolate: false,
          setupFiles: ['tests/setup/indexeddb.ts'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/architecture/**/*.test.ts',
            'config/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // The API suites build their app and database in hooks and share no module state: one
        // module graph per worker (isolate: false) spares importing the server sixty times.
        test: { name: 'server', include: ['server/**/*.test.ts'], isolate: false },
      },
    ],
    // Vitest's default on 2 cores is one worker, which leaves a core idle while a test waits
    // on PostgreSQL or a spawned server; two keep both busy.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    environment: 'node',
    // One migrated embedded database, copied by every API test (tests/api/pglite-image.ts).
    globalSetup: ['tests/api/pglite-image.ts'],
    // API suites seed a database (in beforeAll, or in a test that builds its own app); on a busy
    // 2-core CI machine that can pass the defaults of 10 s and 5 s.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
  },
});
