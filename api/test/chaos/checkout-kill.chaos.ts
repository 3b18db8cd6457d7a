jest.setTimeout(600_000);

// The API killed (SIGKILL) while it settles card payments, again and again, then started again
// while the provider keeps sending each notification until it is acknowledged: every order is
// paid exactly once (one accepted payment, one receipt, one invoice), no order is lost, and every
// notification acknowledged before a kill was settled for good.
import { randomUUID } from 'node:crypto';
import { signNotification, PAYMENT_SIGNATURE_HEADER } from '@portail/shared/payment/protocol';
import { migrate } from '../../src/db/migrate';
import { seedCorpus } from '../../src/corpus/seed';
import { testBackends } from '../../src/testing/databases';
import { insertFixtures, TEST_SEED } from '../../src/testing/app';
import { resolveCompanyArticle } from '../../src/modules/basket/articles';
import { addArticle, basketGrid } from '../../src/modules/basket/baskets';
import { writeTariffs } from '../../src/modules/basket/repository';
import { createOrder } from '../../src/modules/orders/orders';
import { sellerFromEnv } from '../../src/modules/orders/seller';
import { createAccount } from '../../src/modules/accounts/accounts';
import { confirmFreeOrder, payOrder } from '../../src/modules/payments/payments';
import { makeStore, startApi, stopApi, waitReady, type Store } from './support';

const SECRET = 'secret-de-test-des-pannes-du-paiement-0123456789abcdef';
const ORDERS = Number(process.env.CHAOS_CHECKOUTS || 24);
const KILLS = Number(process.env.CHAOS_KILLS || 4);
/** An order whose payment was settled: paid, or already moving on to the production of its documents. */
const SETTLED = ['PAYEE', 'EN_PREPARATION', 'LIVREE'];

interface Checkout {
  reference: string;
  session: string;
  /** The provider's notification, the same bytes each time it is sent again. */
  body: string;
}

/** A small deterministic generator: the kill delays of a run can be replayed. */
function delays(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % 60;
  };
}

async function notify(origin: string, c: Checkout): Promise<number> {
  return fetch(`${origin}/api/paiements/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signNotification(c.body, SECRET) },
    body: c.body,
  }).then((r) => r.status, () => 0);
}


describe.each(testBackends())('checkouts while the API is killed, on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await makeStore(kind, 'chaos_paiement');
  });
  afterAll(async () => {
    await store?.dispose();
  });

  it('pays every order exactly once and loses none', async () => {
    const checkouts: Checkout[] = [];
    let db = await store.open();
    try {
      await migrate(db);
      await writeTariffs(db);
      await seedCorpus(db, { companies: 20, seed: TEST_SEED });
      await insertFixtures(db);
      const seller = sellerFromEnv({});
      const config = { pageUrl: 'http://prestataire.test/paiement', merchantId: 'PORTAIL', secret: SECRET, sessionTtlSeconds: 1800, returnOrigins: ['http://localhost:8080'] };
      const [danone] = await db.query<{ id: number }>(`select id from entreprise where siren = '552032534'`);
      for (let i = 0; i < ORDERS; i += 1) {
        const sub = randomUUID();
        const account = await createAccount(db, sub, { type_profil: 'PROFESSIONNEL', denomination_sociale: `PANNE ${i} SAS`, siren: null });
        const article = await resolveCompanyArticle(db, { type: 'KBIS', id_entreprise: danone!.id });
        const owner = { kind: 'account' as const, accountId: account.id, territory: 'FR' as const };
        await db.transaction(async (tx) => addArticle(tx, owner, await basketGrid(tx, owner), article));
        const { order } = await createOrder(db, { accountId: account.id, sub, email: `panne${i}@exemple.fr`, idempotencyKey: randomUUID(), territory: 'FR', body: { libelle_facturation: `PANNE ${i} SAS`, moyen_paiement: 'CARTE_BANCAIRE' }, confirmFree: (tx, o) => confirmFreeOrder({ db, config, seller }, tx, o) });
        const { session } = await payOrder({ db, config, seller }, sub, order.reference, 'http://localhost:8080', 'FR');
        const body = JSON.stringify({ session: session.id, transaction: `TX-${randomUUID()}`, statut: 'ACCEPTE', montant: session.montant, devise: 'EUR', carte: '497010******0014', motif: null, horodatage: Math.floor(Date.now() / 1000) });
        checkouts.push({ reference: order.reference, session: session.id, body });
      }
    } finally {
      await db.close();
    }

    // Production of the documents is not the point here (its own crash test: payments/durability.test.ts).
    const env = { ...store.env, PAYMENT_SECRET: SECRET, JOBS_POLL_MS: '600000' };
    const acknowledged = new Set<string>();
    const next = delays(kind === 'pglite' ? 7 : 11);
    let killedInFlight = 0;
    let settledBeforeKill = 0;
    // Settled by the API but killed before its acknowledgement went out: the retry must find it paid.
    let settledUnacknowledged = 0;
    for (let round = 0; round < KILLS; round += 1) {
      const api = await startApi(env);
      try {
        await waitReady(api);
        // The provider sends again every notification not yet acknowledged, all at once (and a
        // copy of one already acknowledged, as a late retry does), and the API dies in the middle
        // of settling them: a few milliseconds after a share of them was acknowledged.
        const pending = checkouts.filter((c) => !acknowledged.has(c.reference));
        const copies = checkouts.filter((c) => acknowledged.has(c.reference)).slice(0, 3);
        const target = Math.max(1, Math.floor(pending.length / (KILLS - round + 1)));
        let acks = 0;
        let reached: () => void = () => undefined;
        const enough = new Promise<void>((r) => (reached = r));
        const sent = [...pending, ...copies].map(async (c) => {
          if ((await notify(api.origin, c)) !== 200) return;
          acknowledged.add(c.reference);
          if (pending.includes(c) && ++acks >= target) reached();
        });
        await Promise.race([enough, Promise.all(sent)]);
        await new Promise((r) => setTimeout(r, next() % 15));
        await stopApi(api, 'SIGKILL');
        await Promise.all(sent);
        killedInFlight += pending.filter((c) => !acknowledged.has(c.reference)).length;
        settledBeforeKill += pending.filter((c) => acknowledged.has(c.reference)).length;
      } finally {
        await stopApi(api, 'SIGKILL');
      }
      // Whatever was acknowledged before the kill is settled for good.
      db = await store.open();
      try {
        for (const reference of acknowledged) {
          const [order] = await db.query<{ statut: string }>('select statut from commande where reference = $1', [reference]);
          expect([reference, SETTLED.includes(order?.statut ?? '')]).toEqual([reference, true]);
        }
        const [unacknowledgedSettled] = await db.query<{ n: string }>(
          `select count(*) n from commande where reference = any($1::text[]) and statut <> 'EN_ATTENTE_PAIEMENT'`,
          [checkouts.filter((c) => !acknowledged.has(c.reference)).map((c) => c.reference)],
        );
        settledUnacknowledged += Number(unacknowledgedSettled!.n);
      } finally {
        await db.close();
      }
    }

    // Started a last time: the provider's retries all get through.
    const api = await startApi(env);
    try {
      await waitReady(api);
      for (const c of checkouts) expect([c.reference, await notify(api.origin, c)]).toEqual([c.reference, 200]);
      // A late copy of every notification, all at once, changes nothing.
      const statuses = await Promise.all(checkouts.map((c) => notify(api.origin, c)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    } finally {
      await stopApi(api, 'SIGTERM');
    }

    db = await store.open();
    try {
      const orders = await db.query<{ id: number; reference: string; statut: string }>(
        `select id, reference, statut from commande where reference = any($1::text[]) order by reference`,
        [checkouts.map((c) => c.reference)],
      );
      expect(orders).toHaveLength(ORDERS);
      expect(orders.filter((o) => !SETTLED.includes(o.statut))).toEqual([]);
      const ids = orders.map((o) => o.id);
      const perOrder = async (sql: string) =>
        (await db.query<{ commande_id: number; n: string }>(sql, [ids])).map((r) => [r.commande_id, Number(r.n)]);
      const once = ids.map((id) => [id, 1]).sort((a, b) => a[0]! - b[0]!);
      expect(await perOrder(`select commande_id, count(*) n from paiement where commande_id = any($1::int[]) and statut = 'ACCEPTE' group by commande_id order by commande_id`)).toEqual(once);
      expect(await perOrder(`select p.commande_id, count(*) n from encaissement e join paiement p on p.id = e.paiement_id where p.commande_id = any($1::int[]) group by p.commande_id order by p.commande_id`)).toEqual(once);
      expect(await perOrder(`select commande_id, count(*) n from facture where commande_id = any($1::int[]) group by commande_id order by commande_id`)).toEqual(once);
      const numbers = await db.query<{ numero: string }>('select numero from facture where commande_id = any($1::int[])', [ids]);
      expect(new Set(numbers.map((n) => n.numero)).size).toBe(ORDERS);
    } finally {
      await db.close();
    }
    console.log(`[chaos] ${kind}: ${ORDERS} checkouts, ${KILLS} SIGKILL during settlement (${settledBeforeKill} acknowledged before a kill, ${killedInFlight} cut off unacknowledged, of which ${settledUnacknowledged} were settled but never acknowledged), all paid once, none lost, ${ORDERS} invoices`);
  });
});
