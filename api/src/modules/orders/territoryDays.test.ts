jest.setTimeout(300_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// What an order of the New Caledonia site is dated by: Nouméa's day, not Paris's. At 23:30 in Paris
// on 3 December it is already the 4th in Nouméa: an order paid then has its invoice issued on the
// 4th, a receipt on 31 December at that hour is of the next year, a monthly invoice comes as soon as
// the month is over in Nouméa, and the Kbis produced then is dated in Nouméa time. The mainland's
// keep Paris's day throughout.
import { randomUUID } from 'node:crypto';
import { CommandeSchema, PaiementSessionSchema, PanierSchema, VisualisationsSchema, type Commande } from '@portail/shared/api';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { ManualClock } from '../../jobs/queue';
import { testBackends } from '../../testing/databases';
import { cardOutcome, useCommerce, withKey, type Customer } from '../../testing/commerce';
import { pdfText } from '../../testing/pdfText';
import { recordReceipt } from '../payments/receipts';
import { issueMonthlyInvoices, issueOrderInvoice } from './invoices';
import { findOrderFor } from './orders';
import { sellerFromEnv } from './seller';

const SITES = { FR: { [TERRITORY_HEADER]: 'FR' }, NC: { [TERRITORY_HEADER]: 'NC' } } as const;
type Site = keyof typeof SITES;
/** 23:30 in Paris on 3 December 2026; 09:30 on the 4th in Nouméa. */
const LATE_IN_PARIS = '2026-12-03T22:30:00.000Z';
const seller = sellerFromEnv({});

describe.each(testBackends())("the day of each territory's orders on %s", (kind) => {
  let danone: number;
  const clock = new ManualClock();
  const s = useCommerce(kind, { clock });

  /** A new customer's order of a Kbis on `site`, awaiting payment, and its payment session. */
  const placed = async (site: Site, name: string, sub: Record<string, unknown> | null = null): Promise<{ c: Customer; order: Commande; session: { id: string; montant: number; devise: 'EUR' | 'XPF' } }> => {
    const c = await s.customer(name);
    const headers = SITES[site];
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone }, headers)).status).toBe(201);
    if (sub) {
      const id = PanierSchema.parse((await s.call(c.token, 'GET', '/paniers', undefined, headers)).body).articles[0]!.sous_articles[0]!.id;
      expect((await s.call(c.token, 'PATCH', `/paniers/sous_articles/${id}`, sub, headers)).status).toBe(200);
    }
    const created = await s.call(c.token, 'POST', '/commandes', { libelle_facturation: `${name.toUpperCase()} SAS`, moyen_paiement: 'CARTE_BANCAIRE' }, { ...withKey(randomUUID()), ...headers });
    expect(created.status).toBe(201);
    const order = CommandeSchema.parse(created.body);
    const session = PaiementSessionSchema.parse((await s.call(c.token, 'POST', '/paiements/sessions', { reference_commande: order.reference }, headers)).body);
    return { c, order, session };
  };
  const paid = async (p: { id: string; montant: number; devise: 'EUR' | 'XPF' }) =>
    expect((await s.notify(cardOutcome(p, 'ACCEPTE'))).status).toBe(200);

  beforeAll(async () => {
    danone = s.danone;
  });

  it.each([
    ['NC', '2026-12-04'],
    ['FR', '2026-12-03'],
  ] as const)('issues the invoice of an order of %s paid at 23:30 in Paris on the day %s', async (site, day) => {
    const { c, order } = await placed(site, `Facture${site}`);
    const row = (await findOrderFor(s.db, c.sub, order.reference))!;
    const issued = await s.db.transaction((tx) => issueOrderInvoice(tx, row, { moyen: 'CARTE_BANCAIRE', date: LATE_IN_PARIS, carte: null, transaction: null }, seller));
    const [invoice] = await s.db.query<{ date_emission: string; printed: string }>(
      `select date_emission::text as date_emission, donnees ->> 'date_emission' as printed from facture where id = $1`,
      [issued.id],
    );
    expect(invoice).toEqual({ date_emission: day, printed: day });
  });

  it("names a Caledonian company by its RIDET on the invoice's line, a mainland one by its SIREN", async () => {
    const [caledonian] = await s.db.query<{ id: number; ridet: string }>('select id, ridet from entreprise where ridet is not null and siren is null order by id limit 1');
    const c = await s.customer('LigneRidet');
    const headers = SITES.NC;
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: caledonian!.id }, headers)).status).toBe(201);
    const created = await s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'RIDET SARL', moyen_paiement: 'CARTE_BANCAIRE' }, { ...withKey(randomUUID()), ...headers });
    const order = CommandeSchema.parse(created.body);
    const row = (await findOrderFor(s.db, c.sub, order.reference))!;
    const issued = await s.db.transaction((tx) => issueOrderInvoice(tx, row, { moyen: 'CARTE_BANCAIRE', date: LATE_IN_PARIS, carte: null, transaction: null }, seller));
    const [nc] = await s.db.query<{ detail: string }>(`select donnees -> 'lignes' -> 0 ->> 'detail' as detail from facture where id = $1`, [issued.id]);
    expect(nc!.detail).toContain(`(RIDET ${caledonian!.ridet.trim()})`);
    expect(nc!.detail).not.toContain('SIREN');

    const fr = await placed('FR', 'LigneSiren');
    const frRow = (await findOrderFor(s.db, fr.c.sub, fr.order.reference))!;
    const frIssued = await s.db.transaction((tx) => issueOrderInvoice(tx, frRow, { moyen: 'CARTE_BANCAIRE', date: LATE_IN_PARIS, carte: null, transaction: null }, seller));
    const [mainland] = await s.db.query<{ detail: string }>(`select donnees -> 'lignes' -> 0 ->> 'detail' as detail from facture where id = $1`, [frIssued.id]);
    expect(mainland!.detail).toContain('(SIREN 552 032 534)');
  });

  it.each([
    ['NC', 'JU2027-'],
    ['FR', 'JU2026-'],
  ] as const)('numbers a receipt of %s paid at 23:30 in Paris on 31 December in the year of its own day (%s)', async (site, prefix) => {
    const { c, order, session } = await placed(site, `Justificatif${site}`);
    const row = (await findOrderFor(s.db, c.sub, order.reference))!;
    await s.db.transaction((tx) =>
      recordReceipt(
        tx,
        {
          paymentId: session.id,
          accountId: c.accountId,
          objet: 'COMMANDE',
          moyen: 'CARTE_BANCAIRE',
          amount: session.montant,
          devise: session.devise,
          carte: null,
          transaction: null,
          order: { id: row.id, reference: order.reference, libelle_facturation: 'X', adresse: null },
          invoice: null,
          date: '2026-12-31T22:30:00.000Z',
        },
        seller,
      ),
    );
    const [receipt] = await s.db.query<{ numero: string }>('select numero_justificatif as numero from encaissement where paiement_id = $1', [session.id]);
    expect(receipt!.numero.startsWith(prefix)).toBe(true);
  });

  it("issues a monthly invoice once the month is over in the order's territory, dated by its day there", async () => {
    const nc = await placed('NC', 'MensuelNC');
    const fr = await placed('FR', 'MensuelFR');
    // Both accepted for monthly invoicing in November.
    await s.db.query(`update commande set moyen_paiement = 'DIFFERE', statut = 'VALIDEE', date_commande = '2026-11-15' where reference = any($1::text[])`, [
      [nc.order.reference, fr.order.reference],
    ]);
    const monthly = () =>
      s.db.query<{ devise: string; date_emission: string; echeance: string }>(
        `select devise, date_emission::text as date_emission, donnees -> 'paiement' ->> 'echeance' as echeance from facture where type = 'MENSUELLE' order by id`,
      );

    // 23:30 in Paris on 30 November: December in Nouméa, not yet in Paris.
    expect(await issueMonthlyInvoices(s.db, seller, new Date('2026-11-30T22:30:00.000Z'))).toBe(1);
    expect(await monthly()).toEqual([{ devise: 'XPF', date_emission: '2026-12-01', echeance: '2026-12-31' }]);
    // The next morning in Paris, the mainland's month is over too.
    expect(await issueMonthlyInvoices(s.db, seller, new Date('2026-12-01T08:00:00.000Z'))).toBe(1);
    expect((await monthly()).map((i) => [i.devise, i.date_emission])).toEqual([
      ['XPF', '2026-12-01'],
      ['EUR', '2026-12-01'],
    ]);
  });

  it("dates a periodic Kbis' deliveries by midnight of their day in the order's territory", async () => {
    for (const [site, zone] of [
      ['NC', 'Pacific/Noumea'],
      ['FR', 'Europe/Paris'],
    ] as const) {
      const { order, session } = await placed(site, `Periodique${site}`, { frequence_mois_electronique: 1, duree_mois_electronique: 3 });
      await paid(session);
      const due = await s.db.query<{ rang: number; date_prevue: string; local: string }>(
        `select e.rang, e.date_prevue::text as date_prevue, to_char(t.executer_apres at time zone $2, 'YYYY-MM-DD HH24:MI') as local
           from kbis_envoi e join kbis_periodique k on k.id = e.kbis_periodique_id join ligne_commande l on l.id = k.ligne_commande_id
           join commande c on c.id = l.commande_id join tache t on t.cle = 'document:' || l.id || ':' || e.rang
          where c.reference = $1 and e.rang > 1 order by e.rang`,
        [order.reference, zone],
      );
      expect(due).toHaveLength(2);
      for (const d of due) expect([site, d.local]).toEqual([site, `${d.date_prevue} 00:00`]);
    }
  });

  it("dates the Kbis of an order by the clock of the order's territory, whatever the company's", async () => {
    // DANONE is a mainland company: ordered on the New Caledonia site, its Kbis is in Nouméa time.
    const orders = { NC: await placed('NC', 'KbisNC'), FR: await placed('FR', 'KbisFR') };
    for (const o of Object.values(orders)) await paid(o.session);
    clock.set(new Date(LATE_IN_PARIS));
    await s.app.jobs.runDue();
    const expected = {
      NC: { file: '-20261204.pdf', stamp: /à jour au 04\/12\/2026 à 09:3\d \(heure de Nouméa\)/ },
      FR: { file: '-20261203.pdf', stamp: /à jour au 03\/12\/2026 à 23:3\d \(heure de Paris\)/ },
    };
    for (const site of ['NC', 'FR'] as const) {
      const { c, order } = orders[site];
      const [doc] = VisualisationsSchema.parse((await s.call(c.token, 'GET', `/commandes/${order.reference}/visualisations`, undefined, SITES[site])).body);
      expect(doc!.nom_fichier.endsWith(expected[site].file)).toBe(true);
      const text = await pdfText((await s.call(c.token, 'GET', `/visualisations/${doc!.id}`, undefined, SITES[site])).bytes);
      expect(text).toMatch(expected[site].stamp);
    }
  });
});
