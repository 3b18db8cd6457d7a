// npm run bench:orders [-- --customers 50] [--rounds 3] [--backends pglite,postgres]
//
// The whole API over HTTP on loopback (buildApp as production wires it, the embedded identity
// provider, a signer of the payment provider's notifications), on PGlite stored in a directory as
// installations run it, and on PostgreSQL when BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) answers. --customers signed-in customers each put a
// Kbis in their basket; then, all at once, each one checks out: creates the order (idempotency
// key), opens the card payment session, and the provider's signed notification confirms it
// (durable write, invoice number, receipt, confirmation mail). Printed: checkouts per second and
// p50/p95 of one checkout (order creation + payment session + notification), over --rounds
// rounds; then p50/p95 of the invoice PDF: first download (rendered and stored) and a download
// again (the stored bytes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { flag, postgresReachable, runMain } from './lib/cli';
import { CommandeSchema, PaiementSessionSchema } from '@portail/shared/api';
import { startCommerce, withKey, type CommerceServer, type Customer } from '../api/src/testing/commerce';
import type { BackendKind } from '../api/src/testing/databases';
import { ms, percentile } from './lib/stats';

const CUSTOMERS = Number(flag('customers', '50'));
const ROUNDS = Number(flag('rounds', '3'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, max ${ms(sorted[sorted.length - 1]!)} ms`;
};

async function expectOk(s: CommerceServer, c: Customer, method: string, url: string, body?: unknown, headers?: Record<string, string>) {
  const r = await s.call(c.token, method, url, body, headers);
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/** One checkout: the order, its card payment session, the provider's acceptance. */
async function checkout(s: CommerceServer, c: Customer): Promise<{ ms: number; reference: string }> {
  const start = performance.now();
  const order = CommandeSchema.parse(
    (await expectOk(s, c, 'POST', '/commandes', { libelle_facturation: 'CLIENT SAS', moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()))).body,
  );
  const session = PaiementSessionSchema.parse((await expectOk(s, c, 'POST', '/paiements/sessions', { reference_commande: order.reference })).body);
  const ack = await s.notify({
    session: session.id,
    transaction: `TX-${randomUUID()}`,
    statut: 'ACCEPTE',
    montant: session.montant,
    devise: session.devise,
    carte: '497010******0014',
    motif: null,
    horodatage: Math.floor(Date.now() / 1000),
  });
  if (ack.status !== 200) throw new Error(`notification: ${ack.status} ${JSON.stringify(ack.body)}`);
  return { ms: performance.now() - start, reference: order.reference };
}

async function bench(kind: BackendKind) {
  const dir = kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-')) : undefined;
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = PG_URL;
  const s = await startCommerce(kind, { companies: 200, pgliteDir: dir });
  try {
    // Companies whose Kbis the registry delivers: registered at the RCS.
    const companies = (await s.db.query<{ id: number }>("select distinct entreprise_id as id from inscription where registre = 'RCS' order by 1 limit $1", [CUSTOMERS])).map((r) => r.id);
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await s.customer(`Client${i}`));

    const durations: number[] = [];
    const references: { c: Customer; reference: string }[] = [];
    let wall = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(customers.map((c, i) => expectOk(s, c, 'POST', '/paniers', { type: 'KBIS', id_entreprise: companies[i % companies.length] })));
      const start = performance.now();
      const results = await Promise.all(customers.map((c) => checkout(s, c).then((r) => ({ ...r, c }))));
      wall += performance.now() - start;
      for (const r of results) {
        durations.push(r.ms);
        references.push({ c: r.c, reference: r.reference });
      }
    }
    const paid = (await s.db.query<{ n: number }>(`select count(*)::int as n from commande where statut <> 'EN_ATTENTE_PAIEMENT'`))[0]!.n;
    if (paid !== CUSTOMERS * ROUNDS) throw new Error(`${paid} orders paid, ${CUSTOMERS * ROUNDS} expected`);
    console.log(`${kind}: ${CUSTOMERS * ROUNDS} checkouts by ${CUSTOMERS} concurrent customers in ${ROUNDS} rounds`);
    console.log(`  checkouts per second: ${((CUSTOMERS * ROUNDS) / (wall / 1000)).toFixed(1)}`);
    console.log(`  one checkout (order + payment session + notification): ${summary(durations)}`);

    // Invoice PDFs, one customer after the other: first download renders and stores, the next reads.
    const first: number[] = [];
    const again: number[] = [];
    for (const { c, reference } of references.slice(0, CUSTOMERS)) {
      const order = CommandeSchema.parse((await expectOk(s, c, 'GET', `/commandes/${reference}`)).body);
      if (!order.facture) throw new Error(`order ${reference} has no invoice`);
      for (const list of [first, again]) {
        const t0 = performance.now();
        const r = await expectOk(s, c, 'GET', `/factures/${order.facture.id}`);
        list.push(performance.now() - t0);
        if (r.bytes.length < 1000) throw new Error('invoice PDF too small');
      }
    }
    console.log(`  invoice PDF, first download (rendered and stored): ${summary(first)}`);
    console.log(`  invoice PDF, downloaded again (stored bytes): ${summary(again)}`);
  } finally {
    await s.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const wanted = flag('backends', 'pglite,postgres').split(',') as BackendKind[];
  console.log(`Node ${process.version}, ${os.cpus().length} cores`);
  for (const kind of wanted) {
    if (kind === 'postgres' && !(await postgresReachable(PG_URL))) {
      console.log(`postgres: skipped, ${PG_URL} does not answer`);
      continue;
    }
    await bench(kind);
  }
}

runMain(main);
