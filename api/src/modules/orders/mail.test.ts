import { orderConfirmationMail } from './mail';
import type { OrderRow } from './orders';

/** A paid order of 3 documents, in the currency of its territory's site. */
function order(devise: 'EUR' | 'XPF'): OrderRow {
  const eur = devise === 'EUR';
  return {
    id: 1,
    reference: 'CMD00000012',
    courriel: 'client@example.test',
    date_commande: '2026-12-03',
    moyen_paiement: 'CARTE_BANCAIRE',
    devise,
    taux_tva_points_base: eur ? 2000 : 0,
    montant_ht: eur ? 2554 : 123400,
    frais_envoi: 0,
    montant_tva: eur ? 511 : 0,
    montant_ttc: eur ? 3065 : 123400,
  } as OrderRow;
}

describe('the order confirmation mail', () => {
  it('states the VAT of a mainland order', () => {
    const mail = orderConfirmationMail(order('EUR'), [], { id: 7, numero: 'FA2026-000042' }, 'https://example.test/commande');
    expect(mail.text).toContain('Total TTC : 30,65\u00A0€ (carte bancaire)');
    expect(mail.text).toContain('Dont TVA (20\u00A0%) : 5,11\u00A0€');
    expect(mail.html).toContain('Dont TVA (20\u00A0%) : 5,11\u00A0€');
  });

  it('says the TGC is not charged on a New Caledonia order, in whole francs, and never speaks of VAT', () => {
    const mail = orderConfirmationMail(order('XPF'), [], null, 'https://example.test/commande');
    expect(mail.text).toContain('Total TTC : 1\u00A0234\u00A0XPF (carte bancaire)');
    expect(mail.text).toContain('TGC : non facturée');
    expect(mail.html).toContain('TGC : non facturée');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/TVA|\d,\d\d\u00A0XPF/);
  });
});
