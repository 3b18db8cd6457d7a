jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The reminder of an overdue invoice, mailed by the maintenance pass as the API wires it: its link
// goes to the site of the invoice's territory (New Caledonia's for an invoice in francs CFP), on
// PGlite and PostgreSQL.
import { dayIn } from '@portail/shared/format/dates';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import { digestMail, startMaintenance } from '../../maintenance';
import { useCommerce, type Customer } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';
import { shiftDays } from '../../testing/days';
import { insertMonthlyInvoice } from '../../testing/invoices';
import { sellerFromEnv } from './seller';

const MAINLAND = 'https://registre.example';
const NEW_CALEDONIA = 'https://nouvelle-caledonie.registre.example';
const INVOICES_PAGE = REMOTE_ROUTES['mf-personal-space'].invoices;

describe.each(testBackends())('invoice reminders on %s', (kind) => {
  const s = useCommerce(kind, { companies: 3 });
  const seller = sellerFromEnv({});

  /** An unpaid monthly invoice of `c` in `devise`, due a week ago by its territory's day. */
  const overdue = async (c: Customer, devise: 'EUR' | 'XPF', mois: string): Promise<string> => {
    const today = dayIn(devise === 'XPF' ? 'NC' : 'FR', new Date());
    const montant_ttc = devise === 'EUR' ? 1_200 : 12_000;
    return (await insertMonthlyInvoice(s.db, c.accountId, { devise, mois, montant_ttc, emission: shiftDays(today, -37), echeance: shiftDays(today, -7) })).numero;
  };

  const reminderOf = async (numero: string) =>
    (await s.db.query<{ text_body: string; html_body: string }>('select text_body, html_body from identity_outbox where subject = $1', [`Relance : facture ${numero} impayée`]))[0];


  it("links the reminder of an invoice to its own territory's site: New Caledonia's for francs CFP", async () => {
    const c = await s.customer('Tiare', { paiement_differe: true });
    const nc = await overdue(c, 'XPF', '2001-02-01');
    const fr = await overdue(c, 'EUR', '2001-03-01');

    const maintenance = startMaintenance(s.db, seller, () => {}, 24 * 3600_000, digestMail(s.identity.mailer, [MAINLAND, NEW_CALEDONIA]));
    try {
      await maintenance.run();
    } finally {
      maintenance.stop();
    }

    const ncMail = await reminderOf(nc);
    expect(ncMail?.text_body).toContain(`${NEW_CALEDONIA}${INVOICES_PAGE}`);
    expect(ncMail?.html_body).toContain(`href="${NEW_CALEDONIA}${INVOICES_PAGE}"`);
    expect(ncMail?.text_body).not.toContain(MAINLAND);
    const frMail = await reminderOf(fr);
    expect(frMail?.text_body).toContain(`${MAINLAND}${INVOICES_PAGE}`);
    expect(frMail?.text_body).not.toContain(NEW_CALEDONIA);
  });
});
