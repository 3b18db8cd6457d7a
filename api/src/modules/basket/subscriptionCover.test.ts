jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The KBIS offer in the prices, on PGlite and on PostgreSQL: while an account's subscription is in
// force, its electronic Kbis extracts cost nothing in its mainland basket, its order and the
// order's invoice, each such line saying it is included; postage, paper copies, periodic deliveries
// and other documents keep their price; another account, an ended or suspended subscription and the
// New Caledonia site are priced as usual. A basket's totals are its invoice's, postage in the total HT.
import { randomUUID } from 'node:crypto';
import { CommandeSchema, INCLUS_ABONNEMENT, PaiementSessionSchema, PanierSchema, type Montants, type Panier } from '@portail/shared/api';
import { preTaxRows } from '@portail/shared/format';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { testBackends } from '../../testing/databases';
import { ALICE_ADDRESS, cardOutcome, useCommerce, withKey, type Customer } from '../../testing/commerce';
import { addTestSubscription } from '../../testing/subscriptions';
import { STANDARD, STANDARD_NC } from '../tariffs/tariffs';

const NC = { [TERRITORY_HEADER]: 'NC' };
const price = (grid: typeof STANDARD, article: string, diffusion: 'ELEC' | 'COURRIER') => grid.prices.find((p) => p.article === article && p.diffusion === diffusion)!;
const ZERO = { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 };


describe.each(testBackends())('documents a subscription pays for, on %s', (kind) => {
  const s = useCommerce(kind);
  let alice: Customer;
  let bruno: Customer;
  let danone: number;

  const basket = async (c: Customer, headers: Record<string, string> = {}): Promise<Panier> => {
    const r = await s.call(c.token, 'GET', '/paniers', undefined, headers);
    expect(r.status).toBe(200);
    return PanierSchema.parse(r.body);
  };
  const kbisOf = (p: Panier) => p.articles.flatMap((a) => a.sous_articles).find((x) => x.code_article === 'KBIS')!;
  const emptyBasket = async (c: Customer, headers: Record<string, string> = {}) => expect((await s.call(c.token, 'DELETE', '/paniers', undefined, headers)).status).toBeLessThan(300);
  const addKbis = async (c: Customer, headers: Record<string, string> = {}) => expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone }, headers)).status).toBe(201);

  beforeAll(async () => {
    danone = s.danone;
    alice = await s.customer('Alice');
    bruno = await s.customer('Bruno');
    await addTestSubscription(s.db, alice.accountId, 'KBIS', '2025-01-01', { libelle_facturation: 'ALICE SAS', contact_nom: 'Client' });
  });
  beforeEach(async () => {
    await emptyBasket(alice);
    await emptyBasket(bruno);
    await s.db.query(`update abonnement set suspendu_le = null, date_fin = null where compte_client_id = $1`, [alice.accountId]);
  });

  it("makes a subscriber's electronic Kbis cost nothing, labelled as included, and another customer's cost the grid's price", async () => {
    await addKbis(alice);
    await addKbis(bruno);
    const mine = await basket(alice);
    expect(kbisOf(mine)).toMatchObject({ inclus_abonnement: true, prix: ZERO });
    // An exact zero: the order of such a basket has nothing to pay.
    expect(mine.prix_devises).toEqual({ ...ZERO, devise: 'EUR' });
    const theirs = await basket(bruno);
    expect(kbisOf(theirs)).toMatchObject({ inclus_abonnement: false, prix: { montant_ht: price(STANDARD, 'KBIS', 'ELEC').prix_ht, montant_ttc: 320 } });
  });

  it('makes the order of a basket of included Kbis only come to an exact zero', async () => {
    await addKbis(alice);
    const created = await s.call(alice.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()));
    expect(created.status).toBe(201);
    const order = CommandeSchema.parse(created.body);
    expect(order.montants).toEqual(ZERO);
    expect(order.lignes).toEqual([expect.objectContaining({ code_article: 'KBIS', diffusion: 'ELEC', prix_unitaire_ht: 0, montants: ZERO, libelle: expect.stringContaining(INCLUS_ABONNEMENT) })]);
    // The order is left to its own course (its zero-total confirmation is the orders module's): it is cancelled here so the next tests start afresh.
    await s.db.query(`update commande set statut = 'ANNULEE' where reference = $1`, [order.reference]);
  });

  it('keeps the price of paper copies, their postage, periodic deliveries and other documents', async () => {
    await addKbis(alice);
    expect((await s.call(alice.token, 'POST', '/paniers', { type: 'ETAT_ENDETTEMENT', id_entreprise: danone })).status).toBe(201);
    const id = kbisOf(await basket(alice)).id;
    expect((await s.call(alice.token, 'PATCH', `/paniers/sous_articles/${id}`, { diffusion_courrier: true, quantite_courrier: 2 })).status).toBe(200);
    const p = await basket(alice);
    const mail = price(STANDARD, 'KBIS', 'COURRIER');
    const statement = price(STANDARD, 'ETAT_ENDETTEMENT', 'ELEC');
    expect(kbisOf(p)).toMatchObject({ inclus_abonnement: true, prix: { montant_ht: 2 * mail.prix_ht, frais_envoi: 2 * mail.frais_envoi } });
    const other = p.articles.flatMap((a) => a.sous_articles).find((x) => x.code_article === 'ETAT_ENDETTEMENT')!;
    expect(other).toMatchObject({ inclus_abonnement: false, prix: { montant_ht: statement.prix_ht } });
    expect(p.prix_devises.montant_ht).toBe(2 * mail.prix_ht + statement.prix_ht);

    expect((await s.call(alice.token, 'PATCH', `/paniers/sous_articles/${id}`, { diffusion_courrier: false, frequence_mois_electronique: 3, duree_mois_electronique: 12 })).status).toBe(200);
    expect(kbisOf(await basket(alice))).toMatchObject({ inclus_abonnement: false, prix: { montant_ht: 4 * price(STANDARD, 'KBIS', 'ELEC').prix_ht } });
  });

  it('charges the Kbis again once the subscription is suspended or over', async () => {
    await addKbis(alice);
    await s.db.query(`update abonnement set suspendu_le = now() where compte_client_id = $1`, [alice.accountId]);
    expect(kbisOf(await basket(alice))).toMatchObject({ inclus_abonnement: false, prix: { montant_ttc: 320 } });
    await s.db.query(`update abonnement set suspendu_le = null, date_fin = '2025-12-31' where compte_client_id = $1`, [alice.accountId]);
    expect(kbisOf(await basket(alice))).toMatchObject({ inclus_abonnement: false, prix: { montant_ttc: 320 } });
  });

  it('leaves the prices of the New Caledonia site alone: the offer is a mainland one', async () => {
    await emptyBasket(alice, NC);
    await addKbis(alice, NC);
    const p = await basket(alice, NC);
    expect(p.devise).toBe('XPF');
    expect(kbisOf(p)).toMatchObject({ inclus_abonnement: false, prix: { montant_ht: price(STANDARD_NC, 'KBIS', 'ELEC').prix_ht, montant_ttc: price(STANDARD_NC, 'KBIS', 'ELEC').prix_ht } });
  });

  it('orders and invoices the basket as it shows it: the included Kbis at 0, labelled, the paper copy at its price', async () => {
    await addKbis(alice);
    const id = kbisOf(await basket(alice)).id;
    expect((await s.call(alice.token, 'PATCH', `/paniers/sous_articles/${id}`, { diffusion_courrier: true })).status).toBe(200);
    const shown = await basket(alice);
    const created = await s.call(alice.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE', adresse_livraison: ALICE_ADDRESS }, withKey(randomUUID()));
    expect(created.status).toBe(201);
    const order = CommandeSchema.parse(created.body);
    const { devise: _devise, ...basketTotals } = shown.prix_devises;
    expect(order.montants).toEqual(basketTotals);
    const elec = order.lignes.find((l) => l.diffusion === 'ELEC')!;
    expect(elec).toMatchObject({ libelle: expect.stringContaining(INCLUS_ABONNEMENT), prix_unitaire_ht: 0, montants: ZERO });
    expect(order.lignes.find((l) => l.diffusion === 'COURRIER')!.libelle).not.toContain(INCLUS_ABONNEMENT);

    const session = PaiementSessionSchema.parse((await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: order.reference })).body);
    expect(session.montant).toBe(basketTotals.montant_ttc);
    expect((await s.notify(cardOutcome(session, 'ACCEPTE'))).status).toBe(200);
    const [invoice] = await s.db.query<{ donnees: string | { totaux: unknown; lignes: { libelle: string; montants: unknown }[] } }>(
      `select f.donnees from facture f join commande c on c.id = f.commande_id where c.reference = $1`,
      [order.reference],
    );
    const data = typeof invoice!.donnees === 'string' ? JSON.parse(invoice!.donnees) : invoice!.donnees;
    expect(data.totaux).toEqual(basketTotals);
    expect(data.lignes.find((l: { libelle: string }) => l.libelle.includes(INCLUS_ABONNEMENT)).montants).toEqual(ZERO);
  });

  it("states a basket's totals with a paper copy as its invoice states them, the postage in the total HT", async () => {
    await addKbis(bruno);
    const id = kbisOf(await basket(bruno)).id;
    expect((await s.call(bruno.token, 'PATCH', `/paniers/sous_articles/${id}`, { diffusion_electronique: false, diffusion_courrier: true, quantite_courrier: 2 })).status).toBe(200);
    const { devise: _devise, ...shown } = (await basket(bruno)).prix_devises;
    expect(shown.frais_envoi).toBeGreaterThan(0);
    const order = CommandeSchema.parse(
      (await s.call(bruno.token, 'POST', '/commandes', { libelle_facturation: 'BRUNO SAS', moyen_paiement: 'CARTE_BANCAIRE', adresse_livraison: ALICE_ADDRESS }, withKey(randomUUID()))).body,
    );
    const session = PaiementSessionSchema.parse((await s.call(bruno.token, 'POST', '/paiements/sessions', { reference_commande: order.reference })).body);
    expect((await s.notify(cardOutcome(session, 'ACCEPTE'))).status).toBe(200);
    const [invoice] = await s.db.query<{ donnees: string | { totaux: Montants } }>(`select f.donnees from facture f join commande c on c.id = f.commande_id where c.reference = $1`, [order.reference]);
    const totals = (typeof invoice!.donnees === 'string' ? JSON.parse(invoice!.donnees) : invoice!.donnees).totaux as Montants;
    expect(totals).toEqual(shown);
    expect(preTaxRows(totals)).toEqual(preTaxRows(shown));
    expect(preTaxRows(shown).at(-1)).toEqual({ key: 'ht', label: 'Total HT', amount: shown.montant_ht + shown.frais_envoi });
  });
});
