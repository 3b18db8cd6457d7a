// Runs the sandbox print-and-post provider on its own port (`npm start` starts it beside the API
// with the same POSTAL_SECRET). See README.md for the settings.
import { POSTAL_NOTIFICATION_PATH } from '@portail/shared/postal/protocol';
import { logDestination } from '@portail/shared/logging/terminal';
import { runSandbox, sandboxRunner } from '@portail/shared/sandbox/runner';
import { buildPostalSandbox } from './app';

const { fail, nonNegativeInteger, serve } = sandboxRunner('Prestataire de courrier de test');

runSandbox(async () => {
  const secret =
    process.env.POSTAL_SECRET ||
    fail("POSTAL_SECRET est obligatoire : c'est le secret partagé avec l'API, qui signe les dépôts de lettres et les notifications.");
  const base = nonNegativeInteger('PORT_BASE', 0);
  const port = nonNegativeInteger('POSTAL_SANDBOX_PORT', 8092 + base);
  const host = process.env.HOST || '127.0.0.1';
  const notificationUrl = process.env.POSTAL_NOTIFICATION_URL || `http://127.0.0.1:${3000 + base}${POSTAL_NOTIFICATION_PATH}`;

  const app = buildPostalSandbox({
    secret,
    sender: process.env.POSTAL_SENDER || 'Portail des entreprises',
    notificationUrl,
    log: (message) => console.log(`[courrier] ${message}`),
    // Warnings and errors only, one readable line each: request lines would only repeat what the
    // delivery reports say, and a visitor who leaves halfway is no error (no stack printed).
    logger: { level: 'warn', stream: logDestination({ out: process.stdout, level: 'warn', format: 'text', prefix: '[courrier] ' }) },
  });

  await serve(app, { port, host }, `http://${host}:${port}/ (notifications vers ${notificationUrl})`);
});
