// Starts the API: embedded PGlite (file data dir) or PostgreSQL (DATABASE_URL), migrations, a small
// seeded corpus on first start, then HTTP on HOST:PORT.
import fs from 'node:fs';
import { buildApp } from './app';
import { configFromEnv, configurationProblem } from './config';
import { openDatabase } from './db';
import { migrate } from './db/migrate';
import { seedCorpus } from './corpus/seed';
import { countEntreprises } from './modules/companies/repository';
import { writeTariffs } from './modules/basket/repository';
import { createIdentity } from './modules/identity';
import { OUTBOX_HOST, buildOutboxViewer } from './modules/identity/outboxViewer';
import { sellerFromEnv, sellerProblem } from './modules/orders/seller';
import { paymentConfigFromEnv, paymentProblem } from './modules/payments/config';
import { signingProblem } from './modules/documents/signing';
import { siteInformationProblem } from './modules/site/information';
import { startMaintenance } from './maintenance';

async function main() {
  const cfg = configFromEnv();
  const problem = configurationProblem(cfg) ?? sellerProblem(process.env, cfg.production) ?? paymentProblem(process.env, cfg.production) ?? signingProblem(process.env, cfg.production) ?? siteInformationProblem(process.env, cfg.production);
  if (problem) throw new Error(problem);
  const seller = sellerFromEnv();
  const payment = paymentConfigFromEnv();
  if (!cfg.databaseUrl) fs.mkdirSync(cfg.dataDir, { recursive: true });
  const db = await openDatabase(cfg.databaseUrl ? { url: cfg.databaseUrl } : { dataDir: cfg.dataDir });
  const applied = await migrate(db);
  if (applied.length) console.log(`migrations: ${applied.join(', ')}`);
  // The price grids of tariffs.ts, written (or brought up to date) before the first request.
  await writeTariffs(db);
  if (cfg.seedCompanies > 0 && (await countEntreprises(db)) === 0) {
    const r = await seedCorpus(db, { companies: cfg.seedCompanies, rebuildIndexes: true, atomic: true });
    console.log(`corpus: ${r.companies} entreprises générées en ${(r.ms / 1000).toFixed(1)} s`);
  }
  const identity = cfg.identity ? await createIdentity({ db }) : undefined;
  const app = await buildApp({ db, rateLimit: cfg.rateLimit, logger: cfg.logger, trustProxy: cfg.trustProxy, seller, payment, jobsPollMs: cfg.jobsPollMs, jobsLeaseMs: cfg.jobsLeaseMs, ...(identity ? { identity } : {}) });
  app.jobs.start();
  const digests = identity ? { mailer: identity.mailer, origin: identity.config.shellOrigins[0]! } : undefined;
  const maintenance = startMaintenance(db, seller, (m) => console.log(m), undefined, digests);
  void maintenance.run();
  const viewer = identity?.mailer.mode === 'outbox' ? buildOutboxViewer(db, cfg.outboxPort, identity.mailer) : null;
  const stop = async () => {
    maintenance.stop();
    await viewer?.close();
    await app.close();
    await identity?.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: cfg.port, host: cfg.host });
  console.log(`API: http://${cfg.host}:${cfg.port}/api (documentation: /api/docs, base ${db.kind})`);
  if (viewer) {
    await viewer.listen({ port: cfg.outboxPort, host: OUTBOX_HOST });
    console.log(`Courriels (aucun serveur SMTP configuré) : http://localhost:${cfg.outboxPort}/outbox`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
