// Runs the sandbox print-and-post provider on its own port (`npm start` starts it beside the API
// with the same POSTAL_SECRET). See README.md for the settings.
import { POSTAL_NOTIFICATION_PATH } from '@portail/shared/postal/protocol';
import { buildPostalSandbox } from './app';

function fail(message: string): never {
  console.error(`Prestataire de courrier de test : ${message}`);
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
  const secret = process.env.POSTAL_SECRET;
  if (!secret) fail("POSTAL_SECRET est obligatoire : c'est le secret partagé avec l'API, qui signe les dépôts de lettres et les notifications.");
  const base = nonNegativeInteger('PORT_BASE', 0);
  const port = nonNegativeInteger('POSTAL_SANDBOX_PORT', 8092 + base);
  const host = process.env.HOST || '127.0.0.1';
  const notificationUrl = process.env.POSTAL_NOTIFICATION_URL || `http://127.0.0.1:${3000 + base}${POSTAL_NOTIFICATION_PATH}`;

  const app = buildPostalSandbox({
    secret,
    sender: process.env.POSTAL_SENDER || 'Portail des entreprises',
    notificationUrl,
    log: (message) => console.log(`[courrier] ${message}`),
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
  console.log(`Prestataire de courrier de test : http://${host}:${port}/ (notifications vers ${notificationUrl})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
