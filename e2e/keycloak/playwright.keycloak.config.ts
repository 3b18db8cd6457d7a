import './environment';
import { defineConfig } from '@playwright/test';
import shared from '../playwright.config';

// The identity journeys against a real Keycloak (npm run idp:keycloak's server, the realm of
// docker-compose.yml): global-setup.ts starts Keycloak, an SMTP sink for its mail and the site,
// whose API trusts Keycloak. The shared configuration brings the browser, the consent state and
// the staff token. Run by the root `npm test` when java and mvn are present.

const base = Number(process.env.PORT_BASE);
const fr = `http://localhost:${8080 + base}`;

export default defineConfig({
  ...shared,
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  // Keycloak's pages take longer than the embedded provider's on a busy machine.
  timeout: 120_000,
  globalSetup: './global-setup.ts',
  use: { ...shared.use, baseURL: fr },
  projects: [{ name: 'keycloak', use: { baseURL: fr } }],
  webServer: undefined,
});
