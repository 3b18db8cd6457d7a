// Runs the sandbox print-and-post provider on its own port (`npm start` starts it beside the API
// with the same POSTAL_SECRET). See README.md for the settings.
import { POSTAL_NOTIFICATION_PATH } from '@portail/shared/postal/protocol';
import { runSandbox, sandboxRunner, sandboxTerminal } from '@portail/shared/sandbox/runner';
import { buildPostalSandbox } from './app';

const { address, fail, serve } = sandboxRunner('Prestataire de courrier de test');

runSandbox(async () => {
  const secret =
    process.env.POSTAL_SECRET ||
    fail("POSTAL_SECRET est obligatoire : c'est le secret partagé avec l'API, qui signe les dépôts de lettres et les notifications.");
  const { base, port, host } = address('POSTAL_SANDBOX_PORT', 8092);
  const notificationUrl = process.env.POSTAL_NOTIFICATION_URL || `http://127.0.0.1:${3000 + base}${POSTAL_NOTIFICATION_PATH}`;

  const app = buildPostalSandbox({
    secret,
    sender: process.env.POSTAL_SENDER || 'Portail des entreprises',
    notificationUrl,
    ...sandboxTerminal('[courrier]'),
  });

  await serve(app, { port, host }, `http://${host}:${port}/ (notifications vers ${notificationUrl})`);
});
