jest.setTimeout(300_000);

// What a customer paid for survives a crash: the API acknowledges the provider's notification, is
// killed at once (SIGKILL: nothing flushed on the way out), starts again, and the order is paid with
// its invoice — on the embedded store (whose write-ahead log a durable commit forces to disk) and on
// PostgreSQL. A card payment received twice, acknowledged just before the crash, is refunded by the
// provider once the API is back.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signNotification, paymentPageUrl, PAYMENT_SIGNATURE_HEADER, TEST_CARDS, type PaymentNotification } from '@portail/shared/payment/protocol';
import { buildSandbox } from '../../../../payment-sandbox/src/app';
import { openDatabase } from '../../db';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/types';
import { seedCorpus } from '../../corpus/seed';
import { testBackends } from '../../testing/databases';
import { insertFixtures, TEST_SEED } from '../../testing/app';
import { resolveCompanyArticle } from '../basket/articles';
import { addArticle, basketGrid } from '../basket/baskets';
import { writeTariffs } from '../basket/repository';
import { createOrder } from '../orders/orders';
import { sellerFromEnv } from '../orders/seller';
import { createAccount } from '../accounts/accounts';
import { confirmFreeOrder, payOrder } from './payments';
import { refund } from './provider';
import { freePort } from '../../testing/freePort';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SECRET = 'secret-de-test-de-la-reprise-apres-incident-0123456789';

interface Store {
  open(): Promise<Database>;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function makeStore(kind: 'pglite' | 'postgres'): Promise<Store> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-reprise-'));
    return { open: () => openDatabase({ dataDir: dir }), env: { DATA_DIR: dir }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `reprise_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: url.href }),
    env: { DATABASE_URL: url.href },
    dispose: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function startApi(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  // The API in this very process (tsx as a loader, not its CLI, which would run it in a child that a
  // SIGKILL of the parent leaves running).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG: '0', SEED_COMPANIES: '0', RATE_LIMIT_MAX: '0', PAYMENT_SECRET: SECRET, PORT_BASE: '0', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  return { child, output: () => output };
}

async function waitFor(url: string, api: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) throw new Error(`API exited: ${api.output()}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API not ready: ${api.output()}`);
}

describe.each(testBackends())('a paid order after a crash of the API on %s', (kind) => {
  let store: Store;
  // The provider: its notifications are kept here, and sent to the API by the test.
  const notified: PaymentNotification[] = [];
  const sandbox = buildSandbox({
    secret: SECRET,
    merchantId: 'PORTAIL',
    merchantName: 'Portail des entreprises',
    notificationUrl: 'http://api.test/api/paiements/notifications',
    fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
      notified.push(JSON.parse(String(init?.body)) as PaymentNotification);
      return new Response(null, { status: 204 });
    }) as typeof fetch,
  });
  let provider: string;
  beforeAll(async () => {
    store = await makeStore(kind);
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    provider = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await sandbox.close();
    await store?.dispose();
  });

  /** Pays `session` on the provider's page with the accepted card, as a browser would: its acceptance. */
  async function paidAtProvider(session: string, amount: number): Promise<PaymentNotification> {
    const now = Math.floor(Date.now() / 1000);
    const url = new URL(
      paymentPageUrl(
        `${provider}/paiement`,
        { marchand: 'PORTAIL', session, reference: 'DOUBLON', libelle: 'Paiement', montant: String(amount), devise: 'EUR', url_retour: 'http://localhost:8080/panier/paiement', horodatage: String(now), expiration: String(now + 1800) },
        SECRET,
      ),
    );
    const opened = await fetch(url);
    const token = /name="jeton" value="([0-9a-f]+)"/.exec(await opened.text())![1]!;
    const res = await fetch(`${provider}/paiement/${session}/carte`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: opened.headers.get('set-cookie')!.split(';')[0]! },
      body: new URLSearchParams({ numero: TEST_CARDS.accepted, expiration: '12/99', cryptogramme: '123', titulaire: 'REPRISE', jeton: token }).toString(),
    });
    expect(res.status).toBe(303);
    const deadline = Date.now() + 5_000;
    while (!notified.some((n) => n.session === session) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return notified.find((n) => n.session === session)!;
  }

  it('is still paid, with its invoice, and a payment received twice is refunded, when the API was killed right after acknowledging the notifications', async () => {
    // An order awaiting its card payment, written before the API starts.
    const sub = randomUUID();
    let db = await store.open();
    const seller = sellerFromEnv({});
    const config = { pageUrl: 'http://prestataire.test/paiement', merchantId: 'PORTAIL', secret: SECRET, sessionTtlSeconds: 1800, returnOrigins: ['http://localhost:8080'] };
    let reference: string;
    let sessionId: string;
    let amount: number;
    const duplicateId = randomUUID();
    try {
      await migrate(db);
      await writeTariffs(db);
      await seedCorpus(db, { companies: 20, seed: TEST_SEED });
      await insertFixtures(db);
      const account = await createAccount(db, sub, { type_profil: 'PROFESSIONNEL', denomination_sociale: 'REPRISE SAS', siren: null });
      const [danone] = await db.query<{ id: number }>(`select id from entreprise where siren = '552032534'`);
      const article = await resolveCompanyArticle(db, { type: 'KBIS', id_entreprise: danone!.id });
      const owner = { kind: 'account' as const, accountId: account.id, territory: 'FR' as const };
      await db.transaction(async (tx) => addArticle(tx, owner, await basketGrid(tx, owner), article));
      const { order } = await createOrder(db, { accountId: account.id, sub, email: 'reprise@exemple.fr', idempotencyKey: randomUUID(), territory: 'FR', body: { libelle_facturation: 'REPRISE SAS', moyen_paiement: 'CARTE_BANCAIRE' }, confirmFree: (tx, o) => confirmFreeOrder({ db, config, seller }, tx, o) });
      const { session } = await payOrder({ db, config, seller }, sub, order.reference, 'http://localhost:8080', 'FR');
      reference = order.reference;
      sessionId = session.id;
      amount = session.montant;
      // An earlier card payment of the same order, given up by the portal but paid at the provider.
      await db.query(
        `insert into paiement (id, objet, commande_id, compte_client_id, sujet, moyen, montant, devise, statut, expire_le)
         select $1, 'COMMANDE', id, compte_client_id, sujet, 'CARTE_BANCAIRE', montant_ttc, devise, 'EXPIRE', now() from commande where reference = $2`,
        [duplicateId, order.reference],
      );
    } finally {
      await db.close();
    }

    const late = await paidAtProvider(duplicateId, amount);
    const port = await freePort();
    // Production of the documents and the refund wait: this first run is about the payments alone.
    const api = startApi({ ...store.env, PORT: String(port), OUTBOX_PORT: String(await freePort()), JOBS_POLL_MS: '600000', PAYMENT_API_URL: provider });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`, api);
      const body = JSON.stringify({ session: sessionId, transaction: `TX-${randomUUID()}`, statut: 'ACCEPTE', montant: amount, devise: 'EUR', carte: '497010******0014', motif: null, horodatage: Math.floor(Date.now() / 1000) });
      const ack = await fetch(`http://127.0.0.1:${port}/api/paiements/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signNotification(body, SECRET) },
        body,
      });
      expect(ack.status).toBe(200);
      // The earlier payment's acceptance comes late: a duplicate, to be refunded.
      const raw = JSON.stringify(late);
      const duplicate = await fetch(`http://127.0.0.1:${port}/api/paiements/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signNotification(raw, SECRET) },
        body: raw,
      });
      expect(await duplicate.json()).toEqual({ recu: true, deja_traitee: false });
      // No graceful shutdown: the process dies the moment the acknowledgement is out.
      const exited = new Promise((r) => api.child.once('exit', r));
      api.child.kill('SIGKILL');
      await exited;
      expect(api.child.signalCode).toBe('SIGKILL');
    } finally {
      if (api.child.exitCode === null && api.child.signalCode === null) {
        const exited = new Promise((r) => api.child.once('exit', r));
        api.child.kill('SIGKILL');
        await exited;
      }
    }

    db = await store.open();
    let orderId: number;
    try {
      const [order] = await db.query<{ statut: string; id: number }>('select id, statut from commande where reference = $1', [reference]);
      orderId = order!.id;
      expect(order!.statut).toBe('PAYEE');
      // Its Kbis is due: the job was written with the payment.
      expect(await db.query(`select 1 from tache t join ligne_commande l on t.cle = 'document:' || l.id || ':1' where l.commande_id = $1 and t.statut = 'EN_ATTENTE'`, [order!.id])).toHaveLength(1);
      const invoices = await db.query<{ numero: string }>('select numero from facture where commande_id = $1', [order!.id]);
      expect(invoices).toHaveLength(1);
      expect(await db.query(`select 1 from paiement where id = $1 and statut = 'ACCEPTE'`, [sessionId])).toHaveLength(1);
      expect(await db.query('select 1 from encaissement where paiement_id = $1', [sessionId])).toHaveLength(1);
      // The duplicate and its refund job were written before the acknowledgement; nothing refunded yet.
      expect(await db.query(`select 1 from paiement where id = $1 and doublon and remboursement = 'A_REMBOURSER'`, [duplicateId])).toHaveLength(1);
      expect(await db.query(`select 1 from tache where cle = $1 and statut = 'EN_ATTENTE'`, [`remboursement:${duplicateId}`])).toHaveLength(1);
    } finally {
      await db.close();
    }

    // Killed again while it produces the Kbis (its worker starts at once), then started a last
    // time: the document is produced once, the job is done, the order delivered.
    for (const killAfterMs of [150, null]) {
      const p = await freePort();
      const run = startApi({ ...store.env, PORT: String(p), OUTBOX_PORT: String(await freePort()), JOBS_POLL_MS: '100', JOBS_LEASE_MS: '1000', PAYMENT_API_URL: provider });
      try {
        await waitFor(`http://127.0.0.1:${p}/api/health`, run);
        if (killAfterMs !== null) await new Promise((r) => setTimeout(r, killAfterMs));
        else await new Promise((r) => setTimeout(r, 5_000));
      } finally {
        const exited = new Promise((r) => run.child.once('exit', r));
        run.child.kill(killAfterMs !== null ? 'SIGKILL' : 'SIGTERM');
        await exited;
      }
    }
    db = await store.open();
    try {
      expect(await db.query('select 1 from document_emis where commande_id = $1', [orderId])).toHaveLength(1);
      const [order] = await db.query<{ statut: string }>('select statut from commande where id = $1', [orderId]);
      expect(order!.statut).toBe('LIVREE');
      const jobs = await db.query<{ statut: string }>(`select t.statut from tache t join ligne_commande l on t.cle = 'document:' || l.id || ':1' where l.commande_id = $1`, [orderId]);
      expect(jobs.map((j) => j.statut)).toEqual(['TERMINEE']);
      // The duplicate was refunded by the provider, once.
      expect(await db.query(`select 1 from paiement where id = $1 and remboursement = 'REMBOURSE'`, [duplicateId])).toHaveLength(1);
      const more = await refund({ ...config, pageUrl: `${provider}/paiement` }, { remboursement: randomUUID(), transaction: late.transaction, montant: 1, devise: 'EUR' });
      expect(more).toMatchObject({ statut: 'REFUSE', motif: 'Le montant dépasse ce qui reste à rembourser sur la transaction.' });
    } finally {
      await db.close();
    }
  });
});
