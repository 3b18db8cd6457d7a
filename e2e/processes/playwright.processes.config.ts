import './environment';
import { defineConfig } from '@playwright/test';
import shared from '../playwright.config';

// The identity, ordering and monitoring journeys of ../tests, unchanged, against a site whose API
// runs as two processes (API_PROCESSES=2: node:cluster) on PostgreSQL and Redis, as production
// does, then a check that both processes served (two-processes.spec.ts). TEST_DATABASE_URL and
// TEST_REDIS_URL name the servers; start-site.mjs gives the run a clean schema of its own and
// starts the site on PORT_BASE 40 (environment.ts). The shared configuration brings the browser,
// the consent state, the staff token and the quick revelations poll.

const base = Number(process.env.PORT_BASE);
const fr = `http://localhost:${8080 + base}`;

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  throw new Error('Les parcours à deux processus de l’API demandent PostgreSQL (TEST_DATABASE_URL) et Redis (TEST_REDIS_URL).');
}

export default defineConfig({
  ...shared,
  testDir: '.',
  use: { ...shared.use, baseURL: fr },
  projects: [
    {
      name: 'parcours',
      testDir: '../tests',
      testMatch: /[\\/](auth|account|ordering|monitoring)\.spec\.ts$/,
    },
    {
      // After the journeys: the workers they met are still the first two (none died and was
      // started again), and each of them serves the site and the signed-in customer.
      name: 'deux-processus',
      testDir: '.',
      testMatch: /two-processes\.spec\.ts$/,
      dependencies: ['parcours'],
    },
  ],
  webServer: {
    command: 'node e2e/processes/start-site.mjs',
    cwd: '../..',
    url: `${fr}/api/health`,
    // Never a site already listening: it could be a one-process site.
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
