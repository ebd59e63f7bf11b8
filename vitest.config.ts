import { defineConfig } from 'vitest/config';
import { clientDeploymentDefines } from './config/client-defines';

// Every test runs in UTC (dates are formatted and compared in UTC across the product).
process.env.TZ = 'UTC';

export default defineConfig({
  // The checked configuration of config/ that src/deployment.ts reads, as in the build.
  define: await clientDeploymentDefines(),
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/architecture/**/*.test.ts',
      'server/**/*.test.ts',
      'config/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
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
