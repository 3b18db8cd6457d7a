import path from 'node:path';

// The Keycloak journeys' own ports and files, set before ../playwright.config.ts reads PORT_BASE:
// imported first by playwright.keycloak.config.ts. PORT_BASE 350 unless given, beside the shared
// test site (0), the two-process site (40) and the chaos site (290); Keycloak on 8085 + PORT_BASE.
process.env.PORT_BASE ||= '350';
process.env.KEYCLOAK_PORT ||= String(8085 + Number(process.env.PORT_BASE));
process.env.DATA_DIR ||= path.resolve(__dirname, '..', '..', '.data', 'e2e-keycloak');
/** The journeys' SMTP sink (smtpSink.ts): Keycloak learns its port when the realm is imported. */
process.env.KEYCLOAK_SMTP_PORT ||= String(2525 + Number(process.env.PORT_BASE));
/** Where the journeys' SMTP sink writes Keycloak's mail. */
process.env.KEYCLOAK_MAIL_DIR ||= path.join(process.env.DATA_DIR, 'courriels');

export {};
