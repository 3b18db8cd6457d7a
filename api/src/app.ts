// The API application: one Fastify instance, one plugin per service of SPEC §7, all under /api.
// buildApp({ db }) is what tests use (through app.inject); server.ts adds the network and the seed.
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { HealthSchema } from '@portail/shared/api';
import { API_BODY_LIMIT, OPERATIONS_PREFIX } from '@portail/shared/api/edge';
import type { Database } from './db/types';
import { registerCaching } from './http/caching';
import { frameworkErrors, registerErrorHandling } from './http/errors';
import {
  companiesRoutes,
  type CompanySearchEngine,
  PostgresSearchEngine,
  type SearchIndexer,
  enqueueSearchDrain,
  hasSearchHealth,
  searchDrainHandlers,
} from './modules/companies';
import { registriesRoutes } from './modules/registries';
import { referenceRoutes } from './modules/reference';
import { statisticsRoutes, estimatedCount } from './modules/statistics';
import { seoRoutes } from './modules/seo';
import { siteRoutes, type SiteIdentity } from './modules/site';
import { identityPlugin, type Identity } from './modules/identity';
import { usersRoutes } from './modules/users';
import { basketRoutes } from './modules/basket';
import { ordersRoutes, invoicePdf, INVOICE_ATTACHMENT, sellerFromEnv } from './modules/orders';
import {
  orderLifecycleRoutes,
  paymentConfigFromEnv,
  type PaymentConfig,
  confirmFreeOrder,
  orderPaymentsView,
  paymentJobHandlers,
  findReceiptFor,
  listReceipts,
  receiptPdf,
  paymentNotificationRoutes,
  paymentsRoutes,
  subscriptionPaymentRoutes,
  invoicePaymentRoutes,
} from './modules/payments';
import type { SellerIdentity } from './modules/pdf';
import { transferRoutes, bearerGuard, operationsRoutes, guardOperations, type OperationsListener } from './modules/operations';
import { documentsRoutes, verificationRoutes, documentsWorker, loadSigner, signingConfigFromEnv, type DocumentSigner } from './modules/documents';
import { catalogueRoutes, monitoringRoutes } from './modules/monitoring';
import { contactConfigFromEnv, contactRoutes } from './modules/contact';
import { systemClock, type Clock, type JobWorker } from './jobs/queue';
import { measuresReportRoutes, measuresRoutes } from './modules/measures';
import { postalConfigFromEnv, type PostalConfig, postalNotificationRoutes, postalRoutes, postalJobHandlers } from './modules/postal';
import { configFromEnv } from './config';
import { serverLogging, type ServerLogging } from './logging';
import type { SharedStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker of the durable job queue (documents); started by server.ts, driven by hand in tests. */
    jobs: JobWorker;
  }
}

// French messages for every validation error the schemas do not word themselves.
z.config(z.locales.fr());

export interface AppOptions {
  db: Database;
  /** Another engine (e.g. OpenSearch, behind FallbackSearchEngine) can replace the PostgreSQL one. */
  search?: CompanySearchEngine;
  /** The index the search outbox feeds (OpenSearch); without one, the outbox drain only prunes. */
  searchIndexer?: SearchIndexer;
  /** Requests per window per client; false disables the limit (benchmarks). */
  rateLimit?: { max: number; timeWindow: number } | false;
  /**
   * State shared by every API process (src/store): on Redis, @fastify/rate-limit counts there
   * (the general limit and the contact, measures and verification limits); the measures each
   * visitor sends are counted in its `windows`. Give the same store's `windows` to createIdentity
   * for the sign-in limits. Default: each process's memory.
   */
  store?: SharedStore;
  /** Which of several API processes this is (node:cluster worker id), sent as X-Api-Worker; unset with one process. */
  worker?: number;
  /** Fastify's logger: none when false or absent; true, the API's from the environment (src/logging). */
  logger?: boolean | ServerLogging;
  /**
   * Addresses (or CIDR ranges) of the proxies in front of the API whose X-Forwarded-For and
   * X-Forwarded-Proto are believed; `req.ip`, which keys every rate limit, is then the visitor's.
   * Default: nobody (the socket's address).
   */
  trustProxy?: string[];
  /** Sign-in and user service, mounted when given (see modules/identity). */
  identity?: Identity;
  /** The card payment provider; default from the environment (payments/config.ts). */
  payment?: PaymentConfig;
  /** The print-and-post provider; default from the environment (postal/config.ts); `fetch` for tests. */
  postal?: PostalConfig & { fetch?: typeof fetch };
  /** Who sells, as invoices print it; default from the environment (orders/seller.ts). */
  seller?: SellerIdentity;
  /** The site's legal identity; default from the environment (site/information.ts). */
  siteIdentity?: SiteIdentity;
  /** Who signs issued documents; default from the environment, or the development pair. */
  signer?: DocumentSigner;
  /** The scheduler's time (periodic Kbis); tests set their own. */
  clock?: Clock;
  /** Idle polling interval of the job worker, in milliseconds. */
  jobsPollMs?: number;
  /** How long a claimed job is its worker's before another may take it up. */
  jobsLeaseMs?: number;
  /** Bearer token of the staff operations endpoints; default STAFF_API_TOKEN. Without one they are not mounted. */
  staffToken?: string;
  /**
   * The operators' own listener (OPERATIONS_PORT), started and stopped with the application: the
   * staff endpoints then answer there only. Without it, on the API's address to requests that no
   * proxy forwarded (modules/operations/access.ts).
   */
  operationsListener?: OperationsListener;
}

export const DEFAULT_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverLogging(opts.logger),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    bodyLimit: API_BODY_LIMIT,
    // An empty list would mean "trust nobody" to us but is rejected by proxy-addr: pass false then.
    trustProxy: opts.trustProxy && opts.trustProxy.length > 0 ? opts.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerCaching(app);

  if (opts.rateLimit !== false) {
    const rl = opts.rateLimit ?? DEFAULT_RATE_LIMIT;
    const shared = opts.store?.rateLimit ?? {};
    await app.register(rateLimit, {
      max: rl.max,
      timeWindow: rl.timeWindow,
      // On Redis: every process counts the same requests; while Redis is unreachable the limits
      // let requests through rather than fail them all.
      ...(shared.redis ? { redis: shared.redis, nameSpace: shared.nameSpace, skipOnError: true } : {}),
      errorResponseBuilder: () => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Trop de requêtes : veuillez réessayer dans quelques instants.',
      }),
    });
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portail registre — API',
        description: 'Données entreprises, greffes et référentiels. Messages d’erreur en français.',
        version: '1.0.0',
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    // The plugin's policy (hashes of its own inline code), without outside origins and framing.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/ https:/g, '')
        .replace(/ validator\.swagger\.io/g, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/ ?upgrade-insecure-requests;?/, ''),
  });
  // JSON, PDF or HTML: what the API says it sends is what the browser takes it for.
  const worker = opts.worker === undefined ? null : String(opts.worker);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (worker) reply.header('X-Api-Worker', worker);
  });

  const search = opts.search ?? new PostgresSearchEngine(opts.db);
  const db = opts.db;
  await app.register(
    async (api) => {
      api.withTypeProvider<ZodTypeProvider>().get(
        '/health',
        { schema: { tags: ['Santé'], summary: 'État du service', response: { 200: HealthSchema } } },
        async () => {
          const recherche = hasSearchHealth(search) ? search.health() : undefined;
          const status = recherche?.etat === 'degrade' ? ('degraded' as const) : ('ok' as const);
          return { status, database: db.kind, entreprises: await estimatedCount(db, 'entreprise'), ...(recherche ? { recherche } : {}) };
        },
      );
      await api.register(companiesRoutes, { db, search });
      await api.register(registriesRoutes);
      await api.register(referenceRoutes);
      await api.register(statisticsRoutes, { db });
      await api.register(seoRoutes, { db });
      await api.register(siteRoutes, opts.siteIdentity ? { identity: opts.siteIdentity } : {});
      await api.register(catalogueRoutes);
      await api.register(basketRoutes, { db, ...(opts.identity ? { identity: opts.identity } : {}) });
      await api.register(measuresRoutes, { db, ...(opts.clock ? { clock: opts.clock } : {}), ...(opts.store ? { windows: opts.store.windows } : {}) });
    },
    { prefix: '/api' },
  );

  const payments = { db, config: opts.payment ?? paymentConfigFromEnv(), seller: opts.seller ?? sellerFromEnv(), ...(opts.identity ? { mailer: opts.identity.mailer } : {}) };
  await app.register(paymentNotificationRoutes, { prefix: '/api', ctx: payments });
  const { fetch: postalFetch, ...postalConfig }: PostalConfig & { fetch?: typeof fetch } = opts.postal ?? postalConfigFromEnv();
  const postal = { db, config: postalConfig, ...(postalFetch ? { fetch: postalFetch } : {}) };
  await app.register(postalNotificationRoutes, { prefix: '/api', ctx: postal });

  // Loaded when the first document is signed: the development pair lives in the database.
  let signing: Promise<DocumentSigner> | null = opts.signer ? Promise.resolve(opts.signer) : null;
  const signer = () => (signing ??= loadSigner(db, signingConfigFromEnv(), payments.seller.denomination));
  const origins = { EUR: payments.config.returnOrigins[0]!, XPF: payments.config.returnOrigins[1] ?? payments.config.returnOrigins[0]! };
  app.decorate(
    'jobs',
    documentsWorker({
      db,
      seller: payments.seller,
      signer,
      origins,
      mailer: opts.identity?.mailer,
      clock: opts.clock ?? systemClock,
      handlers: {
        ...paymentJobHandlers(payments),
        ...postalJobHandlers(postal),
        ...searchDrainHandlers({ indexer: opts.searchIndexer, available: () => !hasSearchHealth(search) || search.health().etat === 'ok' }),
      },
      worker: { pollMs: opts.jobsPollMs ?? 1_000, leaseMs: opts.jobsLeaseMs ?? 120_000, ...(opts.logger ? { log: (m: string) => app.log.warn(m) } : {}) },
    }),
  );
  app.addHook('onClose', async () => app.jobs.stop());
  if (hasSearchHealth(search)) {
    // The index answers again: what changed meanwhile waits in the search outbox, drained now.
    const stop = search.onRecovered(() => {
      enqueueSearchDrain(db).then(
        () => app.jobs.wake(),
        (e: unknown) => app.log.warn(`recherche : ${(e as Error).message}`),
      );
    });
    app.addHook('onClose', async () => {
      stop();
      search.close();
    });
  }
  await app.register(verificationRoutes, { prefix: '/api', db, issuer: payments.seller.denomination });
  const staffToken = opts.staffToken ?? configFromEnv().staffApiToken;
  if (staffToken) {
    guardOperations(app, opts.operationsListener);
    await app.register(operationsRoutes, { prefix: OPERATIONS_PREFIX, db, token: staffToken });
    await app.register(measuresReportRoutes, { prefix: OPERATIONS_PREFIX, db, guard: bearerGuard(staffToken), ...(opts.clock ? { clock: opts.clock } : {}) });
    await app.register(transferRoutes, { prefix: OPERATIONS_PREFIX, ctx: payments, guard: bearerGuard(staffToken) });
  }
  if (opts.identity) {
    const identity = opts.identity;
    identity.mailer.registerAttachments(INVOICE_ATTACHMENT, async (id) => {
      const content = await invoicePdf(db, id);
      return content ? { content, contentType: 'application/pdf' } : null;
    });
    await app.register(identityPlugin, { prefix: identity.config.mountPath, identity });
    await app.register(usersRoutes, { prefix: '/api', identity, seller: payments.seller });
    await app.register(ordersRoutes, {
      prefix: '/api',
      db,
      identity,
      paymentsOf: orderPaymentsView,
      receipts: { find: findReceiptFor, pdf: receiptPdf, list: listReceipts },
      confirmFree: (tx, order) => confirmFreeOrder(payments, tx, order),
    });
    await app.register(orderLifecycleRoutes, { prefix: '/api', ctx: payments, identity });
    await app.register(paymentsRoutes, { prefix: '/api', ctx: payments, identity });
    await app.register(subscriptionPaymentRoutes, { prefix: '/api', ctx: payments, identity });
    await app.register(invoicePaymentRoutes, { prefix: '/api', ctx: payments, identity });
    await app.register(documentsRoutes, { prefix: '/api', db, identity });
    await app.register(postalRoutes, { prefix: '/api', ctx: postal, identity });
    await app.register(monitoringRoutes, { prefix: '/api', db, identity, seller: payments.seller });
    await app.register(contactRoutes, { prefix: '/api', db, mailer: identity.mailer, config: contactConfigFromEnv(identity.config.mailFrom), ...(opts.clock ? { clock: opts.clock } : {}) });
  }
  return app;
}
