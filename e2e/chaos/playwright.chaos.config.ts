import { defineConfig } from '@playwright/test';
import { consentRefusedState } from '../consentState';

// Faults that need a site of their own: the shared test site (../playwright.config.ts) is never
// disturbed. PORT_BASE 290 unless given: the servers of this run sit beside the test site and a
// developer's `npm start`.
process.env.PORT_BASE ||= '290';
const base = Number(process.env.PORT_BASE);
const fr = `http://localhost:${8080 + base}`;

export default defineConfig({
  testDir: '.',
  testMatch: /\.chaos\.spec\.ts$/,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 3,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: fr,
    storageState: consentRefusedState(),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    // The site without its API (nothing listens on 3000 + PORT_BASE).
    command: 'node e2e/chaos/site-without-api.mjs',
    cwd: '../..',
    url: `${fr}/registry.json`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
