// Starts the API: embedded PGlite (file data dir) or PostgreSQL (DATABASE_URL), migrations, a small
// seeded corpus on first start, then HTTP on HOST:PORT.
//
// API_PROCESSES (processes.ts) above 1 (PostgreSQL only) makes this process the primary of a
// node:cluster: it migrates and seeds, creates the provider's secrets, runs the maintenance loop
// (monthly invoices, digests: once, not once per process) and the outbox viewer, then forks that
// many workers that each build the app, run a job worker (claims use `for update skip locked`)
// and listen on the same port; a worker that dies is started again. Limits that every process
// must count alike live in the shared store (src/store: Redis with REDIS_URL).
import cluster from 'node:cluster';
import fs from 'node:fs';
import { buildApp } from './app';
import { configFromEnv, configurationProblem } from './config';
import { openDatabase, type Database } from './db';
import { openPostgres } from './db/postgres';
import { migrate } from './db/migrate';
import { seedCorpus } from './corpus/seed';
import { configuredSearch, countEntreprises, enqueueSearchDrainIfPending } from './modules/companies';
import { writeTariffs } from './modules/basket';
import { createIdentity, type Identity, OUTBOX_HOST, buildOutboxViewer } from './modules/identity';
import { seedDemoCustomers } from './modules/users';
import { sellerFromEnv, sellerProblem } from './modules/orders';
import { paymentConfigFromEnv, paymentProblem } from './modules/payments';
import { postalProblem } from './modules/postal';
import { signingProblem } from './modules/documents';
import { siteInformationProblem } from './modules/site';
import { digestMail, startMaintenance } from './maintenance';
import { OPERATIONS_HOST } from './modules/operations';
import { apiProcessesFromEnv, forkWorkers, poolPerProcess, sharedStoreWarning } from './processes';
import { apiLogging, infoLine, loggingProblem } from './logging';
import { watchActivity, type ActivityWatch } from './logging/activity';
import { processStartupReporter, type StartupReporter } from './logging/startup';
import { openSharedStore } from './store';

type Config = ReturnType<typeof configFromEnv>;

async function openStorage(cfg: Config, processes: number): Promise<Database> {
  if (!cfg.databaseUrl) {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    return openDatabase({ dataDir: cfg.dataDir });
  }
  return processes > 1 ? openPostgres(cfg.databaseUrl, { max: poolPerProcess(processes) }) : openDatabase({ url: cfg.databaseUrl });
}

/** Migrations, price grids and the first corpus: once, before any request. */
async function prepare(db: Database, cfg: Config, report: StartupReporter): Promise<void> {
  report.step('Préparation de la base de données…');
  const applied = await migrate(db);
  // A new database applies them all: their number says enough.
  if (applied.length) console.log(`migrations : ${applied.length > 3 ? `${applied.length} appliquées` : applied.join(', ')}`);
  // The price grids of tariffs.ts, written (or brought up to date) before the first request.
  await writeTariffs(db);
  if (cfg.seedCompanies > 0 && (await countEntreprises(db)) === 0) {
    const r = await seedCorpus(db, {
      companies: cfg.seedCompanies,
      rebuildIndexes: true,
      atomic: true,
      onProgress: (done, total) => report.seedProgress(done, total),
      onStep: (step) => report.step(step === 'search' ? 'Préparation de la recherche : colonnes de recherche…' : 'Préparation de la recherche : index…'),
    });
    console.log(`corpus : ${r.companies} entreprises générées en ${(r.ms / 1000).toFixed(1)} s`);
  }
  // Changes a previous run noted for the search index and did not drain (or the seed's): drained once the job worker starts.
  await enqueueSearchDrainIfPending(db);
}

/** The maintenance loop and the outbox viewer: in the one process, or in the primary. */
function startBackground(db: Database, identity: Identity | undefined, cfg: Config) {
  const seller = sellerFromEnv();
  const digests = identity ? digestMail(identity.mailer, identity.config.shellOrigins) : undefined;
  const maintenance = startMaintenance(db, seller, (m) => console.log(m), undefined, digests);
  void maintenance.run();
  const viewer = identity?.mailer.mode === 'outbox' ? buildOutboxViewer(db, cfg.outboxPort, identity.mailer) : null;
  const outboxUrl = viewer ? `http://localhost:${cfg.outboxPort}/outbox` : undefined;
  let activity: ActivityWatch | null = null;
  return {
    async listen() {
      // Payments accepted and mails sent, one line each on the terminal of a site run locally.
      if (!cfg.production) activity = await watchActivity(db, { print: infoLine(apiLogging(process.env)), ...(outboxUrl ? { outboxUrl } : {}) });
      if (!viewer) return;
      await viewer.listen({ port: cfg.outboxPort, host: OUTBOX_HOST });
      console.log(`Courriels (aucun serveur SMTP configuré) : ${outboxUrl}`);
    },
    async stop() {
      activity?.stop();
      maintenance.stop();
      await viewer?.close();
    },
  };
}

/** The HTTP application with its job worker (each process that serves requests). */
async function startHttp(db: Database, cfg: Config, processes: number) {
  const store = openSharedStore({ redisUrl: cfg.redisUrl });
  const identity = cfg.identity ? await createIdentity({ db, limits: store.windows }) : undefined;
  const app = await buildApp({
    db,
    store,
    rateLimit: cfg.rateLimit,
    logger: cfg.logger ? apiLogging(process.env) : false,
    trustProxy: cfg.trustProxy,
    ...(cfg.operationsPort ? { operationsListener: { port: cfg.operationsPort, host: OPERATIONS_HOST } } : {}),
    seller: sellerFromEnv(),
    payment: paymentConfigFromEnv(),
    jobsPollMs: cfg.jobsPollMs,
    jobsLeaseMs: cfg.jobsLeaseMs,
    ...(processes > 1 && cluster.worker ? { worker: cluster.worker.id } : {}),
    ...(identity ? { identity } : {}),
    // SEARCH_ENGINE=opensearch: OpenSearch, PostgreSQL while it does not answer, and the index the outbox feeds.
    ...configuredSearch(db, process.env, (m) => console.warn(m)),
  });
  app.jobs.start();
  return {
    app,
    identity,
    async close() {
      await app.close();
      await identity?.close();
      await store.close();
    },
  };
}

/** Runs `stop` on SIGINT or SIGTERM, then exits. */
function stopOnSignal(stop: () => Promise<void>): void {
  const run = async () => {
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', run);
  process.once('SIGTERM', run);
}

async function main() {
  const cfg = configFromEnv();
  const processes = apiProcessesFromEnv(process.env);
  const problem =
    processes.problem ?? configurationProblem(cfg) ?? loggingProblem(process.env) ?? sellerProblem(process.env, cfg.production) ?? paymentProblem(process.env, cfg.production) ?? postalProblem(process.env, cfg.production) ?? signingProblem(process.env, cfg.production) ?? siteInformationProblem(process.env, cfg.production);
  if (problem) {
    // A setting to correct, not a defect: its French message alone.
    console.error(`L'API ne peut pas démarrer : ${problem}`);
    process.exit(1);
  }
  const n = processes.count;

  if (cluster.isWorker) {
    const db = await openStorage(cfg, n);
    const http = await startHttp(db, cfg, n);
    stopOnSignal(async () => {
      await http.close();
      await db.close();
    });
    await http.app.listen({ port: cfg.port, host: cfg.host });
    return;
  }

  const report = processStartupReporter();
  report.step(cfg.databaseUrl ? 'Connexion à PostgreSQL…' : `Ouverture de la base embarquée (${cfg.dataDir})…`);
  const db = await openStorage(cfg, n);
  await prepare(db, cfg, report);
  report.step("Démarrage du serveur de l'API…");

  if (n === 1) {
    const http = await startHttp(db, cfg, n);
    const background = startBackground(db, http.identity, cfg);
    stopOnSignal(async () => {
      await background.stop();
      await http.close();
      await db.close();
    });
    await http.app.listen({ port: cfg.port, host: cfg.host });
    console.log(`API: http://${cfg.host}:${cfg.port}/api (documentation: /api/docs, base ${db.kind})`);
    await background.listen();
    return;
  }

  const warning = sharedStoreWarning(n, cfg.redisUrl);
  if (warning) console.warn(warning);
  // The provider's keys are created here, once, before the workers read them; so are the demo
  // customers when asked for, which workers seeding side by side would both try to create.
  const identity = cfg.identity ? await createIdentity({ db }) : undefined;
  if (identity?.config.seedDemo) await seedDemoCustomers(identity);
  const background = startBackground(db, identity, cfg);
  const workers = forkWorkers(n, (m) => console.warn(m));
  stopOnSignal(async () => {
    await workers.stop();
    await background.stop();
    await identity?.close();
    await db.close();
  });
  console.log(`API: http://${cfg.host}:${cfg.port}/api (documentation: /api/docs, base ${db.kind}, ${n} processus, état partagé ${cfg.redisUrl ? 'Redis' : 'en mémoire par processus'})`);
  await background.listen();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
