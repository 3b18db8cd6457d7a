jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Object-level access on every personal endpoint of the commercial core: two customers, each id of
// one tried by the other (404, as if it did not exist), and nobody without a token (401).
import { randomUUID } from 'node:crypto';
import { CommandePageSchema, CommandeSchema, EncaissementPageSchema, FacturePageSchema, PaiementSessionSchema, PortefeuilleSchema, AjoutPanierSchema } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { cardOutcome, useCommerce, withKey, type Customer } from '../../testing/commerce';

describe.each(testBackends())('access to orders, invoices, payments, baskets and wallets on %s', (kind) => {
  const s = useCommerce(kind);
  let alice: Customer;
  let bruno: Customer;
  const owned = { reference: '', date: '', order: '', session: '', topUp: '', invoice: 0, receipt: 0, subArticle: 0 };

  beforeAll(async () => {
    const [danone] = await s.db.query<{ id: number }>(`select id from entreprise where siren = '552032534'`);
    alice = await s.customer('Alice');
    bruno = await s.customer('Bruno');
    await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone!.id });
    const o = CommandeSchema.parse((await s.call(alice.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()))).body);
    const p = PaiementSessionSchema.parse((await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: o.reference })).body);
    await s.notify(cardOutcome(p, 'ACCEPTE'));
    const paid = CommandeSchema.parse((await s.call(alice.token, 'GET', `/commandes/${o.reference}`)).body);
    const t = PaiementSessionSchema.parse((await s.call(alice.token, 'POST', '/portefeuille/recharges', { montant: 2000, devise: 'EUR' }, withKey(randomUUID()))).body);
    const receipts = EncaissementPageSchema.parse((await s.call(alice.token, 'GET', '/encaissements')).body);
    const sub = AjoutPanierSchema.parse((await s.call(alice.token, 'POST', '/paniers', { type: 'ACTE', id_entreprise: danone!.id })).body).sous_article_id;
    Object.assign(owned, { reference: o.reference, date: o.date_commande, session: p.id, topUp: t.id, invoice: paid.facture!.id, receipt: receipts.items[0]!.id, subArticle: sub });
  });

  // Every endpoint that names an object of the owner.
  const byId = () => [
    ['GET', `/commandes/${owned.reference}`, undefined],
    ['GET', `/commandes/${owned.reference}?date_commande=${owned.date}`, undefined],
    ['POST', '/paiements/sessions', { reference_commande: owned.reference }],
    ['GET', `/paiements/sessions/${owned.session}`, undefined],
    ['GET', `/paiements/sessions/${owned.topUp}`, undefined],
    ['GET', `/factures/${owned.invoice}`, undefined],
    ['GET', `/justificatifs/${owned.receipt}`, undefined],
    ['PATCH', `/paniers/sous_articles/${owned.subArticle}`, { diffusion_courrier: true }],
    ['DELETE', `/paniers/sous_articles/${owned.subArticle}`, undefined],
  ] as const;

  it("lets the owner reach each of their objects", async () => {
    for (const [method, path, body] of byId()) {
      if (method === 'DELETE') continue;
      const r = await s.call(alice.token, method, path, body);
      expect([path, r.status]).toEqual([path, 200]);
    }
  });

  it("answers 404 to another customer for each of them, and changes nothing", async () => {
    for (const [method, path, body] of byId()) {
      const r = await s.call(bruno.token, method, path, body);
      expect([method, path, r.status]).toEqual([method, path, 404]);
    }
    // Alice's basket document is still there.
    const basket = (await s.call(alice.token, 'GET', '/paniers')).body;
    expect(basket.articles.flatMap((a: { sous_articles: { id: number }[] }) => a.sous_articles.map((x) => x.id))).toContain(owned.subArticle);
  });

  it("lists nothing of the other customer's", async () => {
    expect(CommandePageSchema.parse((await s.call(bruno.token, 'GET', '/commandes')).body).total).toBe(0);
    expect(FacturePageSchema.parse((await s.call(bruno.token, 'GET', '/factures')).body).total).toBe(0);
    expect(EncaissementPageSchema.parse((await s.call(bruno.token, 'GET', '/encaissements')).body).total).toBe(0);
    expect(PortefeuilleSchema.parse((await s.call(bruno.token, 'GET', '/portefeuille')).body)).toMatchObject({ solde: 0, mouvements: { total: 0 } });
    expect((await s.call(bruno.token, 'GET', '/paniers')).body.nombre_articles).toBe(0);
    expect(CommandePageSchema.parse((await s.call(alice.token, 'GET', '/commandes')).body).total).toBe(1);
  });

  it('requires a signed-in person on every personal endpoint', async () => {
    const personal = [
      ...byId().filter(([, path]) => !path.startsWith('/paniers/')),
      ['GET', '/commandes', undefined],
      ['POST', '/commandes', { libelle_facturation: 'X', moyen_paiement: 'CARTE_BANCAIRE' }],
      ['GET', '/factures', undefined],
      ['GET', '/encaissements', undefined],
      ['GET', '/moyens_paiement', undefined],
      ['GET', '/portefeuille', undefined],
      ['POST', '/portefeuille/recharges', { montant: 2000, devise: 'EUR' }],
      ['POST', '/paniers/connexions?uid_invite=8e3c2b1a-4d5e-4f60-8a7b-9c0d1e2f3a4b', undefined],
    ] as const;
    for (const [method, path, body] of personal) {
      const r = await s.call(null, method, path, body);
      expect([method, path, r.status]).toEqual([method, path, 401]);
    }
  });
});
