// The whole API (buildApp, as production wires it) on a real port over a small corpus, with the
// embedded identity provider, signed-in customers and a signer of provider notifications: what the
// tests of baskets, orders and payments talk to.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CommandeSchema, PaiementSessionSchema, type Commande } from '@portail/shared/api';
import { IDEMPOTENCY_KEY_HEADER } from '@portail/shared/http/idempotency';
import { PAYMENT_SIGNATURE_HEADER, signNotification, type PaymentNotification } from '@portail/shared/payment/protocol';
import { buildApp } from '../app';
import type { Clock } from '../jobs/queue';
import { seedCorpus } from '../corpus/seed';
import type { Database } from '../db/types';
import { writeTariffs } from '../modules/basket';
import { createIdentity, type Identity } from '../modules/identity';
import { GENEROUS_LIMITS, TEST_SCRYPT_COST, addUser, signIn, testServerOf } from '../modules/identity/testing';
import { sellerFromEnv } from '../modules/orders';
import type { PaymentConfig } from '../modules/payments';
import type { PostalConfig } from '../modules/postal';
import { createAccount, type NewAccount } from '../modules/accounts';
import { insertFixtures, TEST_SEED } from './app';
import { openTestDatabase, type BackendKind } from './databases';
import { freePort } from './freePort';

export const TEST_PAYMENT_SECRET = 'secret-de-test-du-prestataire-de-paiement-0123456789';
export const TEST_PAGE_URL = 'http://prestataire.test/paiement';
/** No print-and-post provider listens there: letters wait, unless a test gives its own (`postal`). */
export const TEST_POSTAL_CONFIG: PostalConfig = { apiUrl: 'http://127.0.0.1:9', sender: 'Portail des entreprises', secret: 'secret-de-test-du-prestataire-de-courrier-0123456789' };
const PASSWORD = 'Un-mot-de-passe-solide-2025';

export interface Customer {
  sub: string;
  email: string;
  token: string;
  accountId: number;
}

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Uint8Array;
}

export interface CommerceServer {
  origin: string;
  db: Database;
  identity: Identity;
  app: FastifyInstance;
  payment: PaymentConfig;
  /** The id of DANONE (DANONE_SIREN), the fixture company the tests order. */
  danone: number;
  /** A new person with a customer account (selected), signed in. */
  customer(name: string, account?: Partial<NewAccount>): Promise<Customer>;
  /** A call to /api with an optional bearer token, JSON body and headers. */
  call<T = any>(token: string | null, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response<T>>;
  /** The provider's notification, signed as the provider signs it (or with `signature` given). */
  notify(n: PaymentNotification, signature?: string): Promise<Response>;
  /** The basket of `c` ordered (billed to ALICE SAS, `body` added) and paid by card, the provider's acceptance notified: the order. */
  orderPaidByCard(c: Customer, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<Commande>;
  close(): Promise<void>;
}

export async function startCommerce(kind: BackendKind, opts: { companies?: number; pgliteDir?: string; clock?: Clock; payment?: Partial<PaymentConfig>; postal?: PostalConfig & { fetch?: typeof fetch } } = {}): Promise<CommerceServer> {
  const t = await openTestDatabase(kind, { pgliteDir: opts.pgliteDir });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await seedCorpus(t.db, { companies: opts.companies ?? 30, seed: TEST_SEED });
  await insertFixtures(t.db);
  await writeTariffs(t.db);
  const [danone] = await t.db.query<{ id: number }>('select id from entreprise where siren = $1', [DANONE_SIREN]);
  const identity = await createIdentity({
    db: t.db,
    env: {},
    config: { shellOrigins: [origin], issuer: `${origin}/auth`, scryptCost: TEST_SCRYPT_COST, seedDemo: false, limits: GENEROUS_LIMITS },
  });
  const payment: PaymentConfig = { pageUrl: TEST_PAGE_URL, merchantId: 'PORTAIL', secret: TEST_PAYMENT_SECRET, sessionTtlSeconds: 1800, returnOrigins: [origin], ...opts.payment };
  const app = await buildApp({ db: t.db, identity, rateLimit: false, payment, postal: opts.postal ?? TEST_POSTAL_CONFIG, seller: sellerFromEnv({}), ...(opts.clock ? { clock: opts.clock } : {}) });
  await app.listen({ port, host: '127.0.0.1' });
  const server = testServerOf(origin, identity, app, t);

  const call = async <T>(token: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response<T>> => {
    const res = await fetch(`${origin}/api${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : undefined;
    return { status: res.status, body: parsed as T, headers: res.headers, bytes };
  };

  const notify = (n: PaymentNotification, signature?: string) => {
    const raw = JSON.stringify(n);
    return call(null, 'POST', '/paiements/notifications', raw, { [PAYMENT_SIGNATURE_HEADER]: signature ?? signNotification(raw, TEST_PAYMENT_SECRET) });
  };

  return {
    origin,
    db: t.db,
    identity,
    app,
    payment,
    danone: danone!.id,
    async customer(name, account = {}) {
      const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
      const sub = await addUser(identity, { email, password: PASSWORD, firstName: name, lastName: 'Client' });
      const created = await createAccount(t.db, sub, { type_profil: 'PROFESSIONNEL', denomination_sociale: `${name.toUpperCase()} SAS`, siren: null, libelle_facturation: `${name.toUpperCase()} SAS`, ...account });
      const { tokens } = await signIn(server, email, PASSWORD);
      return { sub, email, token: String(tokens.access_token), accountId: created.id };
    },
    call,
    notify,
    async orderPaidByCard(c, body = {}, headers = {}) {
      const placed = await call(c.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE', ...body }, { ...withKey(randomUUID()), ...headers });
      expect([200, 201]).toContain(placed.status);
      const order = CommandeSchema.parse(placed.body);
      const session = PaiementSessionSchema.parse((await call(c.token, 'POST', '/paiements/sessions', { reference_commande: order.reference }, headers)).body);
      expect((await notify(cardOutcome(session, 'ACCEPTE'))).status).toBe(200);
      return order;
    },
    close: () => server.close(),
  };
}

/** Starts a commerce server before the suite's tests and closes it after them: the object returned is the server once they run. */
export function useCommerce(kind: BackendKind, opts: Parameters<typeof startCommerce>[1] = {}): CommerceServer {
  const s = {} as CommerceServer;
  let started: CommerceServer | undefined;
  beforeAll(async () => {
    started = await startCommerce(kind, opts);
    Object.assign(s, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return s;
}

/** DANONE, one of the fixture companies every commerce server holds: what the tests order. */
export const DANONE_SIREN = '552032534';

/** The postal address the customer "Alice" (ALICE SAS) has documents sent to. */
export const ALICE_ADDRESS = { destinataire: 'ALICE SAS', ligne1: '1 rue Haute', code_postal: '44000', ville: 'Nantes', pays: 'France' };

/** Headers of a retryable creation. */
export const withKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** The provider's notification of a card payment's outcome, as the sandbox words it. */
export const cardOutcome = (p: { id: string; montant: number; devise: PaymentNotification['devise'] }, statut: PaymentNotification['statut'], extra: Partial<PaymentNotification> = {}): PaymentNotification => ({
  session: p.id,
  transaction: `TX-${randomUUID()}`,
  statut,
  montant: p.montant,
  devise: p.devise,
  carte: statut === 'ACCEPTE' ? '497010******0014' : null,
  motif: statut === 'REFUSE' ? 'Paiement refusé par la banque : provision insuffisante.' : statut === 'ABANDONNE' ? 'Paiement abandonné sur la page du prestataire.' : null,
  horodatage: Math.floor(Date.now() / 1000),
  ...extra,
});
