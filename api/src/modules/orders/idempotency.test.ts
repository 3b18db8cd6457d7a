jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// POST commandes under an Idempotency-Key: a retry gives back the first order; another body under
// the same key is a client's mistake, answered 422 without touching the basket or the orders.
import { IDEMPOTENCY_MISMATCH } from '../../http/idempotency';
import { useCommerce, withKey, type Customer } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';

describe.each(testBackends())('order creation under an Idempotency-Key on %s', (kind) => {
  const s = useCommerce(kind);
  let alice: Customer;
  let danone: number;
  beforeAll(async () => {
    danone = s.danone;
    alice = await s.customer('Alice');
  });

  const orders = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from commande where compte_client_id = $1', [alice.accountId]))[0]!.n;

  it('gives back the first order to a retry, and refuses another body under the same key with 422', async () => {
    expect((await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone })).status).toBeLessThan(300);
    const body = { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE' };
    const first = await s.call(alice.token, 'POST', '/commandes', body, withKey('commande-cle-0001'));
    expect(first.status).toBe(201);
    // The same request again, its keys in another order: the same order.
    const retry = await s.call(alice.token, 'POST', '/commandes', { moyen_paiement: 'CARTE_BANCAIRE', libelle_facturation: 'ALICE SAS' }, withKey('commande-cle-0001'));
    expect(retry.status).toBe(200);
    expect(retry.body.reference).toBe(first.body.reference);

    // Another order under the same key: refused, nothing made.
    await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone });
    const other = await s.call(alice.token, 'POST', '/commandes', { ...body, libelle_facturation: 'AUTRE SOCIETE' }, withKey('commande-cle-0001'));
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(IDEMPOTENCY_MISMATCH);
    expect(await orders()).toBe(1);
    // The same body under a new key while the first order awaits payment: that order, with the details given now.
    const resumed = await s.call(alice.token, 'POST', '/commandes', { ...body, libelle_facturation: 'AUTRE SOCIETE' }, withKey('commande-cle-0002'));
    expect(resumed).toMatchObject({ status: 200, body: { reference: first.body.reference, libelle_facturation: 'AUTRE SOCIETE' } });
    expect(await orders()).toBe(1);
    // Once it is cancelled, a new key makes a new order.
    expect((await s.call(alice.token, 'POST', `/commandes/${first.body.reference}/annulation`)).status).toBe(200);
    expect((await s.call(alice.token, 'POST', '/commandes', { ...body, libelle_facturation: 'AUTRE SOCIETE' }, withKey('commande-cle-0003'))).status).toBe(201);
    expect(await orders()).toBe(2);
  });

  it('answers a key used before its fingerprint was kept as a retry', async () => {
    const bob = await s.customer('Bob');
    await s.call(bob.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone });
    const first = await s.call(bob.token, 'POST', '/commandes', { libelle_facturation: 'BOB SAS', moyen_paiement: 'CARTE_BANCAIRE' }, withKey('commande-ancienne-01'));
    expect(first.status).toBe(201);
    await s.db.query('update commande set empreinte_requete = null where reference = $1', [first.body.reference]);
    const retry = await s.call(bob.token, 'POST', '/commandes', { libelle_facturation: 'AUTRE', moyen_paiement: 'CARTE_BANCAIRE' }, withKey('commande-ancienne-01'));
    expect(retry.status).toBe(200);
    expect(retry.body.reference).toBe(first.body.reference);
  });
});
