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
    // 23:30 in Paris on the 3rd, 09:30 in Nouméa on the 4th.
    cree_le: '2026-12-03T22:30:00.000Z',
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
    expect(mail.text).toContain('Total net : 1\u00A0234\u00A0XPF (carte bancaire)');
    expect(mail.text).toContain('TGC : non facturée');
    expect(mail.html).toContain('TGC : non facturée');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/TVA|\d,\d\d\u00A0XPF/);
  });

  it('says nothing was paid for an order that came to nothing, whatever means the checkout named', () => {
    const free = { ...order('EUR'), montant_ht: 0, montant_tva: 0, montant_ttc: 0 } as OrderRow;
    const mail = orderConfirmationMail(free, [], { id: 8, numero: 'FA2026-000043' }, 'https://example.test/commande');
    expect(mail.text).toContain('Total TTC : 0,00 € (aucun paiement : rien à régler)');
    expect(mail.text).not.toMatch(/carte bancaire/i);
  });

  it('dates the order in Paris time on the mainland, saying so, and is signed by the mainland site', () => {
    const mail = orderConfirmationMail(order('EUR'), [], null, 'https://example.test/commande');
    expect(mail.text).toContain('Nous avons bien reçu le paiement de votre commande CMD00000012, passée le 03/12/2026 à 23:30 (heure de Paris).');
    expect(mail.text.trimEnd().split('\n').at(-1)).toBe('Registre des entreprises');
    expect(`${mail.text}\n${mail.html}`).not.toMatch(/Nouméa|Nouvelle-Calédonie/);
  });

  it("dates a New Caledonia order in Nouméa time, on Nouméa's day, and is signed by that site", () => {
    const mail = orderConfirmationMail(order('XPF'), [], null, 'https://example.test/commande');
    expect(mail.text).toContain('Nous avons bien reçu le paiement de votre commande CMD00000012, passée le 04/12/2026 à 09:30 (heure de Nouméa).');
    expect(mail.html).toContain('passée le 04/12/2026 à 09:30 (heure de Nouméa)');
    expect(mail.text.trimEnd().split('\n').at(-1)).toBe('Registre des entreprises de Nouvelle-Calédonie');
    expect(mail.html).toContain('<p>Registre des entreprises de Nouvelle-Calédonie</p>');
    expect(`${mail.text}\n${mail.html}`).not.toMatch(/heure de Paris|03\/12\/2026/);
  });

  it('dates a deferred order in its clock too', () => {
    const mail = orderConfirmationMail({ ...order('XPF'), moyen_paiement: 'DIFFERE' }, [], null, 'https://example.test/commande');
    expect(mail.text).toContain('Votre commande CMD00000012, passée le 04/12/2026 à 09:30 (heure de Nouméa), est validée');
  });
});
