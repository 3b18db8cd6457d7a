jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// One customer on both sites at once: the mainland's (no header, or FR) and New Caledonia's
// (TERRITORY_HEADER: NC). Each site has its own basket priced with its own grid, its own orders,
// invoices, payments received and wallet; nothing of one is added to, priced, ordered or paid from
// the other, and no grid a request names changes a price.
import { randomUUID } from 'node:crypto';
import {
  AjoutPanierSchema,
  CommandePageSchema,
  CommandeSchema,
  EncaissementPageSchema,
  FacturePageSchema,
  PaiementSessionSchema,
  PanierSchema,
  PortefeuilleSchema,
} from '@portail/shared/api';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { testBackends } from '../../testing/databases';
import { cardOutcome, useCommerce, withKey, type Customer } from '../../testing/commerce';
import { STANDARD, STANDARD_NC } from '../tariffs/tariffs';

const NC = { [TERRITORY_HEADER]: 'NC' };
const FR = { [TERRITORY_HEADER]: 'FR' };

const kbis = (grid: typeof STANDARD) => grid.prices.find((p) => p.article === 'KBIS' && p.diffusion === 'ELEC')!.prix_ht;
/** A Kbis sent electronically on each site, VAT included: the mainland's at 20 %, New Caledonia's without VAT. */
const KBIS_FR = kbis(STANDARD) + Math.round(kbis(STANDARD) * 0.2);
const KBIS_NC = kbis(STANDARD_NC);

describe.each(testBackends())('baskets, orders, payments and wallets per territory on %s', (kind) => {
  const s = useCommerce(kind);
  let alice: Customer;
  let danone: number;

  const basket = async (token: string | null, headers: Record<string, string> = {}, query = '') => {
    const r = await s.call(token, 'GET', `/paniers${query}`, undefined, headers);
    expect(r.status).toBe(200);
    return PanierSchema.parse(r.body);
  };
  const accepted = (p: { id: string; montant: number; devise: 'EUR' | 'XPF' }) =>
    s.notify(cardOutcome(p, 'ACCEPTE'));

  beforeAll(async () => {
    danone = s.danone;
    alice = await s.customer('Alice');
    expect((await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone })).status).toBe(201);
    expect((await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone }, NC)).status).toBe(201);
  });

  it('keeps one basket per territory, each priced in its own currency', async () => {
    const fr = await basket(alice.token);
    const nc = await basket(alice.token, NC);
    expect(fr).toMatchObject({ territoire: 'FR', devise: 'EUR', grille_tarifaire: STANDARD.code, taux_tva: 20, nombre_articles: 1, prix_devises: { montant_ttc: KBIS_FR, devise: 'EUR' } });
    expect(nc).toMatchObject({ territoire: 'NC', devise: 'XPF', grille_tarifaire: STANDARD_NC.code, taux_tva: 0, nombre_articles: 1, prix_devises: { montant_tva: 0, montant_ttc: KBIS_NC, devise: 'XPF' } });
    expect(nc.id).not.toBe(fr.id);
    expect(await basket(alice.token, FR)).toEqual(fr);
  });

  it("refuses to change a document of the other territory's basket from a site (409), and changes nothing", async () => {
    const fr = await basket(alice.token);
    const id = fr.articles[0]!.sous_articles[0]!.id;
    const patched = await s.call(alice.token, 'PATCH', `/paniers/sous_articles/${id}`, { diffusion_courrier: true }, NC);
    expect(patched.status).toBe(409);
    expect(patched.body.message).toMatch(/Nouvelle-Calédonie/);
    expect((await s.call(alice.token, 'DELETE', `/paniers/sous_articles/${id}`, undefined, NC)).status).toBe(409);
    expect(await basket(alice.token)).toEqual(fr);
  });

  it("refuses another territory's grid wherever a request names one, and a grid named never changes a price", async () => {
    const added = await s.call(alice.token, 'POST', `/paniers?uid_grille_tarifaire=${STANDARD_NC.code}`, { type: 'ETAT_ENDETTEMENT', id_entreprise: danone });
    expect(added.status).toBe(409);
    expect((await s.call(alice.token, 'GET', `/paniers?uid_grille_tarifaire=${STANDARD_NC.code}`)).status).toBe(409);
    expect((await s.call(alice.token, 'GET', `/paniers?uid_grille_tarifaire=${STANDARD.code}`, undefined, NC)).status).toBe(409);
    const ordered = await s.call(alice.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE', uid_grille_tarifaire: STANDARD_NC.code }, withKey(randomUUID()));
    expect(ordered.status).toBe(409);
    expect(CommandePageSchema.parse((await s.call(alice.token, 'GET', '/commandes')).body).total).toBe(0);
    expect((await basket(alice.token)).nombre_articles).toBe(1);
    // The site's own grid, named, prices as without it.
    expect((await basket(alice.token, {}, `?uid_grille_tarifaire=${STANDARD.code}`)).prix_devises.montant_ttc).toBe(KBIS_FR);
  });

  it('orders and pays on one site without touching the other, and refuses to pay it from the other (409)', async () => {
    const created = await s.call(alice.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE' }, { ...withKey(randomUUID()), ...NC });
    expect(created.status).toBe(201);
    const order = CommandeSchema.parse(created.body);
    expect(order).toMatchObject({ territoire: 'NC', devise: 'XPF', grille_tarifaire: STANDARD_NC.code, taux_tva: 0, montants: { montant_tva: 0, montant_ttc: KBIS_NC } });

    const fromMainland = await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: order.reference, moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()));
    expect(fromMainland.status).toBe(409);
    expect(fromMainland.body.message).toContain(order.reference);
    const fromWallet = await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: order.reference, moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' }, FR);
    expect(fromWallet.status).toBe(409);

    const session = PaiementSessionSchema.parse((await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: order.reference }, NC)).body);
    expect(session).toMatchObject({ devise: 'XPF', montant: KBIS_NC });
    expect((await accepted(session)).status).toBe(200);

    expect((await basket(alice.token, NC)).nombre_articles).toBe(0);
    expect(await basket(alice.token)).toMatchObject({ territoire: 'FR', devise: 'EUR', nombre_articles: 1, prix_devises: { montant_ttc: KBIS_FR } });

    // Each site lists its own, in its own currency.
    expect(CommandePageSchema.parse((await s.call(alice.token, 'GET', '/commandes')).body).total).toBe(0);
    const ncOrders = CommandePageSchema.parse((await s.call(alice.token, 'GET', '/commandes', undefined, NC)).body);
    expect(ncOrders.items.map((o) => [o.reference, o.territoire, o.devise, o.statut])).toEqual([[order.reference, 'NC', 'XPF', 'PAYEE']]);
    expect(FacturePageSchema.parse((await s.call(alice.token, 'GET', '/factures')).body).total).toBe(0);
    expect(FacturePageSchema.parse((await s.call(alice.token, 'GET', '/factures', undefined, NC)).body).items.map((f) => f.devise)).toEqual(['XPF']);
    expect(EncaissementPageSchema.parse((await s.call(alice.token, 'GET', '/encaissements')).body).total).toBe(0);
    expect(EncaissementPageSchema.parse((await s.call(alice.token, 'GET', '/encaissements', undefined, NC)).body).items.map((e) => e.devise)).toEqual(['XPF']);

    // The mainland basket is ordered on its own site, at its own prices.
    const fr = CommandeSchema.parse((await s.call(alice.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()))).body);
    expect(fr).toMatchObject({ territoire: 'FR', devise: 'EUR', taux_tva: 20, montants: { montant_ttc: KBIS_FR } });
    const payFrFromNc = await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: fr.reference }, NC);
    expect(payFrFromNc.status).toBe(409);
  });

  it("keeps a wallet per site, in the site's currency, and refuses another site's", async () => {
    expect(PortefeuilleSchema.parse((await s.call(alice.token, 'GET', '/portefeuille')).body).devise).toBe('EUR');
    expect(PortefeuilleSchema.parse((await s.call(alice.token, 'GET', '/portefeuille', undefined, NC)).body).devise).toBe('XPF');
    expect((await s.call(alice.token, 'GET', '/portefeuille?devise=XPF')).status).toBe(409);
    expect((await s.call(alice.token, 'GET', '/moyens_paiement?devise=EUR', undefined, NC)).status).toBe(409);
    expect((await s.call(alice.token, 'POST', '/portefeuille/recharges', { montant: 2000, devise: 'EUR' }, { ...withKey(randomUUID()), ...NC })).status).toBe(409);
    const topUp = PaiementSessionSchema.parse((await s.call(alice.token, 'POST', '/portefeuille/recharges', { montant: 200_000 }, { ...withKey(randomUUID()), ...NC })).body);
    expect(topUp).toMatchObject({ devise: 'XPF', montant: 200_000 });
  });

  it("keeps a guest's basket of each site apart, and merges only the site's own at sign-in", async () => {
    const uid = randomUUID();
    expect((await s.call(null, 'POST', `/paniers?uid_invite=${uid}`, { type: 'KBIS', id_entreprise: danone })).status).toBe(201);
    expect((await basket(null, NC, `?uid_invite=${uid}`)).nombre_articles).toBe(0);
    AjoutPanierSchema.parse((await s.call(null, 'POST', `/paniers?uid_invite=${uid}`, { type: 'ETAT_ENDETTEMENT', id_entreprise: danone }, NC)).body);
    expect(await basket(null, NC, `?uid_invite=${uid}`)).toMatchObject({ territoire: 'NC', devise: 'XPF', nombre_articles: 1 });

    const bruno = await s.customer('Bruno');
    const merged = await s.call(bruno.token, 'POST', `/paniers/connexions?uid_invite=${uid}`, undefined, NC);
    expect(PanierSchema.parse(merged.body)).toMatchObject({ territoire: 'NC', devise: 'XPF', nombre_articles: 1 });
    expect((await basket(bruno.token)).nombre_articles).toBe(0);
    // The mainland guest basket waits for a sign-in on the mainland site.
    expect(await basket(null, {}, `?uid_invite=${uid}`)).toMatchObject({ territoire: 'FR', nombre_articles: 1 });
  });

  it("takes subscriptions, in euros, on the mainland site only", async () => {
    const refused = await s.call(alice.token, 'POST', '/commandes/abonnements', {}, NC);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Un abonnement relève du site « Registre des entreprises » \(EUR\)/);
    // On the mainland site the same request reaches the form's checks.
    expect((await s.call(alice.token, 'POST', '/commandes/abonnements', {})).status).toBe(400);
  });

  it('refuses a territory it does not know (400)', async () => {
    const r = await s.call(alice.token, 'GET', '/paniers', undefined, { [TERRITORY_HEADER]: 'PF' });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(TERRITORY_HEADER);
  });
});
