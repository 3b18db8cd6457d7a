jest.setTimeout(300_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// One customer's objects asked for by id on the other territory's site: an order, its payment, its
// invoice and receipt, its documents (list and zip) and a periodic Kbis are each refused with a 409
// that names the site to go to, and nothing is changed by it; on their own site they answer as
// before, and another customer gets a 404 on either site, learning nothing of where they belong.
import { randomUUID } from 'node:crypto';
import { CommandeSchema, KbisPeriodiqueSchema, PaiementSessionSchema, PanierSchema, VisualisationsSchema, type Commande } from '@portail/shared/api';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { testBackends } from '../../testing/databases';
import { cardOutcome, ALICE_ADDRESS, useCommerce, withKey, type Customer } from '../../testing/commerce';

const NC = { [TERRITORY_HEADER]: 'NC' };
const FR = { [TERRITORY_HEADER]: 'FR' };
const SITES = { FR, NC } as const;
type Site = keyof typeof SITES;
const OTHER: Record<Site, Site> = { FR: 'NC', NC: 'FR' };
/** The 409's wording: the object's own site, by name and currency. */
const GO_TO: Record<Site, RegExp> = { FR: /relève du site « Registre des entreprises » \(EUR\)/, NC: /relève du site « .*Nouvelle-Calédonie.* » \(XPF\)/ };

interface Owned {
  order: Commande;
  session: string;
  invoice: number;
  receipt: number;
}

describe.each(testBackends())("objects of one territory asked for on the other's site, on %s", (kind) => {
  const s = useCommerce(kind);
  let alice: Customer;
  let bruno: Customer;
  let danone: number;
  const owned = {} as Record<Site, Owned>;
  let periodic = 0;

  /** Alice's basket on `site` ordered and paid by card; its payment, invoice and receipt. */
  const orderAndPay = async (site: Site): Promise<Owned> => {
    const headers = SITES[site];
    const created = await s.call(alice.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE' }, { ...withKey(randomUUID()), ...headers });
    expect(created.status).toBe(201);
    const order = CommandeSchema.parse(created.body);
    const p = PaiementSessionSchema.parse((await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: order.reference }, headers)).body);
    const n = { session: p.id, transaction: `TX-${randomUUID()}`, statut: 'ACCEPTE' as const, montant: p.montant, devise: p.devise, carte: '497010******0014', motif: null, horodatage: Math.floor(Date.now() / 1000) };
    expect((await s.notify(n)).status).toBe(200);
    const [row] = await s.db.query<{ facture: number; justificatif: number }>(
      `select f.id as facture, e.id as justificatif from commande c join facture f on f.commande_id = c.id join encaissement e on e.commande_id = c.id where c.reference = $1`,
      [order.reference],
    );
    return { order, session: p.id, invoice: row!.facture, receipt: row!.justificatif };
  };

  beforeAll(async () => {
    danone = s.danone;
    alice = await s.customer('Alice');
    bruno = await s.customer('Bruno');
    for (const site of ['FR', 'NC'] as const) {
      expect((await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone }, SITES[site])).status).toBe(201);
      owned[site] = await orderAndPay(site);
    }
    // A periodic Kbis sent by mail, ordered on the New Caledonia site.
    expect((await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone }, NC)).status).toBe(201);
    const sub = PanierSchema.parse((await s.call(alice.token, 'GET', '/paniers', undefined, NC)).body).articles[0]!.sous_articles[0]!;
    expect((await s.call(alice.token, 'PATCH', `/paniers/sous_articles/${sub.id}`, { diffusion_courrier: true, frequence_mois_courrier: 1, duree_mois_courrier: 6 }, NC)).status).toBe(200);
    const created = await s.call(
      alice.token,
      'POST',
      '/commandes',
      { libelle_facturation: 'ALICE SAS', moyen_paiement: 'CARTE_BANCAIRE', adresse_livraison: ALICE_ADDRESS },
      { ...withKey(randomUUID()), ...NC },
    );
    expect(created.status).toBe(201);
    const p = PaiementSessionSchema.parse((await s.call(alice.token, 'POST', '/paiements/sessions', { reference_commande: CommandeSchema.parse(created.body).reference }, NC)).body);
    expect((await s.notify(cardOutcome(p, 'ACCEPTE'))).status).toBe(200);
    const [k] = await s.db.query<{ id: number }>('select k.id from kbis_periodique k where k.compte_client_id = $1', [alice.accountId]);
    periodic = k!.id;
    // Every document is produced.
    await s.app.jobs.runDue();
  });

  // Every route that reads an order, its payment, invoice, receipt or documents by reference or id.
  const reads = (o: Owned) =>
    [
      `/commandes/${o.order.reference}`,
      `/commandes/${o.order.reference}?date_commande=${o.order.date_commande}`,
      `/paiements/sessions/${o.session}`,
      `/factures/${o.invoice}`,
      `/justificatifs/${o.receipt}`,
      `/commandes/${o.order.reference}/visualisations`,
      `/commandes/${o.order.reference}/zip`,
    ] as const;

  it.each(['FR', 'NC'] as const)('serves an order of %s, its payment, invoice, receipt and documents on its own site', async (site) => {
    for (const path of reads(owned[site])) {
      const r = await s.call(alice.token, 'GET', path, undefined, SITES[site]);
      expect([path, r.status]).toEqual([path, 200]);
    }
  });

  it.each(['FR', 'NC'] as const)("refuses them on the other site (409), naming the site of %s", async (site) => {
    for (const path of reads(owned[site])) {
      const r = await s.call(alice.token, 'GET', path, undefined, SITES[OTHER[site]]);
      expect([path, r.status]).toEqual([path, 409]);
      expect(r.body.message).toMatch(GO_TO[site]);
    }
    // The mainland is the site of a request without the header.
    if (site === 'NC') expect((await s.call(alice.token, 'GET', `/commandes/${owned.NC.order.reference}`)).status).toBe(409);
  });

  it.each(['FR', 'NC'] as const)('answers 404 to another customer on both sites for an order of %s, as if it did not exist', async (site) => {
    for (const path of reads(owned[site])) {
      for (const headers of [FR, NC]) {
        const r = await s.call(bruno.token, 'GET', path, undefined, headers);
        expect([path, headers[TERRITORY_HEADER], r.status]).toEqual([path, headers[TERRITORY_HEADER], 404]);
      }
    }
  });

  it("serves one issued document's PDF on either site: the customer's own, finished, and changed by nobody", async () => {
    const [doc] = VisualisationsSchema.parse((await s.call(alice.token, 'GET', `/commandes/${owned.NC.order.reference}/visualisations`, undefined, NC)).body);
    const onMainland = await s.call(alice.token, 'GET', `/visualisations/${doc!.id}`, undefined, FR);
    expect(onMainland.status).toBe(200);
    expect(onMainland.headers.get('content-type')).toBe('application/pdf');
    expect((await s.call(bruno.token, 'GET', `/visualisations/${doc!.id}`, undefined, NC)).status).toBe(404);
  });

  it("neither shows nor changes nor cancels a periodic Kbis from the other site, and changes nothing by trying", async () => {
    const path = `/kbis_periodiques/${periodic}`;
    const before = KbisPeriodiqueSchema.parse((await s.call(alice.token, 'GET', path, undefined, NC)).body);
    expect(before.statut).toBe('ACTIF');
    const moved = { ...ALICE_ADDRESS, ligne1: '9 rue Basse' };
    const attempts = [
      await s.call(alice.token, 'GET', path, undefined, FR),
      await s.call(alice.token, 'PUT', `${path}/adresse_livraison`, moved, FR),
      await s.call(alice.token, 'POST', `${path}/annulations`, undefined, FR),
      await s.call(alice.token, 'POST', `${path}/annulations`),
    ];
    for (const r of attempts) {
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(GO_TO.NC);
      expect(r.body.message).toContain(before.reference_commande);
    }
    expect(KbisPeriodiqueSchema.parse((await s.call(alice.token, 'GET', path, undefined, NC)).body)).toEqual(before);
    const [{ n }] = (await s.db.query<{ n: number }>(`select count(*)::int as n from kbis_envoi where kbis_periodique_id = $1 and statut = 'ANNULE'`, [periodic])) as [{ n: number }];
    expect(n).toBe(0);

    // Another customer: 404 on either site.
    for (const headers of [FR, NC]) {
      expect((await s.call(bruno.token, 'GET', path, undefined, headers)).status).toBe(404);
      expect((await s.call(bruno.token, 'PUT', `${path}/adresse_livraison`, moved, headers)).status).toBe(404);
      expect((await s.call(bruno.token, 'POST', `${path}/annulations`, undefined, headers)).status).toBe(404);
    }

    // On its own site: the address changes, then it is cancelled.
    const changed = await s.call(alice.token, 'PUT', `${path}/adresse_livraison`, moved, NC);
    expect(changed.status).toBe(200);
    expect(KbisPeriodiqueSchema.parse(changed.body).adresse_livraison).toMatchObject({ ligne1: '9 rue Basse' });
    const cancelled = await s.call(alice.token, 'POST', `${path}/annulations`, undefined, NC);
    expect(cancelled.status).toBe(200);
    expect(KbisPeriodiqueSchema.parse(cancelled.body).statut).toBe('ANNULE');
  });
});
