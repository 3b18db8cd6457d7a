jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// An order's life on PGlite and PostgreSQL: a refused or abandoned card payment leaves one order,
// payable again or cancelled by its customer, never a second order of the same basket; an order
// left unpaid is abandoned by the maintenance step with its basket intact; an order with nothing
// to pay is confirmed at once; an order is delivered only once every line is.
import { randomUUID } from 'node:crypto';
import { CommandeResumeSchema, CommandeSchema, DELAI_ABANDON_COMMANDE_HEURES, PaiementSessionSchema, PanierSchema, type Commande, type PaiementSession } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { ALICE_ADDRESS, cardOutcome, useCommerce, withKey, type Customer } from '../../testing/commerce';
import { ABANDON_MOTIF, CANCEL_MOTIF, expireStalePayments } from '../payments/payments';
import { REPLACED_MOTIF, basketCardAwaited } from './orders';

describe.each(testBackends())('the life of an order on %s', (kind) => {
  const s = useCommerce(kind);
  let danone: number;

  const put = (c: Customer, type: string, diffusion?: 'COURRIER') => s.call(c.token, 'POST', '/paniers', { type, id_entreprise: danone, ...(diffusion ? { diffusion } : {}) });
  const place = (c: Customer, key = randomUUID(), extra: Record<string, unknown> = {}) =>
    s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'CLIENT SAS', moyen_paiement: 'CARTE_BANCAIRE', ...extra }, withKey(key));
  const order = async (c: Customer, extra: Record<string, unknown> = {}): Promise<Commande> => {
    const r = await place(c, randomUUID(), extra);
    if (r.status !== 201) throw new Error(`order: ${r.status} ${JSON.stringify(r.body)}`);
    return CommandeSchema.parse(r.body);
  };
  const pay = (c: Customer, reference: string) => s.call(c.token, 'POST', '/paiements/sessions', { reference_commande: reference });
  const session = async (c: Customer, reference: string): Promise<PaiementSession> => PaiementSessionSchema.parse((await pay(c, reference)).body);
  const cancel = (c: Customer, reference: string) => s.call(c.token, 'POST', `/commandes/${reference}/annulation`);
  const detail = async (c: Customer, reference: string): Promise<Commande> => CommandeSchema.parse((await s.call(c.token, 'GET', `/commandes/${reference}`)).body);
  const basketCount = async (c: Customer) => PanierSchema.parse((await s.call(c.token, 'GET', '/paniers')).body).nombre_articles;
  const ordersOf = async (c: Customer) => (await s.db.query<{ n: number }>('select count(*)::int as n from commande where compte_client_id = $1', [c.accountId]))[0]!.n;

  beforeAll(async () => {
    danone = s.danone;
  });

  it('keeps one order after a refused card, paid by a new payment session of that same order', async () => {
    const c = await s.customer('Refus');
    await put(c, 'KBIS');
    const o = await order(c);
    const first = await session(c, o.reference);
    expect((await s.notify(cardOutcome(first, 'REFUSE'))).status).toBe(200);

    const refused = await detail(c, o.reference);
    expect(refused).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', motif: 'Paiement refusé par la banque : provision insuffisante.', facture: null });
    expect(refused.lignes.map((l) => l.statut)).toEqual(['EN_ATTENTE']);
    expect(await basketCount(c)).toBe(1);

    // The checkout tried again, under a new key: the same order comes back, with the details given now.
    const retried = await place(c, randomUUID(), { libelle_facturation: 'REFUS SARL' });
    expect(retried.status).toBe(200);
    expect(CommandeSchema.parse(retried.body)).toMatchObject({ reference: o.reference, libelle_facturation: 'REFUS SARL', statut: 'EN_ATTENTE_PAIEMENT' });
    expect(await ordersOf(c)).toBe(1);

    const again = await pay(c, o.reference);
    expect(again.status).toBe(201);
    const second = PaiementSessionSchema.parse(again.body);
    expect(second.id).not.toBe(first.id);
    expect(second.redirection).not.toBeNull();
    await s.notify(cardOutcome(second, 'ACCEPTE'));

    const paid = await detail(c, o.reference);
    expect(paid).toMatchObject({ statut: 'PAYEE', motif: null });
    expect(paid.facture).not.toBeNull();
    expect(paid.paiements.map((p) => p.statut)).toEqual(['REFUSE', 'ACCEPTE']);
    expect(await ordersOf(c)).toBe(1);
    expect(await basketCount(c)).toBe(0);
  });

  it('replaces the order awaiting payment of a basket changed since, unless its card payment is under way', async () => {
    const c = await s.customer('Ajout');
    await put(c, 'KBIS');
    const o = await order(c);
    const p = await session(c, o.reference);
    await put(c, 'COMPTES_ANNUELS');
    // Its card payment is under way at the provider: nothing is replaced.
    expect(await place(c)).toMatchObject({ status: 409, body: { message: basketCardAwaited(o.reference) } });
    expect(await ordersOf(c)).toBe(1);

    await s.notify(cardOutcome(p, 'ABANDONNE'));
    const next = await order(c);
    expect(next.reference).not.toBe(o.reference);
    expect(next.lignes.map((l) => l.code_article)).toEqual(['KBIS', 'COMPTES_ANNUELS']);
    expect(await detail(c, o.reference)).toMatchObject({ statut: 'ANNULEE', motif: REPLACED_MOTIF });
    expect(await s.db.query(`select 1 from commande where compte_client_id = $1 and statut = 'EN_ATTENTE_PAIEMENT'`, [c.accountId])).toHaveLength(1);
    // A late acceptance of the replaced order is a payment received twice: refunded, the order stays cancelled.
    await s.notify(cardOutcome(p, 'ACCEPTE'));
    expect((await detail(c, o.reference)).statut).toBe('ANNULEE');
    expect(await s.db.query('select 1 from paiement where id = $1 and doublon', [p.id])).toHaveLength(1);
  });

  it('lets the customer cancel an unpaid order, keeping the basket; another customer gets a 404', async () => {
    const c = await s.customer('Annule');
    const other = await s.customer('Autre');
    await put(c, 'KBIS');
    const o = await order(c);
    await s.notify(cardOutcome(await session(c, o.reference), 'REFUSE'));

    expect((await cancel(other, o.reference)).status).toBe(404);
    expect((await detail(c, o.reference)).statut).toBe('EN_ATTENTE_PAIEMENT');

    const r = await cancel(c, o.reference);
    expect(r.status).toBe(200);
    expect(CommandeResumeSchema.parse(r.body)).toMatchObject({ reference: o.reference, statut: 'ANNULEE' });
    expect(await detail(c, o.reference)).toMatchObject({ statut: 'ANNULEE', motif: CANCEL_MOTIF });
    expect(await basketCount(c)).toBe(1);
    // Asked again: nothing more changes.
    expect(CommandeResumeSchema.parse((await cancel(c, o.reference)).body).statut).toBe('ANNULEE');
    // A cancelled order is not paid any more; the basket orders again.
    expect((await pay(c, o.reference)).status).toBe(409);
    const next = await order(c);
    expect(next.reference).not.toBe(o.reference);
  });

  it('cancels nothing while an awaited card payment cannot be cancelled at the provider, nor a paid order', async () => {
    const c = await s.customer('Attente');
    await put(c, 'KBIS');
    const o = await order(c);
    const p = await session(c, o.reference);
    // The test provider cannot be reached: the card payment may still be taken, the order stays.
    expect((await cancel(c, o.reference)).status).toBe(409);
    expect((await detail(c, o.reference)).statut).toBe('EN_ATTENTE_PAIEMENT');
    await s.notify(cardOutcome(p, 'ACCEPTE'));
    const paid = await cancel(c, o.reference);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toMatch(/n'attend plus de paiement \(payée\)/);
    expect((await detail(c, o.reference)).statut).toBe('PAYEE');
  });

  it(`abandons an order left unpaid ${DELAI_ABANDON_COMMANDE_HEURES} hours with its basket intact, and honours a late acceptance`, async () => {
    const c = await s.customer('Oubli');
    await put(c, 'KBIS');
    await put(c, 'COMPTES_ANNUELS');
    const o = await order(c);
    const p = await session(c, o.reference);
    const backdate = (hours: number) => s.db.query(`update commande set cree_le = now() - make_interval(hours => $2) where reference = $1`, [o.reference, hours]);

    // Not yet past its time, then past it but with a card payment still awaited: kept.
    await backdate(DELAI_ABANDON_COMMANDE_HEURES - 1);
    await expireStalePayments(s.db);
    expect((await detail(c, o.reference)).statut).toBe('EN_ATTENTE_PAIEMENT');
    await backdate(DELAI_ABANDON_COMMANDE_HEURES + 1);
    await expireStalePayments(s.db);
    expect((await detail(c, o.reference)).statut).toBe('EN_ATTENTE_PAIEMENT');

    // The card payment expired unanswered: the order stays payable until the step abandons it.
    await s.db.query(`update paiement set expire_le = now() - interval '1 hour' where id = $1`, [p.id]);
    expect(await expireStalePayments(s.db)).toBe(1);
    const abandoned = await detail(c, o.reference);
    expect(abandoned).toMatchObject({ statut: 'ABANDONNEE', motif: ABANDON_MOTIF });
    expect(abandoned.lignes.map((l) => l.statut)).toEqual(['ANNULE', 'ANNULE']);
    expect(await basketCount(c)).toBe(2);
    expect((await pay(c, o.reference)).status).toBe(409);

    // The provider took the money after all: the order is paid and its documents go to production.
    await s.notify(cardOutcome(p, 'ACCEPTE'));
    const paid = await detail(c, o.reference);
    expect(paid.statut).toBe('PAYEE');
    expect(paid.lignes.map((l) => l.statut)).toEqual(['A_PRODUIRE', 'A_PRODUIRE']);
    expect(await basketCount(c)).toBe(0);
  });

  it('refunds a late acceptance of an abandoned order whose basket was ordered again, the new order keeping its documents', async () => {
    const c = await s.customer('Reprise');
    await put(c, 'KBIS');
    const o = await order(c);
    const p = await session(c, o.reference);
    await s.db.query(`update commande set cree_le = now() - make_interval(hours => $2) where reference = $1`, [o.reference, DELAI_ABANDON_COMMANDE_HEURES + 1]);
    await s.db.query(`update paiement set expire_le = now() - interval '1 hour' where id = $1`, [p.id]);
    await expireStalePayments(s.db);
    expect((await detail(c, o.reference)).statut).toBe('ABANDONNEE');

    // The customer orders the basket again: a new order holds its documents.
    const again = await order(c);
    expect(again.reference).not.toBe(o.reference);

    // The provider took the first card after all: a payment received twice, refunded; the abandoned order stays so.
    await s.notify(cardOutcome(p, 'ACCEPTE'));
    expect((await detail(c, o.reference)).statut).toBe('ABANDONNEE');
    expect(await s.db.query('select 1 from paiement where id = $1 and doublon', [p.id])).toHaveLength(1);
    expect((await detail(c, again.reference)).statut).toBe('EN_ATTENTE_PAIEMENT');
  });

  it('confirms an order with nothing to pay at once: paid, invoiced at 0, its document produced', async () => {
    const c = await s.customer('Gratuit');
    await put(c, 'KBIS');
    // Its Kbis costs nothing (as one a subscription covers), for this order only.
    const kbis = `grille_code = 'STANDARD' and article_code = 'KBIS' and diffusion = 'ELEC'`;
    const [was] = await s.db.query<{ prix_ht: number }>(`select prix_ht from prix_article where ${kbis}`);
    await s.db.query(`update prix_article set prix_ht = 0 where ${kbis}`);
    let o: Commande;
    try {
      const r = await place(c);
      expect(r.status).toBe(201);
      o = CommandeSchema.parse(r.body);
    } finally {
      await s.db.query(`update prix_article set prix_ht = $1 where ${kbis}`, [was!.prix_ht]);
    }
    expect(o.montants.montant_ttc).toBe(0);
    expect(o).toMatchObject({ statut: 'PAYEE', paiements: [] });
    expect(o.facture).not.toBeNull();
    expect(o.lignes.map((l) => l.statut)).toEqual(['A_PRODUIRE']);
    const [invoice] = await s.db.query<{ montant_ttc: number; statut: string }>(
      `select montant_ttc, statut from facture where commande_id = (select id from commande where reference = $1)`,
      [o.reference],
    );
    expect(invoice).toEqual({ montant_ttc: 0, statut: 'PAYEE' });
    expect(await basketCount(c)).toBe(0);
    expect((await pay(c, o.reference)).status).toBe(409);
    await s.app.jobs.runDue();
    expect((await detail(c, o.reference)).statut).toBe('LIVREE');
  });

  it('says delivered only once every line is: copies sent by mail keep the order on its way', async () => {
    const c = await s.customer('Poste');
    await put(c, 'KBIS');
    await put(c, 'COMPTES_ANNUELS', 'COURRIER');
    const mixed = await order(c, { adresse_livraison: ALICE_ADDRESS });
    await s.notify(cardOutcome(await session(c, mixed.reference), 'ACCEPTE'));

    const e = await s.customer('Ecran');
    await put(e, 'KBIS');
    const online = await order(e);
    await s.notify(cardOutcome(await session(e, online.reference), 'ACCEPTE'));

    while ((await s.app.jobs.runDue()) > 0);
    const onItsWay = await detail(c, mixed.reference);
    expect(onItsWay.lignes.map((l) => [l.diffusion, l.statut])).toEqual([
      ['ELEC', 'DISPONIBLE'],
      ['COURRIER', 'DISPONIBLE'],
    ]);
    expect(onItsWay.statut).toBe('EN_ACHEMINEMENT');
    expect((await detail(e, online.reference)).statut).toBe('LIVREE');
  });
});
