import { test as base } from '@playwright/test';
import { appPort } from './ports';

export { expect } from '@playwright/test';

/** Playwright's test, with the base URL of this worker's own server (tests/e2e/ports.ts). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${appPort(testInfo.parallelIndex)}`);
  },
});
