// `npm start`: builds what is missing or stale, then serves the API, every remote on its own
// port and both shells (fr on 8080, nc on 8081), saying what it is doing (the API's first seed
// with its progress), and prints the URLs once the pages, the API and sign-in answer.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './build-state.mjs';
import { buildApps } from './build.mjs';
import { PORTS, HOST, PUBLIC_HOST } from './ports.mjs';
import { REMOTES, localRegistry, registryFromFile } from './registry.ts';
import { releasesDirFromEnv, writeRegistryFile } from './publish-remote.mjs';
import { authIssuerFromEnv, createRemoteServer, createShellServer, serverBundle } from './servers.ts';
import { pageSettingsFromEnv } from './pageSettings.ts';
import { VARIANT_IDS } from '@portail/shared/site/variants';
import { siteChecks, waitUntilReady } from './readiness.mjs';

const children = [];

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`${label} : le port ${port} est indisponible (${err.code})`)));
    server.listen(port, HOST, resolve);
  });
}

/** When a service last said it was making progress (the API seeding): the readiness wait waits on. */
let lastActivity = 0;

/**
 * A TypeScript service of the repository as a child process; its end ends the whole site. Its
 * start-up steps (api/src/logging/startup.ts), sent over an IPC channel, are printed.
 */
function startService(entry, label, env) {
  if (!existsSync(entry)) return null;
  console.log(`Démarrage : ${label}…`);
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), entry], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, HOST, ...env },
  });
  child.on('message', (m) => {
    if (typeof m?.text !== 'string' || !String(m.type).startsWith('startup-')) return;
    lastActivity = Date.now();
    console.log(`  ${m.text}`);
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`\nÉchec : ${label} s'est arrêté(e) (code ${code ?? signal}) ; son message est ci-dessus.`);
      shutdown(1);
    }
  });
  return child;
}

// The API and the payment sandbox sign and check each other's messages with one secret, fresh for
// each run unless one is configured.
const paymentEnv = {
  PAYMENT_SECRET: process.env.PAYMENT_SECRET || randomBytes(32).toString('hex'),
  PAYMENT_PAGE_URL: process.env.PAYMENT_PAGE_URL || `http://${PUBLIC_HOST}:${PORTS['payment-sandbox']}/paiement`,
};

// The same for the API and the print-and-post sandbox: letters deposited, and their steps notified.
const postalEnv = {
  POSTAL_SECRET: process.env.POSTAL_SECRET || randomBytes(32).toString('hex'),
  POSTAL_API_URL: process.env.POSTAL_API_URL || `http://127.0.0.1:${PORTS['postal-sandbox']}`,
};

function startApi() {
  return startService(path.join(ROOT, 'api', 'src', 'server.ts'), "L'API", { PORT: String(PORTS.api), ...paymentEnv, ...postalEnv });
}

function startPaymentSandbox() {
  return startService(path.join(ROOT, 'payment-sandbox', 'src', 'server.ts'), 'Le prestataire de paiement de test', {
    PAYMENT_SANDBOX_PORT: String(PORTS['payment-sandbox']),
    PAYMENT_NOTIFICATION_URL: `http://127.0.0.1:${PORTS.api}/api/paiements/notifications`,
    ...paymentEnv,
  });
}

function startPostalSandbox() {
  return startService(path.join(ROOT, 'postal-sandbox', 'src', 'server.ts'), 'Le prestataire de courrier de test', {
    POSTAL_SANDBOX_PORT: String(PORTS['postal-sandbox']),
    POSTAL_NOTIFICATION_URL: `http://127.0.0.1:${PORTS.api}/api/courrier/notifications`,
    ...postalEnv,
  });
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function main() {
  const t0 = Date.now();
  await buildApps(Object.keys(APPS), { onlyStale: true });
  startApi();
  startPaymentSandbox();
  startPostalSandbox();

  console.log(`Démarrage : serveurs des pages (${REMOTES.length} applications, ${VARIANT_IDS.length} coquilles)…`);
  const apiOrigin = `http://127.0.0.1:${PORTS.api}`;
  const rendering = [];
  for (const remote of REMOTES) {
    const bundle = serverBundle(path.join(ROOT, APPS[remote].dir));
    if (bundle) rendering.push(remote);
    const releases = { dir: releasesDirFromEnv(), remote };
    await listen(createRemoteServer({ root: path.join(ROOT, APPS[remote].out), bundle, apiOrigin, releases }), PORTS[remote], remote);
  }
  // REGISTRY_FILE: the shells serve the registry of that file (written from the ports when it
  // does not exist) and follow its changes, as in production: a remote is repointed to a version
  // published with scripts/publish-remote.mjs without restarting them.
  let registry = localRegistry(rendering);
  if (process.env.REGISTRY_FILE) {
    if (!existsSync(process.env.REGISTRY_FILE)) writeRegistryFile(process.env.REGISTRY_FILE, registry);
    registry = registryFromFile(process.env.REGISTRY_FILE);
  }
  // The API started above signs in with the provider of OIDC_ISSUER when one is set: the shells'
  // CSP lets pages reach it.
  const authIssuer = authIssuerFromEnv();
  for (const variant of VARIANT_IDS) {
    const server = await createShellServer({ root: path.join(ROOT, APPS[`shell-${variant}`].out), registry, apiOrigin, authIssuer, pageSettings: pageSettingsFromEnv() });
    await listen(server, PORTS[`shell-${variant}`], `shell-${variant}`);
  }

  console.log('Serveurs des pages démarrés ; en attente des pages, de l\'API et de la connexion…');
  const checks = siteChecks({
    shells: Object.fromEntries(VARIANT_IDS.map((v) => [v, PORTS[`shell-${v}`]])),
    issuer: process.env.OIDC_ISSUER,
    identity: process.env.IDENTITY !== 'off',
  });
  await waitUntilReady(checks, {
    lastActivity: () => lastActivity,
    onReady: (c) => console.log(`  ✓ ${c.label} répond (${c.url})`),
    onWaiting: (pending) => console.log(`  En attente : ${pending.map((c) => `${c.label} ${c.last}`).join(', ')}…`),
  });

  console.log(`\nPortail prêt en ${((Date.now() - t0) / 1000).toFixed(1)} s :`);
  console.log(`  France (fr)              http://${PUBLIC_HOST}:${PORTS['shell-fr']}`);
  console.log(`  Nouvelle-Calédonie (nc)  http://${PUBLIC_HOST}:${PORTS['shell-nc']}`);
  console.log(`  API                      http://${PUBLIC_HOST}:${PORTS['shell-fr']}/api (direct : http://${PUBLIC_HOST}:${PORTS.api})`);
  for (const r of REMOTES) console.log(`  ${r.padEnd(24)} http://${PUBLIC_HOST}:${PORTS[r]} (autonome)`);
  console.log(`  Paiement (test)          http://${PUBLIC_HOST}:${PORTS['payment-sandbox']}/sante (cartes de test : payment-sandbox/README.md)`);
  console.log(`  Courrier (test)          http://${PUBLIC_HOST}:${PORTS['postal-sandbox']}/ (lettres reçues : postal-sandbox/README.md)`);
}

main().catch((err) => {
  console.error(`\nÉchec du démarrage : ${err.message || err}`);
  shutdown(1);
});
