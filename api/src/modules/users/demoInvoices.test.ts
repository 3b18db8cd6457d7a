jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The demo customer billed monthly finds last month's invoice to pay in her invoices, on PGlite and
// PostgreSQL: a Kbis extract by post at the mainland's public price, due within the payment term.
import { FacturePageSchema } from '@portail/shared/api';
import { dayIn } from '@portail/shared/format/dates';
import { STANDARD, vatOf } from '../tariffs/tariffs';
import { useCommerce } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';
import { shiftDays } from '../../testing/days';
import { invoicePdf, listInvoices, MONTHLY_PAYMENT_DAYS } from '../orders/invoices';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo';

describe.each(testBackends())('demo invoices on %s', (kind) => {
  const s = useCommerce(kind, { companies: 3 });


  it("gives the demo customer billed monthly last month's invoice to pay, once", async () => {
    await seedDemoCustomers(s.identity);
    await seedDemoCustomers(s.identity);
    const demo = DEMO_CUSTOMERS.find((c) => c.accounts.some((a) => a.paiement_differe))!;
    const [account] = await s.db.query<{ id: number }>(
      `select cu.compte_client_id as id from compte_client_utilisateur cu join identity_user u on u.id::text = cu.sujet join compte_client cc on cc.id = cu.compte_client_id
        where u.email = $1 and cc.paiement_differe`,
      [demo.email],
    );
    const { items } = FacturePageSchema.parse({ ...(await listInvoices(s.db, account!.id, 'FR', { limit: 50, offset: 0 })), limit: 50, offset: 0 });

    const today = dayIn('FR', new Date());
    const kbis = STANDARD.prices.find((p) => p.article === 'KBIS' && p.diffusion === 'COURRIER')!;
    const ttc = kbis.prix_ht + kbis.frais_envoi + vatOf(kbis.prix_ht, kbis.frais_envoi, STANDARD.taux_tva_points_base, 'EUR');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'MENSUELLE', statut: 'A_PAYER', en_retard: false, devise: 'EUR', moyen_paiement: 'DIFFERE', date_emission: today, echeance: shiftDays(today, MONTHLY_PAYMENT_DAYS) });
    expect(items[0]!.montants.montant_ttc).toBe(ttc);
    expect(items[0]!.mois! < `${today.slice(0, 7)}-01`).toBe(true);
    // Its PDF prints, as any invoice's.
    expect((await invoicePdf(s.db, items[0]!.id))?.subarray(0, 5).toString()).toBe('%PDF-');

    // Nobody else's demo account is given one.
    const others = await s.db.query(`select 1 from facture f join compte_client_utilisateur cu on cu.compte_client_id = f.compte_client_id join identity_user u on u.id::text = cu.sujet where u.email <> $1`, [demo.email]);
    expect(others).toEqual([]);
  });
});
