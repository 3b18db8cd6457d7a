import { FacturePageSchema, OFFRES_ABONNEMENT, type Abonnement, type FactureResume } from '@portail/shared/api';
import { formatDateFr } from '@portail/shared/format/dates';
import { useCommerce, type Customer } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';
import { shiftDays } from '../../testing/days';
import { pdfText } from '../../testing/pdfText';
import { addTestSubscription } from '../../testing/subscriptions';
import { addMonths, parisDay, periodEnd, periodStart } from '../accounts/subscriptions';
import { sellerFromEnv } from './seller';
import { issueSubscriptionInvoices, subscriptionLineLabel } from './subscriptionInvoices';

jest.setTimeout(120_000);

const BILLING = {
  libelle_facturation: 'LAMBERT CONSEIL',
  contact_prenom: 'Lucie',
  contact_nom: 'Lambert',
  numero_voie_facturation: '8 rue des Lilas',
  complement_adresse_facturation: '',
  code_postal_facturation: '33000',
  ville_facturation: 'Bordeaux',
};

const SURV = OFFRES_ABONNEMENT.find((o) => o.code === 'SURV')!;
const KBIS = OFFRES_ABONNEMENT.find((o) => o.code === 'KBIS')!;

describe('the monthly period a day falls in', () => {
  it('starts on the monthly anniversary of the subscription, kept within the month', () => {
    expect(periodStart('2025-03-10', '2025-03-10')).toBe('2025-03-10');
    expect(periodStart('2025-03-10', '2025-04-09')).toBe('2025-03-10');
    expect(periodStart('2025-03-10', '2025-04-10')).toBe('2025-04-10');
    expect(periodStart('2025-03-10', '2026-05-09')).toBe('2026-04-10');
    expect(periodStart('2025-01-31', '2025-02-27')).toBe('2025-01-31');
    expect(periodStart('2025-01-31', '2025-02-28')).toBe('2025-02-28');
    expect(periodStart('2025-01-31', '2025-03-30')).toBe('2025-02-28');
    expect(periodStart('2025-01-31', '2025-03-31')).toBe('2025-03-31');
    expect(periodStart('2025-11-15', '2026-01-20')).toBe('2026-01-15');
    // Each period ends the day before the next one starts.
    for (const day of ['2025-02-28', '2025-03-30', '2025-03-31', '2026-01-20']) {
      expect(shiftDays(periodEnd('2025-01-31', day), 1)).toBe(periodStart('2025-01-31', shiftDays(periodEnd('2025-01-31', day), 1)));
    }
  });

  it('names the offer and the period on the invoice line', () => {
    expect(subscriptionLineLabel('Surveillance', '2026-03-15', '2026-04-14')).toBe('Abonnement Surveillance – du 15/03/2026 au 14/04/2026');
  });
});

describe.each(testBackends())('subscription invoices on %s', (kind) => {
  const s = useCommerce(kind, { companies: 5 });
  let lucie: Customer;
  let other: Customer;
  const seller = sellerFromEnv({});
  const today = parisDay(new Date());
  const firstEnd = periodEnd(today, today);
  const second = addMonths(today, 1);
  const secondEnd = periodEnd(today, second);
  const third = addMonths(today, 2);

  const invoices = async (c: Customer): Promise<FactureResume[]> => {
    const res = await s.call(c.token, 'GET', '/factures?limit=50');
    expect(res.status).toBe(200);
    return FacturePageSchema.parse(res.body).items;
  };
  const subscriptionInvoices = async (c: Customer, code: string) =>
    (await invoices(c)).filter((f) => f.type === 'ABONNEMENT' && f.abonnement?.code_offre === code).sort((a, b) => a.abonnement!.debut.localeCompare(b.abonnement!.debut));
  const numbers = () => s.db.query<{ annee: number; rang: number; numero: string }>('select annee, rang, numero from facture order by annee, rang');

  beforeAll(async () => {
    // Entitled to deferred payment: her subscriptions start on invoice.
    lucie = await s.customer('Lucie', { paiement_differe: true });
    other = await s.customer('Marc');
  });

  it('issues the invoice of the first period when the customer subscribes', async () => {
    const created = await s.call<Abonnement>(lucie.token, 'POST', '/commandes/abonnements', { code_offre: 'SURV', ...BILLING });
    expect(created.status).toBe(201);

    const [invoice, ...more] = await invoices(lucie);
    expect(more).toEqual([]);
    const vat = Math.round(SURV.prix_mensuel_ht * 0.2);
    expect(invoice).toEqual({
      id: expect.any(Number),
      numero: `FA${today.slice(0, 4)}-000001`,
      type: 'ABONNEMENT',
      date_emission: today,
      mois: null,
      abonnement: { code_offre: 'SURV', libelle_offre: 'Surveillance', debut: today, fin: firstEnd },
      devise: 'EUR',
      montants: { montant_ht: SURV.prix_mensuel_ht, frais_envoi: 0, montant_tva: vat, montant_ttc: SURV.prix_mensuel_ht + vat },
      statut: 'A_PAYER',
      moyen_paiement: 'DIFFERE',
      echeance: shiftDays(today, 30),
      en_retard: false,
      references_commandes: [],
    });

    const pdf = await s.call(lucie.token, 'GET', `/factures/${invoice!.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(`Abonnement Surveillance – du ${formatDateFr(today)} au ${formatDateFr(firstEnd)}`);
    expect(text).toContain('LAMBERT CONSEIL');
    expect(text).toContain('Lucie Lambert');
    expect(text).toContain('8 rue des Lilas');
    expect(text).toContain('33000 Bordeaux');
    expect(text).toContain('TVA (20 %)');
    expect(text).toContain('Total TTC 34,80 €');
    expect(text).toContain(`À payer avant le ${formatDateFr(shiftDays(today, 30))}`);
    expect(text).not.toContain('Diffusion');
  });

  it('issues nothing more when the step runs again in the same period', async () => {
    expect(await issueSubscriptionInvoices(s.db, seller)).toBe(0);
    expect(await issueSubscriptionInvoices(s.db, seller, today)).toBe(0);
    expect(await issueSubscriptionInvoices(s.db, seller, firstEnd)).toBe(0);
    expect(await subscriptionInvoices(lucie, 'SURV')).toHaveLength(1);
  });

  it('issues one invoice for each new period, numbered in the sequence of its year', async () => {
    expect(await issueSubscriptionInvoices(s.db, seller, second)).toBe(1);
    expect(await issueSubscriptionInvoices(s.db, seller, second)).toBe(0);
    expect(await issueSubscriptionInvoices(s.db, seller, secondEnd)).toBe(0);
    const list = await subscriptionInvoices(lucie, 'SURV');
    expect(list.map((f) => f.abonnement)).toEqual([
      { code_offre: 'SURV', libelle_offre: 'Surveillance', debut: today, fin: firstEnd },
      { code_offre: 'SURV', libelle_offre: 'Surveillance', debut: second, fin: secondEnd },
    ]);
    expect(list[1]).toMatchObject({ date_emission: second, statut: 'A_PAYER', montants: list[0]!.montants });
    const text = await pdfText((await s.call(lucie.token, 'GET', `/factures/${list[1]!.id}`)).bytes);
    expect(text).toContain(`Abonnement Surveillance – du ${formatDateFr(second)} au ${formatDateFr(secondEnd)}`);
    expect(text).toContain(`À payer avant le ${formatDateFr(shiftDays(second, 30))}`);

    const rows = await numbers();
    const year = Number(second.slice(0, 4));
    const ofYear = rows.filter((r) => r.annee === year);
    expect(ofYear.map((r) => r.rang)).toEqual(ofYear.map((_, i) => i + 1));
    expect(ofYear.at(-1)!.numero).toBe(list[1]!.numero);
  });

  it('bills a subscription asked to end up to its last period, and not after its end', async () => {
    const [subscription] = (await s.call<Abonnement[]>(lucie.token, 'GET', '/commandes/abonnements')).body;
    // The end asked for during the third period: it ends with that period.
    const thirdEnd = periodEnd(today, third);
    await s.db.query('update abonnement set date_fin = $2::date, resiliation_demandee_le = now() where uuid = $1::uuid', [subscription!.uuid, thirdEnd]);
    expect(await issueSubscriptionInvoices(s.db, seller, third)).toBe(1);
    const fourth = addMonths(today, 3);
    expect(await issueSubscriptionInvoices(s.db, seller, fourth)).toBe(0);
    expect(await issueSubscriptionInvoices(s.db, seller, addMonths(today, 6))).toBe(0);
    expect((await subscriptionInvoices(lucie, 'SURV')).map((f) => f.abonnement!.fin)).toEqual([firstEnd, secondEnd, thirdEnd]);
  });

  it('bills the first period of a subscription taken again by resuming an ended one', async () => {
    const created = await s.call<Abonnement>(lucie.token, 'POST', '/commandes/abonnements', { code_offre: 'KBIS', ...BILLING });
    expect(created.status).toBe(201);
    expect(await subscriptionInvoices(lucie, 'KBIS')).toHaveLength(1);
    // It ended before today: resuming subscribes again from today, with a new first period.
    await s.db.query(`update abonnement set date_debut = $2::date - 40, date_fin = $2::date - 1 where uuid = $1::uuid`, [created.body.uuid, today]);
    await s.db.query(`update facture set periode_debut = periode_debut - 40, periode_fin = periode_fin - 40 where abonnement_id = $1`, [created.body.id]);
    const resumed = await s.call<Abonnement>(lucie.token, 'POST', `/commandes/abonnements/${created.body.uuid}/reprise`);
    expect(resumed.status).toBe(201);
    const kbis = await subscriptionInvoices(lucie, 'KBIS');
    expect(kbis).toHaveLength(2);
    expect(kbis[1]).toMatchObject({ abonnement: { debut: today, fin: firstEnd }, montants: { montant_ht: KBIS.prix_mensuel_ht } });
  });

  it('leaves subscriptions without a stored price to their former billing', async () => {
    const c = await s.customer('Nadia');
    await addTestSubscription(s.db, c.accountId, 'SURV', '2024-01-01', BILLING);
    expect(await issueSubscriptionInvoices(s.db, seller)).toBe(0);
    expect(await invoices(c)).toEqual([]);
  });

  it("keeps a customer's subscription invoices from another customer", async () => {
    const [invoice] = await subscriptionInvoices(lucie, 'SURV');
    expect(await invoices(other)).toEqual([]);
    const res = await s.call(other.token, 'GET', `/factures/${invoice!.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Facture introuvable.');
  });
});
