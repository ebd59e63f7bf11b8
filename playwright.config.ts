import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { mailSinkPort } from './tests/e2e/mail-sink';
import { allPorts, donorsPort, E2E_WORKERS, FIRST_PORT } from './tests/e2e/ports';

const STARTED = Date.now();

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build served by `npm start`, on a fresh embedded database seeded with the demo data.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Spec files share out between the workers; each worker has its own server and database
  // (tests/e2e/fixtures.ts), so specs of two workers never meet in the data, and the tests of
  // one file run in order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // The journeys with two people and screenshots take 40-50 s on a quiet 2-core machine; a shared,
  // loaded one needs room (a time limit here guards against hangs, it does not measure speed).
  timeout: 120_000,
  // A screen that reads thousands of records from the device's store can take several seconds to
  // show on a loaded machine; 5 s (Playwright's default) failed there while the app was working.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Mail goes over SMTP to a local sink that files it for the tests (tests/e2e/mail-sink.ts).
  globalSetup: './tests/e2e/mail-sink.ts',
  use: {
    // The first server; each test's `baseURL` fixture points at its worker's own one.
    baseURL: `http://localhost:${FIRST_PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Fluent's expand and drawer motions end at once: a click never lands mid-animation (a phone
    // test lost one there), and the browser paints less.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace with DOM snapshots but without the screencast: recording a
    // screenshot of every frame took a third of the suite's time (the browser and GPU processes
    // used more CPU than the app's page), and the DOM snapshots show the same screens.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  // The client build and the demo seed take about 3 minutes on a loaded 2-core machine (a CI run
  // timed out at 180 s while other tests shared it): room here, not a measure of speed.
  // One server per worker, started one after the other: the first builds the client, the
  // next find it built.
  webServer: allPorts().map((port) => ({
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/api/status`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpdir(), `collegium-e2e-${STARTED}-${port}`),
      RATE_LIMIT_PER_MINUTE: '0',
      // A fifth of the demo data: every signed-in test starts with a first sync of all of it.
      SEED_STUDENTS: '300',
      SEED_APPLICATIONS: '400',
      SMTP_URL: `smtp://127.0.0.1:${mailSinkPort(port)}`,
      // The donor record frames this address; tests/e2e/donors.spec.ts serves it.
      DONORS_URL: `http://127.0.0.1:${donorsPort(port)}/donor/{id}`,
    },
  })),
});
