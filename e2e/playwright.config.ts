import { defineConfig } from '@playwright/test';
import { consentRefusedState } from './consentState';

const base = Number(process.env.PORT_BASE || 0);

// The site the tests start can be driven as its operators do (staff endpoints: a SIRENE re-import,
// moving the corpus forward), and counts a subscriber's unread revelations every 2 s instead of
// every 10 minutes, so that a journey sees the header's counter change. The test runner's workers
// inherit these settings, and the web server below is started with them.
process.env.STAFF_API_TOKEN ||= 'jeton-d-exploitation-des-parcours-de-test';
process.env.REVELATIONS_REFRESH_MS ||= '2000';
// Every request of the suite comes from one address: its two browsers, its own API calls and the
// pages the shells render for them. The API's limit per address (600 a minute) is for one visitor;
// the API's tests hold it, and the site started here allows the suite's pace.
process.env.RATE_LIMIT_MAX ||= '20000';
// Its journeys also create many accounts from that one address: more than the 10 sign-ups and
// mail forms in 10 minutes one visitor may send.
process.env.MAIL_RATE_LIMIT_MAX ||= '1000';
const fr = `http://localhost:${8080 + base}`;
const nc = `http://localhost:${8081 + base}`;

// Every page asks for consent on a first visit (the shell's consent banner). The specs start with
// the choice made, measurement refused, as a returning visitor's browser holds it: the banner
// neither covers what they click nor counts in their checks. tests/consent.spec.ts starts without it.
const consentRefused = consentRefusedState();

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: fr,
    storageState: consentRefused,
    trace: 'retain-on-failure',
    // A click or a navigation that cannot happen fails on its own step, naming what it waited
    // for, instead of running the test out of time.
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'fr', use: { baseURL: fr }, testIgnore: /variant-nc\.spec\.ts/ },
    { name: 'nc', use: { baseURL: nc }, testMatch: /variant-nc\.spec\.ts/ },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    // The API answers once migrated and seeded: tests start when the whole site can serve them.
    url: `${fr}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
