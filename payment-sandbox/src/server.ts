// Runs the sandbox payment provider on its own port (`npm start` starts it beside the API with the
// same PAYMENT_SECRET). See README.md for the settings and the test cards.
import { runSandbox, sandboxRunner, sandboxTerminal } from '@portail/shared/sandbox/runner';
import { buildSandbox } from './app';

const { address, fail, nonNegativeInteger, serve } = sandboxRunner('Prestataire de paiement de test');

runSandbox(async () => {
  const secret =
    process.env.PAYMENT_SECRET ||
    fail("PAYMENT_SECRET est obligatoire : c'est le secret partagé avec l'API, qui signe les demandes de paiement, les notifications et les retours.");
  const { base, port, host } = address('PAYMENT_SANDBOX_PORT', 8090);
  const notificationUrl = process.env.PAYMENT_NOTIFICATION_URL || `http://127.0.0.1:${3000 + base}/api/paiements/notifications`;
  const duplicate = process.env.PAYMENT_SANDBOX_DUPLICATE_NOTIFICATIONS === '1';

  const app = buildSandbox({
    secret,
    merchantId: process.env.PAYMENT_MERCHANT_ID || 'PORTAIL',
    merchantName: process.env.PAYMENT_MERCHANT_NAME || 'Portail des entreprises',
    notificationUrl,
    notificationDelayMs: nonNegativeInteger('PAYMENT_SANDBOX_NOTIFICATION_DELAY_MS', 0),
    duplicateNotifications: duplicate,
    ...sandboxTerminal('[paiement]'),
  });

  await serve(app, { port, host }, `http://${host}:${port}/paiement (notifications vers ${notificationUrl}${duplicate ? ', envoyées en double' : ''})`);
});
