import { defineConfig } from 'vitest/config';

// Every test runs in UTC (dates are formatted and compared in UTC across the product).
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'config/**/*.test.ts',
      'sw/**/*.test.ts',
    ],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
  },
});
