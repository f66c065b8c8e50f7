import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  // Fail loudly, never skip: browser tests are part of `npm test`.
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install Debian's Chromium (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
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
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: '**/*.exclusive.spec.ts',
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
      testMatch: '**/*.desktop.spec.ts',
    },
    // Tests that change a site-wide setting (registration invite-only, issue 14) run alone, after the others.
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
