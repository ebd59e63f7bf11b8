import { test } from '@playwright/test';

// Each Playwright worker drives its own server, with its own database and mail sink, so the
// specs of two workers never meet in the data (playwright.config.ts starts one per worker).

/** The first server's port; worker n uses the one n above it. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8190);

/** How many workers, hence servers: two keep both cores of a CI machine busy. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The app port of the worker with this parallel index. */
export function appPort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

/** Every server's port, first to last. */
export function allPorts(): number[] {
  return Array.from({ length: E2E_WORKERS }, (_, index) => appPort(index));
}

/** The port of the server the running test talks to. */
export function currentPort(): number {
  return appPort(test.info().parallelIndex);
}

/**
 * The port of the donor-system double of an app port: that server's DONORS_URL points there
 * (playwright.config.ts), and tests/e2e/donors.spec.ts serves a donor page on it.
 */
export function donorsPort(appPort: number): number {
  return appPort + 20_000;
}
