// Runs the sandbox payment provider on its own port (`npm start` starts it beside the API with the
// same PAYMENT_SECRET). See README.md for the settings and the test cards.
import { buildSandbox } from './app';

function fail(message: string): never {
  console.error(`Prestataire de paiement de test : ${message}`);
  process.exit(1);
}

function nonNegativeInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) fail(`${name} doit être un entier positif ou nul (reçu « ${raw} »).`);
  return n;
}

async function main() {
  const secret = process.env.PAYMENT_SECRET;
  if (!secret) fail("PAYMENT_SECRET est obligatoire : c'est le secret partagé avec l'API, qui signe les demandes de paiement, les notifications et les retours.");
  const base = nonNegativeInteger('PORT_BASE', 0);
  const port = nonNegativeInteger('PAYMENT_SANDBOX_PORT', 8090 + base);
  const host = process.env.HOST || '127.0.0.1';
  const notificationUrl = process.env.PAYMENT_NOTIFICATION_URL || `http://127.0.0.1:${3000 + base}/api/paiements/notifications`;
  const duplicate = process.env.PAYMENT_SANDBOX_DUPLICATE_NOTIFICATIONS === '1';

  const app = buildSandbox({
    secret,
    merchantId: process.env.PAYMENT_MERCHANT_ID || 'PORTAIL',
    merchantName: process.env.PAYMENT_MERCHANT_NAME || 'Portail des entreprises',
    notificationUrl,
    notificationDelayMs: nonNegativeInteger('PAYMENT_SANDBOX_NOTIFICATION_DELAY_MS', 0),
    duplicateNotifications: duplicate,
    log: (message) => console.log(`[paiement] ${message}`),
    // Warnings and errors only: request lines would only repeat what the delivery reports say.
    logger: { level: 'warn' },
  });

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port, host });
  console.log(
    `Prestataire de paiement de test : http://${host}:${port}/paiement (notifications vers ${notificationUrl}${duplicate ? ', envoyées en double' : ''})`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
