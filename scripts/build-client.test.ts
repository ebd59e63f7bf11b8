import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientBuildConfig, withProductionEnv } from './build-client.mjs';

// `NODE_ENV=development npm start` served a build whose service worker never registered
// (src/main.tsx registers it when import.meta.env.PROD): the start script's build is production.

const root = fileURLToPath(new URL('..', import.meta.url));
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
});
afterEach(() => {
  process.env.NODE_ENV = saved;
});

describe("npm start's client build", () => {
  it('is a production build under NODE_ENV=development, and gives NODE_ENV back', async () => {
    const config = await withProductionEnv(() => resolveConfig(clientBuildConfig(root), 'build'));
    expect(config.isProduction).toBe(true);
    expect(config.env.PROD).toBe(true);
    expect(process.env.NODE_ENV).toBe('development');
  });

  it('would not be one built as before, with NODE_ENV left as it was', async () => {
    const config = await resolveConfig({ root, logLevel: 'warn' }, 'build');
    expect(config.env.PROD).toBe(false);
  });
});
