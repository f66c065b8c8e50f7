import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's build of Chromium's headless shell (the browser Playwright itself runs headless by default): the same
// engine without the full browser's UI, GPU and window machinery, so less CPU per test than the full browser in
// headless mode.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!fs.existsSync(CHROMIUM)) {
  // Fail loudly, never skip: browser tests are part of `npm test`.
  throw new Error(
    `Chromium's headless shell not found at ${CHROMIUM}. Install Debian's (apt-get update && apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  // One more try for a failed test, which the report then lists as "flaky" (never silently passed): on the 2-core
  // CI machine the suite saturates both cores, and three runs in a row each met a different race of test and page
  // (all three fixed, one of them a real bug). A test that fails twice fails the run.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace's DOM snapshots and network log. Not the screencast: recording frames for every
    // test (kept only for failures) costs a large share of the suite's time on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: CHROMIUM,
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
  },
  projects: [
    {
      name: 'mobile',
      // A phone's viewport, touch and user agent at 1 CSS px per device pixel: Pixel 7's 2.625 made every paint and
      // full-page screenshot ~7 times the pixels for the same layout.
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' },
      testIgnore: '**/*.exclusive.spec.ts',
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
      testMatch: '**/*.desktop.spec.ts',
    },
    // Tests that change a site-wide setting (registration invite-only) run alone, after the others.
    {
      name: 'exclusive',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: '**/*.exclusive.spec.ts',
      dependencies: ['mobile', 'desktop'],
      // One at a time: each file flips a site-wide setting (registration mode, feed visibility, TV mode) that the
      // others' sign-ups and pages would meet.
      workers: 1,
    },
  ],
  webServer: {
    command: `node --import tsx e2e/support/test-server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
